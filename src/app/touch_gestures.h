// Finger gestures from SDL's finger events: a tap (down and up without
// moving), a one-finger drag, and a two-finger pinch. A pinch is never a tap,
// however briefly its fingers touch. Positions in window (CSS) pixels.
#pragma once

#include <cstdint>
#include <map>
#include <vector>

namespace kt::app {

struct Gesture {
    enum class Kind { Tap, Drag, Pinch } kind = Kind::Tap;
    float x = 0, y = 0;              // where it happens now (a pinch: between the fingers)
    float start_x = 0, start_y = 0;  // where the first finger came down
    float dx = 0, dy = 0;            // Drag: movement since the last drag
    float scale = 1;                 // Pinch: finger distance now / at the last pinch
    bool first_move = false;         // Drag: the movement that turned a touch into a drag
};

class TouchGestures {
public:
    void down(std::int64_t finger, float x, float y, double seconds);
    void move(std::int64_t finger, float x, float y);
    void up(std::int64_t finger, float x, float y, double seconds);
    // The gestures recognised since the last call, in order.
    std::vector<Gesture> take();

private:
    struct Point {
        float x, y;
    };
    float spread() const;  // distance between the first two fingers
    Point centre() const;

    std::map<std::int64_t, Point> fingers_;
    Point start_{0, 0}, last_{0, 0};
    double start_seconds_ = 0;
    bool dragging_ = false, several_ = false;
    float last_spread_ = 0;
    std::vector<Gesture> out_;
};

}  // namespace kt::app
