#!/usr/bin/env python3
"""Serves a folder (the built page, dist/ by default) on localhost.

The threaded WebAssembly build needs SharedArrayBuffer, which browsers only
give to cross-origin isolated pages: so every response carries COOP/COEP/CORP.
--no-isolation-headers leaves them out, as a plain static host would; the
page's service worker (web/coi-sw.js) must then add them.

  python3 web/serve.py --dir dist --port 8000 [--host 127.0.0.1] [--no-isolation-headers]

--port 0 picks a free port. The first stdout line is always the URL
("serving http://127.0.0.1:PORT/"), so scripts and tests can read it.
"""
import argparse
import functools
import http.server
import os
import sys

ISOLATION_HEADERS = {
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Embedder-Policy": "require-corp",
    "Cross-Origin-Resource-Policy": "same-origin",
}


class PageHandler(http.server.SimpleHTTPRequestHandler):
    isolation = True
    verbose = False

    # Explicit types: mimetypes may not know .wasm, and streaming compilation
    # (WebAssembly.instantiateStreaming) refuses anything but application/wasm.
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".html": "text/html; charset=utf-8",
        ".svg": "image/svg+xml",
        ".json": "application/json",
        ".css": "text/css",
        ".png": "image/png",
        "": "application/octet-stream",
    }

    def end_headers(self):
        if self.isolation:
            for name, value in ISOLATION_HEADERS.items():
                self.send_header(name, value)
        # Always fresh: a rebuilt page must never mix with a cached worker or wasm.
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format, *args):
        if self.verbose:
            super().log_message(format, *args)


class QuietServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        # Browsers drop connections mid-transfer on reloads; not worth a traceback.
        if PageHandler.verbose:
            super().handle_error(request, client_address)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", default="dist", help="folder to serve (default: dist)")
    parser.add_argument("--port", type=int, default=8000, help="port, 0 = any free port (default: 8000)")
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default: 127.0.0.1)")
    parser.add_argument("--no-isolation-headers", action="store_true",
                        help="send no COOP/COEP/CORP headers (test the service-worker path)")
    parser.add_argument("--verbose", action="store_true", help="log every request on stderr")
    args = parser.parse_args()

    if not os.path.isdir(args.dir):
        print(f"serve.py: no folder '{args.dir}' (build it first: ./build_wasm.sh)", file=sys.stderr)
        return 2

    PageHandler.isolation = not args.no_isolation_headers
    PageHandler.verbose = args.verbose
    handler = functools.partial(PageHandler, directory=os.path.abspath(args.dir))
    try:
        server = QuietServer((args.host, args.port), handler)
    except OSError as error:
        print(f"serve.py: cannot listen on {args.host}:{args.port}: {error.strerror}", file=sys.stderr)
        return 2

    host, port = server.server_address[:2]
    shown = f"[{host}]" if ":" in host else host
    print(f"serving http://{shown}:{port}/", flush=True)
    if args.no_isolation_headers:
        print("(without cross-origin isolation headers)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
