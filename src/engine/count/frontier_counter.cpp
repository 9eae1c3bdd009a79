#include "count/frontier_counter.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "core/big_uint.h"
#include "count/frontier_plan.h"
#include "count/frontier_snapshot.h"
#include "count/frontier_spread.h"
#include "count/frontier_sweep.h"
#include "count/frontier_table.h"
#include "theory/tour_bound.h"

namespace kt {

namespace {

// Joins the residues a snapshot of a prime sweep carries, checked against
// the primes the count takes for its bound of `bits`: "" or what is wrong.
std::string rejoin(const FrontierSnapshot& resume, const std::vector<std::uint64_t>& primes, int bits, CrtJoin& join) {
    const auto& done = resume.residues;
    for (std::size_t k = 0; k < done.size(); ++k) {
        if (k >= primes.size() || done[k].first != primes[k] || join.modulus_bits() > bits)
            return "holds residues of other primes than this count's";
        join.add(done[k].second, done[k].first);
    }
    const std::size_t k = done.size();
    if (k >= primes.size() || resume.modulus != primes[k] || join.modulus_bits() > bits)
        return "is of a sweep modulo another prime than this count's";
    if (resume.modulus2 != 0 && (k + 1 >= primes.size() || resume.modulus2 != primes[k + 1]))
        return "is of a sweep modulo another prime than this count's";
    return {};
}

// Bits that hold a count below 2^log2 with two to spare.
int bits_of(double log2) { return static_cast<int>(std::ceil(std::max(log2, 0.0))) + 2; }

// Whether a sweep of pairs outgrew the memory budget, on any rank: then
// every rank goes on without pairs (collective: every rank asks).
bool pairs_outgrew(const CountResult& r, FrontierExchange* exchange) {
    const bool over = frontier::is_over_budget(r);
    return exchange ? !frontier::all_of_ranks(*exchange, !over) : over;
}

// The residues a prime sweep's count holds: one, or a pair (add_residue_pair).
std::vector<std::pair<std::uint64_t, std::uint64_t>> residues_of(WideCount count, const CountOptions& sweep) {
    const auto low = static_cast<std::uint64_t>(count);
    if (sweep.modulus2 == 0) return {{sweep.modulus, low}};
    return {{sweep.modulus, low}, {sweep.modulus2, static_cast<std::uint64_t>(count >> 64)}};
}

}  // namespace

using frontier::Past128;
using frontier::SweepContext;
using frontier::sweep_for_layout;

FrontierCounter::FrontierCounter(const Board& board, CountOptions options)
    : board_(board), options_(std::move(options)) {}

int FrontierCounter::frontier_width() const { return make_frontier_plan(board_, options_).max_width; }

std::string FrontierCounter::resume_from(std::string bytes) {
    resume_bytes_ = std::move(bytes);
    resume_.reset();
    FrontierSnapshot s;
    resume_error_ = parse_frontier_snapshot(resume_bytes_, s);
    const std::string here = frontier_description(board_, options_);
    if (resume_error_.empty() && s.description != here) resume_error_ = "the checkpoint is for " + s.description + ", not " + here;
    if (resume_error_.empty() && options_.kind != CountKind::Open && s.phase != 0)
        resume_error_ = "the checkpoint is for another count (phase)";
    if (resume_error_.empty()) resume_ = std::make_unique<FrontierSnapshot>(std::move(s));
    return resume_error_;
}

CountResult FrontierCounter::run() {
    const auto t0 = std::chrono::steady_clock::now();
    CountResult result = begin_count(board_, options_, "frontier");
    if (result.state != CountState::Ready) return result;
    if (std::string error = check_resume_ranks(); !error.empty()) {
        result.state = CountState::Failed;
        result.message = error;
        return result;
    }
    stamped_ = stamped_hook();
    const std::int64_t n = board_.square_count();
    const WideCount factor = (options_.directed && n >= 2) ? 2 : 1;
    if (options_.kind == CountKind::Open) {
        // Paths whose ends are a move apart are exactly closed tours with one
        // link removed (n per tour), or, on two squares, the single path.
        const bool second_phase = resume_ && resume_->phase == 1;
        CountResult paths;
        if (second_phase) {
            paths.state = CountState::Done;
            set_count(paths, resume_->earlier);
        } else {
            paths = run_kind(CountKind::Paths, 0, BigUint());
            if (paths.state != CountState::Done) return paths;
        }
        CountResult closed = run_kind(CountKind::Closed, 1, exact_count(paths));
        if (closed.state != CountState::Done) return closed;
        result = paths;
        if (n == 2) result.count = 0;
        else if (paths.past_128 || closed.past_128) set_count(result, exact_count(paths) -= exact_count(closed).mul_small(n));
        else result.count = paths.count - closed.count * static_cast<WideCount>(n);
        result.peak_states = std::max(paths.peak_states, closed.peak_states);
        result.peak_memory_bytes = std::max(paths.peak_memory_bytes, closed.peak_memory_bytes);
        result.frontier_width = std::max(paths.frontier_width, closed.frontier_width);
    } else {
        // Paths between two ends: the cycles through the virtual link between
        // them (frontier_plan.cpp); on two squares, the one move if it is one.
        result = run_kind(options_.ends ? CountKind::Closed : options_.kind, 0, BigUint());
        if (options_.ends && n == 2) result.count = board_.is_move(options_.ends->first, options_.ends->second) ? 1 : 0;
    }
    if (factor == 2 && (result.past_128 || result.count >> 127)) set_count(result, exact_count(result).mul_small(2));
    else result.count *= factor;
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return result;
}

std::string FrontierCounter::check_resume_ranks() {
    const std::uint32_t rank = exchange_ ? static_cast<std::uint32_t>(exchange_->rank()) : 0;
    const std::uint32_t ranks = exchange_ ? static_cast<std::uint32_t>(exchange_->ranks()) : 1;
    std::string error = resume_error_;
    if (resume_ && (resume_->ranks != ranks || resume_->rank != rank)) {
        error = "the checkpoint holds the states of rank " + std::to_string(resume_->rank) + " of " +
                std::to_string(resume_->ranks) + " ranks, and this count runs as rank " + std::to_string(rank) +
                " of " + std::to_string(ranks) + ": resume it on " + std::to_string(resume_->ranks) + " ranks";
    }
    if (!exchange_) return error;
    // Saves are collective too: every rank saves, or none.
    const auto all = exchange_->all_gather({error.empty() ? 1u : 0u, resume_ ? 1u : 0u, checkpoint_.write ? 1u : 0u});
    if (!error.empty()) return error;
    for (std::size_t r = 0; r < all.size(); r += 3) {
        if (all[r] == 0) return "rank " + std::to_string(r / 3) + " cannot resume from its checkpoint";
        if (all[r + 1] != all[1]) return "some ranks resume from a checkpoint and some do not";
        if (all[r + 2] != all[2]) return "some ranks save checkpoints and some do not";
    }
    return {};
}

FrontierCounter::CheckpointHook FrontierCounter::stamped_hook() {
    serial_ = resume_ ? resume_->serial : 0;
    CheckpointHook hook = checkpoint_;
    if (!hook.write) return hook;
    hook.write = [this, write = checkpoint_.write](const FrontierSnapshot& s) {
        FrontierSnapshot stamped = s;
        stamped.rank = exchange_ ? static_cast<std::uint32_t>(exchange_->rank()) : 0;
        stamped.ranks = exchange_ ? static_cast<std::uint32_t>(exchange_->ranks()) : 1;
        stamped.serial = ++serial_;
        write(stamped);
    };
    return hook;
}

CountResult FrontierCounter::run_kind(CountKind kind, std::uint32_t phase, const BigUint& earlier) {
    CountResult result;
    result.method = "frontier";
    result.state = CountState::Running;
    const bool paths = kind == CountKind::Paths;
    const std::int64_t n = board_.square_count();
    if (n <= 1) {  // one square is a path of no moves, not a cycle
        result.state = CountState::Done;
        result.count = (n == 1 && paths) ? 1 : 0;
        return result;
    }
    const FrontierPlan plan = make_frontier_plan(board_, options_);
    result.frontier_width = plan.max_width;
    if (plan.max_width > kMaxWidth) {
        result.state = CountState::Failed;
        result.message = "frontier of " + std::to_string(plan.max_width) + " squares is wider than the " +
                         std::to_string(kMaxWidth) + " this counter supports";
        return result;
    }
    FrontierSnapshot snapshot;
    snapshot.fingerprint = frontier_fingerprint(board_, options_, kind, plan.order);
    snapshot.description = frontier_description(board_, options_);
    snapshot.phase = phase;
    snapshot.earlier = earlier;
    const FrontierSnapshot* resume = resume_ && resume_->phase == phase ? resume_.get() : nullptr;
    if (resume && resume->fingerprint != snapshot.fingerprint) {
        result.state = CountState::Failed;
        result.message = "the checkpoint was made with another sweep order or constraints (by another version of "
                         "knights, or for other options); remove it to count from the start";
        return result;
    }
    // Counts that pass 128 bits go on modulo 2^128; further sweeps find the rest.
    Past128 past;
    if (resume) {
        past.wrapped = resume->wrapped;
        past.log2_bound = resume->log2_bound;
    }
    if (!resume || resume->modulus == 0) {
        const SweepContext ctx{plan, paths, n, options_, cancel_, progress_, stamped_, snapshot, resume, exchange_, &past};
        result = sweep_for_layout(ctx, options_.key_layout, result);
        if (result.state != CountState::Done || (!past.wrapped && options_.residue_bits == 0)) return result;
    } else {  // resumed in a later sweep: the first one's findings
        result.state = CountState::Done;
        result.count = resume->low128;
    }
    snapshot.wrapped = past.wrapped;
    snapshot.log2_bound = past.log2_bound;
    snapshot.low128 = result.count;
    return count_by_residues(plan, paths, std::move(snapshot), result);
}

// The count past 128 bits: its low 128 bits (from the sweep that wrapped)
// joined with its residues modulo primes below 2^62, two a sweep, by the
// Chinese remainder theorem; as many primes as the product needs to exceed
// a bound on the count. The bound: the lower of the one the sweep that
// wrapped gives (Past128) and Bregman's (theory/tour_bound.h); where it
// would take three primes or more, a sweep of doubles (each paired with a
// residue of the first prime, so that it spares a prime) gives the count
// within a factor 1 + 2^-12 or so (rounding of at most 2^40 additions a
// count), and a bound two bits above it. Tests (residue_bits)
// use smaller primes and no low 128 bits. Every sweep offers checkpoints,
// each carrying what the sweeps before it found, so a count resumes in the
// sweep it stopped in.
CountResult FrontierCounter::count_by_residues(const FrontierPlan& plan, bool paths, FrontierSnapshot snapshot,
                                               CountResult result) {
    int bits = bits_of(snapshot.log2_bound);
    const bool test = options_.residue_bits != 0;
    const int prime_bits = test ? options_.residue_bits : 62;
    const auto primes_for = [&](int b) { return std::max(0, b - (test ? 0 : 128)) / (prime_bits - 1) + 1; };
    const std::int64_t squares = board_.square_count();
    // A snapshot of the sweep in doubles or of a prime's, to resume from.
    const FrontierSnapshot* resume =
        resume_ && resume_->phase == snapshot.phase && resume_->modulus != 0 ? resume_.get() : nullptr;
    const bool primes_begun = resume && resume->modulus != frontier::kFloatCounts;
    const auto refuse = [&](const std::string& why) {
        result.state = CountState::Failed;
        result.message = "the checkpoint " + why;
        return result;
    };
    // Each count of a step has at most 2^10 successors (the subsets of a square's links).
    if (resume && (!(test || resume->wrapped) || resume->log2_bound > 10.0 * static_cast<double>(squares) + 16))
        return refuse("was made after a first sweep this count cannot have had");
    if (primes_begun) {
        if (resume->bound_bits > bits) return refuse("bounds the count above its first sweep's bound");
        bits = resume->bound_bits;
    } else {
        // Bregman's bound is often below the first sweep's (5x44 closed: 316 bits against 422).
        bits = std::min(bits, bits_of(log2_tour_bound(board_, paths || options_.ends.has_value())));
    }
    // Pairs take 8 bytes a state more than one residue: where a sweep of
    // them outgrows the memory budget, the count goes on one prime a sweep.
    bool pairs = true;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> first;  // the sweep in doubles' residue
    if (!primes_begun && (test || primes_for(bits) >= 3)) {
        const std::uint64_t partner = count_primes(1, prime_bits)[0];
        if (resume && resume->modulus2 != 0 && resume->modulus2 != partner)
            return refuse("is of a sweep modulo another prime than this count's");
        const CountResult r = sweep_in_doubles(plan, paths, snapshot, resume, partner, pairs, bits, first, result);
        if (r.state != CountState::Done) return r;
    }
    snapshot.bound_bits = bits;
    CrtJoin join = test ? CrtJoin() : CrtJoin(result.count);
    const auto take = [&](const std::vector<std::pair<std::uint64_t, std::uint64_t>>& found) {
        for (const auto& [prime, residue] : found) {
            join.add(residue, prime);
            snapshot.residues.emplace_back(prime, residue);
        }
    };
    take(first);
    const auto primes = count_primes(static_cast<std::size_t>(primes_for(bits) + 1), prime_bits);
    if (primes_begun) {  // the residues found before it
        if (std::string why = rejoin(*resume, primes, bits, join); !why.empty()) return refuse(why);
        snapshot.residues = resume->residues;
    }
    // A sweep finds two residues at once (counts are pairs of them) while
    // the join needs two more primes or more, and the last one alone.
    const auto needs_two = [&](std::size_t k) {
        CrtJoin trial = join;
        trial.add(0, primes[k]);
        return trial.modulus_bits() <= bits && k + 1 < primes.size();
    };
    for (std::size_t k = snapshot.residues.size(); join.modulus_bits() <= bits; k = snapshot.residues.size()) {
        if (k >= primes.size()) {  // only with test primes (residue_bits)
            result.state = CountState::Failed;
            result.message = "too few primes below 2^" + std::to_string(prime_bits) + " for a count of " +
                             std::to_string(bits) + " bits";
            return result;
        }
        CountOptions options = options_;
        options.modulus = primes[k];
        // A sweep resumed as it was saved (older checkpoints hold one prime a sweep).
        const FrontierSnapshot* from =
            primes_begun && resume->modulus == options.modulus && (pairs || resume->modulus2 == 0) ? resume : nullptr;
        options.modulus2 = (from ? from->modulus2 != 0 : pairs && needs_two(k)) ? primes[k + 1] : 0;
        CountResult r = sweep_modulo(plan, paths, options, snapshot, from, nullptr, result);
        if (options.modulus2 != 0 && pairs_outgrew(r, exchange_)) {
            pairs = false;
            continue;
        }
        if (r.state != CountState::Done) return r;
        take(residues_of(r.count, options));
        result.peak_states = std::max(result.peak_states, r.peak_states);
        result.peak_memory_bytes = std::max(result.peak_memory_bytes, r.peak_memory_bytes);
    }
    set_count(result, join.value());
    if (join.value().bit_length() > bits) {
        result.state = CountState::Failed;
        result.message = "internal error: the count joined from residues exceeds its bound";
    }
    return result;
}

CountResult FrontierCounter::sweep_modulo(const FrontierPlan& plan, bool paths, const CountOptions& options,
                                          FrontierSnapshot& snapshot, const FrontierSnapshot* from, Past128* past,
                                          CountResult result) {
    snapshot.modulus = options.modulus;
    snapshot.modulus2 = options.modulus2;
    const SweepContext ctx{plan,     paths, board_.square_count(), options, cancel_, progress_, stamped_,
                           snapshot, from,  exchange_,             past};
    return sweep_for_layout(ctx, options_.key_layout, std::move(result));
}

CountResult FrontierCounter::sweep_in_doubles(const FrontierPlan& plan, bool paths, FrontierSnapshot& snapshot,
                                              const FrontierSnapshot* resume, std::uint64_t partner, bool& pairs,
                                              int& bits, std::vector<std::pair<std::uint64_t, std::uint64_t>>& found,
                                              const CountResult& result) {
    CountOptions options = options_;
    options.modulus = frontier::kFloatCounts;
    for (;;) {
        options.modulus2 = (resume ? resume->modulus2 != 0 : pairs) ? partner : 0;
        Past128 scale;
        if (resume) scale.float_scale = resume->float_scale;
        const CountResult r = sweep_modulo(plan, paths, options, snapshot, resume, &scale, result);
        if (options.modulus2 != 0 && pairs_outgrew(r, exchange_)) {
            pairs = false;
            resume = nullptr;
            continue;
        }
        if (r.state != CountState::Done) return r;
        const double estimate = frontier::float_of(static_cast<std::uint64_t>(r.count));
        if (std::isfinite(estimate)) bits = std::min(bits, bits_of(std::log2(estimate) + scale.float_scale));
        if (options.modulus2 != 0) found.emplace_back(partner, static_cast<std::uint64_t>(r.count >> 64));
        return r;
    }
}

}  // namespace kt
