#!/usr/bin/env python3
"""Compiles every ```swift block of README.md, of the DocC articles and of the
`///` doc comments of the library's sources.

    python3 Tools/Docs/check-snippets.py            # generate and build
    python3 Tools/Docs/check-snippets.py --list     # only list the files and blocks

The convention (see the Development article of the Stateful catalog):

- the ```swift blocks of one Markdown file concatenate, in order, into one
  Swift file of declarations (types, functions, extensions, `@Test func`s):
  no top-level statements, which go inside a function;
- the file starts with `import` of the eight library modules, Testing and
  XCTest, so a block needs no import of its own (it may repeat one);
- an article that walks through a package of the reader's own (Getting
  Started) names that package's modules in a comment,
  `<!-- snippets: local-modules CounterFeature -->`: their declarations are
  all in the article, so `import CounterFeature` is dropped;
- a block fenced ```swift-excerpt is shown as Swift but not compiled: an
  excerpt of the examples' code, or a fragment that only makes sense in its
  context; anything that is not Swift is fenced ```text or ```sh.

A ```swift block of a `///` doc comment in Sources/<library module>/ (the
reference pages' examples) stands alone: it becomes a Swift file of its own,
with the same imports (and FoundationNetworking where it exists, so that
`import Foundation` brings `URLRequest` on Linux as on Apple platforms), in
which

- its top-level declarations (types, extensions, functions, `@Test func`s,
  XCTest classes, after their attributes) stay at file scope, made
  `fileprivate` where Swift allows it, so that two blocks declaring
  `struct ProfileTests` do not collide; a function is `@MainActor` unless it
  names a global actor, as it would be in the screen's type;
- its other top-level lines (statements, `let` and `var`, `#if`, comments
  between them) go, in order, into the body of a
  `@MainActor fileprivate func` that is `async throws`, as a user's test
  would run them.

So a block shows declarations, or statements, or declarations followed by the
statements that use them. A name it uses is public API, declared in the
block, or declared by an article marked
`<!-- snippets: shared-with-doc-comments -->` (The Reference's Example Types:
`ProfileStore`, `Counter`, `App`, ...): that article's blocks are compiled
into a library target, `DocExampleTypes`, that every doc-comment block
imports, and a block's own declaration of the same name takes precedence. A
warning in a block fails the check like an error, except that a value the
example computes and never uses (`let store = ...` alone, an expression shown
for its value, a variable written and not read) is not one. The blocks of the
example targets (Sources/Examples/) are not compiled here: they are no
product a user can import.

Each Markdown file, and the doc comments of each library module, become one
test target of a package generated under .build/docs-snippets/ that depends on
this repository by path and uses its eight library products (so a snippet sees
exactly what a user's package sees: public API only, no example module). The
package is built once with `swift build --build-tests`; a block that does not
compile fails the build, and the compiler's message names the generated file
and line, which the script maps back to the Markdown or Swift file and line.
A generated file is written only when its block changed, so a second run
compiles only what changed; a file with a problem is written again on the
next run, so its warnings are reported again.
"""

import os
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / ".build" / "docs-snippets"
MODULES = [
    "Stateful", "StatefulText", "StatefulSnapshot", "StatefulDependencies", "StatefulPersistence", "StatefulTesting",
    "StatefulScript", "StatefulCommandLine",
]
HEADER_IMPORTS = MODULES + ["Testing", "XCTest"]
LOCAL_MODULES = re.compile(r"<!--\s*snippets:\s*local-modules\s+([A-Za-z0-9_ ]+?)\s*-->")
SHARED_WITH_DOC_COMMENTS = re.compile(r"<!--\s*snippets:\s*shared-with-doc-comments\s*-->")
EXAMPLE_TYPES = "DocExampleTypes"
# URLRequest and URLSession are Foundation's on Apple platforms, FoundationNetworking's on Linux: a
# block that imports Foundation sees them on both.
FOUNDATION_NETWORKING = ["#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif"]
FENCE = re.compile(r"^(\s*)(```+|~~~+)\s*([A-Za-z0-9_+.-]*)")


def markdown_files():
    files = [ROOT / "README.md"]
    files += sorted((ROOT / "Sources").glob("**/*.docc/**/*.md"))
    return [f for f in files if f.is_file()]


