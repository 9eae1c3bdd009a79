// The engine's public API: the one header front ends (CLI, page) include.
// The headers listed here are the only ones a front end can see: the build
// copies exactly this list into the engine's public include folder
// (src/engine/CMakeLists.txt), so a public header that includes an
// unlisted one breaks every front end's build. The rest of src/engine is
// private to the engine and its unit tests.
#pragma once

// Boards, squares, leapers and tours; numbers past 64 bits; counts in words.
#include "core/big_uint.h"
#include "core/board.h"
#include "core/plural_text.h"
#include "core/tour.h"
#include "core/wide_int.h"

// Boards from text layouts, and leapers by name.
#include "board/layout.h"
#include "board/leaper_text.h"

// Tour text: algebraic, move-number grids, Phadke's compact lines, JSON.
#include "format/tour_format.h"

// Option tables: every command-line flag and menu, with defaults and help;
// the commands' tables by name (each kept next to its concept).
#include "options/command_tables.h"
#include "options/option_spec.h"

// Solvers: the registry, the step-by-step interface, their options.
#include "solve/rng.h"
#include "solve/solver.h"
#include "solve/solver_option_table.h"
#include "solve/solver_options.h"
#include "solve/solver_table.h"
#include "solve/solvers.h"

// Symmetry, canonical forms and dedupe (Phadke's co-ordinate method).
#include "iso/canonical_form.h"
#include "iso/deduplicator.h"
#include "iso/phadke_files.h"
#include "iso/symmetry.h"
#include "iso/tour_classes.h"
#include "iso/tour_line_reader.h"
#include "iso/warnsdorff_enumerator.h"

// Exact counts: one count by the method asked for (the frontier counter, in
// one process or many, and the search baseline stay behind it), its
// checkpoints, and Jaeger's corner subchains: their classes, the choice of
// classes, and a run of them (the counter and its pool stay behind it).
#include "count/checkpoint_hook.h"
#include "count/frontier_exchange.h"
#include "count/frontier_snapshot.h"
#include "count/snapshot_choice.h"
#include "count/frontier_types.h"
#include "count/published_counts.h"
#include "count/sample_estimate.h"
#include "count/subchain_classes.h"
#include "count/subchain_run.h"
#include "count/subchain_selection.h"
#include "count/tour_count.h"

// Tour numbers: rank, unrank and uniformly random tours.
#include "rank/index_text.h"
#include "rank/table_store.h"
#include "rank/table_types.h"
#include "rank/tour_numbering.h"

// Walks on the leaper graph, and its connectivity.
#include "walks/checked_count.h"
#include "walks/connectivity.h"
#include "walks/walk_conditions.h"
#include "walks/walk_counter.h"
#include "walks/walk_lister.h"

// Which boards have tours, by theorem.
#include "theory/colour_balance.h"
#include "theory/existence.h"

// Puzzles: the path puzzle and the daily clue puzzle.
#include "puzzle/clue_daily.h"
#include "puzzle/clue_generator.h"
#include "puzzle/clue_hint.h"
#include "puzzle/clue_levels.h"
#include "puzzle/clue_play.h"
#include "puzzle/clue_setup.h"
#include "puzzle/clue_puzzle.h"
#include "puzzle/clue_solver.h"
#include "puzzle/completion_search.h"
#include "puzzle/dead_end.h"
#include "puzzle/puzzle.h"
#include "puzzle/puzzle_builder.h"
#include "puzzle/puzzle_kind.h"
#include "puzzle/tours_left.h"

// Share links and pictures.
#include "share/puzzle_share.h"
#include "share/share_link.h"
#include "share/share_state.h"
#include "share/tour_svg.h"
