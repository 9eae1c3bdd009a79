#include "tabs/puzzle_clue_panel.h"

#include <algorithm>
#include <cstdio>

#include "imgui.h"
#include "tabs/named_combo.h"

namespace kt::app {
namespace {

constexpr float kTarget = 44;  // CSS pixels: a finger's target, on every device

bool named_button(const char* label, const char* name, ImVec2 size = {0, kTarget}) {
    const bool pressed = ImGui::Button(label, size);
    remember_widget(name);
    return pressed;
}

std::string daily_title(int date) { return "Daily #" + std::to_string(daily_number(date)) + ", " + iso_date(date); }

// Today's daily, the countdown to the next, and the past dailies.
void draw_daily(ClueChoices& c, bool generating, const std::string& record, ClueRequest& req) {
    const int today = utc_date_today();
    ImGui::Text("%s (UTC)", daily_title(today).c_str());
    if (!record.empty()) ImGui::TextWrapped("%s", record.c_str());
    ImGui::BeginDisabled(generating);
    if (named_button("Play today's daily", "puzzle.daily")) req.daily = today;
    ImGui::SameLine();
    const int left = seconds_to_next_daily(unix_seconds_now());
    ImGui::TextDisabled("next in %s", clock_text(left).c_str());
    const int today_number = daily_number(today);
    if (c.archive < 1 || c.archive >= today_number) c.archive = today_number - 1;
    if (c.archive >= 1) {
        ImGui::TextUnformatted("Past dailies:");
        ImGui::BeginDisabled(c.archive <= 1);
        if (named_button("<", "puzzle.archive.back", {kTarget, kTarget})) --c.archive;
        ImGui::EndDisabled();
        ImGui::SameLine();
        ImGui::BeginDisabled(c.archive + 1 >= today_number);
        if (named_button(">", "puzzle.archive.next", {kTarget, kTarget})) ++c.archive;
        ImGui::EndDisabled();
        ImGui::SameLine();
        if (named_button(("Play #" + std::to_string(c.archive) + " (" + iso_date(daily_date(c.archive)) + ")").c_str(),
                         "puzzle.archive.play"))
            req.daily = daily_date(c.archive);
    }
    ImGui::EndDisabled();
}

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
    if (named_button("New puzzle", "puzzle.new")) {
        req.new_puzzle = true;
        req.setup = {c.side, c.side, c.closed, static_cast<ClueLevel>(c.level), 0, false, 0};
    }
    ImGui::EndDisabled();
}

void draw_number_pad(ClueGame& game, ClueRequest& req) {
    for (int d = 1; d <= 10; ++d) {
        const int digit = d % 10;
        if (d != 1 && d != 6) ImGui::SameLine();
        const std::string label = std::to_string(digit);
        if (named_button(label.c_str(), ("puzzle.pad." + label).c_str(), {kTarget, kTarget})) {
            game.type_digit(digit);
            req.changed = true;
        }
    }
    if (named_button("Clear", "puzzle.clear")) {
        game.clear_selected();
        req.changed = true;
    }
    ImGui::SameLine();
    if (named_button(game.pencil ? "Pencil: on" : "Pencil: off", "puzzle.pencil")) game.pencil = !game.pencil;
    ImGui::BeginDisabled(!game.play().can_undo());
    if (named_button("Undo", "puzzle.undo")) req.changed |= game.undo();
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!game.play().can_redo());
    if (named_button("Redo", "puzzle.redo")) req.changed |= game.redo();
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (named_button("Hint", "puzzle.hint")) {
        game.ask_hint();
        req.changed = true;
    }
    ImGui::SameLine();
    if (named_button("Reveal", "puzzle.reveal")) {
        game.reveal();
        req.changed = true;
    }
}

// "12 13 17 20 ... (34 numbers)": the first numbers still missing.
std::string missing_text(const std::vector<int>& missing) {
    std::string out;
    for (std::size_t i = 0; i < missing.size() && i < 12; ++i) out += (i ? " " : "") + std::to_string(missing[i]);
    if (missing.size() > 12) out += " ...";
    return out + " (" + count_of(static_cast<std::int64_t>(missing.size()), "number", "numbers") + ")";
}

