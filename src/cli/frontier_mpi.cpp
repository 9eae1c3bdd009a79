#include "frontier_mpi.h"

#include <climits>
#include <string>
#include <vector>

#include "common.h"
#include "mpi_session.h"

#ifdef KT_HAVE_MPI
#include <mpi.h>
#endif

namespace kt::cli {

#ifdef KT_HAVE_MPI
namespace {

constexpr int kTagStates = 3;  // apart from the subchain counter's tags

class MpiFrontierExchange : public FrontierExchange {
public:
    int rank() const override { return mpi_.rank(); }
    int ranks() const override { return mpi_.size(); }

    // Sizes first (all-to-all), then one message per pair of ranks: each is
    // one round's share (tens of MB), far below MPI's int count limit.
    std::vector<std::string> all_to_all(std::vector<std::string> outgoing) override {
        const auto n = static_cast<std::size_t>(mpi_.size());
        std::vector<std::uint64_t> send_sizes(n), recv_sizes(n);
        for (std::size_t r = 0; r < n; ++r) send_sizes[r] = outgoing[r].size();
        MPI_Alltoall(send_sizes.data(), 1, MPI_UINT64_T, recv_sizes.data(), 1, MPI_UINT64_T, MPI_COMM_WORLD);
        std::vector<std::string> incoming(n);
        std::vector<MPI_Request> requests;
        for (std::size_t r = 0; r < n; ++r) {
            if (send_sizes[r] > INT_MAX || recv_sizes[r] > INT_MAX)
                throw std::runtime_error("a frontier message between two ranks exceeds 2 GB");
            incoming[r].resize(recv_sizes[r]);
            if (recv_sizes[r]) {
                requests.emplace_back();
                MPI_Irecv(incoming[r].data(), static_cast<int>(recv_sizes[r]), MPI_BYTE, static_cast<int>(r), kTagStates,
                          MPI_COMM_WORLD, &requests.back());
            }
        }
        for (std::size_t r = 0; r < n; ++r) {
            if (!send_sizes[r]) continue;
            requests.emplace_back();
            MPI_Isend(outgoing[r].data(), static_cast<int>(send_sizes[r]), MPI_BYTE, static_cast<int>(r), kTagStates,
                      MPI_COMM_WORLD, &requests.back());
        }
        MPI_Waitall(static_cast<int>(requests.size()), requests.data(), MPI_STATUSES_IGNORE);
        return incoming;
    }

    std::vector<std::uint64_t> all_gather(const std::vector<std::uint64_t>& mine) override {
        std::vector<std::uint64_t> all(mine.size() * static_cast<std::size_t>(mpi_.size()));
        MPI_Allgather(mine.data(), static_cast<int>(mine.size()), MPI_UINT64_T, all.data(), static_cast<int>(mine.size()),
                      MPI_UINT64_T, MPI_COMM_WORLD);
        return all;
    }

private:
    MpiSession mpi_;
};

}  // namespace

std::unique_ptr<FrontierExchange> make_mpi_frontier_exchange() { return std::make_unique<MpiFrontierExchange>(); }
#else
std::unique_ptr<FrontierExchange> make_mpi_frontier_exchange() {
    const MpiSession refused;  // throws: built without MPI
    return nullptr;
}
#endif

}  // namespace kt::cli
