// Corner-subchain counting (seed 002): classes, per-class search, totals. Owner: issue 6.
#pragma once

#include "core/board.h"
#include "core/tour.h"
#include "count/subchain_classes.h"
#include "count/subchain_counter.h"
#include "count/subchain_runner.h"
#include "count/subchain_selection.h"
#include "count/subchain_tally.h"
#include "count/sample_estimate.h"
