// Boards from text layouts, other leapers, and counting walks by dynamic programming. Owner: issue 9.
#pragma once

#include "core/board.h"
#include "core/tour.h"
