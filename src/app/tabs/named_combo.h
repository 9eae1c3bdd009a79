// A combo box whose items are named for the test hook, as the box is: "<name>"
// for the box, "<name>.<key>" for each item in its list, so a browser test
// opens it and taps an item as a finger does (ImGui 1.86's Combo() leaves
// its items without names, reachable only by position).
#pragma once

#include <span>
#include <string>

namespace kt::app {

// `items` are shown, `keys` (as many) name them; the box is as wide as its
// widest item. True when an item other than the current one was chosen;
// `index` is then that item's.
bool named_combo(const char* label, const std::string& name, int& index, std::span<const char* const> items,
                 std::span<const char* const> keys);

// Items that are their own keys.
inline bool named_combo(const char* label, const std::string& name, int& index, std::span<const char* const> items) {
    return named_combo(label, name, index, items, items);
}

}  // namespace kt::app
