// Exact counting by frontier dynamic programming.
// FrontierCounter: transfer-matrix over connectivity states, any leaper/mask.
// FrontierExchange: the same count spread over processes (ranks).
// SearchCounter: plain depth-first enumeration, the baseline and test oracle.
#pragma once

#include "core/board.h"
#include "core/tour.h"
#include "count/frontier_types.h"
#include "count/frontier_counter.h"
#include "count/frontier_exchange.h"
#include "count/frontier_search.h"
