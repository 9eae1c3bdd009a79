#!/usr/bin/env python3
"""Mutation testing of the engine: do the unit tests notice a small change?

Each mutant is one small change to one engine source (a comparison flipped,
an integer constant moved by one, && swapped with ||, a statement deleted).
The script copies the tree to BUILD_ROOT/tree (the working tree is never
touched), builds the unit tests there, applies one mutant at a time, rebuilds
the test binaries of the mutated file's folder and runs them. A mutant is
*caught* when a test fails or runs past its time limit, *survives* when all
pass, and is *stillborn* (left out of the score) when it does not compile.

  python3 tests/mutation/run.py --per-folder 4 --seed 1 --folders core,puzzle
  python3 tests/mutation/run.py --list --folders share      # the mutants only

The report gives, per src/engine/<folder>, caught/total and every survivor
(file, line, change), to judge by hand: some changes are harmless (a buffer
one larger, a check that cannot fail there). The same seed and options give
the same mutants. Run it at low priority on a shared machine:
`nice -n 19 python3 tests/mutation/run.py ...`; with ccache
(CMAKE_CXX_COMPILER_LAUNCHER=ccache) each mutant recompiles one file.
"""
import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# The test binaries (tests/engine/<name>.cpp) that exercise each folder.
# A mutant runs only these, to keep a mutant to seconds; a change caught only
# by another folder's tests counts as a survivor here.
TESTS = {
    "board": ["layout_test", "board_test"],
    "core": ["board_test", "growing_array_test", "joined_arrays_test", "page_pool_test", "thread_team_test",
             "notation_test", "count_past_128_test"],
    "count": ["frontier_test", "tour_count_test", "subchains_test", "subchain_selection_test", "frontier_exchange_test",
              "key_numbers_test", "count_past_128_test",
              "subchain_results_test", "subchain_run_test"],
    "format": ["format_test", "notation_test", "square_reader_test"],
    "iso": ["isomorphism_test", "tour_line_reader_test"],
    "options": ["option_table_test"],
    "puzzle": ["puzzle_test", "clue_puzzle_test", "clue_play_test", "clue_daily_test"],
    "rank": ["tour_rank_test", "tour_numbering_test", "completion_map_test", "cut_table_test", "line_scatter_test", "packed_places_test",
             "phase_lists_test", "subchain_order_test"],
    "share": ["share_link_test"],
    "solve": ["solvers_test", "solver_table_test", "solver_teaching_test", "hamilton_enumerator_test", "divide_strips_test"],
    "theory": ["existence_test"],
    "walks": ["walks_test"],
}

COMPARISONS = {" == ": " != ", " != ": " == ", " < ": " >= ", " >= ": " < ", " > ": " <= ", " <= ": " > "}
LOGIC = {" && ": " || ", " || ": " && "}
INTEGER = re.compile(r"(?<![\w.'])(\d+)(?![\w.'])")
# A statement on one line that is an assignment, an increment or a call (not a
# declaration, a return or a control statement): deleting it leaves code that
# still compiles, usually.
STATEMENT = re.compile(r"^\s*(?!return\b|if\b|for\b|while\b|else\b|case\b|break\b|continue\b|default\b|using\b|"
                       r"const\b|auto\b|static\b|typedef\b|namespace\b)"
                       r"(?:\+\+|--)?[A-Za-z_][\w.\->\[\]()*]*\s*(?:\+\+|--|[-+*/|&^]?=(?!=)[^;]*|\([^;]*\))\s*;\s*$")


def code_part(line):
    """The line without its // comment and string or character literals, so
    that no mutant lands in them (same length, blanked)."""
    out, quote, i = [], None, 0
    while i < len(line):
        c = line[i]
        if quote:
            out.append(" ")
            if c == "\\":
                out.append(" ")
                i += 1
            elif c == quote:
                quote = None
        elif c in "\"'" and not (c == "'" and i > 0 and line[i - 1].isalnum()):  # 1'000 digit separators
            quote = c
            out.append(" ")
        elif line.startswith("//", i):
            break
        else:
            out.append(c)
        i += 1
    return "".join(out)


def mutants_of(path, rel):
    """Every mutant of one file: (rel, line number, kind, old line, new line)."""
    found = []
    in_block_comment = False
    for number, line in enumerate(path.read_text().splitlines(), 1):
        stripped = line.strip()
        if in_block_comment:
            in_block_comment = "*/" not in stripped
            continue
        if stripped.startswith("/*"):
            in_block_comment = "*/" not in stripped
            continue
        if not stripped or stripped.startswith(("#", "//", "static_assert", "template")):
            continue
        code = code_part(line)
        for table, kind in ((COMPARISONS, "comparison"), (LOGIC, "logic")):
            for old, new in table.items():
                start = code.find(old)
                while start >= 0:
                    found.append((rel, number, f"{kind} '{old.strip()}' -> '{new.strip()}'", line,
                                  line[:start] + new + line[start + len(old):]))
                    start = code.find(old, start + 1)
        for match in INTEGER.finditer(code):
            value = int(match.group(1))
            new_value = value + 1 if value in (0, 1) or number % 2 else value - 1
            found.append((rel, number, f"constant {value} -> {new_value}", line,
                          line[:match.start()] + str(new_value) + line[match.end():]))
        if STATEMENT.match(code) and line.rstrip().endswith(";"):
            indent = line[:len(line) - len(line.lstrip())]
            found.append((rel, number, "statement deleted", line, indent + ";"))
    return found


