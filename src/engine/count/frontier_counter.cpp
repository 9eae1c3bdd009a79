#include "count/frontier_counter.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <new>
#include <thread>

namespace kt {

namespace {

// A state: 4 bits per frontier slot (0 = degree 0, 1 = degree 2, 2 = degree 1
// whose path's other end is a spent path end, 3..15 = degree 1, paired with
// the other slot of the same label). The number of path ends spent is the
// number of slots coded 2, so it needs no field; the single state left after
// the last square is the empty frontier, key 0. Frontiers of up to 16 slots
// use 64-bit keys, wider ones 128-bit.
template <class Key>
constexpr Key empty_key() { return ~Key(0); }  // all slots coded 15: never a state

// Counts are 128-bit, kept as two halves so an entry packs into 24 bytes
// (64-bit keys) instead of 32.
struct Count {
    std::uint64_t lo = 0, hi = 0;
    void add(const Count& c) {
        const std::uint64_t old = lo;
        lo += c.lo;
        hi += c.hi + (lo < old ? 1 : 0);
    }
    WideCount wide() const { return (static_cast<WideCount>(hi) << 64) | lo; }
};

template <class Key>
struct Entry {
    Key key;
    Count count;
};

inline std::uint64_t mix64(std::uint64_t h) {
    h ^= h >> 31;
    h *= 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 29;
    h *= 0x94D049BB133111EBULL;
    h ^= h >> 32;
    return h;
}
inline std::uint64_t hash_key(std::uint64_t k) { return mix64(k * 0x9E3779B97F4A7C15ULL); }
inline std::uint64_t hash_key(unsigned __int128 k) {
    return mix64(static_cast<std::uint64_t>(k) * 0x9E3779B97F4A7C15ULL ^ static_cast<std::uint64_t>(k >> 64));
}

// One step of the sweep: square `order[i]` joins, picks its links back to
// frontier squares, then the squares with no unswept neighbour leave.
struct Step {
    int width_before = 0;            // frontier slots before the square joins
    std::vector<int> back_slots;     // slots of earlier neighbours (layout with the new square last)
    std::vector<unsigned> masks;     // link subsets allowed (bits over back_slots)
    std::vector<int> mask_links;     // links in each mask (no popcount instruction in the base ISA)
    std::vector<int> leaving;        // slots leaving after the links, ascending
    std::vector<int> future;         // per slot (same layout): links still to come after this step
    // Bipartite graphs only (else all zero): colour +1/-1 per slot (same
    // layout) and twice the colour sum of the squares still to come.
    std::vector<int> colour;
    int future_balance = 0;
};

struct Plan {
    std::vector<Square> order;
    std::vector<Step> steps;
    int max_width = 0;
};

Plan make_plan(const Board& board, const CountOptions& opt, bool column_major) {
    Plan plan;
    const int R = board.rows(), C = board.cols();
    if (column_major) {
        for (int c = 0; c < C; ++c)
            for (int r = 0; r < R; ++r)
                if (board.is_active(board.square(r, c))) plan.order.push_back(board.square(r, c));
    } else {
        for (int r = 0; r < R; ++r)
            for (int c = 0; c < C; ++c)
                if (board.is_active(board.square(r, c))) plan.order.push_back(board.square(r, c));
    }
    const int n = static_cast<int>(plan.order.size());
    std::vector<int> index(static_cast<std::size_t>(board.cell_count()), -1);
    for (int i = 0; i < n; ++i) index[static_cast<std::size_t>(plan.order[i])] = i;

    const auto link_in = [](const std::vector<std::pair<Square, Square>>& links, Square a, Square b) {
        for (const auto& l : links)
            if ((l.first == a && l.second == b) || (l.first == b && l.second == a)) return true;
        return false;
    };

    // A proper 2-colouring (knights: square colour), if the graph has one.
    std::vector<int> colour(static_cast<std::size_t>(n), 0);
    bool bipartite = true;
    for (int root = 0; root < n && bipartite; ++root) {
        if (colour[root]) continue;
        colour[root] = 1;
        std::vector<int> todo{root};
        while (!todo.empty() && bipartite) {
            const int x = todo.back();
            todo.pop_back();
            for (Square s : board.neighbours(plan.order[x])) {
                const int y = index[static_cast<std::size_t>(s)];
                if (y < 0) continue;
                if (!colour[y]) {
                    colour[y] = -colour[x];
                    todo.push_back(y);
                } else if (colour[y] == colour[x]) {
                    bipartite = false;
                }
            }
        }
    }
    if (!bipartite) std::fill(colour.begin(), colour.end(), 0);
    std::vector<int> suffix_balance(static_cast<std::size_t>(n) + 1, 0);
    for (int i = n - 1; i >= 0; --i) suffix_balance[i] = suffix_balance[i + 1] + 2 * colour[i];

    std::vector<int> last_neighbour(static_cast<std::size_t>(n), -1);
    for (int i = 0; i < n; ++i) {
        last_neighbour[i] = i;
        for (Square s : board.neighbours(plan.order[i]))
            last_neighbour[i] = std::max(last_neighbour[i], index[static_cast<std::size_t>(s)]);
    }

    std::vector<int> frontier;  // vertex indices, in slot order
    for (int i = 0; i < n; ++i) {
        Step st;
        st.width_before = static_cast<int>(frontier.size());
        std::vector<int> layout = frontier;
        layout.push_back(i);
        plan.max_width = std::max(plan.max_width, static_cast<int>(layout.size()));
        unsigned forced_mask = 0;
        for (int slot = 0; slot + 1 < static_cast<int>(layout.size()); ++slot) {
            const Square u = plan.order[layout[slot]], v = plan.order[i];
            if (!board.is_move(u, v) || link_in(opt.forbidden, u, v)) continue;
            if (link_in(opt.forced, u, v)) forced_mask |= 1u << st.back_slots.size();
            st.back_slots.push_back(slot);
        }
        const unsigned k = static_cast<unsigned>(st.back_slots.size());
        for (unsigned m = 0; m < (1u << k); ++m) {
            if (__builtin_popcount(m) <= 2 && (m & forced_mask) == forced_mask) {
                st.masks.push_back(m);
                st.mask_links.push_back(__builtin_popcount(m));
            }
        }
        for (int slot = 0; slot < static_cast<int>(layout.size()); ++slot) {
            int later = 0;
            const Square u = plan.order[layout[slot]];
            for (Square t : board.neighbours(u))
                if (index[static_cast<std::size_t>(t)] > i && !link_in(opt.forbidden, u, t)) ++later;
            st.future.push_back(later);
            st.colour.push_back(colour[layout[slot]]);
        }
        st.future_balance = suffix_balance[i + 1];
        std::vector<int> next;
        for (int slot = 0; slot < static_cast<int>(layout.size()); ++slot) {
            if (last_neighbour[layout[slot]] <= i) st.leaving.push_back(slot);
            else next.push_back(layout[slot]);
        }
        frontier = std::move(next);
        plan.steps.push_back(std::move(st));
    }
    return plan;
}

Plan best_plan(const Board& board, const CountOptions& opt) {
    Plan a = make_plan(board, opt, true);
    Plan b = make_plan(board, opt, false);
    return b.max_width < a.max_width ? b : a;
}

// Degree and partner of each slot while one transition is worked out.
constexpr int kScratch = 31;  // a mate[] cell no slot uses, for branch-free writes

struct Work {
    int width = 0;
    int ends = 0;
    bool complete = false;
    std::int8_t deg[32];
    std::int8_t mate[32];  // partner slot, -1 = other end is a spent path end
};

// Keys hold one code per slot in base kRadix: 16 (4-bit fields) normally;
// 12 or 11 lets 17 or 18 slots fit 64 bits (the 8x8 frontier is 18 wide).
template <class Key, int kRadix>
class Kernel {
public:
    Kernel(const Step& step, bool paths, bool last) : step_(step), paths_(paths), last_(last) {
        for (std::size_t b = 0; b < step_.back_slots.size(); ++b)
            if (std::binary_search(step_.leaving.begin(), step_.leaving.end(), step_.back_slots[b]))
                leaving_back_ |= 1u << b;
        const int v_future = step_.future[static_cast<std::size_t>(step_.width_before)];
        // The new square needs 2 links in all (a path end: 1); those it does not
        // get from the squares still to come it must take now.
        min_links_ = std::max(0, (paths_ ? 1 : 2) - v_future);
        // A square leaving with no link and no other chance dooms the state.
        for (int u : step_.leaving) {
            bool back = false;
            for (int sl : step_.back_slots) back |= sl == u;
            if (!back && u < step_.width_before) doomed_if_open_.push_back(u);
        }
        // The slots a transition can change: only their checks need redoing.
        std::vector<char> touched(static_cast<std::size_t>(step_.width_before) + 1, 0);
        for (int sl : step_.back_slots) touched[static_cast<std::size_t>(sl)] = 1;
        for (int u : step_.leaving) touched[static_cast<std::size_t>(u)] = 1;
        touched[static_cast<std::size_t>(step_.width_before)] = 1;
        for (std::size_t sl = 0; sl < touched.size(); ++sl)
            if (touched[sl]) touched_.push_back(static_cast<int>(sl));
            else untouched_.push_back(static_cast<int>(sl));
        for (int sl = 0; sl <= step_.width_before; ++sl)
            if (!std::binary_search(step_.leaving.begin(), step_.leaving.end(), sl)) kept_.push_back(sl);
    }

