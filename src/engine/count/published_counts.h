// Tour counts others counted first and published, with where: what a count
// finished here is checked against (the Count tab says whether it matches).
#pragma once

#include <optional>
#include <string_view>

#include "count/frontier_types.h"

namespace kt {

struct PublishedCount {
    int rows = 0, cols = 0;
    CountKind kind = CountKind::Closed;
    bool directed = false;
    std::string_view decimal;  // the count, digits only
    std::string_view source;
};

inline constexpr PublishedCount kPublishedCounts[] = {
    {6, 6, CountKind::Closed, false, "9862", "OEIS A001230"},
    {8, 8, CountKind::Closed, false, "13267364410532", "OEIS A001230 (McKay 1997)"},
    {3, 10, CountKind::Closed, false, "16", "OEIS A070030"},
    {5, 6, CountKind::Closed, false, "8", "OEIS A175855"},
    {5, 5, CountKind::Paths, true, "1728", "OEIS A165134"},
    {6, 6, CountKind::Paths, true, "6637920", "OEIS A165134"},
    {7, 7, CountKind::Paths, true, "165575218320", "OEIS A165134"},
    {8, 8, CountKind::Paths, true, "19591828170979904", "OEIS A165134 (Chernov 2014)"},
};

// The published count of this kind on rows x cols (either orientation), if any.
constexpr std::optional<PublishedCount> published_count(int rows, int cols, CountKind kind, bool directed) {
    for (const PublishedCount& p : kPublishedCounts) {
        const bool size = (p.rows == rows && p.cols == cols) || (p.rows == cols && p.cols == rows);
        if (size && p.kind == kind && p.directed == directed) return p;
    }
    return std::nullopt;
}

}  // namespace kt
