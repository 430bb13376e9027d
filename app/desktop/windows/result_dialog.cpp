// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/result_dialog.h"

#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QPushButton>
#include <QScreen>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>

#include "controller/indian_controller.h"
#include "indian/hand_rules.h"
#include "match/match.h"
#include "scene/card_cache.h"
#include "scene/hand_arrangement.h"
#include "text/desktop_text.h"
#include "windows/deal_code_bar.h"

namespace rummy {

namespace {
// The declarer's groups are the ones declared; every other hand is shown as the solver
// arranges it (that is also how it was scored).
std::vector<HandGroup> shownGroups(const IndianMatch& match, int seat) {
    const IndianRound& round = match.round();
    for (auto it = round.history().rbegin(); it != round.history().rend(); ++it) {
        const auto* finish = std::get_if<moves::Finish>(&it->move);
        if (it->seat == seat && finish) {
            std::vector<HandGroup> out;
            for (const auto& g : finish->groups) {
                std::vector<Face> faces;
                for (Card c : g) faces.push_back(c.face());
                out.push_back({g, groupType(round.rules(), faces, round.wildCards()), false});
            }
            return out;
        }
    }
    return arrangeHand(round.hand(seat), round.rules(), round.wildCards(), HandOrder::Melds).groups;
}

QString nameOf(int seat, const QStringList& names) {
    if (seat >= 0 && seat < names.size() && !names[seat].trimmed().isEmpty())
        return names[seat].trimmed();
    return text::seatName(seat);
}
}  // namespace

QSize ResultDialog::thumbnailSize(int screenHeight, int handSize) {
    // In the card's proportions.
    if (screenHeight < 1000) return QSize(30, 42);
    return handSize > 14 ? QSize(36, 50) : QSize(40, 56);
}

QString ResultDialog::cardImageUrl(Card card) {
    return QStringLiteral("card:") + text::elementId(card);
}

QString ResultDialog::resultHtml(const IndianMatch& match, const QStringList& names,
                                 bool cardImages, QSize thumbnail) {
    const IndianRound& round = match.round();
    const RoundResult result = round.result();
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='6' width='100%'>");
    html +=
        tr("<tr><th align='left'>Player</th><th align='left'>Result</th>"
           "<th align='left'>Groups</th><th align='right'>Points</th></tr>");
    for (int seat = 0; seat < match.players(); ++seat) {
        const auto s = static_cast<std::size_t>(seat);
        QStringList groups;
        for (const HandGroup& g : shownGroups(match, seat)) {
            QStringList cards;
            if (cardImages) {
                for (Card c : g.cards)
                    cards << QStringLiteral("<img src='%1' width='%2' height='%3' alt='%4'>")
                                 .arg(cardImageUrl(c))
                                 .arg(thumbnail.width())
                                 .arg(thumbnail.height())
                                 .arg(text::cardName(c));
                groups << QStringLiteral("<td valign='bottom'>%1<br><i>%2</i></td>")
                              .arg(cards.join(QString()), text::meldName(g.type));
                continue;
            }
            for (Card c : g.cards) {
                const bool red = !c.isPrintedJoker() && (c.face().suit() == Suit::Hearts ||
                                                         c.face().suit() == Suit::Diamonds);
                cards << (red ? QStringLiteral("<span style='color:#c0392b'>%1</span>")
                                    .arg(text::cardName(c))
                              : text::cardName(c));
            }
            groups << QStringLiteral("[%1] <i>%2</i>")
                          .arg(cards.join(QLatin1Char(' ')), text::meldName(g.type));
        }
        const bool won = result.winner == seat;
        html +=
            QStringLiteral(
                "<tr><td>%1%2%3</td><td>%4</td><td>%5</td><td align='right'>%6</td></tr>")
                .arg(won ? QStringLiteral("<b>") : QString(), nameOf(seat, names).toHtmlEscaped(),
                     won ? QStringLiteral("</b>") : QString(),
                     text::outcomeName(result.outcomes[s]),
                     cardImages ? QStringLiteral("<table cellspacing='0' cellpadding='4'><tr>%1"
                                                 "</tr></table>")
                                      .arg(groups.join(QString()))
                                : groups.join(QStringLiteral("<br>")))
                .arg(result.points[s]);
    }
    html += QStringLiteral("</table>");
    html += scoreboardHtml(match, names);
    return html;
}

// The match so far, in the format's own terms: Pool totals against the limit with who is out
// and who re-joined, Deals chips and the deals left, Points the deal's points and their value.
QString ResultDialog::scoreboardHtml(const IndianMatch& match, const QStringList& names) {
    const IndianRules& rules = match.rules();
    const RoundResult result = match.round().result();
    const auto& deals = match.deals();
    const int dealNo = static_cast<int>(deals.size());
    QString html;
    QString title = match.currentDeal().tieBreaker ? tr("Deal %1 (tie-breaker)").arg(dealNo)
                                                   : tr("Deal %1").arg(dealNo);
    if (rules.isDeals())
        title = match.currentDeal().tieBreaker
                    ? title
                    : tr("Deal %1 of %2").arg(dealNo).arg(rules.dealsCount());
    html += QStringLiteral("<h3>%1</h3>").arg(title);
    html += QStringLiteral("<table cellspacing='0' cellpadding='4' width='100%'>");
    if (rules.isPool()) {
        html += tr("<tr><th align='left'>Player</th><th align='right'>This deal</th>"
                   "<th align='right'>Total (out at %1)</th><th align='left'>Standing</th></tr>")
                    .arg(rules.poolLimit);
    } else if (rules.isDeals()) {
        html +=
            tr("<tr><th align='left'>Player</th><th align='right'>This deal</th>"
               "<th align='right'>Chips</th></tr>");
    } else {
        html += tr("<tr><th align='left'>Player</th><th align='right'>Points</th>"
                   "<th align='right'>Value (%1 a point)</th></tr>")
                    .arg(rules.pointValue);
    }
    int pot = 0;  // Points: what the winner collects from the losers
    for (int seat = 0; seat < match.players(); ++seat)
        if (seat != result.winner) pot += result.points[static_cast<std::size_t>(seat)];
    for (int seat = 0; seat < match.players(); ++seat) {
        const auto s = static_cast<std::size_t>(seat);
        QString row = QStringLiteral("<tr><td>%1</td>").arg(nameOf(seat, names).toHtmlEscaped());
        if (rules.isPool()) {
            QStringList standing;
            const bool playedThis =
                s < match.currentDeal().inPlay.size() && match.currentDeal().inPlay[s];
            if (match.isOut(seat))
                standing << (playedThis ? tr("<b>eliminated this deal</b>") : tr("out"));
            else
                standing << tr("%1 to the limit").arg(rules.poolLimit - match.scores()[s]);
            if (match.rejoins(seat) > 0)
                standing << tr("re-joined %n time(s)", "", match.rejoins(seat));
            if (match.checkRejoin(seat))
                standing << tr("may re-join at %1").arg(IndianController::rejoinScore(match));
            row += QStringLiteral("<td align='right'>%1</td><td align='right'>%2</td><td>%3</td>")
                       .arg(result.points[s])
                       .arg(match.scores()[s])
                       .arg(standing.join(QStringLiteral(", ")));
        } else if (rules.isDeals()) {
            const int before = deals.size() >= 2 ? deals[deals.size() - 2].chipsAfter[s]
                                                 : rules.chipsPerDeal * rules.dealsCount();
            const int change = match.chips()[s] - before;
            row += QStringLiteral("<td align='right'>%1%2</td><td align='right'>%3</td>")
                       .arg(change > 0 ? QStringLiteral("+") : QString())
                       .arg(change)
                       .arg(match.chips()[s]);
        } else {
            // 21-card: the deal's net, value cards included (core/game/round_result.h).
            const int net = !result.net.empty()     ? result.net[s]
                            : seat == result.winner ? pot
                                                    : -result.points[s];
            const int value = net * rules.pointValue;
            row += QStringLiteral("<td align='right'>%1</td><td align='right'>%2%3</td>")
                       .arg(result.points[s])
                       .arg(value > 0 ? QStringLiteral("+") : QString())
                       .arg(value);
        }
        html += row + QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    html += valueCardsHtml(match, names);
    if (rules.isDeals() && !match.isOver())
        html += tr("<p>Deals left: %1</p>")
                    .arg(std::max(0, rules.dealsCount() - match.regularDealsPlayed()));
    if (match.isOver())
        html += tr("<p><b>Match over.</b> %1</p>")
                    .arg(match.winner() >= 0
                             ? tr("<b>%1 won the match.</b>").arg(nameOf(match.winner(), names))
                             : tr("No winner."));
    return html;
}

// 21-card: who held value cards and what everyone paid and received for them.
QString ResultDialog::valueCardsHtml(const IndianMatch& match, const QStringList& names) {
    const RoundResult result = match.round().result();
    if (result.valueReceived.empty()) return {};
    QString html = QStringLiteral("<h3>%1</h3>").arg(tr("Value cards"));
    html += QStringLiteral("<table cellspacing='0' cellpadding='4' width='100%'>");
    html +=
        tr("<tr><th align='left'>Player</th><th align='right'>Received</th>"
           "<th align='right'>Paid</th><th align='right'>Net of the deal</th></tr>");
    for (int seat = 0; seat < match.players(); ++seat) {
        const auto s = static_cast<std::size_t>(seat);
        const int net = s < result.net.size() ? result.net[s] : 0;
        html += QStringLiteral(
                    "<tr><td>%1</td><td align='right'>%2</td><td align='right'>%3</td>"
                    "<td align='right'>%4%5</td></tr>")
                    .arg(nameOf(seat, names).toHtmlEscaped())
                    .arg(result.valueReceived[s])
                    .arg(result.valuePaid[s])
                    .arg(net > 0 ? QStringLiteral("+") : QString())
                    .arg(net);
    }
    html += QStringLiteral("</table>");
    return html;
}

ResultDialog::ResultDialog(const IndianMatch& match, QWidget* parent, const QStringList& names,
                           CardCache* cards, bool again)
    : QDialog(parent) {
    setWindowTitle(tr("End of the deal"));
    auto* layout = new QVBoxLayout(this);
    auto* browser = new QTextBrowser;
    browser->setObjectName(QStringLiteral("results"));
    browser->setAccessibleName(tr("Deal results"));
    const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    const int screenHeight = screen ? screen->availableGeometry().height() : 0;
    const QSize thumbnail = thumbnailSize(screenHeight, match.rules().handSize);
    // The dialog grows with the screen, a third larger from 1000 lines.
    const qreal scale = cards && thumbnail != thumbnailSize(0) ? 4.0 / 3.0 : 1.0;
    if (cards) {
        // The groups as small cards of the table's own deck (players expect to see the cards
        // on a result screen); the alt text keeps them readable to a screen reader.
        const qreal dpr = devicePixelRatioF();
        for (int seat = 0; seat < match.players(); ++seat)
            for (const HandGroup& g : shownGroups(match, seat))
                for (Card c : g.cards)
                    browser->document()->addResource(
                        QTextDocument::ImageResource, QUrl(cardImageUrl(c)),
                        cards->pixmap(text::elementId(c), thumbnail, dpr));
    }
    browser->setHtml(resultHtml(match, names, cards != nullptr, thumbnail));
    // Every cell wraps: a width-100% table otherwise overshoots by its cell spacing and shows
    // a horizontal scroll bar for a few pixels.
    browser->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(browser);
    layout->addWidget(new DealCodeBar(match));  // to replay the deal later
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok);
    buttons->button(QDialogButtonBox::Ok)
        ->setText(again            ? tr("Close")
                  : match.isOver() ? tr("New match")
                                   : tr("Next deal"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    layout->addWidget(buttons);
    // The hands and the scoreboard without scrolling, mostly; larger with larger thumbnails.
    resize(static_cast<int>((cards ? 960 : 780) * scale), static_cast<int>(620 * scale));
    if (screenHeight > 0) resize(size().boundedTo(screen->availableGeometry().size()));
}

}  // namespace rummy
