// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/game_controller.h"

namespace rummy {

GameController::GameController(QObject* parent) : QObject(parent) {
    qRegisterMetaType<rummy::Move>("rummy::Move");
}

GameController::~GameController() = default;

Bot& GameController::autopilotBot(BotLevel level, std::uint64_t seed) {
    if (!autopilotBot_ || autopilotSeed_ != seed) {
        autopilotBot_ = Bot::create(variant(), level, seed);
        autopilotSeed_ = seed;
    }
    return *autopilotBot_;
}

void GameController::setPaused(bool on) {
    if (on) {
        if (turns_.pause().pause()) pausing();
        return;
    }
    if (!turns_.pause().resume()) return;
    resuming();
    // A bot's move that arrived behind the dialog is made now; the turns go on from there.
    if (auto held = turns_.pause().takeHeld()) held();
    emit stateChanged();
}

}  // namespace rummy