void draw_solved(const ClueGame& game, const std::string& best, const std::string& record, ClueRequest& req) {
    ImGui::Separator();
    ImGui::SetWindowFontScale(1.6f);
    ImGui::TextColored({0.4f, 0.9f, 0.45f, 1}, "Solved!");
    ImGui::SetWindowFontScale(1.0f);
    // The card without its bar of emoji squares, which the panel's font cannot draw (the shared text keeps it).
    const std::string card = clue_result_card(clue_result(game), card_puzzle(game));
    ImGui::TextUnformatted(card.substr(0, card.rfind('\n')).c_str());
    if (!best.empty()) ImGui::Text("Personal best (%s): %s", game.setup().key().c_str(), best.c_str());
    if (!record.empty()) ImGui::TextUnformatted(record.c_str());
    if (named_button("Share result", "puzzle.share")) req.share_result = true;
    ImGui::TextDisabled("The link gives the puzzle and your time, not the solution.");
    ImGui::Separator();
}

}  // namespace

ClueCardPuzzle card_puzzle(const ClueGame& game) {
    const ClueSetup& s = game.setup();
    return {s.rows, s.cols, game.graded(), s.closed, game.puzzle().clue_count(),
            static_cast<int>(game.puzzle().board.square_count())};
}

ClueResult clue_result(const ClueGame& game) {
    return {static_cast<int>(game.seconds()), game.hints_used(), game.setup().daily ? game.setup().date : 0};
}

ClueRequest draw_clue_panel(ClueGame* game, ClueChoices& choices, bool generating, const std::string& best,
                            const std::string& record) {
    ClueRequest req;
    if (generating) ImGui::TextDisabled("Making a puzzle with one solution...");
    if (game) {
        const ClueSetup& s = game->setup();
        const std::string what = std::to_string(s.rows) + "x" + std::to_string(s.cols) + " " + to_string(game->graded()) +
                                 (s.closed ? " closed" : " open") + ", " + count_of(game->puzzle().clue_count(), "clue", "clues");
        ImGui::Text("%s%s", s.daily ? (daily_title(s.date) + ": ").c_str() : "", what.c_str());
        ImGui::Text("time %s   %s   filled %d / %lld", clock_text(game->seconds()).c_str(), hints_text(game->hints_used()).c_str(),
                    game->filled(), static_cast<long long>(game->puzzle().board.square_count()));
        if (game->solved()) {
            draw_solved(*game, best, record, req);
        } else if (game->revealed()) {
            ImGui::TextColored({1, 0.8f, 0.35f, 1}, "Revealed: the solution is on the board. This run does not count as solved.");
        } else {
            const std::vector<int> missing = game->play().missing();
            if (!missing.empty()) {
                ImGui::Text("Next number: %d", missing.front());
                ImGui::TextWrapped("Missing: %s", missing_text(missing).c_str());
            }
            draw_number_pad(*game, req);
            if (const auto conflicts = game->conflicts(); !conflicts.empty())
                ImGui::TextColored({1, 0.6f, 0.55f, 1}, "%s in conflict (red)",
                                   count_of(static_cast<std::int64_t>(conflicts.size()), "square", "squares").c_str());
            if (const auto& hint = game->last_hint())
                ImGui::TextColored({0.6f, 0.88f, 1, 1}, "Hint (%s): %s", to_string(hint->level), hint->text.c_str());
        }
        ImGui::Separator();
    }
    if (choices.pending) {
        ImGui::TextColored({1, 0.8f, 0.35f, 1}, "Leave this puzzle? Its numbers are lost.");
        if (named_button("Leave it", "puzzle.leave")) {
            req = choices.asked;
            choices.pending = 0;
            return req;
        }
        ImGui::SameLine();
        if (named_button("Keep playing", "puzzle.keep")) choices.pending = 0;
        return req;
    }
    draw_daily(choices, generating, record, req);
    draw_new_puzzle(choices, generating, req);
    return req;
}