def fenced_blocks(numbered_lines, path, languages=("swift",)):
    """Yields (language, first line number of the code, code lines) of each fenced block.

    `numbered_lines` is a list of (line number in `path`, text)."""
    index = 0
    while index < len(numbered_lines):
        number, text = numbered_lines[index]
        match = FENCE.match(text)
        if not match:
            index += 1
            continue
        indent, fence, language = match.groups()
        start = index + 1
        end = start
        while end < len(numbered_lines) and not numbered_lines[end][1].strip().startswith(fence):
            end += 1
        if end == len(numbered_lines):
            raise SystemExit(f"{path.relative_to(ROOT)}:{number}: error: the code block opened here is never closed")
        if language in languages:
            body = [line[len(indent):] if line.startswith(indent) else line for _, line in numbered_lines[start:end]]
            yield language, numbered_lines[start][0] if start < end else number + 1, body
        index = end + 1


def swift_blocks(path):
    """Yields (first line number of the block's code, code lines) of each ```swift block of a Markdown file."""
    lines = path.read_text(encoding="utf-8").split("\n")
    for _, first_line, body in fenced_blocks(list(enumerate(lines, start=1)), path):
        yield first_line, body


def target_name(path):
    relative = path.relative_to(ROOT).with_suffix("")
    words = re.split(r"[^A-Za-z0-9]+", str(relative))
    return "Snippets_" + "_".join(w for w in words if w)


# Doc comments ------------------------------------------------------------------------------------

DOC_LINE = re.compile(r"^(\s*)///( ?)(.*)$")


def doc_comment_files(module):
    return sorted(f for f in (ROOT / "Sources" / module).glob("**/*.swift") if f.is_file())


def doc_comment_blocks(path, languages=("swift",)):
    """Yields (language, first line number, code lines, column offset) of each fenced block of the
    `///` comments of a Swift file; the column offset is what the `///` prefix took from each line."""
    lines = path.read_text(encoding="utf-8").split("\n")
    index = 0
    while index < len(lines):
        if not DOC_LINE.match(lines[index]):
            index += 1
            continue
        comment = []
        offsets = {}
        while index < len(lines):
            match = DOC_LINE.match(lines[index])
            if not match:
                break
            comment.append((index + 1, match.group(3)))
            offsets[index + 1] = len(match.group(1)) + 3 + len(match.group(2))
            index += 1
        for language, first_line, body in fenced_blocks(comment, path, languages):
            yield language, first_line, body, offsets.get(first_line, 0)


DECLARATION_KEYWORDS = {
    "struct", "enum", "class", "actor", "protocol", "extension", "func", "typealias", "import", "init",
    "subscript", "macro", "operator", "precedencegroup", "static", "case",
}
MODIFIERS = {
    "public", "private", "fileprivate", "internal", "package", "open", "final", "nonisolated", "indirect",
    "mutating", "nonmutating", "override", "required", "convenience", "dynamic", "lazy", "weak", "unowned",
}
ACCESS = {"public", "private", "fileprivate", "internal", "package", "open"}
FILE_PRIVATE_KEYWORDS = {"struct", "enum", "class", "actor", "protocol", "func", "typealias", "extension"}
ATTRIBUTE = re.compile(r"@[A-Za-z_][\w.]*")
CONFORMING_EXTENSION = re.compile(r"^extension\s+[A-Za-z_][\w.]*(<[^{]*?>)?\s*:")


def skip_attributes(text):
    """Returns the position in `text` after its leading attributes (with balanced arguments) and spaces."""
    position = 0
    while True:
        while position < len(text) and text[position] == " ":
            position += 1
        match = ATTRIBUTE.match(text, position)
        if not match:
            return position
        position = match.end()
        if position < len(text) and text[position] == "(":
            depth = 0
            while position < len(text):
                depth += {"(": 1, ")": -1}.get(text[position], 0)
                position += 1
                if depth == 0:
                    break


def declaration_keyword(text):
    """The keyword that makes a top-level line a declaration, with its position, or (None, position)."""
    position = skip_attributes(text)
    words = re.finditer(r"[A-Za-z_]\w*|\S", text[position:])
    for word in words:
        if word.group() in MODIFIERS:
            continue
        if word.group() in DECLARATION_KEYWORDS:
            return word.group(), position
        return None, position
    return None, position


