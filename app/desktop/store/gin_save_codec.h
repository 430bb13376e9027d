// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>

#include "controller/gin_controller.h"
#include "gin/gin_game.h"
#include "io/game_record.h"
#include "store/save_store.h"

namespace rummy {

// A Gin game's save (SaveStore writes and reads the files): its record (variant "gin", every hand
// with its seed and moves) with the desktop's member (SaveRecord; no copies, Gin has one deck),
// and such a record, or any Gin record, loaded into a game the Gin table resumes.
class GinSaveCodec {
    Q_DECLARE_TR_FUNCTIONS(GinSaveCodec)
public:
    static QByteArray encode(const GinGame& game, const GinController::Options& options);
    // `record` is a parsed Gin record (SaveStore::decode has checked its versions).
    static SaveStore::LoadResult decode(GameRecord& record);
};

}  // namespace rummy
