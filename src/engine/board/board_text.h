// Boards written as text, read the same way by every command: a board of any
// shape from a text layout (holes, labels, the keypad), and leapers by name
// or by their two steps. The plain "RxC" shape is read in core/board.h.
#pragma once

#include "board/layout.h"
#include "board/leaper_text.h"