def wrap_doc_block(body):
    """Splits a doc-comment block into file-scope declarations and the statements of a function.

    Returns (declarations, statements): lists of (block line index, generated text, column shift)."""
    items = []           # [kind, [(index, text, shift)]]; kind: "declaration", "statement" or None (attributes only)
    pending = []         # comment lines waiting for the item they introduce
    for index, text in enumerate(body):
        top_level = text[:1] not in (" ", "\t", "") and text[:1] not in "})]." and not text.startswith("//")
        if text.startswith("//") or (not text.strip() and not items):
            pending.append((index, text, 0))
            continue
        if not top_level:
            if items:
                items[-1][1].append((index, text, 0))
            else:
                items.append(["statement", pending + [(index, text, 0)]])
            pending = []
            continue
        keyword, position = declaration_keyword(text)
        attributes_only = position >= len(text.rstrip())
        if items and items[-1][0] is None:
            item = items[-1]
            item[1].extend(pending)
        else:
            item = [None, list(pending)]
            items.append(item)
        pending = []
        if attributes_only:
            item[1].append((index, text, 0))
            continue
        item[0] = "declaration" if keyword else "statement"
        shift = 0
        if keyword in FILE_PRIVATE_KEYWORDS:
            words = set(re.findall(r"[A-Za-z_]\w*", text[position:text.find(keyword, position)]))
            conforming = keyword == "extension" and CONFORMING_EXTENSION.match(text[text.find(keyword, position):])
            if not words & ACCESS and not conforming:
                text = text[:position] + "fileprivate " + text[position:]
                shift = len("fileprivate ")
            if keyword == "func" and "@MainActor" not in "".join(line for _, line, _ in item[1]) + text[:position]:
                # A function at file scope runs on the main actor, as it would in the screen's type.
                text = text[:position] + "@MainActor " + text[position:]
                shift += len("@MainActor ")
        item[1].append((index, text, shift))
    if items:
        items[-1][1].extend(pending)
    declarations = [line for kind, lines in items if kind != "statement" for line in lines]
    statements = [line for kind, lines in items if kind == "statement" for line in lines]
    return declarations, statements


BENIGN_WARNING = re.compile(r"never used|is unused|never mutated|never read")


def doc_comment_targets(sources, header):
    """Writes one file per doc-comment block; returns ([(target name, module)], line maps, block count)."""
    targets = []
    line_maps = {}
    count = 0
    for module in MODULES:
        name = "DocComments_" + module
        folder = sources / name
        for path in doc_comment_files(module):
            relative = path.relative_to(ROOT)
            for _, first_line, body, offset in doc_comment_blocks(path):
                count += 1
                declarations, statements = wrap_doc_block(body)
                words = re.split(r"[^A-Za-z0-9]+", str(relative.relative_to(pathlib.Path("Sources") / module).with_suffix("")))
                generated = folder / ("_".join(w for w in words if w) + f"_L{first_line}.swift")
                out_lines = [f"// Generated by Tools/Docs/check-snippets.py from {relative}:{first_line}; do not edit."]
                out_lines += header + [f"@testable import {EXAMPLE_TYPES}"] + FOUNDATION_NETWORKING
                mapping = []
                for index, text, shift in declarations:
                    out_lines.append(text)
                    mapping.append((len(out_lines), relative, first_line + index, offset - shift))
                if statements:
                    out_lines.append("@MainActor fileprivate func example() async throws {")
                    for index, text, shift in statements:
                        out_lines.append(text)
                        mapping.append((len(out_lines), relative, first_line + index, offset - shift))
                    out_lines.append("}")
                folder.mkdir(parents=True, exist_ok=True)
                write_if_changed(generated, "\n".join(out_lines) + "\n")
                line_maps[str(generated.resolve())] = (mapping, (relative, first_line))
        if folder.exists():
            targets.append((name, module))
    return targets, line_maps, count


