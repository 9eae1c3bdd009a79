#include "count/frontier_counter.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <type_traits>
#include <memory>

#include "core/in_threads.h"
#include "count/frontier_kernel.h"
#include "count/frontier_periodic.h"
#include "count/frontier_plan.h"
#include "count/frontier_round_buffer.h"
#include "count/frontier_snapshot.h"
#include "count/frontier_spread.h"
#include "count/frontier_table.h"

namespace kt {

namespace {

using frontier::Codec;
using frontier::Entry;
using frontier::Kernel;
using frontier::Table;

std::string gb(std::uint64_t bytes) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.2f GB", static_cast<double>(bytes) / 1e9);
    return buf;
}

// A sweep that may pass 128 bits: with `wrap` it goes on with counts modulo
// 2^128 where a count passes them (`wrapped`), and keeps in `log2_bound` the
// log2 of a bound on the count: the frontier's exact total while it has one,
// then that bound times each later step's branching (no count of a step
// exceeds the last step's total times its most successors a state).
struct Past128 {
    bool wrap = false;
    std::string refusal;  // without wrap: why the count stops there
    bool wrapped = false;
    double log2_bound = 0;
    int float_scale = 0;  // double counts (kFloatCounts) are the counts times 2^-float_scale
    // After a step: `total` is the frontier's total when `exact`.
    void track(std::uint64_t branching, bool exact, WideCount total) {
        if (exact && total != ~WideCount(0)) log2_bound = total == 0 ? 0 : std::log2(static_cast<double>(total));
        else log2_bound += std::log2(static_cast<double>(std::max<std::uint64_t>(branching, 1)));
    }
};

struct SweepContext {
    const FrontierPlan& plan;
    bool paths;
    std::int64_t squares;
    const CountOptions& options;
    const std::atomic<bool>& cancel;
    const FrontierCounter::ProgressFn& progress;
    const FrontierCounter::CheckpointHook& checkpoint;
    FrontierSnapshot snapshot;  // fingerprint, description, phase; entries empty
    const FrontierSnapshot* resume;  // the state to start from, or null
    FrontierExchange* exchange;      // the other ranks, or null
    Past128* past;                   // counts past 128 bits go on modulo 2^128 (or null: they stop it)
};


template <class Key, class Count, bool Compact = false>
using Parts = std::vector<frontier::Part<Key, Count, Compact>>;

constexpr WideCount kNarrowLimit = WideCount(1) << 64;
constexpr const char* kPast128Bits = "internal error: a 128-bit count wrapped in a sweep that cannot go past 128 bits";
constexpr WideCount kSaturated = ~WideCount(0);

WideCount saturating_mul(WideCount a, WideCount b) { return b != 0 && a > kSaturated / b ? kSaturated : a * b; }
WideCount saturating_add(WideCount a, WideCount b) { return a > kSaturated - b ? kSaturated : a + b; }

// The sum of a partition's counts, and how many a compact slot cannot hold.
struct Tally {
    WideCount sum = 0;
    std::uint64_t big = 0;
};
template <class Part>
Tally tally(const Part& part) {
    Tally t;
    for (std::size_t i = 0; i < part.size(); ++i) {
        const auto count = part.count(i);
        t.sum = saturating_add(t.sum, static_cast<WideCount>(count));
        t.big += count >= frontier::kBigCount;
    }
    return t;
}

// Freed arrays give their pages back at once (give_back_pages) on steps
// whose source is this big: there, resident memory would otherwise keep
// the freed source beside the growing tables. Smaller steps reuse the
// heap's pages, which costs fewer page faults.
constexpr std::uint64_t kGiveBackFrom = std::uint64_t(512) << 20;

// How the frontier's states are kept: compact slots (frontier_slots.h)
// while few counts outgrow them, then whole entries, 64- or 128-bit.
enum class Store { Small, Narrow, Wide };

// Compact slots while at most one state in this many has a count past 16
// bits: a big count costs 21 to 43 bytes beside the 10-byte slot, against
// 16 bytes a state in whole entries, and a second lookup. (8x8 closed: 0.3%
// of the states after square 43, about twice as many each step after.)
constexpr std::uint64_t kFewBig = 8;

// The frontier between two steps: its states and counts. `total` is the
// sum of all counts (saturating at 2^128 - 1): no count of the next step
// can exceed it times the most successors a state can have, which decides
// the count width step by step.
template <class Key>
struct Frontier {
    static constexpr bool kCompact = frontier::kCanCompact<Key, std::uint64_t>;
    Parts<Key, std::uint64_t, kCompact> small;
    Parts<Key, std::uint64_t> narrow;
    Parts<Key, WideCount> wide;
    Store store = Store::Narrow;
    std::uint64_t states = 1;
    std::uint64_t big_counts = 0;  // states whose count a compact slot cannot hold
    bool outgrew = false;          // too many counts outgrew compact slots once
    WideCount total = 1;
    std::size_t next_step = 0;

