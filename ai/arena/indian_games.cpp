// SPDX-License-Identifier: GPL-3.0-or-later
// The Indian games in the arena: a game is a match of the rules' format (a Points match is one
// deal), dealt from the group's seed; drops, declarations, re-joins and 21-card's nets are
// counted beside the arena's own figures.
#include <optional>

#include "arena/arena_games.h"
#include "match/match.h"

namespace rummy::arena {

namespace {

// An "early" win: declared within the winner's first three turns.
constexpr int kEarlyTurns = 3;
constexpr int kDefaultTurnLimit = 2000;

std::size_t idx(int i) {
    return static_cast<std::size_t>(i);
}

IndianLevelCounts& counts(LevelStats& ls) {
    return std::get<IndianLevelCounts>(ls.family);
}

// The move that keeps a game going when a bot's was refused: a closed draw, or throwing back
// the card just drawn. Neither can be refused on the seat's turn; the legal list is the last
// resort. Nothing: the round cannot go on (the caller gives the game up).
std::optional<Move> fallback(const IndianRound& round) {
    const int seat = round.currentSeat();
    if (seat < 0) return std::nullopt;
    if (round.phase() == Phase::Draw) {
        if (round.check(moves::DrawClosed{}).ok()) return moves::DrawClosed{};
    } else if (!round.history().empty()) {
        const PlayedMove& last = round.history().back();
        if (last.seat == seat && last.card && round.check(moves::Discard{*last.card}).ok())
            return moves::Discard{*last.card};
    }
    for (const Move& a : round.legalMoves())
        if (!std::holds_alternative<moves::Finish>(a) && !std::holds_alternative<moves::Drop>(a))
            return a;
    return std::nullopt;
}

class IndianGame {
public:
    IndianGame(const ArenaConfig& cfg, Seating seating, std::uint64_t seed, ArenaSummary& out)
        : cfg_(cfg),
          seating_(std::move(seating)),
          out_(out),
          seed_(seed),
          turnLimit_(cfg.turnLimit > 0 ? cfg.turnLimit : kDefaultTurnLimit) {}

    void play() {
        const IndianRules& rules = std::get<IndianRules>(cfg_.rules);
        auto created = IndianMatch::create(rules, cfg_.players, seed_);
        if (!created) return;  // run() validated the rules: cannot happen
        IndianMatch& m = created.value();
        ++out_.games;
        IndianTotals& totals = std::get<IndianTotals>(out_.family);
        for (int deal = 0;; ++deal) {
            if (deal >= cfg_.dealLimit || !playDeal(m)) {
                ++totals.abandonedMatches;
                break;
            }
            if (m.isOver()) break;
            offerRejoins(m);
            if (!m.nextDeal().ok()) {
                ++totals.abandonedMatches;
                break;
            }
        }
        if (rules.format == MatchFormat::Points) return;
        for (int seat = 0; seat < cfg_.players; ++seat) {
            IndianLevelCounts& c = counts(seating_.level(out_, seat));
            ++c.matches;
            if (m.isOver() && m.winner() == seat) ++c.matchesWon;
        }
    }

private:
    // Plays the current deal to its end and records it. False when it hit the turn limit.
    bool playDeal(IndianMatch& m) {
        if (m.currentDeal().tieBreaker) ++std::get<IndianTotals>(out_.family).tieBreakerDeals;
        int actions = 0;
        while (!m.round().isOver()) {
            if (actions >= turnLimit_) {
                recordUnfinished(m.round());
                return false;
            }
            const int seat = m.round().currentSeat();
            const Decision d = decide(cfg_, seating_, out_, seat, PlayerView::of(m, seat));
            if (!m.apply(d.move).ok()) {
                ++seating_.level(out_, seat).illegalMoves;
                const auto safe = fallback(m.round());
                if (!safe || !m.apply(*safe).ok()) {
                    recordUnfinished(m.round());
                    return false;
                }
            }
            ++actions;
            ++out_.moves;
        }
        record(m.deals().back().result, m.round());
        return true;
    }

    void record(const RoundResult& r, const IndianRound& round) {
        DealEnd end;
        end.winner = r.winner;
        end.points = r.points;
        for (int seat = 0; seat < cfg_.players; ++seat) {
            const Outcome o = r.outcomes[idx(seat)];
            end.played.push_back(o != Outcome::SittingOut);
            if (o == Outcome::SittingOut) continue;
            IndianLevelCounts& c = counts(seating_.level(out_, seat));
            c.firstDrops += o == Outcome::FirstDrop;
            c.middleDrops += o == Outcome::MiddleDrop;
            c.wrongDeclarations += o == Outcome::WrongDeclaration;
            if (!r.net.empty()) {
                c.net += r.net[idx(seat)];
                c.valueNet += r.valueReceived[idx(seat)] - r.valuePaid[idx(seat)];
            }
        }
        recordDeal(out_, seating_, end);
        // Only a declaration counts: a deal won because everyone else dropped is no early
        // finish (the rest of the table's first drops would otherwise be counted here).
        const auto& history = round.history();
        const int w = r.winner;
        if (w >= 0 && !history.empty() && history.back().seat == w &&
            std::holds_alternative<moves::Finish>(history.back().move)) {
            int turns = 0;  // the winner's draws, the declaring turn included
            for (const PlayedMove& mv : history)
                turns += mv.seat == w && (std::holds_alternative<moves::DrawClosed>(mv.move) ||
                                          std::holds_alternative<moves::DrawOpen>(mv.move));
            if (turns <= kEarlyTurns) ++counts(seating_.level(out_, w)).earlyWins;
        }
    }

    // A deal given up at the turn limit: played by its seats, won by nobody, no points.
    void recordUnfinished(const IndianRound& round) {
        DealEnd end;
        end.turnLimit = true;
        for (int seat = 0; seat < cfg_.players; ++seat)
            end.played.push_back(round.outcome(seat) != Outcome::SittingOut);
        recordDeal(out_, seating_, end);
    }

    void offerRejoins(IndianMatch& m) {
        for (int seat = 0; seat < cfg_.players; ++seat) {
            if (!m.checkRejoin(seat).ok()) continue;
            if (seating_.bots[idx(seat)]->wantsRejoin(PlayerView::of(m, seat)) &&
                m.rejoin(seat).ok())
                ++counts(seating_.level(out_, seat)).rejoins;
        }
    }

    const ArenaConfig& cfg_;
    Seating seating_;
    ArenaSummary& out_;
    std::uint64_t seed_ = 0;
    int turnLimit_ = kDefaultTurnLimit;
};

}  // namespace

void playIndianGroup(const ArenaConfig& cfg, const std::vector<int>& slotLevel, std::int64_t,
                     std::uint64_t groupSeed, ArenaSummary& out) {
    for (int r = 0; r < cfg.players; ++r)
        IndianGame(cfg, Seating(cfg, out, slotLevel, groupSeed, r), groupSeed, out).play();
}

}  // namespace rummy::arena
