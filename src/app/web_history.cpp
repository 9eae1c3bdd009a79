#include "web_history.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// clang-format off
// Writes origin + path into buf (cap bytes); returns the bytes it needs.
EM_JS(int, kt_js_page_address, (char* buf, int cap), {
    const text = (typeof location !== 'undefined') ? location.origin + location.pathname : "";
    const need = lengthBytesUTF8(text) + 1;
    if (need <= cap) stringToUTF8(text, buf, cap);
    return need;
});
// clang-format on

namespace kt::app::web {

std::string page_address() {
    std::string buf(512, '\0');
    int need = kt_js_page_address(buf.data(), static_cast<int>(buf.size()));
    if (need > static_cast<int>(buf.size())) {
        buf.assign(static_cast<std::size_t>(need), '\0');
        need = kt_js_page_address(buf.data(), static_cast<int>(buf.size()));
    }
    buf.resize(need > 0 ? static_cast<std::size_t>(need - 1) : 0);
    return buf;
}

}  // namespace kt::app::web
#else
namespace kt::app::web {
std::string page_address() { return {}; }
}  // namespace kt::app::web
#endif
