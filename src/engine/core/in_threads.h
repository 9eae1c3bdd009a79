// Runs f(0), ..., f(threads - 1) at once, f(0) on the calling thread, and
// returns when all have stopped; the first error any of them raised is then
// raised here (a budget spent or a cancel in one thread of a table build).
#pragma once

#include <exception>
#include <thread>
#include <vector>

namespace kt {

// What each of several threads raised, kept until all have stopped and
// then raised in the caller (the lowest thread's first). Also ThreadTeam's.
class ThreadErrors {
public:
    explicit ThreadErrors(int threads) : errors_(static_cast<std::size_t>(threads)) {}
    // f(t), what it raises kept.
    template <class F>
    void run(F& f, int t) noexcept {
        try {
            f(t);
        } catch (...) {
            errors_[static_cast<std::size_t>(t)] = std::current_exception();
        }
    }
    void rethrow() const {
        for (const auto& e : errors_)
            if (e) std::rethrow_exception(e);
    }

private:
    std::vector<std::exception_ptr> errors_;
};

template <class F>
void in_threads(int threads, F&& f) {
    if (threads <= 1) {
        f(0);
        return;
    }
    ThreadErrors errors(threads);
    const auto guarded = [&](int t) { errors.run(f, t); };
    std::vector<std::thread> others;
    for (int t = 1; t < threads; ++t) others.emplace_back(guarded, t);
    guarded(0);
    for (auto& th : others) th.join();
    errors.rethrow();
}

}  // namespace kt
