// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_eval_output.h"

#include "json_writer.h"
#include "melds/meld.h"

namespace rummy::cli {

void writeError(std::string& out, std::string_view message) {
    JsonWriter(out).beginObject().key("error").value(message).endObject();
}

void writeHandEvaluation(std::string& out, const HandEvaluation& ev) {
    JsonWriter w(out);
    w.beginObject().key("valid").value(ev.valid).key("points").value(ev.points);
    w.key("groups").beginArray();
    for (const Group& g : ev.groups)
        w.beginObject()
            .key("type")
            .value(meldTypeName(g.type))
            .key("cards")
            .cards(g.cards)
            .endObject();
    w.endArray();
    if (ev.finish) w.key("finish").value(*ev.finish);
    w.endObject();
}

}  // namespace rummy::cli
