#include "count/subchain_run.h"

#include <atomic>
#include <chrono>
#include <set>
#include <thread>

#include "count/subchain_counter.h"
#include "count/subchain_results.h"
#include "count/subchain_runner.h"
#include "count/subchain_selection.h"

namespace kt::subchains {

SubchainResult count_combination(const Board& board, const Combination& combination,
                                 const std::function<void(std::uint64_t nodes, std::uint64_t tours)>& tick) {
    SubchainCounter counter(board, combination);
    SubchainResult result;
    std::atomic<bool> finished{false};
    std::thread worker([&] {
        result = counter.run();
        finished = true;
    });
    auto last = std::chrono::steady_clock::now();
    while (!finished) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        const auto now = std::chrono::steady_clock::now();
        if (now - last > std::chrono::seconds(2)) {
            tick(counter.nodes_so_far(), counter.tours_so_far());
            last = now;
        }
    }
    worker.join();
    return result;
}

RunPlan plan_run(const SubchainClasses& classes, const std::string& selection, std::string_view shard) {
    RunPlan plan;
    plan.header.board = format_board_size(classes.board());
    plan.header.selection = selection;
    plan.selected = parse_selection(selection, classes);
    if (!shard.empty()) {
        const auto [i, n] = parse_shard(shard);
        plan.header.shard = std::to_string(i) + "/" + std::to_string(n);
        plan.selected = shard_of(plan.selected, i, n);
    }
    return plan;
}

SubchainRun::SubchainRun(const SubchainClasses& classes, RunPlan plan) : classes_(classes), plan_(std::move(plan)) {}

SubchainRun::~SubchainRun() = default;

namespace {

RunResults parse_named(std::string_view text, const std::string& name) {
    try {
        return parse_results(text);
    } catch (const ResultsError& e) {
        throw ResultsError("'" + name + "' " + e.what());
    }
}

std::string run_text(const RunHeader& h) {
    return h.board + ", " + h.selection + (h.shard.empty() ? "" : ", shard " + h.shard);
}

}  // namespace

void SubchainRun::resume(std::string_view text, const std::string& name, const std::function<void(std::size_t)>& cut) {
    const RunResults previous = parse_named(text, name);
    if (previous.whole_bytes < text.size()) cut(previous.whole_bytes);
    const RunHeader& h = previous.header;
    const RunHeader& mine = plan_.header;
    if (!h.board.empty() && (h.board != mine.board || h.selection != mine.selection || h.shard != mine.shard))
        throw RunError("'" + name + "' belongs to another run (" + run_text(h) + ")");
    const std::set<std::size_t> wanted(plan_.selected.begin(), plan_.selected.end());
    std::lock_guard lock(mutex_);
    for (const auto& [index, record] : previous.classes) {
        if (!wanted.count(index))
            throw RunError("'" + name + "' holds class " + std::to_string(index) + " outside this run");
        if (done_.emplace(index, record).second) totals_.add(record);
    }
}

std::string SubchainRun::checkpoint_header() const { return header_line(plan_.header); }

std::vector<std::size_t> SubchainRun::todo() const {
    std::lock_guard lock(mutex_);
    std::vector<std::size_t> left;
    for (std::size_t c : plan_.selected)
        if (!done_.count(c)) left.push_back(c);
    return left;
}

void SubchainRun::record(const ClassResult& r) {
    const ClassRecord record{r.size, r.result.count, r.result.nodes, r.result.seconds};
    std::lock_guard lock(mutex_);
    if (save_) save_(record_line(r.index, record));
    done_[r.index] = record;
    results_.push_back(r);
    totals_.add(record);
}

void SubchainRun::start(int threads) {
    runner_ = std::make_unique<SubchainRunner>(classes_, todo(), threads, [this](const ClassResult& r) { record(r); });
    runner_->start();
}

void SubchainRun::count(int threads, const std::function<void()>& tick) {
    start(threads);
    const bool work = runner_->progress().classes_total > 0;
    auto last = std::chrono::steady_clock::now();
    while (!runner_->finished()) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        if (std::chrono::steady_clock::now() - last > std::chrono::seconds(2)) {
            tick();
            last = std::chrono::steady_clock::now();
        }
    }
    runner_->wait();
    if (const std::string stopped = runner_->error(); !stopped.empty()) throw std::runtime_error(stopped);
    if (work) tick();
}

bool SubchainRun::finished() const { return !runner_ || runner_->finished(); }

void SubchainRun::cancel() {
    if (runner_) runner_->cancel();
}

std::string SubchainRun::error() const { return runner_ ? runner_->error() : ""; }

RunnerProgress SubchainRun::progress() const { return runner_ ? runner_->progress() : RunnerProgress{}; }

std::vector<ClassResult> SubchainRun::results() const {
    std::lock_guard lock(mutex_);
    return results_;
}

std::size_t SubchainRun::classes_done() const {
    std::lock_guard lock(mutex_);
    return done_.size();
}

SubchainTally SubchainRun::totals() const {
    std::lock_guard lock(mutex_);
    return totals_;
}

}  // namespace kt::subchains
