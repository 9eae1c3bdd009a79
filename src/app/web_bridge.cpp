#include "web_bridge.h"

#include <cstdlib>

#include <nlohmann/json.hpp>

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
// The share sheet where the browser has one (phones), else the clipboard; the
// link is the page's own address with `fragment`, so it opens anywhere.
EM_JS(void, kt_js_share, (const char* title, const char* text, const char* fragment), {
    const url = location.origin + location.pathname + '#' + UTF8ToString(fragment);
    const data = { title: UTF8ToString(title), text: UTF8ToString(text), url };
    const whole = data.text + '\n' + url;
    window.ktLastShared = whole;
    const copy = () => {
        if (navigator.clipboard && navigator.clipboard.writeText)
            navigator.clipboard.writeText(whole).catch((e) => console.warn('clipboard: ' + e));
        else console.warn('clipboard: not available on this page');
    };
    if (navigator.share && (!navigator.canShare || navigator.canShare(data)))
        navigator.share(data).catch((e) => { if (e.name !== 'AbortError') copy(); });
    else copy();
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
// The oldest item of the page's queue window[name] (web/overlay.js's inbox,
// web/a11y.js's) as malloc'ed JSON, or 0 when it is empty.
EM_JS(char*, kt_js_take_queued, (const char* name), {
    const inbox = window[UTF8ToString(name)];
    if (!inbox || inbox.length === 0) return 0;
    const json = JSON.stringify(inbox.shift());
    const size = lengthBytesUTF8(json) + 1;
    const buf = _malloc(size);
    if (buf) stringToUTF8(json, buf, size);
    return buf;
});
EM_JS(void, kt_js_request_clipboard_text, (), {
    if (window.ktOverlay) window.ktOverlay.pasteFromClipboard();
});
EM_JS(int, kt_js_touch_device, (), {
    const query = (q) => !!(window.matchMedia && window.matchMedia(q).matches);
    return (query('(pointer: coarse)') || (navigator.maxTouchPoints > 0 && !query('(pointer: fine)'))) ? 1 : 0;
});
EM_JS(double, kt_js_device_pixel_ratio, (), { return window.devicePixelRatio || 1; });
EM_JS(int, kt_js_viewport_width, (), { return document.documentElement.clientWidth || window.innerWidth; });
EM_JS(int, kt_js_viewport_height, (), { return document.documentElement.clientHeight || window.innerHeight; });
EM_JS(void, kt_js_text_entry, (int active, float x, float y, float w, float h), {
    if (window.ktOverlay) window.ktOverlay.textEntry(!!active, x, y, w, h);
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
void share_text(const std::string& title, const std::string& text, const std::string& fragment) {
    kt_js_share(title.c_str(), text.c_str(), fragment.c_str());
}
void download_text(const std::string& filename, const std::string& mime, const std::string& text) {
    kt_js_download(filename.c_str(), mime.c_str(), text.c_str());
}
int download_canvas_png(const std::string& filename, float x, float y, float w, float h, float window_w) {
    return kt_js_canvas_png(filename.c_str(), x, y, w, h, window_w);
}
nlohmann::json take_queued(const char* queue) {
    char* raw = kt_js_take_queued(queue);
    if (!raw) return nullptr;
    auto item = nlohmann::json::parse(raw, nullptr, false);
    std::free(raw);
    return item.is_object() ? item : nlohmann::json::object();
}
std::vector<PageText> take_page_text() {
    std::vector<PageText> out;
    for (nlohmann::json item; !(item = take_queued("ktInbox")).is_null();) {
        if (item.empty()) continue;  // not an object: nothing to take
        const std::string kind = item.value("kind", "");
        PageText text;
        text.kind = kind == "file"        ? PageText::Kind::File
                    : kind == "typed"     ? PageText::Kind::Typed
                    : kind == "backspace" ? PageText::Kind::Backspace
                    : kind == "notice"    ? PageText::Kind::Notice
                                          : PageText::Kind::Paste;
        text.name = item.value("name", "");
        text.text = item.value("text", "");
        out.push_back(std::move(text));
    }
    return out;
}
void request_clipboard_text() { kt_js_request_clipboard_text(); }
bool touch_device() {
    static const bool touch = kt_js_touch_device() != 0;  // the device does not change under the page
    return touch;
}
float device_pixel_ratio() { return static_cast<float>(kt_js_device_pixel_ratio()); }
bool viewport_size(int& width, int& height) {
    width = kt_js_viewport_width();
    height = kt_js_viewport_height();
    return width > 0 && height > 0;
}
void text_entry_overlay(bool active, float x, float y, float w, float h) { kt_js_text_entry(active, x, y, w, h); }
#else
nlohmann::json take_queued(const char*) { return nullptr; }
std::vector<PageText> take_page_text() { return {}; }
void request_clipboard_text() {}
bool touch_device() { return false; }
float device_pixel_ratio() { return 1; }
bool viewport_size(int&, int&) { return false; }
void text_entry_overlay(bool, float, float, float, float) {}
std::string location_hash() { return {}; }
void push_hash(const std::string&) {}
void replace_hash(const std::string&) {}
bool take_hash_changed() { return false; }
void copy_to_clipboard(const std::string&) {}
void share_text(const std::string&, const std::string&, const std::string&) {}
void download_text(const std::string&, const std::string&, const std::string&) {}
int download_canvas_png(const std::string&, float, float, float, float, float) { return 0; }
#endif

}  // namespace kt::app::web
