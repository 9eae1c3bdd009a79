#include "touch_gestures.h"

#include <cmath>
#include <utility>

namespace kt::app {
namespace {
constexpr float kTapSlop = 10;         // CSS pixels a tap may wander
constexpr double kTapSeconds = 0.6;    // longer presses are not taps
}  // namespace

float TouchGestures::spread() const {
    if (fingers_.size() < 2) return 0;
    auto it = fingers_.begin();
    const Point a = it->second, b = (++it)->second;
    return std::hypot(a.x - b.x, a.y - b.y);
}

TouchGestures::Point TouchGestures::centre() const {
    if (fingers_.size() < 2) return last_;
    auto it = fingers_.begin();
    const Point a = it->second, b = (++it)->second;
    return {(a.x + b.x) / 2, (a.y + b.y) / 2};
}

void TouchGestures::down(std::int64_t finger, float x, float y, double seconds) {
    fingers_[finger] = {x, y};
    if (fingers_.size() == 1) {
        start_ = last_ = {x, y};
        start_seconds_ = seconds;
        dragging_ = several_ = false;
    } else {
        several_ = true;  // from now on until every finger is up: a pinch, never a tap or a drag
        last_spread_ = spread();
    }
}

void TouchGestures::move(std::int64_t finger, float x, float y) {
    auto it = fingers_.find(finger);
    if (it == fingers_.end()) return;
    it->second = {x, y};
    if (several_) {
        const float now = spread();
        if (fingers_.size() >= 2 && last_spread_ > 0 && now > 0) {
            const Point c = centre();
            Gesture g{Gesture::Kind::Pinch, c.x, c.y, start_.x, start_.y};
            g.scale = now / last_spread_;
            out_.push_back(g);
        }
        last_spread_ = now;
        return;
    }
    if (!dragging_ && std::hypot(x - start_.x, y - start_.y) < kTapSlop) return;
    Gesture g{Gesture::Kind::Drag, x, y, start_.x, start_.y, x - last_.x, y - last_.y};
    g.first_move = !dragging_;
    dragging_ = true;
    last_ = {x, y};
    out_.push_back(g);
}

void TouchGestures::up(std::int64_t finger, float x, float y, double seconds) {
    move(finger, x, y);
    fingers_.erase(finger);
    if (!fingers_.empty()) {
        last_spread_ = spread();
        return;
    }
    if (!several_ && !dragging_ && seconds - start_seconds_ <= kTapSeconds)
        out_.push_back({Gesture::Kind::Tap, start_.x, start_.y, start_.x, start_.y});
}

std::vector<Gesture> TouchGestures::take() { return std::exchange(out_, {}); }

}  // namespace kt::app
