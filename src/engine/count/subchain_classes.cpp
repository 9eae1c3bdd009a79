#include "count/subchain_classes.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <utility>

#include "iso/symmetry.h"

namespace kt::subchains {
namespace {

struct Offset {
    int dr, dc;
};

// Corner k's square and its two neighbours, n1 first: the corners are visited
// a1, top-left, top-right, bottom-right, and each n1 is the previous corner's
// n1 turned a quarter (that is how Jaeger's memo writes its example).
constexpr std::array<Offset, 4> kN1{{{2, 1}, {-1, 2}, {-2, -1}, {1, -2}}};
constexpr std::array<Offset, 4> kN2{{{1, 2}, {-2, 1}, {-1, -2}, {2, -1}}};

// The board's symmetries (iso/symmetry.h), each as a map of squares.
std::vector<std::vector<Square>> symmetry_square_maps(const Board& board) {
    std::vector<std::vector<Square>> maps;
    for (Symmetry sym : board_symmetries(board)) {
        std::vector<Square> image(static_cast<std::size_t>(board.cell_count()));
        for (Square s = 0; s < board.cell_count(); ++s) image[static_cast<std::size_t>(s)] = apply_symmetry(board, sym, s);
        maps.push_back(std::move(image));
    }
    return maps;
}

}  // namespace

SubchainClasses::SubchainClasses(const Board& board) : board_(board) {
    if (board.has_mask()) throw BoardError("corner subchains need a full board (no removed squares)");
    if (board.leaper() != Leaper{1, 2}) throw BoardError("corner subchains are defined for the knight only");
    if (board.rows() < 5 || board.cols() < 5)
        throw BoardError("corner subchains need both sides at least 5, got " + format_board_size(board));
    if (board.cell_count() > 4096) throw BoardError("corner subchains: board too large (at most 4096 squares)");
    build_chains();
    build_chain_maps();
    build_classes();
}

void SubchainClasses::build_chains() {
    const int rows = board_.rows(), cols = board_.cols();
    const std::array<std::pair<int, int>, 4> corner_rc{{{0, 0}, {rows - 1, 0}, {rows - 1, cols - 1}, {0, cols - 1}}};
    for (int k = 0; k < 4; ++k) {
        auto [r, c] = corner_rc[static_cast<std::size_t>(k)];
        const Square corner = board_.square(r, c);
        corners_[static_cast<std::size_t>(k)] = corner;
        const Square n1 = board_.square(r + kN1[static_cast<std::size_t>(k)].dr, c + kN1[static_cast<std::size_t>(k)].dc);
        const Square n2 = board_.square(r + kN2[static_cast<std::size_t>(k)].dr, c + kN2[static_cast<std::size_t>(k)].dc);
        std::vector<Square> xs = board_.neighbours(n1), ys = board_.neighbours(n2);
        std::sort(xs.begin(), xs.end());
        std::sort(ys.begin(), ys.end());
        for (Square x : xs)
            for (Square y : ys)
                if (x != corner && y != corner && x != y) chains_[static_cast<std::size_t>(k)].push_back({x, n1, corner, n2, y});
    }
    for (const auto& list : chains_)
        if (list.size() != chains_[0].size()) throw BoardError("corner subchains: corners differ in chain count");
}

// chain_map_[g][k][i]: where symmetry g sends chain i of corner k.
void SubchainClasses::build_chain_maps() {
    const int per_corner = static_cast<int>(chains_[0].size());
    symmetries_ = symmetry_square_maps(board_);
    for (const auto& map : symmetries_) {
        std::array<std::vector<int>, 4> chain_map;
        for (int k = 0; k < 4; ++k) {
            for (const Chain& chain : chains_[static_cast<std::size_t>(k)]) {
                const Square corner = map[static_cast<std::size_t>(chain.corner)];
                const int k2 = static_cast<int>(std::find(corners_.begin(), corners_.end(), corner) - corners_.begin());
                Chain image{map[static_cast<std::size_t>(chain.x)], map[static_cast<std::size_t>(chain.n1)], corner,
                            map[static_cast<std::size_t>(chain.n2)], map[static_cast<std::size_t>(chain.y)]};
                if (image.n1 != chains_[static_cast<std::size_t>(k2)][0].n1) image = {image.y, image.n2, corner, image.n1, image.x};
                chain_map[static_cast<std::size_t>(k)].push_back(k2 * per_corner + chain_index(k2, image));
            }
        }
        chain_map_.push_back(std::move(chain_map));
    }
}

// The distinct codes a combination's images under the board's symmetries have.
void SubchainClasses::orbit_of(std::int64_t code, std::vector<std::int64_t>& orbit) const {
    const std::int64_t L = static_cast<std::int64_t>(chains_[0].size());
    std::array<int, 4> index{};
    for (int k = 3; k >= 0; --k) {
        index[static_cast<std::size_t>(k)] = static_cast<int>(code % L);
        code /= L;
    }
    orbit.clear();
    for (const auto& chain_map : chain_map_) {
        std::array<int, 4> image{};
        for (int k = 0; k < 4; ++k) {
            const int mapped = chain_map[static_cast<std::size_t>(k)][static_cast<std::size_t>(index[static_cast<std::size_t>(k)])];
            image[static_cast<std::size_t>(mapped / static_cast<int>(L))] = mapped % static_cast<int>(L);
        }
        orbit.push_back(((image[0] * L + image[1]) * L + image[2]) * L + image[3]);
    }
    std::sort(orbit.begin(), orbit.end());
    orbit.erase(std::unique(orbit.begin(), orbit.end()), orbit.end());
}

void SubchainClasses::build_classes() {
    const std::int64_t L = static_cast<std::int64_t>(chains_[0].size());
    const std::int64_t total = L * L * L * L;
    class_of_code_.assign(static_cast<std::size_t>(total), -2);  // -2: not yet seen
    std::vector<std::int64_t> orbit;
    for (std::int64_t code = 0; code < total; ++code) {
        if (class_of_code_[static_cast<std::size_t>(code)] != -2) continue;
        if (!agrees(decode(code))) {
            class_of_code_[static_cast<std::size_t>(code)] = -1;
            continue;
        }
        orbit_of(code, orbit);
        // The loop meets each orbit first at its smallest code.
        const auto class_id = static_cast<std::int32_t>(classes_.size());
        for (std::int64_t member : orbit) class_of_code_[static_cast<std::size_t>(member)] = class_id;
        classes_.push_back({orbit.front(), static_cast<int>(orbit.size())});
        valid_combinations_ += static_cast<std::int64_t>(orbit.size());
    }
}

int SubchainClasses::chain_index(int corner, const Chain& chain) const {
    const auto& list = chains_[static_cast<std::size_t>(corner)];
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i] == chain) return static_cast<int>(i);
    return -1;
}

