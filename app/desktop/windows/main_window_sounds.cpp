// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's sounds (issue 16): which table event plays which effect. SoundPlayer plays them.
#include "controller/game_controller.h"
#include "controller/gin_controller.h"
#include "settings/app_settings.h"
#include "sound/sound_player.h"
#include "windows/main_window.h"

namespace rummy {

namespace {
constexpr int kWarnSeconds = 5;  // the turn clock's warning: this many seconds before it runs out

std::optional<Sound> soundOfMove(const Move& move) {
    switch (kindOf(move)) {
        case MoveKind::DrawClosed:
        case MoveKind::DrawOpen:
            return Sound::Draw;
        case MoveKind::Discard:
            return Sound::Discard;
        case MoveKind::Finish:
        case MoveKind::Knock:
            return Sound::Declare;
        default:
            return std::nullopt;
    }
}
}  // namespace

void MainWindow::connectSounds() {
    sounds_ = new SoundPlayer(this);
    connect(controller_, &GameController::moved, this, [this](int, const Move& move) {
        if (playingGin()) return;
        if (const auto s = soundOfMove(move)) sounds_->play(*s);
    });
    connect(controller_, &GameController::stateChanged, this, [this] {
        if (playingGin()) return;
        const RoundState& round = controller_->round();
        // A new deal: its cards go round once.
        const auto deal = static_cast<int>(controller_->match().deals().size());
        if (round.history().empty() && !round.isOver() && deal != soundDeal_) {
            soundDeal_ = deal;
            sounds_->play(Sound::Deal);
        }
        const bool mine = controller_->humansTurn();
        if (mine && !soundMyTurn_) {
            warnedThisTurn_ = false;
            sounds_->play(Sound::YourTurn);
        }
        soundMyTurn_ = mine;
    });
    connect(controller_, &GameController::timerTick, this, [this] {
        if (playingGin() || !controller_->humansTurn() || warnedThisTurn_) return;
        const int left = controller_->turnSecondsLeft();
        if (left >= 0 && left <= kWarnSeconds) {
            warnedThisTurn_ = true;
            sounds_->play(Sound::TimerWarning);
        }
    });
    connect(controller_, &GameController::dealEnded, this, [this] {
        if (playingGin()) return;
        sounds_->play(controller_->round().result().winner == GameController::kHumanSeat
                          ? Sound::Win
                          : Sound::Loss);
    });
}

void MainWindow::connectGinSounds() {
    connect(gin_, &GinController::moved, this, [this](int, const Move& move) {
        if (!playingGin()) return;
        if (const auto s = soundOfMove(move)) sounds_->play(*s);
    });
    connect(gin_, &GinController::stateChanged, this, [this] {
        if (!playingGin()) return;
        const bool mine = gin_->humansTurn();
        if (mine && !soundMyTurn_) sounds_->play(Sound::YourTurn);
        soundMyTurn_ = mine;
    });
    connect(gin_, &GinController::dealEnded, this, [this] {
        if (!playingGin()) return;
        const int winner = gin_->round().result().winner;
        if (winner >= 0)
            sounds_->play(winner == GinController::kHumanSeat ? Sound::Win : Sound::Loss);
    });
}

void MainWindow::connectMeldSounds() {
    connect(meld_, &MeldGameController::moved, this, [this](int, const Move& move) {
        if (!playingMeld()) return;
        if (const auto s = soundOfMove(move)) sounds_->play(*s);
    });
    connect(meld_, &MeldGameController::stateChanged, this, [this] {
        if (!playingMeld()) return;
        const bool mine = meld_->humansTurn();
        if (mine && !soundMyTurn_) sounds_->play(Sound::YourTurn);
        soundMyTurn_ = mine;
    });
    connect(meld_, &MeldGameController::dealEnded, this, [this] {
        if (!playingMeld()) return;
        const int winner = meld_->round().outcome().winner;
        if (winner >= 0)
            sounds_->play(winner == MeldGameController::kHumanSeat ? Sound::Win : Sound::Loss);
    });
}

void MainWindow::applySoundOptions(const AppSettings& settings) {
    sounds_->setEnabled(settings.sound);
    sounds_->setVolume(settings.soundVolume);
}

}  // namespace rummy
