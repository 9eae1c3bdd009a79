#include "tabs/tab.h"

#include "widget_map.h"

namespace kt::app {

bool AppContext::resize_board(int rows, int cols, std::string& error) {
    if (rows < 1 || cols < 1 || rows > kMaxPageSide || cols > kMaxPageSide) {
        error = "board " + format_board_size(rows, cols) + ": rows and columns must be 1 to " +
                std::to_string(kMaxPageSide) + " on the page (the command-line tool goes up to 10000x10000)";
        return false;
    }
    set_board(Board(rows, cols, board.leaper()));  // keep the leaper the Board tab chose
    return true;
}

void AppContext::set_board(Board new_board) {
    board = std::move(new_board);
    ++board_generation;
    knight = kNoSquare;
}

void AppContext::say(Tone tone, std::string text) {
    message = std::move(text);
    message_tone = tone;
    ++message_serial;
}

void remember_widget(const std::string& name) { widgets::name_last_item(name); }

}  // namespace kt::app
