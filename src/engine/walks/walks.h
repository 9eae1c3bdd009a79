// Boards from text layouts (holes, labels, the keypad), other leapers, the
// leaper graph's connectivity, and walks (squares may repeat) counted by
// dynamic programming and listed on request.
#pragma once

#include "core/board.h"
#include "core/tour.h"
#include "walks/connectivity.h"
#include "walks/layout.h"
#include "walks/leaper_text.h"
#include "walks/walk_conditions.h"
#include "walks/walk_counter.h"
#include "walks/walk_lister.h"
#include "walks/checked_count.h"