    // The store for the next step: 128-bit counts where the bound needs
    // them; compact slots on frontiers of `compact_from` states and more
    // until too many counts outgrow them (counts only grow along a sweep:
    // not again after that); else whole 64-bit entries. Compact slots save
    // memory, not time (the big counts' second table and the switch cost a
    // few percent on long thin boards, whose frontiers stay small).
    Store store_for(bool wide_counts, std::uint64_t compact_from) {
        outgrew |= big_counts * kFewBig > states;
        if (wide_counts) return Store::Wide;
        return kCompact && !outgrew && states >= compact_from ? Store::Small : Store::Narrow;
    }

    // fn(parts) on the parts of the current store.
    template <class Fn>
    decltype(auto) visit(Fn&& fn) {
        return store == Store::Small ? fn(small) : store == Store::Narrow ? fn(narrow) : fn(wide);
    }
};

template <class To, class From>
void convert(From& from, To& to) {
    using Count = typename To::value_type::CountType;
    std::uint64_t bytes = 0;
    for (const auto& part : from) bytes += part.bytes();
    To(from.size()).swap(to);
    for (std::size_t p = 0; p < from.size(); ++p) {
        to[p].reserve(from[p].size());
        for (std::size_t i = 0; i < from[p].size(); ++i) to[p].push_back(from[p].key(i), static_cast<Count>(from[p].count(i)));
        from[p].free(bytes >= kGiveBackFrom);
    }
}

// Moves the frontier's states into the store `to`.
template <class Key>
void switch_store(Frontier<Key>& f, Store to) {
    if (f.store == to) return;
    f.visit([&](auto& from) {
        if (to == Store::Small) convert(from, f.small);
        if (to == Store::Narrow) convert(from, f.narrow);
        if (to == Store::Wide) convert(from, f.wide);
    });
    f.store = to;
}

// The work of one step: the source frontier, split in chunks that threads
// take in turn (a source partition is freed once expanded, so the source
// shrinks as the step goes), and the tables its successors merge into.
template <class P>
struct StepWork {
    using Key = typename P::KeyType;
    using Count = typename P::CountType;
    struct Chunk {
        std::size_t part, begin, end;
        std::uint64_t upto;  // source entries in this chunk and the ones before it
    };
    static constexpr std::size_t kChunk = 2048;  // source entries a thread takes at once

    std::vector<P>& source;
    std::uint64_t budget;
    std::size_t partitions = 1;
    int partition_shift = 64;
    std::vector<Chunk> chunks;
    std::unique_ptr<std::atomic<std::size_t>[]> chunks_left;
    std::atomic<std::uint64_t> source_bytes{0};
    std::vector<Table<Key, Count, P::kCompact>> tables;
    std::atomic<std::uint64_t> table_bytes{0};
    std::size_t first_size = 0;  // states a table is first made for (0: as few as it needs)
    double done = 0;             // fraction of the source expanded when the tables next grow
    bool give_back = false;  // see kGiveBackFrom

    StepWork(std::vector<P>& src, std::uint64_t states, std::uint64_t budget_bytes, std::uint64_t buffer_bytes)
        : source(src), budget(budget_bytes), chunks_left(new std::atomic<std::size_t>[src.size()]) {
        // Partitions of about 128 K states, whose tables (2 MB and more) take
        // huge pages; yet 64 of them from a million states on, so that ranks
        // each merge a share.
        while (partitions < 4096 &&
               (partitions * 131072 < states || (partitions < 64 && partitions * 16384 < states)))
            partitions *= 2;
        partition_shift = 64 - __builtin_ctzll(partitions);
        for (const auto& part : source) source_bytes += part.bytes();
        give_back = source_bytes.load() >= kGiveBackFrom;
        std::uint64_t upto = 0;
        for (std::size_t p = 0; p < source.size(); ++p) {
            std::size_t count = 0;
            for (std::size_t b = 0; b < source[p].size(); b += kChunk, ++count) {
                const std::size_t end = std::min(source[p].size(), b + kChunk);
                upto += end - b;
                chunks.push_back({p, b, end, upto});
            }
            chunks_left[p].store(count);
            if (count == 0) release_source(p);
        }
        tables.resize(partitions);
        for (auto& table : tables) table.set_give_back(give_back);
        // Room for a quarter as many states as the last step had: the tables
        // grow as the source shrinks, so the two never peak together (half
        // holds more at the peak; an eighth grows too often).
        first_size = static_cast<std::size_t>(states / partitions / 4) + 1;
        const std::uint64_t want = tables[0].growth_bytes(first_size) * partitions;
        if (budget && want + source_bytes.load() + buffer_bytes > budget) first_size = 0;
    }
    // Notes how much of the source the chunks before `next` hold.
    void set_done(std::size_t next) {
        if (next > 0 && !chunks.empty())
            done = static_cast<double>(chunks[std::min(next, chunks.size()) - 1].upto) / chunks.back().upto;
    }
    std::size_t partition_of(std::uint64_t hash) const { return partitions == 1 ? 0 : hash >> partition_shift; }

