#include "tabs/compare_classifier.h"

#include "background.h"

#include <unordered_map>

namespace kt::app {
namespace {

// Thrown from the reader's sink to stop reading when cancelled.
struct Cancelled {};

std::string board_label(const Board& board) { return std::to_string(board.rows()) + "x" + std::to_string(board.cols()); }

}  // namespace

CompareResult classify_tours(const std::string& text, const Board& board, const std::atomic<bool>* cancel) {
    CompareResult result;
    std::unique_ptr<Canonicalizer> canon;
    try {
        canon = std::make_unique<Canonicalizer>(board);
    } catch (const std::exception& e) {
        result.rejected.push_back({0, std::string("cannot compare tours on this board: ") + e.what()});
        return result;
    }
    std::unordered_map<std::string, int> class_of_form;
    auto sink = [&](ParsedTour&& parsed) {
        if (cancel && cancel->load(std::memory_order_relaxed)) throw Cancelled{};
        if (!parsed.ok()) {
            result.rejected.push_back({parsed.line, parsed.error});
            return;
        }
        const TourVerdict verdict = validate_tour(board, *parsed.tour);
        if (!verdict.valid()) {
            result.rejected.push_back({parsed.line, "line " + std::to_string(parsed.line) + ": not a tour of the " +
                                                        board_label(board) + " board: " + verdict.reason});
            return;
        }
        ComparedTour t;
        t.line = parsed.line;
        t.serial = result.tours.size() + 1;
        t.closed = verdict.kind == TourKind::Closed;
        t.tour = std::move(*parsed.tour);
        try {
            const std::string key = canon->canonical_form(t.tour).hex();
            const TourSymmetry sym = canon->tour_symmetry(t.tour);
            t.fixing = sym.fixing;
            auto [it, fresh] = class_of_form.emplace(key, static_cast<int>(result.classes.size()));
            if (fresh) result.classes.push_back({{}, sym.class_size()});
            t.class_index = it->second;
        } catch (const std::exception& e) {
            result.rejected.push_back({t.line, "line " + std::to_string(t.line) + ": " + e.what()});
            return;
        }
        result.classes[static_cast<std::size_t>(t.class_index)].members.push_back(result.tours.size());
        result.tours.push_back(std::move(t));
    };
    try {
        for_each_tour(text, board, sink);
    } catch (const Cancelled&) {
        result.cancelled = true;
    } catch (const std::exception& e) {
        result.rejected.push_back({0, std::string("reading stopped: ") + e.what()});
    }
    return result;
}

CompareJob::CompareJob(std::string text, Board board) {
    start_background([shared = shared_, text = std::move(text), board = std::move(board)] {
        CompareResult r = classify_tours(text, board, &shared->cancel);
        std::lock_guard<std::mutex> lock(shared->mutex);
        shared->result = std::move(r);
        shared->done = true;
    });
}

CompareJob::~CompareJob() { shared_->cancel = true; }

std::optional<CompareResult> CompareJob::take() {
    if (!shared_->done) return std::nullopt;
    std::lock_guard<std::mutex> lock(shared_->mutex);
    std::optional<CompareResult> out = std::move(shared_->result);
    shared_->result.reset();
    return out;
}

}  // namespace kt::app
