// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/stats_store.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <algorithm>
#include <array>
#include <cstdlib>
#include <initializer_list>
#include <optional>
#include <utility>

#include "store/atomic_file.h"
#include "store/file_kind.h"

namespace rummy {

namespace {

constexpr int kVersion = 1;
// The largest count a file may hold. Counting stops there (roomFor): a store that loaded a file
// near it (hand-edited) must still write files it reads back, or the next start would put the
// player's statistics aside as damaged.
constexpr int kMaxCount = 1'000'000'000;

// True when each count can grow by its amount and stay within kMaxCount.
bool roomFor(std::initializer_list<std::pair<int, int>> grows) {
    for (const auto& [count, by] : grows)
        if (count > kMaxCount - by) return false;
    return true;
}

// Points as the chart keeps them: a count like the others.
int points(int p) {
    return std::clamp(p, 0, kMaxCount);
}

struct Field {
    const char* key;
    int FormatStats::*member;
};
constexpr Field kFields[] = {
    {"matchesPlayed", &FormatStats::matchesPlayed},
    {"matchesWon", &FormatStats::matchesWon},
    {"dealsPlayed", &FormatStats::dealsPlayed},
    {"dealsWon", &FormatStats::dealsWon},
    {"pointsLost", &FormatStats::pointsLost},
    {"validDeclarations", &FormatStats::validDeclarations},
    {"invalidDeclarations", &FormatStats::invalidDeclarations},
    {"drops", &FormatStats::drops},
    {"currentStreak", &FormatStats::currentStreak},
    {"bestStreak", &FormatStats::bestStreak},
};

struct GinField {
    const char* key;
    int GinStats::*member;
};
constexpr GinField kGinFields[] = {
    {"gamesPlayed", &GinStats::gamesPlayed},
    {"gamesWon", &GinStats::gamesWon},
    {"handsPlayed", &GinStats::handsPlayed},
    {"handsWon", &GinStats::handsWon},
    {"gins", &GinStats::gins},
    {"undercuts", &GinStats::undercuts},
    {"bestGame", &GinStats::bestGame},
};

// The table games in the order of StatsStore's figures.
constexpr std::array<Variant, StatsStore::kTableGames> kTableVariants{
    Variant::Straight, Variant::Rummy500, Variant::Rummy51, Variant::Kaluki};

std::size_t index(MatchFormat f) {
    return static_cast<std::size_t>(f);
}

// A whole, non-negative number, or nothing: a hand-edited 2.5 or "7" is not a count.
std::optional<int> count(const QJsonValue& v) {
    if (!v.isDouble()) return std::nullopt;
    const double d = v.toDouble();
    if (d < 0 || d > kMaxCount || d != static_cast<double>(static_cast<int>(d)))
        return std::nullopt;
    return static_cast<int>(d);
}

// A count added after the first files were written: absent reads as 0, present must be a count.
bool readLaterCount(const QJsonObject& o, const char* key, int& out) {
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined()) return true;
    const auto n = count(v);
    if (n) out = *n;
    return n.has_value();
}

QJsonObject toJson(const FormatStats& s) {
    QJsonObject o;
    for (const Field& f : kFields) o.insert(QLatin1String(f.key), s.*f.member);
    o.insert(QStringLiteral("matchesAbandoned"), s.matchesAbandoned);
    QJsonArray recent;
    for (const DealEntry& e : s.recent)
        recent.append(
            QJsonObject{{QStringLiteral("won"), e.won}, {QStringLiteral("points"), e.points}});
    o.insert(QStringLiteral("recent"), recent);
    return o;
}

std::optional<FormatStats> fromJson(const QJsonObject& o) {
    FormatStats s;
    for (const Field& f : kFields) {
        const auto n = count(o.value(QLatin1String(f.key)));
        if (!n) return std::nullopt;
        s.*f.member = *n;
    }
    if (!readLaterCount(o, "matchesAbandoned", s.matchesAbandoned)) return std::nullopt;
    const QJsonValue recent = o.value(QStringLiteral("recent"));
    if (!recent.isArray()) return std::nullopt;
    for (const QJsonValue& v : recent.toArray()) {
        if (!v.isObject()) return std::nullopt;
        const QJsonObject e = v.toObject();
        const auto points = count(e.value(QStringLiteral("points")));
        if (!e.value(QStringLiteral("won")).isBool() || !points) return std::nullopt;
        s.recent.push_back({e.value(QStringLiteral("won")).toBool(), *points});
    }
    if (s.matchesWon > s.matchesPlayed || s.dealsWon > s.dealsPlayed ||
        s.currentStreak > s.bestStreak || s.recent.size() > FormatStats::kRecent)
        return std::nullopt;
    return s;
}

QJsonArray recentToJson(const std::vector<DealEntry>& recent) {
    QJsonArray out;
    for (const DealEntry& e : recent)
        out.append(
            QJsonObject{{QStringLiteral("won"), e.won}, {QStringLiteral("points"), e.points}});
    return out;
}

std::optional<std::vector<DealEntry>> recentFromJson(const QJsonValue& recent) {
    if (!recent.isArray()) return std::nullopt;
    std::vector<DealEntry> out;
    for (const QJsonValue& v : recent.toArray()) {
        if (!v.isObject()) return std::nullopt;
        const QJsonObject e = v.toObject();
        const auto points = count(e.value(QStringLiteral("points")));
        if (!e.value(QStringLiteral("won")).isBool() || !points) return std::nullopt;
        out.push_back({e.value(QStringLiteral("won")).toBool(), *points});
    }
    if (out.size() > FormatStats::kRecent) return std::nullopt;
    return out;
}

QJsonObject ginToJson(const GinStats& s) {
    QJsonObject o;
    for (const GinField& f : kGinFields) o.insert(QLatin1String(f.key), s.*f.member);
    o.insert(QStringLiteral("gamesAbandoned"), s.gamesAbandoned);
    o.insert(QStringLiteral("recent"), recentToJson(s.recent));
    return o;
}

std::optional<GinStats> ginFromJson(const QJsonObject& o) {
    GinStats s;
    for (const GinField& f : kGinFields) {
        const auto n = count(o.value(QLatin1String(f.key)));
        if (!n) return std::nullopt;
        s.*f.member = *n;
    }
    if (!readLaterCount(o, "gamesAbandoned", s.gamesAbandoned)) return std::nullopt;
    auto recent = recentFromJson(o.value(QStringLiteral("recent")));
    if (!recent) return std::nullopt;
    s.recent = std::move(*recent);
    if (s.gamesWon > s.gamesPlayed || s.handsWon > s.handsPlayed ||
        s.gins + s.undercuts > s.handsWon)
        return std::nullopt;
    return s;
}

QJsonArray ledgerToJson(const std::vector<StatsStore::Counted>& counted) {
    QJsonArray out;
    for (const StatsStore::Counted& c : counted)
        out.append(
            QJsonObject{{QStringLiteral("match"), c.matchId}, {QStringLiteral("deal"), c.deal}});
    return out;
}

std::optional<std::vector<StatsStore::Counted>> ledgerFromJson(const QJsonValue& v) {
    std::vector<StatsStore::Counted> out;
    if (v.isUndefined()) return out;
    if (!v.isArray() || v.toArray().size() > StatsStore::kLedger) return std::nullopt;
    for (const QJsonValue& e : v.toArray()) {
        const QJsonValue id = e.toObject().value(QStringLiteral("match"));
        const auto deal = count(e.toObject().value(QStringLiteral("deal")));
        if (!id.isString() || id.toString().isEmpty() || id.toString().size() > 64 || !deal)
            return std::nullopt;
        out.push_back({id.toString(), *deal});
    }
    return out;
}

}  // namespace

