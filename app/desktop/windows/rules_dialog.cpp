// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/rules_dialog.h"

#include "text/desktop_text.h"
#include "text/help_pages.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace rummy {

QStringList RulesDialog::houseRules(const IndianRules& r, int players) {
    QStringList out;
    out << tr("Format: %1, %n players.", nullptr, players).arg(text::formatTitle(r.format));
    out << tr("The shoe: %1 and %2 printed jokers; %3.")
               .arg(r.decks == 1 ? tr("one deck") : tr("%1 decks").arg(r.decks))
               .arg(r.printedJokers)
               .arg(r.wildJoker ? tr("a wild-joker card is cut") : tr("no wild-joker card"));
    if (r.dropAllowed())
        out << tr("Dropping costs %1 points before your first draw (first drop) and %2 points "
                  "after it (middle drop).")
                   .arg(r.firstDrop)
                   .arg(r.middleDrop);
    else
        out << tr("Dropping is not allowed in this format.");
    out << (r.invalidDeclarationEndsRound
                ? tr("A wrong declaration costs %1 points and ends the deal with no winner.")
                : tr("A wrong declaration costs %1 points; the others play on."))
               .arg(r.wrongDeclaration);
    out << tr("A losing hand counts at most %1 points; a hand that was already valid counts "
              "%2.")
               .arg(r.maxPoints)
               .arg(r.validUndeclared);
    out << (r.jokerFromOpenDeck
                ? tr("Jokers may be taken from the open deck.")
                : tr("Jokers may not be taken from the open deck (except the very first open "
                     "card)."));
    if (r.variant == Variant::Indian21) {
        switch (r.valueCards) {
            case ValueScheme::Classic:
                out << tr(
                    "Value cards are paid by every other player in the deal: 10, 30 or 50 "
                    "for one, two or three of a kind, 100 for a marriage.");
                break;
            case ValueScheme::Adda52:
                out << tr(
                    "Value cards are paid by every other player in the deal: 20 a card, "
                    "100 for a marriage, at most 240 from one player.");
                break;
            case ValueScheme::Off:
                out << tr("Value cards are not paid.");
                break;
        }
    }
    if (r.isPool()) {
        out << tr("A player reaching %1 points is out of the pool.").arg(r.poolLimit);
        out << (r.allowRejoin ? tr("A player who is out may re-join (three or more players) "
                                   "while the highest remaining score is at most %1.")
                                    .arg(r.rejoinMax)
                              : tr("A player who is out may not re-join."));
    }
    if (r.isDeals())
        out << tr("Everyone starts with %1 chips (%2 per deal); the winner of a deal takes "
                  "each loser's points in chips.")
                   .arg(r.chipsPerDeal * r.dealsCount())
                   .arg(r.chipsPerDeal);
    if (r.format == MatchFormat::Points && r.pointValue != 1)
        out << tr("One point is worth %1 (for display only).").arg(r.pointValue);
    out << (r.turnTimerSeconds > 0
                ? tr("Each turn has %1 seconds; %2 missed turns in a row count as a middle drop.")
                      .arg(r.turnTimerSeconds)
                      .arg(r.missedTurnsAsDrop)
                : tr("There is no turn timer."));
    return out;
}

RulesDialog::RulesDialog(const IndianRules& rules, int players, QWidget* parent)
    : QDialog(parent), browser_(new QTextBrowser) {
    const bool game21 = rules.variant == Variant::Indian21;
    setWindowTitle(game21 ? tr("Rules of Indian Rummy (21 cards)") : tr("Rules of Indian Rummy"));
    // The player's page (resources/help/indian13.md or indian21.md, in the player's language
    // where it is translated), not the developers' rules document.
    QString body = helpPageText(game21 ? QStringLiteral("indian21") : QStringLiteral("indian13"));
    if (body.isEmpty()) body = tr("The rules text is missing.");
    QString markdown = QStringLiteral("## %1\n\n").arg(tr("This table's rules"));
    for (const QString& line : houseRules(rules, players))
        markdown += QStringLiteral("- %1\n").arg(line);
    markdown += QStringLiteral("\n---\n\n") + body;
    auto* layout = new QVBoxLayout(this);
    browser_->setAccessibleName(tr("Rules"));
    browser_->setOpenExternalLinks(true);
    browser_->setMarkdown(markdown);
    layout->addWidget(browser_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(720, 600);
}

}  // namespace rummy
