#include "tabs/tour_number_panel.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "imgui.h"
#include "tabs/tab.h"

namespace kt::app {

bool TourNumberPanel::small_enough(const Board& board, bool closed) {
    if (closed) return board.square_count() <= 48 && std::min(board.rows(), board.cols()) <= 6;
    return board.square_count() <= 36;
}

void TourNumberPanel::rebuild(const AppContext& ctx) {
    job_.cancel();
    ranker_.reset();
    error_.clear();
    built_generation_ = ctx.board_generation;
    built_closed_ = closed_;
    ranked_tour_.clear();
    if (!small_enough(ctx.board, closed_)) return;
    const Board board = ctx.board;
    const CountKind kind = closed_ ? CountKind::Closed : CountKind::Paths;
    auto work = [board, kind](const std::atomic<bool>& cancelled) {
        TableLimits limits;
        limits.cancel = &cancelled;
        return std::make_unique<TourNumbering>(board, kind, false, NumberOrder::Canonical, limits);
    };
    // Without threads only the smallest boards, inline; larger ones stay "building".
    if (ctx.threads_available || board.square_count() <= 30) job_.start(std::move(work), ctx.threads_available);
}

void TourNumberPanel::poll() {
    if (auto done = job_.take()) {
        if (done->value) ranker_ = std::move(*done->value);
        error_ = done->error;
    }
}

std::optional<Tour> TourNumberPanel::show(AppContext& ctx, const std::string& index_text) {
    const IndexText k = parse_index(index_text);
    if (!k.value) {
        ctx.say(Tone::Error, "tour number: " + k.error);
        return std::nullopt;
    }
    try {
        Tour tour = ranker_->unrank(*k.value);
        shown_index_ = to_decimal(*k.value);
        return tour;
    } catch (const RankError& e) {
        ctx.say(Tone::Error, std::string("tour number: ") + e.what());
        return std::nullopt;
    }
}

void TourNumberPanel::request(const std::string& index, bool closed) {
    pending_index_ = index;
    closed_ = closed;
}

std::optional<Tour> TourNumberPanel::draw(AppContext& ctx, const Tour* on_screen) {
    if (ctx.board_generation != built_generation_ || closed_ != built_closed_) rebuild(ctx);
    poll();
    ImGui::Separator();
    ImGui::TextUnformatted("Tour number");
    int kind = closed_ ? 0 : 1;
    ImGui::RadioButton("closed##tour-number", &kind, 0);
    ImGui::SameLine();
    ImGui::RadioButton("paths##tour-number", &kind, 1);
    closed_ = kind == 0;
    if (!small_enough(ctx.board, closed_)) {
        ImGui::TextDisabled("too large to number in the page (use knights tour-at)");
        return std::nullopt;
    }
    if (!ranker_ && error_.empty()) {
        ImGui::TextDisabled("building the table...");
        return std::nullopt;
    }
    if (!ranker_) {
        ImGui::TextDisabled("%s", error_.c_str());
        return std::nullopt;
    }
    const TourNumbering& ranker = *ranker_;
    std::optional<Tour> result;
    if (!pending_index_.empty()) {
        result = show(ctx, pending_index_);
        pending_index_.clear();
    }
    const std::string count = to_decimal(ranker.count());
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
    const bool typed = ImGui::InputText("##tour-number-index", index_buffer_, sizeof index_buffer_,
                                        ImGuiInputTextFlags_EnterReturnsTrue);
    ImGui::SameLine();
    ImGui::Text("of %s", count.c_str());
    ImGui::SameLine();
    if ((ImGui::Button("Show##tour-number") || typed) && ranker.count() > 0) result = show(ctx, index_buffer_);
    if (ImGui::Button("Random tour (uniform)") && ranker.count() > 0) {
        // A fresh seed per draw: the clock, and the number of draws so far.
        const auto now = static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
        SplitMix64 rng(now ^ (0x9E3779B97F4A7C15ULL * ++draws_));
        result = show(ctx, to_decimal(ranker.draw(rng)));
        std::snprintf(index_buffer_, sizeof index_buffer_, "%s", shown_index_.c_str());
    }
    if (on_screen && !on_screen->empty() && on_screen->squares != ranked_tour_) {
        ranked_tour_ = on_screen->squares;
        try {
            ranked_text_ = "the tour on the board is number " + to_decimal(ranker.rank(*on_screen));
        } catch (const RankError&) {
            ranked_text_ = closed_ ? "the board shows no closed tour" : "the board shows no full tour";
        }
    }
    if (on_screen && !on_screen->empty()) ImGui::TextUnformatted(ranked_text_.c_str());
    return result;
}

nlohmann::json TourNumberPanel::state_json() const {
    nlohmann::json j;
    j["closed"] = closed_;
    j["ready"] = ranker_ != nullptr;
    j["count"] = ranker_ ? to_decimal(ranker_->count()) : "";
    j["shown_index"] = shown_index_;
    j["on_screen"] = ranked_text_;
    return j;
}

}  // namespace kt::app
