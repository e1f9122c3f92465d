#!/usr/bin/env bash
# A long fuzzing campaign on a shared machine: runs the harnesses one at a
# time (one libFuzzer process, nice'd), in turns of <slice> seconds each, until
# <end> (a `date -d` time such as 02:20), with the exploration build
# (FUZZ_BUILD=explore, no AddressSanitizer). Each turn appends one line to
# Fuzz/.build/work/campaign.tsv: harness, seconds, executions, executions per
# second, libFuzzer's edge coverage and features at the end, exit status.
# A crash does not stop the campaign: its reproducer stays in
# Fuzz/.build/work/<harness>/artifacts and the turn's log is kept next to it.
#
#   Fuzz/campaign.sh <end> <slice-seconds> [harness ...]
#
# Build first with `make fuzz-build-explore FUZZ_HARNESSES="..."`. The harness
# list is read again from Fuzz/.build/work/campaign-harnesses (one name a
# line) before every turn when that file exists, so harnesses built during the
# campaign can join it. Stop it early with `kill <pid>` (the pid is in
# Fuzz/.build/work/campaign.pid).
set -uo pipefail
cd "$(dirname "$0")"
end=$(date -d "$1" +%s)
slice=$2
shift 2
work=.build/work
mkdir -p "$work"
echo $$ >"$work/campaign.pid"
list=$work/campaign-harnesses
[ $# -gt 0 ] && printf '%s\n' "$@" >"$list"
table=$work/campaign.tsv
[ -e "$table" ] || printf 'harness\tseconds\texecutions\texec_per_s\tcov\tft\tstatus\n' >"$table"
turn=0
while true; do
    mapfile -t harnesses <"$list"
    for h in "${harnesses[@]}"; do
        left=$((end - $(date +%s)))
        [ "$left" -le 5 ] && exit 0
        seconds=$((left < slice ? left : slice))
        turn=$((turn + 1))
        start=$(date +%s)
        FUZZ_BUILD=explore nice -n 19 ./run.sh "$h" "$seconds" >/dev/null 2>&1
        status=$?
        log=$work/$h/last.log
        runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
        rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
        last=$(grep -E '^#[0-9]+' "$log" | tail -1)
        cov=$(sed -n 's/.*cov: \([0-9]*\).*/\1/p' <<<"$last")
        ft=$(sed -n 's/.*ft: \([0-9]*\).*/\1/p' <<<"$last")
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$h" $(($(date +%s) - start)) "${runs:-0}" "${rate:-0}" \
            "${cov:-?}" "${ft:-?}" "$status" >>"$table"
        [ "$status" -ne 0 ] && cp "$log" "$work/$h/artifacts/turn-$turn.log"
    done
done
