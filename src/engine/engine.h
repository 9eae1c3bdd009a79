// The engine's public API: the only header front ends (CLI, page, tests)
// include. Each module below is one concept; see its header.
#pragma once

#include "board/board_text.h"
#include "core/board.h"
#include "core/tour.h"
#include "core/wide_int.h"
#include "count/frontier.h"
#include "count/subchains.h"
#include "format/tour_format.h"
#include "iso/isomorphism.h"
#include "puzzle/puzzle.h"
#include "share/share_link.h"
#include "solve/solver.h"
#include "solve/solvers.h"
#include "solve/warnsdorff.h"
#include "theory/existence.h"
#include "walks/walks.h"
