// The Count tab: corner-subchain counting (Jaeger's memo) of classes chosen by
// example, index, range, random sample or all, on worker threads with a
// progress bar, streaming per-class results and a sampled estimate of the
// full 8x8 total; and exact frontier counts of the current board when it is
// small. The UI thread never waits: cancel() only asks, and a cancelled run
// is kept until its workers have stopped, so their join is immediate
// (background.h says why).
#include <algorithm>
#include <cstdio>
#include <optional>
#include <thread>

#include "imgui.h"
#include "tabs/count_small_board.h"
#include "tabs/count_subchain_job.h"
#include "tabs/named_combo.h"
#include "tabs/tab.h"

namespace kt::app {
namespace {

using nlohmann::json;

constexpr const char* kExampleChains = "c1-b3-a1-c2-e1,b5-c7-a8-b6-d5,h4-g6-h8-f7-h6,d1-f2-h1-g3-e4";
// The published count of the board's closed tours (count/published_counts.h), if any.
std::optional<PublishedCount> published_closed(const Board& b) {
    return published_count(b.rows(), b.cols(), CountKind::Closed, false);
}

enum class Pick { Example, Index, Range, Sample, All };
const char* const kPickNames[] = {"Jaeger's example", "class by index", "range", "random sample", "all classes"};
const char* const kPickKeys[] = {"example", "index", "range", "sample", "all"};  // in links and test names

// The page's thread pool (src/app/CMakeLists.txt) holds min(max(cores,2),8) + 2
// workers: the Solve tab and the small-board counter use one each.
int max_workers() {
    const int cores = static_cast<int>(std::thread::hardware_concurrency());
    return std::clamp(cores, 2, 8);
}

std::string with_commas(const std::string& digits) {
    std::string out;
    const std::size_t n = digits.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (i > 0 && (n - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}
std::string with_commas(u128 v) { return with_commas(to_decimal(v)); }
std::string with_commas(double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.0f", v < 0 ? 0.0 : v);
    return with_commas(std::string(buf));
}

class CountTab final : public Tab {
public:
    const char* title() const override { return "Count"; }

    void draw_panel(AppContext& ctx) override {
        refresh_small(ctx);
        draw_subchains(ctx);
        ImGui::Separator();
        draw_small(ctx);
    }

    void update(AppContext& ctx) override {
        refresh_small(ctx);
        reap();
        if (job_ && !job_->finished()) ctx.wake_within(0);  // the table grows as classes finish
        // A count that stopped on an error says so where people look, not only in the panel.
        if (std::string stopped = job_ ? job_->error() : ""; !stopped.empty() && stopped != said_stop_) {
            said_stop_ = stopped;
            ctx.say(Tone::Error, "Count stopped: " + stopped);
        }
    }

    void on_board_changed(AppContext& ctx) override { refresh_small(ctx); }

    json state_json(const AppContext&) const override {
        json j;
        const bool have = job_ != nullptr;
        j["running"] = have && !job_->finished();
        j["cancelled"] = have && job_->cancelled();
        j["board"] = have ? format_board_size(job_->classes().board()) : "";
        j["workers"] = have ? job_->workers() : workers_;
        const auto results = have ? job_->results() : std::vector<subchains::ClassResult>{};
        j["done"] = results.size();
        j["total_classes"] = have ? job_->indices().size() : 0;
        j["board_classes"] = have ? job_->classes().class_count() : 0;
        const subchains::SubchainTally totals = subchains::tally(results);
        j["count"] = to_decimal(totals.tours);
        j["nodes"] = totals.nodes;
        j["representatives"] = totals.representatives;
        j["class_seconds"] = totals.seconds;
        j["seconds"] = have ? job_->seconds() : 0.0;
        // The latest results only: a run of 40,000 classes made each read of
        // the state take seconds.
        json list = json::array();
        constexpr std::size_t kListed = 100;
        for (std::size_t i = results.size() > kListed ? results.size() - kListed : 0; i < results.size(); ++i) {
            const auto& r = results[i];
            list.push_back({{"class", r.index}, {"size", r.size}, {"count", r.result.count}, {"nodes", r.result.nodes},
                            {"seconds", r.result.seconds}});
        }
        j["results"] = list;
        if (have && job_->sample()) {
            const auto e = subchains::estimate_total(results, job_->classes().class_count());
            j["estimate"] = {{"samples", e.samples}, {"with_tours", e.with_tours}, {"total", e.total}, {"low", e.low},
                             {"high", e.bounded() ? json(e.high) : json(nullptr)}};
            if (const auto p = published_closed(job_->classes().board())) j["estimate"]["published"] = std::string(p->decimal);
        } else {
            j["estimate"] = nullptr;
        }
        const SmallBoardCounts small = small_.snapshot();
        j["small_board"] = {{"status", small.status}, {"closed", small.closed}, {"paths", small.paths},
                            {"open", small.open}, {"none", small.none}, {"seconds", small.seconds}};
        j["error"] = error_.empty() && have ? job_->error() : error_;
        return j;
    }

    std::optional<json> command(AppContext& ctx, const json& request) override {
        const std::string cmd = request["cmd"];
        if (cmd == "count_cancel") {
            if (job_) job_->cancel();
            return ok_reply();
        }
        if (cmd != "count_run" && cmd != "count_sample") return std::nullopt;
        // Board: "RxC" or "current"; default 8x8.
        const std::string board = request.value("board", std::string("8x8"));
        if (board == "current") {
            board_choice_ = 1;
        } else {
            BoardSize size;
            try {
                size = parse_board_size(board);
            } catch (const BoardError&) {
                return error_reply("board must be RxC or \"current\", got '" + board + "'");
            }
            choose_other(size.rows, size.cols);
        }
        workers_ = std::clamp(request.value("workers", workers_), 1, max_workers());
        if (cmd == "count_sample") {
            pick_ = Pick::Sample;
            sample_k_ = request.value("k", sample_k_);
            seed_ = request.value("seed", seed_);
        } else if (request.value("all", false)) {
            pick_ = Pick::All;
        } else if (request.contains("class")) {
            pick_ = Pick::Index;
            class_index_ = request.value("class", 0);
        } else if (request.contains("range")) {
            pick_ = Pick::Range;
            range_from_ = request["range"].at(0);
            range_to_ = request["range"].at(1);
        } else if (request.value("example", false)) {
            pick_ = Pick::Example;
        }
        return start(ctx) ? ok_reply() : error_reply(error_);
    }

    // The selection as "board~pick~numbers" (board: 8x8, current or RxC).
    bool save_share(const AppContext&, ShareState& state) const override {
        state.count = board_key() + "~" + kPickKeys[static_cast<int>(pick_)] + "~" + std::to_string(class_index_) + "~" +
                      std::to_string(range_from_) + "~" + std::to_string(range_to_) + "~" + std::to_string(sample_k_) +
                      "~" + std::to_string(seed_) + "~" + std::to_string(workers_);
        return false;  // the board's knight is shared as usual
    }

    bool load_share(AppContext& ctx, const ShareState& state) override {
        char board[16] = {}, pick[16] = {};
        int numbers[6] = {class_index_, range_from_, range_to_, sample_k_, seed_, workers_};
        const int read = std::sscanf(state.count.c_str(), "%15[^~]~%15[^~]~%d~%d~%d~%d~%d~%d", board, pick, &numbers[0],
                                     &numbers[1], &numbers[2], &numbers[3], &numbers[4], &numbers[5]);
        if (read < 2) return false;
        if (std::string(board) == "current") board_choice_ = 1;
        else
            try {
                const BoardSize size = parse_board_size(board);
                choose_other(size.rows, size.cols);
            } catch (const BoardError& e) {
                ctx.say(Tone::Error, std::string("Link: the Count tab's ") + e.what() + "; it keeps " + board_key());
            }
        for (int i = 0; i < 5; ++i)
            if (std::string(pick) == kPickKeys[i]) pick_ = static_cast<Pick>(i);
        class_index_ = numbers[0], range_from_ = numbers[1], range_to_ = numbers[2];
        sample_k_ = numbers[3], seed_ = numbers[4], workers_ = std::clamp(numbers[5], 1, max_workers());
        return true;
    }

private:
    // --- corner subchains ---

    void draw_subchains(AppContext& ctx) {
        ImGui::TextUnformatted("Corner subchains (Jaeger's memo)");
        if (!ctx.threads_available) {  // rather than a slider of workers and a button that can only refuse
            ImGui::TextDisabled("Counting classes needs worker threads; this page runs single-threaded.");
            return;
        }
        const bool current_ok = ctx.board.rows() >= 5 && ctx.board.cols() >= 5 && !ctx.board.has_mask();
        std::string current = "current " + format_board_size(ctx.board);
        ImGui::RadioButton("8x8", &board_choice_, 0);
        ImGui::SameLine();
        // A board a link or command named that is the current board's size
        // shows as this one choice, not as a second button of the same size.
        const bool other_is_current =
            board_choice_ == 2 && current_ok && other_rows_ == ctx.board.rows() && other_cols_ == ctx.board.cols();
        if (!current_ok) ImGui::BeginDisabled();
        if (ImGui::RadioButton(current.c_str(), board_choice_ == 1 || other_is_current)) board_choice_ = 1;
        if (!current_ok) ImGui::EndDisabled();
        if (!current_ok && board_choice_ == 1) board_choice_ = 0;
        if (board_choice_ == 2 && !other_is_current) {  // chosen by a command
            const std::string other = format_board_size(other_rows_, other_cols_);
            ImGui::SameLine();
            ImGui::RadioButton(other.c_str(), &board_choice_, 2);
        }

        draw_pick();
        ImGui::SetNextItemWidth(120);
        ImGui::SliderInt("workers", &workers_, 1, max_workers());

        const bool running = job_ && !job_->finished();
        if (running) {
            if (ImGui::Button("Cancel")) job_->cancel();
        } else {
            if (ImGui::Button("Count")) start(ctx);
            remember_widget("count.run");  // the tab is called "Count" too
        }
        if (!error_.empty()) draw_error(error_);
        if (!job_) return;
        if (const std::string stopped = job_->error(); !stopped.empty()) draw_error("stopped: " + stopped);

        const auto results = job_->results();
        draw_run_summary(results);
        draw_class_table(results);
    }

    // Wrapped: a message that names the board is wider than the panel.
    static void draw_error(const std::string& text) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4{1, 0.5f, 0.4f, 1});
        ImGui::TextWrapped("%s", text.c_str());
        ImGui::PopStyleColor();
    }

    // The chosen board as links name it: 8x8, current or RxC.
    std::string board_key() const {
        if (board_choice_ == 0) return "8x8";
        return board_choice_ == 1 ? "current" : format_board_size(other_rows_, other_cols_);
    }

    // A board named by a link or a command: the 8x8 choice for 8x8 (not a
    // second choice also named "8x8"), else "other".
    void choose_other(int rows, int cols) {
        other_rows_ = rows;
        other_cols_ = cols;
        board_choice_ = rows == 8 && cols == 8 ? 0 : 2;
    }

    // Which classes to count: an example, an index, a range, a sample or all.
    void draw_pick() {
        int pick = static_cast<int>(pick_);
        if (named_combo("classes", "count.classes", pick, kPickNames, kPickKeys)) pick_ = static_cast<Pick>(pick);
        ImGui::SetNextItemWidth(120);
        switch (pick_) {
            case Pick::Example:
                ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
                ImGui::TextWrapped("%s (8x8)", kExampleChains);
                ImGui::PopStyleColor();
                break;
            case Pick::Index: ImGui::InputInt("class", &class_index_); break;
            case Pick::Range:
                ImGui::InputInt("from", &range_from_);
                ImGui::SetNextItemWidth(120);
                ImGui::InputInt("to", &range_to_);
                break;
            case Pick::Sample:
                ImGui::InputInt("K classes", &sample_k_);
                ImGui::SetNextItemWidth(120);
                ImGui::InputInt("seed", &seed_);
                break;
            case Pick::All: break;
        }
    }

    // Progress, speed, the size x count total and, for samples, the estimate.
    void draw_run_summary(const std::vector<subchains::ClassResult>& results) {
        const auto progress = job_->progress();
        const std::size_t total = job_->indices().size();
        char overlay[96];
        std::snprintf(overlay, sizeof overlay, "%zu / %zu classes%s", results.size(), total,
                      job_->cancelled() ? " (cancelled)" : "");
        ImGui::ProgressBar(total ? static_cast<float>(results.size()) / static_cast<float>(total) : 0.f, {-1, 0},
                           overlay);
        const u128 sum = subchains::tally(results).tours;
        const double secs = job_->seconds();
        ImGui::Text("%dx%d, %d worker%s, %.1f s, %.2f M nodes/s", job_->classes().board().rows(),
                    job_->classes().board().cols(), job_->workers(), job_->workers() == 1 ? "" : "s", secs,
                    secs > 0 ? static_cast<double>(progress.nodes) / secs / 1e6 : 0.0);
        // Time left at the pace so far (classes differ a lot in cost: a guide, not a promise).
        if (!job_->finished() && !results.empty() && results.size() < total) {
            const double left = secs / static_cast<double>(results.size()) * static_cast<double>(total - results.size());
            const std::string when = left < 120    ? std::to_string(static_cast<int>(left + 0.5)) + " s"
                                     : left < 7200 ? std::to_string(static_cast<int>(left / 60 + 0.5)) + " min"
                                                   : std::to_string(static_cast<int>(left / 3600 + 0.5)) + " h";
            ImGui::Text("about %s left at the pace so far", when.c_str());
        }
        ImGui::Text("tours (size x count): %s", with_commas(sum).c_str());
        if (auto none = colour_rules_out(job_->classes().board(), true)) ImGui::TextWrapped("No closed tours: %s.", none->c_str());
        const Board& board = job_->classes().board();
        const auto published = published_closed(board);
        if (pick_all_done(results) && published) {
            const std::string size = format_board_size(board.rows(), board.cols());
            const std::string known = with_commas(std::string(published->decimal)) + " (" + std::string(published->source) + ")";
            const bool match = to_decimal(sum) == published->decimal;
            ImGui::TextColored(match ? ImVec4{0.4f, 0.9f, 0.4f, 1} : ImVec4{1, 0.4f, 0.4f, 1}, "%s",
                               (match ? "all " + size + " closed tours: matches " + known : size + " expected " + known + "!").c_str());
        }
        if (job_->sample() && !results.empty()) {
            const auto e = subchains::estimate_total(results, job_->classes().class_count());
            ImGui::Text("estimate of the full total (%d samples):", e.samples);
            ImGui::Text("  %s", with_commas(e.total).c_str());
            if (e.bounded())
                ImGui::Text("  95%% interval %s .. %s", with_commas(e.low).c_str(), with_commas(e.high).c_str());
            else
                ImGui::TextWrapped("  95%% interval: at least %s; %d sampled class%s with tours, too few to bound it "
                                   "above (sample more classes)",
                                   with_commas(e.low).c_str(), e.with_tours, e.with_tours == 1 ? "" : "es");
            if (published)
                ImGui::Text("  published: %s (%.0f%%)", with_commas(std::string(published->decimal)).c_str(),
                            100.0 * e.total / std::stod(std::string(published->decimal)));
        }
    }

    // One row per class counted, latest first.
    void draw_class_table(const std::vector<subchains::ClassResult>& results) {
        // As tall as its rows, up to six and the header (then it scrolls): no empty rows below a few.
        const float row = ImGui::GetTextLineHeight() + 2 * ImGui::GetStyle().CellPadding.y;
        const float height = static_cast<float>(std::min<std::size_t>(results.size(), 6) + 1) * row + 2;
        if (ImGui::BeginTable("classes", 5, ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit,
                              {0, height})) {
            ImGui::TableSetupScrollFreeze(0, 1);
            for (const char* h : {"class", "size", "count", "nodes", "s"}) ImGui::TableSetupColumn(h);
            ImGui::TableHeadersRow();
            // Only the rows in view are drawn: a run can report tens of thousands.
            ImGuiListClipper clipper;
            clipper.Begin(static_cast<int>(results.size()));
            while (clipper.Step())
                for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
                    const auto it = results.rbegin() + row;
                    ImGui::TableNextRow();
                    ImGui::TableNextColumn();
                    ImGui::Text("%zu", it->index);
                    ImGui::TableNextColumn();
                    ImGui::Text("%d", it->size);
                    ImGui::TableNextColumn();
                    ImGui::TextUnformatted(with_commas(static_cast<u128>(it->result.count)).c_str());
                    ImGui::TableNextColumn();
                    ImGui::TextUnformatted(with_commas(static_cast<u128>(it->result.nodes)).c_str());
                    ImGui::TableNextColumn();
                    ImGui::Text("%.2f", it->result.seconds);
                }
            ImGui::EndTable();
        }
    }

