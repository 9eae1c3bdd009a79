# Sourced by the CLI tests: a scratch directory, a failure counter, and
# expect_run <exit code> <stdout pattern|''> <stderr pattern|''> -- command...
# (extended regexes against the whole output; exit 2 wants one stderr line).
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

expect_run() {
  local want_rc=$1 out_pat=$2 err_pat=$3; shift 4
  "$@" >"$TMP/out" 2>"$TMP/err"
  local rc=$?
  [[ $rc == "$want_rc" ]] || fail "$* -> exit $rc, want $want_rc; stderr: $(head -c 300 "$TMP/err")"
  if [[ -n $out_pat ]] && ! grep -Eq -- "$out_pat" "$TMP/out"; then fail "$* -> stdout lacks /$out_pat/: $(head -c 300 "$TMP/out")"; fi
  if [[ -n $err_pat ]] && ! grep -Eq -- "$err_pat" "$TMP/err"; then fail "$* -> stderr lacks /$err_pat/: $(head -c 300 "$TMP/err")"; fi
  if [[ $want_rc == 2 && $(wc -l <"$TMP/err") -ne 1 ]]; then fail "$* -> want exactly one stderr line, got: $(cat "$TMP/err")"; fi
}
