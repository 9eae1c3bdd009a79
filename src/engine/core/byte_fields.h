// Fixed-size fields of the engine's saved formats (count snapshots, tour
// table manifests), in the machine's byte order (little-endian on every
// platform the project builds for), appended to or taken from bytes.
#pragma once

#include <cstring>
#include <string>
#include <string_view>

namespace kt {

template <class T>
void put_field(std::string& out, T value) {
    char buf[sizeof(T)];
    std::memcpy(buf, &value, sizeof(T));
    out.append(buf, sizeof(T));
}

// The caller has checked that `in` holds sizeof(T) bytes.
template <class T>
T take_field(std::string_view& in) {
    T value;
    std::memcpy(&value, in.data(), sizeof(T));
    in.remove_prefix(sizeof(T));
    return value;
}

}  // namespace kt
