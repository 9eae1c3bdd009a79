// Threads kept for the many short parallel parts of one job (the tour
// table's build runs some 400 on closed 6x8, most under a millisecond):
// starting and joining a thread for each cost 31 µs here, and the new
// thread's first pages. `run` is in_threads (in_threads.h) on the team's
// threads: f(0) on the calling thread, errors raised again in the caller.
// One caller at a time.
#pragma once

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#include "core/in_threads.h"

namespace kt {

class ThreadTeam {
public:
    explicit ThreadTeam(int threads) : size_(std::max(1, threads)) {}
    ThreadTeam(const ThreadTeam&) = delete;
    ThreadTeam& operator=(const ThreadTeam&) = delete;
    ~ThreadTeam() {
        {
            const std::lock_guard<std::mutex> lock(mutex_);
            stop_ = true;
        }
        wake_.notify_all();
        for (std::thread& t : workers_) t.join();
    }
    int size() const { return size_; }

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
        start(threads, [](void* job, int t) { (*static_cast<decltype(guarded)*>(job))(t); }, &guarded);
        guarded(0);
        std::unique_lock<std::mutex> lock(mutex_);
        done_.wait(lock, [&] { return pending_ == 0; });
        lock.unlock();
        errors.rethrow();
    }

private:
    using Call = void (*)(void*, int);

    void start(int threads, Call call, void* job) {
        {
            const std::lock_guard<std::mutex> lock(mutex_);
            while (static_cast<int>(workers_.size()) + 1 < size_)
                workers_.emplace_back([this, t = static_cast<int>(workers_.size()) + 1] { work(t); });
            call_ = call;
            job_ = job;
            active_ = threads;
            pending_ = threads - 1;
            ++generation_;
        }
        wake_.notify_all();
    }

    void work(int t) {
        unsigned seen = 0;
        std::unique_lock<std::mutex> lock(mutex_);
        for (;;) {
            wake_.wait(lock, [&] { return stop_ || generation_ != seen; });
            if (stop_) return;
            seen = generation_;
            if (t >= active_) continue;
            const Call call = call_;
            void* const job = job_;
            lock.unlock();
            call(job, t);
            lock.lock();
            if (--pending_ == 0) done_.notify_one();
        }
    }

    const int size_;
    std::vector<std::thread> workers_;
    std::mutex mutex_;
    std::condition_variable wake_, done_;
    Call call_ = nullptr;
    void* job_ = nullptr;
    int active_ = 0, pending_ = 0;
    unsigned generation_ = 0;
    bool stop_ = false;
};

}  // namespace kt
