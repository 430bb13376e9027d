// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/gin_hint_provider.h"

#include <QAction>
#include <QFutureWatcher>
#include <QtConcurrent>
#include <memory>
#include <tuple>

#include "bot.h"
#include "controller/gin_controller.h"
#include "gin/gin_hand.h"
#include "scene/gin_table_scene.h"
#include "text/desktop_text.h"

namespace rummy {

namespace {
std::vector<Face> facesWithout(const std::vector<Card>& hand, std::optional<Card> out) {
    std::vector<Face> f;
    for (Card c : hand)
        if (c != out) f.push_back(c.face());
    return f;
}
}  // namespace

GinHintProvider::GinHintProvider(GinController* controller, GinTableScene* scene, QObject* parent)
    : QObject(parent), controller_(controller), scene_(scene), action_(new QAction(this)) {
    action_->setText(tr("Hint"));
    action_->setObjectName(QStringLiteral("ginHint"));
    action_->setShortcut(QKeySequence(Qt::Key_H));
    action_->setToolTip(tr("Hint: what would a strong player do? (%1)")
                            .arg(action_->shortcut().toString(QKeySequence::NativeText)));
    connect(action_, &QAction::triggered, this, &GinHintProvider::requestHint);
}

QString GinHintProvider::sentence(const PlayerView& v, const Move& move) {
    std::optional<Card> top;
    if (!v.pile.empty()) top = v.pile.back().card;
    const QString topName = top ? text::cardName(*top) : QString();
    // Every kind listed, no default: a new move must say what its hint means.
    switch (kindOf(move)) {
        case MoveKind::Pass:
            return v.gin().phase == GinPhase::Wall
                       ? tr("pass: %1 would not let you knock").arg(topName)
                       : tr("pass: %1 does not lower your deadwood").arg(topName);
        case MoveKind::DrawOpen: {
            if (v.gin().phase == GinPhase::Wall) return tr("take %1 and knock").arg(topName);
            std::vector<Face> with = facesWithout(v.hand, std::nullopt);
            if (top) with.push_back(top->face());
            return tr("take %1: after a discard your deadwood would be %2")
                .arg(topName)
                .arg(bestGinDiscard(with).deadwood);
        }
        case MoveKind::DrawClosed:
            return top ? tr("draw from the stock: %1 does not help you").arg(topName)
                       : tr("draw from the stock");
        case MoveKind::Discard: {
            const Card c = std::get<moves::Discard>(move).card;
            return tr("discard %1: it leaves deadwood %2")
                .arg(text::cardName(c))
                .arg(ginDeadwood(facesWithout(v.hand, c)));
        }
        case MoveKind::Knock: {
            const Card c = std::get<moves::Knock>(move).card;
            const int dw = ginDeadwood(facesWithout(v.hand, c));
            return dw == 0 ? tr("knock with %1: that is gin").arg(text::cardName(c))
                           : tr("knock with %1: deadwood %2").arg(text::cardName(c)).arg(dw);
        }
        case MoveKind::Finish:
        case MoveKind::Drop:
        case MoveKind::MissTurn:
        case MoveKind::Meld:
        case MoveKind::LayOff:
        case MoveKind::Swap:
        case MoveKind::Take:
        case MoveKind::Done:
            break;
    }
    return {};
}

void GinHintProvider::requestHint() {
    if (!controller_->humansTurn() || controller_->botThinking()) {
        emit message(tr("Hints are given on your turn."));
        return;
    }
    if (pending_) return;  // one question at a time; its answer is on the way
    pending_ = true;
    // The answer belongs to this position only: any move before it arrives makes it stale.
    const GinGame& game = controller_->game();
    const auto position =
        std::make_tuple(game.seed(), game.currentDeal().number, game.round().history().size());
    const PlayerView view = controller_->view();
    std::shared_ptr<Bot> bot =
        Bot::create(Variant::Gin, BotLevel::Hard, controller_->botSeed(GinController::kHumanSeat));
    auto* watcher = new QFutureWatcher<Move>(this);
    connect(watcher, &QFutureWatcher<Move>::finished, this, [this, watcher, position, view] {
        const Move move = watcher->result();
        watcher->deleteLater();
        pending_ = false;
        const GinGame& now = controller_->game();
        if (std::make_tuple(now.seed(), now.currentDeal().number, now.round().history().size()) !=
                position ||
            !controller_->humansTurn())
            return;
        show(view, move);
    });
    watcher->setFuture(QtConcurrent::run([bot, view]() { return bot->decide(view).move; }));
}

void GinHintProvider::show(const PlayerView& view, const Move& move) {
    last_ = move;
    switch (kindOf(move)) {
        case MoveKind::DrawClosed:
            scene_->setHintPile(GinTableScene::HintPile::Stock);
            break;
        case MoveKind::DrawOpen:
            scene_->setHintPile(GinTableScene::HintPile::Discard);
            break;
        case MoveKind::Discard:
            scene_->setHintCard(std::get<moves::Discard>(move).card);
            break;
        case MoveKind::Knock:
            scene_->setHintCard(std::get<moves::Knock>(move).card);
            break;
        case MoveKind::Pass:
        case MoveKind::Finish:
        case MoveKind::Drop:
        case MoveKind::MissTurn:
        case MoveKind::Meld:
        case MoveKind::LayOff:
        case MoveKind::Swap:
        case MoveKind::Take:
        case MoveKind::Done:
            scene_->clearHint();
            break;
    }
    emit message(tr("Hint: %1.").arg(sentence(view, move)));
    emit hintReady(move);
}

}  // namespace rummy
