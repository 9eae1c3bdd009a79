// Estimating the full corner-subchain total from a uniform random sample of
// classes: each sampled class contributes size x count (the closed tours of
// all the combinations it stands for), so larger classes weigh more; the
// total is classes x mean, with a 95% normal interval (finite population
// corrected, since a sample never repeats a class).
#pragma once

#include <cmath>
#include <cstdint>
#include <vector>

namespace kt::app {

struct SampleEstimate {
    int samples = 0;
    double total = 0;       // estimated sum of size x count over every class
    double half_width = 0;  // 95% interval: total +- half_width (0 with < 2 samples)
};

// `weighted` holds size x count of each finished sampled class.
inline SampleEstimate estimate_total(const std::vector<double>& weighted, std::size_t class_count) {
    SampleEstimate e;
    e.samples = static_cast<int>(weighted.size());
    if (weighted.empty() || class_count == 0) return e;
    const double k = static_cast<double>(weighted.size()), n = static_cast<double>(class_count);
    double mean = 0;
    for (double v : weighted) mean += v;
    mean /= k;
    e.total = n * mean;
    if (weighted.size() < 2) return e;
    double var = 0;
    for (double v : weighted) var += (v - mean) * (v - mean);
    var /= (k - 1);
    const double fpc = k >= n ? 0.0 : (1.0 - k / n);
    e.half_width = 1.96 * n * std::sqrt(var / k * fpc);
    return e;
}

}  // namespace kt::app
