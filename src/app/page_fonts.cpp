#include "page_fonts.h"

#include <algorithm>

#include "embedded_assets.h"
#include "imgui_impl_opengl3.h"
#include "layout.h"
#include "web_bridge.h"

namespace kt::app {
namespace {

// The panel's font at the interface's size (`scale`), rasterised at the
// screen's pixels, and the board's large font.
void load_font(float pixel_ratio, float scale) {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    const float size = ui_font_size(web::touch_device()) * scale;
    if (assets::font_ttf_size == 0) {
        io.Fonts->AddFontDefault();  // a bitmap font: no sharper at any size
        io.FontGlobalScale = size / 13.0f;
        return;
    }
    ImFontConfig config;
    config.FontDataOwnedByAtlas = false;  // the bytes are static
    auto* ttf = const_cast<unsigned char*>(assets::font_ttf);
    const int ttf_size = static_cast<int>(assets::font_ttf_size);
    io.Fonts->AddFontFromMemoryTTF(ttf, ttf_size, size * pixel_ratio, &config);
    // Second, for move numbers and labels on the board (board_view.cpp):
    // large, so they stay sharp when drawn big; ASCII is all they use.
    static const ImWchar ascii[] = {0x20, 0x7e, 0};
    io.Fonts->AddFontFromMemoryTTF(ttf, ttf_size, 44 * pixel_ratio, &config, ascii);
    io.FontGlobalScale = 1 / pixel_ratio;
}

}  // namespace

void follow_page_size(Runtime& rt) {
    int css_w = 0, css_h = 0, win_w = 0, win_h = 0;
    SDL_GetWindowSize(rt.window, &win_w, &win_h);
    if (web::viewport_size(css_w, css_h) && (css_w != win_w || css_h != win_h))
        SDL_SetWindowSize(rt.window, css_w, css_h);
    const float ratio = std::clamp(web::device_pixel_ratio(), 1.0f, 4.0f);
    const float scale = rt.app->ui_scale();
    if (ratio == rt.font_ratio && scale == rt.font_scale) return;
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

}  // namespace kt::app
