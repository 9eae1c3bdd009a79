// Unsigned integers of any size, for counts past 128 bits: the frontier
// counter finds them as residues modulo word-size primes and joins them here
// by the Chinese remainder theorem; the CLI and the page print their decimal.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/wide_int.h"

namespace kt {

class BigUint {
public:
    BigUint() = default;
    // Implicit: a 128-bit count is a BigUint, so APIs that take any count
    // take 128-bit ones as they are.
    BigUint(u128 value);  // NOLINT(google-explicit-constructor)
    // From little-endian 64-bit limbs.
    static BigUint from_limbs(std::vector<std::uint64_t> limbs);

    bool is_zero() const { return limbs_.empty(); }
    // Bits up to the highest one set (0 for zero).
    int bit_length() const;
    // The value modulo 2^128 (its low 128 bits).
    u128 low128() const;
    bool fits128() const { return limbs_.size() <= 2; }
    bool is_odd() const { return !limbs_.empty() && (limbs_[0] & 1); }
    const std::vector<std::uint64_t>& limbs() const { return limbs_; }
    // The value modulo m (m > 0).
    std::uint64_t mod(std::uint64_t m) const;

    BigUint& operator+=(const BigUint& other);
    // Requires *this >= other.
    BigUint& operator-=(const BigUint& other);
    BigUint& mul_small(std::uint64_t factor);
    BigUint& add_small(std::uint64_t value);
    // Halves the value, rounding down.
    BigUint& halve();
    friend bool operator==(const BigUint& a, const BigUint& b) { return a.limbs_ == b.limbs_; }
    friend bool operator<(const BigUint& a, const BigUint& b);
    friend bool operator!=(const BigUint& a, const BigUint& b) { return !(a == b); }
    friend bool operator>(const BigUint& a, const BigUint& b) { return b < a; }
    friend bool operator<=(const BigUint& a, const BigUint& b) { return !(b < a); }
    friend BigUint operator+(BigUint a, const BigUint& b) { return a += b; }
    friend BigUint operator-(BigUint a, const BigUint& b) { return a -= b; }

    std::string to_decimal() const;

private:
    void trim();
    std::vector<std::uint64_t> limbs_;  // little-endian, no leading zero limbs
};

inline std::string to_decimal(const BigUint& value) { return value.to_decimal(); }

// Adds the n little-endian limbs at `from` into the `width` at `to` (n at
// most width), in place; the carry out of the top limb.
std::uint64_t add_limbs(std::uint64_t* to, std::size_t width, const std::uint64_t* from, std::size_t n);

// Residues joined by the Chinese remainder theorem: after add(r, m) for
// distinct prime moduli m (each below 2^63), value() is the one number
// below their product with every residue given. Garner's form: each modulus
// adds (r - value) / product mod m times the product so far.
class CrtJoin {
public:
    CrtJoin() = default;
    // Starts from the residue modulo 2^128.
    explicit CrtJoin(u128 low128);
    void add(std::uint64_t residue, std::uint64_t modulus);
    const BigUint& value() const { return value_; }
    // log2 of the product of the moduli so far (within a bit).
    int modulus_bits() const { return product_.bit_length(); }

private:
    BigUint value_;
    BigUint product_{1};
};

// (a * b) mod m, for a, b < m < 2^64.
std::uint64_t mul_mod(std::uint64_t a, std::uint64_t b, std::uint64_t m);
// Whether n is prime (deterministic for every 64-bit n).
bool is_prime_u64(std::uint64_t n);
// The n largest primes below 2^below_bits (2^62 and less), largest first: the moduli the frontier
// counter counts by past 128 bits. Sums of two residues stay below 2^63.
std::vector<std::uint64_t> count_primes(std::size_t n, int below_bits = 62);

}  // namespace kt
