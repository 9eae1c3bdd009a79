// The page's tab framework. A tab is one file in src/app/tabs/: it draws its
// ImGui panel, reacts to clicks on the board, adds what it wants drawn on the
// board (an overlay), reports its state to the browser test hook and accepts
// commands from it. Register a new tab in tabs/tab_registry.cpp.
//
// Engine work longer than a frame runs off the UI thread as a BackgroundJob
// (background.h; solver_runner.h steps solvers that way): the UI thread never
// joins or waits for a worker, it only polls results in update().
//
// Share links: each tab writes what it shows into a ShareState
// (save_share) and restores it from one (load_share); the registry says which
// link mode opens which tab.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine.h"

namespace kt::app {

// What a tab asks the board view to draw on top of the squares.
struct BoardOverlay {
    std::vector<Square> path;                                 // the tour so far, drawn as lines
    bool closed = false;                                      // also draw last -> first
    std::vector<std::pair<Square, Square>> links;             // extra lines (network edges, pieces)
    std::vector<std::pair<Square, std::string>> labels;       // short text on squares
    std::vector<std::uint32_t> label_colours;                 // per label, 0xRRGGBBAA; missing: near black
    std::vector<std::pair<Square, std::uint32_t>> highlights; // 0xRRGGBBAA tints
    Square knight = kNoSquare;
};

// How the message line shows a message: each tone has its own colour and
// word for screen readers, so success never looks like an error.
enum class Tone { Info, Success, Warning, Error };

// State every tab shares: the board, the knight, user messages.
struct AppContext {
    Board board{8, 8};
    std::uint64_t board_generation = 0;  // bumps whenever `board` changes
    Square knight = kNoSquare;
    std::string message;                 // the message line's text; errors say what and where
    Tone message_tone = Tone::Error;     // how the message line shows it
    std::uint64_t message_serial = 0;    // bumps on every say(), so a repeat is announced again
    bool threads_available = true;       // false in a single-threaded build
    bool show_heatmap = false;           // accessibility numbers as colours
    bool show_numbers = true;            // move numbers when they fit
    float ui_scale = 1;                  // the size of the whole interface (layout.h kUiScales)
    bool presenting = false;             // presentation mode: the board fills the window

    // When the tabs next need a frame, in seconds (0: at once, as during a
    // run or an animation); the page's main loop rests until then unless
    // input comes first (main_loop_rest.h). The app clears it every frame.
    double next_frame_in = std::numeric_limits<double>::infinity();
    void wake_within(double seconds) { next_frame_in = std::min(next_frame_in, std::max(0.0, seconds)); }

    // Replaces the board (rows x cols, holes cleared, same leaper); on bad sizes returns
    // false and sets `error` to a message for the user, leaving the board as it was.
    bool resize_board(int rows, int cols, std::string& error);
    // Replaces the board with any Board (masks, leapers).
    void set_board(Board board);
    // Puts `text` on the message line, the one place people look for what
    // the page says (near the board); an empty text clears it.
    void say(Tone tone, std::string text);
    // Empties the message line (a no-op when it is empty already).
    void clear_message() {
        if (!message.empty()) say(Tone::Info, "");
    }
};

// Names the last ImGui item for the test hook (state().widgets[name] is its
// x, y, w, h last frame), so browser tests press it with real events.
void remember_widget(const std::string& name);

// The largest board the page draws and steps interactively.
inline constexpr int kMaxPageSide = 1000;

class Tab {
public:
    virtual ~Tab() = default;
    virtual const char* title() const = 0;
    // ImGui widgets inside the tab's page of the side panel.
    virtual void draw_panel(AppContext& ctx) = 0;
    // One line for presentation mode's bar (the Solve tab: why its last step
    // was taken); empty when the tab has none.
    virtual std::string caption(const AppContext&) const { return {}; }
    // Once per frame while the tab is active: poll workers, advance animations.
    virtual void update(AppContext&) {}
    // A click on a board square; return true when handled.
    virtual bool on_square_clicked(AppContext&, Square) { return false; }
    // A click on a removed square (a hole); return true when handled.
    virtual bool on_hole_clicked(AppContext&, Square) { return false; }
    // A key typed while no text field has focus: '0'..'9', 'p', 'z', 'y', '\b',
    // ' ' (space), '<' and '>' (the left and right arrows).
    virtual void on_key(AppContext&, char) {}
    virtual void on_board_changed(AppContext&) {}
    virtual void fill_overlay(const AppContext&, BoardOverlay&) const {}
    // For screen readers (a11y_layer.h): what the tab's label on square `s`
    // means, in words ("clue 17"); "" lets the page say "shows" and the label.
    virtual std::string describe_square(const AppContext&, Square) const { return {}; }
    // The tab's latest explanation or result in words (a step's "Why"), read
    // out when it changes; "" for nothing to say.
    virtual std::string narration(const AppContext&) const { return {}; }
    // The panel's help line for what the tab has in hand ("" : how to place the knight).
    virtual std::string help_line(const AppContext&) const { return {}; }
    // True while the tab plays something of its own (a clue puzzle): the
    // panel then leaves out the board's size and display rows above the tabs.
    virtual bool plays_alone(const AppContext&) const { return false; }
    // For window.knights.state(): anything a test needs to check.
    virtual nlohmann::json state_json(const AppContext&) const { return nlohmann::json::object(); }
    // A command from window.knights.command(); nullopt when the tab does not
    // know it, otherwise {"ok":true} or {"ok":false,"error":...}.
    virtual std::optional<nlohmann::json> command(AppContext&, const nlohmann::json&) { return std::nullopt; }
    // Share links: write what this tab shows (tour, options, selection) into
    // `state` (board and mode are set already) and return true; false lets
    // the app share the knight's square.
    virtual bool save_share(const AppContext&, ShareState&) const { return false; }
    // Restore this tab from a link whose mode names it (the board is set
    // already); true when taken.
    virtual bool load_share(AppContext&, const ShareState&) { return false; }
};

// A tab and the share-link mode that opens it.
struct TabSlot {
    std::unique_ptr<Tab> tab;
    ShareMode mode;
};
std::vector<TabSlot> make_tabs();

inline nlohmann::json ok_reply() { return {{"ok", true}}; }
inline nlohmann::json error_reply(const std::string& error) { return {{"ok", false}, {"error", error}}; }

}  // namespace kt::app