double FormatStats::averagePointsLost() const {
    const int lost = dealsLost();
    return lost > 0 ? static_cast<double>(pointsLost) / lost : 0.0;
}

StatsStore::StatsStore(QString path) : path_(std::move(path)) {}

QString StatsStore::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/stats.json");
}

bool StatsStore::load() {
    notice_.clear();
    formats_ = {};
    formats21_ = {};
    gin_ = {};
    counted_.clear();
    QFile file(path_);
    if (!file.exists()) return true;
    if (!isOrdinaryFileOrMissing(path_)) return keepAside(notOrdinaryFileReason());
    if (!file.open(QIODevice::ReadOnly))
        return keepAside(tr("it could not be opened: %1").arg(file.errorString()));
    if (file.size() > kMaxBytes)
        return keepAside(tr("it is %1 MB, far larger than statistics are")
                             .arg(static_cast<double>(file.size()) / (1024 * 1024), 0, 'f', 1));
    const QByteArray bytes = file.read(kMaxBytes + 1);
    file.close();
    QString why;
    return read(bytes, &why) || keepAside(why);
}

bool StatsStore::read(const QByteArray& bytes, QString* why) {
    const auto fail = [why](const QString& what) {
        if (why) *why = what;
        return false;
    };
    if (bytes.size() > kMaxBytes)
        return fail(tr("it is %1 MB, far larger than statistics are")
                        .arg(static_cast<double>(bytes.size()) / (1024 * 1024), 0, 'f', 1));
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return fail(tr("it is not valid JSON (%1)").arg(error.errorString()));
    const QJsonObject root = doc.object();
    if (!doc.isObject() || root.value(QStringLiteral("version")).toInt() != kVersion ||
        !root.value(QStringLiteral("formats")).isObject())
        return fail(tr("it is not a statistics file of this version"));
    const QJsonObject formats = root.value(QStringLiteral("formats")).toObject();
    std::array<FormatStats, kFormats> loaded{};
    for (int i = 0; i < kFormats; ++i) {
        const QString key = QString::fromLatin1(formatName(static_cast<MatchFormat>(i)));
        if (!formats.contains(key)) continue;  // a format never played
        const auto s = fromJson(formats.value(key).toObject());
        if (!s) return fail(tr("the figures for %1 are damaged").arg(key));
        loaded[static_cast<std::size_t>(i)] = *s;
    }
    // Files from before 21-card have no "indian21" member: none played yet.
    std::array<FormatStats, kFormats> loaded21{};
    if (root.contains(QStringLiteral("indian21"))) {
        const QJsonValue games21 = root.value(QStringLiteral("indian21"));
        if (!games21.isObject()) return fail(tr("the figures for 21 cards are damaged"));
        const QJsonObject formats21 = games21.toObject();
        for (int i = 0; i < kFormats; ++i) {
            const QString key = QString::fromLatin1(formatName(static_cast<MatchFormat>(i)));
            if (!formats21.contains(key)) continue;
            const auto s = fromJson(formats21.value(key).toObject());
            if (!s) return fail(tr("the figures for 21 cards are damaged"));
            loaded21[static_cast<std::size_t>(i)] = *s;
        }
    }
    // Files from before Gin have no "gin" member: no Gin played yet.
    GinStats gin;
    if (root.contains(QStringLiteral("gin"))) {
        const auto read = ginFromJson(root.value(QStringLiteral("gin")).toObject());
        if (!read) return fail(tr("the figures for Gin are damaged"));
        gin = *read;
    }
    // Files from before the table games have no "table" member: none played yet.
    std::array<GinStats, kTableGames> table{};
    if (root.contains(QStringLiteral("table"))) {
        const QJsonValue games = root.value(QStringLiteral("table"));
        if (!games.isObject()) return fail(tr("the figures for the table games are damaged"));
        for (std::size_t i = 0; i < table.size(); ++i) {
            const QString key = QString::fromLatin1(variantId(kTableVariants[i]));
            if (!games.toObject().contains(key)) continue;
            const auto read = ginFromJson(games.toObject().value(key).toObject());
            if (!read) return fail(tr("the figures for the table games are damaged"));
            table[i] = *read;
        }
    }
    // Files from before the ledger ("lastDeal", a single key) have none: nothing to skip.
    const auto ledger = ledgerFromJson(root.value(QStringLiteral("counted")));
    if (!ledger) return fail(tr("the list of deals counted is damaged"));
    formats_ = loaded;
    formats21_ = loaded21;
    gin_ = gin;
    table_ = table;
    counted_ = *ledger;
    return true;
}

