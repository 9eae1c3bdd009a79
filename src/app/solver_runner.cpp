#include "solver_runner.h"

#include <chrono>

namespace kt::app {
namespace {
using Clock = std::chrono::steady_clock;
constexpr double kFrameSeconds = 1.0 / 60.0;
}  // namespace

SolverRunner::SolverRunner() {
#ifndef KT_SINGLE_THREADED
    worker_ = std::thread([this] { worker_loop(); });
#endif
}

SolverRunner::~SolverRunner() {
    {
        std::lock_guard lock(mutex_);
        quit_ = true;
        if (solver_) solver_->cancel();
    }
    wake_.notify_all();
#ifndef KT_SINGLE_THREADED
    worker_.join();
#endif
}

void SolverRunner::load(std::unique_ptr<Solver> solver) {
    {
        std::lock_guard lock(mutex_);
        if (solver_) solver_->cancel();
        solver_ = std::move(solver);
        running_ = false;
        pending_steps_ = 0;
        step_credit_ = 0;
        publish_locked();
    }
    wake_.notify_all();
}

void SolverRunner::clear() { load(nullptr); }

void SolverRunner::set_running(bool running) {
    {
        std::lock_guard lock(mutex_);
        running_ = running && solver_ && !is_finished(solver_->state());
        publish_locked();
    }
    wake_.notify_all();
}

void SolverRunner::request_step() {
    {
        std::lock_guard lock(mutex_);
        if (solver_ && !running_) ++pending_steps_;
    }
    wake_.notify_all();
}

void SolverRunner::set_speed(double steps_per_second) {
    std::lock_guard lock(mutex_);
    steps_per_second_ = steps_per_second < 0 ? 0 : steps_per_second;
}

void SolverRunner::publish_locked() {
    if (solver_) {
        published_ = solver_->snapshot();
        published_tour_ = solver_->tour();
    } else {
        published_ = SolverSnapshot{};
        published_tour_.reset();
    }
    ++version_;
}

bool SolverRunner::advance(double budget_seconds) {
    // Only the stepping thread calls this; the solver pointer is stable while
    // we step because load() swaps it under the lock and we re-check below.
    std::unique_lock lock(mutex_);
    Solver* solver = solver_.get();
    if (!solver || is_finished(solver->state())) return false;
    int steps = 0;
    if (pending_steps_ > 0) {
        steps = pending_steps_;
        pending_steps_ = 0;
    } else if (running_) {
        if (steps_per_second_ <= 0) {
            steps = -1;  // unlimited within the budget
        } else {
            step_credit_ += steps_per_second_ * budget_seconds;
            steps = static_cast<int>(step_credit_);
            step_credit_ -= steps;
        }
    }
    if (steps == 0) return false;
    const auto deadline = Clock::now() + std::chrono::duration<double>(budget_seconds);
    // Step under the lock: load() from the UI waits at most one budget slice.
    for (int n = 0; steps < 0 || n < steps; ++n) {
        if (is_finished(solver->step())) break;
        if ((n & 63) == 63 && Clock::now() > deadline) break;
    }
    if (is_finished(solver->state())) running_ = false;
    publish_locked();
    return true;
}

#ifndef KT_SINGLE_THREADED
void SolverRunner::worker_loop() {
    for (;;) {
        {
            std::unique_lock lock(mutex_);
            wake_.wait_for(lock, std::chrono::milliseconds(50), [this] {
                return quit_ || pending_steps_ > 0 || (running_ && solver_ && !is_finished(solver_->state()));
            });
            if (quit_) return;
        }
        const auto start = Clock::now();
        advance(kFrameSeconds / 2);
        // Pace to the frame rate so speed is steps per second, not per loop.
        std::this_thread::sleep_until(start + std::chrono::duration<double>(kFrameSeconds / 2));
    }
}
#else
void SolverRunner::worker_loop() {}
#endif

void SolverRunner::poll() {
#ifdef KT_SINGLE_THREADED
    advance(kFrameSeconds / 2);
#endif
    // try_lock: the UI never waits for a solver step; it reads next frame.
    std::unique_lock lock(mutex_, std::try_to_lock);
    if (!lock || version_ == view_version_) return;
    view_version_ = version_;
    view_ = published_;
    view_tour_ = published_tour_;
    view_loaded_ = solver_ != nullptr;
    view_running_ = running_;
}

}  // namespace kt::app
