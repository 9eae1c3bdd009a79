#include "count/subchain_results.h"

#include <nlohmann/json.hpp>

namespace kt::subchains {
namespace {

bool is_text(const nlohmann::json& j, const char* key) { return j.contains(key) && j[key].is_string(); }

// The header line into `header`; false when it is none (fields of the wrong type included).
bool read_header(const nlohmann::json& j, RunHeader& header) {
    if (!is_text(j, "kind") || j["kind"] != "knights-subchains" || !is_text(j, "board") || !is_text(j, "selection"))
        return false;
    if (j.contains("shard") && !is_text(j, "shard")) return false;
    header.board = j["board"].get<std::string>();
    header.selection = j["selection"].get<std::string>();
    header.shard = j.value("shard", "");
    return true;
}

// One class line into `results`; false when it is no record. Numbers that
// should be whole must be, so no fraction is cast to an integer.
bool read_record(const nlohmann::json& j, std::size_t line_no, RunResults& results) {
    for (const char* key : {"class", "nodes"})
        if (!j.contains(key) || !j[key].is_number_unsigned()) return false;
    if (!j.contains("size") || !j["size"].is_number_integer() || !j.contains("seconds") || !j["seconds"].is_number())
        return false;
    std::size_t index = 0;
    ClassRecord r;
    try {
        index = j.at("class").get<std::size_t>();
        r.size = j.at("size").get<int>();
        r.count = std::stoull(j.at("count").get<std::string>());
        r.nodes = j.at("nodes").get<std::uint64_t>();
        r.seconds = j.at("seconds").get<double>();
    } catch (const std::exception&) {
        return false;
    }
    if (!results.classes.emplace(index, r).second)
        throw ResultsError("line " + std::to_string(line_no) + ": class " + std::to_string(index) + " appears twice");
    return true;
}

}  // namespace

std::string header_line(const RunHeader& header) {
    nlohmann::json j{{"kind", "knights-subchains"}, {"board", header.board}, {"selection", header.selection}};
    if (!header.shard.empty()) j["shard"] = header.shard;
    return j.dump() + "\n";
}

std::string record_line(std::size_t index, const ClassRecord& record) {
    nlohmann::json j{{"class", index},
                     {"size", record.size},
                     {"count", std::to_string(record.count)},
                     {"nodes", record.nodes},
                     {"seconds", record.seconds}};
    return j.dump() + "\n";
}

RunResults parse_results(std::string_view text) {
    RunResults results;
    std::size_t pos = 0, line_no = 0;
    while (pos < text.size()) {
        const std::size_t newline = text.find('\n', pos);
        const bool complete = newline != std::string_view::npos;
        const std::string_view line = text.substr(pos, complete ? newline - pos : std::string_view::npos);
        const bool last = !complete || newline + 1 >= text.size();
        ++line_no;
        const nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
        bool ok = complete && j.is_object();
        if (ok && line_no == 1) {
            ok = read_header(j, results.header);
            if (!ok && !last) throw ResultsError("is not a subchains result file (line 1)");
        } else if (ok) {
            ok = read_record(j, line_no, results);
        }
        if (!ok) {
            if (!last) throw ResultsError("line " + std::to_string(line_no) + " is damaged");
            break;  // a torn last line: the run was killed while writing it
        }
        results.whole_bytes = pos = newline + 1;
    }
    if (results.header.board.empty() && results.whole_bytes > 0) throw ResultsError("has no header line");
    return results;
}

}  // namespace kt::subchains