    // Called once per chunk: the last chunk of a partition releases it.
    void chunk_done(const Chunk& ch) {
        if (chunks_left[ch.part].fetch_sub(1) == 1) release_source(ch.part);
    }
    void release_source(std::size_t p) {
        source_bytes -= source[p].bytes();
        source[p].free(give_back);
    }
    // Makes room in table p for `incoming` more entries; false when that would
    // pass the budget (with `other` bytes held besides the tables and source).
    bool make_room(std::size_t p, std::size_t incoming, std::uint64_t other) {
        auto& table = tables[p];
        if (table.bytes() == 0 && first_size > 0) {
            table.reserve(first_size);
            table_bytes += table.bytes();
        }
        const std::uint64_t bigger = table.growth_bytes(incoming, done);
        if (bigger == 0) return true;
        // Old and new arrays live together while rehashing.
        const std::uint64_t now = table_bytes.fetch_add(bigger) + bigger;
        if (budget && now + source_bytes.load() + other > budget) return false;
        const std::uint64_t old_slots = table.bytes() - table.side_bytes();
        table.grow_for(incoming, done);
        table_bytes -= old_slots;
        return true;
    }
    // Merges a round's buffer into table p; its big counts grow with it.
    template <class Buffer>
    void merge(std::size_t p, Buffer& buffer) {
        auto& table = tables[p];
        const std::uint64_t side = table.side_bytes();
        table.add_all(buffer.whole());
        if constexpr (P::kCompact) table.add_all(buffer.small());
        table_bytes += table.side_bytes() - side;
        buffer.clear();
    }
    struct Merge {
        std::uint64_t work;    // entries to insert, and to rehash where the table grows
        std::size_t part;
        std::size_t incoming;  // entries the threads' buffers hold for it
        bool operator>(const Merge& o) const { return work != o.work ? work > o.work : part > o.part; }
    };
    // This rank's partitions in the order the threads merge them: those whose
    // tables must grow first, the most work first, so that no thread is
    // left rehashing a table while the others wait.
    template <class Buffers>
    std::vector<Merge> merge_order(const Buffers& buffers, const FrontierExchange* exchange) const {
        std::vector<Merge> order;
        order.reserve(partitions);
        for (std::size_t p = 0; p < partitions; ++p) {
            if (!frontier::owns(exchange, p, partitions)) continue;  // another rank's
            std::size_t incoming = 0;
            for (const auto& per_thread : buffers) incoming += per_thread[p].size();
            const bool grows = tables[p].growth_bytes(incoming, done) > 0 || tables[p].bytes() == 0;
            order.push_back({incoming + (grows ? 2 * tables[p].size() + incoming : 0), p, incoming});
        }
        std::sort(order.begin(), order.end(), std::greater<>());
        return order;
    }
    std::uint64_t bytes(std::uint64_t other) const { return table_bytes.load() + source_bytes.load() + other; }
    std::uint64_t merged_states() const {
        std::uint64_t n = 0;
        for (const auto& t : tables) n += t.size();
        return n;
    }
};

std::string stopped_at(const SweepContext& ctx, std::size_t i) {
    return "square " + std::to_string(i + 1) + " of " + std::to_string(ctx.squares);
}

void over_budget(const SweepContext& ctx, std::size_t i, std::uint64_t states, CountResult& result) {
    result.state = CountState::Failed;
    result.message = "memory budget of " + gb(ctx.options.max_memory_bytes) + " exceeded at " + stopped_at(ctx, i) +
                     " with " + std::to_string(states) + " states before it (frontier width " +
                     std::to_string(ctx.plan.max_width) + ")";
}

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
            if (!work.make_room(p, order[n].incoming, held_bytes)) {
                over.store(true);
                break;
            }
            for (auto& per_thread : buffers) work.merge(p, per_thread[p]);
        }
    });
    return !over.load();
}

// Entries a thread holds before the threads merge them. The longer each
// partition's batch in a round, the more of its inserts find the table's
// lines already in cache. So a quarter of the step's source in all (this
// rank's share of it), at least 128 K a thread, and within a memory budget
// a tenth of it at most (less saves little memory and costs much time).
std::size_t buffer_limit(const SweepContext& ctx, std::uint64_t states, int threads, std::size_t entry_bytes) {
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
    for (auto& per_thread : buffers)
        for (auto& buffer : per_thread) buffer.reserve(share + share / 8 + 64);
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
        work.set_done(next_chunk.load());
        const bool over = !merge_buffers(ctx, work, buffers, threads, held_bytes);
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
    StepWork<P> work(source, states, ctx.options.max_memory_bytes, buffer_bytes);
    if (ctx.options.modulus != 0)
        for (auto& table : work.tables) table.set_modulus(ctx.options.modulus);
    if (!expand_together(ctx, i, kernel, work, threads, states, result)) return false;
    const bool packed = pack(work, threads, f);
    if (!packed && sizeof(Count) > 8 && ctx.past && ctx.past->wrap) {
        ctx.past->wrapped = true;  // counts modulo 2^128 from here
    } else if (!packed) {
        result.state = CountState::Failed;
        result.message = sizeof(Count) <= 8 ? "internal error: a 64-bit count wrapped although its bound fitted"
                         : ctx.past        ? ctx.past->refusal
                                           : kPast128Bits;
        return false;
    }
    result.peak_states = std::max<std::uint64_t>(result.peak_states, f.states);
    return true;
}

