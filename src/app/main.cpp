// The app's entry point: SDL2 window + GL context + Dear ImGui, one frame per
// browser animation frame on the web (emscripten_set_main_loop), a plain loop
// natively -- the shape of Dear ImGui's own SDL2/OpenGL3 example -- and the
// loop rests while nothing changes (main_loop_rest.h). It turns
// the browser's input into the app's: mouse, keys, finger gestures, and text
// pasted, dropped or typed on an on-screen keyboard (web/overlay.js). The
// canvas is drawn at the screen's device pixel ratio, text included. Also
// the C functions the page's test hook (window.knights) calls.
#include <SDL.h>

#include <algorithm>
#include <chrono>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <deque>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "a11y_layer.h"
#include "app.h"
#include "background.h"
#include "embedded_assets.h"
#include "gl.h"
#include "html_layer.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "imgui_internal.h"
#include "layout.h"
#include "main_loop_rest.h"
#include "touch_gestures.h"
#include "web_bridge.h"
#include "widget_map.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/html5.h>
#endif

namespace {

using Clock = std::chrono::steady_clock;

// The one app instance the C hooks reach; owned by main.
struct Runtime {
    SDL_Window* window = nullptr;
    SDL_GLContext gl = nullptr;
    std::unique_ptr<kt::app::App> app;
    Clock::time_point last_frame = Clock::now();
    bool quit = false;
    bool first_frame_reported = false;
    bool dragging = false;
    std::vector<std::pair<float, float>> pending_clicks;
    std::vector<char> pending_keys;
    std::string hook_reply;
    kt::app::TouchGestures gestures;
    // Where fingers point ImGui's mouse (SDL makes no mouse of them, so a
    // swipe never presses what it starts on): a tap presses for one frame.
    // A lifted finger hovers nothing: else ImGui, which ignores a press on a
    // tab while another item was hovered the frame before, missed a tap on
    // one tab after a tap on another.
    struct {
        bool active = false;
        float x = 0, y = 0;
        int press_frames = 0;
        int hover_frames = 0;  // after the press: the release lands on what was pressed
    } finger_pointer;
    std::uint32_t press_later = 0;  // a widget the keyboard pressed, still scrolling into view
    int press_tries = 0;
    std::deque<SDL_Event> waiting_events;  // from a key released in the frame it was pressed on: next frame
    float pinch_log_zoom = 0;       // pinch zoom not yet handed on as wheel steps
    bool release_backspace = false; // an on-screen Backspace pressed last frame
    float font_ratio = 0;           // the device pixel ratio the font atlas was made for
    float font_scale = 1;           // and the interface's size (App::ui_scale)
    ImGuiStyle base_style;          // the device's style at size 1
    bool text_entry_shown = false;
    kt::app::widgets::Widget text_entry_at;
};
Runtime* runtime = nullptr;

bool threads_available() {
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
    return false;
#else
    return true;
#endif
}

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

void handle_event(Runtime& rt, const SDL_Event& event) {
    ImGui_ImplSDL2_ProcessEvent(&event);
    ImGuiIO& io = ImGui::GetIO();
    if (event.type == SDL_KEYDOWN || event.type == SDL_KEYUP) {
        // The modifiers when the key moved, not when the event is read (the
        // backend asks SDL_GetModState(), by then Ctrl of Ctrl+A may be up).
        // Events are handled in order, so a later Ctrl release still follows.
        const Uint16 mod = event.key.keysym.mod;
        io.KeyShift = (mod & KMOD_SHIFT) != 0;
        io.KeyCtrl = (mod & KMOD_CTRL) != 0;
        io.KeyAlt = (mod & KMOD_ALT) != 0;
        io.KeySuper = (mod & KMOD_GUI) != 0;
    }
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
        case SDL_FINGERUP: {
            int w = 0, h = 0;
            SDL_GetWindowSize(rt.window, &w, &h);
            const float x = event.tfinger.x * static_cast<float>(w), y = event.tfinger.y * static_cast<float>(h);
            const double seconds = static_cast<double>(event.tfinger.timestamp) / 1000.0;
            if (event.type == SDL_FINGERDOWN) rt.gestures.down(event.tfinger.fingerId, x, y, seconds);
            if (event.type == SDL_FINGERMOTION) rt.gestures.move(event.tfinger.fingerId, x, y);
            if (event.type == SDL_FINGERUP) rt.gestures.up(event.tfinger.fingerId, x, y, seconds);
            break;
        }
        case SDL_MOUSEMOTION:
            if (event.motion.which != SDL_TOUCH_MOUSEID) rt.finger_pointer.active = false;  // a mouse again
            if (rt.dragging && event.motion.which != SDL_TOUCH_MOUSEID) rt.app->on_drag(static_cast<float>(event.motion.xrel), static_cast<float>(event.motion.yrel));
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

// Taps place the knight, drags pan the board or scroll the panel, pinches zoom.
void apply_gestures(Runtime& rt, float window_w, float window_h) {
    (void)window_w, (void)window_h;
    const kt::app::PageLayout& layout = rt.app->layout();  // the last frame's, as on screen
    const auto on_board = [&](float x, float y) {
        const auto& b = layout.board;
        return x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h;
    };
    ImGuiIO& io = ImGui::GetIO();
    for (const kt::app::Gesture& g : rt.gestures.take()) {
        const bool board = on_board(g.start_x, g.start_y);
        rt.finger_pointer.active = true;
        rt.finger_pointer.x = g.x;
        rt.finger_pointer.y = g.y;
        rt.finger_pointer.hover_frames = 2;
        switch (g.kind) {
            case kt::app::Gesture::Kind::Tap:
                if (board)
                    rt.pending_clicks.push_back({g.x, g.y});
                else
                    rt.finger_pointer.press_frames = 1;  // a click for the panel
                break;
            case kt::app::Gesture::Kind::Drag:
                if (board)
                    rt.app->on_drag(g.dx, g.dy);
                else {  // a swipe scrolls the panel like a wheel
                    io.MouseWheel += g.dy / std::max(1.0f, 5 * ImGui::GetFontSize());
                    // ImGui scrolls what the pointer is over: keep it where the
                    // swipe began, or a finger that leaves the panel stops scrolling it.
                    rt.finger_pointer.x = g.start_x;
                    rt.finger_pointer.y = g.start_y;
                }
                break;
            case kt::app::Gesture::Kind::Pinch: {
                if (!board) break;
                constexpr float kStep = 0.1397619f;  // log(1.15): one wheel notch of BoardView
                rt.pinch_log_zoom += std::log(g.scale);
                for (; rt.pinch_log_zoom >= kStep; rt.pinch_log_zoom -= kStep) rt.app->on_wheel(g.x, g.y, 1);
                for (; rt.pinch_log_zoom <= -kStep; rt.pinch_log_zoom += kStep) rt.app->on_wheel(g.x, g.y, -1);
                break;
            }
        }
    }
}

void press_backspace(bool down) {
    SDL_Event key{};
    key.type = down ? SDL_KEYDOWN : SDL_KEYUP;
    key.key.state = down ? SDL_PRESSED : SDL_RELEASED;
    key.key.keysym.scancode = SDL_SCANCODE_BACKSPACE;
    key.key.keysym.sym = SDLK_BACKSPACE;
    ImGui_ImplSDL2_ProcessEvent(&key);
}

// Text from the page: typing on an on-screen keyboard goes to the active text
// field; pasted text too when it is short, else (and dropped files) it waits
// for the active tab (html_layer.h).
void take_page_text(Runtime& rt) {
    ImGuiIO& io = ImGui::GetIO();
    if (rt.release_backspace) press_backspace(false);  // ImGui 1.86 misses a press released in the same frame
    rt.release_backspace = false;
    using Kind = kt::app::web::PageText::Kind;
    for (auto& item : kt::app::web::take_page_text()) {
        if (item.kind == Kind::Notice) {
            rt.app->report_error(item.text);
        } else if (item.kind == Kind::Backspace) {
            press_backspace(true);
            rt.release_backspace = true;
        } else if (item.kind == Kind::Typed || (item.kind == Kind::Paste && io.WantTextInput && item.text.size() <= 4000)) {
            io.AddInputCharactersUTF8(item.text.c_str());
        } else {
            kt::app::html::give({item.kind == Kind::File, std::move(item.name), std::move(item.text)});
        }
    }
}

void load_font(float pixel_ratio, float scale);

// Follows the page's size and the screen's pixel ratio: the canvas's backing
// store is CSS size x ratio (SDL_WINDOW_ALLOW_HIGHDPI), the font is rasterised
// at the ratio and drawn at 1/ratio, so text is sharp at any ratio.
void follow_page_size(Runtime& rt) {
    int css_w = 0, css_h = 0, win_w = 0, win_h = 0;
    SDL_GetWindowSize(rt.window, &win_w, &win_h);
    if (kt::app::web::viewport_size(css_w, css_h) && (css_w != win_w || css_h != win_h))
        SDL_SetWindowSize(rt.window, css_w, css_h);
    const float ratio = std::clamp(kt::app::web::device_pixel_ratio(), 1.0f, 4.0f);
    const float scale = rt.app->ui_scale();
    if (ratio != rt.font_ratio || scale != rt.font_scale) {
        const bool first = rt.font_ratio == 0;  // the backend makes the first texture itself
        rt.font_ratio = ratio;
        rt.font_scale = scale;
        ImGui::GetStyle() = rt.base_style;  // the chosen size scales every spacing too
        ImGui::GetStyle().ScaleAllSizes(scale);
        load_font(ratio, scale);
        if (!first) {
            ImGui_ImplOpenGL3_DestroyFontsTexture();
            ImGui_ImplOpenGL3_CreateFontsTexture();
        }
    }
}

// On touch screens an HTML field sits over the active ImGui text field, so the
// phone shows its keyboard; web/overlay.js hands the typing back.
void show_text_entry(Runtime& rt) {
    const bool touch = kt::app::web::touch_device();
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    const auto field = ImGui::GetIO().WantTextInput && touch ? kt::app::widgets::find(g.ActiveId) : std::nullopt;
    if (!field && !rt.text_entry_shown) return;
    const kt::app::widgets::Widget at = field ? *field : kt::app::widgets::Widget{};
    if (rt.text_entry_shown == field.has_value() && at.x == rt.text_entry_at.x && at.y == rt.text_entry_at.y) return;
    rt.text_entry_shown = field.has_value();
    rt.text_entry_at = at;
    kt::app::web::text_entry_overlay(rt.text_entry_shown, at.vx, at.vy, at.vw, at.vh);
}

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

// What the keyboard did in the page's accessible layer (web/a11y.js): a
// widget's mirror pressed (the finger's pointer presses the widget itself, so
// it acts exactly as a click), scrolled into view, menus closed; board
// requests go to the app.
void take_a11y_requests(Runtime& rt) {
    using Kind = kt::app::a11y::Request::Kind;
    ImGuiContext& g = *ImGui::GetCurrentContext();
    auto requests = kt::app::a11y::take_requests();
    if (!requests.empty()) rt.press_tries = 0;  // a new press gets its own tries
    if (rt.press_later) requests.insert(requests.begin(), {Kind::Press, "", std::exchange(rt.press_later, 0u)});
    for (const auto& request : requests) {
        if (request.kind == Kind::Escape) {
            if (g.OpenPopupStack.Size > 0) ImGui::ClosePopupToLevel(0, true);
            continue;
        }
        if (request.kind == Kind::Scroll) {
            if (ImGuiWindow* panel = ImGui::FindWindowByName(kt::app::kPanelWindow))
                ImGui::SetScrollY(panel, panel->Scroll.y + static_cast<float>(request.by) * panel->Size.y * 0.6f);
            continue;
        }
        if (request.kind != Kind::Press && request.kind != Kind::Reveal) {
            rt.app->on_a11y(request);
            continue;
        }
        const auto widget = kt::app::widgets::find(request.id);
        if (!widget) continue;
        // Not wholly in view: scroll to it, once (a retry would scroll again by a stale place).
        if (ImGuiWindow* window = ImGui::FindWindowByName(widget->window.c_str());
            window && rt.press_tries == 0 && (widget->vh < widget->h || widget->vw <= 0)) {
            // A child region that does not scroll itself: its nearest parent that does.
            while (window->ScrollMax.y <= 0 && window->ParentWindow) window = window->ParentWindow;
            ImGui::SetScrollY(window, window->Scroll.y + widget->y - (window->Pos.y + window->Size.y / 2));
        }
        // Pressed only where it is wholly in view, else once the scroll has brought it there.
        if (request.kind == Kind::Press && (widget->vh < widget->h - 0.5f || widget->vw <= 0)) {
            if (rt.press_tries++ < 30) rt.press_later = request.id;
            continue;
        }
        rt.press_later = 0;
        rt.press_tries = 0;
        if (request.kind == Kind::Press) {
            auto& finger = rt.finger_pointer;
            finger.active = true;
            finger.x = widget->vx + widget->vw / 2;
            finger.y = widget->vy + widget->vh / 2;
            finger.press_frames = 1;
            finger.hover_frames = 2;
        }
    }
}

// A new ImGui frame with the finger's pointer, then the clicks and keys
// ImGui's widgets did not take go to the app.
void begin_imgui_frame(Runtime& rt) {
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    if (auto& finger = rt.finger_pointer; finger.active) {  // after the backend, which reads SDL's mouse
        ImGuiIO& io = ImGui::GetIO();
        const bool lifted = finger.press_frames == 0 && finger.hover_frames == 0;
        io.MousePos = lifted ? ImVec2(-FLT_MAX, -FLT_MAX) : ImVec2(finger.x, finger.y);
        io.MouseDown[0] = finger.press_frames > 0;
        if (finger.press_frames > 0) --finger.press_frames;
        else if (finger.hover_frames > 0) --finger.hover_frames;
    }
    ImGui::NewFrame();
    take_a11y_requests(rt);
    if (!ImGui::GetIO().WantCaptureMouse)
        for (const auto& [x, y] : rt.pending_clicks) rt.app->on_click(x, y);
    rt.pending_clicks.clear();
    if (!ImGui::GetIO().WantTextInput)
        for (char key : rt.pending_keys) rt.app->on_key(key);
    rt.pending_keys.clear();
}

// Runs `work`; an exception keeps the page alive and says what failed where
// the user and tests see it.
template <class Fn>
void keep_alive(Runtime& rt, Fn&& work) {
    try {
        work();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "knights_app: %s\n", e.what());
        rt.app->report_error(e.what());
    }
}

// The frame in GL: the board, then the panel over it. Any GL call on the
// page's canvas makes the browser composite it anew, so none happen unless
// the frame is drawn.
void render(Runtime& rt, int width, int height) {
    glViewport(0, 0, width, height);
    glClearColor(0.11f, 0.12f, 0.14f, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    keep_alive(rt, [&] { rt.app->render(); });
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    keep_alive(rt, [&] { rt.app->after_drawn(); });
    SDL_GL_SwapWindow(rt.window);
}

void frame() {
    Runtime& rt = *runtime;
    follow_page_size(rt);
    const auto now = Clock::now();
    poll_events(rt);
    int win_w = 0, win_h = 0;
    SDL_GetWindowSize(rt.window, &win_w, &win_h);
    apply_gestures(rt, static_cast<float>(win_w), static_cast<float>(win_h));
    take_page_text(rt);

    const float frame_ms =
        kt::app::main_loop::after_rest() ? 0.0f : std::chrono::duration<float, std::milli>(now - rt.last_frame).count();
    rt.last_frame = now;

    int width = 0, height = 0;
    SDL_GL_GetDrawableSize(rt.window, &width, &height);
    begin_imgui_frame(rt);
    keep_alive(rt, [&] { rt.app->frame(static_cast<float>(win_w), static_cast<float>(win_h), frame_ms); });
    ImGui::Render();
    kt::app::widgets::end_frame();
    kt::app::a11y::publish_widgets(ImGui::GetIO().WantTextInput, kt::app::kPanelWindow);
    show_text_entry(rt);
    const bool draw = rt.app->should_draw(*ImGui::GetDrawData(), width, height);
    if (draw) render(rt, width, height);
    rt.app->note_work_ms(std::chrono::duration<float, std::milli>(Clock::now() - now).count());
#ifndef __EMSCRIPTEN__
    if (!draw) SDL_Delay(10);  // no swap to wait on: don't spin
#endif

    if (!rt.first_frame_reported) {
        rt.first_frame_reported = true;
#ifdef __EMSCRIPTEN__
        EM_ASM({ if (typeof window !== 'undefined' && window.knightsOnFirstFrame) window.knightsOnFirstFrame(); });
#endif
    }
}

// Whether the next frame must follow at once: a job computes, or SDL holds
// events a frame put off (a key released in the frame it was pressed), a
// keyboard press waits for its widget to scroll into view, or the finger's
// pointer has a press to finish.
bool app_busy() {
    return kt::app::jobs_computing().load() > 0 || !runtime->waiting_events.empty() || runtime->release_backspace ||
           runtime->press_later != 0 || runtime->finger_pointer.press_frames > 0 ||
           runtime->finger_pointer.hover_frames > 0;
}

// When the app next needs a frame: what the tabs asked, and a text field's
// blinking cursor (ImGui shows it 0.8 s of every 1.2 s).
double app_wake_in() {
    double in = runtime->app->next_frame_in();
    if (ImGui::GetIO().WantTextInput) in = std::min(in, 0.2);
    return in;
}

// The panel's font at the interface's size (`scale`), rasterised at the
// screen's pixels, and the board's large font.
void load_font(float pixel_ratio, float scale) {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    const float size = kt::app::ui_font_size(kt::app::web::touch_device()) * scale;
    if (kt::app::assets::font_ttf_size > 0) {
        ImFontConfig config;
        config.FontDataOwnedByAtlas = false;  // the bytes are static
        io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(kt::app::assets::font_ttf),
                                       static_cast<int>(kt::app::assets::font_ttf_size), size * pixel_ratio, &config);
        // Second, for move numbers and labels on the board (board_view.cpp):
        // large, so they stay sharp when drawn big; ASCII is all they use.
        static const ImWchar ascii[] = {0x20, 0x7e, 0};
        io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(kt::app::assets::font_ttf),
                                       static_cast<int>(kt::app::assets::font_ttf_size), 44 * pixel_ratio, &config, ascii);
        io.FontGlobalScale = 1 / pixel_ratio;
    } else {
        io.Fonts->AddFontDefault();  // a bitmap font: no sharper at any size
        io.FontGlobalScale = size / 13.0f;
    }
}

}  // namespace

