#!/usr/bin/env python3
"""Follows the Getting Started article as a newcomer would, under CI=true.

    python3 Tools/Docs/check-getting-started.py

The article (Sources/Stateful/Stateful.docc/GettingStarted.md) marks each
file the reader creates with a comment right before its code block,
`<!-- file: PATH -->`. This script writes every marked block to PATH in a
package under .build/docs-getting-started/Counter/ — the recorded screen
snapshot and flow recording the article shows included — makes its
Package.swift depend on this repository by path instead of by URL, and then
runs, in order, every command of the article's `sh` blocks and every `run:`
line of its CI workflow. Under CI=true nothing is recorded, so a screen or a
transcript that differs from what the article shows fails, as does a command
that does not work as written. Exit status 0 when every command passed.
"""

import os
import pathlib
import re
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTICLE = ROOT / "Sources" / "Stateful" / "Stateful.docc" / "GettingStarted.md"
WORK = ROOT / ".build" / "docs-getting-started"
PACKAGE = WORK / "Counter"
URL_DEPENDENCY = re.compile(r'\.package\(url: "[^"]*Stateful\.git", from: "\d+\.\d+\.\d+"\)')
MARKER = re.compile(r"^<!--\s*file:\s*(\S+)\s*-->$")
FENCE = re.compile(r"^```+([A-Za-z0-9_-]*)\s*$")


def fail(message):
    print(f"check-getting-started: error: {message}", file=sys.stderr)
    sys.exit(1)


def blocks(lines):
    """Yields (line number of the fence, language, body lines, file path or None)."""
    index = 0
    pending_path = None
    while index < len(lines):
        marker = MARKER.match(lines[index])
        if marker:
            pending_path = (marker.group(1), index + 1)
            index += 1
            continue
        fence = FENCE.match(lines[index])
        if fence:
            end = index + 1
            while end < len(lines) and not lines[end].startswith("```"):
                end += 1
            if end == len(lines):
                fail(f"{ARTICLE.relative_to(ROOT)}:{index + 1}: the code block opened here is never closed")
            yield index + 1, fence.group(1), lines[index + 1:end], pending_path[0] if pending_path else None
            pending_path = None
            index = end + 1
            continue
        if lines[index].strip() and pending_path:
            fail(f"{ARTICLE.relative_to(ROOT)}:{pending_path[1]}: a file marker must come right before its code block")
        index += 1


def main():
    lines = ARTICLE.read_text(encoding="utf-8").split("\n")
    files, commands = {}, []
    for line_number, language, body, path in blocks(lines):
        text = "\n".join(body) + "\n"
        if path:
            if path.startswith("/") or ".." in pathlib.PurePosixPath(path).parts:
                fail(f"{ARTICLE.relative_to(ROOT)}:{line_number}: the file path {path!r} leaves the package")
            files[path] = text
            if path.endswith(".yml"):
                commands += [(line_number, m.group(1).split("#")[0].strip()) for m in re.finditer(r"^\s*- run: (.+)$", text, re.M)]
        elif language == "sh":
            for offset, command in enumerate(body):
                command = command.split("#")[0].strip()
                if command:
                    commands.append((line_number + 1 + offset, command))
    if "Package.swift" not in files:
        fail("the article marks no Package.swift")
    manifest, replaced = URL_DEPENDENCY.subn('.package(name: "Stateful", path: "../stateful-checkout")', files["Package.swift"])
    if replaced != 1:
        fail("the article's Package.swift does not depend on a version of Stateful by URL (from: \"X.Y.Z\")")
    files["Package.swift"] = manifest

    # A fresh package (its .build kept between runs, to build incrementally).
    PACKAGE.mkdir(parents=True, exist_ok=True)
    for entry in PACKAGE.iterdir():
        if entry.name != ".build":
            shutil.rmtree(entry) if entry.is_dir() and not entry.is_symlink() else entry.unlink()
    link = WORK / "stateful-checkout"  # a folder of another name, as the article allows
    if link.is_symlink() or link.exists():
        link.unlink()
    link.symlink_to(ROOT, target_is_directory=True)
    for path, text in sorted(files.items()):
        target = PACKAGE / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    print(f"check-getting-started: {len(files)} files written to {PACKAGE.relative_to(ROOT)}")

    environment = dict(os.environ, CI="true")
    for line_number, command in commands:
        print(f"check-getting-started: $ {command}    ({ARTICLE.name}:{line_number})", flush=True)
        result = subprocess.run(command, shell=True, cwd=PACKAGE, env=environment,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if result.returncode != 0:
            print(result.stdout)
            fail(f"{ARTICLE.relative_to(ROOT)}:{line_number}: `{command}` exited with status {result.returncode}")
    print(f"check-getting-started: all {len(commands)} commands of the article passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
