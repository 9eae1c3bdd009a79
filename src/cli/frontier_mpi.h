// The frontier counter across MPI ranks: a FrontierExchange over
// MPI_COMM_WORLD (each step's states go to their owner rank). MPI stays in
// the CLI; the engine sees only the interface.
#pragma once

#include <memory>

#include "engine.h"

namespace kt::cli {

// Calls MPI_Init (unless done) and, when destroyed, MPI_Finalize. Throws
// UsageError when this knights was built without MPI.
std::unique_ptr<FrontierExchange> make_mpi_frontier_exchange();

}  // namespace kt::cli
