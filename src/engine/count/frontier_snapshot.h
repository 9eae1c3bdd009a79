// A frontier count stopped between two steps of its sweep, as bytes: what
// lets a long count resume after a crash. The engine writes and reads the
// bytes; where they are kept (a file, a socket) is the caller's business.
//
// Layout (little-endian, as the in-memory entries): a magic line, the fixed
// fields, the description, the sweeps of a count past 128 bits (version 2),
// the rank and serial (version 3), the sweep's second prime (version 4),
// the entries of every partition back to back, and a 64-bit checksum of
// all that comes before it. Older files still read: version 1 (no sweeps)
// was only written in a count's first sweep, before any count passed 128
// bits, versions 1 and 2 only by counts in one process (rank 0 of 1), and
// versions 1 to 3 only by sweeps of one prime at a time.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/big_uint.h"
#include "count/frontier_types.h"

namespace kt {

struct FrontierSnapshot {
    std::uint64_t fingerprint = 0;  // of the board, the count asked for and the sweep order
    std::string description;        // "6x7 closed", for messages
    std::uint32_t phase = 0;        // open tours: 0 = the paths sweep, 1 = the closed sweep
    BigUint earlier;                // open tours in phase 1: what the paths sweep counted
    // A count past 128 bits takes several sweeps (FrontierCounter::count_by_residues):
    std::uint64_t modulus = 0;      // this sweep's: 0 the first, kFloatCounts (1) the doubles, else a prime
    std::uint64_t modulus2 = 0;     // where counts are pairs (a residue or double, and a residue): the second prime
    bool wrapped = false;           // the first sweep's counts went on modulo 2^128 (so far)
    double log2_bound = 0;          // the first sweep's bound on the count (so far; Past128)
    std::int32_t float_scale = 0;   // the sweep in doubles: its counts are the counts times 2^-float_scale
    WideCount low128 = 0;           // after the first sweep: its count (modulo 2^128)
    std::int32_t bound_bits = 0;    // in the prime sweeps: the count is below 2^bound_bits
    std::vector<std::pair<std::uint64_t, std::uint64_t>> residues;  // (prime, count modulo it) of the sweeps done
    // A count spread over ranks saves one snapshot a rank, of the states it
    // holds (version 3); every rank's save of one step has the same serial.
    std::uint32_t rank = 0, ranks = 1;
    std::uint64_t serial = 0;       // the count's saves so far, this one included
    std::uint64_t next_step = 0;    // steps done
    std::uint32_t key_bytes = 8, count_bytes = 8;
    std::uint64_t states = 0;
    // states * (key_bytes + count_bytes) bytes; on writing, in pieces.
    std::vector<std::string_view> entries;
    // On writing, when set, the entries instead: it calls its argument with
    // each piece in turn (made on the fly from a store of another layout).
    using EntryPieces = std::function<void(const std::function<void(std::string_view)>&)>;
    EntryPieces entry_pieces;
};

using SnapshotSink = std::function<void(const char* data, std::size_t size)>;

// Writes the snapshot to `sink` in pieces (no copy of the entries is made).
void write_frontier_snapshot(const FrontierSnapshot& snapshot, const SnapshotSink& sink);

// The same bytes in one string, for snapshots small enough to hold twice.
std::string frontier_snapshot_bytes(const FrontierSnapshot& snapshot);

// Parses bytes written by write_frontier_snapshot. Returns "" and fills
// `out` (its entries view into `bytes`), or a one-line message saying what
// is wrong: not a snapshot, truncated, damaged.
std::string parse_frontier_snapshot(std::string_view bytes, FrontierSnapshot& out);

// The fingerprint a counter of `board` with `options` gives its snapshots,
// for the sweep of `phase_kind` in the square order `order`.
std::uint64_t frontier_fingerprint(const Board& board, const CountOptions& options, CountKind phase_kind,
                                   const std::vector<Square>& order);

// "6x7 closed", "5x5 paths directed, 2 forced links".
std::string frontier_description(const Board& board, const CountOptions& options);

}  // namespace kt
