// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QStringList>
#include <vector>

#include "cards/card.h"
#include "game/move.h"

class QTableWidget;

namespace rummy {

class IndianController;

// One public event of the open deck in a deal: a throw, a take, a card put back by a missed
// turn, a card on the finish slot. A card drawn from the closed deck is nobody else's business
// and is not listed.
struct PileEvent {
    enum class Kind { Threw, Took, PutBack, Finished };
    int seat = -1;
    Kind kind = Kind::Threw;
    Card card;
};
std::vector<PileEvent> pileEvents(const std::vector<PlayedMove>& history);

// Game → Discard history: who threw and who took which card, for the whole deal, newest last,
// with one column per player.
class DiscardHistoryDialog : public QDialog {
    Q_OBJECT
public:
    explicit DiscardHistoryDialog(const IndianController* controller, QWidget* parent = nullptr);
    // "cell|cell|..." per row, as shown (tests).
    QStringList rows() const;

private:
    QTableWidget* table_ = nullptr;
};

}  // namespace rummy