Combination SubchainClasses::decode(std::int64_t code) const {
    const std::int64_t L = static_cast<std::int64_t>(chains_[0].size());
    Combination combination;
    for (int k = 3; k >= 0; --k) {
        combination[static_cast<std::size_t>(k)] = chains_[static_cast<std::size_t>(k)][static_cast<std::size_t>(code % L)];
        code /= L;
    }
    return combination;
}

std::int64_t SubchainClasses::encode(const Combination& combination) const {
    const std::int64_t L = static_cast<std::int64_t>(chains_[0].size());
    std::int64_t code = 0;
    for (int k = 0; k < 4; ++k) {
        const int i = chain_index(k, combination[static_cast<std::size_t>(k)]);
        if (i < 0) return -1;
        code = code * L + i;
    }
    return code;
}

bool SubchainClasses::agrees(const Combination& combination) const {
    std::vector<std::pair<Square, Square>> edges;
    for (const Chain& chain : combination) {
        const auto s = chain.squares();
        for (int i = 0; i < 4; ++i) edges.emplace_back(std::min(s[static_cast<std::size_t>(i)], s[static_cast<std::size_t>(i + 1)]),
                                                       std::max(s[static_cast<std::size_t>(i)], s[static_cast<std::size_t>(i + 1)]));
    }
    std::sort(edges.begin(), edges.end());
    edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
    std::map<Square, int> degree;
    std::map<Square, Square> parent;
    auto find = [&](Square s) {
        while (parent[s] != s) s = parent[s] = parent[parent[s]];
        return s;
    };
    for (auto [a, b] : edges) {
        if (++degree[a] > 2 || ++degree[b] > 2) return false;
        if (!parent.count(a)) parent[a] = a;
        if (!parent.count(b)) parent[b] = b;
        const Square ra = find(a), rb = find(b);
        if (ra == rb) return false;  // a cycle shorter than the tour
        parent[ra] = rb;
    }
    return true;
}

