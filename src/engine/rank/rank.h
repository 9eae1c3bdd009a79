// Tour numbers: rank, unrank and uniformly random tours (docs/ranking.md).
#pragma once

#include "rank/index_text.h"
#include "rank/rank_plan.h"
#include "rank/tour_rank.h"
#include "rank/tour_table.h"
