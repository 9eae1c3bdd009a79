#include "iso/tour_line_reader.h"

#include <utility>

#include "iso/tour_line_parser.h"

namespace kt {

TourLineReader::TourLineReader(const Board& board)
    : board_(board), parser_(std::make_unique<TourLineParser>(board)), format_(TourLineFormat::Unknown) {}

TourLineReader::~TourLineReader() = default;

void TourLineReader::add_line(std::string_view line) {
    ++line_no_;
    if (shared_) return shared_->add_line(line);
    if (is_blank_or_comment(line)) return;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    const TourLineFormat format = parser_->detect(line);
    if (format == TourLineFormat::Unknown && format_ == TourLineFormat::Unknown) return hand_over(line);
    read_one_line(line, format);
}

// The first record is not a one-line format: the shared reader takes this
// line and every later one, after blank lines that keep its numbering.
void TourLineReader::hand_over(std::string_view line) {
    shared_ = std::make_unique<TourStreamReader>(board_, [this](ParsedTour&& t) { queue_.push_back(std::move(t)); });
    for (std::int64_t k = 1; k < line_no_; ++k) shared_->add_line("");
    shared_->add_line(line);
}

void TourLineReader::read_one_line(std::string_view line, TourLineFormat format) {
    pending_ = true;
    current_.text = line;
    current_.line = line_no_;
    current_error_.clear();
    if (format == TourLineFormat::Unknown) {
        current_error_ = std::string("not a ") + to_string(format_) + " tour line";
        current_.squares.clear();
        return;
    }
    if (format_ == TourLineFormat::Unknown) format_ = format;
    if (format != format_) {
        current_error_ =
            std::string("mixed formats: a ") + to_string(format) + " line in " + to_string(format_) + " input";
        current_.squares.clear();
        return;
    }
    parser_->parse(line, format, current_.squares, current_error_);
}

void TourLineReader::finish() {
    if (shared_) shared_->finish();
}

bool TourLineReader::next(TourLine& out, std::string& error) {
    error.clear();
    if (shared_) return next_shared(out, error);
    if (!pending_) return false;
    pending_ = false;
    // Swapped, not copied: both vectors keep their room for the next line.
    std::swap(out, current_);
    error.swap(current_error_);
    return true;
}

// A tour of the shared reader, with its text written again in the format it
// was read in, so that a caller can pass the tour on as it came.
bool TourLineReader::next_shared(TourLine& out, std::string& error) {
    if (queue_.empty()) return false;
    ParsedTour t = std::move(queue_.front());
    queue_.pop_front();
    out.line = t.line;
    if (!t.ok()) {
        error = t.error;
        out.squares.clear();
        text_.clear();
    } else {
        out.squares = std::move(t.tour->squares);
        try {
            text_ = format_tour(board_, Tour{out.squares}, t.format);
        } catch (const FormatError&) {
            text_.clear();
        }
    }
    out.text = text_;
    return true;
}

}  // namespace kt
