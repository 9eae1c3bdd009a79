// The engine's public API: the only header front ends (CLI, page, tests)
// include. Each module below is one concept; see its header.
#pragma once

#include "core/board.h"
#include "core/tour.h"
#include "count/frontier.h"
#include "count/subchains.h"
#include "format/tour_format.h"
#include "iso/isomorphism.h"
#include "puzzle/clue_generator.h"
#include "puzzle/clue_hint.h"
#include "puzzle/clue_solver.h"
#include "puzzle/puzzle.h"
#include "puzzle/puzzle_builder.h"
#include "puzzle/tours_left.h"
#include "rank/rank.h"
#include "share/share_link.h"
#include "solve/solver.h"
#include "solve/solvers.h"
#include "solve/warnsdorff.h"
#include "theory/existence.h"
#include "walks/walks.h"
