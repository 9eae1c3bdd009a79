#include "count/frontier_types.h"

#include <algorithm>

#include "theory/colour_balance.h"

namespace kt {

const char* to_string(CountKind kind) {
    switch (kind) {
        case CountKind::Closed: return "closed";
        case CountKind::Paths: return "paths";
        case CountKind::Open: return "open";
    }
    return "?";
}

const char* to_string(CountState state) {
    switch (state) {
        case CountState::Ready: return "ready";
        case CountState::Running: return "running";
        case CountState::Done: return "done";
        case CountState::Cancelled: return "cancelled";
        case CountState::Failed: return "failed";
    }
    return "?";
}

std::string count_decimal(const CountResult& result) {
    return result.past_128 ? result.big.to_decimal() : to_decimal(result.count);
}

BigUint exact_count(const CountResult& result) { return result.past_128 ? result.big : BigUint(result.count); }

void set_count(CountResult& result, const BigUint& value) {
    result.count = value.low128();
    result.past_128 = value.bit_length() > 128;
    result.big = result.past_128 ? value : BigUint();
}

namespace {
std::string check_link(const Board& board, const std::pair<Square, Square>& link, const char* what) {
    const auto ok_square = [&](Square s) {
        return s >= 0 && s < board.cell_count() && board.is_active(s);
    };
    if (!ok_square(link.first) || !ok_square(link.second)) {
        return std::string(what) + " link " + std::to_string(link.first) + "-" + std::to_string(link.second) +
               ": a square is off the board or removed";
    }
    if (!board.is_move(link.first, link.second)) {
        return std::string(what) + " link " + board.name(link.first) + "-" + board.name(link.second) +
               ": not a leaper move";
    }
    return {};
}
}  // namespace

std::string check_constraints(const Board& board, const CountOptions& options) {
    for (const auto& link : options.forced) {
        if (auto msg = check_link(board, link, "forced"); !msg.empty()) return msg;
    }
    for (const auto& link : options.forbidden) {
        if (auto msg = check_link(board, link, "forbidden"); !msg.empty()) return msg;
    }
    if (const auto& ends = options.ends) {
        if (options.kind != CountKind::Paths) return "ends are given for paths: count paths, not closed or open tours";
        for (Square s : {ends->first, ends->second})
            if (s < 0 || s >= board.cell_count() || !board.is_active(s))
                return "end " + std::to_string(s) + " is off the board or removed";
        if (ends->first == ends->second) return "the two ends are the same square, " + board.name(ends->first);
    }
    return {};
}

CountResult begin_count(const Board& board, const CountOptions& options, const char* method) {
    CountResult result;
    result.method = method;
    if (auto msg = check_constraints(board, options); !msg.empty()) {
        result.state = CountState::Failed;
        result.message = std::move(msg);
    } else if (auto why = colour_rules_out(board, options.kind == CountKind::Closed && !options.ends)) {
        result.state = CountState::Done;  // 0, with no sweep: 9x9 closed would take hours to find it
        result.message = std::move(*why);
    }
    return result;
}

}  // namespace kt
