// The work of one sweep step: the source in chunks for the threads, and the
// partitions' tables its successors merge into, within a memory budget.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "core/resident_limit.h"
#include "count/frontier_spread.h"
#include "count/frontier_store.h"

namespace kt::frontier {

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
    bool give_back = false;  // see gives_back
    ResidentLimit resident;  // the budget on what the process holds, where the front end can tell

    // `exchange`: the other ranks, whose partitions this rank does not merge (or null).
    StepWork(std::vector<P>& src, std::uint64_t states, std::uint64_t budget_bytes, std::uint64_t buffer_bytes,
             ResidentLimit::Probe resident_bytes = {}, const FrontierExchange* exchange = nullptr)
        : source(src), budget(budget_bytes), chunks_left(new std::atomic<std::size_t>[src.size()]),
          resident(std::move(resident_bytes), budget_bytes) {
        // Partitions of about 128 K states, whose tables (2 MB and more) take
        // huge pages; yet 64 of them from a million states on, so that ranks
        // each merge a share.
        while (partitions < 4096 &&
               (partitions * 131072 < states || (partitions < 64 && partitions * 16384 < states)))
            partitions *= 2;
        partition_shift = 64 - __builtin_ctzll(partitions);
        for (const auto& part : source) source_bytes += part.bytes();
        give_back = gives_back(source_bytes.load(), budget, resident.watches(), heap_held_bytes);
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
        std::size_t owned = 0;
        for (std::size_t p = 0; p < partitions; ++p) owned += frontier::owns(exchange, p, partitions);
        const std::uint64_t want = Table<Key, Count, P::kCompact>::reserve_bytes(first_size) * owned;
        if (budget && want + source_bytes.load() + buffer_bytes > budget) first_size = 0;
        if (first_size > 0 && !resident.admits(want)) first_size = 0;
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
            resident.taken(table.reserve_bytes(first_size));
        }
        const std::uint64_t bigger = table.growth_bytes(incoming, done);
        if (bigger == 0) return true;
        // Old and new arrays live together while rehashing.
        const std::uint64_t now = table_bytes.fetch_add(bigger) + bigger;
        if (budget && now + source_bytes.load() + other > budget) return false;
        if (!resident.admits(bigger)) return false;
        const std::uint64_t old_slots = table.bytes() - table.side_bytes();
        table.grow_for(incoming, done);
        table_bytes -= old_slots;
        resident.taken(bigger);
        return true;
    }
    // Merges a round's buffer into table p; its big counts grow with it.
    // False when they grew past the budget.
    template <class Buffer>
    bool merge(std::size_t p, Buffer& buffer) {
        auto& table = tables[p];
        const std::uint64_t side = table.side_bytes();
        table.add_all(buffer.whole());
        if constexpr (P::kCompact) table.add_all(buffer.small());
        table_bytes += table.side_bytes() - side;
        // The big counts' new array; the old one stays with the heap.
        const bool fit = table.side_bytes() == side || resident.take(table.side_bytes());
        buffer.clear();
        return fit;
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

}  // namespace kt::frontier
