// The app's entry point: SDL2 window + GL context + Dear ImGui, one frame per
// browser animation frame on the web (emscripten_set_main_loop), a plain loop
// natively -- the shape of Dear ImGui's own SDL2/OpenGL3 example. Also the
// two C functions the page's test hook (window.knights) calls.
#include <SDL.h>

#include <chrono>
#include <cstdio>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "app.h"
#include "embedded_assets.h"
#include "gl.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"

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
    if (key >= SDLK_1 && key <= SDLK_9) return static_cast<char>('1' + (key - SDLK_1));
    if (key == SDLK_z) return 'z';
    if (key == SDLK_y) return 'y';
    if (key == SDLK_BACKSPACE) return '\b';
    if (key == SDLK_SPACE) return ' ';
    if (key == SDLK_LEFT) return '<';
    if (key == SDLK_RIGHT) return '>';
    return 0;
}

void handle_event(Runtime& rt, const SDL_Event& event) {
    ImGui_ImplSDL2_ProcessEvent(&event);
    const ImGuiIO& io = ImGui::GetIO();
    switch (event.type) {
        case SDL_QUIT: rt.quit = true; break;
        case SDL_MOUSEBUTTONDOWN:
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
        case SDL_MOUSEMOTION:
            if (rt.dragging) rt.app->on_drag(static_cast<float>(event.motion.xrel), static_cast<float>(event.motion.yrel));
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

void frame() {
    Runtime& rt = *runtime;
#ifdef __EMSCRIPTEN__
    // Follow the canvas's CSS size, so the page fills the window on resize.
    double css_w = 0, css_h = 0;
    emscripten_get_element_css_size("#canvas", &css_w, &css_h);
    int win_w = 0, win_h = 0;
    SDL_GetWindowSize(rt.window, &win_w, &win_h);
    if (css_w >= 1 && css_h >= 1 && (static_cast<int>(css_w) != win_w || static_cast<int>(css_h) != win_h))
        SDL_SetWindowSize(rt.window, static_cast<int>(css_w), static_cast<int>(css_h));
#endif
    const auto now = Clock::now();
    SDL_Event event;
    while (SDL_PollEvent(&event)) handle_event(rt, event);

    const float frame_ms = std::chrono::duration<float, std::milli>(now - rt.last_frame).count();
    rt.last_frame = now;

    int width = 0, height = 0;
    SDL_GL_GetDrawableSize(rt.window, &width, &height);
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGui::NewFrame();
    if (!ImGui::GetIO().WantCaptureMouse)
        for (const auto& [x, y] : rt.pending_clicks) rt.app->on_click(x, y);
    rt.pending_clicks.clear();
    if (!ImGui::GetIO().WantTextInput)
        for (char key : rt.pending_keys) rt.app->on_key(key);
    rt.pending_keys.clear();
    glViewport(0, 0, width, height);
    glClearColor(0.11f, 0.12f, 0.14f, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    try {
        rt.app->frame(static_cast<float>(width), static_cast<float>(height), frame_ms);
    } catch (const std::exception& e) {
        // Keep the page alive; say what failed where the user and tests see it.
        std::fprintf(stderr, "knights_app: %s\n", e.what());
        rt.app->report_error(e.what());
    }
    ImGui::Render();
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    SDL_GL_SwapWindow(rt.window);
    rt.app->note_work_ms(std::chrono::duration<float, std::milli>(Clock::now() - now).count());

    if (!rt.first_frame_reported) {
        rt.first_frame_reported = true;
#ifdef __EMSCRIPTEN__
        EM_ASM({ if (typeof window !== 'undefined' && window.knightsOnFirstFrame) window.knightsOnFirstFrame(); });
#endif
    }
}

void load_font() {
    ImGuiIO& io = ImGui::GetIO();
    if (kt::app::assets::font_ttf_size > 0) {
        ImFontConfig config;
        config.FontDataOwnedByAtlas = false;  // the bytes are static
        io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(kt::app::assets::font_ttf),
                                       static_cast<int>(kt::app::assets::font_ttf_size), 15.0f, &config);
    } else {
        io.Fonts->AddFontDefault();
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

// window.knights.command(obj): one JSON command, a JSON reply.
#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
const char* kt_app_command(const char* json) {
    if (!runtime || !runtime->app) return "{\"ok\":false,\"error\":\"app not started\"}";
    runtime->hook_reply = runtime->app->command(json ? json : "");
    return runtime->hook_reply.c_str();
}
}

int main(int, char**) {
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        std::fprintf(stderr, "knights_app: SDL_Init failed: %s\n", SDL_GetError());
        return 1;
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
    static Runtime rt;
    rt.window = SDL_CreateWindow("Knight's Tour Workbench", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800,
                                 SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE);
    if (!rt.window) {
        std::fprintf(stderr, "knights_app: cannot open a window: %s\n", SDL_GetError());
        return 1;
    }
    rt.gl = SDL_GL_CreateContext(rt.window);
    if (!rt.gl) {
        std::fprintf(stderr, "knights_app: no OpenGL ES 3 / WebGL2 context: %s\n", SDL_GetError());
        return 1;
    }
    SDL_GL_MakeCurrent(rt.window, rt.gl);
    SDL_GL_SetSwapInterval(1);

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;  // no file system on the page; layout is fixed anyway
    ImGui::StyleColorsDark();
    ImGui::GetStyle().WindowRounding = 0;
    load_font();
    ImGui_ImplSDL2_InitForOpenGL(rt.window, rt.gl);
    ImGui_ImplOpenGL3_Init(glsl_version);

    rt.app = std::make_unique<kt::app::App>(threads_available());
    runtime = &rt;
#ifdef __EMSCRIPTEN__
    emscripten_set_main_loop(frame, 0, true);
#else
    while (!rt.quit) frame();
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
