#include "tabs/named_combo.h"

#include "imgui.h"

#include "tabs/tab.h"

namespace kt::app {

bool named_combo(const char* label, const std::string& name, int& index, std::span<const char* const> items,
                 std::span<const char* const> keys) {
    const int n = static_cast<int>(items.size());
    bool changed = false;
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
