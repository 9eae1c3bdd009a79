// The solver family and its factory: backtracking, Warnsdorff with tie-breaks, neural network, divide and conquer. Owner: issue 4.
#pragma once

#include "core/board.h"
#include "core/tour.h"