def run(command, cwd, timeout=None, log=None):
    """Runs a command; returns (exit code or 'timeout', seconds)."""
    start = time.monotonic()
    try:
        done = subprocess.run(command, cwd=cwd, timeout=timeout, stdout=log or subprocess.DEVNULL,
                              stderr=subprocess.STDOUT)
        return done.returncode, time.monotonic() - start
    except subprocess.TimeoutExpired:
        return "timeout", time.monotonic() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--folders", default=",".join(sorted(TESTS)),
                        help="comma-separated src/engine folders (default: all)")
    parser.add_argument("--per-folder", type=int, default=0, help="mutants sampled per folder (0: all)")
    parser.add_argument("--seed", type=int, default=1, help="sampling seed")
    parser.add_argument("--build-root", default=str(ROOT / "build" / "mutation"),
                        help="scratch folder: the copied tree and its build (default build/mutation)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--cpp-only", action="store_true",
                        help="mutate .cpp files only (a header's mutant recompiles everything that includes it)")
    parser.add_argument("--list", action="store_true", help="print the sampled mutants and stop")
    args = parser.parse_args()

    folders = [f for f in args.folders.split(",") if f]
    for folder in folders:
        if folder not in TESTS:
            sys.exit(f"run.py: unknown folder '{folder}' (known: {', '.join(sorted(TESTS))})")
    rng = random.Random(args.seed)
    sample = {}
    for folder in folders:
        every = []
        for path in sorted((ROOT / "src" / "engine" / folder).glob("*")):
            if path.suffix in ((".cpp",) if args.cpp_only else (".cpp", ".h", ".inc")):
                every += mutants_of(path, path.relative_to(ROOT).as_posix())
        chosen = rng.sample(every, min(args.per_folder, len(every))) if args.per_folder else every
        sample[folder] = sorted(chosen, key=lambda m: (m[0], m[1]))
    if args.list:
        for folder, mutants in sample.items():
            for rel, number, kind, _, _ in mutants:
                print(f"{folder}\t{rel}:{number}\t{kind}")
        return 0

    build_root = Path(args.build_root)
    tree = build_root / "tree"
    build = tree / "build" / "release"  # same depth as build/release: ccache hits on its objects
    log_path = build_root / "mutation.log"
    build_root.mkdir(parents=True, exist_ok=True)
    def copy_if_changed(source, target):
        # Only a changed file is written, and then with a fresh time stamp:
        # copied with its source's older time, make would keep a stale object.
        target = Path(target)
        if target.is_file() and target.read_bytes() == Path(source).read_bytes():
            return target
        return shutil.copyfile(source, target)
    for part in ("src", "tests", "assets", "shaders"):
        if (ROOT / part).exists():
            shutil.copytree(ROOT / part, tree / part, dirs_exist_ok=True, copy_function=copy_if_changed,
                            ignore=shutil.ignore_patterns("node_modules", "artifacts"))
    copy_if_changed(ROOT / "CMakeLists.txt", tree / "CMakeLists.txt")
    log = open(log_path, "w")
    print(f"mutation: tree copied to {tree}, log in {log_path}", flush=True)
    code, _ = run(["cmake", "-S", str(tree), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release", "-DKT_BUILD_APP=OFF",
                   "-DKT_BUILD_CLI=OFF", "-DKT_BUILD_BENCH=OFF"], tree, log=log)
    if code != 0:
        sys.exit(f"run.py: configure failed (see {log_path})")
    tests = sorted({t for folder in folders for t in TESTS[folder]})
    code, seconds = run(["cmake", "--build", str(build), "-j", str(args.jobs), "--target", *tests], tree, log=log)
    if code != 0:
        sys.exit(f"run.py: the unmutated tests do not build (see {log_path})")
    print(f"mutation: baseline built in {seconds:.0f} s", flush=True)
    limit = {}
    for test in tests:
        code, seconds = run([str(build / "tests" / test)], build, timeout=900, log=log)
        if code != 0:
            sys.exit(f"run.py: {test} fails before any mutation (see {log_path})")
        limit[test] = max(30.0, 5 * seconds)  # a mutant that loops forever is caught by this limit

    results = {}
    for folder, mutants in sample.items():
        results[folder] = []
        for rel, number, kind, old_line, new_line in mutants:
            path = tree / rel
            original = path.read_text()
            lines = original.split("\n")
            assert lines[number - 1] == old_line
            lines[number - 1] = new_line
            path.write_text("\n".join(lines))
            try:
                log.write(f"\n=== {rel}:{number} {kind}\n")
                log.flush()
                code, _ = run(["cmake", "--build", str(build), "-j", str(args.jobs), "--target", *TESTS[folder]],
                              tree, log=log)
                if code != 0:
                    verdict = "stillborn"
                else:
                    verdict = "survived"
                    for test in TESTS[folder]:
                        code, _ = run([str(build / "tests" / test)], build, timeout=limit[test], log=log)
                        if code != 0:
                            verdict = f"caught by {test}" + (" (time limit)" if code == "timeout" else "")
                            break
            finally:
                path.write_text(original)
            results[folder].append((rel, number, kind, verdict))
            print(f"{folder}\t{rel}:{number}\t{kind}\t{verdict}", flush=True)

    print("\nfolder\tcaught/total\t(stillborn)")
    for folder, rows in results.items():
        scored = [r for r in rows if r[3] != "stillborn"]
        caught = sum(1 for r in scored if r[3].startswith("caught"))
        print(f"{folder}\t{caught}/{len(scored)}\t({len(rows) - len(scored)})")
    survivors = [r for rows in results.values() for r in rows if r[3] == "survived"]
    if survivors:
        print("\nsurvivors:")
        for rel, number, kind, _ in survivors:
            print(f"  {rel}:{number}\t{kind}")
    print(f"\nrepeat: python3 tests/mutation/run.py --folders {','.join(folders)} "
          f"--per-folder {args.per_folder} --seed {args.seed}" + (" --cpp-only" if args.cpp_only else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
