// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/table_rules_summary.h"

#include <QStringList>

namespace rummy {

namespace {

// The ace's one value, when it has the same everywhere (in runs, in sets and in hand).
int singleAceValue(const TableMeldRules& m) {
    const bool same = m.aceLowInRun == m.aceHighInRun && m.aceLowInRun == m.aceInSet &&
                      m.aceLowInRun == m.aceInHand;
    return same ? m.aceInHand : 0;
}

}  // namespace

QString TableRulesSummary::markdown(const TableRules& r, int players) {
    QStringList lines;
    if (r.variant == Variant::Kaluki)
        lines << tr("Kaluki follows the Rummy 51 rules below, with the differences listed here "
                    "and in the section \"%1\" near the end.")
                     .arg(tr("Kaluki"));
    lines << tr("Cards dealt to each player: %1.").arg(r.handSize(players));
    if (!r.drawFromPile)
        lines << tr("Nobody draws from the discard pile.");
    else if (!r.pileBeforeOpening && r.pileToOpen)
        lines << tr(
            "You may take the top discard once you have opened; before that, only to lay it at "
            "once in your opening.");
    else if (!r.pileBeforeOpening)
        lines << tr("You may take the top discard once you have opened.");
    if (r.jokers > 0) {
        if (r.melds.jokersPerMeld == 1)
            lines << tr("At most one joker in a meld.");
        else if (r.melds.jokersPerMeld > 1)
            lines << tr("A meld may hold several jokers.");
    }
    if (const int ace = singleAceValue(r.melds); ace > 1)
        lines << tr("An ace counts %1 wherever it lies.").arg(ace);
    switch (r.scoring) {
        case TableScoring::Penalty:
            lines << tr("The cards left in hand are penalty points: the lowest total wins.");
            break;
        case TableScoring::WinnerCollects:
            lines << tr(
                "Whoever goes out scores the cards left in the other hands: the highest "
                "total wins.");
            break;
        case TableScoring::MeldedMinusHand:
            lines << tr(
                "Each player scores the cards they put on the table minus those left in "
                "hand: the highest total wins.");
            break;
    }
    if (r.hands > 0)
        lines << tr("A game of %1 hands; the best total wins.").arg(r.hands);
    else
        lines << tr("Game to %1 points.").arg(r.target);
    if (r.outToWin && r.hands == 0 && r.scoring != TableScoring::Penalty)
        lines << tr("Only the player who goes out can win the game.");
    if (r.floats())
        lines << tr("Floating: a player may lay down every card; the hand ends with a discard.");
    if (r.unplayableLastDiscard)
        lines << tr("The discard that ends the hand must fit no meld on the table.");
    if (r.opening > 0)
        lines << tr("The first lay-down must be worth %1 points or more.").arg(r.opening);
    QString text = QStringLiteral("## %1\n\n").arg(tr("This table's rules"));
    for (const QString& line : lines) text += QStringLiteral("- %1\n").arg(line);
    return text;
}

}  // namespace rummy
