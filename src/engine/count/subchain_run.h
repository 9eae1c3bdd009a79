// The corner-subchain count (Jaeger's memo) as front ends drive it: one run
// of chosen classes on worker threads, resumed from and saved to checkpoint
// text, its total, and the merge of several runs' result texts. The counter,
// the worker pool and the result text's format behind it are private to the
// engine; front ends keep the files and pass their text here.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/wide_int.h"
#include "count/subchain_classes.h"

namespace kt::subchains {

class SubchainRunner;  // count/subchain_runner.h, private to the engine

struct SubchainResult {
    std::uint64_t count = 0;   // closed tours (undirected) containing the combination
    std::uint64_t nodes = 0;   // search nodes visited
    double seconds = 0.0;
    bool completed = false;    // false when cancelled
};

struct ClassResult {
    std::size_t index = 0;  // class index
    int size = 0;           // class size
    SubchainResult result;
};

// What the workers have done: the classes they were given, not the resumed ones.
struct RunnerProgress {
    std::size_t classes_done = 0;
    std::size_t classes_total = 0;
    std::uint64_t tours_done = 0;      // sum of counts of finished classes
    std::uint64_t tours_running = 0;   // tours found so far in classes still running
    std::uint64_t nodes = 0;           // finished and running
};

// One finished class as a checkpoint records it.
struct ClassRecord {
    int size = 0;
    std::uint64_t count = 0;
    std::uint64_t nodes = 0;
    double seconds = 0.0;
};

// What a checkpoint's first line names, so a resumed run can tell it is its own.
struct RunHeader {
    std::string board;      // "8x8"
    std::string selection;  // "all", "range 10-20", "class 7"
    std::string shard;      // "" or "i/N"
};

// Totals over counted classes. A class's count is the closed tours through
// its representative; the class stands for `size` combinations with the same
// count, so the closed tours it accounts for are size x count.
struct SubchainTally {
    std::size_t classes = 0;
    std::uint64_t representatives = 0;  // sum of counts
    u128 tours = 0;                     // sum of size x count: the closed tours of these classes
    std::uint64_t nodes = 0;
    double seconds = 0.0;

    void add(int size, std::uint64_t count, std::uint64_t class_nodes, double class_seconds);
    void add(const ClassResult& result) {
        add(result.size, result.result.count, result.result.nodes, result.result.seconds);
    }
    void add(const ClassRecord& r) { add(r.size, r.count, r.nodes, r.seconds); }
};

template <class Results>
SubchainTally tally(const Results& results) {
    SubchainTally t;
    for (const ClassResult& r : results) t.add(r);
    return t;
}

// Damaged result text. The message reads after the text's name: "line 3 is
// damaged", "is not a subchains result file (line 1)".
class ResultsError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Result text that is whole but does not fit: another run's checkpoint, or
// merged parts that overlap, leave gaps or come from different runs.
class RunError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Why the counter cannot count this board's classes, or nothing. The search
// keeps its squares in 64 bits once the four chains are linked (their twelve
// inner squares gone), so boards of more than 76 squares are refused, unless
// their colours cannot balance (no closed tour: every class counts 0 at once).
std::optional<std::string> counting_refusal(const Board& board);

// Counts one class in the calling thread (a process of an MPI run does this).
ClassResult count_class(const SubchainClasses& classes, std::size_t index);

// Counts the closed tours through one combination on a thread of its own,
// calling tick(nodes, tours) about every 2 s until it ends. Throws BoardError
// when the reduced board has more than 64 squares.
SubchainResult count_combination(const Board& board, const Combination& combination,
                                 const std::function<void(std::uint64_t nodes, std::uint64_t tours)>& tick);

// The classes a run counts and the header its checkpoint starts with.
struct RunPlan {
    RunHeader header;
    std::vector<std::size_t> selected;
};

// The plan of a selection text ("all", "range A-B", "class I") and, when
// `shard` is not empty, of its shard "i/N". Throws SelectionError.
RunPlan plan_run(const SubchainClasses& classes, const std::string& selection, std::string_view shard);

// One run: the classes of its plan less those a checkpoint already holds,
// counted on worker threads (start, or count to block) or handed to `record`
// by a front end that counts them elsewhere. Thread-safe.
class SubchainRun {
public:
    // `classes` must outlive the run.
    SubchainRun(const SubchainClasses& classes, RunPlan plan);
    ~SubchainRun();  // cancels and joins the workers
    SubchainRun(const SubchainRun&) = delete;
    SubchainRun& operator=(const SubchainRun&) = delete;

    const SubchainClasses& classes() const { return classes_; }
    const RunPlan& plan() const { return plan_; }

    // Takes the classes an earlier run's checkpoint text holds; `name` names
    // the text in messages ("'c.txt' line 3 is damaged"). When the text ends
    // in a torn line, `cut` gets the length of its whole lines first, so the
    // front end can trim it before appending. Throws ResultsError for damage,
    // RunError for another run's text or a class outside this run.
    void resume(std::string_view text, const std::string& name, const std::function<void(std::size_t)>& cut);
    // The line a new checkpoint of this run starts with.
    std::string checkpoint_header() const;
    // Each class finished from now on goes to `save` as one checkpoint line,
    // in the thread that finished it, one call at a time.
    void save_to(std::function<void(const std::string& line)> save) { save_ = std::move(save); }

    // The selected classes no checkpoint holds, in the plan's order.
    std::vector<std::size_t> todo() const;
    // Takes a class counted by the front end (as the workers' results are).
    void record(const ClassResult& result);

    // Starts `threads` workers on todo(). Throws BoardError for a board the
    // counter refuses (counting_refusal).
    void start(int threads);
    // start, then calls tick about every 2 s and once at the end (when there
    // was work) until the workers stop; throws what stopped a worker.
    void count(int threads, const std::function<void()>& tick);
    bool finished() const;
    void cancel();  // stops the classes in progress; they are not recorded
    // What stopped a worker (it cancels the run), or "".
    std::string error() const;

    // The workers' progress; zero before start.
    RunnerProgress progress() const;
    // Classes finished in this run (not resumed ones), in finishing order.
    std::vector<ClassResult> results() const;
    // Resumed and finished classes.
    std::size_t classes_done() const;
    SubchainTally totals() const;

private:
    const SubchainClasses& classes_;
    RunPlan plan_;
    std::function<void(const std::string&)> save_;
    mutable std::mutex mutex_;  // guards what follows
    std::map<std::size_t, ClassRecord> done_;
    std::vector<ClassResult> results_;
    SubchainTally totals_;
    std::unique_ptr<SubchainRunner> runner_;  // last: destroyed (joined) first
};

// The result texts of one run's shards (or of the whole run), added up. Each
// part is checked as it comes; the parts together when their run is asked for.
class ResultsMerge {
public:
    // Throws ResultsError naming the part ("'a.txt' line 3 is damaged",
    // "'a.txt' is empty").
    void add(const std::string& name, std::string_view text);
    // The run the parts share (shard ""). Throws RunError when they come from
    // different runs or splits or give a shard twice, SelectionError (part
    // "shard") for a shard text that is none.
    RunHeader run() const;
    // The total over the parts of a run of `selected` classes. Throws
    // RunError when two parts hold a class or the parts miss some.
    SubchainTally total(const std::vector<std::size_t>& selected) const;
    std::size_t parts() const { return names_.size(); }

private:
    std::vector<std::string> names_;
    std::vector<RunHeader> headers_;
    std::vector<std::map<std::size_t, ClassRecord>> classes_;
};

}  // namespace kt::subchains
