#!/usr/bin/env bash
# Builds the DocC documentation of the eight library modules with the
# toolchain's own tools (no package, no plugin), treating every DocC warning
# (an unresolved symbol link, a missing article, a malformed directive) as an
# error.
#
#     bash Tools/Docs/build-docs.sh            # writes the site to .build/docs/
#
# Steps: `swift build` compiles the modules; `swift-symbolgraph-extract`
# writes each module's public symbols from its compiled .swiftmodule; `docc
# convert --warnings-as-errors --transform-for-static-hosting` turns each
# module's catalog (Sources/<Module>/<Module>.docc) and symbol graph into a
# static archive; `docc merge` then puts the eight into one site under
# .build/docs/, whose landing page (/documentation/) lists the modules.
# A link to a lower module's symbol starts with a slash: ``/Stateful/Redactable``.
# docc also checks that a symbol's documented parameters match its signature.
# DOCC_HTML_DIR (the render template) is found beside the `docc` executable
# unless it is already set.
set -euo pipefail
cd "$(dirname "$0")/../.."

modules=(Stateful StatefulText StatefulSnapshot StatefulDependencies StatefulPersistence StatefulTesting StatefulScript StatefulCommandLine)

step() { printf '==> %s\n' "$*"; }

step "Build the library modules"
for module in "${modules[@]}"; do
    swift build --target "$module" >/dev/null
done
bin_path="$(swift build --show-bin-path)"
modules_dir="$bin_path/Modules"
[ -d "$modules_dir" ] || modules_dir="$bin_path"

docc_bin="$(command -v docc)"
if [ -z "${DOCC_HTML_DIR:-}" ]; then
    DOCC_HTML_DIR="$(cd "$(dirname "$(readlink -f "$docc_bin")")/../share/docc/render" && pwd)"
fi
export DOCC_HTML_DIR
[ -f "$DOCC_HTML_DIR/index.html" ] || { echo "error: no DocC render template in $DOCC_HTML_DIR; set DOCC_HTML_DIR" >&2; exit 1; }

work=".build/docs-work"
out=".build/docs"
rm -rf "$work" "$out"
mkdir -p "$work/archives"

# In layer order: each archive can link to the symbols and articles of the
# modules below it (`--dependency`, docc's external link support).
dependencies=()
for module in "${modules[@]}"; do
    step "Symbol graph of $module"
    graphs="$work/symbol-graphs/$module"
    mkdir -p "$graphs"
    swift-symbolgraph-extract \
        -module-name "$module" \
        -I "$modules_dir" \
        -module-cache-path "$work/module-cache" \
        -minimum-access-level public \
        -skip-inherited-docs \
        -output-dir "$graphs"

    step "DocC archive of $module (warnings are errors)"
    catalog="Sources/$module/$module.docc"
    [ -d "$catalog" ] || { echo "error: $catalog is missing" >&2; exit 1; }
    docc convert "$catalog" \
        --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.stateful.$module" \
        --fallback-default-module-kind "Framework" \
        --warnings-as-errors \
        --enable-experimental-external-link-support \
        "${dependencies[@]}" \
        --transform-for-static-hosting \
        --output-dir "$work/archives/$module.doccarchive"
    dependencies+=(--dependency "$work/archives/$module.doccarchive")
done

step "One site of the eight archives"
archives=()
for module in "${modules[@]}"; do archives+=("$work/archives/$module.doccarchive"); done
docc merge "${archives[@]}" \
    --synthesized-landing-page-name "Stateful" \
    --synthesized-landing-page-kind "Package" \
    --synthesized-landing-page-topics-style list \
    --output-path "$out"

step "Documentation written to $out (serve it: python3 -m http.server --bind 127.0.0.1 --directory $out)"
