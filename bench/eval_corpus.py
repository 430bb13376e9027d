#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Seeded corpora of distinct hands in the input format of `rummy-cli eval --batch`.

    eval_corpus.py indian21 [--count N] [--seed S] > hands21.txt
    eval_corpus.py gin      [--count N] [--seed S] > gin.txt

indian21: lines "CUT CARD..." (the cut card, then 21 or 22 cards of the 159-card shoe: three
decks and three printed jokers, no card more than three times; the cut card is not in the
hand). A quarter each of uniform deals of 21 and of 22 cards, and of joker- and tunnela-dense
hands of 21 and of 22 (natural cards from a few neighbouring ranks of one or two suits, often
around the cut card so that the value cards play in their places, and 4 to 13 wild cards).

gin: lines of 10 or 11 distinct cards of one 52-card deck, half of each size, uniform deals.

No two lines of a corpus hold the same hand (the same cut and the same multiset of cards), so
the solver meets every hand for the first time. Python's random.Random is a Mersenne Twister
with a fixed algorithm: the same seed gives the same corpus on every machine.
"""
import argparse
import random
import sys

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["S", "H", "D", "C"]
JOKER = "JK"


def face(suit, rank):
    """Rank index 0 (ace) .. 12 (king), suit index 0..3."""
    return RANKS[rank] + SUITS[suit]


def wild_faces(cut):
    """The wild natural faces of a 21-card deal (eval's rule, game/variant.cpp): every card of
    the cut rank, and the cut suit's cards one rank either side (ranks wrap). A cut printed
    joker stands for the ace of spades."""
    if cut == JOKER:
        suit, rank = 0, 0
    else:
        suit, rank = SUITS.index(cut[-1]), RANKS.index(cut[:-1])
    wild = {face(s, rank) for s in range(4)}
    wild.add(face(suit, (rank + 1) % 13))
    wild.add(face(suit, (rank - 1) % 13))
    return wild, suit, rank


def shoe21():
    return [face(s, r) for _ in range(3) for s in range(4) for r in range(13)] + [JOKER] * 3


def uniform21(rng, size):
    pool = shoe21()
    rng.shuffle(pool)
    return pool[0], pool[1:1 + size]


def dense21(rng, size):
    pool = shoe21()
    cut = rng.choice(pool)
    pool.remove(cut)  # the cut card lies face up, out of every hand
    wild, cut_suit, cut_rank = wild_faces(cut)
    suits = 1 + rng.randrange(2)
    width = 3 + rng.randrange(4)
    near_cut = cut != JOKER and rng.randrange(2) == 0
    first = cut_suit if near_cut else rng.randrange(4)
    low = (cut_rank - rng.randrange(3)) if near_cut else rng.randrange(13)
    chosen_suits = {SUITS[first], SUITS[(first + 1) % 4]} if suits == 2 else {SUITS[first]}
    window = {RANKS[(low + k) % 13] for k in range(width)}
    wilds, naturals, others = [], [], []
    for card in pool:
        if card == JOKER or card in wild:
            wilds.append(card)
        elif card[-1] in chosen_suits and card[:-1] in window:
            naturals.append(card)
        else:
            others.append(card)
    rng.shuffle(wilds)
    rng.shuffle(naturals)
    rng.shuffle(others)
    jokers = min(4 + rng.randrange(10), len(wilds))
    hand = wilds[:jokers] + naturals[:size - jokers]
    # A narrow window may run out of cards: fill from the other wild cards, then anything.
    rest = wilds[jokers:] + others
    hand += rest[:size - len(hand)]
    rng.shuffle(hand)
    return cut, hand


def corpus21(rng, count):
    kinds = [(uniform21, 21), (uniform21, 22), (dense21, 21), (dense21, 22)]
    seen = set()
    lines = []
    for k, (make, size) in enumerate(kinds):
        want = count // 4 + (1 if k < count % 4 else 0)
        made = 0
        while made < want:
            cut, hand = make(rng, size)
            key = (cut, tuple(sorted(hand)))
            if key in seen:
                continue
            seen.add(key)
            lines.append(" ".join([cut] + hand))
            made += 1
    rng.shuffle(lines)  # sizes and kinds interleaved, as a user's hands would come
    return lines


def corpus_gin(rng, count):
    deck = [face(s, r) for s in range(4) for r in range(13)]
    seen = set()
    lines = []
    for size in (10, 11):
        want = count // 2 + (1 if size == 10 and count % 2 else 0)
        made = 0
        while made < want:
            hand = rng.sample(deck, size)
            key = frozenset(hand)
            if key in seen:
                continue
            seen.add(key)
            lines.append(" ".join(hand))
            made += 1
    rng.shuffle(lines)
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=["indian21", "gin"])
    parser.add_argument("--count", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=20240621)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    lines = corpus21(rng, args.count) if args.game == "indian21" else corpus_gin(rng, args.count)
    sys.stdout.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
