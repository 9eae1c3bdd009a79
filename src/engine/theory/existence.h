// Existence theorems: Schwenk's for closed tours, the open-tour theorem; each answer with its reason. Owner: issue 2.
#pragma once

#include "core/board.h"
#include "core/tour.h"