// Entries as a snapshot holds them (Entry, whatever the store), made a
// block at a time as the snapshot is written: for_each(emit) calls
// emit(key, count) for every state.
template <class Key, class Count, class ForEach>
FrontierSnapshot::EntryPieces pieces_of(ForEach for_each) {
    return [for_each](const std::function<void(std::string_view)>& piece) {
        std::vector<Entry<Key, Count>> block;
        const auto flush = [&] {
            piece({reinterpret_cast<const char*>(block.data()), block.size() * sizeof(block[0])});
            block.clear();
        };
        for_each([&](Key k, Count c) {
            block.push_back({k, c});
            if (block.size() == 65536) flush();
        });
        if (!block.empty()) flush();
    };
}

// The entries of every partition.
template <class P>
FrontierSnapshot::EntryPieces entry_pieces(const std::vector<P>& parts) {
    return pieces_of<typename P::KeyType, typename P::CountType>([&parts](const auto& emit) {
        for (const auto& part : parts)
            for (std::size_t i = 0; i < part.size(); ++i) emit(part.key(i), part.count(i));
    });
}

// Offers a frontier of `states` states before step `next_step` to the
// checkpoint hook; make_pieces() gives its entries when the hook wants it.
template <class MakePieces>
void offer_snapshot(const SweepContext& ctx, std::size_t next_step, std::uint64_t states, std::uint32_t key_bytes,
                    std::uint32_t count_bytes, MakePieces make_pieces) {
    const auto& hook = ctx.checkpoint;
    if (!hook.write || next_step >= ctx.plan.steps.size()) return;
    const std::uint64_t entry = key_bytes + count_bytes;
    if (hook.want &&
        !hook.want(CountProgress{static_cast<std::int64_t>(next_step), ctx.squares, states, states * entry}))
        return;
    FrontierSnapshot s = ctx.snapshot;
    s.next_step = next_step;
    s.key_bytes = key_bytes;
    s.count_bytes = count_bytes;
    s.states = states;
    s.entry_pieces = make_pieces();
    hook.write(s);
}

// Offers the frontier after a step to the checkpoint hook.
template <class Key>
void offer_checkpoint(const SweepContext& ctx, Frontier<Key>& f) {
    offer_snapshot(ctx, f.next_step, f.states, sizeof(Key), f.store == Store::Wide ? 16 : 8,
                   [&] { return f.visit([](const auto& parts) { return entry_pieces(parts); }); });
}

// Rebuilds a frontier from a snapshot made by this sweep: every key must
// be one the storage codec can have written.
template <class W, class Cd>
std::string restore(const SweepContext& ctx, const FrontierSnapshot& s, Frontier<typename Cd::KeyType>& f) {
    using Key = typename Cd::KeyType;
    if (s.key_bytes != sizeof(Key)) return "the checkpoint packs states in " + std::to_string(s.key_bytes) +
                                           " bytes, this count in " + std::to_string(sizeof(Key));
    if (s.next_step == 0 || s.next_step >= ctx.plan.steps.size()) return "the checkpoint's step is out of range";
    const int width = ctx.plan.steps[s.next_step].width_before;
    f.next_step = s.next_step;
    f.states = s.states;
    f.total = 0;
    const std::string_view bytes = s.entries.empty() ? std::string_view() : s.entries[0];
    const auto entry = [&](std::uint64_t i, auto count) {
        Entry<Key, decltype(count)> e;
        std::memcpy(static_cast<void*>(&e), bytes.data() + i * sizeof(e), sizeof(e));
        return e;
    };
    const bool wide = s.count_bytes == 16;
    // The store the sweep would have had: compact slots while few counts are big.
    for (std::uint64_t i = 0; i < s.states && !wide; ++i) f.big_counts += entry(i, std::uint64_t(0)).count >= frontier::kBigCount;
    f.store = f.store_for(wide, ctx.options.compact_from_states);
    return f.visit([&](auto& parts) -> std::string {
        parts.assign(1, {});
        parts[0].reserve(s.states);
        for (std::uint64_t i = 0; i < s.states; ++i) {
            const auto e = entry(i, typename std::remove_reference_t<decltype(parts)>::value_type::CountType(0));
            if (Cd::template encode<W>(Cd::template decode<W>(e.key, width), width) != e.key)
                return "the checkpoint holds a state this board cannot have";
            parts[0].push_back(e.key, e.count);
            f.total = saturating_add(f.total, static_cast<WideCount>(e.count));
        }
        return {};
    });
}

