# Sourced by the CLI tests: a scratch directory ($TMP, removed on exit), a
# failure counter, and the checks they share. A failed check says what and
# why and counts; `finish NAME` ends the script, exit 1 after any failure.
# The commands run under test may fail on purpose, so each check takes their
# exit code itself (also under `set -e`).
#   expect_run RC OUT_RE ERR_RE -- command...  exit RC; stdout and stderr
#       match the extended regexes ('' for any); exit 2 wants one stderr line
#   expect_error WHAT RC TEXT -- command...    exit RC with a message on
#       stderr holding TEXT ('' for any); exit 2 wants exactly one line
#   expect_output WHAT WANT -- command...      exit 0, stdout exactly WANT
#   expect_says WHAT RC TEXT -- command...     exit RC, TEXT in stdout+stderr
#   expect_eq WHAT GOT WANT, expect_has WHAT TEXT NEEDLE, expect_rc WHAT GOT WANT
#   check WHAT command...                      the command exits 0
#   field KEY                                  KEY of the last JSON line on stdin
#   within_budget WHAT GB command...           peak resident within 5% of GB
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

expect_run() {
  local want_rc=$1 out_pat=$2 err_pat=$3 rc; shift 4
  "$@" >"$TMP/out" 2>"$TMP/err" && rc=0 || rc=$?
  [[ $rc == "$want_rc" ]] || fail "$* -> exit $rc, want $want_rc; stderr: $(head -c 300 "$TMP/err")"
  if [[ -n $out_pat ]] && ! grep -Eq -- "$out_pat" "$TMP/out"; then fail "$* -> stdout lacks /$out_pat/: $(head -c 300 "$TMP/out")"; fi
  if [[ -n $err_pat ]] && ! grep -Eq -- "$err_pat" "$TMP/err"; then fail "$* -> stderr lacks /$err_pat/: $(head -c 300 "$TMP/err")"; fi
  if [[ $want_rc == 2 && $(wc -l <"$TMP/err") -ne 1 ]]; then fail "$* -> want exactly one stderr line, got: $(cat "$TMP/err")"; fi
  return 0
}

expect_error() {
  local what=$1 want_rc=$2 needle=$3 rc; shift 4
  "$@" >"$TMP/out" 2>"$TMP/err" </dev/null && rc=0 || rc=$?
  [[ $rc == "$want_rc" ]] || fail "$what: exit $rc, want $want_rc ($(head -c 300 "$TMP/err"))"
  [[ -s $TMP/err ]] || fail "$what: no message on stderr"
  if [[ -n $needle ]] && ! grep -qF -- "$needle" "$TMP/err"; then fail "$what: stderr lacks '$needle': $(head -c 300 "$TMP/err")"; fi
  if [[ $want_rc == 2 && $(wc -l <"$TMP/err") -ne 1 ]]; then fail "$what: want exactly one stderr line, got: $(cat "$TMP/err")"; fi
  return 0
}

expect_output() {
  local what=$1 want=$2 got rc; shift 3
  got=$("$@" 2>"$TMP/err") && rc=0 || rc=$?
  [[ $rc == 0 ]] || { fail "$what: exit $rc ($(head -c 300 "$TMP/err"))"; return 0; }
  [[ $got == "$want" ]] || fail "$what: got '$got', want '$want'"
}

expect_says() {
  local what=$1 want_rc=$2 needle=$3 out rc; shift 4
  out=$("$@" 2>&1) && rc=0 || rc=$?
  [[ $rc == "$want_rc" ]] || fail "$what: exit $rc, want $want_rc: $out"
  [[ $out == *"$needle"* ]] || fail "$what: wanted '$needle', got: $out"
}

expect_eq() { [[ "$2" == "$3" ]] || fail "$1: expected '$3', got '$2'"; }
expect_has() { [[ "$2" == *"$3"* ]] || fail "$1: '$3' not in '$2'"; }
expect_rc() { [[ "$2" == "$3" ]] || fail "$1: exit code $2, expected $3"; }
check() {
  local what=$1; shift
  "$@" || fail "$what"
}
field() { python3 -c 'import json,sys; print(json.loads(sys.stdin.read().strip().splitlines()[-1])[sys.argv[1]])' "$1"; }
# peak_kb command...: the most the command was resident for, in kB (its output dropped).
peak_kb() {
  python3 -c 'import resource, subprocess, sys
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)' "$@"
}
# within_budget WHAT GB command...: the command's peak stays within 5% of GB
# (what it takes besides its big arrays is seen only at the next reading).
within_budget() {
  local what=$1 gb=$2 kb; shift 2
  kb=$(peak_kb "$@")
  python3 -c 'import sys; sys.exit(int(sys.argv[1]) * 1024 > float(sys.argv[2]) * 1.05e9)' "$kb" "$gb" ||
    fail "$what: peaked at $kb kB under a $gb GB budget"
}

finish() {
  if (( failures )); then echo "$1: $failures check(s) failed"; exit 1; fi
  echo "$1: all passed"
}
