#!/usr/bin/env bash
# Line and region coverage of the library by the kept corpus, per source
# folder: builds the harnesses with coverage mapping (Fuzz/.build-cov), runs
# every unit of each harness's corpus once (-runs=0), merges the profiles and
# sums llvm-cov's per-file report by folder of Sources/.
#
#   Fuzz/coverage.sh [harness ...]     (default: every harness)
#
# Prints a table per harness and one for all of them together.
set -euo pipefail
cd "$(dirname "$0")"
harnesses=("$@")
[ ${#harnesses[@]} -eq 0 ] && harnesses=(editing coordinator formats live focus phone)
# The toolchain's own LLVM tools: the profile format follows its compiler.
tools=$(dirname "$(readlink -f "$(command -v swift)")")
profdata=$tools/llvm-profdata
cov=$tools/llvm-cov
out=.build/work/coverage
rm -rf "$out"
mkdir -p "$out"
for h in "${harnesses[@]}"; do
    swift build --scratch-path .build-cov -c release -Xswiftc -sanitize=fuzzer \
        -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping --product "fuzz-$h" >/dev/null
done
binaries=()
for h in "${harnesses[@]}"; do
    work=.build/work/$h
    mkdir -p "$work/corpus" "$work/seed"
    if [ -e "Corpus/$h.tar.xz" ] && { [ ! -e "$work/seed/.unpacked" ] || [ "Corpus/$h.tar.xz" -nt "$work/seed/.unpacked" ]; }; then
        rm -rf "$work/seed" && mkdir -p "$work/seed" && tar -xJf "Corpus/$h.tar.xz" -C "$work/seed" && touch "$work/seed/.unpacked"
    fi
    LLVM_PROFILE_FILE="$out/$h-%p.profraw" SWIFT_BACKTRACE=enable=no \
        .build-cov/release/fuzz-"$h" -runs=0 -max_len=4096 "$work/seed" "$work/corpus" >"$out/$h.log" 2>&1 || true
    "$profdata" merge -sparse "$out"/"$h"-*.profraw -o "$out/$h.profdata"
    binaries+=("$(readlink -f .build-cov/release/fuzz-"$h")")
done
"$profdata" merge -sparse "$out"/*.profdata -o "$out/all.profdata"
report() {
    printf "%-28s %10s %8s %10s %8s\n" folder lines covered regions covered
    # "$cov" report's per-file lines: name, regions, missed, cover, functions, missed,
    # executed, lines, missed, cover, branches, missed, cover. Summed per folder of Sources/.
    awk '
        $1 ~ /Sources\/FieldKit/ {
            n = split($1, parts, "/")
            for (i = 1; i <= n; i++) if (parts[i] == "Sources") break
            folder = parts[i + 1] "/" (i + 3 <= n ? parts[i + 2] : "")
            regions[folder] += $2; rmiss[folder] += $3; lines[folder] += $8; lmiss[folder] += $9
        }
        END {
            for (f in lines) {
                printf "%-28s %10d %7.1f%% %10d %7.1f%%\n", f, lines[f],
                    100 * (lines[f] - lmiss[f]) / (lines[f] ? lines[f] : 1), regions[f],
                    100 * (regions[f] - rmiss[f]) / (regions[f] ? regions[f] : 1)
            }
        }' | sort
}
first=${binaries[0]}
objects=()
for b in "${binaries[@]:1}"; do objects+=(-object "$b"); done
for i in "${!harnesses[@]}"; do
    units=$(find ".build/work/${harnesses[$i]}/seed" ".build/work/${harnesses[$i]}/corpus" -type f ! -name .unpacked | wc -l)
    echo "== fuzz-${harnesses[$i]} ($units units)"
    "$cov" report "${binaries[$i]}" -instr-profile="$out/${harnesses[$i]}.profdata" 2>/dev/null | report
done
echo "== all harnesses"
"$cov" report "$first" "${objects[@]}" -instr-profile="$out/all.profdata" 2>/dev/null >"$out/all-files.txt"
report <"$out/all-files.txt"
echo "(per file: Fuzz/$out/all-files.txt)"
