#include "solver_runner.h"

#include <algorithm>
#include <chrono>
#include <thread>

namespace kt::app {
namespace {
using Clock = std::chrono::steady_clock;
constexpr double kSliceSeconds = 1.0 / 120.0;  // stepping time per loop turn: half a 60 Hz frame
}  // namespace

struct SolverRunner::Shared {
    std::mutex mutex;  // guards the requests and `published`; never held while stepping
    std::condition_variable wake;
    // Requests from the UI.
    bool replace = false;                      // take `incoming` (maybe empty: clear)
    std::unique_ptr<Solver> incoming;
    Factory incoming_factory;
    bool running = false;
    std::int64_t step_delta = 0;
    std::int64_t seek_to = -1;
    double steps_per_second = 30;
    // The loop's own (touched only by the stepping thread).
    std::unique_ptr<Solver> solver;
    Factory factory;
    std::int64_t position = 0, furthest = 0, target = -1;
    double credit = 0;
    std::optional<Clock::time_point> last_credit;  // when steps were last credited to a run
    // Results.
    std::uint64_t version = 0;
    Published published;

    bool has_work() const {
        return replace || step_delta != 0 || seek_to >= 0 || target >= 0 ||
               (running && solver && !is_finished(solver->state()));
    }
    void take_requests(double& speed, bool& run);
    // Steps within `budget` seconds; false when there was nothing to do.
    bool advance(double budget);
    void publish();
};

void SolverRunner::Shared::take_requests(double& speed, bool& run) {
    std::lock_guard lock(mutex);
    if (replace) {
        replace = false;
        solver = std::move(incoming);
        factory = std::move(incoming_factory);
        position = furthest = 0;
        target = -1;
        credit = 0;
        last_credit.reset();
    }
    if (seek_to >= 0) target = seek_to, seek_to = -1;
    if (step_delta != 0) {
        target = std::max<std::int64_t>(0, (target >= 0 ? target : position) + step_delta);
        step_delta = 0;
    }
    speed = steps_per_second;
    run = running;
}

bool SolverRunner::Shared::advance(double budget) {
    double speed = 0;
    bool run = false;
    take_requests(speed, run);
    if (!solver) return false;
    std::int64_t steps = 0;  // < 0: as many as the budget allows
    if (target >= 0) {
        if (target < position) {  // back: replay from the start
            solver = factory();
            position = 0;
        }
        steps = target - position;
    } else if (run && !is_finished(solver->state())) {
        // Steps are credited for the time that passed since the last turn,
        // not for the budget: turns come at the frame rate on the page's UI
        // thread (and late when the thread is busy), so speed stays steps
        // per second. A long gap (a hidden tab) counts as one turn.
        const auto now = Clock::now();
        const double elapsed = last_credit ? std::chrono::duration<double>(now - *last_credit).count() : budget;
        last_credit = now;
        if (speed <= 0) {
            steps = -1;
        } else {
            credit += speed * std::min(elapsed, 0.25);
            steps = static_cast<std::int64_t>(credit);
            credit -= static_cast<double>(steps);
        }
    }
    if (!run || target >= 0) last_credit.reset();
    const auto deadline = Clock::now() + std::chrono::duration<double>(budget);
    for (std::int64_t n = 0; (steps < 0 || n < steps) && !is_finished(solver->state()); ++n) {
        solver->step();
        ++position;
        if ((n & 63) == 63 && Clock::now() > deadline) break;
    }
    furthest = std::max(furthest, position);
    if (target >= 0 && (position >= target || is_finished(solver->state()))) target = -1;
    publish();
    return true;
}

void SolverRunner::Shared::publish() {
    Published out;
    if (solver) {
        out.snapshot = solver->snapshot();
        out.tour = solver->tour();
    }
    out.position = position;
    out.furthest = furthest;
    out.seeking = target >= 0;
    std::lock_guard lock(mutex);
    if (solver && is_finished(solver->state())) running = false;
    out.running = running;
    published = std::move(out);
    ++version;
}

void SolverRunner::loop(const std::shared_ptr<Shared>& shared, const std::atomic<bool>& stop) {
    while (!stop.load(std::memory_order_relaxed)) {
        {
            std::unique_lock lock(shared->mutex);
            shared->wake.wait_for(lock, std::chrono::milliseconds(50), [&] { return stop || shared->has_work(); });
            if (stop) return;
        }
        const auto start = Clock::now();
        shared->advance(kSliceSeconds);
        // Pace to the frame rate so speed is steps per second, not per turn.
        std::this_thread::sleep_until(start + std::chrono::duration<double>(kSliceSeconds));
    }
}

SolverRunner::SolverRunner(bool threads) : shared_(std::make_shared<Shared>()), threads_(threads) {
    if (threads_)
        worker_.start([shared = shared_](const std::atomic<bool>& stop) { return loop(shared, stop), true; }, true, false);
}

SolverRunner::~SolverRunner() {
    worker_.cancel();
    shared_->wake.notify_all();
}

void SolverRunner::load(Factory make) {
    const bool loading = static_cast<bool>(make);
    std::unique_ptr<Solver> first = loading ? make() : nullptr;
    {
        std::lock_guard lock(shared_->mutex);
        shared_->published = Published{};  // nothing stale from the solver replaced
        view_version_ = ++shared_->version;
        shared_->replace = true;
        shared_->incoming = std::move(first);
        shared_->incoming_factory = std::move(make);
        shared_->running = false;
        shared_->step_delta = 0;
        shared_->seek_to = -1;
    }
    shared_->wake.notify_all();
    view_loaded_ = loading;
    view_ = Published{};
}

void SolverRunner::clear() { load(nullptr); }

void SolverRunner::set_running(bool running) {
    {
        std::lock_guard lock(shared_->mutex);
        shared_->running = running && view_loaded_;
    }
    view_.running = running && view_loaded_ && !finished();
    shared_->wake.notify_all();
}

void SolverRunner::step_by(std::int64_t delta) {
    {
        std::lock_guard lock(shared_->mutex);
        shared_->running = false;
        shared_->step_delta += delta;
    }
    view_.running = false;
    view_.seeking = true;
    shared_->wake.notify_all();
}

void SolverRunner::seek(std::int64_t step) {
    {
        std::lock_guard lock(shared_->mutex);
        shared_->running = false;
        shared_->step_delta = 0;
        shared_->seek_to = std::max<std::int64_t>(0, step);
    }
    view_.running = false;
    view_.seeking = true;
    shared_->wake.notify_all();
}

void SolverRunner::set_speed(double steps_per_second) {
    std::lock_guard lock(shared_->mutex);
    shared_->steps_per_second = std::max(0.0, steps_per_second);
}

void SolverRunner::poll() {
    if (!threads_) shared_->advance(kSliceSeconds);
    // try_lock: the UI never waits; it reads the next frame instead.
    std::unique_lock lock(shared_->mutex, std::try_to_lock);
    if (!lock || shared_->version == view_version_) return;
    view_version_ = shared_->version;
    view_ = shared_->published;
    // Requests the loop has not taken yet: the view is on its way elsewhere.
    if (shared_->replace || shared_->seek_to >= 0 || shared_->step_delta != 0) view_.seeking = true;
}

}  // namespace kt::app
