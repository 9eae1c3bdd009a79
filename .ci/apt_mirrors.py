#!/usr/bin/env python3
"""Prints the machine's enabled Debian 12 (bookworm*) 'deb' entries as one-line
sources.list lines, from /etc/apt/sources.list and sources.list.d/ (one-line
.list files and deb822 .sources files alike), for mmdebstrap's mirror list."""
import glob
import re


def one_line_entries(path):
    for raw in open(path, encoding="utf-8"):
        line = raw.split("#", 1)[0].strip()
        if line.startswith("deb "):
            yield line


def deb822_entries(path):
    text = open(path, encoding="utf-8").read()
    for stanza in re.split(r"\n\s*\n", text):
        fields = {}
        for raw in stanza.splitlines():
            if raw.startswith("#") or ":" not in raw:
                continue
            key, value = raw.split(":", 1)
            fields[key.strip().lower()] = value.strip()
        if "deb" not in fields.get("types", "").split() or fields.get("enabled", "yes") == "no":
            continue
        options = f"[signed-by={fields['signed-by']}] " if fields.get("signed-by", "").startswith("/") else ""
        for uri in fields.get("uris", "").split():
            for suite in fields.get("suites", "").split():
                yield f"deb {options}{uri} {suite} {fields.get('components', 'main')}"


def main():
    entries = []
    for path in ["/etc/apt/sources.list"] + sorted(glob.glob("/etc/apt/sources.list.d/*.list")):
        try:
            entries += one_line_entries(path)
        except FileNotFoundError:
            pass
    for path in sorted(glob.glob("/etc/apt/sources.list.d/*.sources")):
        entries += deb822_entries(path)
    for entry in entries:
        words = [w for w in entry.split() if not w.startswith("[") and not w.endswith("]")]
        if len(words) >= 3 and words[2].startswith("bookworm") and entry not in entries[:entries.index(entry)]:
            print(entry)


if __name__ == "__main__":
    main()
