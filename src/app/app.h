// The app: the side panel with its tabs, the board view, input, and the
// browser test hook (state as JSON, commands as JSON).
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "board_view.h"
#include "frame_gate.h"
#include "layout.h"
#include "tabs/share_panel.h"
#include "tabs/tab.h"

namespace kt::app {

class App {
public:
    explicit App(bool threads_available);
    // One frame's work without GL: the panel (ImGui), tabs, the board's plan.
    void frame(float window_w, float window_h, float frame_ms);
    // The board in GL, as frame() left it (the renderer is made on first use).
    void render();
    // Whether this frame differs from the one on screen (or a picture of the
    // canvas is wanted): only then is it drawn.
    bool should_draw(const ImDrawData& ui, int width, int height) {
        return gate_.should_draw(ui, view_.fingerprint(), width, height, share_.wants_picture());
    }
    // Input the ImGui panel did not take, in window pixels.
    void on_click(float x, float y);
    void on_key(char key);
    void on_wheel(float x, float y, float delta);
    void on_drag(float dx, float dy);

    std::string state_json() const;
    std::string command(const std::string& json_text);
    void shutdown() { renderer_.reset(); }
    // Shown in the panel's message line (an error that escaped a frame).
    void report_error(const std::string& what) { ctx_.message = what; }
    // Main-thread time of the last frame (events, UI, GL submission), without
    // the browser's compositing or the GPU: what the app itself costs.
    void note_work_ms(float ms) { recent_work_ms_[frames_ % recent_work_ms_.size()] = ms; }

private:
    void draw_panel(float window_h);
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
    SharePanel share_;
    FrameGate gate_;
};

}  // namespace kt::app
