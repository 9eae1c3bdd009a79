// The tabs of the side panel, in display order, each with the share-link
// mode that opens it. A new tab: write tabs/<name>_tab.cpp with a
// make_<name>_tab() and add it here.
#include "tabs/tab.h"

namespace kt::app {

std::unique_ptr<Tab> make_solve_tab();
std::unique_ptr<Tab> make_compare_tab();
std::unique_ptr<Tab> make_puzzle_tab();
std::unique_ptr<Tab> make_count_tab();
std::unique_ptr<Tab> make_board_tab();

std::vector<TabSlot> make_tabs() {
    std::vector<TabSlot> tabs;
    tabs.push_back({make_solve_tab(), ShareMode::Solver});
    tabs.push_back({make_board_tab(), ShareMode::Board});
    tabs.push_back({make_compare_tab(), ShareMode::Compare});
    tabs.push_back({make_puzzle_tab(), ShareMode::Puzzle});
    tabs.push_back({make_count_tab(), ShareMode::Count});
    return tabs;
}

}  // namespace kt::app
