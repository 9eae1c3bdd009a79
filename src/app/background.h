// Work the UI hands to a thread and never waits for. In the browser a join on
// the UI thread can deadlock: when the pthread pool is used up, a new worker
// only starts after the main loop yields. So the UI thread never joins: the
// thread shares ownership of everything it touches and is detached; the UI
// cancels, drops its reference and polls results through atomics.
#pragma once

#include <thread>
#include <utility>

namespace kt::app {

template <class Work>
void start_background(Work&& work) {
    std::thread(std::forward<Work>(work)).detach();
}

}  // namespace kt::app
