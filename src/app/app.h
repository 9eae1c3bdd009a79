// The app: the side panel with its tabs, the board view, input, and the
// browser test hook (state as JSON, commands as JSON).
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "a11y_layer.h"
#include "board_view.h"
#include "frame_gate.h"
#include "layout.h"
#include "tabs/share_panel.h"
#include "tabs/tab.h"

namespace kt::app {

// The ImGui window of the side (or bottom) panel.
inline constexpr const char* kPanelWindow = "Knight's Tour Workbench";

class App {
public:
    explicit App(bool threads_available);
    // One frame's work without GL: the panel (ImGui), tabs, the board's plan.
    void frame(float window_w, float window_h, float frame_ms);
    // The board in GL, as frame() left it (the renderer is made on first use).
    void render();
    // After the whole frame is drawn (board and ImGui): a PNG asked for is taken then.
    void after_drawn();
    // Whether this frame differs from the one on screen (or a picture of the
    // canvas is wanted): only then is it drawn.
    bool should_draw(const ImDrawData& ui, int width, int height) {
        return gate_.should_draw(ui, view_.fingerprint(), width, height, share_.wants_picture());
    }
    // Seconds until the app needs its next frame (0: at once; infinity: not
    // until input), as the tabs and the share panel asked in this frame.
    double next_frame_in() const { return ctx_.next_frame_in; }
    // Input the ImGui panel did not take, in window pixels.
    void on_click(float x, float y);
    void on_key(char key);
    void on_wheel(float x, float y, float delta);
    void on_drag(float dx, float dy);

    std::string state_json() const;
    const PageLayout& layout() const { return layout_; }
    float ui_scale() const { return ctx_.ui_scale; }
    std::string command(const std::string& json_text);
    void shutdown() { renderer_.reset(); }
    // Shown on the message line (an error that escaped a frame, a refused clipboard).
    void report_error(const std::string& what) { ctx_.say(Tone::Error, what); }
    // The board's keyboard and screen-reader requests (a11y_layer.h): its
    // focus square, Enter or Space on a square, keys typed on it.
    void on_a11y(const a11y::Request& request);
    // Main-thread time of the last frame (events, UI, GL submission), without
    // the browser's compositing or the GPU: what the app itself costs.
    void note_work_ms(float ms) { recent_work_ms_[frames_ % recent_work_ms_.size()] = ms; }

private:
    void draw_panel(float window_h);
    void draw_presentation_bar();
    void change_ui_scale(int steps);
    // A click or Enter on a square: the tab's, else the knight goes there.
    void act_on_square(Square square);
    // The message line, the board grid and the narration, each sent to the
    // page only when it changed (a11y_board.cpp); the focus square drawn.
    void publish_a11y();
    void draw_focus_square() const;
    std::string describe_square(Square square, const std::vector<int>& move_of) const;
    void apply_board_change();
    void open_daily();  // the Puzzle tab with today's daily
    void draw_board_size();
    void apply_board_size();
    Tab& active_tab() { return *tabs_[active_].tab; }
    const Tab& active_tab() const { return *tabs_[active_].tab; }
    // Share links: the active tab's state now, and a link's state handed to
    // the tab its mode names (the board and knight set first).
    ShareState gather_share() const;
    void apply_share(const ShareState& state);

    AppContext ctx_;
    std::vector<TabSlot> tabs_;
    std::size_t active_ = 0;
    std::size_t requested_tab_ = static_cast<std::size_t>(-1);  // set by a command, applied next frame
    std::uint64_t seen_generation_ = 0;
    BoardView view_;
    std::unique_ptr<BoardRenderer> renderer_;
    BoardOverlay overlay_;
    int rows_input_ = 8, cols_input_ = 8;
    std::uint64_t frames_ = 0;
    float frame_ms_ = 0;
    float window_w_ = 1;
    std::array<float, 16> recent_frame_ms_{};
    std::array<float, 16> recent_work_ms_{};
    PageLayout layout_;
    float message_h_ = 0;  // the message line's height as the page wrapped it (CSS pixels)
    Square focus_square_ = kNoSquare;        // the keyboard's square on the board, while the grid has focus
    std::uint64_t shown_message_serial_ = 0;
    PanelRect shown_message_at_;
    std::uint64_t shown_board_hash_ = 0;
    Square shown_focus_ = kNoSquare;
    double board_at_ = -10;
    std::string shown_narration_, pending_narration_;
    double narration_at_ = -10;
    SharePanel share_;
    FrameGate gate_;
};

}  // namespace kt::app
