#include "walks/connectivity.h"

namespace kt {

Components connected_components(const Board& board) {
    Components result;
    result.component_of.assign(static_cast<std::size_t>(board.cell_count()), -1);
    std::vector<Square> queue;
    Square buf[8];
    for (Square s = 0; s < board.cell_count(); ++s) {
        if (!board.is_active(s) || result.component_of[static_cast<std::size_t>(s)] >= 0) continue;
        const int id = result.count++;
        result.sizes.push_back(0);
        queue.assign(1, s);
        result.component_of[static_cast<std::size_t>(s)] = id;
        for (std::size_t head = 0; head < queue.size(); ++head) {
            ++result.sizes.back();
            const int n = board.neighbours(queue[head], buf);
            for (int i = 0; i < n; ++i) {
                auto& comp = result.component_of[static_cast<std::size_t>(buf[i])];
                if (comp < 0) {
                    comp = id;
                    queue.push_back(buf[i]);
                }
            }
        }
    }
    return result;
}

bool is_connected(const Board& board) { return connected_components(board).count == 1; }

}  // namespace kt
