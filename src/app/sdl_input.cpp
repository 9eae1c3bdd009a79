#include "sdl_input.h"

#include <algorithm>

#include "imgui_impl_sdl.h"

namespace kt::app {
namespace {

// The keys tabs act on (see Tab::on_key), or 0.
char app_key(SDL_Keycode key) {
    if (key >= SDLK_0 && key <= SDLK_9) return static_cast<char>('0' + (key - SDLK_0));
    if (key == SDLK_p) return 'p';
    if (key == SDLK_z) return 'z';
    if (key == SDLK_y) return 'y';
    if (key == SDLK_BACKSPACE) return '\b';
    if (key == SDLK_SPACE) return ' ';
    if (key == SDLK_LEFT) return '<';
    if (key == SDLK_RIGHT) return '>';
    if (key == SDLK_ESCAPE) return '\x1b';
    if (key == SDLK_EQUALS || key == SDLK_PLUS || key == SDLK_KP_PLUS) return '+';
    if (key == SDLK_MINUS || key == SDLK_KP_MINUS) return '-';
    return 0;
}

// The modifiers when the key moved, not when the event is read (the backend
// asks SDL_GetModState(), by then Ctrl of Ctrl+A may be up). Events are
// handled in order, so a later Ctrl release still follows.
void take_key_modifiers(const SDL_Event& event) {
    ImGuiIO& io = ImGui::GetIO();
    const Uint16 mod = event.key.keysym.mod;
    io.KeyShift = (mod & KMOD_SHIFT) != 0;
    io.KeyCtrl = (mod & KMOD_CTRL) != 0;
    io.KeyAlt = (mod & KMOD_ALT) != 0;
    io.KeySuper = (mod & KMOD_GUI) != 0;
}

void take_finger(Runtime& rt, const SDL_Event& event) {
    int w = 0, h = 0;
    SDL_GetWindowSize(rt.window, &w, &h);
    const float x = event.tfinger.x * static_cast<float>(w), y = event.tfinger.y * static_cast<float>(h);
    const double seconds = static_cast<double>(event.tfinger.timestamp) / 1000.0;
    if (event.type == SDL_FINGERDOWN) rt.gestures.down(event.tfinger.fingerId, x, y, seconds);
    if (event.type == SDL_FINGERMOTION) rt.gestures.move(event.tfinger.fingerId, x, y);
    if (event.type == SDL_FINGERUP) rt.gestures.up(event.tfinger.fingerId, x, y, seconds);
}

void handle_event(Runtime& rt, const SDL_Event& event) {
    ImGui_ImplSDL2_ProcessEvent(&event);
    ImGuiIO& io = ImGui::GetIO();
    if (event.type == SDL_KEYDOWN || event.type == SDL_KEYUP) take_key_modifiers(event);
    switch (event.type) {
        case SDL_QUIT: rt.quit = true; break;
        case SDL_MOUSEBUTTONDOWN:
            // A finger's mouse events drive ImGui's panel only; on the board
            // the gestures decide (a pinch must not place a knight).
            if (event.button.which == SDL_TOUCH_MOUSEID) break;
            // Whether ImGui wants this click is only known after NewFrame()
            // has seen the new mouse position, so board clicks wait till then.
            if (event.button.button == SDL_BUTTON_LEFT)
                rt.pending_clicks.push_back({static_cast<float>(event.button.x), static_cast<float>(event.button.y)});
            else if (!io.WantCaptureMouse)
                rt.dragging = true;
            break;
        case SDL_MOUSEBUTTONUP: rt.dragging = false; break;
        case SDL_KEYDOWN:
            // Taken from the event, not ImGui's key state: a quick tap's down
            // and up can arrive in one frame, and ImGui 1.86 would miss it.
            if (const char key = app_key(event.key.keysym.sym)) rt.pending_keys.push_back(key);
            break;
        case SDL_FINGERDOWN:
        case SDL_FINGERMOTION:
        case SDL_FINGERUP: take_finger(rt, event); break;
        case SDL_MOUSEMOTION:
            if (event.motion.which != SDL_TOUCH_MOUSEID) rt.finger_pointer.active = false;  // a mouse again
            if (rt.dragging && event.motion.which != SDL_TOUCH_MOUSEID)
                rt.app->on_drag(static_cast<float>(event.motion.xrel), static_cast<float>(event.motion.yrel));
            break;
        case SDL_MOUSEWHEEL: {
            if (io.WantCaptureMouse) break;
            int x = 0, y = 0;
            SDL_GetMouseState(&x, &y);
            rt.app->on_wheel(static_cast<float>(x), static_cast<float>(y), static_cast<float>(event.wheel.y));
            break;
        }
        default: break;
    }
}

}  // namespace

// ImGui 1.86 reads keys as held or not once a frame: a key pressed and
// released within one frame (a quick tap, a test's keypress) would be missed.
// So a frame handles events in order up to such a release, and the release
// and everything after it wait for the next frame, in order: Ctrl+A whose A
// went down in this frame but whose Ctrl went down in the last one keeps
// Ctrl held while ImGui sees the A, and text typed after it follows it.
void poll_events(Runtime& rt) {
    SDL_Event event;
    while (SDL_PollEvent(&event)) rt.waiting_events.push_back(event);
    std::vector<SDL_Scancode> pressed;
    while (!rt.waiting_events.empty()) {
        const SDL_Event& next = rt.waiting_events.front();
        if (next.type == SDL_KEYUP &&
            std::find(pressed.begin(), pressed.end(), next.key.keysym.scancode) != pressed.end())
            return;
        if (next.type == SDL_KEYDOWN) pressed.push_back(next.key.keysym.scancode);
        handle_event(rt, next);
        rt.waiting_events.pop_front();
    }
}

}  // namespace kt::app
