#include "count/published_counts.h"

namespace kt {

std::optional<PublishedCount> published_count(int rows, int cols, CountKind kind, bool directed) {
    for (const PublishedCount& p : kPublishedCounts) {
        const bool size = (p.rows == rows && p.cols == cols) || (p.rows == cols && p.cols == rows);
        if (size && p.kind == kind && p.directed == directed) return p;
    }
    return std::nullopt;
}

}  // namespace kt