def write_if_changed(path, text):
    """Writes `text` unless the file already holds it: an unchanged block keeps its compiled form, so a
    second run builds only what changed."""
    if path.is_file() and path.read_text(encoding="utf-8") == text:
        return
    path.write_text(text, encoding="utf-8")


def remove_stale_files(sources, kept):
    """Removes the generated files of blocks that no longer exist, and the folders left empty."""
    if not sources.exists():
        return
    for old in sorted(sources.glob("**/*"), reverse=True):
        if old.is_file() and str(old.resolve()) not in kept:
            old.unlink()
        elif old.is_dir() and not any(old.iterdir()):
            old.rmdir()


def generate():
    """Writes the package; returns ({generated file: ([(generated line, source, line, column shift)], block)}, doc blocks)."""
    sources = OUT / "Tests"
    header = [f"import {module}" for module in HEADER_IMPORTS]
    line_maps = {}
    targets = []
    shared_lines = [f"// Generated by Tools/Docs/check-snippets.py; do not edit."] + [f"import {module}" for module in MODULES]
    shared_mapping = []
    for path in markdown_files():
        blocks = list(swift_blocks(path))
        if not blocks:
            continue
        name = target_name(path)
        targets.append((name, None))
        relative = path.relative_to(ROOT)
        out_lines = [f"// Generated by Tools/Docs/check-snippets.py from {relative}; do not edit."]
        out_lines += header
        mapping = []
        local = set()
        for match in LOCAL_MODULES.finditer(path.read_text(encoding="utf-8")):
            local.update(match.group(1).split())
        for first_line, body in blocks:
            body = ["" if re.match(r"^\s*import\s+(\w+)\s*$", line) and line.split()[1] in local else line for line in body]
            out_lines.append(f"// {relative}:{first_line}")
            for offset, line in enumerate(body):
                out_lines.append(line)
                mapping.append((len(out_lines), relative, first_line + offset, 0))
        folder = sources / name
        folder.mkdir(parents=True, exist_ok=True)
        generated = folder / "Snippets.swift"
        write_if_changed(generated, "\n".join(out_lines) + "\n")
        line_maps[str(generated.resolve())] = (mapping, (relative, blocks[0][0]))
        if SHARED_WITH_DOC_COMMENTS.search(path.read_text(encoding="utf-8")):
            # The same declarations again, in a library target that every doc-comment target imports.
            shared_lines.append(f"// {relative}")
            for generated_line, source, source_line, shift in mapping:
                shared_lines.append(out_lines[generated_line - 1])
                shared_mapping.append((len(shared_lines), source, source_line, shift))
    shared_folder = OUT / "Shared" / EXAMPLE_TYPES
    shared_folder.mkdir(parents=True, exist_ok=True)
    shared_file = shared_folder / "ExampleTypes.swift"
    write_if_changed(shared_file, "\n".join(shared_lines) + "\n")
    line_maps[str(shared_file.resolve())] = (shared_mapping, (shared_mapping[0][1], shared_mapping[0][2]) if shared_mapping else ("", 0))
    doc_targets, doc_maps, doc_count = doc_comment_targets(sources, header)
    targets += doc_targets
    line_maps.update(doc_maps)
    products = ", ".join(f'.product(name: "{m}", package: "{ROOT.name}")' for m in MODULES)
    # Markdown blocks are declarations: every warning is an error. A doc-comment block's warnings are
    # read by this script, which lets an unused value pass (see BENIGN_WARNING).
    target_lines = "\n".join(
        [f'        .target(name: "{EXAMPLE_TYPES}", dependencies: [{products}], path: "Shared/{EXAMPLE_TYPES}"),']
        + [
            f'        .testTarget(name: "{name}", dependencies: [{products}'
            + (f', "{EXAMPLE_TYPES}"], path: "Tests/{name}")' if module else f'], path: "Tests/{name}", swiftSettings: [.unsafeFlags(["-warnings-as-errors"])])')
            + ","
            for name, module in targets
        ]
    )
    remove_stale_files(sources, set(line_maps))
    write_if_changed(
        OUT / "Package.swift",
        "// swift-tools-version: 6.0\n"
        "// Generated by Tools/Docs/check-snippets.py: every ```swift block of the documentation, one test target\n"
        "// per Markdown file and one per library module's doc comments.\n"
        "import PackageDescription\n\n"
        "let package = Package(\n"
        '    name: "DocumentationSnippets",\n'
        "    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],\n"
        f'    dependencies: [.package(path: "{ROOT}")],\n'
        "    targets: [\n"
        f"{target_lines}\n"
        "    ],\n"
        "    swiftLanguageModes: [.v6]\n"
        ")\n",
    )
    return line_maps, doc_count


