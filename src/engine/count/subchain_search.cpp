// Compiles the search twice on x86-64 (with the popcnt instruction, which
// makes it about 1.4x faster, and without) and picks one at run time.
#include "count/subchain_search.h"

#include <bit>

namespace kt::subchains::detail {

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define KT_SUBCHAIN_POPCNT 1
#pragma GCC push_options
#pragma GCC target("popcnt")
namespace with_popcnt {
#include "count/subchain_search.inc"
}
#pragma GCC pop_options
#elif defined(__x86_64__) && defined(__clang__)
#define KT_SUBCHAIN_POPCNT 1
#pragma clang attribute push(__attribute__((target("popcnt"))), apply_to = function)
namespace with_popcnt {
#include "count/subchain_search.inc"
}
#pragma clang attribute pop
#endif

namespace portable {
#include "count/subchain_search.inc"
}

void search_paths(SearchState& state, int start, std::uint64_t unvisited) {
#ifdef KT_SUBCHAIN_POPCNT
    if (__builtin_cpu_supports("popcnt")) {
        with_popcnt::search_paths_impl(state, start, unvisited);
        return;
    }
#endif
    portable::search_paths_impl(state, start, unvisited);
}

}  // namespace kt::subchains::detail
