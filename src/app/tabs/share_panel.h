// Share by URL and export, below the tabs of the side panel: keeps
// the address bar's fragment (#v1...) in step with the app (a history entry
// per state the user made, Back/Forward and edited links applied back), the
// Copy link button and the exports (PNG of the board, SVG, tour as text).
// The app supplies how to gather its state and how to apply a link's.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "tabs/tab.h"

namespace kt::app {

class SharePanel {
public:
    std::function<ShareState()> gather;           // the app's state now
    std::function<void(const ShareState&)> apply;  // make the app show a link's state
    std::function<Tour()> shown_tour;              // the tour on the board, for the exports

    // At startup: applies the page's fragment, if any.
    void start(AppContext& ctx);
    // Once per frame, after the tabs updated: follows Back/Forward and
    // records new states in the history (a state must hold still ~0.4 s
    // before it gets its own entry, so animations do not flood it).
    void update(AppContext& ctx, double now_seconds);
    void draw_panel(AppContext& ctx);
    // After the board is drawn: saves a requested PNG while the buffer is valid.
    void after_board_drawn(float x, float y, float w, float h, float window_w);
    bool wants_picture() const { return png_requested_; }
    // Seconds from `now` until update() must look again: a state waiting to
    // hold still gets its history entry then (infinity: nothing waits).
    double next_look_in(double now_seconds) const;

    nlohmann::json state_json() const;
    std::optional<nlohmann::json> command(AppContext& ctx, const nlohmann::json& request);

    // Decodes `fragment` and applies it, with problems in ctx.message.
    void open_link(AppContext& ctx, const std::string& fragment);

private:
    std::string current_link(AppContext& ctx);
    std::string copy_link(const std::string& link) const;
    std::string export_text(AppContext& ctx, const std::string& format);

    std::string link_;            // the fragment in the address bar
    std::string pending_;         // a new state waiting to hold still
    double pending_since_ = 0;
    bool replace_next_ = true;    // the first state after opening a link replaces its entry
    double last_gather_ = -1;
    std::uint64_t pushes_ = 0;
    bool png_requested_ = false;
    int last_png_size_ = 0;
    int export_format_ = 0;
    std::string last_export_;
    std::size_t too_long_ = 0;    // the full link's length when it was too long to give away
};

}  // namespace kt::app
