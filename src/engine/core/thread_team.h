// Threads kept for the many short parallel parts of one job (the tour
// table's build runs hundreds, most under a millisecond): starting and
// joining a thread for each costs tens of microseconds, and the new
// thread's first pages. `run` is in_threads (in_threads.h) on the team's
// threads: f(0) on the calling thread, errors raised again in the caller.
// One caller at a time.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#include "core/in_threads.h"

namespace kt {

class ThreadTeam {
public:
    explicit ThreadTeam(int threads)
        : size_(std::clamp(threads, 1, static_cast<int>(kNextRun) - 1)),
          spins_(size_ <= static_cast<int>(std::max(1u, std::thread::hardware_concurrency()))) {}
    ThreadTeam(const ThreadTeam&) = delete;
    ThreadTeam& operator=(const ThreadTeam&) = delete;
    ~ThreadTeam() {
        {
            const std::lock_guard<std::mutex> lock(mutex_);
            stop_.store(true);
            ticket_.fetch_add(kNextRun);
        }
        wake_.notify_all();
        for (std::thread& t : workers_) t.join();
    }
    int size() const { return size_; }
    // Whether a run on more than one thread is under way: a part of it that
    // called run again would wait for itself. (A run on one thread is the
    // caller's own call, and leaves the team free.)
    bool running() const { return running_.load(std::memory_order_relaxed); }

    // f(0), ..., f(threads - 1) at once (threads at most size()).
    template <class F>
    void run(int threads, F&& f) {
        threads = std::clamp(threads, 1, size_);
        if (threads == 1) {
            f(0);
            return;
        }
        ThreadErrors errors(threads);
        auto guarded = [&](int t) { errors.run(f, t); };
        running_.store(true, std::memory_order_relaxed);
        start(threads, [](void* job, int t) { (*static_cast<decltype(guarded)*>(job))(t); }, &guarded);
        guarded(0);
        wait_until(done_, [&] { return pending_.load(std::memory_order_acquire) == 0; });
        running_.store(false, std::memory_order_relaxed);
        errors.rethrow();
    }

    // f(t, i) for every item i below `items`, on `threads` threads (t: which
    // one), each taking the next item left as it finishes one: a thread the
    // machine slows then does less, where fixed shares would keep the others
    // waiting for it.
    template <class F>
    void each(int threads, std::size_t items, F&& f) {
        std::atomic<std::size_t> next{0};
        run(threads, [&](int t) {
            for (std::size_t i; (i = next.fetch_add(1, std::memory_order_relaxed)) < items;) f(t, i);
        });
    }

private:
    using Call = void (*)(void*, int);
    // A run's ticket: its number above, how many threads take part below.
    static constexpr std::uint64_t kNextRun = 256;

    // Parts follow each other within microseconds, and waking a thread
    // that slept goes through the kernel. So a thread spins for up to
    // kSpinMicroseconds before it sleeps, long enough that most waits end
    // spinning; spinning longer gained nothing. Not with more threads than cores,
    // where a spinning thread would hold up one at work.
    template <class Ready>
    bool spin_until(Ready ready) const {
        if (!spins_) return ready();
        const auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(kSpinMicroseconds);
        for (;;) {
            for (int i = 0; i < 64; ++i) {
                if (ready()) return true;
                pause();
            }
            if (std::chrono::steady_clock::now() > until) return ready();
        }
    }
    // Spins, then sleeps on `cv` until ready().
    template <class Ready>
    void wait_until(std::condition_variable& cv, Ready ready) {
        if (spin_until(ready)) return;
        std::unique_lock<std::mutex> lock(mutex_);
        cv.wait(lock, ready);
    }
    static void pause() {
#if defined(__x86_64__) || defined(__i386__)
        __builtin_ia32_pause();
#endif
    }

    void start(int threads, Call call, void* job) {
        {
            const std::lock_guard<std::mutex> lock(mutex_);
            while (static_cast<int>(workers_.size()) + 1 < size_)
                workers_.emplace_back([this, t = static_cast<int>(workers_.size()) + 1] { work(t); });
            call_ = call;
            job_ = job;
            pending_.store(threads - 1, std::memory_order_relaxed);
            const std::uint64_t run = (ticket_.load(std::memory_order_relaxed) / kNextRun + 1) * kNextRun;
            ticket_.store(run + static_cast<std::uint64_t>(threads), std::memory_order_release);
        }
        wake_.notify_all();  // no system call when no thread sleeps
    }

    void work(int t) {
        std::uint64_t seen = 0;
        for (;;) {
            wait_until(wake_, [&] { return ticket_.load(std::memory_order_acquire) / kNextRun != seen / kNextRun; });
            if (stop_.load()) return;
            seen = ticket_.load(std::memory_order_acquire);
            if (t >= static_cast<int>(seen % kNextRun)) continue;
            call_(job_, t);  // call_ and job_ stay until this thread is done
            if (pending_.fetch_sub(1, std::memory_order_acq_rel) == 1) {
                const std::lock_guard<std::mutex> lock(mutex_);  // so that the caller cannot miss it
                done_.notify_one();
            }
        }
    }

    static constexpr int kSpinMicroseconds = 50;
    const int size_;
    const bool spins_;
    std::vector<std::thread> workers_;
    std::mutex mutex_;
    std::condition_variable wake_, done_;
    Call call_ = nullptr;
    void* job_ = nullptr;
    std::atomic<std::uint64_t> ticket_{0};
    std::atomic<int> pending_{0};
    std::atomic<bool> stop_{false};
    std::atomic<bool> running_{false};
};

}  // namespace kt
