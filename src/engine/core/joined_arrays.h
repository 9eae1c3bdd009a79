// Arrays of a few threads read and written as one, end to end: item i of
// the whole is in the first array that holds it. The tour table's forward
// pass keeps each thread's successors in an array of its own, and numbers
// them as one list.
#pragma once

#include <cstddef>
#include <vector>

namespace kt {

template <class T>
class JoinedArrays {
public:
    // Appends an array of n items at `data`.
    void add(T* data, std::size_t n) {
        data_.push_back(data);
        first_.push_back(size_);
        size_ += n;
    }
    std::size_t size() const { return size_; }
    // Without a branch: items are read at random, and a branch on which
    // array would be mispredicted half the time.
    T& operator[](std::size_t i) const {
        std::size_t a = 0;
        for (std::size_t k = 1; k < first_.size(); ++k) a += i >= first_[k];
        return data_[a][i - first_[a]];
    }
    // f(items, index of the first, how many) for the pieces of [from, to),
    // array by array.
    template <class F>
    void pieces(std::size_t from, std::size_t to, F&& f) const {
        for (std::size_t a = 0; a < data_.size() && from < to; ++a) {
            const std::size_t end = a + 1 < first_.size() ? first_[a + 1] : size_;
            if (from >= end) continue;
            const std::size_t last = end < to ? end : to;
            f(data_[a] + (from - first_[a]), from, last - from);
            from = last;
        }
    }

private:
    std::vector<T*> data_;
    std::vector<std::size_t> first_;  // index of each array's first item
    std::size_t size_ = 0;
};

}  // namespace kt
