// SPDX-License-Identifier: GPL-3.0-or-later
// The statistics file (stats.json, store/stats_store.h) as the desktop game reads it: any bytes
// are statistics or a reason for the player; statistics that read, written out, read back equal;
// and with one more deal, match, Gin hand and Gin game counted they still make a file that
// reads (a file the game wrote must never be one it refuses).
#include <QByteArray>
#include <QString>

#include "fuzz_check.h"
#include "store/stats_store.h"

using namespace rummy;

namespace {

constexpr MatchFormat kFormats[] = {MatchFormat::Points, MatchFormat::Pool101, MatchFormat::Pool201,
                                    MatchFormat::Deals2, MatchFormat::Deals3,  MatchFormat::Deals6};

bool same(const StatsStore& a, const StatsStore& b) {
    for (MatchFormat f : kFormats)
        if (!(a.stats(f) == b.stats(f))) return false;
    return a.gin() == b.gin() && a.counted() == b.counted();
}

// Reads `bytes` into a fresh store, which must take them.
StatsStore reread(const QByteArray& bytes, const char* what) {
    StatsStore s{QString()};
    QString why;
    fuzz::expect(s.read(bytes, &why), what);
    return s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    StatsStore s{QString()};  // no file: read() and encode() never touch one
    QString why;
    if (!s.read(bytes, &why)) {
        fuzz::expect(!why.isEmpty(), "a refused file has a reason");
        fuzz::expect(same(s, StatsStore{QString()}), "a refused file leaves the statistics empty");
        return 0;
    }
    const QByteArray written = s.encode();
    const StatsStore back = reread(written, "written statistics read back");
    fuzz::expect(same(s, back), "written statistics read back equal");
    fuzz::expect(back.encode() == written, "written twice, the same bytes");

    // Each kind of record added once more, as the game does at the end of a deal.
    s.recordDeal(MatchFormat::Pool101, {false, 80, true, false, false});
    s.recordDeal(MatchFormat::Points, {true, 0, true, true, false});
    s.recordDeal(MatchFormat::Deals2, {false, 20, false, false, true});
    s.recordMatch(MatchFormat::Pool201, true);
    s.recordMatch(MatchFormat::Deals6, false);
    s.recordGinHand({true, false, 40, true, false});
    s.recordGinHand({true, false, 25, false, true});
    s.recordGinHand({false, true, 60, false, false});
    s.recordGinGame(true, 250);
    s.markCounted(QStringLiteral("fuzz-match"), 3);
    (void)reread(s.encode(), "statistics with more deals counted read back");
    return 0;
}
