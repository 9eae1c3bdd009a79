// Writing a whole 64-byte cache line to memory past the caches
// (non-temporal stores): no read of the line first, and nothing of the
// cache's evicted for it. For arrays written far wider than the caches
// reach.
#pragma once

#include <cstddef>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace kt {

constexpr std::size_t kLineBytes = 64;

// `to` is 64-byte aligned; `from` 16-byte aligned.
inline void stream_line(void* to, const void* from) {
#if defined(__SSE2__)
    auto* out = static_cast<__m128i*>(to);
    const auto* in = static_cast<const __m128i*>(from);
    for (int i = 0; i < 4; ++i) _mm_stream_si128(out + i, _mm_load_si128(in + i));
#else
    std::memcpy(to, from, kLineBytes);
#endif
}

// Orders the streamed lines before what follows (another thread's reading
// them after a lock or an atomic does not).
inline void stream_fence() {
#if defined(__SSE2__)
    _mm_sfence();
#endif
}

}  // namespace kt
