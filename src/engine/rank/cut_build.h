// Builds a cut tour table: every layer's completion counts, as the table in
// memory has them (completion_layers.h), but with only the cut layers kept,
// in the store, so 8x8 fits a machine: its layers hold 3.6 billion states.
//
// Two passes, as the in-memory build: forward, each layer's states from the
// one before (the counter's kernel; split by hash into buckets, each a key
// set), written to the store as it is made; backward, from the last layer,
// each layer's completions from the next layer's map, the cut layers' live
// states written sorted. Only two layers are in memory at once; the
// threads split each layer's states (expanding) and buckets (gathering).
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "core/thread_team.h"
#include "rank/completion_map.h"
#include "rank/cut_manifest.h"
#include "rank/cut_sweep.h"
#include "rank/key_set.h"
#include "rank/table_hash.h"
#include "rank/table_store.h"
#include "rank/table_types.h"
#include "rank/table_budget.h"

namespace kt {

template <class W, class C>
class CutBuild {
public:
    using Key = typename C::KeyType;

    CutBuild(const CutSweep<W, C>& sweep, TableStore& store, const TableLimits& limits)
        : sweep_(sweep), store_(store), limits_(limits), threads_(std::max(1, limits.threads)), team_(threads_) {}

    // Writes every cut and then the manifest; returns the manifest. A build
    // that fails (a full disk, the budget, a cancel, a count past 64 bits)
    // removes what it wrote (the spilled layers: on 8x8 up to 26 GB) before
    // the error goes on.
    CutManifest run(std::uint64_t fingerprint) {
        try {
            forward();
            CutManifest m;
            m.fingerprint = fingerprint;
            m.key_bytes = sizeof(Key);
            m.steps = static_cast<std::uint32_t>(sweep_.layers());
            m.total = backward(m);
            store_.write(sweep_.manifest_name(), write_cut_manifest(m), false);
            return m;
        } catch (...) {
            for (std::size_t i = 0; i < sweep_.layers(); ++i) {
                try {
                    store_.remove(sweep_.layer_name(i));
                    if (sweep_.cut[i]) store_.remove(sweep_.cut_name(i));
                } catch (...) {  // the first error is the one to report
                }
            }
            throw;
        }
    }

private:
    using Map = CompletionMap<Key, std::uint64_t>;
    static constexpr std::size_t kChunk = std::size_t(1) << 20;  // states expanded between gatherings

    // Within the budget with `more` bytes about to be taken besides held_.
    void check(std::size_t layer, std::uint64_t more = 0) const {
        if (limits_.cancel && limits_.cancel->load(std::memory_order_relaxed)) throw RankError("cancelled");
        if (past_budget(limits_, held_, more)) throw over_budget(limits_, layer, sweep_.layers());
    }
    void report(bool forward, std::size_t layer, std::uint64_t states) const {
        if (limits_.progress) limits_.progress(TableProgress{forward, layer, sweep_.layers(), states, held_});
    }
    static std::string_view bytes_of(const Key* keys, std::size_t n) {
        return {reinterpret_cast<const char*>(keys), n * sizeof(Key)};
    }

    void forward() {
        std::vector<Key> layer{Key(0)};
        for (std::size_t i = 0; i < sweep_.layers(); ++i) {
            store_.write(sweep_.layer_name(i), bytes_of(layer.data(), layer.size()), false);
            report(true, i, layer.size());
            if (i + 1 == sweep_.layers()) break;
            layer = next_layer(i, layer);
        }
    }

    // The states after step `i`, each once: successors go by hash into
    // buckets, each gathered in a key set of its own (a few hundred KB,
    // near the cache), chunk by chunk; each thread gathers its own buckets.
    // The budget is checked before the sets grow and before the layer is
    // copied out, the steps that take the most at once.
    std::vector<Key> next_layer(std::size_t i, const std::vector<Key>& from) {
        int bits = 0;
        while (bits < 12 && (from.size() >> bits) > (std::size_t(1) << 15)) ++bits;
        const std::size_t buckets = std::size_t(1) << bits;
        std::vector<KeySet<Key>> sets(buckets);
        Buffers buf(threads_, std::vector<std::vector<Key>>(buckets));
        for (std::size_t start = 0; start < from.size(); start += kChunk) {
            const std::size_t end = std::min(from.size(), start + kChunk);
            team_.run(threads_, [&](int t) {
                const std::size_t a = start + (end - start) * t / threads_, b = start + (end - start) * (t + 1) / threads_;
                for (std::size_t s = a; s < b; ++s)
                    sweep_.kernels[i].expand(from[s], [&](Key k) { buf[t][table_part(k, bits)].push_back(k); });
            });
            // Old and new slots live together while a set grows.
            std::uint64_t growth = 0;
            for (std::size_t b = 0; b < buckets; ++b) growth += sets[b].bytes_for(waiting(buf, b));
            held_ = layer_bytes(from, sets) + buffer_bytes(buf);
            check(i + 1, growth);
            team_.run(threads_, [&](int t) {
                for (std::size_t b = static_cast<std::size_t>(t); b < buckets; b += threads_) {
                    sets[b].make_room(waiting(buf, b));
                    for (auto& per_thread : buf) {
                        std::vector<Key>& keys = per_thread[b];
                        sets[b].add_all(keys.data(), keys.size());
                        keys.clear();
                    }
                }
            });
        }
        Buffers().swap(buf);
        std::size_t total = 0;
        for (const auto& set : sets) total += set.size();
        held_ = layer_bytes(from, sets);
        check(i + 1, total * sizeof(Key));
        std::vector<Key> out;
        out.reserve(total);  // no copy on growth: 3.4 GB at 8x8's widest layer
        for (auto& set : sets) {
            const std::vector<Key> keys = set.take();
            out.insert(out.end(), keys.begin(), keys.end());
        }
        return out;
    }
    // Successors waiting in the threads' buffers, bucket by bucket.
    using Buffers = std::vector<std::vector<std::vector<Key>>>;
    static std::size_t waiting(const Buffers& buf, std::size_t bucket) {
        std::size_t n = 0;
        for (const auto& per_thread : buf) n += per_thread[bucket].size();
        return n;
    }
    static std::uint64_t buffer_bytes(const Buffers& buf) {
        std::uint64_t bytes = 0;
        for (const auto& per_thread : buf)
            for (const auto& keys : per_thread) bytes += keys.capacity() * sizeof(Key);
        return bytes;
    }
    static std::uint64_t layer_bytes(const std::vector<Key>& from, const std::vector<KeySet<Key>>& sets) {
        std::uint64_t bytes = from.size() * sizeof(Key);
        for (const auto& set : sets) bytes += set.bytes();
        return bytes;
    }

