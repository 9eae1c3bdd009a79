// What a cut tour table's build and its lookups share: the ranking sweep as
// the counter's kernel runs it (table_steps.h), with the states stored in
// the key codec `C` (8-byte keys for 8x8, as the counter stores them), the
// cut layers, and the names of the blobs in the store.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "count/frontier_kernel.h"
#include "count/frontier_plan.h"

namespace kt {

template <class W, class C>
struct CutSweep {
    using Key = typename C::KeyType;
    using Kernel = frontier::Kernel<W, C>;

    CutSweep(std::vector<FrontierStep> steps_, bool paths_, bool bipartite, std::vector<char> cut_, std::string prefix_)
        : steps(std::move(steps_)), paths(paths_), cut(std::move(cut_)), prefix(std::move(prefix_)) {
        for (std::size_t i = 0; i < steps.size(); ++i) kernels.emplace_back(steps[i], paths, bipartite, i + 1 == steps.size());
    }
    std::size_t layers() const { return steps.size(); }
    std::string layer_name(std::size_t layer) const { return prefix + ".layer" + std::to_string(layer) + ".tmp"; }
    std::string cut_name(std::size_t layer) const { return prefix + ".cut" + std::to_string(layer); }
    std::string manifest_name() const { return prefix + ".table"; }

    std::vector<FrontierStep> steps;
    bool paths;
    std::vector<Kernel> kernels;
    std::vector<char> cut;  // per layer (states before that step): kept in the store
    std::string prefix;     // "8x8-closed": the blobs' names start with it
};

// A cut's blob: its live states' keys ascending, then their completion
// counts (64 bits) in the same order.
template <class Key>
std::size_t cut_blob_bytes(std::uint64_t entries) {
    return static_cast<std::size_t>(entries) * (sizeof(Key) + sizeof(std::uint64_t));
}

}  // namespace kt
