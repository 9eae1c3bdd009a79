// localStorage through EM_JS; failures (private mode, quota) are ignored:
// progress then lasts only until the page closes.
#include "tabs/puzzle_storage.h"

#include <map>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// clang-format off
EM_JS(int, kt_js_storage_get, (const char* key, char* buf, int cap), {
    let v = null;
    try { v = window.localStorage.getItem(UTF8ToString(key)); } catch (e) { v = null; }
    if (v === null) return 0;
    const need = lengthBytesUTF8(v) + 1;
    if (need <= cap) stringToUTF8(v, buf, cap);
    return need;
});
EM_JS(void, kt_js_storage_set, (const char* key, const char* value), {
    try { window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value)); } catch (e) { console.warn('localStorage: ' + e); }
});
// clang-format on
#endif

namespace kt::app::storage {

#ifdef __EMSCRIPTEN__
std::string get(const std::string& key) {
    std::string buf(256, '\0');
    int need = kt_js_storage_get(key.c_str(), buf.data(), static_cast<int>(buf.size()));
    if (need == 0) return {};
    if (need > static_cast<int>(buf.size())) {
        buf.assign(static_cast<std::size_t>(need), '\0');
        need = kt_js_storage_get(key.c_str(), buf.data(), need);
    }
    buf.resize(static_cast<std::size_t>(need - 1));
    return buf;
}
void set(const std::string& key, const std::string& value) { kt_js_storage_set(key.c_str(), value.c_str()); }
#else
namespace {
std::map<std::string, std::string>& memory() {
    static std::map<std::string, std::string> m;
    return m;
}
}  // namespace
std::string get(const std::string& key) {
    const auto it = memory().find(key);
    return it == memory().end() ? std::string{} : it->second;
}
void set(const std::string& key, const std::string& value) { memory()[key] = value; }
#endif

}  // namespace kt::app::storage
