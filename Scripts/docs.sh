#!/usr/bin/env bash
# Builds FieldKit's documentation: one DocC archive per library target, from
# the symbol graphs of the debug build and the catalog beside the sources,
# with every DocC warning (a broken symbol link, an undocumented parameter)
# treated as an error.
#
#   bash Scripts/docs.sh            # archives in .build/docs/archives
#   DOCS_OUTPUT=/tmp/site bash Scripts/docs.sh
#
# To read them: serve .build/docs/archives/FieldKitDocumentation.doccarchive
# with any static web server (python3 -m http.server) and open
# /documentation/fieldkit.
#
# The symbol graphs are extracted from the ordinary debug build, made with
# the same flags as `make test-core` (Scripts/make/10-core.mk) so that after
# the tests this build is a no-op. They are not emitted by the compiler
# (-emit-symbol-graph) because that copies every `@_exported` module into the
# adapter's graph: FieldKitSwiftUI and FieldKitGtk would each document the
# whole core a second time.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="$PWD/.build/docs"
out="${DOCS_OUTPUT:-$scratch/archives}"
bundle_prefix=org.fieldkit
mkdir -p "$scratch" "$out"

modules=(FieldKit FieldKitSwiftUI)
# FieldKitGtk and its system library exist only in the Linux package graph.
if [ "$(uname -s)" = Linux ]; then modules+=(FieldKitGtk); fi

swift build -Xswiftc -warnings-as-errors
bin=$(swift build -Xswiftc -warnings-as-errors --show-bin-path)
triple=$(basename "$(dirname "$bin")")

extract() {
    local module=$1 dir=$2
    local clang=()
    if [ "$module" = FieldKitGtk ]; then
        # CGtk4 is a system library: its headers come from pkg-config.
        read -r -a clang <<<"$(pkg-config --cflags-only-I gtk4)"
        clang+=(-Xcc "-fmodule-map-file=$PWD/Sources/CGtk4/module.modulemap")
    fi
    swift-symbolgraph-extract -module-name "$module" -target "$triple" \
        -I "$bin/Modules" -module-cache-path "$bin/ModuleCache" "${clang[@]}" \
        -minimum-access-level public -emit-extension-block-symbols \
        -output-dir "$dir"
}

# Each catalog gets exactly its module's graphs: the module's own file plus
# one file per module it extends (Module@Other.symbols.json).
convert() {
    local module=$1
    shift
    local dir="$scratch/graphs/$module"
    rm -rf "$dir" "$out/$module.doccarchive"
    mkdir -p "$dir"
    extract "$module" "$dir"
    echo "docs: $module"
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$dir" \
        --output-path "$out/$module.doccarchive" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "$bundle_prefix.$module" \
        --fallback-default-module-kind "Framework" \
        --enable-experimental-external-link-support \
        --warnings-as-errors \
        "$@"
    # DocC files a top-level symbol that no topic group names under a
    # generated group ("Structures", "Classes") without a warning; every
    # public type is meant to be curated in the catalog's module page.
    local page
    page="$out/$module.doccarchive/data/documentation/$(tr '[:upper:]' '[:lower:]' <<<"$module").json"
    if grep -q '"generated":true' "$page"; then
        echo "docs: $module has public symbols outside its topic groups; add them to" \
            "Sources/$module/$module.docc/$module.md:" >&2
        grep -o '"generated":true[^]]*' "$page" | grep -o 'documentation\\/[^"]*' | sed 's#\\/#/#g; s/^/  /' >&2
        return 1
    fi
}

# The core first: the adapters' catalogs link into it (``/FieldKit/...``)
# through its archive's link metadata.
convert FieldKit
for module in "${modules[@]:1}"; do
    convert "$module" --dependency "$out/FieldKit.doccarchive"
done

# One archive with every module, for hosting: links between the modules'
# pages only work when they are served together.
archives=()
for module in "${modules[@]}"; do archives+=("$out/$module.doccarchive"); done
rm -rf "$out/FieldKitDocumentation.doccarchive"
docc merge "${archives[@]}" --output-path "$out/FieldKitDocumentation.doccarchive" \
    --synthesized-landing-page-name FieldKit --synthesized-landing-page-kind Package

echo "docs: archives in $out (${modules[*]}, and all of them in FieldKitDocumentation.doccarchive)"
