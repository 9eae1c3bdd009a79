// A sweep's checkpoints: its frontier offered to the checkpoint hook between
// steps, and rebuilt from a snapshot to resume.
#pragma once

#include <cstring>
#include <functional>
#include <string>
#include <type_traits>
#include <vector>

#include "count/frontier_kernel.h"
#include "count/frontier_snapshot.h"
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

// Offers a frontier of about `states` states before step `next_step` to the
// checkpoint hook; make_pieces() gives its entries when the hook wants it,
// and entries() their number.
template <class MakePieces, class Entries>
void offer_snapshot(const SweepContext& ctx, std::size_t next_step, std::uint64_t states, std::uint32_t key_bytes,
                    std::uint32_t count_bytes, MakePieces make_pieces, Entries entries) {
    const auto& hook = ctx.checkpoint;
    if (!hook.write || next_step >= ctx.plan.steps.size()) return;
    const std::uint64_t entry = key_bytes + count_bytes;
    if (hook.want &&
        !hook.want(CountProgress{static_cast<std::int64_t>(next_step), ctx.squares, states, states * entry}))
        return;
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
    hook.write(s);
}

// Offers the frontier after a step to the checkpoint hook.
template <class Key>
void offer_checkpoint(const SweepContext& ctx, Frontier<Key>& f) {
    offer_snapshot(ctx, f.next_step, f.states, sizeof(Key), f.store == Store::Wide ? 16 : 8,
                   [&] { return f.visit([](const auto& parts) { return entry_pieces(parts); }); },
                   [&] { return f.states; });
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
    const bool float_counts = ctx.options.modulus == kFloatCounts;  // the sweep keeps doubles whole
    f.store = f.store_for(wide, float_counts ? ~std::uint64_t(0) : ctx.options.compact_from_states);
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

}  // namespace kt::frontier
