// A sweep's checkpoints: its frontier offered to the checkpoint hook between
// steps, and rebuilt from a snapshot to resume.
#pragma once

#include <cstring>
#include <exception>
#include <stdexcept>
#include <functional>
#include <string>
#include <type_traits>
#include <vector>

#include "count/frontier_kernel.h"
#include "count/frontier_snapshot.h"
#include "count/frontier_spread.h"
#include "count/frontier_store.h"
#include "count/frontier_sweep_context.h"
#include "count/frontier_table.h"

namespace kt::frontier {

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

// How many states the partitions hold (this rank's, over ranks).
template <class P>
std::uint64_t held_states(const std::vector<P>& parts) {
    std::uint64_t n = 0;
    for (const auto& part : parts) n += part.size();
    return n;
}

// Runs f; over ranks, every rank then learns whether all succeeded, and
// where one threw, all throw (its own error, or that another rank failed).
template <class F>
void on_every_rank(const SweepContext& ctx, F&& f) {
    if (!ctx.exchange) return f();
    std::exception_ptr failed;
    try {
        f();
    } catch (...) {
        failed = std::current_exception();
    }
    if (all_of_ranks(*ctx.exchange, !failed)) return;
    if (failed) std::rethrow_exception(failed);
    throw std::runtime_error("another rank could not save its checkpoint");
}

// Offers a frontier of about `states` states (on all ranks) before step
// `next_step` to the checkpoint hook; make_pieces() gives this rank's
// entries when the hook wants them, and entries() their number. Over
// ranks, rank 0 decides whether to save, and no rank commits its save
// before every rank has written one (a rank that fails to write stops all).
template <class MakePieces, class Entries>
void offer_snapshot(const SweepContext& ctx, std::size_t next_step, std::uint64_t states, std::uint32_t key_bytes,
                    std::uint32_t count_bytes, MakePieces make_pieces, Entries entries) {
    const auto& hook = ctx.checkpoint;
    if (!hook.write || next_step >= ctx.plan.steps.size()) return;
    const std::uint64_t entry = key_bytes + count_bytes;
    bool want = !hook.want ||
                hook.want(CountProgress{static_cast<std::int64_t>(next_step), ctx.squares, states, states * entry});
    if (ctx.exchange) want = rank0_says(*ctx.exchange, want);
    if (!want) return;
    FrontierSnapshot s = ctx.snapshot;
    if (ctx.past && ctx.options.modulus == 0) {  // the first sweep's bound so far
        s.wrapped = ctx.past->wrapped;
        s.log2_bound = ctx.past->log2_bound;
    }
    if (ctx.past && ctx.options.modulus == kFloatCounts) s.float_scale = ctx.past->float_scale;
    s.next_step = next_step;
    s.key_bytes = key_bytes;
    s.count_bytes = count_bytes;
    s.states = entries();
    s.entry_pieces = make_pieces();
    on_every_rank(ctx, [&] { hook.write(s); });
    if (hook.commit) on_every_rank(ctx, hook.commit);
}

// Offers the frontier after a step to the checkpoint hook.
template <class Key>
void offer_checkpoint(const SweepContext& ctx, Frontier<Key>& f) {
    offer_snapshot(ctx, f.next_step, f.states, sizeof(Key), f.store == Store::Wide ? 16 : 8,
                   [&] { return f.visit([](const auto& parts) { return entry_pieces(parts); }); },
                   [&] { return f.visit([](const auto& parts) { return held_states(parts); }); });
}

// Checks a snapshot made by this sweep before it is restored: every key
// must be one the storage codec can have written. Sets the frontier's step
// and this rank's states and big counts; "" or what is wrong.
template <class W, class Cd>
std::string check_snapshot(const SweepContext& ctx, const FrontierSnapshot& s, Frontier<typename Cd::KeyType>& f) {
    using Key = typename Cd::KeyType;
    if (s.key_bytes != sizeof(Key)) return "the checkpoint packs states in " + std::to_string(s.key_bytes) +
                                           " bytes, this count in " + std::to_string(sizeof(Key));
    if (s.next_step == 0 || s.next_step >= ctx.plan.steps.size()) return "the checkpoint's step is out of range";
    const int width = ctx.plan.steps[s.next_step].width_before;
    f.next_step = s.next_step;
    f.states = s.states;
    f.big_counts = 0;
    const bool wide = s.count_bytes == 16;
    const std::size_t entry = s.key_bytes + s.count_bytes;
    const std::string_view bytes = s.entries.empty() ? std::string_view() : s.entries[0];
    for (std::uint64_t i = 0; i < s.states; ++i) {
        Key key;
        std::uint64_t count;
        std::memcpy(static_cast<void*>(&key), bytes.data() + i * entry, sizeof(Key));
        std::memcpy(&count, bytes.data() + i * entry + sizeof(Key), sizeof(count));  // the low half of a wide one
        if (Cd::template encode<W>(Cd::template decode<W>(key, width), width) != key)
            return "the checkpoint holds a state this board cannot have";
        f.big_counts += !wide && count >= frontier::kBigCount;
    }
    return {};
}

// Rebuilds a frontier from a snapshot made by this sweep. Over ranks each
// rank restores its own states, and the store is chosen from the whole
// frontier's numbers, alike on every rank; a rank that cannot resume stops all.
template <class W, class Cd>
std::string restore(const SweepContext& ctx, const FrontierSnapshot& s, Frontier<typename Cd::KeyType>& f) {
    std::string error = check_snapshot<W, Cd>(ctx, s, f);
    if (ctx.exchange) {
        if (!all_of_ranks(*ctx.exchange, error.empty()))
            return error.empty() ? "another rank cannot resume from its checkpoint" : error;
        f.states = static_cast<std::uint64_t>(sum_over_ranks(*ctx.exchange, f.states));
        f.big_counts = static_cast<std::uint64_t>(sum_over_ranks(*ctx.exchange, f.big_counts));
    } else if (!error.empty()) {
        return error;
    }
    const bool float_counts = ctx.options.modulus == kFloatCounts;  // the sweep keeps doubles whole
    // The store the sweep would have had: compact slots while few counts are big.
    f.store = f.store_for(s.count_bytes == 16, float_counts ? ~std::uint64_t(0) : ctx.options.compact_from_states);
    const std::string_view bytes = s.entries.empty() ? std::string_view() : s.entries[0];
    f.total = 0;
    f.visit([&](auto& parts) {
        using Part = typename std::remove_reference_t<decltype(parts)>::value_type;
        Entry<typename Cd::KeyType, typename Part::CountType> e;
        parts.assign(1, {});
        parts[0].reserve(s.states);
        for (std::uint64_t i = 0; i < s.states; ++i) {
            std::memcpy(static_cast<void*>(&e), bytes.data() + i * sizeof(e), sizeof(e));
            parts[0].push_back(e.key, e.count);
            f.total = saturating_add(f.total, static_cast<WideCount>(e.count));
        }
    });
    if (ctx.exchange) f.total = sum_over_ranks(*ctx.exchange, f.total);
    return {};
}

}  // namespace kt::frontier
