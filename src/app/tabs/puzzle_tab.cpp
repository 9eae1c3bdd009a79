// The Puzzle tab: the kind list, and its two modes. Path puzzles (free,
// complete this tour, closed tour from here) are in puzzle_path_mode.h,
// clue puzzles in puzzle_clue_mode.h; the tab passes events to the mode
// on show.
#include <memory>

#include "imgui.h"
#include "tabs/named_combo.h"
#include "tabs/puzzle_clue_mode.h"
#include "tabs/puzzle_path_mode.h"
#include "tabs/puzzle_shared.h"
#include "tabs/tab.h"

namespace kt::app {
namespace {

using nlohmann::json;

class PuzzleTab final : public Tab {
public:
    const char* title() const override { return "Puzzle"; }

    void draw_panel(AppContext& ctx) override {
        static const char* kinds[] = {"free: empty board", "complete this tour", "closed tour from here",
                                      "numbers (clue puzzle)"};
        static const char* keys[] = {to_string(PuzzleKind::Free), to_string(PuzzleKind::CompleteTour),
                                     to_string(PuzzleKind::ClosedTourFrom), "clue"};  // as in links
        named_combo("##kind", "puzzle.kind", shared_.kind_index, kinds, keys);
        // A clue puzzle has its own "closed" box: the goal radios are for the other kinds.
        if (shared_.kind_index == kClueKind) return clue_.draw(ctx);
        ImGui::SameLine();
        const bool renew = ImGui::Button("New");
        clue_.draw_waiting(ctx);  // the clue kind resumes it at once (update)
        path_.draw(ctx, renew);
    }

    void update(AppContext& ctx) override {
        path_.poll_search();
        // After a link that opened another puzzle, the clue puzzle left in
        // progress waits (in storage) until the clue kind is picked.
        clue_.update(ctx, link_puzzle_);
        // A clock on screen ticks: a frame as each second turns.
        if (!clue_.wake(ctx)) path_.wake(ctx);
    }

    void on_key(AppContext& ctx, char key) override {
        if (clue_.shown()) return clue_.on_key(key);
        path_.on_key(ctx, key);
    }

    bool on_square_clicked(AppContext& ctx, Square s) override {
        shared_.threads = ctx.threads_available;
        if (clue_.shown()) {
            clue_.on_square_clicked(ctx, s);
            return true;
        }
        return path_.on_square_clicked(ctx, s);
    }

    // A new board starts a free puzzle (a link's puzzle is loaded after its board).
    void on_board_changed(AppContext& ctx) override {
        const bool clue_board = clue_.owns_board(ctx);
        if (!clue_board) clue_.drop();
        const int kind_index = shared_.kind_index;
        path_.new_puzzle(ctx, PuzzleKind::Free, path_.closed_goal());
        if (clue_board) shared_.kind_index = kind_index;
    }

    void fill_overlay(const AppContext&, BoardOverlay& overlay) const override {
        if (clue_.shown()) return clue_.fill_overlay(overlay);
        path_.fill_overlay(overlay);
    }

    std::string describe_square(const AppContext&, Square s) const override {
        return clue_.shown() ? clue_.describe_square(s) : path_.describe_square(s);
    }

    std::string narration(const AppContext&) const override {
        return clue_.shown() ? clue_.narration() : path_.narration();
    }

    std::string help_line(const AppContext&) const override { return clue_.shown() ? clue_.help_line() : ""; }
    bool plays_alone(const AppContext&) const override { return clue_.shown(); }

    json state_json(const AppContext& ctx) const override {
        return {{"puzzle", path_.state_json(ctx)},
                {"clue", clue_.state_json()},
                {"clue_mode", shared_.kind_index == kClueKind},
                // The board of a clue puzzle left in progress that waits to be resumed.
                {"waiting", clue_.waiting_json()}};
    }

    std::optional<json> command(AppContext& ctx, const json& request) override {
        shared_.threads = ctx.threads_available;
        if (auto reply = path_.command(ctx, request)) return reply;
        return clue_.command(ctx, request);
    }

    bool save_share(const AppContext&, ShareState& state) const override {
        if (!clue_.shown()) return path_.save_share(state);
        clue_.save_share(state);
        return true;
    }

    bool load_share(AppContext& ctx, const ShareState& state) override {
        if (state.mode != ShareMode::Puzzle) return false;
        shared_.threads = ctx.threads_available;
        if (const auto clue = state.options.find("clue"); clue != state.options.end())
            return clue_.load_link(ctx, state, clue->second);
        link_puzzle_ = true;  // the link's puzzle, not a clue puzzle restored over it
        path_.load_share(ctx, state);
        return true;
    }

private:
    PuzzleShared shared_;
    PathMode path_{shared_};
    ClueMode clue_{shared_};
    bool link_puzzle_ = false;  // a link opened a puzzle other than a clue puzzle
};

}  // namespace

std::unique_ptr<Tab> make_puzzle_tab() { return std::make_unique<PuzzleTab>(); }

}  // namespace kt::app
