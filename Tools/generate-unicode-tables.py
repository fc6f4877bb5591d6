#!/usr/bin/env python3
"""Generates Sources/StatefulText/Internal/UnicodeTables.swift.

StatefulText measures and normalises text without any dependency, from tables
generated here out of the Unicode Character Database (UCD). The generated file
is committed; run this script again only to move to a newer Unicode version.

Usage (Debian/Ubuntu; the `unicode-data` package ships UCD 15.0.0):

    apt-get install -y unicode-data
    python3 Tools/generate-unicode-tables.py [UCD_DIR] > Sources/StatefulText/Internal/UnicodeTables.swift

UCD_DIR defaults to /usr/share/unicode. Files read: UnicodeData.txt,
EastAsianWidth.txt, DerivedNormalizationProps.txt, emoji/emoji-data.txt.

Tables written (all sorted, searched with a binary search):
  - widthRanges: (lower, upper, width) triples for every code point whose
    width is not 1. Width 0: general category Mn, Me or Cf (zero width joiner
    included), variation selectors, Hangul medial vowels and final consonants.
    Width 2: East_Asian_Width W or F (and the unassigned code points the UCD
    says default to W). Zero width wins where both apply (e.g. U+3099).
  - emojiPresentationRanges: (lower, upper) pairs with Emoji_Presentation=Yes.
  - combiningClassRanges: (lower, upper, class) triples, class != 0.
  - decomposition keys and values: canonical (not compatibility) mappings,
    one level, as (first, second) with second 0 for a singleton.
  - composition keys and values: primary composites, keyed by
    first << 32 | second, excluding Full_Composition_Exclusion.
The output is deterministic: the same UCD gives the same bytes.
"""
import os
import re
import sys

UCD = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"


def read_lines(name):
    with open(os.path.join(UCD, name), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                yield [field.strip() for field in line.split(";")]


def parse_range(text):
    if ".." in text:
        lo, hi = text.split("..")
        return int(lo, 16), int(hi, 16)
    return int(text, 16), int(text, 16)


def version():
    with open(os.path.join(UCD, "EastAsianWidth.txt"), encoding="utf-8") as f:
        match = re.search(r"EastAsianWidth-(\d+\.\d+\.\d+)\.txt", f.readline())
    if not match:
        sys.exit("error: cannot read the Unicode version from EastAsianWidth.txt")
    return match.group(1)


def unicode_data():
    """Yields (code point, category, combining class, decomposition) for every
    assigned code point, expanding the First/Last ranges."""
    pending = None
    for fields in read_lines("UnicodeData.txt"):
        cp = int(fields[0], 16)
        name, category, ccc, decomposition = fields[1], fields[2], int(fields[3]), fields[5]
        if name.endswith(", First>"):
            pending = cp
            continue
        if name.endswith(", Last>") and pending is not None:
            for c in range(pending, cp + 1):
                yield c, category, ccc, ""
            pending = None
            continue
        yield cp, category, ccc, decomposition


def to_ranges(values):
    """Turns {code point: value} into sorted (lower, upper, value) runs."""
    ranges = []
    for cp in sorted(values):
        value = values[cp]
        if ranges and ranges[-1][1] == cp - 1 and ranges[-1][2] == value:
            ranges[-1][1] = cp
        else:
            ranges.append([cp, cp, value])
    return ranges


def main():
    width = {}
    for lo, hi in [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
                   (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]:
        for cp in range(lo, hi + 1):
            width[cp] = 2
    for fields in read_lines("EastAsianWidth.txt"):
        lo, hi = parse_range(fields[0])
        for cp in range(lo, hi + 1):
            if fields[1] in ("W", "F"):
                width[cp] = 2
            else:
                width.pop(cp, None)

    ccc = {}
    decomposition = {}
    for cp, category, combining, mapping in unicode_data():
        if category in ("Mn", "Me", "Cf"):
            width[cp] = 0
        if combining:
            ccc[cp] = combining
        if mapping and not mapping.startswith("<"):
            parts = [int(p, 16) for p in mapping.split()]
            decomposition[cp] = (parts[0], parts[1] if len(parts) > 1 else 0)
    for lo, hi in [(0xFE00, 0xFE0F), (0xE0100, 0xE01EF), (0x1160, 0x11FF), (0xD7B0, 0xD7FF)]:
        for cp in range(lo, hi + 1):
            width[cp] = 0

    emoji = {}
    for fields in read_lines("emoji/emoji-data.txt"):
        if fields[1] == "Emoji_Presentation":
            lo, hi = parse_range(fields[0])
            for cp in range(lo, hi + 1):
                emoji[cp] = 1

    excluded = set()
    for fields in read_lines("DerivedNormalizationProps.txt"):
        if fields[1] == "Full_Composition_Exclusion":
            lo, hi = parse_range(fields[0])
            excluded.update(range(lo, hi + 1))
    composition = {}
    for cp, (first, second) in decomposition.items():
        if second and cp not in excluded:
            composition[(first << 32) | second] = cp

    out = []
    emit = out.append
    emit("// Generated by Tools/generate-unicode-tables.py from the Unicode Character")
    emit(f"// Database {version()}. Do not edit; run the generator again instead.")
    emit("")
    emit("/// Unicode data for display width and NFC, generated from the UCD.")
    emit("enum UnicodeTables {")
    emit("    /// The Unicode version the tables come from.")
    emit(f'    static let version = "{version()}"')
    emit("")

    def array(name, doc, element, values, per_line):
        emit(f"    /// {doc}")
        emit(f"    static let {name}: [{element}] = [")
        for i in range(0, len(values), per_line):
            emit("        " + ", ".join(values[i:i + per_line]) + ",")
        emit("    ]")
        emit("")

    hex32 = lambda v: f"0x{v:X}"
    array("widthRanges", "(lower, upper, width) for code points whose width is not 1.", "UInt32",
          [hex32(v) for r in to_ranges(width) for v in r], 12)
    array("emojiPresentationRanges", "(lower, upper) of Emoji_Presentation=Yes.", "UInt32",
          [hex32(v) for r in to_ranges(emoji) for v in r[:2]], 12)
    array("combiningClassRanges", "(lower, upper, class) of non-zero canonical combining classes.", "UInt32",
          [hex32(v) for r in to_ranges(ccc) for v in r], 12)
    keys = sorted(decomposition)
    array("decompositionKeys", "Code points with a canonical decomposition, ascending.", "UInt32",
          [hex32(k) for k in keys], 12)
    array("decompositionValues", "(first, second) for each key; second is 0 for a singleton.", "UInt32",
          [hex32(v) for k in keys for v in decomposition[k]], 12)
    ckeys = sorted(composition)
    array("compositionKeys", "first << 32 | second of each primary composite, ascending.", "UInt64",
          [f"0x{k:X}" for k in ckeys], 6)
    array("compositionValues", "The primary composite for each composition key.", "UInt32",
          [hex32(composition[k]) for k in ckeys], 12)
    out[-1:] = []
    emit("}")
    sys.stdout.write("\n".join(out) + "\n")


main()
