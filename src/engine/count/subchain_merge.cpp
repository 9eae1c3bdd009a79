// ResultsMerge (count/subchain_run.h): the result texts of one run's shards added up.
#include <set>

#include "count/subchain_results.h"
#include "count/subchain_run.h"
#include "count/subchain_selection.h"

namespace kt::subchains {

void ResultsMerge::add(const std::string& name, std::string_view text) {
    RunResults part;
    try {
        part = parse_results(text);
    } catch (const ResultsError& e) {
        throw ResultsError("'" + name + "' " + e.what());
    }
    if (part.header.board.empty()) throw ResultsError("'" + name + "' is empty");
    names_.push_back(name);
    headers_.push_back(part.header);
    classes_.push_back(std::move(part.classes));
}

// Every part must come from the same run, and shards from one split, each once.
RunHeader ResultsMerge::run() const {
    if (headers_.empty()) throw RunError("no result texts to merge");
    const RunHeader& first = headers_[0];
    std::set<std::string> shards;
    std::size_t shard_n = 0;
    for (std::size_t k = 0; k < headers_.size(); ++k) {
        const RunHeader& h = headers_[k];
        if (h.board != first.board || h.selection != first.selection)
            throw RunError("'" + names_[k] + "' is from another run (" + h.board + ", " + h.selection + ") than '" +
                           names_[0] + "' (" + first.board + ", " + first.selection + ")");
        if (h.shard.empty()) continue;
        const std::size_t n = parse_shard(h.shard).second;
        if (shard_n && n != shard_n) throw RunError("'" + names_[k] + "' is shard " + h.shard + " of another split");
        shard_n = n;
        if (!shards.insert(h.shard).second) throw RunError("shard " + h.shard + " given twice ('" + names_[k] + "')");
    }
    return RunHeader{first.board, first.selection, ""};
}

SubchainTally ResultsMerge::total(const std::vector<std::size_t>& selected) const {
    std::map<std::size_t, std::size_t> owner;
    SubchainTally totals;
    for (std::size_t k = 0; k < classes_.size(); ++k)
        for (const auto& [index, record] : classes_[k]) {
            auto [it, fresh] = owner.emplace(index, k);
            if (!fresh)
                throw RunError("overlap: class " + std::to_string(index) + " is in both '" + names_[it->second] +
                               "' and '" + names_[k] + "'");
            totals.add(record);
        }
    std::vector<std::size_t> missing;
    for (std::size_t c : selected)
        if (!owner.count(c)) missing.push_back(c);
    if (!missing.empty())
        throw RunError("incomplete: " + std::to_string(missing.size()) + " of " + std::to_string(selected.size()) +
                       " classes missing: " + index_ranges_text(missing));
    return totals;
}

}  // namespace kt::subchains
