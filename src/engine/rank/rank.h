// Tour numbers: rank, unrank and uniformly random tours (docs/ranking.md).
#pragma once

#include "rank/chain_tours.h"
#include "rank/index_text.h"
#include "rank/rank_plan.h"
#include "rank/subchain_order.h"
#include "rank/table_store.h"
#include "rank/tour_rank.h"
#include "rank/tour_table.h"
