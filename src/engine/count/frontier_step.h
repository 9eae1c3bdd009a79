// One step of a frontier sweep: threads expand the source's states into
// buffers by partition and merge them into tables, round by round.
#pragma once

#include <algorithm>
#include <atomic>
#include <vector>

#include "core/in_threads.h"
#include "count/frontier_kernel.h"
#include "count/frontier_round_buffer.h"
#include "count/frontier_spread.h"
#include "count/frontier_step_work.h"
#include "count/frontier_store.h"
#include "count/frontier_sweep_context.h"

namespace kt::frontier {

// The threads merge the buffers into this rank's tables, one partition at a
// time. False when the memory budget would be exceeded.
template <class P, class Buffers>
bool merge_buffers(const SweepContext& ctx, StepWork<P>& work, Buffers& buffers, int threads,
                   std::uint64_t held_bytes) {
    const auto order = work.merge_order(buffers, ctx.exchange);
    std::atomic<std::size_t> next{0};
    std::atomic<bool> over{false};
    in_threads(threads, [&](int) {
        for (std::size_t n; !over.load(std::memory_order_relaxed) && (n = next.fetch_add(1)) < order.size();) {
            const std::size_t p = order[n].part;
            bool fit = work.make_room(p, order[n].incoming, held_bytes);
            for (auto& per_thread : buffers) fit = fit && work.merge(p, per_thread[p]);
            if (!fit) {
                over.store(true);
                break;
            }
        }
    });
    return !over.load();
}

// Entries a thread holds before the threads merge them. The longer each
// partition's batch in a round, the more of its inserts find the table's
// lines already in cache. So a quarter of the step's source in all (this
// rank's share of it), at least 128 K a thread, and within a memory budget
// a tenth of it at most (less saves little memory and costs much time).
inline std::size_t buffer_limit(const SweepContext& ctx, std::uint64_t states, int threads, std::size_t entry_bytes) {
    const std::uint64_t ranks = ctx.exchange ? static_cast<std::uint64_t>(ctx.exchange->ranks()) : 1;
    const std::uint64_t holders = static_cast<std::uint64_t>(threads) * ranks;
    std::uint64_t limit = std::max<std::uint64_t>(states / 4 / holders, std::uint64_t(1) << 17);
    if (const std::uint64_t budget = ctx.options.max_memory_bytes)
        limit = std::min<std::uint64_t>(limit, budget / 10 / (entry_bytes * static_cast<std::uint64_t>(threads)));
    return static_cast<std::size_t>(std::max<std::uint64_t>(limit, 4096));
}

// Several threads: each expands chunks into buffers by partition until it
// holds enough, then the threads merge the buffers one partition at a time.
template <class W, class Cd, class P>
bool expand_together(const SweepContext& ctx, std::size_t i, const Kernel<W, Cd>& kernel, StepWork<P>& work,
                     int threads, std::uint64_t states, CountResult& result) {
    using Key = typename Cd::KeyType;
    using Count = typename P::CountType;
    using E = Entry<Key, Count>;
    using Buffer = frontier::RoundBuffer<Key, Count, P::kCompact>;
    std::vector<std::vector<Buffer>> buffers(static_cast<std::size_t>(threads), std::vector<Buffer>(work.partitions));
    std::atomic<std::size_t> next_chunk{0};
    const std::size_t limit = buffer_limit(ctx, states, threads, sizeof(E));
    // Each partition's share of a round, with room for chance, so that the
    // buffers do not grow by doubling (twice the memory they use).
    const std::size_t share = std::min<std::uint64_t>(limit, states * 4) / work.partitions;
    std::uint64_t buffers_taken = 0;  // what the buffers hold, as told to work.resident
    for (auto& per_thread : buffers)
        for (auto& buffer : per_thread) {
            buffer.reserve(share + share / 8 + 64);
            buffers_taken += buffer.bytes();
        }
    work.resident.take(buffers_taken);
    // Across ranks, rounds are collective and a rank that stops stops all.
    for (bool stopped = false;;) {
        const frontier::Round round = frontier::next_round(ctx.exchange, next_chunk.load() < work.chunks.size(), stopped);
        if (round == frontier::Round::Done) break;
        if (round == frontier::Round::Stop) {
            if (!stopped) {
                result.state = CountState::Failed;
                result.message = "another rank stopped the count";
            }
            return false;
        }
        in_threads(threads, [&](int t) {
            auto& mine = buffers[static_cast<std::size_t>(t)];
            std::size_t held = 0;
            while (held < limit && !ctx.cancel.load(std::memory_order_relaxed)) {
                const std::size_t c = next_chunk.fetch_add(1);
                if (c >= work.chunks.size()) break;
                const auto& ch = work.chunks[c];
                const auto& part = work.source[ch.part];
                for (std::size_t g = ch.begin; g < ch.end; ++g) {
                    const Count count = part.count(g);
                    kernel.expand(part.key(g), [&](Key k) {
                        mine[work.partition_of(frontier::hash_key(k))].push_back(E{k, count});
                        ++held;
                    });
                }
                work.chunk_done(ch);
            }
        });
        if (ctx.exchange) frontier::route_round(*ctx.exchange, buffers, work.partitions);  // collective: even when cancelled
        if (ctx.cancel.load()) {
            result.state = CountState::Cancelled;
            result.message = "cancelled at " + stopped_at(ctx, i);
            if (!ctx.exchange) return false;
            stopped = true;  // the other ranks hear of it next round
            continue;
        }
        std::uint64_t held_bytes = 0;
        for (const auto& per_thread : buffers)
            for (const auto& buf : per_thread) held_bytes += buf.bytes();
        // A buffer that outgrew its share doubled, and its old array stays with the heap.
        const bool buffers_fit = held_bytes <= buffers_taken || work.resident.take(2 * (held_bytes - buffers_taken));
        buffers_taken = std::max(buffers_taken, held_bytes);
        work.set_done(next_chunk.load());
        const bool over = !buffers_fit || !merge_buffers(ctx, work, buffers, threads, held_bytes);
        result.peak_memory_bytes = std::max(result.peak_memory_bytes, work.bytes(held_bytes));
        if (over) {
            over_budget(ctx, i, states, result);
            stopped = true;
            continue;
        }
        if (ctx.progress && next_chunk.load() < work.chunks.size())
            ctx.progress(CountProgress{static_cast<std::int64_t>(i), ctx.squares, work.merged_states(),
                                       work.bytes(held_bytes)});
    }
    return true;
}

// The merged tables become the next source, one partition at a time (each
// table is freed as soon as it is packed), each with its sum.
// False when a sum wrapped.
template <class P>
bool pack(StepWork<P>& work, int threads, Frontier<typename P::KeyType>& f) {
    const std::size_t partitions = work.partitions;
    std::vector<P>& source = work.source;
    std::vector<P>(partitions).swap(source);
    std::vector<Tally> tallies(partitions);
    std::atomic<std::size_t> next_table{0};
    in_threads(threads, [&](int) {
        for (std::size_t p; (p = next_table.fetch_add(1)) < partitions;) {
            // No stop here: a packed partition takes less than the table it empties.
            work.resident.take(work.tables[p].packed_bytes());
            source[p] = work.tables[p].take_entries();
            tallies[p] = tally(source[p]);
        }
    });
    bool overflowed = false;
    f.states = f.big_counts = 0;
    f.total = 0;
    for (std::size_t p = 0; p < partitions; ++p) {
        overflowed |= work.tables[p].overflowed();
        f.states += source[p].size();
        f.big_counts += tallies[p].big;
        f.total = saturating_add(f.total, tallies[p].sum);
    }
    return !overflowed;
}

// One step of the sweep on `source` (replaced by the next frontier). Returns
// false with `result` filled in when the count stops (cancel, budget, a sum
// past the count width).
template <class W, class Cd, class P>
bool step(const SweepContext& ctx, std::size_t i, const Kernel<W, Cd>& kernel, std::vector<P>& source,
          Frontier<typename Cd::KeyType>& f, CountResult& result) {
    using Count = typename P::CountType;
    using E = Entry<typename Cd::KeyType, Count>;
    const std::uint64_t states = f.states;
    const int threads = states < 4096 ? 1 : std::max(1, std::min(ctx.options.threads, 64));
    // Rounds as long as with whole entries; compact ones take less memory.
    const std::uint64_t entry_bytes = frontier::RoundBuffer<typename Cd::KeyType, Count, P::kCompact>::kSmallEntryBytes;
    const std::uint64_t buffer_bytes =
        static_cast<std::uint64_t>(threads) * buffer_limit(ctx, states, threads, sizeof(E)) * entry_bytes * 5 / 4;
    StepWork<P> work(source, states, ctx.options.max_memory_bytes, buffer_bytes, ctx.options.resident_bytes,
                     ctx.exchange);
    if (ctx.options.modulus != 0)
        for (auto& table : work.tables) table.set_modulus(ctx.options.modulus, ctx.options.modulus2);
    if (!expand_together(ctx, i, kernel, work, threads, states, result)) return false;
    const bool packed = pack(work, threads, f);
    if (!packed && sizeof(Count) > 8 && ctx.wraps()) {
        ctx.past->wrapped = true;  // counts modulo 2^128 from here
    } else if (!packed) {
        result.state = CountState::Failed;
        result.message =
            sizeof(Count) <= 8 ? "internal error: a 64-bit count wrapped although its bound fitted" : kPast128Bits;
        return false;
    }
    result.peak_states = std::max<std::uint64_t>(result.peak_states, f.states);
    return true;
}

}  // namespace kt::frontier
