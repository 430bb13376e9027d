// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/table_controller.h"

namespace rummy {

TableController::TableController(QObject* parent) : QObject(parent) {
    qRegisterMetaType<rummy::Move>("rummy::Move");
}

TableController::~TableController() = default;

Bot& TableController::autopilotBot(BotLevel level, std::uint64_t seed) {
    if (!autopilotBot_ || autopilotSeed_ != seed) {
        autopilotBot_ = Bot::create(variant(), level, seed);
        autopilotSeed_ = seed;
    }
    return *autopilotBot_;
}

void TableController::setPaused(bool on) {
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
