#!/usr/bin/env bash
# Proves check-provenance.py can fail: it must reject the fixture naming the
# exact lines that lack a (well-formed) provenance line, and accept the stubs.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
fixture="$here/ProvenanceFixtures/missing.swift"
set +e
out=$(python3 "$here/check-provenance.py" "$fixture")
status=$?
set -e
fail() { echo "check-provenance self-test FAILED: $1"; echo "$out"; exit 1; }
[ $status -eq 1 ] || fail "exit status $status on the fixture, expected 1"
for line in 9 12 15; do
    grep -q "^$fixture:$line: " <<<"$out" || fail "line $line of the fixture not reported"
done
[ "$(grep -c "^$fixture:" <<<"$out")" -eq 3 ] || fail "reported other lines than 9, 12 and 15"
echo "check-provenance self-test: the fixture's 3 missing or malformed lines were reported"
