// SPDX-License-Identifier: GPL-3.0-or-later
// The project's SVG decks: both load, every card the game asks for exists with the same size
// and the 2.5:3.5 card ratio, no two cards overlap in the sheet, and rendered cards carry the
// ink of their suit (red hearts; blue diamonds and green clubs in the four-colour deck).
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTest>

#include "card.h"

using namespace rummy;

namespace {

QString deckPath(const char* name) {
    return QStringLiteral(RUMMY_CARDS_DIR "/") + QLatin1String(name);
}

QStringList allElementIds() {
    QStringList ids;
    for (int i = 0; i < 52; ++i) ids << QString::fromStdString(Face::fromIndex(i).toString());
    ids << QStringLiteral("JK1") << QStringLiteral("JK2") << QStringLiteral("back-red")
        << QStringLiteral("back-blue") << QStringLiteral("back-green");
    return ids;
}

QImage render(QSvgRenderer& r, const QString& id, QSize size) {
    QImage img(size, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    r.render(&p, id, QRectF(QPointF(0, 0), QSizeF(size)));
    return img;
}

// The most common strongly coloured pixel hue class: 'r'ed, 'g'reen, 'b'lue or 'k' (dark).
char dominantInk(const QImage& img) {
    int red = 0, green = 0, blue = 0, dark = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) {
            const QColor c = img.pixelColor(x, y);
            if (c.alpha() < 200) continue;
            if (c.value() < 60) {
                ++dark;
            } else if (c.saturation() > 120) {
                const int h = c.hue();
                if (h < 20 || h > 340)
                    ++red;
                else if (h > 90 && h < 170)
                    ++green;
                else if (h > 190 && h < 250)
                    ++blue;
            }
        }
    const int best = std::max({red, green, blue, dark});
    if (best == 0) return '?';
    return best == red ? 'r' : best == green ? 'g' : best == blue ? 'b' : 'k';
}

}  // namespace

class TestDeck : public QObject {
    Q_OBJECT

private slots:
    void everyCardExists_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("two colours") << deckPath("deck-2colour.svg");
        QTest::newRow("four colours") << deckPath("deck-4colour.svg");
    }
    void everyCardExists() {
        QFETCH(QString, file);
        QSvgRenderer r(file);
        QVERIFY2(r.isValid(), qPrintable(file));
        const QRectF first = r.boundsOnElement(QStringLiteral("AS"));
        QVERIFY(first.width() > 0);
        QCOMPARE(qRound(first.height() / first.width() * 100), 140);  // 2.5 : 3.5
        QList<QRectF> seen;
        for (const QString& id : allElementIds()) {
            QVERIFY2(r.elementExists(id), qPrintable(id));
            const QRectF b = r.boundsOnElement(id);
            // Strokes may stick out a little; the card itself is the same size everywhere.
            QVERIFY2(qAbs(b.width() - first.width()) < 2 && qAbs(b.height() - first.height()) < 2,
                     qPrintable(id));
            for (const QRectF& other : seen)
                QVERIFY2(!b.adjusted(2, 2, -2, -2).intersects(other.adjusted(2, 2, -2, -2)),
                         qPrintable(id + QStringLiteral(" overlaps another card")));
            seen << b;
        }
    }

    void suitsCarryTheirInk_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("id");
        QTest::addColumn<char>("ink");
        QTest::newRow("2-colour hearts") << deckPath("deck-2colour.svg") << "7H" << 'r';
        QTest::newRow("2-colour diamonds") << deckPath("deck-2colour.svg") << "9D" << 'r';
        QTest::newRow("2-colour spades") << deckPath("deck-2colour.svg") << "8S" << 'k';
        QTest::newRow("2-colour clubs") << deckPath("deck-2colour.svg") << "10C" << 'k';
        QTest::newRow("4-colour hearts") << deckPath("deck-4colour.svg") << "7H" << 'r';
        QTest::newRow("4-colour diamonds") << deckPath("deck-4colour.svg") << "9D" << 'b';
        QTest::newRow("4-colour clubs") << deckPath("deck-4colour.svg") << "10C" << 'g';
        QTest::newRow("4-colour spades") << deckPath("deck-4colour.svg") << "8S" << 'k';
    }
    void suitsCarryTheirInk() {
        QFETCH(QString, file);
        QFETCH(QString, id);
        QFETCH(char, ink);
        QSvgRenderer r(file);
        const QImage img = render(r, id, QSize(100, 140));
        QCOMPARE(dominantInk(img), ink);
    }

    void facesAreWhiteAndBacksAreNot() {
        QSvgRenderer r(deckPath("deck-2colour.svg"));
        // Sample just inside the border, away from indices and pips.
        const QImage face = render(r, QStringLiteral("5S"), QSize(100, 140));
        QVERIFY(face.pixelColor(50, 8).lightness() > 240);
        const QImage back = render(r, QStringLiteral("back-blue"), QSize(100, 140));
        QCOMPARE(dominantInk(back), 'b');
    }
};

QTEST_MAIN(TestDeck)
#include "test_deck.moc"
