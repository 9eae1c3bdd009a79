#include "subchains_mpi.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <ctime>

#include "common.h"

#ifdef KT_HAVE_MPI
#include <mpi.h>
#endif

namespace kt::cli {

#ifdef KT_HAVE_MPI
namespace {
constexpr int kTagResult = 1;  // worker -> master: {class or -1, count, nodes, seconds bits}
constexpr int kTagWork = 2;    // master -> worker: class index, or -1 to stop

using kt::subchains::ClassResult;
using kt::subchains::SubchainClasses;

// Waits for the next result message, ticking about once a second meanwhile so
// the progress line keeps moving while ranks count; returns its sender.
int wait_for_result(const std::function<void()>& tick, double& last_tick) {
    MPI_Status status;
    int flag = 0;
    while (!flag) {
        MPI_Iprobe(MPI_ANY_SOURCE, kTagResult, MPI_COMM_WORLD, &flag, &status);
        if (!flag) {
            struct timespec pause{0, 2'000'000};
            nanosleep(&pause, nullptr);
        }
        if (MPI_Wtime() - last_tick > 1.0) {
            tick();
            last_tick = MPI_Wtime();
        }
    }
    return status.MPI_SOURCE;
}

// Rank 0: hands out classes one at a time and reports each result.
void hand_out(const SubchainClasses& classes, const std::vector<std::size_t>& todo, int ranks,
              const std::function<void(const ClassResult&)>& on_result, const std::function<void()>& tick) {
    std::size_t next = 0;
    int stopped = 0;
    double last_tick = MPI_Wtime();
    while (stopped < ranks - 1) {
        const int source = wait_for_result(tick, last_tick);
        std::uint64_t message[4];
        MPI_Recv(message, 4, MPI_UINT64_T, source, kTagResult, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        if (message[0] != UINT64_MAX) {
            ClassResult result;
            result.index = static_cast<std::size_t>(message[0]);
            result.size = classes.info(result.index).size;
            result.result.count = message[1];
            result.result.nodes = message[2];
            std::memcpy(&result.result.seconds, &message[3], sizeof(double));
            result.result.completed = true;
            on_result(result);
        }
        std::int64_t work = -1;
        if (next < todo.size()) work = static_cast<std::int64_t>(todo[next++]);
        else ++stopped;
        MPI_Send(&work, 1, MPI_INT64_T, source, kTagWork, MPI_COMM_WORLD);
    }
    tick();
}

// Other ranks: ask for work (with the last result) until told to stop.
void count_handed_out(const SubchainClasses& classes) {
    std::uint64_t message[4] = {UINT64_MAX, 0, 0, 0};
    while (true) {
        MPI_Send(message, 4, MPI_UINT64_T, 0, kTagResult, MPI_COMM_WORLD);
        std::int64_t work = -1;
        MPI_Recv(&work, 1, MPI_INT64_T, 0, kTagWork, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        if (work < 0) break;
        const auto result = kt::subchains::count_class(classes, static_cast<std::size_t>(work));
        message[0] = static_cast<std::uint64_t>(work);
        message[1] = result.result.count;
        message[2] = result.result.nodes;
        std::memcpy(&message[3], &result.result.seconds, sizeof(double));
    }
}

}  // namespace

bool mpi_count(const SubchainClasses& classes, const std::vector<std::size_t>& todo,
               const std::function<void(const ClassResult&)>& on_result, const std::function<void()>& tick) {
    const MpiSession mpi;
    if (mpi.size() < 2) throw UsageError("--mpi needs at least 2 ranks (rank 0 only hands out classes)");
    if (mpi.rank() == 0) hand_out(classes, todo, mpi.size(), on_result, tick);
    else count_handed_out(classes);
    return mpi.rank() == 0;
}
#else
bool mpi_count(const kt::subchains::SubchainClasses&, const std::vector<std::size_t>&,
               const std::function<void(const kt::subchains::ClassResult&)>&, const std::function<void()>&) {
    const MpiSession refused;  // throws: built without MPI
    return false;
}
#endif

}  // namespace kt::cli
