#include "count/frontier_counter.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <thread>

#include "count/frontier_kernel.h"
#include "count/frontier_plan.h"
#include "count/frontier_table.h"

namespace kt {

namespace {

using frontier::Codec;
using frontier::Entry;
using frontier::Kernel;
using frontier::Table;

// Runs fn(thread_index) on `threads` threads (inline when one) and joins them.
template <class Fn>
void parallel(int threads, Fn&& fn) {
    if (threads <= 1) {
        fn(0);
        return;
    }
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back([&fn, t] { fn(t); });
    fn(0);
    for (auto& th : pool) th.join();
}

std::string gb(std::uint64_t bytes) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.2f GB", static_cast<double>(bytes) / 1e9);
    return buf;
}

struct SweepContext {
    const FrontierPlan& plan;
    bool paths;
    std::int64_t squares;
    const CountOptions& options;
    const std::atomic<bool>& cancel;
    const FrontierCounter::ProgressFn& progress;
};

// The sweep for one word width W (the kernel's), storage codec and count
// width. Sets `overflowed` when 64-bit counts wrapped (the caller then
// redoes the count with 128 bits).
template <class W, class Cd, class Count>
CountResult sweep(const SweepContext& ctx, CountResult result, bool& overflowed) {
    using Key = typename Cd::KeyType;
    using E = Entry<Key, Count>;
    const int max_threads = std::max(1, std::min(ctx.options.threads, 64));
    const std::uint64_t budget = ctx.options.max_memory_bytes;
    constexpr std::size_t kBufferLimit = std::size_t(1) << 17;  // entries a thread holds before merging
    constexpr std::size_t kChunk = 2048;                         // source entries a thread takes at once
    const std::int64_t n = ctx.squares;
    const auto& steps = ctx.plan.steps;

    std::vector<std::vector<E>> source(1, std::vector<E>{E{Key(0), Count(1)}});
    std::atomic<std::uint64_t> source_bytes{sizeof(E)};
    std::uint64_t states = 1;
    overflowed = false;

    for (std::size_t i = 0; i < steps.size(); ++i) {
        const bool last = i + 1 == steps.size();
        const Kernel<W, Cd> kernel(steps[i], ctx.paths, ctx.plan.bipartite, last);
        const int threads = states < 4096 ? 1 : max_threads;
        std::size_t partitions = 1;
        while (partitions < 4096 && partitions * 16384 < states) partitions *= 2;
        const int partition_shift = 64 - __builtin_ctzll(partitions);

        struct Chunk {
            std::size_t part, begin, end;
        };
        // A source partition is freed once expanded: the source shrinks as the step goes.
        const auto release_source = [&](std::size_t p) {
            source_bytes -= source[p].capacity() * sizeof(E);
            std::vector<E>().swap(source[p]);
        };
        std::vector<Chunk> chunks;
        std::unique_ptr<std::atomic<std::size_t>[]> chunks_left(new std::atomic<std::size_t>[source.size()]);
        for (std::size_t p = 0; p < source.size(); ++p) {
            std::size_t count = 0;
            for (std::size_t b = 0; b < source[p].size(); b += kChunk, ++count)
                chunks.push_back({p, b, std::min(source[p].size(), b + kChunk)});
            chunks_left[p].store(count);
            if (count == 0) release_source(p);
        }

        const std::uint64_t buffers_bytes = static_cast<std::uint64_t>(threads) * kBufferLimit * sizeof(E) * 2;
        std::vector<Table<Key, Count>> tables(partitions);
        std::atomic<std::uint64_t> table_bytes{0};
        // Room for half as many states as the last step had: the tables grow
        // as the source shrinks, so the two never peak together. Each table
        // is allocated at its first merge, by the thread that merges it.
        std::size_t first_size = static_cast<std::size_t>(states / partitions / 2) + 1;
        {
            const std::uint64_t want = tables[0].growth_bytes(first_size) * partitions;
            if (budget && want + source_bytes.load() + buffers_bytes > budget) first_size = 0;
        }
        std::vector<std::vector<std::vector<E>>> buffers(static_cast<std::size_t>(threads),
                                                         std::vector<std::vector<E>>(partitions));
        std::atomic<std::size_t> next_chunk{0};
        std::atomic<bool> over_budget{false};

        while (next_chunk.load() < chunks.size()) {
            parallel(threads, [&](int t) {
                auto& mine = buffers[static_cast<std::size_t>(t)];
                std::size_t held = 0;
                while (held < kBufferLimit && !ctx.cancel.load(std::memory_order_relaxed)) {
                    const std::size_t c = next_chunk.fetch_add(1);
                    if (c >= chunks.size()) break;
                    const Chunk& ch = chunks[c];
                    const std::vector<E>& part = source[ch.part];
                    for (std::size_t g = ch.begin; g < ch.end; ++g) {
                        const Count count = part[g].count;
                        kernel.expand(part[g].key, [&](Key k) {
                            mine[partitions == 1 ? 0 : frontier::hash_key(k) >> partition_shift].push_back(E{k, count});
                            ++held;
                        });
                    }
                    if (chunks_left[ch.part].fetch_sub(1) == 1) release_source(ch.part);
                }
            });
            if (ctx.cancel.load()) {
                result.state = CountState::Cancelled;
                result.message = "cancelled at square " + std::to_string(i + 1) + " of " + std::to_string(n);
                return result;
            }
            std::uint64_t held_bytes = 0;
            for (const auto& per_thread : buffers)
                for (const auto& buf : per_thread) held_bytes += buf.capacity() * sizeof(E);
            std::atomic<std::size_t> next_part{0};
            parallel(threads, [&](int) {
                while (!over_budget.load(std::memory_order_relaxed)) {
                    const std::size_t p = next_part.fetch_add(1);
                    if (p >= partitions) break;
                    Table<Key, Count>& table = tables[p];
                    std::size_t incoming = 0;
                    for (const auto& per_thread : buffers) incoming += per_thread[p].size();
                    if (table.bytes() == 0 && first_size > 0) {
                        table.reserve(first_size);
                        table_bytes += table.bytes();
                    }
                    if (const std::uint64_t bigger = table.growth_bytes(incoming)) {
                        // Old and new arrays live together while rehashing.
                        const std::uint64_t now = table_bytes.fetch_add(bigger) + bigger;
                        if (budget && now + source_bytes.load() + held_bytes > budget) {
                            over_budget.store(true);
                            return;
                        }
                        const std::uint64_t old = table.bytes();
                        table.grow_for(incoming);
                        table_bytes -= old;
                    }
                    for (auto& per_thread : buffers) {
                        table.add_all(per_thread[p]);
                        per_thread[p].clear();
                    }
                }
            });
            const std::uint64_t mem_now = table_bytes.load() + source_bytes.load() + held_bytes;
            result.peak_memory_bytes = std::max(result.peak_memory_bytes, mem_now);
            if (over_budget.load()) {
                result.state = CountState::Failed;
                result.message = "memory budget of " + gb(budget) + " exceeded at square " + std::to_string(i + 1) +
                                 " of " + std::to_string(n) + " with " + std::to_string(states) +
                                 " states before it (frontier width " + std::to_string(ctx.plan.max_width) + ")";
                return result;
            }
            if (ctx.progress && next_chunk.load() < chunks.size()) {
                std::uint64_t so_far = 0;
                for (const auto& t : tables) so_far += t.size();
                ctx.progress(CountProgress{static_cast<std::int64_t>(i), n, so_far, mem_now});
            }
        }

        // The merged tables become the next source, one partition at a time
        // (each table is freed as soon as it is packed).
        std::vector<std::vector<E>>(partitions).swap(source);
        std::atomic<std::size_t> next_table{0};
        parallel(threads, [&](int) {
            for (std::size_t p; (p = next_table.fetch_add(1)) < partitions;) source[p] = tables[p].take_entries();
        });
        std::uint64_t bytes = 0;
        states = 0;
        for (std::size_t p = 0; p < partitions; ++p) {
            overflowed |= tables[p].overflowed();
            bytes += source[p].capacity() * sizeof(E);
            states += source[p].size();
        }
        source_bytes = bytes;
        if (overflowed) return result;
        result.peak_states = std::max<std::uint64_t>(result.peak_states, states);
        if (ctx.progress) ctx.progress(CountProgress{static_cast<std::int64_t>(i + 1), n, states, bytes});
    }

    // Only the empty frontier (key 0) survives the last step.
    WideCount total = 0;
    for (const auto& part : source)
        for (const E& e : part) total += static_cast<WideCount>(e.count);
    result.count = total;
    result.state = CountState::Done;
    return result;
}

// Picks the kernel word, the storage codec and the count width.
template <class Count>
CountResult sweep_for_layout(const SweepContext& ctx, KeyLayout layout, CountResult result, bool& overflowed) {
    using u64 = std::uint64_t;
    using u128 = unsigned __int128;
    const int layout_width = ctx.plan.max_width, stored = ctx.plan.max_stored;
    // Base 11 holds every code of 17 stored slots, and of 18 for cycles
    // (fewer labels); base 12 of 17 (see frontier_kernel.h).
    const bool base11_fits = stored <= 17 || (stored <= 18 && !ctx.paths);
    switch (layout) {
        case KeyLayout::Auto: break;
        case KeyLayout::Wide16: return sweep<u128, Codec<u128, 16>, Count>(ctx, std::move(result), overflowed);
        case KeyLayout::Base12:
            if (stored <= 17) return sweep<u128, Codec<u64, 12>, Count>(ctx, std::move(result), overflowed);
            break;
        case KeyLayout::Base11:
            if (base11_fits) return sweep<u128, Codec<u64, 11>, Count>(ctx, std::move(result), overflowed);
            break;
    }
    if (layout_width <= 16) return sweep<u64, Codec<u64, 16>, Count>(ctx, std::move(result), overflowed);
    if (stored <= 16) return sweep<u128, Codec<u64, 16>, Count>(ctx, std::move(result), overflowed);
    if (base11_fits) return sweep<u128, Codec<u64, 11>, Count>(ctx, std::move(result), overflowed);
    return sweep<u128, Codec<u128, 16>, Count>(ctx, std::move(result), overflowed);
}

}  // namespace

