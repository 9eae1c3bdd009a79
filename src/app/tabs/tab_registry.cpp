// The tabs of the side panel, in display order. A new tab: write
// tabs/<name>_tab.cpp with a make_<name>_tab() and add it here.
#include "tabs/tab.h"

namespace kt::app {

std::unique_ptr<Tab> make_solve_tab();
std::unique_ptr<Tab> make_compare_tab();
std::unique_ptr<Tab> make_puzzle_tab();
std::unique_ptr<Tab> make_count_tab();
std::unique_ptr<Tab> make_board_tab();

std::vector<std::unique_ptr<Tab>> make_tabs() {
    std::vector<std::unique_ptr<Tab>> tabs;
    tabs.push_back(make_solve_tab());
    tabs.push_back(make_board_tab());
    tabs.push_back(make_compare_tab());
    tabs.push_back(make_puzzle_tab());
    tabs.push_back(make_count_tab());
    return tabs;
}

}  // namespace kt::app
