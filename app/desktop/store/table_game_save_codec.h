// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>

#include "controller/table_game_controller.h"
#include "io/game_record.h"
#include "store/save_store.h"
#include "table/table_game.h"

namespace rummy {

// The save of a table game (Straight Rummy, Rummy 500, Rummy 51, Kaluki; SaveStore writes and
// reads the files): its record with the desktop's member (SaveRecord), as for Gin, plus which
// physical copy each written card was (51 and 500 play two decks: the replay must deal out the
// very same cards); and such a record, or any table game's record, loaded into a game the table
// resumes.
class TableGameSaveCodec {
    Q_DECLARE_TR_FUNCTIONS(TableGameSaveCodec)
public:
    static QByteArray encode(const TableGame& game, const TableGameController::Options& options);
    // `record` is a parsed table game's record (SaveStore::decode has checked its versions).
    static SaveStore::LoadResult decode(GameRecord& record);
};

}  // namespace rummy