// Across ranks: all learn whether every rank finished the step, and the
// frontier's size and total become the whole frontier's (the count width
// and the partitions must be chosen alike on every rank).
template <class Key>
bool across_ranks(const SweepContext& ctx, bool ok, Frontier<Key>& f, CountResult& result) {
    FrontierExchange& ex = *ctx.exchange;
    if (!frontier::all_of_ranks(ex, ok)) {
        if (ok) {
            result.state = CountState::Failed;
            result.message = "another rank stopped the count";
        }
        return false;
    }
    f.total = frontier::sum_over_ranks(ex, f.total);
    f.states = static_cast<std::uint64_t>(frontier::sum_over_ranks(ex, f.states));
    f.big_counts = static_cast<std::uint64_t>(frontier::sum_over_ranks(ex, f.big_counts));
    result.peak_states = std::max(result.peak_states, f.states);
    return true;
}

// Along a periodic stretch the counter adds counts along successor lists
// it found once (frontier_periodic.h) while that pays: while at most one
// state in kRebuildShare of a period after the first needs its successors
// found anew, and within the memory the lists may take.
constexpr std::uint64_t kRebuildShare = 4;
// The lists take about 70 bytes a state of each phase, against 16 to 24
// bytes a state of one frontier: without a budget they may take this much
// (a quarter of it in a 32-bit address space: the page's WebAssembly).
constexpr std::uint64_t kPeriodicBytes = std::uint64_t(sizeof(void*) >= 8 ? 1024 : 256) << 20;
constexpr std::uint64_t kBytesPerPhaseState = 70;

// What the lists may take: within a budget, half of it.
std::uint64_t periodic_room(const SweepContext& ctx) {
    const std::uint64_t budget = ctx.options.max_memory_bytes;
    return budget ? std::min(budget / 2, kPeriodicBytes) : kPeriodicBytes;
}

// Worth starting before step i when two whole periods lie ahead in the
// stretch and the frontier has about stopped growing: it at most doubled
// over the last period (`before`: the states before each step). Sooner,
// most states are new each period, and finding a state's successors costs
// about twice a plain step's work on it.
bool periodic_pays(const SweepContext& ctx, const PeriodicStretch& stretch, std::size_t i,
                   const std::vector<std::uint64_t>& before) {
    const std::size_t p = stretch.period;
    const std::uint64_t room = periodic_room(ctx);
    return ctx.options.periodic && !ctx.exchange && i >= stretch.begin && i >= p && i + 2 * p <= stretch.end &&
           before[i] <= 2 * before[i - p] && before[i] * kBytesPerPhaseState * p < room;
}

// Offers the periodic sweep's frontier (128-bit counts) to the checkpoint hook.
template <class W, class Cd>
void offer_periodic_checkpoint(const SweepContext& ctx, const frontier::PeriodicSweep<W, Cd>& ps,
                               std::size_t next_step, std::uint64_t states) {
    using Key = typename Cd::KeyType;
    offer_snapshot(ctx, next_step, states, sizeof(Key), 16, [&] {
        return pieces_of<Key, WideCount>([&ps](const auto& emit) { ps.for_each(emit); });
    });
}

// Moves the frontier's states into the periodic sweep, before f.next_step.
template <class W, class Cd>
void load_periodic(frontier::PeriodicSweep<W, Cd>& ps, Frontier<typename Cd::KeyType>& f, bool wrapped) {
    std::vector<typename Cd::KeyType> keys;
    std::vector<WideCount> counts;
    keys.reserve(f.states);
    counts.reserve(f.states);
    f.visit([&](auto& parts) {
        for (auto& part : parts) {
            for (std::size_t g = 0; g < part.size(); ++g) {
                keys.push_back(part.key(g));
                counts.push_back(static_cast<WideCount>(part.count(g)));
            }
            part.free();
        }
    });
    ps.start(f.next_step, keys, counts, wrapped ? kSaturated : f.total);  // modulo 2^128: 128-bit
}

// Hands the periodic sweep's frontier back in 128-bit entries (the next
// step narrows them where the bound allows).
template <class W, class Cd>
void take_periodic(const frontier::PeriodicSweep<W, Cd>& ps, std::uint64_t states, Frontier<typename Cd::KeyType>& f) {
    f.store = Store::Wide;
    f.wide.assign(1, {});
    f.wide[0].reserve(states);
    f.states = f.big_counts = 0;
    f.total = 0;
    ps.for_each([&](typename Cd::KeyType k, WideCount c) {
        f.wide[0].push_back(k, c);
        ++f.states;
        f.big_counts += c >= frontier::kBigCount;
        f.total = saturating_add(f.total, c);
    });
}

// Double counts are scaled by 2^-kFloatShift whenever their sum passes
// 2^kFloatShift: sums stay far inside the double's range, and a count too
// small to keep after many scalings is far below the total's rounding.
constexpr int kFloatShift = 512;

// Double counts (kFloatCounts) of the frontier: scaled when their sum
// passes 2^kFloatShift. Returns the shift made, or 0.
template <class Key>
int rescale_floats(Frontier<Key>& f) {
    return f.visit([](auto& parts) {
        double sum = 0;
        for (const auto& part : parts)
            for (std::size_t i = 0; i < part.size(); ++i) sum += frontier::float_of(part.count(i));
        if (!(sum > std::ldexp(1.0, kFloatShift))) return 0;
        for (auto& part : parts)
            for (std::size_t i = 0; i < part.size(); ++i)
                part.set_count(i, frontier::float_bits(std::ldexp(frontier::float_of(part.count(i)), -kFloatShift)));
        return kFloatShift;
    });
}

