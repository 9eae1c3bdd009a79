#include "frame_gate.h"

#include "frame_hash.h"
#include "imgui.h"

namespace kt::app {
namespace {

// Every byte the OpenGL backend reads from the draw data.
std::uint64_t hash_draw_data(const ImDrawData& ui) {
    FrameHash h;
    h.add(ui.DisplayPos);
    h.add(ui.DisplaySize);
    h.add(ui.FramebufferScale);
    for (int n = 0; n < ui.CmdListsCount; ++n) {
        const ImDrawList& list = *ui.CmdLists[n];
        h.add(list.VtxBuffer.Data, static_cast<std::size_t>(list.VtxBuffer.Size) * sizeof(ImDrawVert));
        h.add(list.IdxBuffer.Data, static_cast<std::size_t>(list.IdxBuffer.Size) * sizeof(ImDrawIdx));
        for (const ImDrawCmd& cmd : list.CmdBuffer) {
            h.add(cmd.ClipRect);
            h.add(cmd.TextureId);
            h.add(cmd.VtxOffset);
            h.add(cmd.IdxOffset);
            h.add(cmd.ElemCount);
            h.add(cmd.UserCallback != nullptr);
        }
    }
    return h.value();
}

}  // namespace

bool FrameGate::should_draw(const ImDrawData& ui, std::uint64_t scene, int width, int height, bool force) {
    FrameHash h;
    h.add(hash_draw_data(ui));
    h.add(scene);
    h.add(width);
    h.add(height);
    const std::uint64_t now = h.value();
    const bool draw = force || !any_ || now != last_;
    any_ = true;
    last_ = now;
    drawn_ += draw;
    return draw;
}

}  // namespace kt::app
