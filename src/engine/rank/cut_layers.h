// The completion counts of a cut tour table (cut_build.h wrote it): at a
// cut layer, a binary search in the cut's sorted keys; between cuts,
// counted now from the state asked, depth first down to the next cut, with
// what it counts on the way remembered. The walk of one lookup stays in
// one cone of states from cut to cut: on 8x8 (cuts every row) a few
// hundred to a few thousand states each.
#pragma once

#include <algorithm>
#include <mutex>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "rank/completion_layers.h"
#include "rank/cut_manifest.h"
#include "rank/cut_sweep.h"
#include "rank/table_key.h"

namespace kt {

template <class W, class C>
class CutLayers final : public CompletionLayers {
public:
    using Key = typename C::KeyType;

    // `blobs`: per layer, the cut's blob (empty where there is no cut),
    // checked against the manifest by the caller.
    CutLayers(CutSweep<W, C> sweep, const CutManifest& manifest, std::vector<std::string_view> blobs)
        : sweep_(std::move(sweep)), total_(manifest.total), blobs_(std::move(blobs)), memo_(sweep_.layers()) {
        for (const CutManifest::Cut& c : manifest.cuts) {
            stats_.states += c.entries;
            stats_.peak_layer = std::max<std::uint64_t>(stats_.peak_layer, c.entries);
            stats_.bytes += cut_blob_bytes<Key>(c.entries);
        }
    }

    u128 completions(std::size_t layer, RankKey key, bool) const override {
        if (layer == sweep_.layers()) return key == 0 ? 1 : 0;
        if (layer == 0) return key == 0 ? total_ : 0;
        const W w = table_key<W>(sweep_.steps, sweep_.paths, layer, key, true);
        const std::lock_guard<std::mutex> lock(mutex_);
        if (remembered_ > kForgetFrom) {
            for (auto& m : memo_) m.clear();
            remembered_ = 0;
        }
        return count(layer, C::template encode<W>(w, sweep_.steps[layer].width_before));
    }
    // Every state is counted as asked, so none is ever "unexpanded".
    bool unexpanded(std::size_t, RankKey, bool) const override { return false; }

private:
    static constexpr std::size_t kForgetFrom = std::size_t(1) << 22;

    u128 count(std::size_t layer, Key key) const {
        if (layer == sweep_.layers()) return key == 0 ? 1 : 0;
        if (sweep_.cut[layer]) return find(layer, key);
        auto& memo = memo_[layer];
        if (const auto it = memo.find(key); it != memo.end()) return it->second;
        u128 sum = 0;
        sweep_.kernels[layer].expand(key, [&](Key t) { sum += count(layer + 1, t); });
        memo.emplace(key, sum);
        ++remembered_;
        return sum;
    }
    std::uint64_t find(std::size_t layer, Key key) const {
        const std::string_view blob = blobs_[layer];
        const std::size_t n = blob.size() / (sizeof(Key) + sizeof(std::uint64_t));
        const Key* keys = reinterpret_cast<const Key*>(blob.data());
        const Key* at = std::lower_bound(keys, keys + n, key);
        if (at == keys + n || *at != key) return 0;
        return reinterpret_cast<const std::uint64_t*>(keys + n)[at - keys];
    }

    CutSweep<W, C> sweep_;
    u128 total_;
    std::vector<std::string_view> blobs_;
    mutable std::mutex mutex_;
    struct Hash {
        std::size_t operator()(Key k) const { return static_cast<std::size_t>(frontier::hash_key(k)); }
    };
    mutable std::vector<std::unordered_map<Key, u128, Hash>> memo_;
    mutable std::size_t remembered_ = 0;
};

}  // namespace kt