// Runs the steps of a periodic stretch from f.next_step while it pays.
// False with `result` filled in when the count stops.
template <class W, class Cd>
bool sweep_periodic(const SweepContext& ctx, const PeriodicStretch& stretch, Frontier<typename Cd::KeyType>& f,
                    const std::vector<std::uint64_t>& before, CountResult& result) {
    frontier::PeriodicSweep<W, Cd> ps(ctx.plan.steps, stretch, ctx.paths, ctx.plan.bipartite);
    ps.set_modulus(ctx.options.modulus);
    const bool float_counts = ctx.options.modulus == frontier::kFloatCounts;
    for (std::size_t i = f.next_step; i < f.next_step + stretch.period; ++i) ps.expect(i, before[i - stretch.period]);
    load_periodic(ps, f, ctx.past && ctx.past->wrapped);
    const std::size_t first = f.next_step;
    std::uint64_t uses = 0, builds = 0, states = f.states;
    for (std::size_t i = first; i < stretch.end; ++i) {
        if (ctx.cancel.load()) {
            result.state = CountState::Cancelled;
            result.message = "cancelled at " + stopped_at(ctx, i);
            return false;
        }
        const std::uint64_t branching = ps.branching();
        if (float_counts && ctx.past) ctx.past->float_scale += ps.rescale_floats(kFloatShift);
        if (!ps.step()) {
            if (!ctx.past || !ctx.past->wrap) {
                result.state = CountState::Failed;
                result.message = ctx.past ? ctx.past->refusal : kPast128Bits;
                return false;
            }
            ctx.past->wrapped = true;  // counts modulo 2^128 from here
        }
        // The sweep sums its counts while they are 64-bit; past that the bound grows by the branching.
        if (ctx.past) ctx.past->track(branching, !ctx.past->wrapped && ps.narrow(), ps.narrow_total());
        states = ps.live();
        f.next_step = i + 1;
        const std::uint64_t bytes = ps.bytes();
        result.peak_states = std::max(result.peak_states, states);
        result.peak_memory_bytes = std::max(result.peak_memory_bytes, bytes);
        if (ctx.progress) ctx.progress(CountProgress{static_cast<std::int64_t>(i + 1), ctx.squares, states, bytes});
        offer_periodic_checkpoint(ctx, ps, i + 1, states);
        uses += ps.uses();
        builds += ps.builds();
        if (bytes > periodic_room(ctx)) break;  // the lists outgrew their room
        if ((i + 1 - first) % stretch.period == 0) {
            // After the first period, stop where a period found too many states anew.
            if (i + 1 - first > stretch.period && builds * kRebuildShare > uses) break;
            uses = builds = 0;
        }
    }
    take_periodic(ps, states, f);
    return true;
}

// The sweep for one word width W (the kernel's) and storage codec. Counts
// are 64-bit while a bound on every count fits, 128-bit from where it does not.
template <class W, class Cd>
CountResult sweep(const SweepContext& ctx, CountResult result) {
    using Key = typename Cd::KeyType;
    const auto& steps = ctx.plan.steps;
    Frontier<Key> f;
    f.visit([&](auto& parts) {
        parts.assign(1, {});
        const bool one_is_float = ctx.options.modulus == frontier::kFloatCounts;
        if (!ctx.exchange || ctx.exchange->rank() == 0)  // rank 0 alone starts
            parts[0].push_back(Key(0), one_is_float ? frontier::float_bits(1.0) : 1);
    });
    if (ctx.resume) {
        if (std::string error = restore<W, Cd>(ctx, *ctx.resume, f); !error.empty()) {
            result.state = CountState::Failed;
            result.message = error;
            return result;
        }
    }
    const PeriodicStretch stretch = find_periodic_stretch(ctx.plan);
    bool periodic = stretch.is_long();
    std::vector<std::uint64_t> before(steps.size(), 0);  // states before each step
    for (std::size_t i = f.next_step; i < steps.size(); ++i) {
        before[i] = f.states;
        if (periodic && periodic_pays(ctx, stretch, i, before)) {
            periodic = false;  // once: it stops for good where it stops paying
            if (!sweep_periodic<W, Cd>(ctx, stretch, f, before, result)) return result;
            if ((i = f.next_step) == steps.size()) break;
        }
        const Kernel<W, Cd> kernel(steps[i], ctx.paths, ctx.plan.bipartite, i + 1 == steps.size());
        // Residues modulo a prime below 2^62 always fit 64 bits; counts
        // modulo 2^128 (past 128 bits) stay 128-bit.
        const bool wrapped = ctx.past && ctx.past->wrapped;
        const bool wide = ctx.options.modulus == 0 && (ctx.options.wide_counts || wrapped ||
                                                       saturating_mul(f.total, kernel.branching()) >= kNarrowLimit);
        const bool float_counts = ctx.options.modulus == frontier::kFloatCounts;
        switch_store(f, f.store_for(wide, float_counts ? ~std::uint64_t(0) : ctx.options.compact_from_states));
        bool ok = f.visit([&](auto& parts) { return step(ctx, i, kernel, parts, f, result); });
        if (ctx.exchange) ok = across_ranks(ctx, ok, f, result);
        if (!ok) return result;
        if (float_counts && ctx.past) ctx.past->float_scale += rescale_floats(f);
        else if (ctx.past) ctx.past->track(kernel.branching(), !ctx.past->wrapped, f.total);
        f.next_step = i + 1;
        if (ctx.progress) {
            const std::uint64_t bytes = f.visit([](const auto& parts) {
                std::uint64_t sum = 0;
                for (const auto& part : parts) sum += part.bytes();
                return sum;
            });
            ctx.progress(CountProgress{static_cast<std::int64_t>(i + 1), ctx.squares, f.states, bytes});
        }
        offer_checkpoint(ctx, f);
    }
    // Only the empty frontier (key 0) survives the last step.
    result.count = f.total;
    result.state = CountState::Done;
    return result;
}

