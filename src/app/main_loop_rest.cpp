#include "main_loop_rest.h"

#include <cmath>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/em_js.h>
#else
#include <SDL.h>
#endif

namespace kt::app::main_loop {
namespace {

RestPolicy policy;
FrameFn frame_fn = nullptr;
BusyFn busy_fn = nullptr;
WakeInFn wake_in_fn = nullptr;
bool is_resting = false;
bool first_after_rest = false;

#ifdef __EMSCRIPTEN__
}  // namespace
}  // namespace kt::app::main_loop

// Every browser event that can change what the app shows wakes the loop:
// input (SDL's own listeners queue it; the loop reads it when it runs), a
// resize or a pinch of the visual viewport, Back/Forward, and text that
// web/overlay.js puts in its inbox (it calls window.ktWake).
EM_JS(void, kt_js_install_wake_listeners, (), {
    const wake = function() { Module._kt_app_wake(1); };
    const types = [ "pointerdown", "pointermove", "pointerup", "pointercancel", "mousedown", "mousemove", "mouseup",
                    "touchstart", "touchmove", "touchend", "touchcancel", "keydown", "keyup", "wheel", "paste",
                    "drop", "dragover", "focus", "blur", "resize", "hashchange", "popstate" ];
    types.forEach(function(type) { window.addEventListener(type, wake, {capture : true, passive : true}); });
    document.addEventListener("visibilitychange", wake);
    if (window.visualViewport) {
        window.visualViewport.addEventListener("resize", wake);
        window.visualViewport.addEventListener("scroll", wake);
    }
    window.ktWake = wake;
});
// A timer's wake (no settling frames after it), replacing any timer before.
EM_JS(void, kt_js_wake_after, (double ms), {
    clearTimeout(Module.ktWakeTimer);
    Module.ktWakeTimer = setTimeout(function() { Module._kt_app_wake(0); }, ms);
});
EM_JS(void, kt_js_cancel_wake_timer, (), { clearTimeout(Module.ktWakeTimer); });

namespace kt::app::main_loop {
namespace {

void tick() {
    frame_fn();
    first_after_rest = false;
    const double rest = policy.after_frame(busy_fn(), wake_in_fn());
    if (rest < 0) return;
    is_resting = true;
    emscripten_pause_main_loop();
    if (std::isfinite(rest))  // a timer's frame: no settling frames after it
        kt_js_wake_after(std::ceil(rest * 1000));
}
#endif

}  // namespace

void run(FrameFn frame, BusyFn busy, WakeInFn wake_in, const bool* quit) {
    frame_fn = frame;
    busy_fn = busy;
    wake_in_fn = wake_in;
#ifdef __EMSCRIPTEN__
    (void)quit;
    kt_js_install_wake_listeners();
    emscripten_set_main_loop(tick, 0, true);
#else
    while (!*quit) {
        frame_fn();
        const double rest = policy.after_frame(busy_fn(), wake_in_fn());
        first_after_rest = false;
        if (rest < 0) continue;
        is_resting = true;
        // Waits for an event without taking it: the next frame reads it.
        SDL_WaitEventTimeout(nullptr, std::isfinite(rest) ? static_cast<int>(std::ceil(rest * 1000)) : 1000);
        is_resting = false;
        first_after_rest = true;
        policy.woke();
    }
#endif
}

void wake() { wake_for(true); }

void wake_for(bool input) {
    if (input) policy.woke();
    if (!is_resting) return;
    is_resting = false;
    first_after_rest = true;
#ifdef __EMSCRIPTEN__
    kt_js_cancel_wake_timer();
    emscripten_resume_main_loop();
#endif
}

bool resting() { return is_resting; }
bool after_rest() { return first_after_rest; }

}  // namespace kt::app::main_loop

extern "C" {
// Called by the page (main_loop_rest.cpp's listeners, web/overlay.js, timers).
#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
void kt_app_wake(int input) { kt::app::main_loop::wake_for(input != 0); }
}
