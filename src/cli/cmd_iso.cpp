// knights iso / canon / dedupe / warnsdorff-all / scramble:
// Phadke's co-ordinate method on the command line. Input is streamed in big
// chunks (10 million tours never sit in memory); one-line formats go through
// the engine's fast TourLineParser.
#include <array>
#include <cerrno>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <deque>
#include <fstream>
#include <iostream>
#include <memory>
#include <random>
#include <sys/stat.h>

#include <nlohmann/json.hpp>

#include "commands.h"

namespace kt::cli {
namespace {

// ---------------------------------------------------------------- input

// Lines of a file or standard input, read in 4 MiB chunks.
class LineStream {
public:
    explicit LineStream(const std::string& path) : name_(path.empty() || path == "-" ? "standard input" : path) {
        if (path.empty() || path == "-") {
            file_ = stdin;
        } else {
            file_ = std::fopen(path.c_str(), "rb");
            if (!file_) throw UsageError("cannot read '" + path + "': " + std::strerror(errno));
            owned_ = true;
        }
        buffer_.resize(4 << 20);
    }
    ~LineStream() {
        if (owned_) std::fclose(file_);
    }
    LineStream(const LineStream&) = delete;
    LineStream& operator=(const LineStream&) = delete;

    // The next line without its end-of-line; false at the end of input.
    bool next(std::string_view& line) {
        while (true) {
            const char* start = buffer_.data() + begin_;
            const void* nl = std::memchr(start, '\n', end_ - begin_);
            if (nl) {
                const auto len = static_cast<std::size_t>(static_cast<const char*>(nl) - start);
                line = std::string_view(start, len);
                begin_ += len + 1;
                return true;
            }
            if (eof_) {
                if (begin_ == end_) return false;
                line = std::string_view(start, end_ - begin_);
                begin_ = end_;
                return true;
            }
            refill();
        }
    }
    const std::string& name() const { return name_; }

private:
    void refill() {
        // Keep the unfinished line, grow when one line fills the buffer.
        std::memmove(buffer_.data(), buffer_.data() + begin_, end_ - begin_);
        end_ -= begin_;
        begin_ = 0;
        if (end_ == buffer_.size()) buffer_.resize(buffer_.size() * 2);
        const std::size_t got = std::fread(buffer_.data() + end_, 1, buffer_.size() - end_, file_);
        if (got == 0) {
            if (std::ferror(file_)) throw UsageError("cannot read " + name_ + ": " + std::strerror(errno));
            eof_ = true;
        }
        end_ += got;
    }

    std::string name_;
    FILE* file_ = nullptr;
    bool owned_ = false;
    std::vector<char> buffer_;
    std::size_t begin_ = 0, end_ = 0;
    bool eof_ = false;
};

// Tours from a file, one per line: the file read in chunks and the lines
// read by the engine's TourLineReader, whose rule says what a line in
// another format means.
class TourReader {
public:
    TourReader(const Board& board, const std::string& path) : lines_(path), reader_(board) {}

