// The Compare tab's engine work: read pasted tours (any format the format
// module knows, many per paste), check each against the board, and group them
// into isomorphism classes with their own symmetries. Pure and synchronous;
// CompareJob runs it on a worker thread for large pastes.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "engine.h"

namespace kt::app {

struct ComparedTour {
    std::int64_t line = 0;          // where its text starts in the paste
    std::uint64_t serial = 0;       // 1-based, in paste order among valid tours
    Tour tour;
    bool closed = false;
    int class_index = 0;
    std::vector<Symmetry> fixing;   // transformations that fix its picture (identity first)
};

struct CompareClass {
    std::vector<std::size_t> members;  // indices into CompareResult::tours
    int class_size = 0;                // distinct pictures in the class (8, 4, 2, 1)
};

struct RejectedLine {
    std::int64_t line = 0;
    std::string error;
};

struct CompareResult {
    std::vector<ComparedTour> tours;
    std::vector<CompareClass> classes;
    std::vector<RejectedLine> rejected;
    bool cancelled = false;
};

// Reads and classifies `text` against `board`. Never throws for bad input:
// every unreadable record or non-tour becomes a RejectedLine. Stops early
// (result.cancelled) once `cancel` is set.
CompareResult classify_tours(const std::string& text, const Board& board, const std::atomic<bool>* cancel = nullptr);

// classify_tours on a thread of its own; poll take() from the UI thread.
// Dropping the job cancels it without waiting for the thread.
class CompareJob {
public:
    CompareJob(std::string text, Board board);
    ~CompareJob();
    CompareJob(const CompareJob&) = delete;
    CompareJob& operator=(const CompareJob&) = delete;
    // The result once the worker is done (handed over once), else nullopt.
    std::optional<CompareResult> take();

private:
    struct Shared {  // owned jointly by the job and its worker thread
        std::atomic<bool> cancel{false};
        std::atomic<bool> done{false};
        std::mutex mutex;
        std::optional<CompareResult> result;
    };
    std::shared_ptr<Shared> shared_ = std::make_shared<Shared>();
};

}  // namespace kt::app
