// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin/hard_bot.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

#include "gin/gin_inference.h"
#include "gin/gin_memory.h"
#include "gin/gin_opponent.h"
#include "gin/gin_outlook.h"
#include "gin/gin_play.h"

namespace rummy::gin {

namespace {

using Weights = HardWeights;

// How low the opponent's loose cards seem: a player throws its highest loose card, so low
// throws mean a hand of low loose cards (0: its last two throws were courts, 9: two aces).
double lowThrows(const GinMemory& m) {
    return 10 - m.oppRecentThrows;
}

// The chance that the opponent knocks on its next turn: it grows with the draws it made and with
// how low its latest throws were. Fitted on the arena against the classic player.
double knockHazard(const GinMemory& m) {
    return std::clamp(0.02 + 0.02 * m.oppDraws + 0.045 * lowThrows(m), 0.0, 0.45);
}

// The chance that a knock leaving `k` is undercut: a logistic fit on 18,175 knocks of Hard in the
// arena against the classic player, Medium and Hard (calibrated within 0.6 points against each).
// It grows with the deadwood shown, the opponent's draws and pickups (its hand has had time to
// improve) and how low its latest throws were. `extraDraws`: the same a turn later.
double undercutRisk(int k, const GinMemory& m, int extraDraws = 0) {
    const double draws = m.oppDraws + extraDraws;
    const double low = lowThrows(m);
    // Pickups beyond three are beyond the fit's data (a player taking whatever lies there).
    const double pickups = std::min(m.oppPickups, 3);
    const double z = -6.904 + 0.2487 * k + 0.0113 * draws + 0.4196 * low + 0.162 * pickups -
                     0.01279 * k * low + 0.022 * k * draws;
    return 1.0 / (1.0 + std::exp(-z));
}

// The chance to undercut the opponent when it knocks while this hand holds `deadwood`: from how
// often a knock shows each count (10 most, then 9, 8, ...), plus what lay-offs save.
double undercutChance(int deadwood) {
    static constexpr std::array<double, 11> kByDeadwood{0.97, 0.95, 0.92, 0.88, 0.85, 0.8,
                                                        0.74, 0.66, 0.55, 0.42, 0.3};
    return deadwood <= 10 ? kByDeadwood[static_cast<std::size_t>(deadwood)] : 0.0;
}

// The opponent model, with the sampled meld risk of this seat's cards when `w.samples`.
OpponentModel opponentOf(const GinMemory& mem, int limit, const Weights& w,
                         std::optional<std::uint64_t> seed) {
    OpponentModel m = OpponentModel::of(mem);
    if (seed && w.samples > 0) sampleOpponent(mem, limit, *seed, w.samples, m, w.feedTau);
    return m;
}

// What one decision knows and how it scores hands.
class Scorer {
public:
    // `seed`: for the sampled meld risk of the throws, which only a discard weighs (none: the
    // plain model, as a draw or a knock needs no meld risk).
    Scorer(const PlayerView& view, const Weights& w, std::optional<std::uint64_t> seed)
        : view_(view),
          w_(w),
          mem_(GinMemory::of(view, true)),
          opp_(opponentOf(mem_, view.gin().knockLimit, w, seed)),
          odds_(opp_.stockAndThrowOdds(w.throwBias)),
          limit_(view.gin().knockLimit),
          credit_(knockCredit(view.gin().knockLimit, w.tau)) {}

    const PlayerView& view() const { return view_; }
    const GinMemory& memory() const { return mem_; }
    int limit() const { return limit_; }

