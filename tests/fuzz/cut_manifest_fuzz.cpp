// libFuzzer target: a cut tour table's manifest (parse_cut_manifest, and a
// ranker opening a table whose manifest is these bytes) must not crash: a
// manifest that parses writes back to the same bytes, and a ranker that
// opens it numbers tours or refuses with RankError. The seed is the
// genuine manifest of the cuts stored here (5x6 closed).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "engine.h"
#include "rank/tour_rank.h"
#include "rank/cut_manifest.h"

namespace {

const kt::Board& board() {
    static const kt::Board b(5, 6);
    return b;
}

// The genuine cuts of 5x6 closed, built once.
const kt::MemoryTableStore& genuine() {
    static const kt::MemoryTableStore store = [] {
        kt::MemoryTableStore s;
        kt::TableLimits limits;
        limits.store = &s;
        const kt::TourRanker r(board(), kt::CountKind::Closed, false, limits);
        return s;
    }();
    return store;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    kt::CutManifest m;
    if (kt::parse_cut_manifest(bytes, m).empty() && kt::write_cut_manifest(m) != bytes) std::abort();
    kt::MemoryTableStore store = genuine();
    store.blobs()["5x6-closed.table"] = bytes;
    kt::TableLimits limits;
    limits.store = &store;
    try {
        const kt::TourRanker r(board(), kt::CountKind::Closed, false, limits);
        if (r.count() == 0) return 0;
        for (const kt::BigUint& k : {kt::BigUint(1), r.count(), (r.count() + 1).halve()}) {
            const kt::Tour t = r.unrank(k);
            (void)r.rank(t);
        }
    } catch (const kt::RankError&) {
    }
    return 0;
}
