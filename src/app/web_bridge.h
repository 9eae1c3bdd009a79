// The page's browser interop: the URL fragment and history, the clipboard,
// downloads, the canvas as PNG, and the HTML layer over the canvas
// (web/overlay.js: pasted and dropped text, the on-screen keyboard). Under Emscripten these call
// JavaScript (EM_JS); natively they are no-ops returning "nothing there", so
// the same app code runs in both.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace kt::app::web {

// The URL fragment without its '#' ("" natively or when there is none).
std::string location_hash();
// Sets the fragment: push adds a history entry (Back returns to the old one),
// replace rewrites the current one. Neither fires hashchange.
void push_hash(const std::string& fragment);
void replace_hash(const std::string& fragment);
// True once after the user navigated (Back/Forward, edited the fragment):
// listens for popstate and hashchange from the first call on.
bool take_hash_changed();

// navigator.clipboard.writeText (asynchronous; failures go to the console).
void copy_to_clipboard(const std::string& text);
// navigator.share where there is one, else the clipboard: `text`, then the
// page's full address (origin and path) with `fragment` as its '#' part.
void share_text(const std::string& title, const std::string& text, const std::string& fragment);
// Saves `text` as a file through a Blob and an <a download>.
void download_text(const std::string& filename, const std::string& mime, const std::string& text);
// Saves the rectangle (x, y, w, h in window pixels of a window window_w wide)
// of the WebGL canvas as a PNG file. Call it in the same frame, right after
// drawing: the drawing buffer is only valid until the browser composites it.
// Returns the data URL length (0 natively or on failure), for tests.
int download_canvas_png(const std::string& filename, float x, float y, float w, float h, float window_w);

// What web/overlay.js collected since the last call: pasted text, dropped
// files and characters typed on an on-screen keyboard, oldest first.
struct PageText {
    enum class Kind { Paste, File, Typed, Backspace, Notice } kind = Kind::Paste;
    std::string name;  // the file's name for Kind::File
    std::string text;  // Notice: a message for the person
};
std::vector<PageText> take_page_text();
// The oldest item of the page's queue window[name] (an array web/overlay.js or
// web/a11y.js fills): null when it is empty, an empty object when it was no object.
nlohmann::json take_queued(const char* name);
// Asks the browser for the clipboard's text (navigator.clipboard.readText);
// it arrives later through take_page_text() as a paste.
void request_clipboard_text();
// True on a device whose main pointer is a finger (coarse pointer, touch points).
bool touch_device();
// CSS pixels per device pixel of the screen the page is on (1 natively).
float device_pixel_ratio();
// The page's size in CSS pixels; false natively.
bool viewport_size(int& width, int& height);
// Keeps an HTML text field focused over the app's active text field (x, y,
// w, h in CSS pixels), so phones show their keyboard; active=false blurs it.
void text_entry_overlay(bool active, float x, float y, float w, float h);

}  // namespace kt::app::web
