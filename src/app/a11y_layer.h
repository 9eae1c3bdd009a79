// The page's accessible layer over the canvas (web/a11y.js): the message line
// (an HTML status line where people look, above the board on a wide window,
// under it on a phone), the board as an HTML grid a screen reader reads and a
// keyboard walks, a mirror of the panel's widgets as real buttons that Tab
// reaches, and a live line that reads out each step's "Why". The C++ side
// sends each only when it changed; the page sends back what the keyboard did.
// Natively these are no-ops and no requests come.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "layout.h"
#include "tabs/tab.h"

namespace kt::app::a11y {

// What the keyboard did in the HTML layer, oldest first.
struct Request {
    enum class Kind {
        Focus,   // the board's focus square moved to `square` ("" when the board lost focus)
        Act,     // Enter or Space on the board's `square`: a click there
        Key,     // a key typed on the board: `key` as Tab::on_key takes it
        Press,   // Enter or Space on the mirror of widget `id`: press it
        Reveal,  // the mirror of widget `id` took focus: scroll it into view
        Escape,  // close open menus
        Scroll,  // Tab past the last control in view: scroll the panel by `by` (+1 down, -1 up) screens
        MessageHeight,  // the message line wrapped to `by` CSS pixels tall
    } kind = Kind::Focus;
    std::string square;
    std::uint32_t id = 0;
    char key = 0;
    int by = 0;
};
std::vector<Request> take_requests();

// Shows `text` in `tone` on the message line at `where` (CSS pixels); a new
// `serial` with the same text is read out again.
void show_message(const std::string& text, Tone tone, std::uint64_t serial, const PanelRect& where);
// The board grid's content as JSON (see App::publish_a11y).
void show_board(const std::string& json);
// The panel's widgets (widgets::json()) for the mirror, when they moved or
// changed; and whether an ImGui text field is active, so that typed keys go to it.
// `panel` names the panel's ImGui window, whose scroll goes along.
void publish_widgets(bool text_input, const char* panel);
// The active tab's latest explanation or result, read out politely.
void show_narration(const std::string& text);

}  // namespace kt::app::a11y
