// The page's main loop rests when nothing changes. A browser runs an
// Emscripten main loop once per animation frame whether or not the frame
// shows anything new, which keeps a core busy on an idle page. So after each
// frame the loop asks RestPolicy whether another frame is needed: while
// something moves (a run, a background job, an animation), for a few frames
// after any input (so ImGui's hover and focus settle), or when a timer the
// app asked for comes due. Otherwise the loop pauses until the browser
// reports input, a resize, a navigation, text from web/overlay.js or a test
// hook command (main_loop_rest.cpp installs those listeners).
#pragma once

#include <limits>

namespace kt::app {

inline constexpr double kNever = std::numeric_limits<double>::infinity();

class RestPolicy {
public:
    // Frames run after the last input or the last busy frame: about half a
    // second at 60 Hz, longer than the share panel's look at the app (0.25 s).
    static constexpr int kSettleFrames = 30;

    // Input, a resize, a command: run at least kSettleFrames more frames.
    void woke() { settle_ = kSettleFrames; }
    // After a frame: `busy` when it must be followed at once by another (a
    // run, a job, an animation), `wake_in` the seconds until the app wants
    // a frame for a timer (kNever: none). Returns a negative number to run
    // the next frame, else the seconds to rest (kNever: until woken).
    double after_frame(bool busy, double wake_in) {
        if (busy) settle_ = kSettleFrames;
        if (settle_ > 0) return --settle_, -1.0;
        return wake_in <= 1.0 / 120 ? -1.0 : wake_in;
    }

private:
    int settle_ = kSettleFrames;
};

namespace main_loop {
// Runs `frame` once per animation frame (natively: in a loop until `quit`)
// and rests as RestPolicy says; `busy` and `wake_in` are asked after each frame.
using FrameFn = void (*)();
using BusyFn = bool (*)();
using WakeInFn = double (*)();
void run(FrameFn frame, BusyFn busy, WakeInFn wake_in, const bool* quit);
// Wakes a resting loop, from the main thread: input (and hook commands)
// also run RestPolicy::kSettleFrames frames; a timer runs one.
void wake();
void wake_for(bool input);
// Whether the loop rests now.
bool resting();
// True during the first frame after a rest: the time since the frame before
// is the rest, not a frame's time.
bool after_rest();
}  // namespace main_loop

}  // namespace kt::app
