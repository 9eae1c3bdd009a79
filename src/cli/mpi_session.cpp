#include "mpi_session.h"

#include <cstdlib>

#include "common.h"

#ifdef KT_HAVE_MPI
#include <mpi.h>
#endif

namespace kt::cli {

namespace {
bool session_started = false;  // one MPI_Init per process, so one flag per process

// The rank the launcher gave this process, before MPI_Init can say it.
int launcher_rank() {
    for (const char* name : {"OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK"})
        if (const char* value = std::getenv(name)) return std::atoi(value);
    return 0;
}
}  // namespace

bool launched_by_mpi() {
    return std::getenv("OMPI_COMM_WORLD_SIZE") || std::getenv("PMI_SIZE") || std::getenv("PMIX_RANK");
}

bool repeats_rank0() { return !session_started && launched_by_mpi() && launcher_rank() != 0; }

#ifdef KT_HAVE_MPI
bool mpi_available() { return true; }

MpiSession::MpiSession() {
    int initialized = 0;
    MPI_Initialized(&initialized);
    if (!initialized) MPI_Init(nullptr, nullptr);
    session_started = true;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
}

MpiSession::~MpiSession() { MPI_Finalize(); }
#else
bool mpi_available() { return false; }

MpiSession::MpiSession() { throw UsageError("this knights was built without MPI (OpenMPI not found at build time)"); }

MpiSession::~MpiSession() = default;
#endif

}  // namespace kt::cli
