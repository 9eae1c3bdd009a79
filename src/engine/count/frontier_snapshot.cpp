#include "count/frontier_snapshot.h"

#include <cstring>

#include "core/byte_fields.h"
#include "core/checksum.h"

namespace kt {

namespace {

constexpr std::string_view kMagicStem = "knights frontier snapshot ";
constexpr std::string_view kMagic = "knights frontier snapshot 4\n";
constexpr std::string_view kMagicV3 = "knights frontier snapshot 3\n";
constexpr std::string_view kMagicV2 = "knights frontier snapshot 2\n";
constexpr std::string_view kMagicV1 = "knights frontier snapshot 1\n";
constexpr std::size_t kFixedBytes = 8 + 4 + 16 + 8 + 4 + 4 + 8 + 4;  // the fields, then the description's length
constexpr std::size_t kSweepBytes = 8 + 1 + 8 + 4 + 16 + 4 + 4;     // the sweeps' fields, then the residues' number
constexpr std::uint32_t kMaxDescription = 1024;
constexpr double kMaxBits = 1 << 20;  // far above any count a frontier of 24 squares can reach
constexpr std::size_t kRankBytes = 4 + 4 + 8;  // rank, ranks, serial
constexpr std::uint32_t kMaxRanks = 1 << 20;
constexpr std::uint32_t kMaxResidues = 1 << 16;
constexpr std::uint32_t kMaxDigits = 1 << 16;  // 217,000 bits: read in a tenth of a second

void hash_into(std::uint64_t& h, std::uint64_t v) {
    h ^= v + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
    h *= 0xBF58476D1CE4E5B9ULL;
}

// The sweeps of a count past 128 bits (version 2), after the description.
void put_sweeps(std::string& out, const FrontierSnapshot& s) {
    put_field(out, s.modulus);
    put_field(out, static_cast<std::uint8_t>(s.wrapped));
    put_field(out, s.log2_bound);
    put_field(out, s.float_scale);
    put_field(out, s.low128);
    put_field(out, s.bound_bits);
    put_field(out, static_cast<std::uint32_t>(s.residues.size()));
    for (const auto& [modulus, residue] : s.residues) {
        put_field(out, modulus);
        put_field(out, residue);
    }
    const std::string digits = s.earlier.to_decimal();
    put_field(out, static_cast<std::uint32_t>(digits.size()));
    out += digits;
}

// Takes the sweeps from `in` into `s` (its earlier low 128 bits read): "" or what is wrong.
std::string take_sweeps(std::string_view& in, FrontierSnapshot& s, WideCount earlier_low128) {
    if (in.size() < kSweepBytes) return "truncated: the sweeps are cut short";
    s.modulus = take_field<std::uint64_t>(in);
    const auto wrapped = take_field<std::uint8_t>(in);
    s.log2_bound = take_field<double>(in);
    s.float_scale = take_field<std::int32_t>(in);
    s.low128 = take_field<WideCount>(in);
    s.bound_bits = take_field<std::int32_t>(in);
    const auto residues = take_field<std::uint32_t>(in);
    if (wrapped > 1) return "damaged sweeps (wrapped " + std::to_string(wrapped) + ")";
    s.wrapped = wrapped == 1;
    if (!(s.log2_bound >= 0 && s.log2_bound <= kMaxBits)) return "damaged sweeps (bound)";
    if (s.float_scale < 0 || s.float_scale > kMaxBits) return "damaged sweeps (scale of the doubles)";
    if (s.bound_bits < 0 || s.bound_bits > kMaxBits) return "damaged sweeps (bound in bits)";
    if (residues > kMaxResidues || residues > in.size() / 16) return "damaged sweeps (number of residues)";
    for (std::uint32_t k = 0; k < residues; ++k) {
        const auto modulus = take_field<std::uint64_t>(in);
        const auto residue = take_field<std::uint64_t>(in);
        if (modulus < 2 || residue >= modulus) return "damaged sweeps (residue " + std::to_string(k + 1) + ")";
        s.residues.emplace_back(modulus, residue);
    }
    if (in.size() < 4) return "truncated: the sweeps are cut short";
    const auto digits = take_field<std::uint32_t>(in);
    if (digits == 0 || digits > kMaxDigits || digits > in.size()) return "damaged sweeps (earlier count)";
    const std::string_view text = in.substr(0, digits);
    in.remove_prefix(digits);
    if (text.size() > 1 && text[0] == '0') return "damaged sweeps (earlier count)";
    for (char c : text) {
        if (c < '0' || c > '9') return "damaged sweeps (earlier count)";
        s.earlier.mul_small(10).add_small(static_cast<std::uint64_t>(c - '0'));
    }
    if (s.earlier.low128() != earlier_low128) return "damaged sweeps (earlier count)";
    return {};
}

void put_ranks(std::string& out, const FrontierSnapshot& s) {
    put_field(out, s.rank);
    put_field(out, s.ranks);
    put_field(out, s.serial);
    put_field(out, s.modulus2);
}

// The rank and serial (version 3), and the second prime (version 4).
std::string take_ranks(std::string_view& in, FrontierSnapshot& s, bool v3) {
    if (in.size() < kRankBytes + (v3 ? 0 : 8)) return "truncated: the rank is cut short";
    s.rank = take_field<std::uint32_t>(in);
    s.ranks = take_field<std::uint32_t>(in);
    s.serial = take_field<std::uint64_t>(in);
    if (s.ranks == 0 || s.ranks > kMaxRanks || s.rank >= s.ranks)
        return "damaged header (rank " + std::to_string(s.rank) + " of " + std::to_string(s.ranks) + ")";
    if (!v3) s.modulus2 = take_field<std::uint64_t>(in);
    if (s.modulus2 != 0 && (s.modulus2 < 2 || s.modulus == 0))
        return "damaged sweeps (second prime " + std::to_string(s.modulus2) + ")";
    return {};
}

}  // namespace

void write_frontier_snapshot(const FrontierSnapshot& s, const SnapshotSink& sink) {
    std::string head(kMagic);
    put_field(head, s.fingerprint);
    put_field(head, s.phase);
    put_field(head, s.earlier.low128());
    put_field(head, s.next_step);
    put_field(head, s.key_bytes);
    put_field(head, s.count_bytes);
    put_field(head, s.states);
    const std::string description = s.description.substr(0, kMaxDescription);
    put_field(head, static_cast<std::uint32_t>(description.size()));
    head += description;
    put_sweeps(head, s);
    put_ranks(head, s);
    Checksum sum;
    sum.add(head.data(), head.size());
    sink(head.data(), head.size());
    const auto add = [&](std::string_view piece) {
        sum.add(piece.data(), piece.size());
        sink(piece.data(), piece.size());
    };
    if (s.entry_pieces) {
        s.entry_pieces(add);
    } else {
        for (std::string_view piece : s.entries) add(piece);
    }
    std::string tail;
    put_field(tail, sum.value());
    sink(tail.data(), tail.size());
}

std::string frontier_snapshot_bytes(const FrontierSnapshot& snapshot) {
    std::string bytes;
    write_frontier_snapshot(snapshot, [&](const char* data, std::size_t size) { bytes.append(data, size); });
    return bytes;
}

std::string parse_frontier_snapshot(std::string_view bytes, FrontierSnapshot& out) {
    if (bytes.substr(0, kMagicStem.size()) != kMagicStem) return "not a frontier count checkpoint (no header)";
    const bool v1 = bytes.substr(0, kMagicV1.size()) == kMagicV1;
    const bool v2 = bytes.substr(0, kMagicV2.size()) == kMagicV2;
    const bool v3 = bytes.substr(0, kMagicV3.size()) == kMagicV3;
    if (!v1 && !v2 && !v3 && bytes.substr(0, kMagic.size()) != kMagic)
        return "a frontier count checkpoint of a version other than 1 to 4, which this build cannot read";
    std::string_view in = bytes.substr(kMagic.size());
    if (in.size() < kFixedBytes) return "truncated: the header is cut short";
    FrontierSnapshot s;
    s.fingerprint = take_field<std::uint64_t>(in);
    s.phase = take_field<std::uint32_t>(in);
    const auto earlier = take_field<WideCount>(in);
    s.next_step = take_field<std::uint64_t>(in);
    s.key_bytes = take_field<std::uint32_t>(in);
    s.count_bytes = take_field<std::uint32_t>(in);
    s.states = take_field<std::uint64_t>(in);
    const auto description_size = take_field<std::uint32_t>(in);
    if (description_size > kMaxDescription || description_size > in.size()) return "damaged header (description)";
    s.description = std::string(in.substr(0, description_size));
    in.remove_prefix(description_size);
    if (v1) s.earlier = BigUint(earlier);
    else if (std::string error = take_sweeps(in, s, earlier); !error.empty()) return error;
    if (!v1 && !v2)
        if (std::string error = take_ranks(in, s, v3); !error.empty()) return error;
    if (s.phase > 1) return "damaged header (phase " + std::to_string(s.phase) + ")";
    if ((s.key_bytes != 8 && s.key_bytes != 16) || (s.count_bytes != 8 && s.count_bytes != 16))
        return "damaged header (entry size)";
    const std::uint64_t entry = s.key_bytes + s.count_bytes;
    if (s.states > (in.size() / entry)) {
        return "truncated: " + std::to_string(s.states) + " states announced, room for " +
               std::to_string(in.size() / entry);
    }
    const std::size_t body = static_cast<std::size_t>(s.states * entry);
    if (in.size() != body + 8) return "damaged: " + std::to_string(in.size() - body) + " bytes after the states, not 8";
    Checksum sum;
    sum.add(bytes.data(), bytes.size() - 8);
    std::string_view tail = in.substr(body);
    if (take_field<std::uint64_t>(tail) != sum.value()) return "damaged: the checksum does not match";
    s.entries = {in.substr(0, body)};
    out = std::move(s);
    return {};
}

std::uint64_t frontier_fingerprint(const Board& board, const CountOptions& options, CountKind phase_kind,
                                   const std::vector<Square>& order) {
    std::uint64_t h = 0x6B6E6967687473ULL;  // "knights"
    for (std::uint64_t v : {std::uint64_t(board.rows()), std::uint64_t(board.cols()),
                            std::uint64_t(board.leaper().a), std::uint64_t(board.leaper().b),
                            std::uint64_t(options.kind), std::uint64_t(phase_kind),
                            std::uint64_t(options.key_layout)})
        hash_into(h, v);
    for (Square s = 0; s < board.cell_count(); ++s) hash_into(h, board.is_active(s));
    for (const auto& links : {options.forced, options.forbidden}) {
        hash_into(h, links.size());
        for (const auto& [a, b] : links) hash_into(h, (std::uint64_t(a) << 32) | std::uint64_t(b));
    }
    if (options.ends) hash_into(h, (std::uint64_t(options.ends->first) << 32) | std::uint64_t(options.ends->second));
    for (Square s : order) hash_into(h, std::uint64_t(s));
    // Only where set, so that version-1 files of counts without it still match.
    if (options.residue_bits != 0) hash_into(h, 0x7265736964756573ULL ^ std::uint64_t(options.residue_bits));
    return h;
}

std::string frontier_description(const Board& board, const CountOptions& options) {
    std::string d = std::to_string(board.rows()) + "x" + std::to_string(board.cols()) + " " + to_string(options.kind);
    if (board.has_mask()) d += ", " + std::to_string(board.square_count()) + " squares";
    if (!(board.leaper() == Leaper{})) d += ", (" + std::to_string(board.leaper().a) + "," +
                                           std::to_string(board.leaper().b) + ") leaper";
    if (!options.forced.empty()) d += ", " + std::to_string(options.forced.size()) + " forced links";
    if (!options.forbidden.empty()) d += ", " + std::to_string(options.forbidden.size()) + " forbidden links";
    if (options.ends) d += ", ends " + board.name(options.ends->first) + " and " + board.name(options.ends->second);
    return d;
}

}  // namespace kt
