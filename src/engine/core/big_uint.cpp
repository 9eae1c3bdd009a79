#include "core/big_uint.h"

#include <algorithm>
#include <cstdio>
#include <utility>

namespace kt {

BigUint::BigUint(u128 value) {
    while (value != 0) {
        limbs_.push_back(static_cast<std::uint64_t>(value));
        value >>= 64;
    }
}

BigUint BigUint::from_limbs(std::vector<std::uint64_t> limbs) {
    BigUint b;
    b.limbs_ = std::move(limbs);
    b.trim();
    return b;
}

BigUint& BigUint::halve() {
    for (std::size_t i = 0; i < limbs_.size(); ++i)
        limbs_[i] = (limbs_[i] >> 1) | (i + 1 < limbs_.size() ? limbs_[i + 1] << 63 : 0);
    trim();
    return *this;
}

void BigUint::trim() {
    while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
}

int BigUint::bit_length() const {
    if (limbs_.empty()) return 0;
    return static_cast<int>(64 * limbs_.size()) - __builtin_clzll(limbs_.back());
}

u128 BigUint::low128() const {
    u128 v = 0;
    if (limbs_.size() > 1) v = static_cast<u128>(limbs_[1]) << 64;
    if (!limbs_.empty()) v |= limbs_[0];
    return v;
}

std::uint64_t BigUint::mod(std::uint64_t m) const {
    u128 rem = 0;
    for (std::size_t i = limbs_.size(); i-- > 0;) rem = ((rem << 64) | limbs_[i]) % m;
    return static_cast<std::uint64_t>(rem);
}

std::uint64_t add_limbs(std::uint64_t* to, std::size_t width, const std::uint64_t* from, std::size_t n) {
    std::uint64_t carry = 0;
    for (std::size_t i = 0; i < width && (i < n || carry); ++i) {
        const u128 sum = static_cast<u128>(to[i]) + (i < n ? from[i] : 0) + carry;
        to[i] = static_cast<std::uint64_t>(sum);
        carry = static_cast<std::uint64_t>(sum >> 64);
    }
    return carry;
}

BigUint& BigUint::operator+=(const BigUint& other) {
    if (limbs_.size() < other.limbs_.size()) limbs_.resize(other.limbs_.size(), 0);
    if (const std::uint64_t carry = add_limbs(limbs_.data(), limbs_.size(), other.limbs_.data(), other.limbs_.size()))
        limbs_.push_back(carry);
    return *this;
}

BigUint& BigUint::operator-=(const BigUint& other) {
    std::uint64_t borrow = 0;
    for (std::size_t i = 0; i < limbs_.size(); ++i) {
        const std::uint64_t b = i < other.limbs_.size() ? other.limbs_[i] : 0;
        const std::uint64_t d = limbs_[i] - b - borrow;
        borrow = (limbs_[i] < b || (limbs_[i] == b && borrow)) ? 1 : 0;
        limbs_[i] = d;
    }
    trim();
    return *this;
}

BigUint& BigUint::mul_small(std::uint64_t factor) {
    std::uint64_t carry = 0;
    for (auto& limb : limbs_) {
        const u128 p = static_cast<u128>(limb) * factor + carry;
        limb = static_cast<std::uint64_t>(p);
        carry = static_cast<std::uint64_t>(p >> 64);
    }
    if (carry) limbs_.push_back(carry);
    trim();
    return *this;
}

BigUint& BigUint::add_small(std::uint64_t value) { return *this += BigUint(value); }

bool operator<(const BigUint& a, const BigUint& b) {
    if (a.limbs_.size() != b.limbs_.size()) return a.limbs_.size() < b.limbs_.size();
    for (std::size_t i = a.limbs_.size(); i-- > 0;)
        if (a.limbs_[i] != b.limbs_[i]) return a.limbs_[i] < b.limbs_[i];
    return false;
}

std::string BigUint::to_decimal() const {
    if (limbs_.empty()) return "0";
    // Peel off 19 digits at a time (10^19 < 2^64).
    constexpr std::uint64_t kChunk = 10000000000000000000ull;
    std::vector<std::uint64_t> rest = limbs_, chunks;
    while (!rest.empty()) {
        u128 rem = 0;
        for (std::size_t i = rest.size(); i-- > 0;) {
            const u128 cur = (rem << 64) | rest[i];
            rest[i] = static_cast<std::uint64_t>(cur / kChunk);
            rem = cur % kChunk;
        }
        while (!rest.empty() && rest.back() == 0) rest.pop_back();
        chunks.push_back(static_cast<std::uint64_t>(rem));
    }
    std::string out = std::to_string(chunks.back());
    char buf[24];
    for (std::size_t i = chunks.size() - 1; i-- > 0;) {
        std::snprintf(buf, sizeof buf, "%019llu", static_cast<unsigned long long>(chunks[i]));
        out += buf;
    }
    return out;
}

std::uint64_t mul_mod(std::uint64_t a, std::uint64_t b, std::uint64_t m) {
    return static_cast<std::uint64_t>(static_cast<u128>(a) * b % m);
}

namespace {
std::uint64_t pow_mod(std::uint64_t base, std::uint64_t e, std::uint64_t m) {
    std::uint64_t r = 1 % m;
    base %= m;
    for (; e; e >>= 1, base = mul_mod(base, base, m))
        if (e & 1) r = mul_mod(r, base, m);
    return r;
}
}  // namespace

bool is_prime_u64(std::uint64_t n) {
    if (n < 2) return false;
    for (std::uint64_t p : {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37})
        if (n % p == 0) return n == p;
    std::uint64_t d = n - 1;
    int s = 0;
    for (; d % 2 == 0; d /= 2) ++s;
    // These twelve bases decide primality for every n below 3.3e24.
    for (std::uint64_t a : {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37}) {
        std::uint64_t x = pow_mod(a, d, n);
        if (x == 1 || x == n - 1) continue;
        bool composite = true;
        for (int r = 1; r < s && composite; ++r) composite = (x = mul_mod(x, x, n)) != n - 1;
        if (composite) return false;
    }
    return true;
}

std::vector<std::uint64_t> count_primes(std::size_t n, int below_bits) {
    std::vector<std::uint64_t> primes;
    for (std::uint64_t p = (std::uint64_t(1) << below_bits) - 1; primes.size() < n && p > 2; p -= 2)
        if (is_prime_u64(p)) primes.push_back(p);
    return primes;
}

CrtJoin::CrtJoin(u128 low128) : value_(low128), product_(1) {
    product_.mul_small(std::uint64_t(1) << 32).mul_small(std::uint64_t(1) << 32);
    product_.mul_small(std::uint64_t(1) << 32).mul_small(std::uint64_t(1) << 32);
}

void CrtJoin::add(std::uint64_t residue, std::uint64_t modulus) {
    // value + product * t with t = (residue - value) / product (mod modulus).
    const std::uint64_t have = value_.mod(modulus);
    const std::uint64_t inv = pow_mod(product_.mod(modulus), modulus - 2, modulus);  // modulus is prime
    const std::uint64_t diff = (residue % modulus + modulus - have) % modulus;
    const std::uint64_t t = mul_mod(diff, inv, modulus);
    BigUint step = product_;
    value_ += step.mul_small(t);
    product_.mul_small(modulus);
}

}  // namespace kt