    // Next tour: true with `out` filled, or with `error` non-empty when the
    // record is bad (the caller reports it, see located(), and goes on).
    bool next(TourLine& out, std::string& error) {
        while (!reader_.next(out, error)) {
            if (finished_) return false;
            std::string_view line;
            if (lines_.next(line)) {
                reader_.add_line(line);
            } else {
                reader_.finish();
                finished_ = true;
            }
        }
        return true;
    }
    const std::string& name() const { return lines_.name(); }

private:
    LineStream lines_;
    TourLineReader reader_;
    bool finished_ = false;
};

// "line N: what", unless the message already says where.
std::string located(const TourLine& tl, const std::string& error) {
    if (error.rfind("line ", 0) == 0) return error;
    return "line " + std::to_string(tl.line) + ": " + error;
}

// What is wrong with squares that do not make a tour of the board.
std::string tour_problem(const Board& board, const std::vector<Square>& squares) {
    const TourVerdict verdict = validate_tour(board, Tour{squares});
    return verdict.valid() ? "not a tour" : verdict.reason;
}

// For a record read without `error`, checks its squares make a tour of the
// board (filling `codes`); returns what is wrong, located on its line, or "".
std::string tour_line_problem(const Canonicalizer& canon, const Board& board, const TourLine& tl, std::string error,
                              std::vector<std::uint8_t>& codes) {
    if (error.empty() && !canon.link_codes(tl.squares.data(), tl.squares.size(), codes))
        error = tour_problem(board, tl.squares);
    return error.empty() ? error : located(tl, error);
}

// A tour given on the command line: a file holding it, or the tour text.
Tour tour_argument(const Board& board, const std::string& arg, const char* which) {
    struct stat st {};
    TourLine tl;
    std::string error;
    if (arg == "-" || ::stat(arg.c_str(), &st) == 0) {
        TourReader reader(board, arg);
        if (!reader.next(tl, error)) throw UsageError(std::string(which) + ": no tour in " + reader.name());
        if (!error.empty()) throw UsageError(std::string(which) + ": " + located(tl, error));
    } else {
        ParsedTour parsed = parse_tour(arg, board);
        if (!parsed.ok())
            throw UsageError(std::string(which) + ": '" + arg.substr(0, 40) + (arg.size() > 40 ? "...'" : "'") +
                             " is neither a readable file nor a tour: " + parsed.error);
        tl.squares = parsed.tour->squares;
    }
    return Tour{tl.squares};
}

// ---------------------------------------------------------------- output

// A FILE* with a big buffer; "-" or empty is standard output.
class Output {
public:
    explicit Output(const std::string& path, const char* what) {
        if (path.empty() || path == "-") {
            file_ = stdout;
        } else {
            file_ = std::fopen(path.c_str(), "wb");
            if (!file_) throw UsageError(std::string(what) + ": cannot write '" + path + "': " + std::strerror(errno));
            owned_ = true;
        }
        buffer_ = std::make_unique<char[]>(1 << 20);
        std::setvbuf(file_, buffer_.get(), _IOFBF, 1 << 20);
    }
    ~Output() { close(); }
    Output(const Output&) = delete;
    Output& operator=(const Output&) = delete;
    void write(std::string_view s) { std::fwrite(s.data(), 1, s.size(), file_); }
    void line(std::string_view s) {
        write(s);
        std::fputc('\n', file_);
    }
    void close() {
        if (!file_) return;
        std::fflush(file_);
        if (owned_) std::fclose(file_);
        else std::setvbuf(file_, nullptr, _IOLBF, 0);
        file_ = nullptr;
    }

private:
    FILE* file_ = nullptr;
    bool owned_ = false;
    std::unique_ptr<char[]> buffer_;
};

// The tour in the output format a user asked for.
// "algebraic" is the name every command uses; "line" is this command's older one.
bool is_algebraic(const std::string& format) { return format == "algebraic" || format == "line"; }

std::string write_tour_as(const Board& board, const Tour& tour, const std::string& format) {
    if (is_algebraic(format)) return format_tour(board, tour, TourFormat::Algebraic);
    if (format == "compact") return write_compact_line(board, tour);
    if (format == "connections") return write_connection_line(board, tour, false);
    if (format == "connections56") return write_connection_line(board, tour, true);
    throw UsageError("--format: unknown format '" + format + "' (algebraic, compact, connections, connections56)");
}

void check_phadke_board(const Board& board, const std::string& format) {
    if (!is_algebraic(format) && !phadke_board_supported(board))
        throw UsageError("--format " + format + ": Phadke's formats need a board of at most 9x9");
}

Square parse_start(const Board& board, const std::string& text) {
    try {
        return board.parse_square_or_throw(text);
    } catch (const BoardError& e) {
        throw UsageError(std::string("--start: ") + e.what());
    }
}

std::string kind_name(const Board& board, const Tour& tour) {
    return verdict_line(validate_tour(board, tour));
}

nlohmann::json names(const std::vector<Symmetry>& syms) {
    auto out = nlohmann::json::array();
    for (Symmetry s : syms) out.push_back(std::string(symmetry_name(s)));
    return out;
}

// ---------------------------------------------------------------- commands

void register_iso_pair(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("iso", "Are two tours the same tour seen differently? Names the transformation, "
                                          "direction and start offset that carry A onto B");
    struct Options {
        std::string board = "8x8", a, b;
        bool json = false;
    };
    auto o = std::make_shared<Options>();
    cmd->add_option("--board", o->board, "Board as ROWSxCOLS")->capture_default_str();
    cmd->add_option("A", o->a, "First tour: a file holding it (- for standard input) or the tour text")->required();
    cmd->add_option("B", o->b, "Second tour, the same way")->required();
    cmd->add_flag("--json", o->json, "One JSON object");
    cmd->callback([o, &ctx] {
        const Board board = parse_board_option(o->board);
        const Tour a = tour_argument(board, o->a, "A");
        const Tour b = tour_argument(board, o->b, "B");
        for (const auto* t : {&a, &b}) {
            const TourVerdict v = validate_tour(board, *t);
            if (!v.valid()) {
                std::cerr << "knights iso: " << (t == &a ? "A" : "B") << ": invalid: " << v.reason << '\n';
                ctx.exit_code = kExitInvalid;
                return;
            }
        }
        const Canonicalizer canon(board);
        const auto iso = canon.isomorphic(a, b);
        if (o->json) {
            nlohmann::json j = {{"isomorphic", iso.has_value()}};
            if (iso) {
                j["transformation"] = std::string(symmetry_name(iso->symmetry));
                j["reversed"] = iso->reversed;
                j["offset"] = iso->offset;
            }
            std::cout << j.dump() << '\n';
        } else if (iso) {
            std::cout << "isomorphic: " << symmetry_name(iso->symmetry) << " (" << symmetry_title(iso->symmetry) << "), "
                      << (iso->reversed ? "run backwards" : "same direction") << ", start offset " << iso->offset << '\n';
        } else {
            std::cout << "not isomorphic\n";
        }
        ctx.exit_code = kExitOk;
    });
}

void register_canon(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("canon", "Canonical form of each tour: a key equal for isomorphic tours, "
                                            "the class size and the transformations that fix the tour");
    struct Options {
        std::string board = "8x8", input = "-", as;
        bool json = false;
    };
    auto o = std::make_shared<Options>();
    cmd->add_option("--board", o->board, "Board as ROWSxCOLS")->capture_default_str();
    cmd->add_option("input", o->input, "File of tours, one per line (- = standard input)")->capture_default_str();
    add_format_option(cmd, o->as,
                      "Print the class representative as a tour instead: algebraic, compact, connections (Phadke's "
                      "connection numbers), connections56 (without the links every closed tour has)",
                      {"--as"});
    cmd->add_flag("--json", o->json, "One JSON object per tour");
    cmd->callback([o, &ctx] {
        const Board board = parse_board_option(o->board);
        if (!o->as.empty()) {
            check_phadke_board(board, o->as);
            write_tour_as(board, Tour{}, o->as);  // rejects an unknown name before reading
        }
        const Canonicalizer canon(board);
        TourReader reader(board, o->input);
        Output out("-", "output");
        TourLine tl;
        std::string error;
        std::vector<std::uint8_t> codes;
        ctx.exit_code = kExitOk;
        while (reader.next(tl, error)) {
            if (const std::string problem = tour_line_problem(canon, board, tl, error, codes); !problem.empty()) {
                std::cerr << "knights canon: " << problem << '\n';
                ctx.exit_code = kExitInvalid;
                continue;
            }
            const Tour tour{tl.squares};
            Symmetry to_canonical;
            const CanonicalForm form = canon.canonical_form(tour, &to_canonical);
            const TourSymmetry sym = canon.tour_symmetry(tour);
            if (o->json) {
                nlohmann::json j = {{"line", tl.line},
                                    {"kind", kind_name(board, tour)},
                                    {"key", form.hex()},
                                    {"class_size", sym.class_size()},
                                    {"fixed_by", names(sym.fixing)},
                                    {"to_canonical", std::string(symmetry_name(to_canonical))}};
                if (!o->as.empty()) j["canonical"] = write_tour_as(board, canon.canonical_tour(tour), o->as);
                out.line(j.dump());
            } else if (!o->as.empty()) {
                out.line(write_tour_as(board, canon.canonical_tour(tour), o->as));
            } else {
                std::string fixed;
                for (Symmetry s : sym.fixing) fixed += (fixed.empty() ? "" : ",") + std::string(symmetry_name(s));
                out.line(form.hex() + '\t' + std::to_string(sym.class_size()) + '\t' + fixed);
            }
        }
    });
}

// Reads, parses and checks tours on a thread of its own, in batches, and
// hands them over in input order: each tour's link codes (see
// Canonicalizer::link_codes) or the message saying what is wrong with it.
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

