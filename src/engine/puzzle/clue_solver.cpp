#include "puzzle/clue_solver.h"

#include "puzzle/clue_domains.h"

namespace kt {
namespace {

class Search {
public:
    Search(int cap, std::int64_t budget) : cap_(cap), budget_(budget) {}

    void run(ClueDomains domains, ClueSolveResult& out) {
        if (out.count >= cap_ || !out.finished) return;
        if (budget_ >= 0 && out.nodes >= budget_) {
            out.finished = false;
            return;
        }
        ++out.nodes;
        if (!domains.propagate()) return;
        const int number = branch_number(domains);
        if (number == 0) {
            if (++out.count == 1) out.first = domains.tour();
            return;
        }
        domains.candidates(number).for_each([&](Square s) {
            if (out.count >= cap_ || !out.finished) return;
            ClueDomains child = domains;
            child.place(number, s);
            run(std::move(child), out);
        });
    }

private:
    // The unplaced number with the fewest candidates; 0 when all are placed.
    static int branch_number(const ClueDomains& d) {
        int best = 0, best_size = 1 << 30;
        for (int k = 1; k <= d.size(); ++k) {
            const int size = d.candidates(k).count();
            if (size > 1 && size < best_size) best = k, best_size = size;
        }
        return best;
    }
    int cap_;
    std::int64_t budget_;
};

}  // namespace

ClueSolveResult solve_clue_puzzle(const CluePuzzle& puzzle, int cap, std::int64_t node_budget) {
    const SquareSetGeometry geometry(puzzle.board);
    ClueSolveResult result;
    Search(cap < 1 ? 1 : cap, node_budget).run(ClueDomains(puzzle, geometry), result);
    return result;
}

}  // namespace kt
