#include "web_bridge.h"


#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// clang-format off
// Writes the fragment into buf (cap bytes); returns the bytes it needs.
EM_JS(int, kt_js_location_hash, (char* buf, int cap), {
    const h = (typeof location !== 'undefined' && location.hash) ? location.hash.substring(1) : "";
    let text = h;
    try { text = decodeURIComponent(h); } catch (e) { /* keep it raw */ }
    const need = lengthBytesUTF8(text) + 1;
    if (need <= cap) stringToUTF8(text, buf, cap);
    return need;
});
EM_JS(void, kt_js_set_hash, (const char* fragment, int push), {
    const url = location.pathname + location.search + '#' + UTF8ToString(fragment);
    try {
        if (push) history.pushState(null, "", url); else history.replaceState(null, "", url);
    } catch (e) { console.warn('history: ' + e); }
});
EM_JS(int, kt_js_take_hash_changed, (), {
    if (!window.ktHashWatch) {
        window.ktHashWatch = { changed: false };
        const mark = () => { window.ktHashWatch.changed = true; };
        window.addEventListener('popstate', mark);
        window.addEventListener('hashchange', mark);
    }
    const changed = window.ktHashWatch.changed;
    window.ktHashWatch.changed = false;
    return changed ? 1 : 0;
});
EM_JS(void, kt_js_copy, (const char* text), {
    const s = UTF8ToString(text);
    window.ktLastCopied = s;
    if (navigator.clipboard && navigator.clipboard.writeText)
        navigator.clipboard.writeText(s).catch((e) => console.warn('clipboard: ' + e));
    else console.warn('clipboard: not available on this page');
});
EM_JS(void, kt_js_download, (const char* name, const char* mime, const char* text), {
    const blob = new Blob([UTF8ToString(text)], { type: UTF8ToString(mime) });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = UTF8ToString(name);
    window.ktLastDownload = { name: a.download, size: blob.size };
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10000);
});
EM_JS(int, kt_js_canvas_png, (const char* name, float x, float y, float w, float h, float window_w), {
    const canvas = Module.canvas || document.getElementById('canvas');
    if (!canvas || w < 1 || h < 1) return 0;
    const scale = window_w > 0 ? canvas.width / window_w : 1;
    const out = document.createElement('canvas');
    out.width = Math.max(1, Math.round(w * scale));
    out.height = Math.max(1, Math.round(h * scale));
    out.getContext('2d').drawImage(canvas, x * scale, y * scale, w * scale, h * scale, 0, 0, out.width, out.height);
    const url = out.toDataURL('image/png');
    const a = document.createElement('a');
    a.href = url;
    a.download = UTF8ToString(name);
    window.ktLastDownload = { name: a.download, size: url.length, png: url };
    document.body.appendChild(a);
    a.click();
    a.remove();
    return url.length;
});
// clang-format on
#endif

namespace kt::app::web {

#ifdef __EMSCRIPTEN__
std::string location_hash() {
    std::string buf(256, '\0');
    int need = kt_js_location_hash(buf.data(), static_cast<int>(buf.size()));
    if (need > static_cast<int>(buf.size())) {
        buf.assign(static_cast<std::size_t>(need), '\0');
        need = kt_js_location_hash(buf.data(), static_cast<int>(buf.size()));
    }
    buf.resize(need > 0 ? static_cast<std::size_t>(need - 1) : 0);
    return buf;
}
void push_hash(const std::string& fragment) { kt_js_set_hash(fragment.c_str(), 1); }
void replace_hash(const std::string& fragment) { kt_js_set_hash(fragment.c_str(), 0); }
bool take_hash_changed() { return kt_js_take_hash_changed() != 0; }
void copy_to_clipboard(const std::string& text) { kt_js_copy(text.c_str()); }
void download_text(const std::string& filename, const std::string& mime, const std::string& text) {
    kt_js_download(filename.c_str(), mime.c_str(), text.c_str());
}
int download_canvas_png(const std::string& filename, float x, float y, float w, float h, float window_w) {
    return kt_js_canvas_png(filename.c_str(), x, y, w, h, window_w);
}
#else
std::string location_hash() { return {}; }
void push_hash(const std::string&) {}
void replace_hash(const std::string&) {}
bool take_hash_changed() { return false; }
void copy_to_clipboard(const std::string&) {}
void download_text(const std::string&, const std::string&, const std::string&) {}
int download_canvas_png(const std::string&, float, float, float, float, float) { return 0; }
#endif

}  // namespace kt::app::web
