#include "tabs/share_panel.h"

#include <algorithm>
#include <array>
#include <limits>

#include "imgui.h"
#include "tabs/named_combo.h"
#include "web_bridge.h"
#include "web_history.h"

namespace kt::app {

using nlohmann::json;

namespace {

constexpr double kGatherInterval = 0.25;  // seconds between looks at the app's state
constexpr double kHoldStill = 0.4;        // a state this old gets a history entry
// Longer links are refused by chat programs and mail and slow every history
// entry; above this the link leaves the tours out and says so.
constexpr std::size_t kLongestLink = 16000;
constexpr std::array<TourFormat, 4> kFormats = {TourFormat::Algebraic, TourFormat::Grid, TourFormat::Compact,
                                                TourFormat::Json};

}  // namespace

void SharePanel::open_link(AppContext& ctx, const std::string& fragment) {
    const ShareDecodeResult decoded = decode_share_link(fragment);
    try {
        ctx.clear_message();
        apply(decoded.state);  // a tab says here what of the link it could not use
        std::string lines;
        bool error = ctx.message_tone == Tone::Error && !ctx.message.empty();
        for (const LinkIssue& issue : decoded.issues) {
            error |= issue.severity == LinkSeverity::Error;
            lines += (lines.empty() ? "" : "\n") + std::string(issue.severity == LinkSeverity::Error ? "error: " : "warning: ") +
                     issue.message;
        }
        if (!lines.empty())
            ctx.say(error ? Tone::Error : Tone::Warning, ctx.message + (ctx.message.empty() ? "Link: " : "\nLink: ") + lines);
    } catch (const std::exception& e) {
        ctx.say(Tone::Error, std::string("Link: ") + e.what());
    }
    link_ = fragment;
    pending_.clear();
    replace_next_ = true;
    last_gather_ = -1;
}

void SharePanel::start(AppContext& ctx) {
    web::take_hash_changed();  // installs the listeners
    const std::string hash = web::location_hash();
    if (!hash.empty()) open_link(ctx, hash);
}

std::string SharePanel::current_link(AppContext& ctx) {
    try {
        ShareState state = gather();
        std::string link = encode_share_link(state);
        const bool was_too_long = too_long_ != 0;
        too_long_ = 0;
        if (link.size() <= kLongestLink) return link;
        // Say so plainly and keep what still fits: the board, the start, the choices.
        too_long_ = link.size();
        if (!was_too_long)
            ctx.say(Tone::Warning, "The tour is too long for a link; the link keeps the board and the start. "
                                   "Save text (Share and export) keeps the tour.");
        if (state.tour.size() > 1) state.tour.squares.resize(1);
        state.compare.clear();
        state.compare_a = state.compare_b = 0;
        state.options.erase("play");
        return encode_share_link(state);
    } catch (const std::exception& e) {
        ctx.say(Tone::Error, std::string("Share link: ") + e.what());
        return link_;
    }
}

void SharePanel::update(AppContext& ctx, double now) {
    if (web::take_hash_changed()) {
        const std::string hash = web::location_hash();
        if (hash != link_) {
            open_link(ctx, hash);
            return;
        }
    }
    if (last_gather_ >= 0 && now - last_gather_ < kGatherInterval) return;
    last_gather_ = now;
    const std::string link = current_link(ctx);
    if (link == link_) {
        pending_.clear();
        replace_next_ = false;
        return;
    }
    if (replace_next_) {  // the state a link opened, as the app shows it
        replace_next_ = false;
        link_ = link;
        web::replace_hash(link_);
        return;
    }
    if (link != pending_) {
        pending_ = link;
        pending_since_ = now;
        return;
    }
    if (now - pending_since_ < kHoldStill) return;
    link_ = link;
    pending_.clear();
    ++pushes_;
    web::push_hash(link_);
}

double SharePanel::next_look_in(double now) const {
    if (pending_.empty() && !png_requested_) return std::numeric_limits<double>::infinity();
    if (png_requested_) return 0;
    return std::max(last_gather_ + kGatherInterval, pending_since_ + kHoldStill) - now;
}

// The link to give away: a puzzle without the player's moves.
std::string SharePanel::copy_link(const std::string& link) const {
    ShareDecodeResult decoded = decode_share_link(link);
    if (!decoded.state.options.count("play")) return link;
    decoded.state.options.erase("play");
    try {
        return encode_share_link(decoded.state);
    } catch (const std::exception&) {
        return link;
    }
}

std::string SharePanel::export_text(AppContext& ctx, const std::string& format) {
    const auto parsed = parse_format_name(format);
    if (!parsed) throw std::invalid_argument("unknown tour format '" + format + "' (algebraic, grid, compact, json)");
    const Tour tour = shown_tour();
    if (tour.squares.empty()) throw std::invalid_argument("no tour to export: place the knight or solve first");
    return format_tour(ctx.board, tour, *parsed);
}

void SharePanel::draw_panel(AppContext& ctx) {
    if (!ImGui::CollapsingHeader("Share and export", ImGuiTreeNodeFlags_DefaultOpen)) return;
    const std::string link = web::page_address() + "#" + copy_link(link_);
    if (ImGui::Button("Copy link")) {
        web::copy_to_clipboard(link);
        ctx.say(Tone::Success, "Link copied.");
    }
    remember_widget("share.copy_link");
    if (too_long_) {
        ImGui::TextColored({1, 0.75f, 0.35f, 1},
                           "The tour is too long for a link (%zu characters); the link keeps the board and the start. "
                           "Use Save text below for the tour itself.",
                           too_long_);
    }
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    ImGui::InputText("##link", const_cast<char*>(link.c_str()), link.size() + 1, ImGuiInputTextFlags_ReadOnly);

    static const char* names[] = {"algebraic", "grid", "compact", "json"};
    named_combo("##format", "share.format", export_format_, std::span(names, kFormats.size()));
    ImGui::SameLine();
    const bool copy = ImGui::Button("Copy text");
    ImGui::SameLine();
    const bool save = ImGui::Button("Save text");
    if (copy || save) {
        try {
            last_export_ = export_text(ctx, names[export_format_]);
            if (copy) web::copy_to_clipboard(last_export_);
            if (save) web::download_text(std::string("tour-") + names[export_format_] + ".txt", "text/plain", last_export_);
            ctx.clear_message();
        } catch (const std::exception& e) {
            ctx.say(Tone::Error, e.what());
        }
    }
    if (ImGui::Button("Save SVG")) {
        web::download_text("tour.svg", "image/svg+xml", tour_svg(ctx.board, shown_tour()));
    }
    ImGui::SameLine();
    if (ImGui::Button("Save PNG")) png_requested_ = true;
}

void SharePanel::after_board_drawn(float x, float y, float w, float h, float window_w) {
    if (!png_requested_) return;
    png_requested_ = false;
    last_png_size_ = web::download_canvas_png("board.png", x, y, w, h, window_w);
}

json SharePanel::state_json() const {
    return {{"link", link_},       {"copy_link", copy_link(link_)}, {"copy_url", web::page_address() + "#" + copy_link(link_)},
            {"pushes", pushes_},    {"png_size", last_png_size_},  {"too_long", too_long_}};
}

std::optional<json> SharePanel::command(AppContext& ctx, const json& request) {
    const std::string cmd = request["cmd"];
    if (cmd == "share_link") {
        json reply = ok_reply();
        reply["link"] = link_;
        reply["current"] = current_link(ctx);
        reply["copy_link"] = copy_link(link_);
        return reply;
    }
    if (cmd == "open_link") {
        open_link(ctx, request.value("link", ""));
        json reply = ok_reply();
        reply["message"] = ctx.message;
        return reply;
    }
    if (cmd == "export_text") {
        json reply = ok_reply();
        reply["text"] = export_text(ctx, request.value("format", "algebraic"));
        return reply;
    }
    if (cmd == "export_svg") {
        json reply = ok_reply();
        reply["svg"] = tour_svg(ctx.board, shown_tour());
        return reply;
    }
    if (cmd == "export_png") {
        png_requested_ = true;
        return ok_reply();
    }
    return std::nullopt;
}

}  // namespace kt::app
