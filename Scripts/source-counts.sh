#!/usr/bin/env bash
# Counts, at a git revision, what issue 14's note compares before and after:
# the lines of Swift under Sources/ and the public types, per module.
#
#   bash Scripts/source-counts.sh [REV]      # default HEAD
#
# Lines: every line of every .swift file under Sources/ (as `wc -l`), and
# the code lines among them (not blank, not only a comment: a line whose
# first non-blank characters are `//`, or a line inside a `/* */` block).
# Public types: every declaration of a struct, class, enum, protocol or
# actor whose modifiers include `public` or `open`, at any nesting depth
# (a public type nested in a public type counts once, like any other), plus
# public typealiases, counted apart. Extensions and members are not types.
# It reads the files as text; a declaration split over lines before its
# keyword, or one inside a multi-line string, would be missed or miscounted
# (FieldKit has neither: checked by reading the matches, `VERBOSE=1`).
set -euo pipefail
rev=${1:-HEAD}
cd "$(git rev-parse --show-toplevel)"

files=$(git ls-tree -r --name-only "$rev" -- Sources | grep '\.swift$' || true)
declare -A lines code types aliases
total_lines=0 total_code=0 total_types=0 total_aliases=0
modifier='((@[A-Za-z]+(\([^)]*\))?|final|indirect|nonisolated|open|public)[[:space:]]+)*'
type_re="^[[:space:]]*${modifier}(struct|class|enum|protocol|actor)[[:space:]]+[A-Za-z_]"
alias_re="^[[:space:]]*${modifier}typealias[[:space:]]+[A-Za-z_]"
public_re='(^|[[:space:]:])(public|open)[[:space:]]'
for f in $files; do
    module=$(cut -d/ -f2 <<<"$f")
    text=$(git show "$rev:$f")
    n=$(printf '%s\n' "$text" | wc -l)
    c=$(printf '%s\n' "$text" | awk '
        /^[[:space:]]*\/\*/ { inblock = 1 }
        inblock { if ($0 ~ /\*\//) inblock = 0; next }
        /^[[:space:]]*$/ || /^[[:space:]]*\/\// { next }
        { count++ }
        END { print count + 0 }')
    t=$(printf '%s\n' "$text" | grep -E "$type_re" | grep -Ec "$public_re" || true)
    a=$(printf '%s\n' "$text" | grep -E "$alias_re" | grep -Ec "$public_re" || true)
    if [ "${VERBOSE:-0}" = 1 ]; then
        printf '%s\n' "$text" | grep -nE "$type_re|$alias_re" | grep -E "$public_re" | sed "s|^|$f:|" >&2 || true
    fi
    lines[$module]=$((${lines[$module]:-0} + n))
    code[$module]=$((${code[$module]:-0} + c))
    types[$module]=$((${types[$module]:-0} + t))
    aliases[$module]=$((${aliases[$module]:-0} + a))
    total_lines=$((total_lines + n)) total_code=$((total_code + c))
    total_types=$((total_types + t)) total_aliases=$((total_aliases + a))
done

echo "revision $(git rev-parse --short "$rev")"
printf '%-18s %8s %8s %8s %10s\n' module lines code types typealias
for module in $(printf '%s\n' "${!lines[@]}" | sort); do
    printf '%-18s %8d %8d %8d %10d\n' "$module" "${lines[$module]}" "${code[$module]}" "${types[$module]}" \
        "${aliases[$module]}"
done
printf '%-18s %8d %8d %8d %10d\n' total "$total_lines" "$total_code" "$total_types" "$total_aliases"
