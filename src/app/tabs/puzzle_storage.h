// The browser's localStorage for the Puzzle tab (progress, personal bests):
// a key/value store that natively lives in memory while the app runs.
#pragma once

#include <string>

namespace kt::app::storage {

std::string get(const std::string& key);  // "" when absent
void set(const std::string& key, const std::string& value);

}  // namespace kt::app::storage
