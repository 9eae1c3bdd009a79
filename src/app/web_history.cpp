#include "web_history.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// clang-format off
// Writes origin + path into buf (cap bytes, cut to fit).
EM_JS(void, kt_js_page_address, (char* buf, int cap), {
    const text = (typeof location !== 'undefined') ? location.origin + location.pathname : "";
    stringToUTF8(text, buf, cap);
});
// clang-format on

namespace kt::app::web {

std::string page_address() {
    char buf[4096];  // longer page addresses are cut; no real host comes near
    kt_js_page_address(buf, sizeof buf);
    return buf;
}

}  // namespace kt::app::web
#else
namespace kt::app::web {
std::string page_address() { return {}; }
}  // namespace kt::app::web
#endif
