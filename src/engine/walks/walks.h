// The leaper graph's connectivity, and walks (squares may repeat) counted by
// dynamic programming and listed on request (boards from text layouts and
// leapers by name are in board/).
#pragma once

#include "core/board.h"
#include "core/tour.h"
#include "walks/connectivity.h"
#include "walks/walk_conditions.h"
#include "walks/walk_counter.h"
#include "walks/walk_lister.h"
#include "walks/checked_count.h"
