// Board symmetries, canonical forms, isomorphism and dedupe (Phadke's co-ordinate method). Owner: issue 5.
#pragma once

#include "core/board.h"
#include "core/tour.h"