bool StatsStore::keepAside(const QString& why) {
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss"));
    QString aside = path_ + QStringLiteral(".corrupt-") + stamp;
    for (int n = 2; QFile::exists(aside); ++n)
        aside = path_ + QStringLiteral(".corrupt-%1-%2").arg(stamp).arg(n);
    if (QFile::rename(path_, aside))
        notice_ = tr("Your statistics file %1 could not be read: %2. It was kept as %3 and new "
                     "statistics were started.")
                      .arg(QDir::toNativeSeparators(path_), why, QFileInfo(aside).fileName());
    else
        notice_ = tr("Your statistics file %1 could not be read: %2. New statistics were "
                     "started; the old file will be replaced when they are saved.")
                      .arg(QDir::toNativeSeparators(path_), why);
    return false;
}

QByteArray StatsStore::encode() const {
    QJsonObject formats, formats21;
    for (int i = 0; i < kFormats; ++i) {
        const QString key = QString::fromLatin1(formatName(static_cast<MatchFormat>(i)));
        formats.insert(key, toJson(formats_[static_cast<std::size_t>(i)]));
        formats21.insert(key, toJson(formats21_[static_cast<std::size_t>(i)]));
    }
    QJsonObject table;
    for (std::size_t i = 0; i < table_.size(); ++i)
        table.insert(QString::fromLatin1(variantId(kTableVariants[i])), ginToJson(table_[i]));
    const QJsonObject root{{QStringLiteral("version"), kVersion},
                           {QStringLiteral("table"), table},
                           {QStringLiteral("counted"), ledgerToJson(counted_)},
                           {QStringLiteral("formats"), formats},
                           {QStringLiteral("indian21"), formats21},
                           {QStringLiteral("gin"), ginToJson(gin_)}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool StatsStore::save() {
    QString why;
    if (!writeFileAtomically(path_, encode(), &why)) {
        notice_ = tr("Your statistics could not be saved to %1: %2")
                      .arg(QDir::toNativeSeparators(path_), why);
        return false;
    }
    return true;
}

const FormatStats& StatsStore::stats(MatchFormat format, Variant game) const {
    return (game == Variant::Indian21 ? formats21_ : formats_)[index(format)];
}

void StatsStore::recordDeal(MatchFormat format, const DealSummary& deal, Variant game) {
    FormatStats& s = figures(game)[index(format)];
    const int lost = deal.won ? 0 : points(deal.points);
    if (!roomFor({{s.dealsPlayed, 1},
                  {s.dealsWon, 1},
                  {s.currentStreak, 1},
                  {s.bestStreak, 1},
                  {s.pointsLost, lost},
                  {s.validDeclarations, 1},
                  {s.invalidDeclarations, 1},
                  {s.drops, 1}}))
        return;
    ++s.dealsPlayed;
    if (deal.won) {
        ++s.dealsWon;
        s.bestStreak = std::max(s.bestStreak, ++s.currentStreak);
    } else {
        s.pointsLost += lost;
        s.currentStreak = 0;
    }
    if (deal.declared) ++(deal.validDeclaration ? s.validDeclarations : s.invalidDeclarations);
    if (deal.dropped) ++s.drops;
    s.recent.push_back({deal.won, lost});
    if (s.recent.size() > FormatStats::kRecent) s.recent.erase(s.recent.begin());
}

void StatsStore::recordMatch(MatchFormat format, bool won, Variant game) {
    FormatStats& s = figures(game)[index(format)];
    if (!roomFor({{s.matchesPlayed, 1}, {s.matchesWon, 1}})) return;
    ++s.matchesPlayed;
    if (won) ++s.matchesWon;
}

void StatsStore::recordAbandonedMatch(MatchFormat format, Variant game) {
    FormatStats& s = figures(game)[index(format)];
    if (!roomFor({{s.matchesAbandoned, 1}})) return;
    ++s.matchesAbandoned;
}

void StatsStore::recordAbandonedGinGame() {
    if (!roomFor({{gin_.gamesAbandoned, 1}})) return;
    ++gin_.gamesAbandoned;
}

void StatsStore::recordGinHand(const GinHandSummary& hand) {
    if (!roomFor({{gin_.handsPlayed, 1}, {gin_.handsWon, 1}, {gin_.gins, 1}, {gin_.undercuts, 1}}))
        return;
    ++gin_.handsPlayed;
    if (hand.won) ++gin_.handsWon;
    if (hand.won && hand.gin) ++gin_.gins;
    if (hand.won && hand.undercut) ++gin_.undercuts;
    if (!hand.won && !hand.lost) return;  // a void hand: nothing for the chart
    gin_.recent.push_back({hand.won, points(hand.points)});
    if (gin_.recent.size() > FormatStats::kRecent) gin_.recent.erase(gin_.recent.begin());
}

void StatsStore::recordGinGame(bool won, int finalScore) {
    if (!roomFor({{gin_.gamesPlayed, 1}, {gin_.gamesWon, 1}})) return;
    ++gin_.gamesPlayed;
    if (!won) return;
    ++gin_.gamesWon;
    gin_.bestGame = std::max(gin_.bestGame, points(finalScore));
}

GinStats& StatsStore::tableOf(Variant game) {
    const auto* it = std::find(kTableVariants.begin(), kTableVariants.end(), game);
    return table_[it == kTableVariants.end()
                      ? 0
                      : static_cast<std::size_t>(it - kTableVariants.begin())];
}

const GinStats& StatsStore::table(Variant game) const {
    return const_cast<StatsStore*>(this)->tableOf(game);
}

void StatsStore::recordTableHand(Variant game, bool won, bool lost, int handPoints) {
    GinStats& t = tableOf(game);
    if (!roomFor({{t.handsPlayed, 1}, {t.handsWon, 1}})) return;
    ++t.handsPlayed;
    if (won) ++t.handsWon;
    if (!won && !lost) return;  // a blocked hand: nothing for the chart
    t.recent.push_back({won, points(std::abs(handPoints))});
    if (t.recent.size() > FormatStats::kRecent) t.recent.erase(t.recent.begin());
}

void StatsStore::recordTableGame(Variant game, bool won, int finalScore) {
    GinStats& t = tableOf(game);
    if (!roomFor({{t.gamesPlayed, 1}, {t.gamesWon, 1}})) return;
    ++t.gamesPlayed;
    if (!won) return;
    ++t.gamesWon;
    t.bestGame = std::max(t.bestGame, points(finalScore));
}

void StatsStore::recordAbandonedTableGame(Variant game) {
    GinStats& t = tableOf(game);
    if (!roomFor({{t.gamesAbandoned, 1}})) return;
    ++t.gamesAbandoned;
}

void StatsStore::reset() {
    formats_ = {};
    formats21_ = {};
    gin_ = {};
    table_ = {};
    // The ledger stays: a deal counted before the reset is not counted again after it.
}

bool StatsStore::isCounted(const QString& matchId, int deal) const {
    return std::any_of(counted_.begin(), counted_.end(),
                       [&](const Counted& c) { return c.matchId == matchId && c.deal >= deal; });
}

void StatsStore::markCounted(const QString& matchId, int deal) {
    std::erase_if(counted_, [&](const Counted& c) { return c.matchId == matchId; });
    counted_.push_back({matchId, deal});
    if (counted_.size() > static_cast<std::size_t>(kLedger)) counted_.erase(counted_.begin());
}

}  // namespace rummy