FrontierCounter::FrontierCounter(const Board& board, CountOptions options)
    : board_(board), options_(std::move(options)) {}

int FrontierCounter::frontier_width() const { return make_frontier_plan(board_, options_).max_width; }

CountResult FrontierCounter::run() {
    const auto t0 = std::chrono::steady_clock::now();
    CountResult result = begin_count(board_, options_, "frontier");
    if (result.state == CountState::Failed) return result;
    const std::int64_t n = board_.square_count();
    const WideCount factor = (options_.directed && n >= 2) ? 2 : 1;
    if (options_.kind == CountKind::Open) {
        // Paths whose ends are a move apart are exactly closed tours with one
        // link removed (n per tour), or, on two squares, the single path.
        CountResult paths = run_kind(CountKind::Paths);
        if (paths.state != CountState::Done) return paths;
        CountResult closed = run_kind(CountKind::Closed);
        if (closed.state != CountState::Done) return closed;
        result = paths;
        result.count = n == 2 ? 0 : paths.count - closed.count * static_cast<WideCount>(n);
        result.peak_states = std::max(paths.peak_states, closed.peak_states);
        result.peak_memory_bytes = std::max(paths.peak_memory_bytes, closed.peak_memory_bytes);
    } else {
        result = run_kind(options_.kind);
    }
    result.count *= factor;
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return result;
}