// Every number sits on an opaque tile whose text contrast is at least 4.5:1
// (WCAG 2), whatever the square under it: clues white on navy, the player's
// numbers near-black on cream, conflicts white on red, the selected square and
// a hinted one near-black on yellow or green.
void fill_clue_overlay(const ClueGame& game, BoardOverlay& overlay) {
    constexpr std::uint32_t kClueTile = 0x1e2a44ffu, kEntryTile = 0xf2eee4ffu, kMarkTile = 0xdde4eeffu,
                            kConflictTile = 0xb4231effu, kSelectedTile = 0xf0c832ffu, kHintPlace = 0x5ad278ffu,
                            kHintWrong = 0xf08c82ffu;
    constexpr std::uint32_t kLight = 0xffffffffu, kDark = 0x14181fffu;
    const CluePuzzle& p = game.puzzle();
    for (const auto& link : game.play().links()) overlay.links.push_back(link);
    const std::vector<Square> conflicts = game.conflicts();
    const auto& hint = game.last_hint();
    for (Square s = 0; s < static_cast<Square>(p.clues.size()); ++s) {
        const int v = game.number_at(s);
        const auto& marks = game.play().marks(s);
        std::uint32_t tile = 0, ink = kDark;
        std::string text;
        if (p.clue_at(s)) {
            tile = kClueTile;
            ink = kLight;
        } else if (v) {
            tile = kEntryTile;
        } else if (!marks.empty()) {
            tile = kMarkTile;
            for (std::size_t i = 0; i < marks.size() && i < 2; ++i) text += (i ? "," : "") + std::to_string(marks[i]);
            text += marks.size() > 2 ? "+?" : "?";
        }
        if (std::binary_search(conflicts.begin(), conflicts.end(), s)) {
            tile = kConflictTile;
            ink = kLight;
        }
        if (hint && hint->square == s) {
            tile = hint->kind == ClueHint::Kind::Place ? kHintPlace : kHintWrong;
            ink = kDark;
        }
        if (s == game.selected()) {
            tile = kSelectedTile;
            ink = kDark;
        }
        if (tile) overlay.highlights.push_back({s, tile});
        if (v) text = std::to_string(v);
        if (!text.empty()) {
            overlay.labels.push_back({s, text});
            overlay.label_colours.push_back(ink);
        }
    }
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
    nlohmann::json marks = nlohmann::json::object();
    for (Square s = 0; s < static_cast<Square>(b.cell_count()); ++s) {
        if (const int c = game.puzzle().clue_at(s)) clues[b.name(s)] = c;
        if (const int e = game.entries()[static_cast<std::size_t>(s)]) entries[b.name(s)] = e;
        if (!game.play().marks(s).empty()) marks[b.name(s)] = game.play().marks(s);
    }
    for (Square s : game.conflicts()) conflicts.push_back(b.name(s));
    nlohmann::json solution = nlohmann::json::array();
    for (Square s : game.solution().squares) solution.push_back(b.name(s));
    const auto& hint = game.last_hint();
    const ClueSetup& setup = game.setup();
    return {{"board", std::to_string(b.rows()) + "x" + std::to_string(b.cols())},
            {"level", to_string(setup.level)},
            {"graded", to_string(game.graded())},
            {"seed", setup.seed},
            {"daily", setup.daily},
            {"date", setup.daily ? nlohmann::json(iso_date(setup.date)) : nlohmann::json(nullptr)},
            {"number", setup.daily ? nlohmann::json(daily_number(setup.date)) : nlohmann::json(nullptr)},
            {"closed", setup.closed},
            {"clues", clues},
            {"entries", entries},
            {"marks", marks},
            {"pencil", game.pencil},
            {"selected", game.selected() == kNoSquare ? nlohmann::json(nullptr) : nlohmann::json(b.name(game.selected()))},
            {"conflicts", conflicts},
            {"hint", hint ? nlohmann::json(hint->text) : nlohmann::json(nullptr)},
            {"hints_used", game.hints_used()},
            {"can_undo", game.play().can_undo()},
            {"can_redo", game.play().can_redo()},
            {"next", game.play().next_number()},
            {"missing", game.play().missing().size()},
            {"links", game.play().links().size()},
            {"filled", game.filled()},
            {"solved", game.solved()},
            {"revealed", game.revealed()},
            {"seconds", game.seconds()},
            {"generate_seconds", game.generate_seconds()},
            {"solution", solution}};
}

}  // namespace kt::app
