#include "test_hook.h"

#include <string>

#include "main_loop_rest.h"
#include "widget_map.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define KT_HOOK EMSCRIPTEN_KEEPALIVE
#else
#define KT_HOOK
#endif

namespace {

kt::app::App* hooked = nullptr;
std::string reply;  // the C string a hook returns lives until the next call

}  // namespace

namespace kt::app {

void attach_test_hook(App* app) { hooked = app; }

}  // namespace kt::app

extern "C" {
// window.knights.state(): the app's state as JSON.
KT_HOOK const char* kt_app_state() {
    if (!hooked) return "{\"ready\":false}";
    reply = hooked->state_json();
    return reply.c_str();
}

// window.knights.widgets(): where each labelled widget was drawn last frame.
KT_HOOK const char* kt_app_widgets() {
    if (!hooked) return "[]";
    reply = kt::app::widgets::json();
    return reply.c_str();
}

// window.knights.command(obj): one JSON command, a JSON reply.
KT_HOOK const char* kt_app_command(const char* json) {
    if (!hooked) return "{\"ok\":false,\"error\":\"app not started\"}";
    reply = hooked->command(json ? json : "");
    kt::app::main_loop::wake();  // what the command changed is shown, as after input
    return reply.c_str();
}
}
