// SPDX-License-Identifier: GPL-3.0-or-later
// The project's SVG decks (resources/cards): every card the table asks for exists as its own
// element, the cards share one size and the 2.5:3.5 ratio, do not overlap in the sheet, and
// render with the ink colour a player expects (the two-colour and four-colour faces differ).
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QtTest>

#include "cards/card.h"
#include "test_registry.h"

namespace {

const QString kCardsDir = QStringLiteral(RUMMY_CARDS_DIR);

QString deckPath(const QString& deck) {
    return kCardsDir + "/deck-" + deck + ".svg";
}

QStringList allIds() {
    QStringList ids;
    // The element ids are the project's card notation ("AS", "10H"), as the table asks for them.
    for (int i = 0; i < 52; ++i)
        ids << QString::fromStdString(rummy::Face::fromIndex(i).toString());
    ids << "JK1"
        << "JK2"
        << "back-red"
        << "back-blue"
        << "back-green";
    return ids;
}

enum Ink { None, Red, Blue, Green, Dark };

// Saturated pixels of one hue; anti-aliased edges blend with white and fall in no class.
Ink classify(QRgb px) {
    if (qAlpha(px) < 250) return None;
    const int r = qRed(px), g = qGreen(px), b = qBlue(px);
    if (std::max({r, g, b}) < 80) return Dark;
    if (r > 140 && r - g > 90 && r - b > 80) return Red;
    if (b > 130 && b - r > 80 && b - g > 40) return Blue;
    if (g > 90 && g - r > 50 && g - b > 30) return Green;
    return None;
}

QImage render(QSvgRenderer& renderer, const QString& id, int w = 100, int h = 140) {
    QImage image(w, h, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    renderer.render(&painter, id, QRectF(0, 0, w, h));
    painter.end();
    return image;
}

std::array<int, 5> inkCounts(const QImage& image, const QRect& area) {
    std::array<int, 5> counts{};
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) ++counts[classify(image.pixel(x, y))];
    return counts;
}

}  // namespace

class TestDeck : public QObject {
    Q_OBJECT

private slots:
    void everyCardIsAnElementOfOneSize_data() {
        QTest::addColumn<QString>("deck");
        QTest::newRow("2-colour") << "2colour";
        QTest::newRow("4-colour") << "4colour";
    }
    void everyCardIsAnElementOfOneSize() {
        QFETCH(QString, deck);
        QSvgRenderer renderer(deckPath(deck));
        QVERIFY2(renderer.isValid(), qPrintable(deckPath(deck)));
        const QStringList ids = allIds();
        QCOMPARE(ids.size(), 52 + 2 + 3);
        QVERIFY(!renderer.elementExists("JK"));  // ids are exact, not prefixes

        const QRectF first = renderer.boundsOnElement(ids.front());
        QVERIFY(first.width() > 0);
        QVERIFY(qAbs(first.width() / first.height() - 2.5 / 3.5) < 0.003);
        QList<QRectF> bounds;
        for (const QString& id : ids) {
            QVERIFY2(renderer.elementExists(id), qPrintable(id));
            const QRectF b = renderer.boundsOnElement(id);
            QVERIFY2(
                qAbs(b.width() - first.width()) < 0.01 && qAbs(b.height() - first.height()) < 0.01,
                qPrintable(id));
            QVERIFY2(renderer.viewBoxF().contains(b), qPrintable(id));
            bounds << b;
        }
        for (int i = 0; i < bounds.size(); ++i)
            for (int j = i + 1; j < bounds.size(); ++j) {
                const QRectF overlap = bounds[i].intersected(bounds[j]);
                QVERIFY2(overlap.width() * overlap.height() < 1e-6,
                         qPrintable(ids[i] + " overlaps " + ids[j]));
            }
    }

