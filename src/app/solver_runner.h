// Runs one engine Solver at a chosen speed off the UI thread and publishes
// snapshots the UI reads each frame; moves along a timeline too: step back,
// or jump to any step, by replaying the (deterministic, seeded) solver from
// the start. The solver belongs to the stepping loop alone; the UI thread
// posts requests and copies the latest snapshot, holding a lock only for
// those copies and never while a step runs (see background.h). Without
// pthreads the same loop runs inside poll(), within a small time budget.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

#include "background.h"
#include "engine.h"

namespace kt::app {

class SolverRunner {
public:
    using Factory = std::function<std::unique_ptr<Solver>()>;

    explicit SolverRunner(bool threads = kBuildHasThreads);
    ~SolverRunner();  // asks the loop to stop; never waits for it
    SolverRunner(const SolverRunner&) = delete;
    SolverRunner& operator=(const SolverRunner&) = delete;

    // Builds the solver now (throws what `make` throws: the caller shows it)
    // and hands it to the loop, paused at step 0; `make` rebuilds it to step back.
    void load(Factory make);
    void clear();
    void set_running(bool running);
    void step_by(std::int64_t delta);     // forward (> 0) or back (< 0) while paused
    void seek(std::int64_t step);         // pauses and goes to that step
    void set_speed(double steps_per_second);  // 0 = as fast as possible

    // UI thread, once a frame: refreshes the copies below.
    void poll();
    const SolverSnapshot& snapshot() const { return view_.snapshot; }
    bool loaded() const { return view_loaded_; }
    bool running() const { return view_.running; }
    bool finished() const { return view_loaded_ && is_finished(view_.snapshot.state); }
    bool seeking() const { return view_.seeking; }  // a step or seek asked for is not shown yet
    const std::optional<Tour>& tour() const { return view_.tour; }
    std::int64_t position() const { return view_.position; }  // steps taken since step 0
    std::int64_t furthest() const { return view_.furthest; }  // the timeline's end so far

private:
    struct Published {
        SolverSnapshot snapshot;
        std::optional<Tour> tour;
        std::int64_t position = 0, furthest = 0;
        bool running = false, seeking = false;
    };
    // Everything the loop and the UI share; the loop's thread owns a reference.
    struct Shared;
    static void loop(const std::shared_ptr<Shared>& shared, const std::atomic<bool>& stop);

    std::shared_ptr<Shared> shared_;
    BackgroundJob<bool> worker_;
    bool threads_;
    std::uint64_t view_version_ = ~0ull;
    Published view_;
    bool view_loaded_ = false;
};

}  // namespace kt::app
