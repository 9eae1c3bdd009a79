// The app's entry point, in the shape of Dear ImGui's SDL2/OpenGL3 example:
// one frame per browser animation frame on the web (emscripten_set_main_loop),
// a plain loop natively, and the loop rests while nothing changes
// (main_loop_rest.h). Input arrives from SDL (sdl_input.h), fingers
// (finger_input.h) and the page's HTML layer (page_input.h).
#include <SDL.h>

#include <chrono>
#include <cstdio>
#include <memory>

#include "a11y_layer.h"
#include "app_window.h"
#include "background.h"
#include "finger_input.h"
#include "gl.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "layout.h"
#include "main_loop_rest.h"
#include "page_fonts.h"
#include "page_input.h"
#include "runtime.h"
#include "sdl_input.h"
#include "test_hook.h"
#include "web_bridge.h"
#include "widget_map.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace {

using kt::app::Runtime;
using Clock = Runtime::Clock;

Runtime* runtime = nullptr;  // for the loop's callbacks, which take no argument

bool threads_available() {
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
    return false;
#else
    return true;
#endif
}

// A new ImGui frame with the finger's pointer, then the clicks and keys
// ImGui's widgets did not take go to the app.
void begin_imgui_frame(Runtime& rt) {
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    kt::app::point_imgui_at_finger(rt.finger_pointer);
    ImGui::NewFrame();
    kt::app::take_a11y_requests(rt);
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

void report_first_frame(Runtime& rt) {
    if (rt.first_frame_reported) return;
    rt.first_frame_reported = true;
#ifdef __EMSCRIPTEN__
    EM_ASM({ if (typeof window !== 'undefined' && window.knightsOnFirstFrame) window.knightsOnFirstFrame(); });
#endif
}

void frame() {
    Runtime& rt = *runtime;
    kt::app::follow_page_size(rt);
    const auto now = Clock::now();
    kt::app::poll_events(rt);
    kt::app::apply_gestures(rt);
    kt::app::take_page_text(rt);
    const float frame_ms =
        kt::app::main_loop::after_rest() ? 0.0f : std::chrono::duration<float, std::milli>(now - rt.last_frame).count();
    rt.last_frame = now;

    int win_w = 0, win_h = 0, width = 0, height = 0;
    SDL_GetWindowSize(rt.window, &win_w, &win_h);
    SDL_GL_GetDrawableSize(rt.window, &width, &height);
    begin_imgui_frame(rt);
    keep_alive(rt, [&] { rt.app->frame(static_cast<float>(win_w), static_cast<float>(win_h), frame_ms); });
    ImGui::Render();
    kt::app::widgets::end_frame();
    kt::app::a11y::publish_widgets(ImGui::GetIO().WantTextInput, kt::app::kPanelWindow);
    kt::app::show_text_entry(rt);
    const bool draw = rt.app->should_draw(*ImGui::GetDrawData(), width, height);
    if (draw) render(rt, width, height);
    rt.app->note_work_ms(std::chrono::duration<float, std::milli>(Clock::now() - now).count());
#ifndef __EMSCRIPTEN__
    if (!draw) SDL_Delay(10);  // no swap to wait on: don't spin
#endif
    report_first_frame(rt);
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

void start_imgui(Runtime& rt, const char* glsl_version) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;  // no file system on the page; layout is fixed anyway
    ImGui::StyleColorsDark();
    kt::app::apply_device_style(ImGui::GetStyle(), kt::app::web::touch_device());
    rt.base_style = ImGui::GetStyle();
    kt::app::widgets::enable();
    ImGui_ImplSDL2_InitForOpenGL(rt.window, rt.gl);
    ImGui_ImplOpenGL3_Init(glsl_version);
}

#ifndef __EMSCRIPTEN__
// Natively the loop returns when the window closes; on the page it never does.
void shut_down(Runtime& rt) {
    kt::app::attach_test_hook(nullptr);
    rt.app->shutdown();
    rt.app.reset();
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    kt::app::close_window(rt);
}
#endif

}  // namespace

int main(int, char**) {
    static Runtime rt;
    const char* glsl_version = kt::app::open_window(rt);
    if (!glsl_version) return 1;
    start_imgui(rt, glsl_version);
    rt.app = std::make_unique<kt::app::App>(threads_available());
    runtime = &rt;
    kt::app::attach_test_hook(rt.app.get());
    kt::app::main_loop::run(frame, app_busy, app_wake_in, &rt.quit);
#ifndef __EMSCRIPTEN__
    shut_down(rt);
#endif
    return 0;
}
