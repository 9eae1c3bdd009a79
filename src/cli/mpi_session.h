// This process's part in an MPI run, shared by the counters that spread over
// ranks (subchains_mpi, frontier_mpi). MPI stays in the CLI.
#pragma once

namespace kt::cli {

// True when this process was started by mpirun (or an MPI launcher).
bool launched_by_mpi();
// Whether this binary was built with MPI.
bool mpi_available();
// True in a rank other than 0 before MPI starts (no MpiSession made yet):
// it checks the same arguments as rank 0, so its errors would only repeat
// rank 0's. Once the ranks share a count, each reports its own failures.
bool repeats_rank0();

// MPI_Init (unless already done) on construction, MPI_Finalize when
// destroyed. Throws UsageError when this knights was built without MPI.
class MpiSession {
public:
    MpiSession();
    ~MpiSession();
    MpiSession(const MpiSession&) = delete;
    MpiSession& operator=(const MpiSession&) = delete;

    int rank() const { return rank_; }
    int size() const { return size_; }

private:
    int rank_ = 0;
    int size_ = 1;
};

}  // namespace kt::cli