extern "C" {
// window.knights.state(): the app's state as JSON.
#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
const char* kt_app_state() {
    if (!runtime || !runtime->app) return "{\"ready\":false}";
    runtime->hook_reply = runtime->app->state_json();
    return runtime->hook_reply.c_str();
}

// window.knights.widgets(): where each labelled widget was drawn last frame.
#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
const char* kt_app_widgets() {
    if (!runtime) return "[]";
    runtime->hook_reply = kt::app::widgets::json();
    return runtime->hook_reply.c_str();
}

// window.knights.command(obj): one JSON command, a JSON reply.
#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
const char* kt_app_command(const char* json) {
    if (!runtime || !runtime->app) return "{\"ok\":false,\"error\":\"app not started\"}";
    runtime->hook_reply = runtime->app->command(json ? json : "");
    kt::app::main_loop::wake();  // what the command changed is shown, as after input
    return runtime->hook_reply.c_str();
}
}

// SDL, the window and its GL context (WebGL2 on the page); returns the GLSL
// version line for ImGui's renderer, or nullptr (with a message) on failure.
const char* open_window(Runtime& rt) {
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0");  // fingers make gestures (touch_gestures.h), not a mouse
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        std::fprintf(stderr, "knights_app: SDL_Init failed: %s\n", SDL_GetError());
        return nullptr;
    }
