#!/usr/bin/env bash
# Runs one libFuzzer harness for a bounded time from the corpus kept in
# Fuzz/Corpus/<name>, and fails with the reproducer's path when it finds a
# crash or a broken invariant.
#
#   Fuzz/run.sh <harness> <seconds> [extra libFuzzer flags]
#
# FUZZ_BUILD picks the build: `asan` (default; .build, -sanitize=fuzzer,address,
# what `make test` replays the corpus with) or `explore` (.build-explore,
# -sanitize=fuzzer only: two to three times the executions per second, for
# long coverage-exploration runs; `make fuzz`).
#
# New corpus units and crash artifacts go to $FUZZ_WORK (default
# Fuzz/.build/work), never into the repository: to keep a new unit, minimise
# it into Fuzz/Corpus with `make fuzz-corpus`.
set -euo pipefail
cd "$(dirname "$0")"
name=$1
seconds=$2
shift 2
case ${FUZZ_BUILD:-asan} in
asan) binary=.build/release/fuzz-$name ;;
explore) binary=.build-explore/release/fuzz-$name ;;
*) echo "FUZZ_BUILD must be asan or explore" >&2; exit 2 ;;
esac
work=${FUZZ_WORK:-.build/work}/$name
mkdir -p "$work/corpus" "$work/artifacts"
# The kept corpus is one archive per harness (Corpus/<name>.tar.xz, made by
# `make fuzz-corpus`), unpacked into $work/seed whenever it changed, so that a
# corpus update is one binary file in a diff, not thousands of small ones.
seed=$work/seed
archive=Corpus/$name.tar.xz
if [ -e "$archive" ] && { [ ! -e "$seed/.unpacked" ] || [ "$archive" -nt "$seed/.unpacked" ]; }; then
    rm -rf "$seed"
    mkdir -p "$seed"
    tar -xJf "$archive" -C "$seed"
    touch "$seed/.unpacked"
fi
mkdir -p "$seed"
log=$work/last.log
# Swift's backtracer would turn each saved crash into a long symbolication; the
# invariant message and libFuzzer's reproducer are what matters here.
export SWIFT_BACKTRACE=enable=no
export LSAN_OPTIONS=suppressions=$PWD/lsan-suppressions.txt
set +e
start=$SECONDS
"$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
    -print_final_stats=1 -artifact_prefix="$work/artifacts/" "$@" \
    "$work/corpus" "$seed" >"$log" 2>&1
status=$?
elapsed=$((SECONDS - start))
set -e
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
echo "fuzz-$name: ${runs:-?} executions in ${elapsed}s (${rate:-?}/s), exit $status"
if [ "$status" -ne 0 ]; then
    grep -E 'invariant violated|Fatal error|ERROR: |SUMMARY' "$log" | head -5 || true
    for f in "$work"/artifacts/*; do [ -e "$f" ] && echo "reproducer: Fuzz/$f"; done
    echo "replay with: FUZZ_TRACE=1 Fuzz/$binary <reproducer>" >&2
    exit 1
fi
