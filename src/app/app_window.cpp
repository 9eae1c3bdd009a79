#include "app_window.h"

#include <cstdio>

namespace kt::app {
namespace {

// The GL version to ask for: WebGL2 (OpenGL ES 3.0) on the page, core 3.3 natively.
const char* ask_gl_version() {
#ifdef __EMSCRIPTEN__
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
    return "#version 300 es";
#else
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    return "#version 330 core";
#endif
}

}  // namespace

const char* open_window(Runtime& rt) {
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0");  // fingers make gestures (touch_gestures.h), not a mouse
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        std::fprintf(stderr, "knights_app: SDL_Init failed: %s\n", SDL_GetError());
        return nullptr;
    }
    const char* glsl_version = ask_gl_version();
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

void close_window(Runtime& rt) {
    SDL_GL_DeleteContext(rt.gl);
    SDL_DestroyWindow(rt.window);
    SDL_Quit();
}

}  // namespace kt::app