std::int64_t SubchainClasses::class_of(const Combination& combination) const {
    const std::int64_t code = encode(combination);
    if (code < 0) return -1;
    return class_of_code_[static_cast<std::size_t>(code)];
}

std::string SubchainClasses::notation(const Combination& combination) const {
    std::string text;
    for (const Chain& chain : combination) {
        if (!text.empty()) text += ',';
        const auto s = chain.squares();
        for (std::size_t i = 0; i < s.size(); ++i) {
            if (i) text += '-';
            text += board_.name(s[i]);
        }
    }
    return text;
}

Combination SubchainClasses::parse(std::string_view text) const {
    Combination combination;
    std::array<bool, 4> seen{};
    std::size_t pos = 0;
    int count = 0;
    while (pos <= text.size()) {
        std::size_t comma = text.find(',', pos);
        if (comma == std::string_view::npos) comma = text.size();
        std::string_view part = text.substr(pos, comma - pos);
        while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
        while (!part.empty() && part.back() == ' ') part.remove_suffix(1);
        ++count;
        const std::string where = "chain " + std::to_string(count) + " '" + std::string(part) + "'";
        if (count > 4) throw BoardError("more than 4 chains (" + where + ")");
        std::array<Square, 5> sq{};
        std::size_t p = 0;
        for (int i = 0; i < 5; ++i) {
            std::size_t dash = part.find('-', p);
            if ((dash == std::string_view::npos) != (i == 4))
                throw BoardError(where + " must be 5 squares joined by '-'");
            if (dash == std::string_view::npos) dash = part.size();
            const auto square = board_.parse_square(part.substr(p, dash - p));
            if (!square)
                throw BoardError(where + ": '" + std::string(part.substr(p, dash - p)) + "' is not a square of " +
                                 format_board_size(board_));
            sq[static_cast<std::size_t>(i)] = *square;
            p = dash + 1;
        }
        const auto k_it = std::find(corners_.begin(), corners_.end(), sq[2]);
        if (k_it == corners_.end()) throw BoardError(where + ": the middle square must be a corner");
        const int k = static_cast<int>(k_it - corners_.begin());
        if (seen[static_cast<std::size_t>(k)]) throw BoardError(where + ": corner " + board_.name(sq[2]) + " given twice");
        seen[static_cast<std::size_t>(k)] = true;
        Chain chain{sq[0], sq[1], sq[2], sq[3], sq[4]};
        if (chain.n1 != chains_[static_cast<std::size_t>(k)][0].n1) chain = {sq[4], sq[3], sq[2], sq[1], sq[0]};
        if (chain_index(k, chain) < 0)
            throw BoardError(where + " is not a chain x-n-corner-n-y of knight moves with x != y");
        combination[static_cast<std::size_t>(k)] = chain;
        pos = comma + 1;
        if (comma == text.size()) break;
    }
    if (count != 4) throw BoardError("need one chain per corner (4), got " + std::to_string(count));
    return combination;
}

}  // namespace kt::subchains
