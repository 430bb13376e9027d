// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>

#include "game/move.h"

// The controllers' moved(seat, move) carries a Move; declared once for both of them (queued
// connections and QSignalSpy need it; each controller also registers it by name).
Q_DECLARE_METATYPE(rummy::Move)
