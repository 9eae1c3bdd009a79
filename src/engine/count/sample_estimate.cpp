#include "count/sample_estimate.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

namespace kt::subchains {

namespace {

constexpr double kZ = 2.2414;  // the normal 98.75% point: a two-sided 97.5% interval for each part

struct Bounds {
    double low, high;
};

// Wilson's score interval for the share r / k.
Bounds wilson(double r, double k) {
    const double p = r / k, z2 = kZ * kZ;
    const double centre = (p + z2 / (2 * k)) / (1 + z2 / k);
    const double half = kZ * std::sqrt(p * (1 - p) / k + z2 / (4 * k * k)) / (1 + z2 / k);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

// Cox's interval for the mean of log-normal values (at least two of them).
Bounds cox(const std::vector<double>& positive) {
    const double r = static_cast<double>(positive.size());
    double mean = 0, var = 0;
    for (double v : positive) mean += std::log(v) / r;
    for (double v : positive) var += (std::log(v) - mean) * (std::log(v) - mean) / (r - 1);
    const double centre = mean + var / 2, se = std::sqrt(var / r + var * var / (2 * (r - 1)));
    return {std::exp(centre - kZ * se), std::exp(centre + kZ * se)};
}

}  // namespace

SampleEstimate estimate_total(const std::vector<double>& weighted, std::size_t class_count) {
    SampleEstimate e;
    e.samples = static_cast<int>(weighted.size());
    if (weighted.empty() || class_count == 0) return e;
    const double k = static_cast<double>(weighted.size()), n = static_cast<double>(class_count);
    const double sum = std::accumulate(weighted.begin(), weighted.end(), 0.0);
    e.total = n * sum / k;
    e.low = sum;
    if (weighted.size() >= class_count) {  // every class: nothing left to estimate
        e.high = e.low = e.total;
        return e;
    }
    std::vector<double> positive;
    for (double v : weighted)
        if (v > 0) positive.push_back(v);
    e.with_tours = static_cast<int>(positive.size());
    const Bounds share = wilson(static_cast<double>(positive.size()), k);
    if (positive.size() < 2) return e;
    const Bounds mean = cox(positive);
    e.low = std::max(sum, n * share.low * mean.low);
    e.high = std::max(e.low, n * share.high * mean.high);
    return e;
}

SampleEstimate estimate_total(const std::vector<ClassResult>& results, std::size_t class_count) {
    std::vector<double> weighted;
    weighted.reserve(results.size());
    for (const ClassResult& r : results) weighted.push_back(static_cast<double>(r.size) * static_cast<double>(r.result.count));
    return estimate_total(weighted, class_count);
}

double interval_coverage(const std::vector<double>& population, std::size_t k, int trials, std::uint64_t seed) {
    if (population.empty() || trials <= 0) return 0;
    k = std::clamp<std::size_t>(k, 1, population.size());
    const double truth = std::accumulate(population.begin(), population.end(), 0.0);
    const double slack = 1e-9 * truth;  // the sums' rounding
    std::mt19937_64 rng(seed);
    std::vector<double> pool = population, sample(k);
    int covered = 0;
    for (int t = 0; t < trials; ++t) {
        for (std::size_t i = 0; i < k; ++i) {  // a partial Fisher-Yates shuffle, as sample_classes draws
            std::uniform_int_distribution<std::size_t> pick(i, pool.size() - 1);
            std::swap(pool[i], pool[pick(rng)]);
            sample[i] = pool[i];
        }
        const SampleEstimate e = estimate_total(sample, population.size());
        covered += e.low <= truth + slack && truth - slack <= e.high;
    }
    return static_cast<double>(covered) / trials;
}

}  // namespace kt::subchains
