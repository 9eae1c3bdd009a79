// Isomorphism engine against brute force: every transformation by Phadke's
// own formulas, canonical forms against explicit connection sets, open and
// closed tours, square and rectangular boards, self-symmetric tours, his
// file formats, the dedupe engine and the exhaustive Warnsdorff generator.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>

#include "engine.h"

namespace kt {
namespace {

// Phadke's table verbatim, in his co-ordinates (row i from the top, column j
// from the left, 1-based), on an R x C board (N = R = C for the diagonal ones).
std::pair<int, int> phadke_map(Symmetry s, int R, int C, int i, int j) {
    switch (s) {
        case Symmetry::Identity: return {i, j};
        case Symmetry::VerticalMirror: return {i, C + 1 - j};
        case Symmetry::HorizontalMirror: return {R + 1 - i, j};
        case Symmetry::DiagonalTLBR: return {j, i};
        case Symmetry::DiagonalTRBL: return {R + 1 - j, C + 1 - i};
        case Symmetry::Rotate90Clockwise: return {j, C + 1 - i};
        case Symmetry::Rotate90Anticlockwise: return {R + 1 - j, i};
        case Symmetry::Rotate180: return {R + 1 - i, C + 1 - j};
    }
    return {i, j};
}

Square brute_apply(const Board& b, Symmetry s, Square q) {
    const int i = b.rows() - b.row_of(q), j = b.col_of(q) + 1;
    const auto [I, J] = phadke_map(s, b.rows(), b.cols(), i, j);
    return b.square(b.rows() - I, J - 1);
}

// The picture: every link (real moves, the closing move of a closed tour, or
// the fictitious first-last link of an open tour), as sorted pairs.
using Picture = std::vector<std::pair<Square, Square>>;
Picture picture(const Tour& t) {
    Picture out;
    const std::size_t n = t.size();
    for (std::size_t k = 0; k < n; ++k) {
        const Square a = t.squares[k], b = t.squares[(k + 1) % n];
        out.emplace_back(std::min(a, b), std::max(a, b));
    }
    std::sort(out.begin(), out.end());
    return out;
}

Tour brute_transform(const Board& b, const Tour& t, Symmetry s) {
    Tour out;
    for (Square q : t.squares) out.squares.push_back(brute_apply(b, s, q));
    return out;
}

bool brute_isomorphic(const Board& b, const Tour& x, const Tour& y) {
    const Picture py = picture(y);
    for (Symmetry s : board_symmetries(b))
        if (picture(brute_transform(b, x, s)) == py) return true;
    return false;
}

std::vector<Tour> enumerate(const Board& b, Square start, bool closed, std::int64_t limit) {
    WarnsdorffEnumerator e(b, start, {closed, limit});
    std::vector<Tour> out;
    while (e.next()) out.push_back(e.tour());
    return out;
}

// Some closed and some open tours of a board, plus random variants of them.
std::vector<Tour> sample_tours(const Board& b, std::uint32_t seed, std::size_t base) {
    std::vector<Tour> tours;
    for (Square start : {Square{0}, b.square(b.rows() / 2, b.cols() / 2), Square(b.cell_count() - 1)}) {
        for (bool closed : {true, false})
            for (auto& t : enumerate(b, start, closed, static_cast<std::int64_t>(base))) tours.push_back(t);
    }
    std::mt19937 rng(seed);
    const auto syms = board_symmetries(b);
    const std::size_t originals = tours.size();
    for (std::size_t k = 0; k < originals; ++k) {
        const Tour& t = tours[k];
        const bool closed = validate_tour(b, t).kind == TourKind::Closed;
        Tour v = brute_transform(b, t, syms[rng() % syms.size()]);
        v = reorient_tour(v, rng() % 2, closed ? static_cast<std::int64_t>(rng() % t.size()) : 0);
        tours.push_back(v);
    }
    return tours;
}

TEST(Symmetry, GroupSizesAndNames) {
    EXPECT_EQ(board_symmetries(Board(8, 8)).size(), 8u);
    EXPECT_EQ(board_symmetries(Board(5, 6)).size(), 4u);
    EXPECT_EQ(board_symmetries(Board(6, 5)).size(), 4u);
    for (Symmetry s : kAllSymmetries) EXPECT_EQ(parse_symmetry(symmetry_name(s)), s);
    EXPECT_EQ(symmetry_name(Symmetry::Rotate90Clockwise), "90-clockwise");
    EXPECT_EQ(parse_symmetry("sideways"), std::nullopt);
}

TEST(Symmetry, EveryTransformationMatchesPhadkesTable) {
    for (auto [r, c] : {std::pair{8, 8}, {5, 5}, {5, 6}, {6, 5}, {3, 10}, {1, 1}}) {
        const Board b(r, c);
        for (Symmetry s : board_symmetries(b))
            for (Square q = 0; q < b.cell_count(); ++q)
                EXPECT_EQ(apply_symmetry(b, s, q), brute_apply(b, s, q)) << symmetry_name(s) << " " << b.name(q);
    }
    // Named corners, algebraically: clockwise takes a1 to a8, anticlockwise to h1.
    const Board b(8, 8);
    EXPECT_EQ(b.name(apply_symmetry(b, Symmetry::Rotate90Clockwise, 0)), "a8");
    EXPECT_EQ(b.name(apply_symmetry(b, Symmetry::Rotate90Anticlockwise, 0)), "h1");
    EXPECT_EQ(b.name(apply_symmetry(b, Symmetry::DiagonalTLBR, 0)), "h8");
    EXPECT_EQ(b.name(apply_symmetry(b, Symmetry::DiagonalTRBL, 1)), "a2");
    EXPECT_EQ(b.name(apply_symmetry(b, Symmetry::VerticalMirror, 0)), "h1");
    EXPECT_EQ(b.name(apply_symmetry(b, Symmetry::HorizontalMirror, 0)), "a8");
}

TEST(Symmetry, ComposeAndInverseAgreeWithSquareMaps) {
    const Board b(7, 7);
    for (Symmetry f : kAllSymmetries)
        for (Symmetry g : kAllSymmetries)
            for (Square q = 0; q < b.cell_count(); ++q) {
                EXPECT_EQ(apply_symmetry(b, compose(f, g), q), apply_symmetry(b, f, apply_symmetry(b, g, q)));
                EXPECT_EQ(apply_symmetry(b, inverse(g), apply_symmetry(b, g, q)), q);
            }
}

TEST(Symmetry, MaskedBoardKeepsOnlyTransformationsThatKeepTheHoles) {
    Board b(4, 4);
    b.set_removed(0, true);  // a1 only: fixed by the a1-h8 mirror alone
    const auto syms = board_symmetries(b);
    EXPECT_EQ(syms, (std::vector<Symmetry>{Symmetry::Identity, Symmetry::DiagonalTRBL}));
}

class CanonicalOnBoard : public ::testing::TestWithParam<std::pair<int, int>> {};

TEST_P(CanonicalOnBoard, EqualFormsExactlyWhenBruteForceSaysIsomorphic) {
    const auto [r, c] = GetParam();
    const Board b(r, c);
    const auto tours = sample_tours(b, 7u * r + c, 6);
    ASSERT_GT(tours.size(), 10u);
    const Canonicalizer canon(b);
    std::vector<CanonicalForm> forms;
    for (const Tour& t : tours) {
        ASSERT_TRUE(validate_tour(b, t).valid());
        Symmetry to_canonical;
        forms.push_back(canon.canonical_form(t, &to_canonical));
        // The form is the picture moved by the reported transformation.
        EXPECT_EQ(forms.back(), canon.canonical_form(transform_tour(b, t, to_canonical)));
    }
    for (std::size_t x = 0; x < tours.size(); ++x)
        for (std::size_t y = 0; y < tours.size(); ++y) {
            const bool brute = brute_isomorphic(b, tours[x], tours[y]);
            ASSERT_EQ(forms[x] == forms[y], brute) << x << " vs " << y;
            const auto iso = canon.isomorphic(tours[x], tours[y]);
            ASSERT_EQ(iso.has_value(), brute);
            if (iso) {
                EXPECT_EQ(reorient_tour(transform_tour(b, tours[x], iso->symmetry), iso->reversed, iso->offset), tours[y]);
                if (validate_tour(b, tours[x]).kind == TourKind::Open) EXPECT_EQ(iso->offset, 0);
            }
        }
}

TEST_P(CanonicalOnBoard, TourSymmetryMatchesBruteForce) {
    const auto [r, c] = GetParam();
    const Board b(r, c);
    for (const Tour& t : sample_tours(b, 3, 6)) {
        std::vector<Symmetry> fixing;
        for (Symmetry s : board_symmetries(b))
            if (picture(brute_transform(b, t, s)) == picture(t)) fixing.push_back(s);
        const TourSymmetry ts = tour_symmetry(b, t);
        EXPECT_EQ(ts.fixing, fixing);
        EXPECT_EQ(ts.class_size() * static_cast<int>(fixing.size()), static_cast<int>(board_symmetries(b).size()));
    }
}

INSTANTIATE_TEST_SUITE_P(Boards, CanonicalOnBoard,
                         ::testing::Values(std::pair{8, 8}, std::pair{6, 6}, std::pair{5, 5}, std::pair{5, 6},
                                           std::pair{6, 5}, std::pair{3, 10}, std::pair{4, 7}));

// A closed tour with 180-degree symmetry, found among the 6x6 closed tours.
TEST(Canonical, SelfSymmetricToursHaveSmallerClasses) {
    const Board b(6, 6);
    int symmetric = 0;
    for (Square start = 0; start < 36 && symmetric == 0; ++start)
        for (const Tour& t : enumerate(b, start, true, 2000)) {
            const TourSymmetry ts = tour_symmetry(b, t);
            if (ts.fixing.size() == 1) continue;
            ++symmetric;
            EXPECT_EQ(ts.class_size(), 8 / static_cast<int>(ts.fixing.size()));
            for (Symmetry s : ts.fixing) {
                EXPECT_EQ(picture(brute_transform(b, t, s)), picture(t));
                const auto iso = isomorphic(b, t, transform_tour(b, t, s));
                ASSERT_TRUE(iso.has_value());
            }
            // Its class: the distinct pictures of its images.
            std::set<Picture> pictures;
            for (Symmetry s : kAllSymmetries) pictures.insert(picture(brute_transform(b, t, s)));
            EXPECT_EQ(static_cast<int>(pictures.size()), ts.class_size());
            break;
        }
    EXPECT_GT(symmetric, 0);
}

TEST(Canonical, OpenAndClosedNeverMatchAndInvalidToursThrow) {
    const Board b(5, 6);
    std::vector<Tour> closed;
    for (Square start = 0; start < 30 && closed.empty(); ++start) closed = enumerate(b, start, true, 1);
    ASSERT_FALSE(closed.empty());
    Tour open = closed[0];
    std::rotate(open.squares.begin(), open.squares.begin() + 1, open.squares.end());
    EXPECT_EQ(canonical_form(b, open), canonical_form(b, closed[0]));  // still closed: same cycle
    const auto opens = enumerate(b, 0, false, 50);
    for (const Tour& t : opens)
        if (validate_tour(b, t).kind == TourKind::Open) EXPECT_NE(canonical_form(b, t), canonical_form(b, closed[0]));
    Tour bad = closed[0];
    std::swap(bad.squares[3], bad.squares[7]);
    EXPECT_THROW(canonical_form(b, bad), std::invalid_argument);
    EXPECT_THROW(canonical_form(b, Tour{{0, 1}}), std::invalid_argument);
    std::vector<std::uint8_t> codes;
    EXPECT_FALSE(Canonicalizer(b).link_codes(Tour{{-1, 99999}}, codes));
}

TEST(Canonical, FormIsCompactAndHashable) {
    const Board b(8, 8);
    const Canonicalizer canon(b);
    EXPECT_EQ(canon.words_per_form(), 7u);  // 64 squares x 6 bits
    const auto t = enumerate(b, 0, false, 1).at(0);
    const CanonicalForm f = canon.canonical_form(t);
    EXPECT_EQ(f.hex().size(), 7u * 16);
    EXPECT_EQ(f.hash(), canon.canonical_form(reorient_tour(t, true, 0)).hash());
}

TEST(Phadke, CompactLineRoundTrip) {
    const Board b(8, 8);
    for (const Tour& t : sample_tours(b, 1, 3)) {
        const std::string line = write_compact_line(b, t);
        EXPECT_EQ(line.size(), 132u);
        EXPECT_EQ(line.substr(0, 2), "  ");
        EXPECT_EQ(parse_compact_line(b, line + "\r\n"), t);
    }
    // a8 is row 1 column 1 in Phadke's co-ordinates.
    const Tour t = enumerate(b, b.square(7, 0), false, 1).at(0);
    const std::string line = write_compact_line(b, t);
    EXPECT_EQ(line[2], '1');
    EXPECT_EQ(line[68], '1');
    EXPECT_THROW(parse_compact_line(b, line.substr(0, 100)), PhadkeFormatError);
    EXPECT_THROW(parse_compact_line(b, "  9" + line.substr(3)), PhadkeFormatError);
    EXPECT_THROW(parse_compact_line(Board(10, 10), line), PhadkeFormatError);
}

TEST(Phadke, ConnectionLinesRoundTripAndKeepTheCornerLinks) {
    const Board b(8, 8);
    const std::vector<int> corners = {1123, 1132, 1826, 1837, 6281, 6788, 7381, 7688};
    int closed_seen = 0;
    for (const Tour& t : sample_tours(b, 2, 3)) {
        const bool closed = validate_tour(b, t).kind == TourKind::Closed;
        const auto all = connection_numbers(b, t);
        ASSERT_EQ(all.size(), 64u);
        EXPECT_TRUE(std::is_sorted(all.begin(), all.end()));
        if (closed) {
            ++closed_seen;
            for (int n : corners) EXPECT_TRUE(std::binary_search(all.begin(), all.end(), n)) << n;
            const auto short_form = connection_numbers(b, t, true);
            EXPECT_EQ(short_form.size(), 56u);
            const std::string line = write_connection_line(b, t, true);
            EXPECT_EQ(line.size(), 225u);  // Phadke's 227 bytes less CR LF
            EXPECT_EQ(picture(parse_connection_line(b, line)), picture(t));
        } else {
            EXPECT_EQ(connection_numbers(b, t, true).size(), 64u);  // nothing is forced in an open tour
        }
        const std::string line = write_connection_line(b, t);
        EXPECT_EQ(line.size(), 257u);
        const Tour back = parse_connection_line(b, line);
        EXPECT_EQ(picture(back), picture(t));
        EXPECT_TRUE(isomorphic(b, t, back).has_value());
        EXPECT_EQ(validate_tour(b, back).kind, validate_tour(b, t).kind);
    }
    EXPECT_GT(closed_seen, 0);
    EXPECT_EQ(forced_links(b).size(), 8u);
    EXPECT_THROW(parse_connection_line(b, " 1123113"), PhadkeFormatError);
    EXPECT_THROW(parse_connection_line(b, " 1123 1132"), PhadkeFormatError);
    EXPECT_THROW(parse_connection_line(b, " 11x3"), PhadkeFormatError);
}

TEST(Phadke, RectangularBoardsToo) {
    const Board b(5, 6);
    for (const Tour& t : sample_tours(b, 4, 4)) {
        EXPECT_EQ(parse_compact_line(b, write_compact_line(b, t)), t);
        EXPECT_EQ(picture(parse_connection_line(b, write_connection_line(b, t))), picture(t));
    }
}

TEST(Dedupe, MastersAreTheFirstOfEachClassAndReportsMapCandidateOntoMaster) {
    for (auto [r, c] : {std::pair{8, 8}, {5, 6}, {6, 6}}) {
        const Board b(r, c);
        const auto tours = sample_tours(b, 11, 8);
        Deduplicator d(b);
        std::vector<std::size_t> masters;
        for (std::size_t k = 0; k < tours.size(); ++k) {
            const auto out = d.add(tours[k], k + 1);
            ASSERT_TRUE(out.has_value());
            std::size_t expect = tours.size();
            for (std::size_t m : masters)
                if (brute_isomorphic(b, tours[m], tours[k])) expect = m;
            if (expect == tours.size()) {
                EXPECT_TRUE(out->is_master);
                EXPECT_EQ(out->master_serial, k + 1);
                EXPECT_EQ(out->class_size, tour_symmetry(b, tours[k]).class_size());
                masters.push_back(k);
            } else {
                EXPECT_FALSE(out->is_master);
                EXPECT_EQ(out->master_serial, expect + 1);
                EXPECT_EQ(picture(brute_transform(b, tours[k], out->to_master)), picture(tours[expect]));
            }
        }
        EXPECT_EQ(d.masters(), masters.size());
        EXPECT_EQ(d.tours(), tours.size());
        EXPECT_FALSE(d.add(Tour{{0}}, 99).has_value());
        EXPECT_EQ(d.tours(), tours.size());
    }
}

TEST(Dedupe, TableGrowthKeepsEveryMaster) {
    const Board b(8, 8);
    Deduplicator d(b);
    const auto tours = enumerate(b, 0, false, 3000);
    std::set<CanonicalForm> distinct;
    for (std::size_t k = 0; k < tours.size(); ++k) {
        d.add(tours[k], k);
        distinct.insert(canonical_form(b, tours[k]));
    }
    EXPECT_EQ(d.masters(), distinct.size());
    for (std::size_t k = 0; k < tours.size(); ++k) EXPECT_FALSE(d.add(reorient_tour(tours[k], true, 0), k)->is_master);
}

TEST(TourClasses, GroupsAPasteExactlyAsCanonicalFormsDo) {
    const Board b(6, 6);
    std::vector<Tour> tours;
    for (Square start = 0; start < 36 && tours.size() < 30; ++start) {
        const auto closed = enumerate(b, start, true, 3);
        tours.insert(tours.end(), closed.begin(), closed.end());
    }
    const auto opens = enumerate(b, 0, false, 10);
    tours.insert(tours.end(), opens.begin(), opens.end());
    ASSERT_GE(tours.size(), 20u);
    const auto syms = board_symmetries(b);
    std::string text = "# a comment, then tours and their scrambled copies\n";
    std::vector<Tour> written;
    for (std::size_t i = 0; i < tours.size(); ++i) {
        const Tour moved = transform_tour(b, tours[i], syms[i % syms.size()]);
        for (const Tour& t : {tours[i], moved}) {
            text += format_tour(b, t, TourFormat::Algebraic) + "\n";
            written.push_back(t);
        }
    }
    text += "a1 b2\nnot a tour\n";
    const CompareResult r = classify_tours(text, b);
    ASSERT_EQ(r.tours.size(), written.size());
    ASSERT_EQ(r.rejected.size(), 2u);
    EXPECT_EQ(r.rejected[0].line, static_cast<std::int64_t>(written.size()) + 2);
    EXPECT_NE(r.rejected[0].error.find("not a tour of the 6x6 board"), std::string::npos);
    std::map<CanonicalForm, int> class_of_form;
    for (std::size_t i = 0; i < r.tours.size(); ++i) {
        const ComparedTour& t = r.tours[i];
        EXPECT_EQ(t.tour, written[i]);
        EXPECT_EQ(t.serial, i + 1);
        EXPECT_EQ(t.line, static_cast<std::int64_t>(i) + 2);
        EXPECT_EQ(t.closed, validate_tour(b, t.tour).kind == TourKind::Closed);
        const auto [it, fresh] = class_of_form.emplace(canonical_form(b, t.tour), t.class_index);
        EXPECT_EQ(it->second, t.class_index) << "tour " << i;
        const TourSymmetry ts = tour_symmetry(b, t.tour);
        EXPECT_EQ(t.fixing, ts.fixing);
        EXPECT_EQ(r.classes.at(static_cast<std::size_t>(t.class_index)).class_size, ts.class_size());
    }
    EXPECT_EQ(r.classes.size(), class_of_form.size());
    std::size_t members = 0;
    for (const CompareClass& c : r.classes) members += c.members.size();
    EXPECT_EQ(members, r.tours.size());

    std::atomic<bool> cancel{true};
    EXPECT_TRUE(classify_tours(text, b, &cancel).cancelled);
    EXPECT_FALSE(classify_tours("", Board(3, 3)).cancelled);
}

TEST(WarnsdorffAll, EveryTourFollowsTheRuleAndTheyAreDistinct) {
    const Board b(6, 6);
    const auto tours = enumerate(b, 0, false, 500);
    ASSERT_FALSE(tours.empty());
    std::set<std::vector<Square>> seen;
    for (const Tour& t : tours) {
        ASSERT_TRUE(validate_tour(b, t).valid());
        EXPECT_TRUE(seen.insert(t.squares).second);
        EXPECT_EQ(t.squares[0], 0);
        // Each move goes to a square of least onward degree.
        std::vector<bool> visited(36, false);
        for (std::size_t k = 0; k + 1 < t.size(); ++k) {
            visited[static_cast<std::size_t>(t.squares[k])] = true;
            auto onward = [&](Square s) {
                int n = 0;
                for (Square u : b.neighbours(s)) n += !visited[static_cast<std::size_t>(u)];
                return n;
            };
            int best = 99;
            for (Square u : b.neighbours(t.squares[k]))
                if (!visited[static_cast<std::size_t>(u)]) best = std::min(best, onward(u));
            EXPECT_EQ(onward(t.squares[k + 1]), best);
        }
    }
    for (const Tour& t : enumerate(b, 0, true, 100)) EXPECT_EQ(validate_tour(b, t).kind, TourKind::Closed);
}

TEST(WarnsdorffAll, LimitCancelAndExhaustion) {
    const Board b(8, 8);
    EXPECT_EQ(enumerate(b, 0, false, 7).size(), 7u);
    WarnsdorffEnumerator e(b, 0, {false, -1});
    e.cancel();
    EXPECT_FALSE(e.next());
    EXPECT_EQ(e.state(), EnumeratorState::Cancelled);
    // 3x3: no tour at all, the search ends.
    WarnsdorffEnumerator none(Board(3, 3), 0);
    EXPECT_FALSE(none.next());
    EXPECT_EQ(none.state(), EnumeratorState::Exhausted);
    WarnsdorffEnumerator one(Board(1, 1), 0);
    EXPECT_TRUE(one.next());
    EXPECT_FALSE(one.next());
    EXPECT_THROW(WarnsdorffEnumerator(b, 64), BoardError);
}

}  // namespace
}  // namespace kt
