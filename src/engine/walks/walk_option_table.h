// The walks options table: which board, which leaper, how long a walk and
// which squares it may start on, use or count as vowels (options/option_spec.h).
// `knights walks` registers its flags from it. Rows without a range leave
// the check to the command, whose messages name the rule ("at least 1").
#pragma once

#include "options/option_spec.h"

namespace kt {

inline constexpr OptionSpec kWalkOptionTable[] = {
    option_flag("keypad", "The phone-style keypad of Wikipedia's knight's tour article (the default)"),
    option_text("layout", "Board from a text layout file ('-' = standard input)"),
    option_text("board", "A plain ROWSxCOLS board; squares named a1.."),
    option_text("leaper", "knight", "a,b or a name: knight (default), camel, zebra, giraffe, wazir, ferz, ..."),
    option_integer("length", 10, 0, 0, "Squares (keys) in each walk, at least 1 (default 10)"),
    // -1: not given, no vowel limit.
    option_integer("max-vowels", -1, 0, 0, "At most this many vowel squares in a walk (repeats count)"),
    option_text("vowels", "KEYS that count as vowels (default AEIO where present)"),
    option_text("start", "KEYS a walk may start on (default all)"),
    option_text("forbid", "KEYS a walk may not use"),
    option_flag("per-start", "Count per start square"),
    option_flag("list", "List the walks, one per line (labels joined, or square names)"),
    option_integer("limit", 1'000'000, 0, 0, "List at most N walks (default 1000000; 0 = no limit)"),
    option_flag("strict", "Reject ragged or disconnected layouts instead of warning"),
};

}  // namespace kt
