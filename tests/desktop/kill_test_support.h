// SPDX-License-Identifier: GPL-3.0-or-later
// What the kill test (test_kill_resume) knows of a game without the desktop: the game its
// autosave must be a position of, played again by the same bots from the same seed, and the
// lines the autopilot prints.
#pragma once

#include <QRegularExpression>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

#include "bot.h"
#include "gin/gin_game.h"
#include "match/match.h"
#include "store/save_store.h"
#include "table/table_game.h"

namespace rummy::test {

// The match the desktop's bots and the autopilot play from the match's seed: the bot of seat s
// is seeded seed * 31 + s (IndianController, Autopilot), seat 0's at its own level.
class ReferenceMatch {
public:
    explicit ReferenceMatch(const SaveStore::SavedIndianGame& saved)
        : match_(IndianMatch::create(saved.match.rules(), saved.match.players(), saved.match.seed(),
                                     saved.match.start())
                     .value()) {
        for (int seat = 0; seat < match_.players(); ++seat)
            bots_.push_back(Bot::create(Variant::Indian13, saved.options.levelOf(seat),
                                        match_.seed() * 31 + static_cast<std::uint64_t>(seat)));
    }
    // One more event: a move, or the next deal once a deal is over. False when there is none.
    bool step() {
        if (match_.isOver()) return false;
        if (match_.round().isOver()) return static_cast<bool>(match_.nextDeal());
        const int seat = match_.round().currentSeat();
        const Decision d =
            bots_[static_cast<std::size_t>(seat)]->decide(PlayerView::of(match_, seat));
        return static_cast<bool>(match_.apply(d.move));
    }
    // Played on to `events` events: the position an autosave of that length must be.
    const IndianMatch& at(std::size_t events) {
        while (match_.events().size() < events && step()) {
        }
        return match_;
    }
    // The number of the match's last deal.
    int lastDeal() {
        while (step()) {
        }
        return match_.currentDeal().number;
    }

private:
    IndianMatch match_;
    std::vector<std::unique_ptr<Bot>> bots_;
};

class ReferenceGin {
public:
    explicit ReferenceGin(const SaveStore::SavedGinGame& saved)
        : game_(GinGame::create(saved.game.rules(), 2, saved.game.seed(), saved.game.start())
                    .value()) {
        for (int seat = 0; seat < GinRound::kSeats; ++seat)
            bots_.push_back(Bot::create(Variant::Gin, saved.options.level,
                                        game_.seed() * 31 + static_cast<std::uint64_t>(seat)));
    }
    static std::size_t movesOf(const GinGame& g) {
        std::size_t n = g.round().isOver() ? 0 : g.round().history().size();
        for (const GinHandRecord& h : g.deals()) n += h.moves.size();
        return n;
    }
    bool step() {
        if (game_.isOver()) return false;
        if (game_.round().isOver()) return static_cast<bool>(game_.nextDeal());
        const int seat = game_.round().currentSeat();
        const Decision d = bots_[static_cast<std::size_t>(seat)]->decide(game_.view(seat));
        return static_cast<bool>(game_.apply(d.move));
    }
    // Played on to the position of `like`: as many moves, and the next hand dealt if it is.
    const GinGame& at(const GinGame& like) {
        while (movesOf(game_) < movesOf(like) && step()) {
        }
        if (game_.round().isOver() && !like.round().isOver()) (void)game_.nextDeal();
        return game_;
    }
    int lastHand() {
        while (step()) {
        }
        return game_.currentDeal().number;
    }

private:
    GinGame game_;
    std::vector<std::unique_ptr<Bot>> bots_;
};

// The table game (Straight, 500, 51, Kaluki) played again from its seed by the same bots.
class ReferenceTable {
public:
    explicit ReferenceTable(const SaveStore::SavedTableGame& saved)
        : game_(TableGame::create(saved.game.rules(), saved.game.players(), saved.game.seed(),
                                  saved.game.start())
                    .value()) {
        for (int seat = 0; seat < game_.players(); ++seat) {
            const auto s = static_cast<std::size_t>(seat);
            bots_.push_back(Bot::create(
                Variant::Straight,
                s < saved.options.levels.size() ? saved.options.levels[s] : BotLevel::Medium,
                game_.seed() * 31 + static_cast<std::uint64_t>(seat)));
        }
    }
    static std::size_t movesOf(const TableGame& g) {
        std::size_t n = g.round().isOver() ? 0 : g.round().history().size();
        for (const TableHandRecord& h : g.deals()) n += h.moves.size();
        return n;
    }
    bool step() {
        if (game_.isOver()) return false;
        if (game_.round().isOver()) return static_cast<bool>(game_.nextDeal());
        const int seat = game_.round().currentSeat();
        return static_cast<bool>(
            game_.apply(bots_[static_cast<std::size_t>(seat)]->decide(game_.view(seat)).move));
    }
    const TableGame& at(const TableGame& like) {
        while (movesOf(game_) < movesOf(like) && step()) {
        }
        if (game_.round().isOver() && !like.round().isOver()) (void)game_.nextDeal();
        return game_;
    }
    int lastHand() {
        while (step()) {
        }
        return game_.currentDeal().number;
    }

private:
    TableGame game_;
    std::vector<std::unique_ptr<Bot>> bots_;
};

// "rummy autopilot: match <id> deal <n> over" ("game" at Gin, "table" at the table games): the
// deal's ledger id (Gin's with its "gin:" prefix, as GinStatsRecorder keeps it) and number.
struct ReportedDeal {
    QString id;
    int deal = 0;
};
inline std::optional<ReportedDeal> parseReport(const QString& line) {
    static const QRegularExpression re(
        QStringLiteral(R"(^rummy autopilot: (match|game|table) ([0-9a-f]+) deal (\d+) over$)"));
    const auto m = re.match(line.trimmed());
    if (!m.hasMatch()) return std::nullopt;
    const QString prefix =
        m.captured(1) == QLatin1String("game") ? QStringLiteral("gin:") : QString();
    return ReportedDeal{prefix + m.captured(2), m.captured(3).toInt()};
}

}  // namespace rummy::test
