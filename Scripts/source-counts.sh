#!/usr/bin/env bash
# Counts, at a git revision, what a size comparison before and after needs:
# the lines of Swift under Sources/ per module, and the public types (by
# Scripts/public-types.py, the one counter, run on that revision's sources).
#
#   bash Scripts/source-counts.sh [REV]      # default HEAD
#
# Lines: every line of every .swift file under Sources/ (as `wc -l`), and
# the code lines among them (not blank, not only a comment: a line whose
# first non-blank characters are `//`, or a line inside a `/* */` block).
set -euo pipefail
rev=${1:-HEAD}
cd "$(git rev-parse --show-toplevel)"

tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
git archive "$rev" Sources | tar -x -C "$tree"
mkdir -p "$tree/Scripts"
cp Scripts/public-types.py "$tree/Scripts/"

echo "revision $(git rev-parse --short "$rev")"
printf '%-18s %8s %8s\n' module lines code
total_lines=0 total_code=0
for module in $(cd "$tree/Sources" && ls | sort); do
    files=$(find "$tree/Sources/$module" -name '*.swift' | sort)
    [ -n "$files" ] || continue
    # shellcheck disable=SC2086
    n=$(cat $files | wc -l)
    # shellcheck disable=SC2086
    c=$(cat $files | awk '
        /^[[:space:]]*\/\*/ { inblock = 1 }
        inblock { if ($0 ~ /\*\//) inblock = 0; next }
        /^[[:space:]]*$/ || /^[[:space:]]*\/\// { next }
        { count++ }
        END { print count + 0 }')
    printf '%-18s %8d %8d\n' "$module" "$n" "$c"
    total_lines=$((total_lines + n)) total_code=$((total_code + c))
done
printf '%-18s %8d %8d\n' total "$total_lines" "$total_code"
echo
python3 "$tree/Scripts/public-types.py"