    // Calls emit(key) for each successor of `key`.
    template <class Emit>
    void expand(Key key, Emit&& emit) const {
        Work base;
        decode(key, base);
        for (int u : doomed_if_open_)
            if (base.deg[u] == 0 || (base.deg[u] == 1 && !paths_)) return;
        // Links a full square cannot take; links a leaving square must take.
        unsigned forbid = 0, require = 0;
        for (std::size_t b = 0; b < step_.back_slots.size(); ++b) {
            const int d = base.deg[step_.back_slots[b]];
            if (d == 2) {
                forbid |= 1u << b;
            } else if ((leaving_back_ >> b) & 1u) {
                if (d == 0 || !paths_) require |= 1u << b;
            } else if (!paths_) {
                // A cycle square that the squares after this one cannot fill up.
                const int short_by = 2 - d - step_.future[static_cast<std::size_t>(step_.back_slots[b])];
                if (short_by >= 2) return;
                if (short_by == 1) require |= 1u << b;
            }
        }
        // Slots no link touches keep the degree they had when the last square
        // checked them; their future is the same too, except for counting the
        // path ends they will need.
        int needed = 0;
        int balance = step_.future_balance;
        for (int sl : untouched_) {
            balance += step_.colour[static_cast<std::size_t>(sl)] * (2 - base.deg[sl]);
            if (base.deg[sl] == 2) continue;
            const int missing = 2 - base.deg[sl] - step_.future[static_cast<std::size_t>(sl)];
            if (missing <= 0) continue;
            if (!paths_ || missing > 1) return;
            ++needed;
        }
        for (std::size_t mi = 0; mi < step_.masks.size(); ++mi) {
            const unsigned m = step_.masks[mi];
            if ((m & forbid) || (m & require) != require) continue;
            if (step_.mask_links[mi] < min_links_) continue;
            Work w = base;
            if (apply(m, w, needed, balance)) emit(encode(w));
        }
    }

private:
    // Branch-light: the codes are data, so every `if` here would mispredict.
    void decode(Key key, Work& w) const {
        static constexpr std::int8_t kDegOf[16] = {0, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
        const int width = step_.width_before;
        w.width = width + 1;
        w.complete = false;
        std::int8_t first[16];
        std::memset(first, -1, sizeof first);
        int ends = 0;
        const int label_base = paths_ ? 3 : 2;  // cycles never use code 2 for a spent end
        for (int s = 0; s < width; ++s) {
            const int code = static_cast<int>(key % kRadix);
            key /= kRadix;
            w.deg[s] = kDegOf[code];
            ends += paths_ && code == 2;
            const std::int8_t m = code >= label_base ? first[code] : std::int8_t(-1);
            w.mate[s] = m;
            first[code] = static_cast<std::int8_t>(s);
            w.mate[m >= 0 ? m : kScratch] = static_cast<std::int8_t>(s);  // the first of the pair
        }
        w.ends = ends;
        w.deg[width] = 0;
        w.mate[width] = -1;
    }

    bool add_link(Work& w, int x, int y) const {
        if (w.complete || w.deg[x] == 2 || w.deg[y] == 2) return false;
        if (w.deg[x] == 1 && w.deg[y] == 1) {
            if (w.mate[x] == y) {  // closes a cycle: only as the very last link
                if (paths_ || !last_) return false;
                w.complete = true;
                w.deg[x] = w.deg[y] = 2;
                return true;
            }
            if (w.mate[x] < 0 && w.mate[y] < 0) {  // joins two spent ends: the path is whole
                if (!paths_ || !last_) return false;
                w.complete = true;
                w.ends = 3;
                w.deg[x] = w.deg[y] = 2;
                return true;
            }
        }
        const int ex = w.deg[x] == 0 ? x : w.mate[x];
        const int ey = w.deg[y] == 0 ? y : w.mate[y];
        ++w.deg[x];
        ++w.deg[y];
        if (ex >= 0) w.mate[ex] = static_cast<std::int8_t>(ey);
        if (ey >= 0) w.mate[ey] = static_cast<std::int8_t>(ex);
        return true;
    }

    bool leave(Work& w, int u) const {
        if (w.deg[u] == 2) return true;
        if (w.deg[u] == 0 || !paths_ || w.complete) return false;
        // u becomes one end of the Hamiltonian path.
        if (++w.ends > 2) return false;
        const int partner = w.mate[u];
        w.deg[u] = 2;  // settled: it no longer matters to anyone
        if (partner < 0) {  // both ends spent: the path is whole
            if (!last_) return false;
            w.complete = true;
            w.ends = 3;
        } else {
            w.mate[partner] = -1;
        }
        return true;
    }

    bool apply(unsigned mask, Work& w, int needed, int balance) const {
        const int v = step_.width_before;
        for (std::size_t b = 0; b < step_.back_slots.size(); ++b) {
            if ((mask >> b) & 1u) {
                if (!add_link(w, step_.back_slots[b], v)) return false;
            }
        }
        for (int u : step_.leaving)
            if (!leave(w, u)) return false;
        if (last_) return w.complete;
        // A square that cannot get enough links from the squares still to
        // come dooms the state (cycles), or must become a path end (paths).
        int ends_needed = w.ends + needed;
        if (ends_needed > 2) return false;
        for (int s : touched_) {
            balance += step_.colour[static_cast<std::size_t>(s)] * (2 - w.deg[s]);
            const int missing = 2 - w.deg[s] - step_.future[static_cast<std::size_t>(s)];
            if (missing <= 0 || w.deg[s] == 2) continue;
            if (!paths_ || missing > 1) return false;
            if (++ends_needed > 2) return false;
        }
        // Every link still to come has one end of each colour, so the links
        // the two colours still need must balance, up to the path ends to come.
        // (For cycles it always holds: it is an invariant of the sweep.)
        const int ends_left = 2 - w.ends;
        if (paths_ && (balance > ends_left || -balance > ends_left || ((balance ^ ends_left) & 1))) return false;
        return true;
    }

    Key encode(const Work& w) const {
        std::int8_t label_of[32];
        std::int8_t codes[32];
        int next_label = paths_ ? 3 : 2;
        int out = 0;
        for (int sl : kept_) {
            const int d = w.deg[sl];
            const int m = w.mate[sl];
            int code;
            if (d != 1) code = d >> 1;  // degree 0 -> 0, degree 2 -> 1
            else if (m < 0) code = 2;
            else if (m < sl) code = label_of[m];
            else code = next_label++;
            label_of[sl] = static_cast<std::int8_t>(code);
            codes[out++] = static_cast<std::int8_t>(code);
        }
        Key key = 0;
        while (out > 0) key = key * kRadix + static_cast<Key>(codes[--out]);
        return key;
    }

    const Step& step_;
    bool paths_;
    bool last_;
    unsigned leaving_back_ = 0;
    int min_links_ = 0;
    std::vector<int> doomed_if_open_;
    std::vector<int> touched_, untouched_;
    std::vector<int> kept_;  // slots that stay on the frontier after this step
};

// Open-addressing table of (key, count), one per hash partition.
template <class Key>
class Table {
public:
    using E = Entry<Key>;
    std::size_t size() const { return used_; }
    std::size_t bytes() const { return slots_.size() * sizeof(E); }

