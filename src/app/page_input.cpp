#include "page_input.h"

#include "a11y_layer.h"
#include "finger_input.h"
#include "html_layer.h"
#include "imgui_impl_sdl.h"
#include "imgui_internal.h"
#include "layout.h"
#include "web_bridge.h"

namespace kt::app {
namespace {

void press_backspace(bool down) {
    SDL_Event key{};
    key.type = down ? SDL_KEYDOWN : SDL_KEYUP;
    key.key.state = down ? SDL_PRESSED : SDL_RELEASED;
    key.key.keysym.scancode = SDL_SCANCODE_BACKSPACE;
    key.key.keysym.sym = SDLK_BACKSPACE;
    ImGui_ImplSDL2_ProcessEvent(&key);
}

void scroll_panel(double by) {
    if (ImGuiWindow* panel = ImGui::FindWindowByName(kPanelWindow))
        ImGui::SetScrollY(panel, panel->Scroll.y + static_cast<float>(by) * panel->Size.y * 0.6f);
}

// Scrolls the widget's window (or the nearest parent that scrolls) to centre it.
void scroll_to(const widgets::Widget& widget) {
    ImGuiWindow* window = ImGui::FindWindowByName(widget.window.c_str());
    if (!window) return;
    while (window->ScrollMax.y <= 0 && window->ParentWindow) window = window->ParentWindow;
    ImGui::SetScrollY(window, window->Scroll.y + widget.y - (window->Pos.y + window->Size.y / 2));
}

// A press or reveal of one widget; a press waits until it is wholly in view.
void press_or_reveal(Runtime& rt, const a11y::Request& request) {
    const auto widget = widgets::find(request.id);
    if (!widget) return;
    // Not wholly in view: scroll to it, once (a retry would scroll again by a stale place).
    if (rt.press_tries == 0 && (widget->vh < widget->h || widget->vw <= 0)) scroll_to(*widget);
    if (request.kind == a11y::Request::Kind::Press && (widget->vh < widget->h - 0.5f || widget->vw <= 0)) {
        if (rt.press_tries++ < 30) rt.press_later = request.id;
        return;
    }
    rt.press_later = 0;
    rt.press_tries = 0;
    if (request.kind == a11y::Request::Kind::Press)
        press_at(rt.finger_pointer, widget->vx + widget->vw / 2, widget->vy + widget->vh / 2);
}

}  // namespace

void take_page_text(Runtime& rt) {
    ImGuiIO& io = ImGui::GetIO();
    if (rt.release_backspace) press_backspace(false);  // ImGui 1.86 misses a press released in the same frame
    rt.release_backspace = false;
    using Kind = web::PageText::Kind;
    for (auto& item : web::take_page_text()) {
        if (item.kind == Kind::Notice) {
            rt.app->report_error(item.text);
        } else if (item.kind == Kind::Backspace) {
            press_backspace(true);
            rt.release_backspace = true;
        } else if (item.kind == Kind::Typed || (item.kind == Kind::Paste && io.WantTextInput && item.text.size() <= 4000)) {
            io.AddInputCharactersUTF8(item.text.c_str());
        } else {
            html::give({item.kind == Kind::File, std::move(item.name), std::move(item.text)});
        }
    }
}

void show_text_entry(Runtime& rt) {
    const bool touch = web::touch_device();
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    const auto field = ImGui::GetIO().WantTextInput && touch ? widgets::find(g.ActiveId) : std::nullopt;
    if (!field && !rt.text_entry_shown) return;
    const widgets::Widget at = field ? *field : widgets::Widget{};
    if (rt.text_entry_shown == field.has_value() && at.x == rt.text_entry_at.x && at.y == rt.text_entry_at.y) return;
    rt.text_entry_shown = field.has_value();
    rt.text_entry_at = at;
    web::text_entry_overlay(rt.text_entry_shown, at.vx, at.vy, at.vw, at.vh);
}

void take_a11y_requests(Runtime& rt) {
    using Kind = a11y::Request::Kind;
    ImGuiContext& g = *ImGui::GetCurrentContext();
    auto requests = a11y::take_requests();
    if (!requests.empty()) rt.press_tries = 0;  // a new press gets its own tries
    if (rt.press_later) requests.insert(requests.begin(), {Kind::Press, "", std::exchange(rt.press_later, 0u)});
    for (const auto& request : requests) {
        if (request.kind == Kind::Escape) {
            if (g.OpenPopupStack.Size > 0) ImGui::ClosePopupToLevel(0, true);
        } else if (request.kind == Kind::Scroll) {
            scroll_panel(request.by);
        } else if (request.kind == Kind::Press || request.kind == Kind::Reveal) {
            press_or_reveal(rt, request);
        } else {
            rt.app->on_a11y(request);
        }
    }
}

}  // namespace kt::app