    TourPipeline(const Board& board, TourReader& reader, bool keep_text)
        : canon_(board), board_(board), reader_(reader), keep_text_(keep_text) {
        for (auto& b : batches_) {
            b.items.resize(kBatchSize);
            free_.push_back(&b);
        }
        worker_ = std::thread([this] { produce(); });
    }
    ~TourPipeline() { stop(); }
    TourPipeline(const TourPipeline&) = delete;
    TourPipeline& operator=(const TourPipeline&) = delete;

    // The next batch in input order, or nullptr after the last one. Rethrows
    // what the reading thread ran into (an unreadable file).
    Batch* next() {
        if (finished_) return nullptr;
        std::unique_lock<std::mutex> lock(mutex_);
        ready_cv_.wait(lock, [this] { return !ready_.empty(); });
        Batch* b = ready_.front();
        ready_.pop_front();
        if (b->last) finished_ = true;
        if (error_) std::rethrow_exception(error_);
        return b;
    }
    void done(Batch* b) {
        {
            std::lock_guard<std::mutex> lock(mutex_);
            free_.push_back(b);
        }
        free_cv_.notify_one();
    }
    void stop() {
        {
            std::lock_guard<std::mutex> lock(mutex_);
            stopping_ = true;
        }
        free_cv_.notify_all();
        if (worker_.joinable()) worker_.join();
    }

private:
    static constexpr std::size_t kBatchSize = 4096;

