// What every exact counter shares: what to count, the constraints, the wide
// count type, progress and the result. (Frontier DP and search baseline.)
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <optional>
#include <utility>
#include <vector>

#include "core/big_uint.h"
#include "core/board.h"
#include "core/wide_int.h"

namespace kt {

// Counts can exceed 64 bits (8x8 directed paths: 1.96e16 fits, larger boards
// do not), so every count is 128-bit and printed as a decimal string.
using WideCount = u128;

enum class CountKind {
    Closed,  // Hamiltonian cycles
    Paths,   // Hamiltonian paths, closed tours cut open included (OEIS A165134)
    Open,    // paths whose two ends are not a leaper move apart
};
const char* to_string(CountKind kind);

// How the frontier counter packs a state: Auto picks the narrowest that fits
// the frontier; the others are for tests that check the packings agree (a
// packing that cannot hold the frontier falls back to Auto).
enum class KeyLayout { Auto, Wide16, Base12, Base11 };

struct CountOptions {
    CountKind kind = CountKind::Closed;
    bool directed = false;              // x2: each path/cycle in both directions
    int threads = 1;                    // worker threads the counter owns and joins
    std::uint64_t max_memory_bytes = 0; // 0 = no budget
    // The process's resident bytes now, where the front end can read them:
    // the budget then bounds those too, not only the counter's own account,
    // which leaves out the free blocks the heap keeps (core/resident_limit.h).
    std::function<std::uint64_t()> resident_bytes;
    // Links every counted tour must use / must not use (squares of the board).
    std::vector<std::pair<Square, Square>> forced;
    std::vector<std::pair<Square, Square>> forbidden;
    // Paths only: count just the paths with these two ends. The frontier
    // counter counts them as the cycles through a virtual link between the
    // two squares (one closed sweep, however far apart they are).
    std::optional<std::pair<Square, Square>> ends;
    KeyLayout key_layout = KeyLayout::Auto;  // frontier counter only
    // Frontier counter: 128-bit counts from the start. Without it counts are
    // 64-bit up to the step where a bound on them no longer fits 64 bits.
    bool wide_counts = false;
    // Frontier counter: frontiers of this many states and more are kept in
    // compact slots (count/frontier_slots.h); tests set 0 to use them on
    // small boards.
    std::uint64_t compact_from_states = std::uint64_t(1) << 22;
    // Frontier counter: along the stretch of a long board where the steps
    // repeat, count by successor lists found once (count/frontier_periodic.h);
    // tests turn it off to compare.
    bool periodic = true;
    // Frontier counter, set by the counter itself for its sweeps past 128
    // bits: counts are kept modulo this prime (below 2^62), 0 for exact.
    std::uint64_t modulus = 0;
    // With a modulus, a second prime: each count is then a pair in 128
    // bits, a residue (or a double) and a residue modulo this prime
    // (frontier_table.h's add_residue_pair), so that one sweep finds two.
    // 0: no pair.
    std::uint64_t modulus2 = 0;
    // Frontier counter, for tests: make the count as if it passed 128 bits
    // (residues modulo primes joined by the Chinese remainder theorem),
    // with primes below 2^residue_bits and without the low 128 bits, so
    // that small boards with known counts need several primes. 0: off.
    int residue_bits = 0;
};

enum class CountState { Ready, Running, Done, Cancelled, Failed };
const char* to_string(CountState state);

// Reported after each square of the sweep (and during long squares).
struct CountProgress {
    std::int64_t square = 0;        // squares processed so far
    std::int64_t total = 0;         // squares to process
    std::uint64_t states = 0;       // frontier states (search: nodes visited)
    std::uint64_t memory_bytes = 0; // bytes held now
};

struct CountResult {
    CountState state = CountState::Ready;
    WideCount count = 0;                 // modulo 2^128 when past_128
    bool past_128 = false;               // the count is 2^128 or more: `big` holds it
    BigUint big;
    std::uint64_t peak_states = 0;       // largest frontier (search: 0)
    std::uint64_t peak_memory_bytes = 0;
    int frontier_width = 0;              // most squares on the frontier at once
    double seconds = 0;
    std::string method;                  // "frontier" or "search"
    std::string message;                 // why it failed, or why the count is 0 without counting, in words
};

// The count in decimal, of any size.
std::string count_decimal(const CountResult& result);
// The count, of any size.
BigUint exact_count(const CountResult& result);
// Sets the result's count (and past_128, big) to `value`.
void set_count(CountResult& result, const BigUint& value);

// Checks constraints against the board; returns an empty string when they are
// usable, else a one-line message naming the bad link.
std::string check_constraints(const Board& board, const CountOptions& options);

// A fresh result of `method` ("frontier", "search"): Failed with the message
// of check_constraints when the constraints are unusable; Done with a count
// of 0 and the reason as its message when the board's colour count rules
// the tours out (theory/colour_balance.h); else Ready.
CountResult begin_count(const Board& board, const CountOptions& options, const char* method);

}  // namespace kt