    // Each layer's completions from the next one's map, from the last layer
    // back; returns the total (layer 0's one state).
    u128 backward(CutManifest& m) {
        Map next;
        for (std::size_t i = sweep_.layers(); i-- > 0;) {
            const std::string_view blob = store_.read(sweep_.layer_name(i)).value();
            const Key* keys = reinterpret_cast<const Key*>(blob.data());
            const std::size_t n = blob.size() / sizeof(Key);
            std::vector<std::uint64_t> counts(n);
            held_ = next.bytes() + n * sizeof(std::uint64_t);
            check(i);
            team_.run(threads_, [&](int t) { count_range(i, keys, n * t / threads_, n * (t + 1) / threads_, next, counts); });
            report(false, i, n);
            if (i == 0) {
                store_.remove(sweep_.layer_name(0));
                std::reverse(m.cuts.begin(), m.cuts.end());
                return n ? counts[0] : 0;
            }
            next = Map();
            // The counts, the map at most (every state live) and its list of live states.
            held_ = n * sizeof(std::uint64_t) + Map::bytes_for(n) + n * 8;
            check(i);
            next = Map::of_live(keys, counts.data(), n, nullptr, team_);
            if (sweep_.cut[i]) m.cuts.push_back({static_cast<std::uint32_t>(i), write_cut(i, keys, counts)});
            store_.remove(sweep_.layer_name(i));
        }
        return 0;
    }

    // Completions of states [a, b) of layer `i`, in batches: a batch's
    // successors all expanded and prefetched, then summed, so the map's
    // cache misses overlap.
    void count_range(std::size_t i, const Key* keys, std::size_t a, std::size_t b, const Map& next,
                     std::vector<std::uint64_t>& counts) const {
        constexpr std::size_t kBatch = 32;
        const bool last = i + 1 == sweep_.layers();
        std::vector<Key> succ;
        std::vector<std::uint32_t> ends;
        for (std::size_t s = a; s < b; s += kBatch) {
            const std::size_t e = std::min(b, s + kBatch);
            succ.clear();
            ends.clear();
            for (std::size_t j = s; j < e; ++j) {
                sweep_.kernels[i].expand(keys[j], [&](Key k) { succ.push_back(k); });
                ends.push_back(static_cast<std::uint32_t>(succ.size()));
            }
            if (!last)
                for (Key k : succ) next.prefetch(k);
            for (std::size_t j = s, at = 0; j < e; ++j) {
                std::uint64_t sum = 0;
                for (; at < ends[j - s]; ++at) {
                    const std::uint64_t c = last ? 1 : static_cast<std::uint64_t>(next.find(succ[at]).value_or(0));
                    // Counts on disk are 64-bit: past that, the table of any width, in memory, numbers them.
                    if (__builtin_add_overflow(sum, c, &sum)) throw RankTooWide();
                }
                counts[j] = sum;
            }
            if (((s - a) & 65535) == 0 && limits_.cancel && limits_.cancel->load(std::memory_order_relaxed))
                throw RankError("cancelled");
        }
    }

    // Writes cut `i`'s live states, sorted by key; returns how many.
    std::uint64_t write_cut(std::size_t i, const Key* keys, const std::vector<std::uint64_t>& counts) {
        std::vector<std::pair<Key, std::uint64_t>> live;
        for (std::size_t j = 0; j < counts.size(); ++j)
            if (counts[j]) live.emplace_back(keys[j], counts[j]);
        std::sort(live.begin(), live.end());
        const std::string name = sweep_.cut_name(i);
        std::vector<Key> ks;
        std::vector<std::uint64_t> cs;
        store_.write(name, {}, false);
        for (std::size_t at = 0; at < live.size(); at += kChunk) {  // keys, then counts, in pieces
            ks.clear();
            for (std::size_t j = at; j < std::min(live.size(), at + kChunk); ++j) ks.push_back(live[j].first);
            store_.write(name, bytes_of(ks.data(), ks.size()), true);
        }
        for (std::size_t at = 0; at < live.size(); at += kChunk) {
            cs.clear();
            for (std::size_t j = at; j < std::min(live.size(), at + kChunk); ++j) cs.push_back(live[j].second);
            store_.write(name, {reinterpret_cast<const char*>(cs.data()), cs.size() * sizeof(std::uint64_t)}, true);
        }
        return live.size();
    }

    const CutSweep<W, C>& sweep_;
    TableStore& store_;
    const TableLimits& limits_;
    int threads_;
    ThreadTeam team_;
    std::uint64_t held_ = 0;  // bytes of the big arrays, for the budget
};

}  // namespace kt
