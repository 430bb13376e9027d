// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <array>
#include <vector>

#include "game/variant.h"
#include "indian/indian_rules.h"

namespace rummy {

// One finished deal as the chart shows it: won, or lost with the points it cost.
struct DealEntry {
    bool won = false;
    int points = 0;
    friend bool operator==(const DealEntry&, const DealEntry&) = default;
};

// The player's record in one match format.
struct FormatStats {
    static constexpr int kRecent = 20;  // deals kept for the chart

    int matchesPlayed = 0;  // played to their end
    int matchesWon = 0;
    int matchesAbandoned = 0;  // left for a new one before their end (New game)
    int dealsPlayed = 0;
    int dealsWon = 0;
    int pointsLost = 0;  // summed over the deals lost
    int validDeclarations = 0;
    int invalidDeclarations = 0;
    int drops = 0;
    int currentStreak = 0;  // deals won in a row, up to the last one
    int bestStreak = 0;
    std::vector<DealEntry> recent;  // oldest first, at most kRecent

    int dealsLost() const { return dealsPlayed - dealsWon; }
    // 0 when no deal was lost yet.
    double averagePointsLost() const;
    friend bool operator==(const FormatStats&, const FormatStats&) = default;
};

// The player's record at Gin Rummy.
struct GinStats {
    int gamesPlayed = 0;
    int gamesWon = 0;
    int gamesAbandoned = 0;  // left for a new one before their end
    int handsPlayed = 0;     // void hands included
    int handsWon = 0;
    int gins = 0;                   // the player's gins and big gins
    int undercuts = 0;              // the player's undercuts of the opponent's knock
    int bestGame = 0;               // the highest final score of a game the player won
    std::vector<DealEntry> recent;  // the last hands won or lost, oldest first
    friend bool operator==(const GinStats&, const GinStats&) = default;
};

// What happened to the player in one Gin hand.
struct GinHandSummary {
    bool won = false;
    bool lost = false;      // neither: a void hand
    int points = 0;         // what the winner scored
    bool gin = false;       // the player went gin (or big gin)
    bool undercut = false;  // the player undercut the opponent
};

// What happened to the player in one deal, as the store records it.
struct DealSummary {
    bool won = false;
    int points = 0;         // the deal's points for the player (0 when won)
    bool declared = false;  // the player put a card on the finish slot
    bool validDeclaration = false;
    bool dropped = false;
};

// The player's statistics per match format and at Gin, kept in a JSON file (stats.json in the
// application's data directory). Writes go through QSaveFile, so a crash never leaves half a
// file; a file that cannot be read is renamed aside (stats.json.corrupt-<time>) rather than
// overwritten, and the store starts afresh with a message saying so.
class StatsStore {
    Q_DECLARE_TR_FUNCTIONS(StatsStore)
public:
    static constexpr int kFormats = 6;

    explicit StatsStore(QString path = defaultPath());
    static QString defaultPath();
    const QString& path() const { return path_; }

    // False when the file existed but was unusable (see notice()); a missing file is fine. A file
    // over kMaxBytes is not read at all: statistics take a few KB, so it cannot be theirs, and
    // reading it would cost time and memory for nothing.
    static constexpr qint64 kMaxBytes = 1024 * 1024;
    bool load();
    // The statistics from a file's bytes (what load() reads), or false with `why` saying what is
    // wrong; nothing changes then. The file itself is load()'s business.
    bool read(const QByteArray& bytes, QString* why);
    // The file's bytes (what save() writes).
    QByteArray encode() const;
    // False when the file could not be written (see notice()).
    bool save();
    // The last problem with the file, for people; empty when there was none.
    const QString& notice() const { return notice_; }

    // `game`: the Indian game (13 or 21 cards), each with its own figures per format.
    const FormatStats& stats(MatchFormat format, Variant game = Variant::Indian13) const;
    void recordDeal(MatchFormat format, const DealSummary& deal, Variant game = Variant::Indian13);
    void recordMatch(MatchFormat format, bool won, Variant game = Variant::Indian13);
    // A match under way that the player left for a new one.
    void recordAbandonedMatch(MatchFormat format, Variant game = Variant::Indian13);
    void recordAbandonedGinGame();
    const GinStats& gin() const { return gin_; }
    void recordGinHand(const GinHandSummary& hand);
    void recordGinGame(bool won, int finalScore);
    // The table games (Straight, 500, 51, Kaluki), each with a GinStats of its own (its gins
    // and undercuts stay 0): hands and games won, abandoned, the best game.
    static constexpr int kTableGames = 4;
    const GinStats& table(Variant game) const;
    void recordTableHand(Variant game, bool won, bool lost, int points);
    void recordTableGame(Variant game, bool won, int finalScore);
    void recordAbandonedTableGame(Variant game);
    void reset();

    // Which deals are counted, by match (controller/match_id.h): the number of the last deal
    // (or Gin hand) counted of each of the last kLedger matches. Deals of a match end in order,
    // so deal n is counted when the match's entry is n or more. A finished deal shown again (a
    // resumed autosave, a save reopened at its result) is then not counted twice; and since
    // the entry is written in the same file as the figures, a kill can never leave one
    // without the other (docs/reliability.md).
    static constexpr int kLedger = 64;
    bool isCounted(const QString& matchId, int deal) const;
    void markCounted(const QString& matchId, int deal);
    struct Counted {
        QString matchId;
        int deal = 0;
        friend bool operator==(const Counted&, const Counted&) = default;
    };
    const std::vector<Counted>& counted() const { return counted_; }  // oldest first

private:
    bool keepAside(const QString& why);

    QString path_;
    using PerFormat = std::array<FormatStats, kFormats>;
    PerFormat& figures(Variant game) { return game == Variant::Indian21 ? formats21_ : formats_; }

    std::array<FormatStats, kFormats> formats_{};
    std::array<FormatStats, kFormats> formats21_{};  // 21-card Indian Rummy's
    GinStats gin_;
    std::array<GinStats, kTableGames> table_{};
    GinStats& tableOf(Variant game);
    std::vector<Counted> counted_;
    QString notice_;
};

}  // namespace rummy
