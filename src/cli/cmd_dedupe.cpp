// knights dedupe: independent solutions from a stream of tours, the first
// of each isomorphism class its master. Input is streamed, so millions of
// tours never sit in memory, and read on a thread of its own (TourPipeline).
#include <algorithm>
#include <chrono>
#include <iostream>
#include <memory>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "output_file.h"
#include "tour_input.h"
#include "tour_pipeline.h"

namespace kt::cli {
namespace {

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

}  // namespace

void register_dedupe(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand(
        "dedupe", "Independent solutions: the first tour of each isomorphism class (input order) is its master, the "
                  "rest are duplicates; one tour per line (algebraic, compact or connection numbers)");
    auto o = std::make_shared<DedupeOptions>();
    add_board_option(cmd, o->board);
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

}  // namespace kt::cli
