#include "tabs/named_combo.h"

#include <algorithm>

#include "imgui.h"

#include "tabs/tab.h"

namespace kt::app {

namespace {

// As wide as its widest item and the arrow, so no item is cut short at any
// font size (a phone's is larger), and no wider than the room left beside
// its label.
float fitted_width(const char* label, std::span<const char* const> items) {
    float widest = 0;
    for (const char* item : items) widest = std::max(widest, ImGui::CalcTextSize(item).x);
    const ImGuiStyle& style = ImGui::GetStyle();
    const float label_w = ImGui::CalcTextSize(label, nullptr, true).x;
    const float room = ImGui::GetContentRegionAvail().x - (label_w > 0 ? label_w + style.ItemInnerSpacing.x : 0);
    return std::min(widest + 2 * style.FramePadding.x + ImGui::GetFrameHeight(), std::max(room, ImGui::GetFrameHeight() * 2));
}

}  // namespace

bool named_combo(const char* label, const std::string& name, int& index, std::span<const char* const> items,
                 std::span<const char* const> keys) {
    const int n = static_cast<int>(items.size());
    bool changed = false;
    ImGui::SetNextItemWidth(fitted_width(label, items));
    if (ImGui::BeginCombo(label, index >= 0 && index < n ? items[static_cast<std::size_t>(index)] : "")) {
        for (int i = 0; i < n; ++i) {
            const bool current = i == index;
            if (ImGui::Selectable(items[static_cast<std::size_t>(i)], current) && !current) index = i, changed = true;
            remember_widget(name + "." + keys[static_cast<std::size_t>(i)]);
        }
        ImGui::EndCombo();
    }
    remember_widget(name);  // the box (ImGui restores the last item past the popup)
    return changed;
}

}  // namespace kt::app
