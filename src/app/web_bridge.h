// The page's browser interop: the URL fragment and history, the
// clipboard, downloads and the canvas as PNG. Under Emscripten these call
// JavaScript (EM_JS); natively they are no-ops returning "nothing there", so
// the same app code runs in both.
#pragma once

#include <string>

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
// Saves `text` as a file through a Blob and an <a download>.
void download_text(const std::string& filename, const std::string& mime, const std::string& text);
// Saves the rectangle (x, y, w, h in window pixels of a window window_w wide)
// of the WebGL canvas as a PNG file. Call it in the same frame, right after
// drawing: the drawing buffer is only valid until the browser composites it.
// Returns the data URL length (0 natively or on failure), for tests.
int download_canvas_png(const std::string& filename, float x, float y, float w, float h, float window_w);

}  // namespace kt::app::web
