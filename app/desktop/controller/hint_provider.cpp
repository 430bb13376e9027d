// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/hint_provider.h"

#include <QAction>
#include <QFutureWatcher>
#include <QtConcurrent>
#include <memory>

#include "controller/indian_controller.h"
#include "scene/indian_scene.h"
#include "text/desktop_text.h"

namespace rummy {

HintProvider::HintProvider(IndianController* controller, IndianScene* scene, QObject* parent)
    : QObject(parent), controller_(controller), scene_(scene), action_(new QAction(this)) {
    action_->setText(tr("Hint"));
    action_->setObjectName(QStringLiteral("hint"));
    action_->setShortcut(QKeySequence(Qt::Key_H));
    action_->setToolTip(tr("Hint: what would a strong player do? (%1)")
                            .arg(action_->shortcut().toString(QKeySequence::NativeText)));
    connect(action_, &QAction::triggered, this, &HintProvider::requestHint);
}

std::uint64_t HintProvider::seed() const {
    return controller_->match().seed() * 31 + IndianController::kHumanSeat;
}

void HintProvider::requestHint() {
    if (!controller_->humansTurn() || controller_->botThinking()) {
        emit message(tr("Hints are given on your turn."));
        return;
    }
    if (pending_) return;  // one question at a time; its answer is on the way
    pending_ = true;
    // The answer belongs to this position only: any move before it arrives makes it stale.
    const IndianMatch& match = controller_->match();
    const std::uint64_t matchSeed = match.seed();
    const std::size_t events = match.events().size();
    const PlayerView view = controller_->view();
    std::shared_ptr<Bot> bot = Bot::create(Variant::Indian13, BotLevel::Hard, seed());
    auto* watcher = new QFutureWatcher<Decision>(this);
    connect(watcher, &QFutureWatcher<Decision>::finished, this, [this, watcher, matchSeed, events] {
        const Decision decision = watcher->result();
        watcher->deleteLater();
        pending_ = false;
        const IndianMatch& now = controller_->match();
        if (now.seed() != matchSeed || now.events().size() != events || !controller_->humansTurn())
            return;
        show(decision);
    });
    watcher->setFuture(QtConcurrent::run([bot, view]() { return bot->decide(view); }));
}

void HintProvider::show(const Decision& decision) {
    last_ = decision;
    Explanation why = decision.why;
    // The sentence names the card the move is about even when the bot left it out.
    const std::optional<Card> moveCard = cardOf(decision.move);
    if (!why.card) why.card = moveCard;
    const auto& open = controller_->round().openDeck();
    if (!why.card && std::holds_alternative<moves::DrawClosed>(decision.move) && !open.empty())
        why.card = open.back().card;  // "... K♠ on the open deck does not help"
    // Every kind listed, no default: a new move must say what its hint points at.
    switch (kindOf(decision.move)) {
        case MoveKind::DrawClosed:
            scene_->setHintPile(IndianScene::HintPile::Closed);
            break;
        case MoveKind::DrawOpen:
            scene_->setHintPile(IndianScene::HintPile::Open);
            break;
        case MoveKind::Discard:
        case MoveKind::Finish:
            scene_->setHintCard(*moveCard);
            break;
        case MoveKind::Drop:
        case MoveKind::MissTurn:
        case MoveKind::Pass:
        case MoveKind::Knock:
        case MoveKind::Meld:
        case MoveKind::LayOff:
        case MoveKind::Swap:
        case MoveKind::Take:
        case MoveKind::Done:
            scene_->clearHint();
            break;
    }
    QString text = tr("Hint: %1.").arg(text::explanation(why));
    if (kindOf(decision.move) == MoveKind::Discard)
        if (const QString note = spareNote(*moveCard, scene_->arrangement()); !note.isEmpty())
            text += QLatin1Char(' ') + note;
    emit message(text);
    emit hintReady(decision);
}

// The hand's "spare" label and the hint are two judgements: the label is the card whose throw
// leaves the fewest points now, the hint also weighs what each card may still become and what
// it would give the next player. When they differ, the hint says so.
QString HintProvider::spareNote(Card hinted, const HandArrangement& arrangement) {
    for (const HandGroup& g : arrangement.groups) {
        if (!g.spare || g.cards.empty() || g.cards.front() == hinted) continue;
        return tr("(The spare label marks %1, the throw that leaves the fewest points now; "
                  "the hint also weighs what each card may still become and what it would give "
                  "the next player.)")
            .arg(text::cardName(g.cards.front()));
    }
    return {};
}

}  // namespace rummy
