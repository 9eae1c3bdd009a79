// Reads, parses and checks tours on a thread of its own, in batches, and
// hands them over in input order: each tour's link codes (see
// Canonicalizer::link_codes) or the message saying what is wrong with it.
#pragma once

#include <array>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <exception>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "tour_input.h"

namespace kt::cli {

class TourPipeline {
public:
    struct Item {
        std::int64_t line = 0;
        std::string error;  // with its line number; empty when the tour is fine
        std::vector<std::uint8_t> codes;
        std::string text;   // the tour's text, when kept
    };
    struct Batch {
        std::vector<Item> items;
        std::size_t count = 0;
        bool last = false;
    };

    TourPipeline(const Board& board, TourReader& reader, bool keep_text);
    ~TourPipeline() { stop(); }
    TourPipeline(const TourPipeline&) = delete;
    TourPipeline& operator=(const TourPipeline&) = delete;

    // The next batch in input order, or nullptr after the last one. Rethrows
    // what the reading thread ran into (an unreadable file).
    Batch* next();
    // Gives a batch from next() back for reuse.
    void done(Batch* b);
    void stop();

private:
    static constexpr std::size_t kBatchSize = 4096;

    void produce();
    void publish(Batch* b);

    Canonicalizer canon_;
    Board board_;
    TourReader& reader_;
    bool keep_text_;
    std::array<Batch, 4> batches_;
    std::deque<Batch*> free_, ready_;
    std::mutex mutex_;
    std::condition_variable free_cv_, ready_cv_;
    bool stopping_ = false;
    bool finished_ = false;
    std::exception_ptr error_;
    std::thread worker_;
};

}  // namespace kt::cli