DIAGNOSTIC = re.compile(r"^(/[^:]+):(\d+):(\d+): (error|warning): (.*)$")


def list_blocks():
    for path in markdown_files():
        blocks = list(swift_blocks(path))
        print(f"{path.relative_to(ROOT)}: {len(blocks)} swift block(s)")
    totals = [0, 0]
    for module in MODULES:
        for path in doc_comment_files(module):
            blocks = list(doc_comment_blocks(path, languages=("swift", "swift-excerpt")))
            if not blocks:
                continue
            compiled = [str(line) for language, line, _, _ in blocks if language == "swift"]
            excerpts = [str(line) for language, line, _, _ in blocks if language == "swift-excerpt"]
            described = f"{len(compiled)} swift block(s) in doc comments" + (f" (lines {', '.join(compiled)})" if compiled else "")
            if excerpts:
                described += f", {len(excerpts)} swift-excerpt (lines {', '.join(excerpts)})"
            print(f"{path.relative_to(ROOT)}: {described}")
            totals[0] += len(compiled)
            totals[1] += len(excerpts)
    print(f"doc comments: {totals[0]} swift block(s) compiled, {totals[1]} swift-excerpt(s) shown only")


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    if "--list" in sys.argv:
        list_blocks()
        return 0
    line_maps, doc_count = generate()
    lines = sum(len(m) for name, (m, _) in line_maps.items() if EXAMPLE_TYPES not in name)
    markdown_count = sum(1 for name in line_maps if name.endswith("/Snippets.swift"))
    print(f"check-snippets: {lines} lines of Swift from {markdown_count} Markdown file(s) "
          f"and {doc_count} doc-comment block(s) in {OUT.relative_to(ROOT)}")
    result = subprocess.run(
        ["swift", "build", "--build-tests", "--package-path", str(OUT)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    problems = 0
    failing = set()
    problem_files = set()
    seen = set()
    for line in result.stdout.splitlines():
        match = DIAGNOSTIC.match(line)
        if match:
            if match.groups() in seen:
                continue   # the module's emit job and its compile job both report it
            seen.add(match.groups())
        if match and match.group(1) in line_maps:
            mapping, block = line_maps[match.group(1)]
            generated_line = int(match.group(2))
            severity, message = match.group(4), match.group(5)
            is_doc_comment = str(block[0]).endswith(".swift")
            if is_doc_comment and severity == "warning" and BENIGN_WARNING.search(message):
                continue
            located = [entry for entry in mapping if entry[0] == generated_line]
            if located:
                _, source, source_line, shift = located[0]
                column = max(1, int(match.group(3)) + shift)
                print(f"{source}:{source_line}:{column}: error: {message}")
            else:
                print(f"{block[0]}:{block[1]}: error: {message} (in the code this script wraps the block in)")
            failing.add(block if is_doc_comment else match.group(1))
            problem_files.add(match.group(1))
            problems += 1
            continue
        if match or re.match(r"^(error|\S+: error):", line):
            # (The compiler's excerpts of the source, indented under a diagnostic, are not repeated.)
            print(line)
            problems += 1
    for generated in problem_files:
        # A file with a problem is written again next time, so that it is compiled again and its
        # warnings (which do not stop the build) are reported again.
        pathlib.Path(generated).unlink(missing_ok=True)
    if result.returncode != 0 or problems:
        if problems == 0:
            print(result.stdout)
        doc_failing = sum(1 for block in failing if isinstance(block, tuple))
        if doc_failing:
            print(f"check-snippets: {doc_failing} of {doc_count} doc-comment block(s) do not compile", file=sys.stderr)
        print("check-snippets: a documentation code block does not compile (see above)", file=sys.stderr)
        return 1
    print("check-snippets: every ```swift block compiles")
    return 0


if __name__ == "__main__":
    sys.exit(main())