CountResult FrontierCounter::run_kind(CountKind kind) {
    CountResult result;
    result.method = "frontier";
    result.state = CountState::Running;
    const bool paths = kind == CountKind::Paths;
    const std::int64_t n = board_.square_count();
    if (n <= 1) {  // one square is a path of no moves, not a cycle
        result.state = CountState::Done;
        result.count = (n == 1 && paths) ? 1 : 0;
        return result;
    }
    const FrontierPlan plan = make_frontier_plan(board_, options_);
    result.frontier_width = plan.max_width;
    if (plan.max_width > kMaxWidth) {
        result.state = CountState::Failed;
        result.message = "frontier of " + std::to_string(plan.max_width) + " squares is wider than the " +
                         std::to_string(kMaxWidth) + " this counter supports";
        return result;
    }
    const SweepContext ctx{plan, paths, n, options_, cancel_, progress_};
    // 64-bit counts first (half the memory); sums are exact unless one wraps,
    // and then the count is redone with 128-bit counts.
    bool overflowed = false;
    if (!options_.wide_counts) {
        CountResult narrow = sweep_for_layout<std::uint64_t>(ctx, options_.key_layout, result, overflowed);
        if (!overflowed) return narrow;
    }
    CountResult wide = sweep_for_layout<unsigned __int128>(ctx, options_.key_layout, result, overflowed);
    if (overflowed) {
        wide.state = CountState::Failed;
        wide.message = "the count is larger than 128 bits (above 3.4e38), more than this counter holds";
    }
    return wide;
}

}  // namespace kt
