// knights iso: are two tours the same tour seen differently? Names the
// board symmetry, direction and start offset that carry one onto the other.
#include <sys/stat.h>

#include <iostream>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "tour_input.h"

namespace kt::cli {
namespace {

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

}  // namespace

void register_iso_pair(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("iso", "Are two tours the same tour seen differently? Names the transformation, "
                                          "direction and start offset that carry A onto B");
    struct Options {
        std::string board = "8x8", a, b;
        bool json = false;
    };
    auto o = std::make_shared<Options>();
    add_board_option(cmd, o->board);
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

}  // namespace kt::cli