    void reserve_exact(std::size_t capacity) {
        slots_.assign(capacity, E{empty_key<Key>(), {}});
        used_ = 0;
    }
    bool needs_growth() const { return slots_.empty() || (used_ + 1) * 10 > slots_.size() * 7; }
    void grow() {
        std::vector<E> old;
        old.swap(slots_);
        slots_.assign(old.empty() ? 16 : old.size() * 2, E{empty_key<Key>(), {}});
        used_ = 0;
        for (const E& e : old)
            if (e.key != empty_key<Key>()) add(e.key, e.count);
    }
    void add(Key key, const Count& count) {
        const std::size_t mask = slots_.size() - 1;
        std::size_t i = static_cast<std::size_t>(hash_key(key)) & mask;
        while (true) {
            E& e = slots_[i];
            if (e.key == key) {
                e.count.add(count);
                return;
            }
            if (e.key == empty_key<Key>()) {
                e.key = key;
                e.count = count;
                ++used_;
                return;
            }
            i = (i + 1) & mask;
        }
    }
    std::vector<E> take_entries() {
        std::vector<E> out;
        out.reserve(used_);
        for (const E& e : slots_)
            if (e.key != empty_key<Key>()) out.push_back(e);
        std::vector<E>().swap(slots_);
        used_ = 0;
        return out;
    }

private:
    std::vector<E> slots_;
    std::size_t used_ = 0;
};

// Runs fn(thread_index) on `threads` threads (inline when one) and joins them.
template <class Fn>
void parallel(int threads, Fn&& fn) {
    if (threads <= 1) {
        fn(0);
        return;
    }
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back([&fn, t] { fn(t); });
    fn(0);
    for (auto& th : pool) th.join();
}

std::string gib(std::uint64_t bytes) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.2f GB", static_cast<double>(bytes) / 1e9);
    return buf;
}

// The sweep itself, for one key width.
template <class Key, int kRadix>
CountResult sweep(const Plan& plan, bool paths, CountResult result, std::int64_t n, const CountOptions& options,
                  const std::atomic<bool>& cancel, const FrontierCounter::ProgressFn& progress) {
    using Entry = kt::Entry<Key>;
    const int max_threads = std::max(1, std::min(options.threads, 64));
    const std::size_t buffer_limit = std::size_t(1) << 18;  // entries per thread before merging
    const std::uint64_t budget = options.max_memory_bytes;

    std::vector<std::vector<Entry>> source(1);
    source[0].push_back(Entry{0, Count{1, 0}});
    std::uint64_t source_bytes = sizeof(Entry);
    std::uint64_t states = 1;

    const auto buffers_bytes = static_cast<std::uint64_t>(max_threads) * buffer_limit * sizeof(Entry) * 2;
    for (std::size_t i = 0; i < plan.steps.size(); ++i) {
        const Step& step = plan.steps[i];
        const Kernel<Key, kRadix> kernel(step, paths, i + 1 == plan.steps.size());
        // Few states: one partition, one thread; many: up to 256 partitions.
        const int threads = states < 4096 ? 1 : max_threads;
        int partitions = 1;
        while (partitions < 256 && static_cast<std::uint64_t>(partitions) * 16384 < states) partitions *= 2;

        std::vector<std::size_t> starts(source.size() + 1, 0);
        for (std::size_t p = 0; p < source.size(); ++p) starts[p + 1] = starts[p] + source[p].size();
        const std::size_t total = starts.back();
        const std::size_t chunk = 4096;
        const std::size_t chunks = (total + chunk - 1) / chunk;

        std::vector<Table<Key>> tables(static_cast<std::size_t>(partitions));
        std::atomic<std::uint64_t> table_bytes{0};
        {
            // Size the tables for about as many states as the last square had.
            std::size_t cap = 16;
            while (cap * 7 / 10 < states / static_cast<std::size_t>(partitions) + 1) cap *= 2;
            const std::uint64_t want = static_cast<std::uint64_t>(cap) * sizeof(Entry) * partitions;
            if (!budget || want + source_bytes + buffers_bytes <= budget) {
                for (auto& tb : tables) tb.reserve_exact(cap);
                table_bytes = want;
            }
        }
        std::atomic<bool> over_budget{false};
        std::vector<std::vector<std::vector<Entry>>> buffers(
            static_cast<std::size_t>(threads), std::vector<std::vector<Entry>>(static_cast<std::size_t>(partitions)));
        std::atomic<std::size_t> next_chunk{0};
        std::uint64_t peak_in_step = 0;

        while (next_chunk.load() < chunks) {
            parallel(threads, [&](int t) {
                auto& mine = buffers[static_cast<std::size_t>(t)];
                std::size_t held = 0;
                while (held < buffer_limit && !cancel.load(std::memory_order_relaxed)) {
                    const std::size_t c = next_chunk.fetch_add(1);
                    if (c >= chunks) break;
                    std::size_t g = c * chunk;
                    const std::size_t g_end = std::min(total, g + chunk);
                    std::size_t p = static_cast<std::size_t>(std::upper_bound(starts.begin(), starts.end(), g) -
                                                             starts.begin() - 1);
                    for (; g < g_end; ++g) {
                        while (g >= starts[p + 1]) ++p;
                        const Entry& e = source[p][g - starts[p]];
                        kernel.expand(e.key, [&](Key k) {
                            const std::size_t part = static_cast<std::size_t>(hash_key(k) >> 56) %
                                                     static_cast<std::size_t>(partitions);
                            mine[part].push_back(Entry{k, e.count});
                            ++held;
                        });
                    }
                }
            });
            if (cancel.load()) {
                result.state = CountState::Cancelled;
                result.message = "cancelled at square " + std::to_string(i + 1) + " of " + std::to_string(n);
                return result;
            }
            std::uint64_t held_bytes = 0;  // what the buffers really hold, for the report
            for (const auto& per_thread : buffers)
                for (const auto& buf : per_thread) held_bytes += buf.capacity() * sizeof(Entry);
            std::atomic<int> next_part{0};
            parallel(threads, [&](int) {
                while (!over_budget.load(std::memory_order_relaxed)) {
                    const int p = next_part.fetch_add(1);
                    if (p >= partitions) break;
                    Table<Key>& table = tables[static_cast<std::size_t>(p)];
                    for (auto& per_thread : buffers) {
                        auto& buf = per_thread[static_cast<std::size_t>(p)];
                        for (const Entry& e : buf) {
                            if (table.needs_growth()) {
                                // Old and new arrays live together while rehashing.
                                const std::uint64_t old_bytes = table.bytes();
                                const std::uint64_t new_bytes = old_bytes ? old_bytes * 2 : 16 * sizeof(Entry);
                                const std::uint64_t now = table_bytes.fetch_add(new_bytes) + new_bytes;
                                if (budget && now + source_bytes + buffers_bytes > budget) {
                                    over_budget.store(true);
                                    return;
                                }
                                table.grow();
                                table_bytes.fetch_sub(old_bytes);
                            }
                            table.add(e.key, e.count);
                        }
                        std::vector<Entry>().swap(buf);
                    }
                }
            });
            const std::uint64_t mem_now = table_bytes.load() + source_bytes + held_bytes;
            peak_in_step = std::max(peak_in_step, mem_now);
            result.peak_memory_bytes = std::max(result.peak_memory_bytes, mem_now);
            if (over_budget.load()) {
                result.state = CountState::Failed;
                result.message = "memory budget of " + gib(budget) + " exceeded at square " + std::to_string(i + 1) +
                                 " of " + std::to_string(n) + " with " + std::to_string(states) +
                                 " states before it (frontier width " + std::to_string(plan.max_width) + ")";
                return result;
            }
            if (progress && next_chunk.load() < chunks) {
                std::size_t so_far = 0;
                for (const auto& tb : tables) so_far += tb.size();
                progress(CountProgress{static_cast<std::int64_t>(i), n, so_far, mem_now});
            }
        }

        // The merged tables become the next source, one partition at a time.
        source_bytes = 0;
        states = 0;
        std::vector<std::vector<Entry>>().swap(source);
        source.resize(tables.size());
        for (std::size_t p = 0; p < tables.size(); ++p) {
            source[p] = tables[p].take_entries();
            source_bytes += source[p].size() * sizeof(Entry);
            states += source[p].size();
        }
        result.peak_states = std::max<std::uint64_t>(result.peak_states, states);
        if (progress) progress(CountProgress{static_cast<std::int64_t>(i + 1), n, states, source_bytes});
    }

    WideCount total = 0;
    for (const auto& part : source)
        for (const Entry& e : part) total += e.count.wide();  // only complete states survive the last step
    result.count = total;
    result.state = CountState::Done;
    return result;
}


}  // namespace

FrontierCounter::FrontierCounter(const Board& board, CountOptions options)
    : board_(board), options_(std::move(options)) {}

int FrontierCounter::frontier_width() const { return best_plan(board_, options_).max_width; }

CountResult FrontierCounter::run() {
    const auto t0 = std::chrono::steady_clock::now();
    CountResult result = begin_count(board_, options_, "frontier");
    if (result.state == CountState::Failed) return result;
    const std::int64_t n = board_.square_count();
    const WideCount factor = (options_.directed && n >= 2) ? 2 : 1;
    if (options_.kind == CountKind::Open) {
        // Paths whose ends are a move apart are exactly closed tours with one
        // link removed (n per tour), or, on two squares, the single path.
        CountResult paths = run_kind(CountKind::Paths);
        if (paths.state != CountState::Done) return paths;
        CountResult closed = run_kind(CountKind::Closed);
        if (closed.state != CountState::Done) return closed;
        result = paths;
        result.count = n == 2 ? 0 : paths.count - closed.count * static_cast<WideCount>(n);
        result.peak_states = std::max(paths.peak_states, closed.peak_states);
        result.peak_memory_bytes = std::max(paths.peak_memory_bytes, closed.peak_memory_bytes);
    } else {
        result = run_kind(options_.kind);
    }
    result.count *= factor;
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return result;
}

CountResult FrontierCounter::run_kind(CountKind kind) {
    CountResult result;
    result.method = "frontier";
    result.state = CountState::Running;
    const bool paths = kind == CountKind::Paths;
    const std::int64_t n = board_.square_count();
    if (n <= 1) {  // one square is a path of no moves, not a cycle
        result.state = CountState::Done;
        result.count = (n == 1 && paths) ? 1 : 0;
        return result;
    }
    const Plan plan = best_plan(board_, options_);
    result.frontier_width = plan.max_width;
    if (plan.max_width > kMaxWidth) {
        result.state = CountState::Failed;
        result.message = "frontier of " + std::to_string(plan.max_width) + " squares is wider than the " +
                         std::to_string(kMaxWidth) + " this counter supports";
        return result;
    }
    // The narrowest key that holds every state (see Kernel): 8 bytes up to 16
    // slots, and up to 18 slots in base 12 or 11; else 16 bytes.
    switch (options_.key_layout) {
        case KeyLayout::Auto: break;
        case KeyLayout::Wide16:
            return sweep<unsigned __int128, 16>(plan, paths, std::move(result), n, options_, cancel_, progress_);
        case KeyLayout::Base12:
            if (plan.max_width <= 17)
                return sweep<std::uint64_t, 12>(plan, paths, std::move(result), n, options_, cancel_, progress_);
            break;
        case KeyLayout::Base11:
            if (plan.max_width <= 18 && !paths)
                return sweep<std::uint64_t, 11>(plan, paths, std::move(result), n, options_, cancel_, progress_);
            break;
    }
    if (plan.max_width <= 16)
        return sweep<std::uint64_t, 16>(plan, paths, std::move(result), n, options_, cancel_, progress_);
    if (plan.max_width <= 17)
        return sweep<std::uint64_t, 12>(plan, paths, std::move(result), n, options_, cancel_, progress_);
    if (plan.max_width <= 18 && !paths)
        return sweep<std::uint64_t, 11>(plan, paths, std::move(result), n, options_, cancel_, progress_);
    return sweep<unsigned __int128, 16>(plan, paths, std::move(result), n, options_, cancel_, progress_);
}

}  // namespace kt
