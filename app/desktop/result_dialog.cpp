// SPDX-License-Identifier: GPL-3.0-or-later
#include "result_dialog.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "desktop_text.h"
#include "hand_arrangement.h"
#include "match.h"

namespace rummy {

namespace {
// The declarer's groups are the ones declared; every other hand is shown as the solver
// arranges it (that is also how it was scored).
std::vector<HandGroup> shownGroups(const Match& match, int seat) {
    const RoundState& round = match.round();
    for (auto it = round.history().rbegin(); it != round.history().rend(); ++it) {
        if (it->seat == seat && it->action.type == ActionType::Finish) {
            std::vector<HandGroup> out;
            for (const auto& g : it->action.groups) {
                std::vector<Face> faces;
                for (Card c : g) faces.push_back(c.face());
                out.push_back({g, classifyMeld(faces, round.wildRank()), false});
            }
            return out;
        }
    }
    return arrangeHand(round.hand(seat), round.wildRank(), HandOrder::Melds,
                       static_cast<int>(round.hand(seat).size()))
        .groups;
}
}  // namespace

QString ResultDialog::resultHtml(const Match& match) {
    const RoundState& round = match.round();
    const RoundResult result = round.result();
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='6' width='100%'>");
    html +=
        tr("<tr><th align='left'>Player</th><th align='left'>Result</th>"
           "<th align='left'>Groups</th><th align='right'>Points</th>"
           "<th align='right'>Score</th></tr>");
    for (int seat = 0; seat < match.players(); ++seat) {
        const auto s = static_cast<std::size_t>(seat);
        QStringList groups;
        for (const HandGroup& g : shownGroups(match, seat)) {
            QStringList cards;
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
                "<tr><td>%1%2%3</td><td>%4</td><td>%5</td><td align='right'>%6</td>"
                "<td align='right'>%7</td></tr>")
                .arg(won ? QStringLiteral("<b>") : QString(), text::seatName(seat).toHtmlEscaped(),
                     won ? QStringLiteral("</b>") : QString(),
                     text::outcomeName(result.outcomes[s]), groups.join(QStringLiteral("<br>")))
                .arg(result.points[s])
                .arg(match.isOver() && match.rules().format == MatchFormat::Points
                         ? result.points[s]
                         : match.scores()[s]);
    }
    html += QStringLiteral("</table>");
    if (match.isOver())
        html += tr("<p><b>Match over.</b> %1</p>")
                    .arg(match.winner() >= 0 ? tr("%1 won.").arg(text::seatName(match.winner()))
                                             : tr("No winner."));
    return html;
}

ResultDialog::ResultDialog(const Match& match, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("End of the deal"));
    auto* layout = new QVBoxLayout(this);
    auto* browser = new QTextBrowser;
    browser->setAccessibleName(tr("Deal results"));
    browser->setHtml(resultHtml(match));
    layout->addWidget(browser);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok);
    buttons->button(QDialogButtonBox::Ok)
        ->setText(match.isOver() ? tr("New match") : tr("Next deal"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    layout->addWidget(buttons);
    resize(760, 420);
}

}  // namespace rummy
