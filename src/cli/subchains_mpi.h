// The subchain counter across MPI ranks: rank 0 hands out classes one at a
// time and receives results; the other ranks count. MPI stays in the CLI.
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "engine.h"
#include "mpi_session.h"

namespace kt::cli {

// Counts `todo` across the ranks. Returns true on rank 0, which calls
// on_result for each class (in its own thread) and tick about once a second;
// the other ranks return false when the work is done. Holds an MpiSession.
bool mpi_count(const kt::subchains::SubchainClasses& classes, const std::vector<std::size_t>& todo,
               const std::function<void(const kt::subchains::ClassResult&)>& on_result, const std::function<void()>& tick);

}  // namespace kt::cli
