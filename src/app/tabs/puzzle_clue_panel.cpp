#include "tabs/puzzle_clue_panel.h"

#include <cstdio>

#include "imgui.h"
#include "tabs/named_combo.h"

namespace kt::app {

std::string clock_text(double seconds) {
    const int s = static_cast<int>(seconds);
    char text[32];
    std::snprintf(text, sizeof text, "%d:%02d", s / 60, s % 60);
    return text;
}

namespace {

void draw_new_puzzle(ClueChoices& c, bool generating, ClueRequest& req) {
    static const char* sides[] = {"5x5", "6x6", "7x7", "8x8", "9x9", "10x10", "11x11", "12x12"};
    static const char* levels[] = {"easy", "medium", "hard", "expert"};
    int side_index = c.side - kMinClueSide;
    if (named_combo("##side", "puzzle.side", side_index, sides)) c.side = side_index + kMinClueSide;
    ImGui::SameLine();
    named_combo("##level", "puzzle.level", c.level, levels);
    ImGui::SameLine();
    ImGui::Checkbox("closed", &c.closed);
    ImGui::BeginDisabled(generating);
    if (ImGui::Button("New puzzle")) {
        req.new_puzzle = true;
        req.setup = {c.side, c.side, c.closed, static_cast<ClueLevel>(c.level), 0, false};
    }
    ImGui::SameLine();
    if (ImGui::Button("Daily puzzle")) req.daily = true;
    ImGui::EndDisabled();
    if (generating) ImGui::TextDisabled("Making a puzzle with one solution...");
}

void draw_number_pad(ClueGame& game, ClueRequest& req) {
    ImGui::TextDisabled("Tap a square, then a number; or tap a number, then an empty square a move away.");
    for (int d = 1; d <= 10; ++d) {
        const int digit = d % 10;
        if (d != 1 && d != 6) ImGui::SameLine();
        if (ImGui::Button(std::to_string(digit).c_str(), {34, 30})) {
            game.type_digit(digit);
            req.changed = true;
        }
    }
    ImGui::SameLine();
    if (ImGui::Button("Clear", {56, 30})) {
        game.clear_selected();
        req.changed = true;
    }
    if (ImGui::Button("Hint")) {
        game.ask_hint();
        req.changed = true;
    }
}

void draw_solved(const ClueGame& game, const std::string& best, ClueRequest& req) {
    ImGui::Separator();
    ImGui::SetWindowFontScale(1.6f);
    ImGui::TextColored({0.4f, 0.9f, 0.45f, 1}, "Solved!");
    ImGui::SetWindowFontScale(1.0f);
    ImGui::Text("Time %s, %d hint%s", clock_text(game.seconds()).c_str(), game.hints_used(), game.hints_used() == 1 ? "" : "s");
    if (!best.empty()) ImGui::Text("Personal best (%s): %s", game.setup().key().c_str(), best.c_str());
    if (ImGui::Button("Copy result link")) req.copy_result = true;
    ImGui::TextDisabled("The link gives the puzzle and your time, not the solution.");
    ImGui::Separator();
}

}  // namespace

ClueRequest draw_clue_panel(ClueGame* game, ClueChoices& choices, bool generating, const std::string& best) {
    ClueRequest req;
    draw_new_puzzle(choices, generating, req);
    if (!game) return req;
    const ClueSetup& s = game->setup();
    ImGui::Text("%s%dx%d %s %s, %d clues", s.daily ? "Daily: " : "", s.rows, s.cols, to_string(game->graded()),
                s.closed ? "closed" : "open", game->puzzle().clue_count());
    ImGui::Text("time %s   hints %d   filled %d / %lld", clock_text(game->seconds()).c_str(), game->hints_used(), game->filled(),
                static_cast<long long>(game->puzzle().board.square_count()));
    if (game->solved()) {
        draw_solved(*game, best, req);
        return req;
    }
    draw_number_pad(*game, req);
    if (const auto conflicts = game->conflicts(); !conflicts.empty())
        ImGui::TextColored({1, 0.45f, 0.4f, 1}, "%zu square%s in conflict (red)", conflicts.size(), conflicts.size() == 1 ? "" : "s");
    if (const auto& hint = game->last_hint()) {
        ImGui::TextColored({0.55f, 0.85f, 1, 1}, "Hint (%s): %s", to_string(hint->level), hint->text.c_str());
    }
    return req;
}

void fill_clue_overlay(const ClueGame& game, BoardOverlay& overlay) {
    const CluePuzzle& p = game.puzzle();
    for (Square s = 0; s < static_cast<Square>(p.clues.size()); ++s) {
        const int v = game.number_at(s);
        // Clues: blue-grey tiles the numbers still read on; solved: the player's squares turn green.
        if (p.clue_at(s)) overlay.highlights.push_back({s, 0x8ca5d2e0u});
        else if (game.solved()) overlay.highlights.push_back({s, 0x78d28ca0u});
        if (v) overlay.labels.push_back({s, p.clue_at(s) ? std::to_string(v) : std::to_string(v)});
    }
    for (Square s : game.conflicts()) overlay.highlights.push_back({s, 0xe6463cc0u});
    if (game.selected() != kNoSquare) overlay.highlights.push_back({game.selected(), 0xf0c832c0u});
    if (const auto& hint = game.last_hint(); hint && hint->square != kNoSquare)
        overlay.highlights.push_back({hint->square, hint->kind == ClueHint::Kind::Place ? 0x3cd25ac0u : 0xe6463c90u});
}

std::string describe_clue_square(const ClueGame& game, Square s) {
    const int v = game.number_at(s);
    std::string text = game.puzzle().clue_at(s) ? "clue " + std::to_string(v) : v ? "entered " + std::to_string(v) : "blank";
    if (s == game.selected()) text += ", selected";
    const std::vector<Square> conflicts = game.conflicts();
    if (std::find(conflicts.begin(), conflicts.end(), s) != conflicts.end()) text += ", breaks a rule";
    return text;
}

nlohmann::json clue_state_json(const ClueGame& game) {
    const Board& b = game.puzzle().board;
    nlohmann::json clues = nlohmann::json::object(), entries = nlohmann::json::object(), conflicts = nlohmann::json::array();
    for (Square s = 0; s < static_cast<Square>(b.cell_count()); ++s) {
        if (const int c = game.puzzle().clue_at(s)) clues[b.name(s)] = c;
        if (const int e = game.entries()[static_cast<std::size_t>(s)]) entries[b.name(s)] = e;
    }
    for (Square s : game.conflicts()) conflicts.push_back(b.name(s));
    nlohmann::json solution = nlohmann::json::array();
    for (Square s : game.solution().squares) solution.push_back(b.name(s));
    const auto& hint = game.last_hint();
    return {{"board", std::to_string(b.rows()) + "x" + std::to_string(b.cols())},
            {"level", to_string(game.setup().level)},
            {"graded", to_string(game.graded())},
            {"seed", game.setup().seed},
            {"daily", game.setup().daily},
            {"closed", game.setup().closed},
            {"clues", clues},
            {"entries", entries},
            {"selected", game.selected() == kNoSquare ? nlohmann::json(nullptr) : nlohmann::json(b.name(game.selected()))},
            {"conflicts", conflicts},
            {"hint", hint ? nlohmann::json(hint->text) : nlohmann::json(nullptr)},
            {"hints_used", game.hints_used()},
            {"filled", game.filled()},
            {"solved", game.solved()},
            {"seconds", game.seconds()},
            {"generate_seconds", game.generate_seconds()},
            {"solution", solution}};
}

}  // namespace kt::app
