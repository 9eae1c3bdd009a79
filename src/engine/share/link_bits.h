// The link's bit packing: values of a few bits each, most significant bit
// first, written and read as base64url text (RFC 4648's URL-safe alphabet,
// no padding). Private to the share module.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace kt::share_codec {

inline constexpr std::string_view kBase64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

// The value of a base64url character, -1 for any other.
int base64_value(char c);

// Appends bits most significant first and flushes them as base64url.
class BitWriter {
public:
    void put(unsigned value, int bits) {
        for (int i = bits - 1; i >= 0; --i) {
            acc_ = (acc_ << 1) | ((value >> i) & 1u);
            if (++count_ == 6) {
                out_ += kBase64[acc_];
                acc_ = 0;
                count_ = 0;
            }
        }
    }
    std::string finish() {
        if (count_ > 0) out_ += kBase64[acc_ << (6 - count_)];
        acc_ = 0;
        count_ = 0;
        return std::move(out_);
    }

private:
    std::string out_;
    unsigned acc_ = 0;
    int count_ = 0;
};


// Reads bits from base64url text; stops (and remembers where) at the first
// character outside the alphabet.
class BitReader {
public:
    explicit BitReader(std::string_view text) : text_(text) {}
    // nullopt when the text (or its valid part) is used up.
    std::optional<unsigned> get(int bits) {
        unsigned value = 0;
        for (int i = 0; i < bits; ++i) {
            if (bit_ == 0) {
                if (pos_ >= text_.size() || bad_) return std::nullopt;
                int v = base64_value(text_[pos_]);
                if (v < 0) {
                    bad_ = true;
                    return std::nullopt;
                }
                cur_ = static_cast<unsigned>(v);
                ++pos_;
                bit_ = 6;
            }
            --bit_;
            value = (value << 1) | ((cur_ >> bit_) & 1u);
        }
        return value;
    }
    bool bad_character() const { return bad_; }
    std::size_t position() const { return pos_; }  // characters consumed
    bool padding_is_zero() const { return bit_ == 0 || (cur_ & ((1u << bit_) - 1)) == 0; }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    unsigned cur_ = 0;
    int bit_ = 0;
    bool bad_ = false;
};


}  // namespace kt::share_codec
