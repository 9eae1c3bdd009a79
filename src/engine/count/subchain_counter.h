// Counts the closed tours through one combination of corner chains: a search
// for Hamiltonian paths on the reduced board, where every chain is a direct
// link between its two ends and its inner squares are gone (Jaeger's memo).
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <vector>

#include "count/subchain_classes.h"
#include "count/subchain_run.h"

namespace kt::subchains {

namespace detail {
struct MemoEntry;  // count/subchain_search.h, private to the engine
}

// Which chain end the search starts from (the path runs to the other end of
// the same chain, which closes the tour).
enum class StartRule {
    Auto,        // the default: the end pair with the best estimated search
    FirstChain,  // the a1 chain, x to y (for comparisons)
};

class SubchainCounter {
public:
    // Throws BoardError when the reduced board has more than 64 squares.
    // Combinations whose chains do not agree count 0 at once, as do all on a
    // board whose colours cannot balance (theory/colour_balance.h).
    // memo_bits: the tail cache holds up to 2^memo_bits entries of 16 bytes
    // (0: none); small reduced boards get a smaller one.
    SubchainCounter(const Board& board, const Combination& combination, StartRule rule = StartRule::Auto,
                    int memo_bits = kDefaultMemoBits);
    ~SubchainCounter();
#ifdef __EMSCRIPTEN__
    // The page runs one counter per worker in a 32-bit heap; 4x smaller costs ~10% there.
    static constexpr int kDefaultMemoBits = 20;  // 16 MB
#else
    static constexpr int kDefaultMemoBits = 22;  // 64 MB
#endif

    // Blocks in the calling thread; can be called once.
    SubchainResult run();
    // Safe from any thread; run() returns soon after with completed = false.
    void cancel() { cancel_.store(true, std::memory_order_relaxed); }

    // Snapshots for observers in other threads (refreshed every 65,536 nodes).
    std::uint64_t nodes_so_far() const { return nodes_seen_.load(std::memory_order_relaxed); }
    std::uint64_t tours_so_far() const { return tours_seen_.load(std::memory_order_relaxed); }

    int reduced_squares() const { return size_; }
    Square start_square() const { return start_ < 0 ? kNoSquare : squares_[static_cast<std::size_t>(start_)]; }
    Square end_square() const { return end_ < 0 ? kNoSquare : squares_[static_cast<std::size_t>(end_)]; }

private:
    using Links = std::map<Square, std::vector<Square>>;
    void reduce(const Board& board, const Links& links, const std::map<Square, Square>& partner_square);
    void choose_start(StartRule rule);
    double estimate(int start, int end) const;
    std::uint64_t count_from(int start, int end);

    bool agrees_ = false;
    int size_ = 0;
    std::vector<Square> squares_;        // reduced index -> board square
    std::uint64_t adj_[64] = {};         // free (non-chain) knight moves
    int partner_[64] = {};               // other end of the chain, -1 if none
    int need_[64] = {};                  // free moves a square needs: 2, or 1 for chain ends
    std::vector<std::pair<int, int>> chain_ends_;
    int start_ = -1, end_ = -1;

    // Tails repeat: the paths from a head through the same unvisited squares
    // to the end are counted once and cached (lossy, direct-mapped).
    std::vector<detail::MemoEntry> memo_;
    int memo_shift_ = 64;

    std::uint64_t nodes_ = 0, tours_ = 0;
    bool stopped_ = false;
    std::atomic<bool> cancel_{false};
    std::atomic<std::uint64_t> nodes_seen_{0}, tours_seen_{0};
};

}  // namespace kt::subchains
