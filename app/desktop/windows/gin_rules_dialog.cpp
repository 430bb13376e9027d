// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/gin_rules_dialog.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "text/help_pages.h"

namespace rummy {

QStringList GinRulesDialog::tableRules(const GinRules& r) {
    QStringList out;
    if (r.straightGin)
        out << tr("Straight gin: only gin ends a hand; nobody may knock with deadwood.");
    else if (r.oklahoma)
        out << (r.aceUpcardGinOnly
                    ? tr("Oklahoma: the first upcard's value is the knock value (a court card "
                         "10); an ace turned up means gin only.")
                    : tr("Oklahoma: the first upcard's value is the knock value (a court card "
                         "10, an ace 1)."));
    else
        out << tr("Knock with %1 or less deadwood.").arg(r.knock);
    if (r.oklahoma && r.spadesDouble)
        out << tr("A spade turned up as the first upcard doubles the hand.");
    out << tr("Gin bonus %1, undercut bonus %2.").arg(r.ginBonus).arg(r.undercutBonus);
    out << (r.bigGinBonus > 0
                ? tr("Big gin (all eleven cards melded) scores a bonus of %1.").arg(r.bigGinBonus)
                : tr("There is no big gin."));
    out << (r.tieIsUndercut ? tr("Equal deadwood after a knock is an undercut.")
                            : tr("Equal deadwood after a knock wins the hand for the knocker, "
                                 "for no points."));
    out << (r.mayDiscardTakenCard
                ? tr("The card just taken from the discard pile may be thrown back at once.")
                : tr("The card just taken from the discard pile may not be thrown back in the "
                     "same turn."));
    out << (r.wall == GinWall::Void
                ? tr("At the wall (two cards left in the stock) the hand is void.")
                : tr("At the wall (two cards left in the stock) the other player may take the "
                     "last discard only to knock with it; otherwise the hand is void."));
    out << tr("Game to %1 points; game bonus %2, box bonus %3 for every hand won.")
               .arg(r.target)
               .arg(r.gameBonus)
               .arg(r.boxBonus);
    out << (r.shutoutDoubles ? tr("A shutout doubles the winner's points.")
                             : tr("A shutout does not double the points."));
    return out;
}

GinRulesDialog::GinRulesDialog(const GinRules& rules, QWidget* parent)
    : QDialog(parent), browser_(new QTextBrowser) {
    setWindowTitle(tr("Rules of Gin Rummy"));
    QString body = helpPageText(QStringLiteral("gin"));  // in the player's language if it can
    if (body.isEmpty()) body = tr("The rules text is missing.");
    QString markdown = QStringLiteral("## %1\n\n").arg(tr("This table's rules"));
    for (const QString& line : tableRules(rules)) markdown += QStringLiteral("- %1\n").arg(line);
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
