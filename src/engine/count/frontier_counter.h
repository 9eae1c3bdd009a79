// Frontier (transfer-matrix) counter of Hamiltonian cycles and paths on a
// leaper graph. Squares are swept one at a time in the order that keeps the
// frontier (swept squares with unswept neighbours) smallest; a state records,
// per frontier square, its degree so far and which path ends pair up, plus how
// many path ends have been spent (frontier_kernel.h). Each state carries the
// number of partial covers reaching it. States are merged in hash partitions,
// in parallel (frontier_table.h).
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/board.h"
#include "count/checkpoint_hook.h"
#include "count/frontier_exchange.h"
#include "count/frontier_snapshot.h"
#include "count/frontier_types.h"

namespace kt {

namespace frontier {
struct Past128;
}

struct FrontierPlan;

class FrontierCounter {
public:
    using ProgressFn = std::function<void(const CountProgress&)>;

    FrontierCounter(const Board& board, CountOptions options);
    FrontierCounter(const FrontierCounter&) = delete;
    FrontierCounter& operator=(const FrontierCounter&) = delete;

    // Between steps it hands its state to the hook for saving (count/checkpoint_hook.h).
    using CheckpointHook = kt::CheckpointHook;

    // Called from the thread that runs run(); keep it quick.
    void set_progress(ProgressFn fn) { progress_ = std::move(fn); }
    void set_checkpoint(CheckpointHook hook) { checkpoint_ = std::move(hook); }
    // Spreads the count over ranks (each rank runs its own counter with the
    // same board and options): every rank returns the whole count and peak
    // states, and its own peak memory. Not owned. Each rank saves and
    // resumes its own checkpoints (choose_snapshot_across_ranks picks them).
    void set_exchange(FrontierExchange* exchange) { exchange_ = exchange; }
    // Makes run() start from a snapshot (bytes from write_frontier_snapshot)
    // of the same count. Returns "" when it is usable, else what is wrong
    // (and run() then fails with that message, over ranks on every rank).
    std::string resume_from(std::string bytes);
    // Counts to the end, or until cancel() / the memory budget stops it.
    CountResult run();
    // Safe from any thread.
    void cancel() { cancel_.store(true, std::memory_order_relaxed); }

    // Largest frontier the chosen sweep order reaches (squares), without running.
    int frontier_width() const;
    // The maximum frontier width the state encoding supports.
    static constexpr int kMaxWidth = 24;  // labels must stay below 15 (frontier_kernel.h)

private:
    CountResult run_kind(CountKind kind, std::uint32_t phase, const BigUint& earlier);
    // "" when the snapshot to resume from (if any) is this rank's share, and
    // every rank resumes and saves alike; else what is wrong. Collective over ranks.
    std::string check_resume_ranks();
    // The hook the sweeps call: checkpoint_'s, each save stamped with its rank and serial.
    CheckpointHook stamped_hook();
    // `snapshot` says what the first sweep found (its bound, low 128 bits) for the later sweeps' checkpoints.
    CountResult count_by_residues(const FrontierPlan& plan, bool paths, FrontierSnapshot snapshot, CountResult result);
    // One sweep modulo options.modulus (and modulus2), from `from` when
    // resumed, its result begun as `result`; its checkpoints carry
    // `snapshot` with those moduli.
    CountResult sweep_modulo(const FrontierPlan& plan, bool paths, const CountOptions& options,
                             FrontierSnapshot& snapshot, const FrontierSnapshot* from, frontier::Past128* past,
                             CountResult result);
    // The sweep in doubles of count_by_residues, with residues modulo
    // `partner` beside them while pairs fit the memory budget (`pairs`
    // false from there): lowers `bits` to two above its estimate, and
    // gives the residue (none without pairs) in `found`.
    CountResult sweep_in_doubles(const FrontierPlan& plan, bool paths, FrontierSnapshot& snapshot,
                                 const FrontierSnapshot* resume, std::uint64_t partner, bool& pairs, int& bits,
                                 std::vector<std::pair<std::uint64_t, std::uint64_t>>& found,
                                 const CountResult& result);

    Board board_;
    CountOptions options_;
    ProgressFn progress_;
    CheckpointHook checkpoint_;
    CheckpointHook stamped_;
    std::uint64_t serial_ = 0;  // saves so far, those of the run resumed from included
    std::string resume_bytes_;
    std::string resume_error_;  // what resume_from found wrong, reported again by run()
    std::unique_ptr<FrontierSnapshot> resume_;
    std::atomic<bool> cancel_{false};
    FrontierExchange* exchange_ = nullptr;
};

}  // namespace kt