    bool pick_all_done(const std::vector<subchains::ClassResult>& results) const {
        return job_ && !job_->sample() && results.size() == job_->classes().class_count();
    }

    // Classes are cached per board size: building 8x8's takes a moment.
    std::shared_ptr<const subchains::SubchainClasses> classes_for(const Board& board) {
        if (classes_ && classes_->board().rows() == board.rows() && classes_->board().cols() == board.cols())
            return classes_;
        classes_ = std::make_shared<const subchains::SubchainClasses>(board);
        return classes_;
    }

    bool start(AppContext& ctx) {
        error_.clear();
        if (!ctx.threads_available) {
            error_ = "counting classes needs worker threads; this page runs single-threaded (no cross-origin isolation)";
            ctx.say(Tone::Error, error_);
            return false;
        }
        try {
            Board board(8, 8);
            if (board_choice_ == 1) board = Board(ctx.board.rows(), ctx.board.cols());
            if (board_choice_ == 2) board = Board(other_rows_, other_cols_);
            const auto classes = classes_for(board);
            std::vector<std::size_t> indices;
            switch (pick_) {
                case Pick::Example: {
                    if (board.rows() != 8 || board.cols() != 8) throw BoardError("Jaeger's example is an 8x8 combination");
                    const std::int64_t c = classes->class_of(classes->parse(kExampleChains));
                    if (c < 0) throw BoardError("Jaeger's example does not agree");
                    indices.push_back(static_cast<std::size_t>(c));
                    break;
                }
                case Pick::Index:
                    if (class_index_ < 0) throw BoardError("a class index is 0 or more");
                    indices = subchains::one_class(*classes, static_cast<std::size_t>(class_index_));
                    break;
                case Pick::Range:
                    if (range_from_ < 0 || range_to_ < 0) throw BoardError("a range's classes are 0 or more");
                    indices = subchains::class_range(*classes, static_cast<std::size_t>(range_from_),
                                                     static_cast<std::size_t>(range_to_));
                    break;
                case Pick::Sample:
                    indices = subchains::sample_classes(*classes, static_cast<std::size_t>(std::max(sample_k_, 0)),
                                                        static_cast<std::uint64_t>(seed_));
                    break;
                case Pick::All:
                    indices = subchains::all_classes(*classes);
                    break;
            }
            if (job_) {
                job_->cancel();
                stopping_.push_back(std::move(job_));
            }
            job_ = std::make_unique<SubchainJob>(classes, std::move(indices), std::clamp(workers_, 1, max_workers()),
                                                 pick_ == Pick::Sample);
            return true;
        } catch (const std::exception& e) {
            error_ = e.what();
            ctx.say(Tone::Error, error_);
            return false;
        }
    }

