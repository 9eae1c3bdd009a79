#include "rank/cut_table.h"

#include <cstdio>
#include <string>

#include "core/checksum.h"
#include "rank/cut_build.h"
#include "rank/cut_layers.h"
#include "rank/table_steps.h"
#include "rank/table_store.h"

namespace kt {

namespace {

// A cut at the end of each line of the sweep (rank_plan.h: rows, or
// columns on boards wider than tall).
std::vector<char> cut_layers_of(const Board& board, const RankPlan& plan) {
    const bool by_rows = board.cols() <= board.rows();
    const auto line = [&](Square s) { return by_rows ? board.row_of(s) : board.col_of(s); };
    std::vector<char> cut(plan.order.size(), 0);
    for (std::size_t i = 1; i < plan.order.size(); ++i) cut[i] = line(plan.order[i - 1]) != line(plan.order[i]);
    return cut;
}

// "8x8-closed", plus the fingerprint when squares are removed or the
// leaper is not the knight.
std::string prefix_of(const Board& board, bool paths, std::uint64_t fingerprint) {
    std::string p = std::to_string(board.rows()) + "x" + std::to_string(board.cols()) + (paths ? "-paths" : "-closed");
    if (board.square_count() != board.cell_count() || !(board.leaper() == Leaper{})) {
        char hex[20];
        std::snprintf(hex, sizeof hex, "-%016llx", static_cast<unsigned long long>(fingerprint));
        p += hex;
    }
    return p;
}

std::uint64_t fingerprint_of(const Board& board, const RankPlan& plan, bool paths, int radix, std::size_t key_bytes) {
    Checksum sum;
    const auto add = [&](std::int64_t v) { sum.add(reinterpret_cast<const char*>(&v), sizeof v); };
    // The format of the cuts: 2 for paths since their keys code 2 the path
    // of the lowest open slot once both ends are spent (table_key.h).
    add(paths ? 2 : 1);
    add(board.rows());
    add(board.cols());
    add(board.leaper().a);
    add(board.leaper().b);
    for (Square s : plan.order) add(s);
    add(paths);
    add(radix);
    add(static_cast<std::int64_t>(key_bytes));
    return sum.value();
}

template <class W, class C>
std::unique_ptr<CompletionLayers> open_or_build(const Board& board, const RankPlan& plan, bool paths,
                                                const TableLimits& limits) {
    using Key = typename C::KeyType;
    TableStore& store = *limits.store;
    const std::uint64_t fingerprint = fingerprint_of(board, plan, paths, C::kRadix, sizeof(Key));
    CutSweep<W, C> sweep(table_steps(board, plan), paths, plan.bipartite, cut_layers_of(board, plan),
                         prefix_of(board, paths, fingerprint));
    const std::string where = store.where() + ", " + sweep.manifest_name();
    const auto damaged = [&](const std::string& why) {
        return RankError("the tour table in " + where + " " + why + ": remove its files (" + sweep.prefix +
                         ".*) to build it again");
    };
    CutManifest m;
    if (const auto bytes = store.read(sweep.manifest_name())) {
        if (const std::string why = parse_cut_manifest(*bytes, m); !why.empty()) throw damaged("is unreadable: " + why);
        if (m.fingerprint != fingerprint || m.key_bytes != sizeof(Key) || m.steps != sweep.layers())
            throw damaged("was built for another board, sweep or version of knights");
    } else {
        m = CutBuild<W, C>(sweep, store, limits).run(fingerprint);
    }
    std::vector<std::string_view> blobs(sweep.layers());
    std::size_t cuts = 0;
    for (std::size_t i = 0; i < sweep.layers(); ++i) cuts += sweep.cut[i] != 0;
    if (m.cuts.size() != cuts) throw damaged("has " + std::to_string(m.cuts.size()) + " cuts, not " + std::to_string(cuts));
    for (const CutManifest::Cut& c : m.cuts) {
        if (!sweep.cut[c.layer]) throw damaged("has a cut at layer " + std::to_string(c.layer));
        const auto blob = store.read(sweep.cut_name(c.layer));
        if (!blob || blob->size() != cut_blob_bytes<Key>(c.entries))
            throw damaged("misses " + sweep.cut_name(c.layer) + " or it has the wrong size");
        blobs[c.layer] = *blob;
    }
    return std::make_unique<CutLayers<W, C>>(std::move(sweep), m, std::move(blobs));
}

}  // namespace

std::unique_ptr<CompletionLayers> cut_completions(const Board& board, const RankPlan& plan, bool paths,
                                                  const TableLimits& limits) {
    using u64 = std::uint64_t;
    using u128w = unsigned __int128;
    int layout = 0, stored = 0;
    for (const RankStep& step : plan.steps) layout = std::max(layout, static_cast<int>(step.layout.size()));
    stored = plan.max_stored;
    // The counter's choice of word and key codec (frontier_counter.cpp).
    const bool base11_fits = stored <= 17 || (stored <= 18 && !paths);
    if (layout <= 16) return open_or_build<u64, frontier::Codec<u64, 16>>(board, plan, paths, limits);
    if (stored <= 16) return open_or_build<u128w, frontier::Codec<u64, 16>>(board, plan, paths, limits);
    if (base11_fits) return open_or_build<u128w, frontier::Codec<u64, 11>>(board, plan, paths, limits);
    return open_or_build<u128w, frontier::Codec<u128w, 16>>(board, plan, paths, limits);
}

}  // namespace kt
