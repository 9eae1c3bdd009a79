// The Compare tab's background work: the engine's classify_tours (pasted
// tours checked and grouped into isomorphism classes) on a worker thread, so
// a large paste never blocks the page.
#pragma once

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "engine.h"

namespace kt::app {

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