#ifdef __EMSCRIPTEN__
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
    const char* glsl_version = "#version 300 es";
#else
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    const char* glsl_version = "#version 330 core";
#endif
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    rt.window = SDL_CreateWindow("Knight's Tour Workbench", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800,
                                 SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (!rt.window) {
        std::fprintf(stderr, "knights_app: cannot open a window: %s\n", SDL_GetError());
        return nullptr;
    }
    rt.gl = SDL_GL_CreateContext(rt.window);
    if (!rt.gl) {
        std::fprintf(stderr, "knights_app: no OpenGL ES 3 / WebGL2 context: %s\n", SDL_GetError());
        return nullptr;
    }
    SDL_GL_MakeCurrent(rt.window, rt.gl);
    SDL_GL_SetSwapInterval(1);
    return glsl_version;
}

int main(int, char**) {
    static Runtime rt;
    const char* glsl_version = open_window(rt);
    if (!glsl_version) return 1;

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;  // no file system on the page; layout is fixed anyway
    ImGui::StyleColorsDark();
    kt::app::apply_device_style(ImGui::GetStyle(), kt::app::web::touch_device());
    rt.base_style = ImGui::GetStyle();
    kt::app::widgets::enable();
    ImGui_ImplSDL2_InitForOpenGL(rt.window, rt.gl);
    ImGui_ImplOpenGL3_Init(glsl_version);

    rt.app = std::make_unique<kt::app::App>(threads_available());
    runtime = &rt;
    kt::app::main_loop::run(frame, app_busy, app_wake_in, &rt.quit);
#ifndef __EMSCRIPTEN__
    rt.app->shutdown();
    rt.app.reset();
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    SDL_GL_DeleteContext(rt.gl);
    SDL_DestroyWindow(rt.window);
    SDL_Quit();
#endif
    return 0;
}
