// What the Puzzle tab's two modes (path puzzles and clue puzzles) share:
// which kind the panel shows, whether worker threads run, and the random
// numbers that pick new puzzles.
#pragma once

#include <random>

namespace kt::app {

constexpr int kClueKind = 3;  // index of "numbers (clue puzzle)" in the kind list

struct PuzzleShared {
    int kind_index = 0;
    bool threads = true;
    std::mt19937_64 rng{std::random_device{}()};
};

}  // namespace kt::app
