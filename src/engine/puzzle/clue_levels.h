// Difficulty of a clue puzzle, graded by the reasoning a person needs:
//   easy    a missing number next to a placed one has only one free square a
//           move from it (and from the number on its other side, if placed);
//   medium  distance and parity to the nearest clues on both sides, every
//           square needs a number, no square takes two (clue_domains.h);
//   hard    the above plus trial: a candidate whose consequences contradict
//           themselves within those rules is ruled out;
//   expert  none of these finish it: it takes a longer search (the solver
//           proves the solution unique).
#pragma once

#include <optional>
#include <string_view>

#include "puzzle/clue_puzzle.h"

namespace kt {

class ClueDomains;         // puzzle/clue_domains.h, private to the engine
class SquareSet;           // puzzle/square_set.h, private to the engine
struct ClueContradiction;

enum class ClueLevel { Easy, Medium, Hard, Expert };
const char* to_string(ClueLevel level);  // "easy", "medium", "hard", "expert"
std::optional<ClueLevel> parse_clue_level(std::string_view text);

// Where the easy rule may put `number`: free squares one move from its placed
// neighbour numbers (both, when both are placed). Empty set when neither is placed.
SquareSet easy_candidates(const ClueDomains& position, const SquareSet& free, int number);

// True when the rules of `level` alone fill every square (an Expert level
// always answers false: it is what the rules cannot do). A puzzle the rules
// fill has exactly one solution, since every step was forced.
bool solvable_by_logic(const CluePuzzle& puzzle, ClueLevel level);
// The lowest level whose rules fill the puzzle, Expert when none does.
ClueLevel grade_clue_puzzle(const CluePuzzle& puzzle);

// One trial of the hard rule: `number` on `square` and propagate. Returns
// false, with the reason, when that contradicts.
bool trial_holds(const ClueDomains& position, int number, Square square, ClueContradiction* why = nullptr);

}  // namespace kt
