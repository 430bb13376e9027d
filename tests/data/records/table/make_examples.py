#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the worked examples of docs/rules.md (Straight, Rummy 500 and Rummy 51)
(Rummy 51) as game records with stacked decks. Each example is given here as what a player
thinks of: every seat's hand, the first card of the pile, the stock's top cards and the moves;
this script deals them into the deck order a record wants (one card at a time from the seat
after the dealer, then the pile's first card, then the stock, top first). The expected scores
are checked by tests/core/table/test_table_records.cpp, which names each example's figures.

Run from this folder: python3 make_examples.py (the records are committed; this documents how
they were made and remakes them after an edit)."""
import json
import os


def deck(hands, dealer, upcard, stock, one_deck):
    seats = len(hands)
    size = len(hands[0])
    assert all(len(h) == size for h in hands), "every seat gets as many cards"
    out = []
    for i in range(size):
        for k in range(1, seats + 1):
            out.append(hands[(dealer + k) % seats][i])
    out.append(upcard)
    out.extend(stock)
    assert not one_deck or len(set(out)) == len(out), "a one-deck example names a card twice"
    return out


def write(name, variant, rules, hands, dealer, upcard, stock, moves):
    players = ["abcdef"[i] for i in range(len(hands))]
    rec = {
        "record": 1,
        "variant": variant,
        "rules": rules,
        "players": players,
        "dealer": dealer,
        "deck": deck(hands, dealer, upcard, stock, variant == "straight"),
        "moves": [{"seat": s, "move": m} for s, m in moves],
    }
    with open(name + ".json", "w") as f:
        f.write("{\n")
        keys = list(rec)
        for i, k in enumerate(keys):
            sep = "," if i + 1 < len(keys) else ""
            if k == "moves":
                f.write('  "moves": [\n')
                for j, m in enumerate(rec["moves"]):
                    end = "," if j + 1 < len(rec["moves"]) else ""
                    f.write("    " + json.dumps(m) + end + "\n")
                f.write("  ]" + sep + "\n")
            else:
                f.write("  " + json.dumps(k) + ": " + json.dumps(rec[k]) + sep + "\n")
        f.write("}\n")


# --- §2 Straight Rummy: three players, A (seat 0) goes out. ---------------------------------
A = ["2S", "3S", "4S", "5H", "5D", "5C", "9H"]
B = ["KS", "QH", "7D", "AC", "6C", "7C", "8C"]
C = ["10C", "2D", "9D", "10D", "JD", "5S", "6S"]
straight_moves = [
    (0, "draw-closed"), (0, "meld [2S 3S 4S]"), (0, "discard KH"),
    (1, "draw-closed"), (1, "meld [6C 7C 8C]"), (1, "discard 2C"),
    (2, "draw-closed"), (2, "meld [9D 10D JD]"), (2, "layoff 5S 1"), (2, "layoff 6S 1"),
    (2, "discard 3C"),
    (0, "draw-closed"), (0, "layoff 7S 1"), (0, "meld [5H 5D 5C]"), (0, "discard 9H"),
]
stock = ["KH", "2C", "3C", "7S"]
write("straight-penalties", "straight", {}, [A, B, C], 2, "8H", stock, straight_moves)
write("straight-winner-scores", "straight", {"scoring": "winner_collects"}, [A, B, C], 2, "8H",
      stock, straight_moves)
write("straight-aces-high", "straight",
      {"ace_high": True, "ace_in_hand": 15, "ace_high_in_run": 15, "ace_low_in_run": 15,
       "ace_in_set": 15}, [A, B, C], 2, "8H", stock, straight_moves)

# Going rummy: A lays nothing in its first turn and its whole hand in the second (any number
# of melds per turn, as the variation that goes with it).
C2 = ["10C", "2D", "9D", "10D", "JD", "QD", "KD"]
rummy_moves = [
    (0, "draw-closed"), (0, "discard KH"),
    (1, "draw-closed"), (1, "meld [6C 7C 8C]"), (1, "discard 2C"),
    (2, "draw-closed"), (2, "meld [9D 10D JD QD KD]"), (2, "discard 3C"),
    (0, "draw-closed"), (0, "meld [2S 3S 4S 5S] [5H 5D 5C]"), (0, "discard 9H"),
]
rummy_stock = ["KH", "2C", "3C", "5S"]
write("straight-rummy-doubles", "straight", {"rummy_doubles": True, "melds_per_turn": 0},
      [A, B, C2], 2, "8H", rummy_stock, rummy_moves)
write("straight-winner-scores-rummy", "straight",
      {"rummy_doubles": True, "melds_per_turn": 0, "scoring": "winner_collects"}, [A, B, C2], 2,
      "8H", rummy_stock, rummy_moves)

# Refused under the defaults: Q-K-A, a second meld in one turn, the card just taken from the
# pile thrown back.
write("straight-refused-qka", "straight", {}, [["QD", "KD", "AD", "2H", "3D", "4C", "6H"],
                                              B, C], 2, "8H", stock,
      [(0, "draw-closed"), (0, "meld [QD KD AD]")])
write("straight-refused-second-meld", "straight", {}, [A, B, C], 2, "8H", stock,
      [(0, "draw-closed"), (0, "meld [2S 3S 4S]"), (0, "meld [5H 5D 5C]")])
write("straight-refused-taken-card", "straight", {}, [A, B, C], 2, "9C", stock,
      [(0, "draw-open"), (0, "discard 9C")])

# --- §3 Rummy 500: two players with small deals (the "deal" rule), seat 0 scored. ------------
def melds(ms):
    return "meld " + " ".join("[" + " ".join(m) + "]" for m in ms)


# Seat 0 lays its melds and throws the card it drew; seat 1 lays its whole hand and goes out
# with the card it drew.
def five_hundred(name, rules, mine, theirs, theirs_melds=None, stock=("8D", "9D")):
    r = {"deal": [len(mine), 7, 7, 7, 7]}
    r.update(rules)
    moves = [
        (0, "draw-closed"), (0, melds(mine_melds[name])), (0, "discard " + stock[0]),
        (1, "draw-closed"), (1, melds(theirs_melds or [theirs])), (1, "discard " + stock[1]),
    ]
    write(name, "500", r, [mine, theirs], 1, "2C", list(stock), moves)


mine_melds = {
    "500-qka": [["QS", "KS", "AS"]],
    "500-sevens": [["7S", "7H", "7D"]],
    "500-five-ten": [["7S", "7H", "7D"]],
    "500-low-ace-seed": [["AH", "2H", "3H"]],
    "500-low-ace-pagat": [["AH", "2H", "3H"]],
    "500-joker-15": [["7S", "7H", "JK"]],
    "500-joker-as-card": [["7S", "7H", "JK"]],
    "500-table-minus-hand": [["10S", "JS", "QS", "KS"], ["9H", "10H", "JH"], ["6D", "6C", "6H"]],
}
five_hundred("500-qka", {}, ["QS", "KS", "AS", "AD"], ["2H", "3H", "4H", "5H"])
five_hundred("500-sevens", {}, ["7S", "7H", "7D", "KC", "3S"], ["2H", "3H", "4H", "5H", "6H"])
five_hundred("500-five-ten", {"five_ten_values": True}, ["7S", "7H", "7D", "KC", "3S"],
             ["2H", "3H", "4H", "5H", "6H"])
five_hundred("500-low-ace-seed", {}, ["AH", "2H", "3H", "9C"], ["4S", "5S", "6S", "7S"])
five_hundred("500-low-ace-pagat", {"ace_low_in_run": 1}, ["AH", "2H", "3H", "9C"],
             ["4S", "5S", "6S", "7S"])
five_hundred("500-joker-15", {}, ["7S", "7H", "JK", "KC", "3S"], ["2H", "3H", "4H", "5H", "6H"])
five_hundred("500-joker-as-card", {"joker_in_meld": -1}, ["7S", "7H", "JK", "KC", "3S"],
             ["2H", "3H", "4H", "5H", "6H"])
five_hundred("500-table-minus-hand", {},
             ["10S", "JS", "QS", "KS", "9H", "10H", "JH", "6D", "6C", "6H", "AC", "AD", "AH",
              "AS", "JK", "JK"],
             ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "2D", "3D", "4D", "5D", "7D", "8D",
              "9D", "10D"],
             [["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"], ["2D", "3D", "4D", "5D"],
              ["7D", "8D", "9D", "10D"]], ("8C", "9C"))

# The pile taken from a depth: 6D 4S 9C 4H KD (bottom to top); seat 0 holds 4D.
write("500-deep-pickup", "500", {"deal": [5, 7, 7, 7, 7]},
      [["4D", "4S", "4H", "QC", "2C"], ["9C", "KD", "5S", "7H", "8H"]], 1, "6D",
      ["JC", "JH", "2H", "3H", "10C"],
      [(0, "draw-closed"), (0, "discard 4S"), (1, "draw-closed"), (1, "discard 9C"),
       (0, "draw-closed"), (0, "discard 4H"), (1, "draw-closed"), (1, "discard KD"),
       (0, "draw-open 4"), (0, "meld [4S 4H 4D]"), (0, "discard KD")])

# --- §5 Rummy 51 -----------------------------------------------------------------------------
def opening(name, rules, meld, rest):
    hand = [c for m in meld for c in m.replace("[", "").replace("]", "").split()
            if not c.startswith("JK=")] + [c.split("=")[0] for m in meld for c in m.split()
                                            if c.startswith("JK=")]
    hand = hand + rest
    other = ["2C", "4D", "6H", "8S", "10C", "QD", "3H", "5S", "7C", "9D", "JH", "KS", "2D"]
    other = other[:len(hand)]
    write(name, "51", dict({"deal": [len(hand), 13, 13, 13, 0]}, **rules), [hand, other], 1,
          "3C", ["4C"], [(0, "draw-closed"), (0, "meld " + " ".join(meld))])


opening("51-opening-total", {}, ["[QH KH AH]", "[7C 7D 7S]"], ["5C"])
opening("51-opening-single-refused", {"opening_single_meld": True}, ["[QH KH AH]", "[7C 7D 7S]"],
        ["5C"])
opening("51-opening-run", {}, ["[10S JS QS KS AS]"], ["5C"])
opening("51-opening-joker", {}, ["[9S 10S JK=JS]", "[QC QD QH]"], ["5C"])
opening("51-opening-french-refused", {"opening_pure_run": True}, ["[9S 10S JK=JS]", "[QC QD QH]"],
        ["5C"])
opening("51-refused-ka2", {}, ["[KS AS 2S]"], ["5C", "6C", "7C"])
opening("51-refused-two-jokers", {}, ["[JK 7D JK]"], ["5C", "6C", "7C"])

# Four players: P1 (seat 0) goes out; P2 holds KC 5D, P3 JK AH, P4 never melded.
write("51-four-players", "51", {"deal": [13, 13, 7, 13, 0]},
      [["10D", "JD", "QD", "KD", "AD", "9C", "9D"],
       ["10S", "JS", "QS", "KS", "AS", "KC", "5D"],
       ["10H", "JH", "QH", "KH", "AH", "JK", "AH"],
       ["2C", "4C", "6C", "8C", "3S", "5S", "7S"]], 0, "2H", ["3D", "4D", "6D", "9H"],
      [(1, "draw-closed"), (1, "meld [10S JS QS KS AS]"), (1, "discard 3D"),
       (2, "draw-closed"), (2, "meld [10H JH QH KH AH]"), (2, "discard 4D"),
       (3, "draw-closed"), (3, "discard 6D"),
       (0, "draw-closed"), (0, "meld [10D JD QD KD AD] [9C 9D 9H]")])

# P1 lays its whole hand in its first turn, before anyone melded.
write("51-one-turn", "51", {},
      [["10S", "JS", "QS", "KS", "AS", "2H", "3H", "4H", "6C", "6D", "6H", "9C", "9D"],
       ["2C", "4D", "6S", "8S", "10C", "QD", "3D", "5S", "7C", "9S", "JH", "KC", "2D"],
       ["3C", "5D", "7H", "8D", "10D", "JC", "4S", "7S", "8C", "10H", "QC", "KD", "3S"]], 2, "5C",
      ["9H"], [(0, "draw-closed"), (0, "meld [10S JS QS KS AS] [2H 3H 4H] [6C 6D 6H] [9C 9D 9H]")])

if __name__ == "__main__":
    print("written in", os.getcwd())
