// command_table (options/command_tables.h). It lives beside engine.h, above
// every module, because it gathers the tables of count, iso, rank, walks,
// theory, puzzle and share, which options/ at the bottom may not include.
#include "options/command_tables.h"

#include "count/count_option_table.h"
#include "count/subchain_option_table.h"
#include "iso/scramble_option_table.h"
#include "iso/warnsdorff_option_table.h"
#include "puzzle/clue_option_table.h"
#include "rank/rank_option_table.h"
#include "share/share_option_table.h"
#include "theory/existence_option_table.h"
#include "walks/walk_option_table.h"

namespace kt {

OptionTable command_table(CommandTable table) {
    switch (table) {
        case CommandTable::Count: return kCountOptionTable;
        case CommandTable::Subchains: return kSubchainOptionTable;
        case CommandTable::Scramble: return kScrambleOptionTable;
        case CommandTable::WarnsdorffAll: return kWarnsdorffAllOptionTable;
        case CommandTable::Rank: return kRankOptionTable;
        case CommandTable::Walks: return kWalkOptionTable;
        case CommandTable::Existence: return kExistenceOptionTable;
        case CommandTable::ClueGenerate: return kClueGenerateOptionTable;
        case CommandTable::ClueSolve: return kClueSolveOptionTable;
        case CommandTable::LinkEncode: return kLinkEncodeOptionTable;
        case CommandTable::Export: return kExportOptionTable;
    }
    return {};
}

}  // namespace kt
