// Corner-subchain counting (Jaeger's memo): classes, per-class search, totals.
#pragma once

#include "core/board.h"
#include "core/tour.h"
#include "count/subchain_classes.h"
#include "count/subchain_counter.h"
#include "count/subchain_results.h"
#include "count/subchain_runner.h"
#include "count/subchain_selection.h"
#include "count/subchain_tally.h"
#include "count/sample_estimate.h"
