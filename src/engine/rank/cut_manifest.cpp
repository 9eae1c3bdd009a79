#include "rank/cut_manifest.h"

#include <cstring>

#include "core/byte_fields.h"
#include "core/checksum.h"

namespace kt {

namespace {

constexpr std::string_view kMagic = "knights cut tour table 1\n";
constexpr std::size_t kFixedBytes = 8 + 4 + 4 + 16 + 4;  // then the cuts, then the checksum
constexpr std::size_t kCutBytes = 4 + 8;
constexpr std::uint32_t kMaxSteps = 1u << 16;

std::uint64_t checksum(std::string_view bytes) {
    Checksum sum;
    sum.add(bytes.data(), bytes.size());
    return sum.value();
}

}  // namespace

std::string write_cut_manifest(const CutManifest& m) {
    std::string out(kMagic);
    put_field(out, m.fingerprint);
    put_field(out, m.key_bytes);
    put_field(out, m.steps);
    put_field(out, static_cast<std::uint64_t>(m.total));
    put_field(out, static_cast<std::uint64_t>(m.total >> 64));
    put_field(out, static_cast<std::uint32_t>(m.cuts.size()));
    for (const CutManifest::Cut& c : m.cuts) {
        put_field(out, c.layer);
        put_field(out, c.entries);
    }
    put_field(out, checksum(out));
    return out;
}

std::string parse_cut_manifest(std::string_view bytes, CutManifest& out) {
    if (bytes.substr(0, kMagic.size()) != kMagic) return "not a tour table manifest (no \"knights cut tour table 1\" line)";
    std::string_view in = bytes.substr(kMagic.size());
    if (in.size() < kFixedBytes + 8) return "truncated: " + std::to_string(bytes.size()) + " bytes";
    CutManifest m;
    m.fingerprint = take_field<std::uint64_t>(in);
    m.key_bytes = take_field<std::uint32_t>(in);
    m.steps = take_field<std::uint32_t>(in);
    const auto low = take_field<std::uint64_t>(in), high = take_field<std::uint64_t>(in);
    m.total = (u128(high) << 64) | low;
    const auto cuts = take_field<std::uint32_t>(in);
    if (m.key_bytes != 8 && m.key_bytes != 16) return "damaged: keys of " + std::to_string(m.key_bytes) + " bytes";
    if (m.steps == 0 || m.steps > kMaxSteps) return "damaged: " + std::to_string(m.steps) + " steps";
    if (cuts >= m.steps) return "damaged: " + std::to_string(cuts) + " cuts in " + std::to_string(m.steps) + " steps";
    if (in.size() != std::size_t(cuts) * kCutBytes + 8)
        return "truncated or too long: " + std::to_string(bytes.size()) + " bytes for " + std::to_string(cuts) + " cuts";
    for (std::uint32_t i = 0; i < cuts; ++i) {
        CutManifest::Cut c;
        c.layer = take_field<std::uint32_t>(in);
        c.entries = take_field<std::uint64_t>(in);
        const std::uint32_t after = m.cuts.empty() ? 0 : m.cuts.back().layer;
        if (c.layer <= after || c.layer >= m.steps) return "damaged: cut " + std::to_string(i) + " at layer " + std::to_string(c.layer);
        m.cuts.push_back(c);
    }
    if (take_field<std::uint64_t>(in) != checksum(bytes.substr(0, bytes.size() - 8))) return "damaged: the checksum does not match";
    out = std::move(m);
    return "";
}

}  // namespace kt