// Picks the kernel word and the storage codec.
CountResult sweep_for_layout(const SweepContext& ctx, KeyLayout layout, CountResult result) {
    using u64 = std::uint64_t;
    using u128 = unsigned __int128;
    const int layout_width = ctx.plan.max_width, stored = ctx.plan.max_stored;
    // Base 11 holds every code of 17 stored slots, and of 18 for cycles
    // (fewer labels); base 12 of 17 (see frontier_kernel.h).
    const bool base11_fits = stored <= 17 || (stored <= 18 && !ctx.paths);
    switch (layout) {
        case KeyLayout::Auto: break;
        case KeyLayout::Wide16: return sweep<u128, Codec<u128, 16>>(ctx, std::move(result));
        case KeyLayout::Base12:
            if (stored <= 17) return sweep<u128, Codec<u64, 12>>(ctx, std::move(result));
            break;
        case KeyLayout::Base11:
            if (base11_fits) return sweep<u128, Codec<u64, 11>>(ctx, std::move(result));
            break;
    }
    if (layout_width <= 16) return sweep<u64, Codec<u64, 16>>(ctx, std::move(result));
    if (stored <= 16) return sweep<u128, Codec<u64, 16>>(ctx, std::move(result));
    if (base11_fits) return sweep<u128, Codec<u64, 11>>(ctx, std::move(result));
    return sweep<u128, Codec<u128, 16>>(ctx, std::move(result));
}

}  // namespace

FrontierCounter::FrontierCounter(const Board& board, CountOptions options)
    : board_(board), options_(std::move(options)) {}

int FrontierCounter::frontier_width() const { return make_frontier_plan(board_, options_).max_width; }

std::string FrontierCounter::resume_from(std::string bytes) {
    resume_bytes_ = std::move(bytes);
    resume_.reset();
    FrontierSnapshot s;
    if (std::string error = parse_frontier_snapshot(resume_bytes_, s); !error.empty()) return error;
    const std::string here = frontier_description(board_, options_);
    if (s.description != here) return "the checkpoint is for " + s.description + ", not " + here;
    if (options_.kind != CountKind::Open && s.phase != 0) return "the checkpoint is for another count (phase)";
    resume_ = std::make_unique<FrontierSnapshot>(std::move(s));
    return {};
}

CountResult FrontierCounter::run() {
    const auto t0 = std::chrono::steady_clock::now();
    CountResult result = begin_count(board_, options_, "frontier");
    if (result.state != CountState::Ready) return result;
    if (exchange_ && (checkpoint_.write || resume_)) {
        result.state = CountState::Failed;
        result.message = "a count spread over ranks saves no checkpoints";
        return result;
    }
    const std::int64_t n = board_.square_count();
    const WideCount factor = (options_.directed && n >= 2) ? 2 : 1;
    if (options_.kind == CountKind::Open) {
        // Paths whose ends are a move apart are exactly closed tours with one
        // link removed (n per tour), or, on two squares, the single path.
        const bool second_phase = resume_ && resume_->phase == 1;
        CountResult paths;
        if (second_phase) {
            paths.state = CountState::Done;
            paths.count = resume_->earlier;
        } else {
            paths = run_kind(CountKind::Paths, 0, 0);
            if (paths.state != CountState::Done) return paths;
        }
        CountResult closed = run_kind(CountKind::Closed, 1, paths.count);
        if (closed.state != CountState::Done) return closed;
        result = paths;
        if (n == 2) result.count = 0;
        else if (paths.past_128 || closed.past_128) set_count(result, exact_count(paths) -= exact_count(closed).mul_small(n));
        else result.count = paths.count - closed.count * static_cast<WideCount>(n);
        result.peak_states = std::max(paths.peak_states, closed.peak_states);
        result.peak_memory_bytes = std::max(paths.peak_memory_bytes, closed.peak_memory_bytes);
        result.frontier_width = std::max(paths.frontier_width, closed.frontier_width);
    } else {
        // Paths between two ends: the cycles through the virtual link between
        // them (frontier_plan.cpp); on two squares, the one move if it is one.
        result = run_kind(options_.ends ? CountKind::Closed : options_.kind, 0, 0);
        if (options_.ends && n == 2) result.count = board_.is_move(options_.ends->first, options_.ends->second) ? 1 : 0;
    }
    if (factor == 2 && (result.past_128 || result.count >> 127)) set_count(result, exact_count(result).mul_small(2));
    else result.count *= factor;
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return result;
}

