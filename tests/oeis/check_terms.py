#!/usr/bin/env python3
"""Checks `knights count --json` against the published OEIS terms in this folder.

Each A*.seq file holds an entry's name, offset and data lines as published,
under one line saying which count each term is:
    # knights: board=3x2n kind=closed [directed] ci_through=23
`--ci` counts the terms up to ci_through (the ones that take seconds here),
`--rest` the others, each timed: wall, user and system time, peak memory.
"""
import argparse
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


class Sequence:
    def __init__(self, path):
        self.name = path.stem
        self.terms, header, offset = [], None, None
        for number, line in enumerate(path.read_text().splitlines(), 1):
            where = f"{path.name}:{number}"
            if line.startswith("# knights:"):
                header = dict(self._field(part, where) for part in line[len("# knights:"):].split())
            elif line.startswith("%O "):
                offset = int(line.split()[2].split(",")[0])
            elif line[:3] in ("%S ", "%T ", "%U "):
                self.terms += [t for t in line.split(None, 2)[2].split(",") if t]
        if header is None or offset is None:
            sys.exit(f"{path.name}: needs a '# knights:' line and an %O line")
        self.rows, self.cols = (self._side(s, path.name) for s in header["board"].split("x"))
        self.kind = header["kind"]
        self.directed = "directed" in header
        self.ci_through = int(header["ci_through"])
        self.offset = offset

    @staticmethod
    def _field(part, where):
        key, _, value = part.partition("=")
        if key not in ("board", "kind", "directed", "ci_through"):
            sys.exit(f"{where}: unknown field '{key}'")
        return key, value

    @staticmethod
    def _side(text, where):
        match = re.fullmatch(r"(\d*)(n?)", text)
        if not match or not text:
            sys.exit(f"{where}: board side '{text}' is not a number, n or kn")
        factor = int(match.group(1) or 1)
        return (lambda n: factor * n) if match.group(2) else (lambda n: factor)

    def cases(self):
        for i, term in enumerate(self.terms):
            n = self.offset + i
            yield n, f"{self.rows(n)}x{self.cols(n)}", term


def run_count(knights, board, seq, threads, timeout):
    """Runs one count; returns (json or None, error text, wall, user, sys, peak bytes)."""
    args = [knights, "count", "--board", board, f"--{seq.kind}", "--json", "--quiet", "--threads", str(threads)]
    if seq.directed:
        args.append("--directed")
    start = time.monotonic()
    # Files, not pipes: nothing reads a pipe while the count runs, so a full one would stall it.
    out_file, err_file = tempfile.TemporaryFile(), tempfile.TemporaryFile()
    proc = subprocess.Popen(args, stdout=out_file, stderr=err_file, start_new_session=True)
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        wall = time.monotonic() - start
        if pid:
            break
        if timeout and wall > timeout:
            os.killpg(proc.pid, signal.SIGKILL)
            _, status, usage = os.wait4(proc.pid, 0)
            return None, f"not finished in {timeout:.0f} s", wall, usage.ru_utime, usage.ru_stime, usage.ru_maxrss * 1024
        time.sleep(0.02)
    out_file.seek(0)
    err_file.seek(0)
    out, err = out_file.read().decode(), err_file.read().decode()
    times = (wall, usage.ru_utime, usage.ru_stime, usage.ru_maxrss * 1024)
    if os.waitstatus_to_exitcode(status) != 0:
        return None, f"exit {os.waitstatus_to_exitcode(status)}: {err.strip() or out.strip()}", *times
    try:
        return json.loads(out), "", *times
    except json.JSONDecodeError:
        return None, f"not JSON: {out[:200]!r}", *times


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--knights", default="build/native/src/cli/knights")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--ci", action="store_true", help="terms up to each file's ci_through (default)")
    which.add_argument("--rest", action="store_true", help="terms past ci_through, each timed")
    which.add_argument("--all", action="store_true")
    parser.add_argument("--only", nargs="*", default=[], help="A-numbers to check (default: every file)")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=0, help="seconds per term (0: none)")
    parser.add_argument("--data", default=str(HERE), help="folder of A*.seq files")
    opts = parser.parse_args()

    files = sorted(Path(opts.data).glob("A*.seq"))
    if opts.only:
        files = [f for f in files if f.stem in opts.only]
    if not files:
        sys.exit(f"no A*.seq files in {opts.data} match {opts.only}")
    agreed, failed, unfinished = 0, 0, 0
    for seq in map(Sequence, files):
        gave_up = False
        for n, board, term in seq.cases():
            in_ci = n <= seq.ci_through
            if (opts.rest and in_ci) or (not opts.rest and not opts.all and not in_ci):
                continue
            if gave_up:  # the terms grow with n: the next would not finish either
                unfinished += 1
                print(f"{seq.name}({n}) {board}: not tried, as the term before did not finish", flush=True)
                continue
            result, error, wall, user, system, peak = run_count(opts.knights, board, seq, opts.threads, opts.timeout)
            what = f"{seq.name}({n}) {board} {seq.kind}{' directed' if seq.directed else ''}"
            timing = f"{wall:.2f} s wall, {user:.2f} s user, {system:.2f} s system, {peak / 2**20:.0f} MB peak"
            if result is None:
                gave_up = error.startswith("not finished")
                unfinished += gave_up
                failed += not gave_up
                print(f"{what}: {error} ({timing})", flush=True)
            elif result.get("count") != term:
                failed += 1
                print(f"{what}: counted {result.get('count')}, published {term} ({timing})", flush=True)
            else:
                agreed += 1
                print(f"{what}: {term} agrees ({timing})", flush=True)
    print(f"{agreed + failed + unfinished} terms: {agreed} agree, {failed} differ or fail, {unfinished} unfinished")
    return 1 if failed or (unfinished and not opts.rest) else 0

if __name__ == "__main__":
    sys.exit(main())
