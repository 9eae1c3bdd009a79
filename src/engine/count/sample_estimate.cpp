#include "count/sample_estimate.h"

#include <cmath>

namespace kt::subchains {

SampleEstimate estimate_total(const std::vector<double>& weighted, std::size_t class_count) {
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
    e.half_width = 1.96 * n * std::sqrt(var / k * fpc);  // 1.96: the normal 97.5% point
    return e;
}

SampleEstimate estimate_total(const std::vector<ClassResult>& results, std::size_t class_count) {
    std::vector<double> weighted;
    weighted.reserve(results.size());
    for (const ClassResult& r : results) weighted.push_back(static_cast<double>(r.size) * static_cast<double>(r.result.count));
    return estimate_total(weighted, class_count);
}

}  // namespace kt::subchains
