// libFuzzer target: a frontier count checkpoint (parse_frontier_snapshot and
// FrontierCounter::resume_from) on arbitrary bytes must not crash; a
// snapshot that parses must write back to the same bytes (an older version's
// to version-4 bytes that parse and write back to themselves), and a counter
// that accepts it must run to an end (any state) without crashing.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "engine.h"
#include "count/frontier_counter.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    kt::FrontierSnapshot snapshot;
    if (!kt::parse_frontier_snapshot(bytes, snapshot).empty()) return 0;
    std::string again = kt::frontier_snapshot_bytes(snapshot);
    if (bytes.compare(0, 28, "knights frontier snapshot 4\n") != 0) {
        kt::FrontierSnapshot newest;
        if (!kt::parse_frontier_snapshot(again, newest).empty()) std::abort();
        std::string twice = kt::frontier_snapshot_bytes(newest);
        if (twice != again) std::abort();
    } else if (again != bytes) {
        std::abort();
    }
    // The seeds are snapshots of these counts (with test primes: of its
    // sweep in doubles and its prime sweeps too).
    for (int residue_bits : {0, 3}) {
        for (kt::CountKind kind : {kt::CountKind::Closed, kt::CountKind::Open}) {
            kt::CountOptions o;
            o.kind = kind;
            o.residue_bits = residue_bits;
            kt::FrontierCounter counter(kt::Board(5, 6), o);
            if (counter.resume_from(bytes).empty()) (void)counter.run();
        }
    }
    return 0;
}
