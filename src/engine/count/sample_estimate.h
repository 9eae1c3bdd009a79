// Estimating the full corner-subchain total from a uniform random sample of
// classes (drawn without replacement, as sample_classes does): each sampled
// class contributes size x count, so larger classes weigh more. The total is
// classes x mean, with a 95% normal interval whose variance carries the
// finite population correction (1 - k/N), since a sample never repeats a class:
// a sample of every class has no error left.
#pragma once

#include <cstddef>
#include <vector>

#include "count/subchain_runner.h"

namespace kt::subchains {

struct SampleEstimate {
    int samples = 0;
    double total = 0;       // estimated sum of size x count over every class
    double half_width = 0;  // 95% interval: total +- half_width (0 with fewer than 2 samples)
    double low() const { return total - half_width; }
    double high() const { return total + half_width; }
};

// `weighted` holds size x count of each finished sampled class, out of
// `class_count` classes in all.
SampleEstimate estimate_total(const std::vector<double>& weighted, std::size_t class_count);
SampleEstimate estimate_total(const std::vector<ClassResult>& results, std::size_t class_count);

}  // namespace kt::subchains