    void cardsRenderInTheirSuitColour_data() {
        QTest::addColumn<QString>("deck");
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("ink");
        QTest::newRow("2c hearts red") << "2colour"
                                       << "AH" << int(Red);
        QTest::newRow("2c diamonds red") << "2colour"
                                         << "9D" << int(Red);
        QTest::newRow("2c spades black") << "2colour"
                                         << "10S" << int(Dark);
        QTest::newRow("2c clubs black") << "2colour"
                                        << "4C" << int(Dark);
        QTest::newRow("2c court red") << "2colour"
                                      << "QD" << int(Red);
        QTest::newRow("4c hearts red") << "4colour"
                                       << "7H" << int(Red);
        QTest::newRow("4c diamonds blue") << "4colour"
                                          << "9D" << int(Blue);
        QTest::newRow("4c clubs green") << "4colour"
                                        << "4C" << int(Green);
        QTest::newRow("4c spades black") << "4colour"
                                         << "2S" << int(Dark);
        QTest::newRow("4c court blue") << "4colour"
                                       << "KD" << int(Blue);
        QTest::newRow("4c court green") << "4colour"
                                        << "JC" << int(Green);
        QTest::newRow("red joker") << "4colour"
                                   << "JK1" << int(Red);
        QTest::newRow("black joker") << "2colour"
                                     << "JK2" << int(Dark);
        QTest::newRow("red back") << "2colour"
                                  << "back-red" << int(Red);
        QTest::newRow("blue back") << "4colour"
                                   << "back-blue" << int(Blue);
        QTest::newRow("green back") << "2colour"
                                    << "back-green" << int(Green);
    }
    void cardsRenderInTheirSuitColour() {
        QFETCH(QString, deck);
        QFETCH(QString, id);
        QFETCH(int, ink);
        QSvgRenderer renderer(deckPath(deck));
        QVERIFY(renderer.isValid());
        const QImage image = render(renderer, id);

        // Rounded corners leave the very corner transparent; the middle of an edge is card.
        QCOMPARE(qAlpha(image.pixel(0, 0)), 0);
        QCOMPARE(qAlpha(image.pixel(99, 139)), 0);
        QCOMPARE(qAlpha(image.pixel(50, 1)), 255);

        const auto counts = inkCounts(image, image.rect());
        const int total = image.width() * image.height();
        int second = 0;
        for (int k = Red; k <= Dark; ++k)
            if (k != ink) second = std::max(second, counts[k]);
        const QString summary = QString("%1: red %2 blue %3 green %4 dark %5")
                                    .arg(id)
                                    .arg(counts[Red])
                                    .arg(counts[Blue])
                                    .arg(counts[Green])
                                    .arg(counts[Dark]);
        QVERIFY2(counts[ink] > total / 50, qPrintable(summary));
        QVERIFY2(counts[ink] > 2 * second, qPrintable(summary));
    }

    // A fanned hand shows only the left part of each card: its top-left index must carry
    // plenty of ink, and faces are otherwise white.
    void indexIsBigAndFaceIsWhite_data() {
        // Ink wanted in the strip, as a fraction 1/n of it; the joker's index is the word
        // JOKER written downwards, thinner than a rank and a suit.
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("divisor");
        for (const char* id : {"AS", "10H", "7D", "QC"}) QTest::newRow(id) << id << 7;
        QTest::newRow("JK1") << "JK1" << 9;
        QTest::newRow("JK2") << "JK2" << 9;
    }
    void indexIsBigAndFaceIsWhite() {
        QFETCH(QString, id);
        QFETCH(int, divisor);
        QSvgRenderer renderer(deckPath("4colour"));
        const QImage image = render(renderer, id);
        // The left 30% of the width, top 40% of the height, inside the border.
        const QRect strip(2, 2, 28, 54);
        // Any clearly inked pixel counts, whatever its colour (black, red, blue and green all
        // have a channel far below white).
        int inkInStrip = 0;
        for (int y = strip.top(); y <= strip.bottom(); ++y)
            for (int x = strip.left(); x <= strip.right(); ++x) {
                const QRgb px = image.pixel(x, y);
                if (qAlpha(px) == 255 && std::min({qRed(px), qGreen(px), qBlue(px)}) < 160)
                    ++inkInStrip;
            }
        QVERIFY2(inkInStrip > strip.width() * strip.height() / divisor,
                 qPrintable(id + ": " + QString::number(inkInStrip)));
        int white = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                if (image.pixel(x, y) == qRgb(255, 255, 255)) ++white;
        QVERIFY2(white > image.width() * image.height() / 3, qPrintable(id));
    }

    // The bottom-right index is the top-left one turned half a turn, so the even pip cards
    // and the backs look the same either way up.
    void symmetricCardsMatchUpsideDown_data() {
        QTest::addColumn<QString>("id");
        for (const char* id :
             {"2H", "4S", "6D", "8C", "10H", "back-red", "back-blue", "back-green"})
            QTest::newRow(id) << id;
    }
    void symmetricCardsMatchUpsideDown() {
        QFETCH(QString, id);
        QSvgRenderer renderer(deckPath("2colour"));
        const QImage image = render(renderer, id);
        const QImage turned = image.mirrored(true, true);
        qint64 diff = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QRgb a = image.pixel(x, y), b = turned.pixel(x, y);
                diff += qAbs(qRed(a) - qRed(b)) + qAbs(qGreen(a) - qGreen(b)) +
                        qAbs(qBlue(a) - qBlue(b));
            }
        const double mean = double(diff) / (3.0 * image.width() * image.height());
        QVERIFY2(mean < 3.0, qPrintable(id + ": " + QString::number(mean)));
    }
};

RUMMY_TEST_MAIN(TestDeck)

#include "test_deck.moc"