    Outlook outlook(CardMask hand) const { return outlookOf(hand, odds_, limit_, credit_); }
    // The score of a ten-card hand kept to the next turn (lower is better).
    double kept(CardMask hand) const {
        const Outlook o = outlook(hand);
        double s = w_.next * o.next - w_.knock * o.reach;
        // Unseen cards that would make a meld with the kept hand, weighed by their chance to come
        // from the stock: what the one-draw look-ahead misses of a hand's longer prospects (a
        // pair waiting for its third card is worth more than a loose card of the same value).
        double outs = 0;
        for (CardMask m = meldersOf(hand) & mem_.unseen; m; m &= m - 1)
            outs += odds_.chance[static_cast<std::size_t>(lowestFace(m).index())];
        s -= w_.outs * outs * countOf(mem_.unseen);
        return s;
    }
    // A knock now, with `dead` left: better than any hand kept.
    double knockNow(int dead) const { return dead - w_.knock * 1.05; }
    // The score after a draw whose best throw (by deadwood) keeps `kept` with `dead` left.
    double afterDraw(CardMask kept, int dead) const {
        return dead <= limit_ ? knockNow(dead) : this->kept(kept);
    }
    double feedRisk(Face f) const {
        return w_.feed * opp_.meldRisk(f) + w_.feedKnock * opp_.knockRisk(f);
    }
    const DrawOdds& odds() const { return odds_; }
    const Weights& weights() const { return w_; }

private:
    const PlayerView& view_;
    const Weights& w_;
    GinMemory mem_;
    OpponentModel opp_;
    DrawOdds odds_;
    int limit_;
    Credit credit_;
};

struct Throw {
    Face card;
    int deadwood = 0;
    double score = 1e18;
};

// The best throw from an eleven-card hand by the look-ahead score; `risk`: count the chance of
// feeding the opponent.
Throw bestThrow(const Scorer& sc, CardMask hand, CardMask throwable, bool risk) {
    int least = 1 << 30;
    std::array<int, 52> dead{};
    for (CardMask m = throwable; m; m &= m - 1) {
        const auto i = static_cast<std::size_t>(lowestFace(m).index());
        dead[i] = deadwoodOf(hand & ~(CardMask{1} << i));
        least = std::min(least, dead[i]);
    }
    Throw best;
    for (CardMask m = throwable; m; m &= m - 1) {
        const Face f = lowestFace(m);
        const int d = dead[static_cast<std::size_t>(f.index())];
        if (d > least + sc.weights().prune) continue;
        double s = sc.kept(hand & ~bitOf(f));
        if (risk) s += sc.feedRisk(f);
        if (s < best.score) best = {f, d, s};
    }
    return best;
}

// A stock draw's score: over every card it may bring, the hand after its best throw (by
// deadwood: scoring every throw of every draw would cost ten times as much, for nothing the
// arena could measure).
double stockScore(const Scorer& sc, CardMask hand) {
    const int now = deadwoodOf(hand);
    const MaskDiscard lighter = bestDiscardOf(hand);
    const double keepAll = sc.afterDraw(hand, now);
    const DrawOdds& odds = sc.odds();
    if (odds.cards == 0) return keepAll;
    const CardMask melders = meldersOf(hand);
    double sum = 0;
    for (CardMask m = odds.cards; m; m &= m - 1) {
        const Face c = lowestFace(m);
        const double p = odds.chance[static_cast<std::size_t>(c.index())];
        if (melders & bitOf(c)) {
            const MaskDiscard d = bestDiscardOf(hand | bitOf(c));
            sum += p * sc.afterDraw((hand | bitOf(c)) & ~bitOf(d.discard), d.deadwood);
        } else if (lighter.deadwood + ginValue(c) < now) {
            // A card that melds with nothing is kept only for a higher loose card.
            const CardMask kept = (hand & ~bitOf(lighter.discard)) | bitOf(c);
            sum += p * sc.afterDraw(kept, lighter.deadwood + ginValue(c));
        } else {
            sum += p * keepAll;
        }
    }
    return sum;
}

Decision draw(const Scorer& sc) {
    const PlayerView& view = sc.view();
    const CardMask hand = sc.memory().mine;
    // Never a card it threw itself this hand (see thrownBy), unless it lets it knock now.
    if (sc.memory().top && canDrawOpen(view)) {
        const Face t = *sc.memory().top;
        const bool own = thrownBy(view, view.seat) & bitOf(t);
        const CardMask keep = view.gin().rules.mayDiscardTakenCard ? 0 : bitOf(t);
        const CardMask with = hand | bitOf(t);
        const Throw take = bestThrow(sc, with, with & ~keep, false);
        // A take that lets it knock counts by its least deadwood, as a stock draw's do.
        const int least = bestDiscardOf(with, keep).deadwood;
        const double takeScore = least <= sc.limit() ? sc.knockNow(least) : take.score;
        if ((!own || least <= sc.limit()) && takeScore < stockScore(sc, hand))
            return drawOpen(
                view, meldsWith(t, hand) ? Reason::DrawOpenCompletes : Reason::DrawOpenImproves,
                deadwoodOf(hand) - take.deadwood);
    }
    return drawClosedOrPass(
        view, view.gin().phase == GinPhase::Draw ? Reason::DrawClosed : Reason::PassUpcard);
}

// Knock now, or keep the hand (its deadwood `k` is within the limit, so it can still knock next
// turn) and hope to knock lower or go gin? Waiting loses when the opponent knocks first (unless
// this hand then undercuts it) and gains when the draw lowers the risk of being undercut.
bool knockNow(const Scorer& sc, CardMask kept, int k) {
    const GinMemory& mem = sc.memory();
    if (k == 0) return true;
    // When the opponent's next draw takes the third-last card, this is the last turn (the wall
    // follows its discard): a knock may win, a void hand cannot.
    if (sc.view().stock <= GinRules::kWallStock + 1) return true;
    const double h = knockHazard(mem);
    const Outlook o = sc.outlook(kept);
    const double kNext = std::min<double>(k, o.next);
    const HardWeights& w = sc.weights();
    const double gin = sc.view().stock >= w.ginStock && k <= w.ginDeadwood ? w.gin : 0.0;
    const double pKnock = 1 - undercutRisk(k, mem);
    const double pWait = (1 - h) * (1 - undercutRisk(static_cast<int>(kNext + 0.5), mem, 1)) +
                         h * undercutChance(k) + gin * (1 - h) * o.ginChance;
    return pKnock >= pWait;
}

}  // namespace

Decision HardBot::decide(const PlayerView& view) {
    switch (view.gin().phase) {
        case GinPhase::Wall: {
            const bool take = !view.pile.empty() && canDrawOpen(view) &&
                              takeAllowsKnock(view, view.pile.back().card.face());
            return take ? drawOpen(view, Reason::DrawOpenCompletes)
                        : drawClosedOrPass(view, Reason::PassUpcard);
        }
        case GinPhase::FirstUpcard:
        case GinPhase::Draw:
            return draw(Scorer(view, w_, std::nullopt));
        case GinPhase::Discard:
            break;
        case GinPhase::Over:
            return anyLegal(view);
    }
    const CardMask hand = maskOf(view.hand);
    if (const CardMask knocks = knockable(view)) {
        Face best = lowestFace(knocks);
        int least = 1 << 30;
        for (CardMask m = knocks; m; m &= m - 1) {
            const int d = deadwoodOf(hand & ~bitOf(lowestFace(m)));
            if (d < least) {
                least = d;
                best = lowestFace(m);
            }
        }
        // Must knock (the wall take), or no plain discard of that card is listed.
        if (!(discardable(view) & bitOf(best))) return knock(view, best, least);
        if (knockNow(Scorer(view, w_, std::nullopt), hand & ~bitOf(best), least))
            return knock(view, best, least);
        return discard(best, Reason::DiscardDeadwood, ginValue(best));
    }
    const CardMask throwable = discardable(view);
    if (throwable == 0) return anyLegal(view);
    const Throw t = bestThrow(Scorer(view, w_, decisionSeed(seed_, view)), hand, throwable, true);
    return discard(t.card, Reason::DiscardDeadwood, ginValue(t.card));
}

}  // namespace rummy::gin
