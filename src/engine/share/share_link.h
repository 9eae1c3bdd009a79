// Share links: the versioned URL-fragment codec for board, tour and mode. Owner: issue 8.
#pragma once

#include "core/board.h"
#include "core/tour.h"
