// Estimating the full corner-subchain total from a uniform random sample of
// classes (drawn without replacement, as sample_classes does): each sampled
// class contributes size x count, so larger classes weigh more.
//
// The point estimate is classes x mean. Its interval cannot be the normal
// one: most classes hold no tour and a few hold most of them, so a small
// sample that misses the few has a small mean and a small spread, and the
// normal interval misses the total about half the time at ten classes. The
// total is instead split as classes x (share of classes with tours) x (mean
// of those): Wilson's score interval bounds the share and Cox's interval for
// a log-normal mean bounds the mean, each at 97.5%, so both hold together at
// 95% or more (Bonferroni). With fewer than two classes with tours in the
// sample, nothing bounds the mean from above and the interval says so. The
// sampled classes' own tours are a floor for the total.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "count/subchain_run.h"

namespace kt::subchains {

struct SampleEstimate {
    int samples = 0;
    int with_tours = 0;     // sampled classes whose size x count is not 0
    double total = 0;       // estimated sum of size x count over every class
    double low = 0;         // 95% interval (exact when every class was sampled)
    double high = std::numeric_limits<double>::infinity();  // infinite: too few classes with tours to bound it
    bool bounded() const { return high < std::numeric_limits<double>::infinity(); }
};

// `weighted` holds size x count of each finished sampled class, out of
// `class_count` classes in all.
SampleEstimate estimate_total(const std::vector<double>& weighted, std::size_t class_count);
SampleEstimate estimate_total(const std::vector<ClassResult>& results, std::size_t class_count);

// The share of `trials` seeded samples of `k` values from `population` (every
// class's size x count) whose interval holds the population's total: how
// well the interval keeps its word, on classes counted in full.
double interval_coverage(const std::vector<double>& population, std::size_t k, int trials, std::uint64_t seed);

}  // namespace kt::subchains
