// knights canon: each tour's canonical form (Phadke's co-ordinate method), a
// key equal for isomorphic tours, with its class size and symmetries.
#include <nlohmann/json.hpp>

#include "commands.h"
#include "output_file.h"
#include "output_format.h"
#include "tour_input.h"

namespace kt::cli {
namespace {

std::string kind_name(const Board& board, const Tour& tour) {
    return verdict_line(validate_tour(board, tour));
}

nlohmann::json names(const std::vector<Symmetry>& syms) {
    auto out = nlohmann::json::array();
    for (Symmetry s : syms) out.push_back(std::string(symmetry_name(s)));
    return out;
}

}  // namespace

void register_canon(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("canon", "Canonical form of each tour: a key equal for isomorphic tours, "
                                            "the class size and the transformations that fix the tour");
    struct Options {
        std::string board = "8x8", input = "-", as;
        bool json = false;
    };
    auto o = std::make_shared<Options>();
    add_board_option(cmd, o->board);
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
        for_each_tour_line(reader, canon, board, "canon", ctx, [&](const TourLine& tl) {
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
        });
    });
}

}  // namespace kt::cli
