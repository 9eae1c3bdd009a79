// The subchain counter's result text: written lines read back, a torn last
// line dropped, damage elsewhere refused with its line.
#include <gtest/gtest.h>

#include <string>

#include "count/subchain_results.h"
#include "engine.h"

namespace kt::subchains {
namespace {

std::string sample_text() {
    return header_line({"6x6", "all", "1/2"}) + record_line(3, {12, 40, 900, 0.5}) +
           record_line(7, {16, 18446744073709551615ull, 1, 2.25});
}

std::string error_of(const std::string& text) {
    try {
        parse_results(text);
    } catch (const ResultsError& e) {
        return e.what();
    }
    return "";
}

TEST(SubchainResults, LinesWrittenReadBack) {
    const std::string text = sample_text();
    const RunResults r = parse_results(text);
    EXPECT_EQ(r.header.board, "6x6");
    EXPECT_EQ(r.header.selection, "all");
    EXPECT_EQ(r.header.shard, "1/2");
    ASSERT_EQ(r.classes.size(), 2u);
    EXPECT_EQ(r.classes.at(3).size, 12);
    EXPECT_EQ(r.classes.at(3).count, 40u);
    EXPECT_EQ(r.classes.at(3).nodes, 900u);
    EXPECT_EQ(r.classes.at(7).count, 18446744073709551615ull);
    EXPECT_DOUBLE_EQ(r.classes.at(7).seconds, 2.25);
    EXPECT_EQ(r.whole_bytes, text.size());
    EXPECT_EQ(parse_results(header_line({"8x8", "class 4", ""})).header.shard, "");
}

TEST(SubchainResults, ATornLastLineIsDropped) {
    const std::string whole = sample_text();
    for (std::size_t cut : {whole.size() - 1, whole.size() - 10, whole.rfind('{') + 1}) {
        const RunResults r = parse_results(whole.substr(0, cut));
        EXPECT_EQ(r.classes.size(), 1u) << cut;
        EXPECT_EQ(r.whole_bytes, whole.rfind('{')) << cut;
    }
    EXPECT_EQ(parse_results("").whole_bytes, 0u);
    EXPECT_EQ(parse_results("{\"kind\":\"knights-sub").header.board, "");  // a torn header alone
}

TEST(SubchainResults, DamageBeforeTheLastLineIsRefusedWithItsLine) {
    const std::string header = header_line({"6x6", "all", ""});
    const std::string record = record_line(3, {12, 40, 900, 0.5});
    EXPECT_EQ(error_of("{\"kind\":\"other\"}\n" + record), "is not a subchains result file (line 1)");
    EXPECT_EQ(error_of("hello\n" + record), "line 1 is damaged");
    EXPECT_EQ(error_of("{\"kind\":24.5}\n" + record), "is not a subchains result file (line 1)");
    EXPECT_EQ(error_of("{\"kind\":\"knights-subchains\",\"board\":8,\"selection\":\"all\"}\n" + record),
              "is not a subchains result file (line 1)");
    EXPECT_EQ(error_of(header + "{\"class\":1,\"size\":2.5,\"count\":\"1\",\"nodes\":1,\"seconds\":0}\n" + record),
              "line 2 is damaged");
    EXPECT_EQ(error_of(header + "garbage\n" + record), "line 2 is damaged");
    EXPECT_EQ(error_of(header + "{\"class\":1}\n" + record), "line 2 is damaged");
    EXPECT_EQ(error_of(header + record + record), "line 3: class 3 appears twice");
    EXPECT_EQ(error_of(header + record + "torn"), "");
}

}  // namespace
}  // namespace kt::subchains
