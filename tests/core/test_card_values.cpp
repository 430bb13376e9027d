// SPDX-License-Identifier: GPL-3.0-or-later
// Card values as rules (core/melds/card_values.h): the Indian preset is Face::pointValue, and
// each game's preset gives the worked examples of the rule texts (docs/rules.md and docs/gin.md).
#include <QtTest>

#include <string>
#include <vector>

#include "melds/card_values.h"
#include "test_registry.h"

using namespace rummy;
using Place = CardValues::AcePlace;

namespace {

Face F(const char* text) {
    return *parseFace(text);
}

int handValue(const CardValues& v, std::initializer_list<const char*> cards) {
    int sum = 0;
    for (const char* c : cards) sum += v.inHand(F(c));
    return sum;
}

// A meld's value: `place` says how its aces play; jokers stand for `standsFor` in order.
int meldValue(const CardValues& v, std::initializer_list<const char*> cards, Place place,
              std::vector<const char*> standsFor = {}) {
    int sum = 0;
    std::size_t joker = 0;
    for (const char* c : cards) {
        std::optional<Face> as;
        if (F(c).isPrintedJoker() && joker < standsFor.size()) as = F(standsFor[joker++]);
        sum += v.inMeld(F(c), place, as);
    }
    return sum;
}

}  // namespace

class TestCardValues : public QObject {
    Q_OBJECT

private slots:
    void indianIsPointValue() {
        const CardValues v = CardValues::indian();
        for (int i = 0; i < Face::kCount; ++i) {
            const Face f = Face::fromIndex(i);
            QCOMPARE(v.inHand(f), f.pointValue());
        }
    }

    void straightExamples() {
        const CardValues v = CardValues::gin();
        QCOMPARE(handValue(v, {"KS", "QH", "7D", "AC"}), 28);  // §2 example 1
        QCOMPARE(handValue(v, {"10C", "2D"}), 12);
        CardValues acesHigh = v;  // §2 example 4: the aces-high variation, A = 15
        acesHigh.aceInHand = 15;
        QCOMPARE(handValue(acesHigh, {"KS", "QH", "7D", "AC"}), 42);
    }

    void ginExamples() {
        const CardValues v = CardValues::gin();
        QCOMPARE(handValue(v, {"JD"}), 10);       // §4 example 3, the knocker's deadwood
        QCOMPARE(handValue(v, {"AC", "8D"}), 9);  // the defender's
        QCOMPARE(handValue(v, {"2H"}), 2);        // §4 example 5
    }

    void rummy500Examples() {
        const CardValues v = CardValues::rummy500();
        // §3 examples 2-5: melded minus hand.
        QCOMPARE(meldValue(v, {"QS", "KS", "AS"}, Place::High) - handValue(v, {"AD"}), 20);
        QCOMPARE(meldValue(v, {"7S", "7H", "7D"}, Place::Set) - handValue(v, {"KC", "3S"}), 8);
        QCOMPARE(meldValue(v, {"AH", "2H", "3H"}, Place::Low) - handValue(v, {"9C"}), 11);
        CardValues pagat = v;  // a low ace 1
        pagat.aceLow = 1;
        QCOMPARE(meldValue(pagat, {"AH", "2H", "3H"}, Place::Low) - handValue(pagat, {"9C"}), -3);
        QCOMPARE(meldValue(v, {"7S", "7H", "JK"}, Place::Set) - handValue(v, {"KC", "3S"}), 16);
        CardValues asCard = v;  // the joker worth the card it stands for
        asCard.jokerAsCard = true;
        QCOMPARE(meldValue(asCard, {"7S", "7H", "JK"}, Place::Set, {"7D"}) -
                     handValue(asCard, {"KC", "3S"}),
                 8);
        CardValues fiveTen = v;  // §3 example 6, the 5/10/15 option
        fiveTen.pipsFiveTen = true;
        QCOMPARE(
            meldValue(fiveTen, {"7S", "7H", "7D"}, Place::Set) - handValue(fiveTen, {"KC", "3S"}),
            0);
        QCOMPARE(handValue(v, {"JK"}), 15);
    }

    void rummy51Examples() {
        const CardValues v = CardValues::rummy51();
        // §5 examples 1-3: opening values.
        QCOMPARE(meldValue(v, {"QH", "KH", "AH"}, Place::High), 31);
        QCOMPARE(meldValue(v, {"7C", "7D", "7S"}, Place::Set), 21);
        QCOMPARE(meldValue(v, {"10S", "JS", "QS", "KS", "AS"}, Place::High), 51);
        QCOMPARE(meldValue(v, {"9S", "10S", "JK"}, Place::Low, {"JS"}), 29);
        QCOMPARE(meldValue(v, {"AS", "2S", "3S"}, Place::Low), 6);
        QCOMPARE(meldValue(v, {"AS", "AH", "AD"}, Place::Set), 33);
        QCOMPARE(meldValue(v, {"4H", "4S", "JK"}, Place::Set, {"4D"}), 12);
        // §5 example 5: what is left in hand.
        QCOMPARE(handValue(v, {"KC", "5D"}), 15);
        QCOMPARE(handValue(v, {"JK", "AH"}), 31);
    }

    void kaluki() {
        const CardValues v = CardValues::kaluki();
        QCOMPARE(handValue(v, {"JK", "AH", "QC"}), 50);
    }
};

RUMMY_TEST_APPLESS_MAIN(TestCardValues)

#include "test_card_values.moc"
