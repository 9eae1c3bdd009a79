// Whether a frame must be drawn: only when it would differ from the one on
// screen. An idle page then costs the browser no drawing and no compositing,
// which is what a phone's battery (and software WebGL) notices; the app's
// own per-frame work (input, ImGui, the tabs) still runs every frame.
#pragma once

#include <cstdint>

struct ImDrawData;

namespace kt::app {

class FrameGate {
public:
    // The frame's ImGui output, the board's fingerprint, the drawable size;
    // `force` draws regardless. True: draw this frame.
    bool should_draw(const ImDrawData& ui, std::uint64_t scene, int width, int height, bool force);
    std::uint64_t drawn() const { return drawn_; }

private:
    std::uint64_t last_ = 0;
    bool any_ = false;
    std::uint64_t drawn_ = 0;
};

}  // namespace kt::app