    void produce() {
        try {
            TourLine tl;
            std::string error;
            bool more = true;
            while (more) {
                Batch* b = nullptr;
                {
                    std::unique_lock<std::mutex> lock(mutex_);
                    free_cv_.wait(lock, [this] { return !free_.empty() || stopping_; });
                    if (stopping_) return;
                    b = free_.front();
                    free_.pop_front();
                }
                b->count = 0;
                while (b->count < kBatchSize && (more = reader_.next(tl, error))) {
                    Item& it = b->items[b->count++];
                    it.line = tl.line;
                    it.error.clear();
                    it.error = tour_line_problem(canon_, board_, tl, error, it.codes);
                    if (keep_text_) it.text.assign(tl.text);
                }
                b->last = !more;
                publish(b);
            }
        } catch (...) {
            std::lock_guard<std::mutex> lock(mutex_);
            error_ = std::current_exception();
            ready_.push_back(&batches_[0]);  // any batch: next() rethrows first
            batches_[0].last = true;
            ready_cv_.notify_one();
        }
    }
    void publish(Batch* b) {
        {
            std::lock_guard<std::mutex> lock(mutex_);
            ready_.push_back(b);
        }
        ready_cv_.notify_one();
    }

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

struct DedupeOptions {
    std::string board = "8x8", input = "-", report, masters;
    bool json = false, strict = false, quiet = false;
};

// The files --report and --masters write, as the run goes.
struct DedupeOutputs {
    std::unique_ptr<Output> report, masters;
    std::string row;

