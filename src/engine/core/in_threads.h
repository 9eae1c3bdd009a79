// Runs f(0), ..., f(threads - 1) at once, f(0) on the calling thread, and
// returns when all have stopped; the first error any of them raised is then
// raised here (a budget spent or a cancel in one thread of a table build).
#pragma once

#include <exception>
#include <thread>
#include <vector>

namespace kt {

template <class F>
void in_threads(int threads, F&& f) {
    if (threads <= 1) {
        f(0);
        return;
    }
    std::vector<std::exception_ptr> errors(static_cast<std::size_t>(threads));
    const auto guarded = [&](int t) {
        try {
            f(t);
        } catch (...) {
            errors[static_cast<std::size_t>(t)] = std::current_exception();
        }
    };
    std::vector<std::thread> others;
    for (int t = 1; t < threads; ++t) others.emplace_back(guarded, t);
    guarded(0);
    for (auto& th : others) th.join();
    for (const auto& e : errors)
        if (e) std::rethrow_exception(e);
}

}  // namespace kt
