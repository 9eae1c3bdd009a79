// Exact counting by frontier dynamic programming. Owner: issue 7.
#pragma once

#include "core/board.h"
#include "core/tour.h"