CountResult FrontierCounter::run_kind(CountKind kind, std::uint32_t phase, WideCount earlier) {
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
    FrontierSnapshot snapshot;
    snapshot.fingerprint = frontier_fingerprint(board_, options_, kind, plan.order);
    snapshot.description = frontier_description(board_, options_);
    snapshot.phase = phase;
    snapshot.earlier = earlier;
    const FrontierSnapshot* resume = resume_ && resume_->phase == phase ? resume_.get() : nullptr;
    if (resume && resume->fingerprint != snapshot.fingerprint) {
        result.state = CountState::Failed;
        result.message = "the checkpoint was made with another sweep order or constraints";
        return result;
    }
    // Counts that pass 128 bits go on modulo 2^128; where they cannot, the
    // count stops at that step and says why.
    Past128 past;
    past.wrap = !exchange_ && !checkpoint_.write && !resume;
    past.refusal = std::string("the count passes 128 bits (above 3.4e38); such counts take several sweeps, which ") +
                   (exchange_ ? "cannot be spread over ranks yet: count on one rank"
                              : "save no checkpoints yet: count without a checkpoint");
    const SweepContext ctx{plan, paths, n, options_, cancel_, progress_, checkpoint_, snapshot, resume, exchange_, &past};
    result = sweep_for_layout(ctx, options_.key_layout, result);
    if (result.state != CountState::Done || (!past.wrapped && options_.residue_bits == 0)) return result;
    return count_by_residues(plan, paths, past.log2_bound, result);
}

// The count past 128 bits: its low 128 bits (from the sweep that wrapped)
// joined with its residues modulo primes below 2^62, one sweep each, by the
// Chinese remainder theorem; as many primes as the product needs to exceed
// a bound on the count. The bound: the sweep that wrapped gives one
// (Past128); where it would take three primes or more, a sweep in doubles
// gives the count within a factor 1 + 2^-12 or so (rounding of at most 2^40
// additions a count), and a bound two bits above it. Tests (residue_bits)
// use smaller primes and no low 128 bits.
CountResult FrontierCounter::count_by_residues(const FrontierPlan& plan, bool paths, double log2_bound,
                                               CountResult result) {
    const auto bits_of = [](double log2) { return static_cast<int>(std::ceil(std::max(log2, 0.0))) + 2; };
    int bits = bits_of(log2_bound);
    const bool test = options_.residue_bits != 0;
    const int prime_bits = test ? options_.residue_bits : 62;
    const auto primes_for = [&](int b) { return std::max(0, b - (test ? 0 : 128)) / (prime_bits - 1) + 1; };
    const CheckpointHook no_checkpoint;
    const FrontierSnapshot no_snapshot;
    const std::int64_t squares = board_.square_count();
    if (test || primes_for(bits) >= 3) {
        CountOptions options = options_;
        options.modulus = frontier::kFloatCounts;
        Past128 scale;
        const SweepContext ctx{plan,        paths,   squares,   options, cancel_, progress_, no_checkpoint,
                               no_snapshot, nullptr, exchange_, &scale};
        const CountResult r = sweep_for_layout(ctx, options_.key_layout, result);
        if (r.state != CountState::Done) return r;
        const double estimate = frontier::float_of(static_cast<std::uint64_t>(r.count));
        if (std::isfinite(estimate)) bits = std::min(bits, bits_of(std::log2(estimate) + scale.float_scale));
    }
    CrtJoin join = test ? CrtJoin() : CrtJoin(result.count);
    const auto primes = count_primes(static_cast<std::size_t>(primes_for(bits) + 1), prime_bits);
    for (std::size_t k = 0; join.modulus_bits() <= bits; ++k) {
        CountOptions options = options_;
        options.modulus = primes.at(k);
        const SweepContext ctx{plan,        paths,   squares,   options, cancel_, progress_, no_checkpoint,
                               no_snapshot, nullptr, exchange_, nullptr};
        CountResult r = sweep_for_layout(ctx, options_.key_layout, result);
        if (r.state != CountState::Done) return r;
        join.add(static_cast<std::uint64_t>(r.count), options.modulus);
        result.peak_states = std::max(result.peak_states, r.peak_states);
        result.peak_memory_bytes = std::max(result.peak_memory_bytes, r.peak_memory_bytes);
    }
    set_count(result, join.value());
    if (join.value().bit_length() > bits) {
        result.state = CountState::Failed;
        result.message = "internal error: the count joined from residues exceeds its bound";
    }
    return result;
}

}  // namespace kt
