// Text a person gave the page through the browser (pasted, or dropped as
// files; see web/overlay.js), waiting for a tab to take it. The Compare tab
// takes all of it; on the other tabs the first tour goes onto the board.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine.h"

namespace kt::app::html {

struct GivenText {
    bool from_file = false;
    std::string name;  // the file's name
    std::string text;
    // "pasted text" or "file tours.txt": where a message says the problem is.
    std::string origin() const;
};

void give(GivenText text);
bool has_given();
std::vector<GivenText> take_given();

// The first tour in the given texts, read against `board`, as a link state
// (board and tour); nullopt when nothing was given or nothing held a tour, in
// which case `message` says what was wrong and where. Consumes every text.
std::optional<ShareState> take_first_tour(const Board& board, std::string& message);

}  // namespace kt::app::html