    // Drops cancelled jobs whose workers have all stopped (their join is immediate).
    void reap() {
        stopping_.erase(std::remove_if(stopping_.begin(), stopping_.end(), [](const auto& j) { return j->finished(); }),
                        stopping_.end());
    }

    // --- exact counts of the current board ---

    void refresh_small(const AppContext& ctx) {
        if (small_generation_ == ctx.board_generation && small_started_) return;
        small_started_ = true;
        small_generation_ = ctx.board_generation;
        square_ = ctx.board.rows() == ctx.board.cols();
        small_board_ = format_board_size(ctx.board);
        small_.start(ctx.board, ctx.threads_available);
    }

    void draw_small(const AppContext&) {
        const SmallBoardCounts s = small_.snapshot();
        ImGui::Text("Exact counts of this board (%s)", small_board_.c_str());
        // Not counted (too large, no threads): only the counts the colours give, 0.
        const bool counted = s.status == "counting" || s.status == "done";
        if (!counted) ImGui::TextWrapped("%s", s.status.c_str());
        for (const auto& [what, v] : {std::pair{"closed", &s.closed}, {"paths", &s.paths}, {"open", &s.open}})
            if (counted || !v->empty()) ImGui::Text("%-7s %s", what, v->empty() ? "..." : with_commas(*v).c_str());
        if (!s.none.empty()) ImGui::TextWrapped("%s.", s.none.c_str()), remember_widget("count.exact.none");
        if (!counted) return;
        if (s.status == "done") ImGui::TextDisabled("%.2f s (frontier counter)", s.seconds);
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped(
            "Closed: undirected cycles, each once whatever its start and direction. Paths (closed ones cut open "
            "included) and open tours: directed. Symmetric copies count separately (up to the board's %d "
            "symmetries, at least count / %d distinct).",
            square_ ? 8 : 4, square_ ? 8 : 4);
        ImGui::PopStyleColor();
    }

    std::unique_ptr<SubchainJob> job_;
    std::vector<std::unique_ptr<SubchainJob>> stopping_;
    std::shared_ptr<const subchains::SubchainClasses> classes_;
    int board_choice_ = 0;  // 0: 8x8, 1: current board, 2: other (from a command)
    int other_rows_ = 8, other_cols_ = 8;
    Pick pick_ = Pick::Sample;
    int class_index_ = 0, range_from_ = 0, range_to_ = 9, sample_k_ = 20, seed_ = 1;
    int workers_ = 2;
    std::string error_;

    SmallBoardCounter small_;
    std::uint64_t small_generation_ = 0;
    bool small_started_ = false;
    std::string small_board_;
    bool square_ = false;
    std::string said_stop_;  // the job error last put on the message line
};

}  // namespace

std::unique_ptr<Tab> make_count_tab() { return std::make_unique<CountTab>(); }

}  // namespace kt::app
