#include "iso/tour_classes.h"

#include <memory>
#include <unordered_map>

#include "format/tour_format.h"
#include "iso/deduplicator.h"

namespace kt {
namespace {

// Thrown from the reader's sink to stop reading when cancelled.
struct Cancelled {};

// Files one valid tour under its class; returns an error message when the
// board's symmetries cannot be applied to it.
class Classifier {
public:
    Classifier(const Board& board, CompareResult& result) : dedupe_(board), result_(result) {}

    void add(ComparedTour&& t) {
        const auto outcome = dedupe_.add(t.tour, t.serial);
        if (!outcome) throw std::invalid_argument("not a tour");  // validated before: cannot happen
        if (outcome->is_master) {
            class_of_master_.emplace(t.serial, static_cast<int>(result_.classes.size()));
            result_.classes.push_back({{}, outcome->class_size});
        }
        t.class_index = class_of_master_.at(outcome->master_serial);
        t.fixing = dedupe_.canonicalizer().tour_symmetry(t.tour).fixing;
        result_.classes[static_cast<std::size_t>(t.class_index)].members.push_back(result_.tours.size());
        result_.tours.push_back(std::move(t));
    }

private:
    Deduplicator dedupe_;
    CompareResult& result_;
    std::unordered_map<std::uint64_t, int> class_of_master_;  // master serial -> class index
};

}  // namespace

CompareResult classify_tours(std::string_view text, const Board& board, const std::atomic<bool>* cancel) {
    CompareResult result;
    std::unique_ptr<Classifier> classifier;
    try {
        classifier = std::make_unique<Classifier>(board, result);
    } catch (const std::exception& e) {
        result.rejected.push_back({0, std::string("cannot compare tours on this board: ") + e.what()});
        return result;
    }
    auto sink = [&](ParsedTour&& parsed) {
        if (cancel && cancel->load(std::memory_order_relaxed)) throw Cancelled{};
        if (!parsed.ok()) return result.rejected.push_back({parsed.line, parsed.error});
        const TourVerdict verdict = validate_tour(board, *parsed.tour);
        if (!verdict.valid())
            return result.rejected.push_back({parsed.line, "line " + std::to_string(parsed.line) + ": not a tour of the " +
                                                               format_board_size(board) + " board: " + verdict.reason});
        ComparedTour t;
        t.line = parsed.line;
        t.serial = result.tours.size() + 1;
        t.closed = verdict.kind == TourKind::Closed;
        t.tour = std::move(*parsed.tour);
        try {
            classifier->add(std::move(t));
        } catch (const std::exception& e) {
            result.rejected.push_back({parsed.line, "line " + std::to_string(parsed.line) + ": " + e.what()});
        }
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

}  // namespace kt
