// The problems a link decode meets, collected as errors and warnings with a
// cap, so that a hostile link stays cheap. Private to the share module.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "share/share_link.h"

namespace kt::share_codec {

constexpr std::size_t kMaxIssues = 40;  // a hostile link must not produce a giant list

// Collects the problems met, capped so that a hostile link stays cheap.
class Issues {
public:
    explicit Issues(std::vector<LinkIssue>& out) : out_(out) {}
    void error(std::string message) { add(LinkSeverity::Error, std::move(message)); }
    void warning(std::string message) { add(LinkSeverity::Warning, std::move(message)); }

private:
    void add(LinkSeverity severity, std::string message) {
        if (out_.size() < kMaxIssues) {
            out_.push_back({severity, std::move(message)});
        } else if (out_.size() == kMaxIssues) {
            out_.push_back({LinkSeverity::Error, "more problems not listed"});
        } else if (severity == LinkSeverity::Error) {
            out_.back().severity = LinkSeverity::Error;
        }
    }
    std::vector<LinkIssue>& out_;
};

}  // namespace kt::share_codec
