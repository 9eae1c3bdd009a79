// Tour text formats (algebraic line, move-number grid, Phadke's compact line, JSON): parse with auto-detection and write. Owner: issue 2.
#pragma once

#include "core/board.h"
#include "core/tour.h"