    explicit DedupeOutputs(const DedupeOptions& o) {
        if (!o.report.empty()) {
            report = std::make_unique<Output>(o.report, "--report");
            report->line("candidate\tmaster\ttransformation\tline");
        }
        if (!o.masters.empty()) masters = std::make_unique<Output>(o.masters, "--masters");
    }
    void add(const TourPipeline::Item& it, std::uint64_t serial, const DedupeOutcome& outcome) {
        if (outcome.is_master) {
            if (masters) masters->line(it.text);
            return;
        }
        if (!report) return;
        row.clear();
        row += std::to_string(serial);
        row += '\t';
        row += std::to_string(outcome.master_serial);
        row += '\t';
        row += symmetry_name(outcome.to_master);
        row += '\t';
        row += std::to_string(it.line);
        report->line(row);
    }
    void close() {
        if (report) report->close();
        if (masters) masters->close();
    }
};

void print_dedupe_totals(const DedupeOptions& o, const Board& board, const Deduplicator& dedupe, std::uint64_t invalid,
                         double seconds) {
    const auto& sizes = dedupe.masters_by_class_size();
    if (o.json) {
        nlohmann::json j = {{"board", format_board_size(board)},
                            {"tours", dedupe.tours()},
                            {"classes", dedupe.masters()},
                            {"duplicates", dedupe.duplicates()},
                            {"invalid", invalid},
                            {"classes_by_size", {{"8", sizes[8]}, {"4", sizes[4]}, {"2", sizes[2]}, {"1", sizes[1]}}},
                            {"seconds", seconds}};
        std::cout << j.dump() << '\n';
    } else {
        std::cout << dedupe.tours() << " tours, " << dedupe.masters() << " classes (independent solutions), "
                  << dedupe.duplicates() << " duplicates, " << invalid << " invalid lines\n";
    }
}

void run_dedupe(const DedupeOptions& o, Context& ctx) {
    const Board board = parse_board_option(o.board);
    const auto started = std::chrono::steady_clock::now();
    auto seconds = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count(); };
    Deduplicator dedupe(board);
    TourReader reader(board, o.input);
    DedupeOutputs outputs(o);
    // Two threads: one reads, parses and checks lines (TourPipeline), this
    // one canonicalises and looks up in input order, so the masters are
    // the same as with one thread.
    TourPipeline pipeline(board, reader, !o.masters.empty());
    std::uint64_t invalid = 0, serial = 0;
    while (TourPipeline::Batch* batch = pipeline.next()) {
        for (std::size_t k = 0; k < batch->count; ++k) {
            const TourPipeline::Item& it = batch->items[k];
            if (!it.error.empty()) {
                ++invalid;
                std::cerr << "knights dedupe: " << it.error << '\n';
                if (o.strict) {
                    pipeline.stop();
                    ctx.exit_code = kExitInvalid;
                    return;
                }
                continue;
            }
            ++serial;
            outputs.add(it, serial, dedupe.add_codes(it.codes.data(), serial));
            if (!o.quiet && serial % 1'000'000 == 0)
                std::cerr << "knights dedupe: " << serial << " tours, " << dedupe.masters() << " classes, "
                          << static_cast<std::uint64_t>(serial / std::max(seconds(), 1e-9)) << " tours/s\n";
        }
        pipeline.done(batch);
    }
    outputs.close();
    print_dedupe_totals(o, board, dedupe, invalid, seconds());
    ctx.exit_code = invalid ? kExitInvalid : kExitOk;
}

void register_dedupe(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand(
        "dedupe", "Independent solutions: the first tour of each isomorphism class (input order) is its master, the "
                  "rest are duplicates; one tour per line (algebraic, compact or connection numbers)");
    auto o = std::make_shared<DedupeOptions>();
    cmd->add_option("--board", o->board, "Board as ROWSxCOLS")->capture_default_str();
    cmd->add_option("input", o->input, "File of tours, one per line (- = standard input)")->capture_default_str();
    cmd->add_option("--report", o->report,
                    "Write duplicates as TSV: candidate serial, master serial, transformation (carries the candidate "
                    "onto the master), candidate line");
    cmd->add_option("--masters", o->masters, "Write each master's input line, in input order");
    cmd->add_flag("--strict", o->strict, "Stop at the first bad line (exit 1) instead of skipping it");
    cmd->add_flag("--json", o->json, "End with one JSON object (tours, classes, duplicates, invalid, ...)");
    cmd->add_flag("--quiet", o->quiet, "No progress on standard error");
    cmd->callback([o, &ctx] { run_dedupe(*o, ctx); });
}

void register_warnsdorff_all(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("warnsdorff-all", "Every tour Warnsdorff's rule reaches from a start square, "
                                                     "branching on every tie, one per line (Phadke's mass data)");
    struct Options {
        std::string board = "8x8", start = "a1", as = "algebraic";
        bool closed = false;
        std::int64_t limit = -1;
    };
    auto o = std::make_shared<Options>();
    cmd->add_option("--board", o->board, "Board as ROWSxCOLS")->capture_default_str();
    cmd->add_option("--start", o->start, "Start square")->capture_default_str();
    cmd->add_flag("--closed", o->closed, "Only closed tours");
    cmd->add_option("--limit", o->limit, "Stop after N tours (default: all)");
    add_format_option(cmd, o->as, "Output format: algebraic, compact, connections, connections56", {"--as"})
        ->capture_default_str();
    cmd->callback([o, &ctx] {
        const Board board = parse_board_option(o->board);
        const Square start = parse_start(board, o->start);
        check_phadke_board(board, o->as);
        write_tour_as(board, Tour{}, o->as);
        if (o->limit < -1) throw UsageError("--limit: must be 0 or more");
        WarnsdorffEnumerator search(board, start, {o->closed, o->limit});
        Output out("-", "output");
        std::string line;
        while (search.next()) {
            if (is_algebraic(o->as)) {
                line.clear();
                append_algebraic(board, search.path(), line);
                out.line(line);
            } else {
                out.line(write_tour_as(board, search.tour(), o->as));
            }
        }
        ctx.exit_code = kExitOk;
    });
}

void register_scramble(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("scramble", "Test data: each tour written again COPIES times, each time under a "
                                               "random board symmetry, direction and (closed tours) start");
    struct Options {
        std::string board = "8x8", input = "-";
        int copies = 1;
        std::uint64_t seed = 1;
    };
    auto o = std::make_shared<Options>();
    cmd->add_option("--board", o->board, "Board as ROWSxCOLS")->capture_default_str();
    cmd->add_option("input", o->input, "File of tours, one per line (- = standard input)")->capture_default_str();
    cmd->add_option("--copies", o->copies, "Variants written per tour")->capture_default_str()->check(CLI::Range(0, 1000000));
    cmd->add_option("--seed", o->seed, "Random seed")->check(unsigned_check())->capture_default_str();
    cmd->callback([o, &ctx] {
        const Board board = parse_board_option(o->board);
        const auto syms = board_symmetries(board);
        std::mt19937_64 rng(o->seed);
        TourReader reader(board, o->input);
        Output out("-", "output");
        TourLine tl;
        std::string error, line;
        std::vector<std::uint8_t> codes;
        const Canonicalizer canon(board);
        ctx.exit_code = kExitOk;
        while (reader.next(tl, error)) {
            if (const std::string problem = tour_line_problem(canon, board, tl, error, codes); !problem.empty()) {
                std::cerr << "knights scramble: " << problem << '\n';
                ctx.exit_code = kExitInvalid;
                continue;
            }
            const Tour tour{tl.squares};
            const bool closed = board.is_move(tour.squares.back(), tour.squares.front()) && tour.size() > 1;
            for (int k = 0; k < o->copies; ++k) {
                const Tour moved = transform_tour(board, tour, syms[rng() % syms.size()]);
                const bool reversed = rng() & 1;
                const auto offset = closed ? static_cast<std::int64_t>(rng() % tour.size()) : 0;
                line.clear();
                append_algebraic(board, reorient_tour(moved, reversed, offset).squares, line);
                out.line(line);
            }
        }
    });
}

}  // namespace

void register_iso(CLI::App& app, Context& ctx) {
    register_iso_pair(app, ctx);
    register_canon(app, ctx);
    register_dedupe(app, ctx);
    register_warnsdorff_all(app, ctx);
    register_scramble(app, ctx);
}

}  // namespace kt::cli
