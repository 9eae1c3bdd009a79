// Many tours read from one text (any format the format module knows), each
// checked against the board and grouped into isomorphism classes, with the
// symmetries that fix each tour's own picture. Classes are found by the
// Deduplicator, the same exact canonical forms `knights dedupe` keys on, so a
// class here is a master and its duplicates there.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/board.h"
#include "core/tour.h"
#include "iso/symmetry.h"

namespace kt {

struct ComparedTour {
    std::int64_t line = 0;          // where its text starts
    std::uint64_t serial = 0;       // 1-based, in text order among valid tours
    Tour tour;
    bool closed = false;
    int class_index = 0;            // into CompareResult::classes, in order of first appearance
    std::vector<Symmetry> fixing;   // transformations that fix its picture (identity first)
};

struct CompareClass {
    std::vector<std::size_t> members;  // indices into CompareResult::tours
    int class_size = 0;                // distinct pictures in the class (8, 4, 2, 1)
};

struct RejectedLine {
    std::int64_t line = 0;
    std::string error;
};

struct CompareResult {
    std::vector<ComparedTour> tours;
    std::vector<CompareClass> classes;
    std::vector<RejectedLine> rejected;
    bool cancelled = false;
};

// Reads and classifies `text` against `board`. Never throws for bad input:
// every unreadable record or non-tour becomes a RejectedLine. Stops early
// (result.cancelled) once `cancel` is set.
CompareResult classify_tours(std::string_view text, const Board& board, const std::atomic<bool>* cancel = nullptr);

}  // namespace kt
