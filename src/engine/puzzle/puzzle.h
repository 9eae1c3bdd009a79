// Puzzle play: moves, undo/redo, hints, dead-end detection. Owner: issue 8.
#pragma once

#include "core/board.h"
#include "core/tour.h"
