#!/usr/bin/env python3
"""Generates Sources/HeadlessRender/Text/WidthTable.swift from python3's `unicodedata`.

Run from the package root:

    python3 Sources/HeadlessRender/Text/Scripts/generate-width-table.py

The tables hold code-point ranges; `Character.displayWidth` combines them per grapheme cluster.

- wide: East_Asian_Width W or F (UAX #11), the ranges UAX #11 reserves as W even where still
  unassigned (CJK blocks and planes 2 and 3), and the regional indicators (a lone one is drawn
  wide by terminals, as wcwidth says too).
- zero: nonspacing and enclosing marks (Mn, Me), format characters (Cf) except U+00AD SOFT
  HYPHEN (terminals draw it, wcwidth counts it 1), line and paragraph separators (Zl, Zp),
  Hangul medial vowels and final consonants (they join the leading consonant's two columns).
- spacingMark: spacing combining marks (Mc): zero on their own, one extra column after a base.

The output depends only on the Unicode version of the python3 that runs this script; the header
records it.
"""

import os
import sys
import unicodedata

# UAX #11: unassigned code points in these ranges default to W.
DEFAULT_WIDE = [
    (0x3400, 0x4DBF),
    (0x4E00, 0x9FFF),
    (0xF900, 0xFAFF),
    (0x20000, 0x2FFFD),
    (0x30000, 0x3FFFD),
]
REGIONAL_INDICATORS = (0x1F1E6, 0x1F1FF)
HANGUL_JAMO_MEDIAL_FINAL = [(0x1160, 0x11FF), (0xD7B0, 0xD7FF)]
SOFT_HYPHEN = 0x00AD


def in_ranges(code, ranges):
    return any(lo <= code <= hi for lo, hi in ranges)


def classify(code):
    char = chr(code)
    category = unicodedata.category(char)
    if category == "Cs":
        return None
    if category == "Cn":
        # CPython answers "F" for unassigned code points; UAX #11 says N outside the reserved
        # CJK ranges.
        return "wide" if in_ranges(code, DEFAULT_WIDE) else None
    if in_ranges(code, HANGUL_JAMO_MEDIAL_FINAL):
        return "zero"
    if category in ("Mn", "Me", "Zl", "Zp") or (category == "Cf" and code != SOFT_HYPHEN):
        return "zero"
    if category == "Mc":
        return "spacingMark"
    if unicodedata.east_asian_width(char) in ("W", "F"):
        return "wide"
    if in_ranges(code, DEFAULT_WIDE + [REGIONAL_INDICATORS]):
        return "wide"
    return None


def ranges_of(kind):
    ranges = []
    for code in range(0x110000):
        if classify(code) != kind:
            continue
        if ranges and ranges[-1][1] == code - 1:
            ranges[-1][1] = code
        else:
            ranges.append([code, code])
    return ranges


def swift_array(name, doc, ranges):
    lines = [f"  /// {doc}", f"  static let {name}: [UInt32] = ["]
    entries = [f"0x{lo:X}, 0x{hi:X}," for lo, hi in ranges]
    row = "   "
    for entry in entries:
        if len(row) + 1 + len(entry) > 100:
            lines.append(row)
            row = "   "
        row += " " + entry
    if row.strip():
        lines.append(row)
    lines.append("  ]")
    return lines


def main():
    version = unicodedata.unidata_version
    out = [
        "// GENERATED FILE: do not edit by hand.",
        f"// Source: python3 unicodedata, Unicode {version}.",
        "// Regenerate from the package root with:",
        "//   python3 Sources/HeadlessRender/Text/Scripts/generate-width-table.py",
        "",
        "/// Code-point ranges that decide display widths, as flat `[low, high, low, high, ...]`",
        "/// arrays sorted by code point, searched by ``WidthTable/contains(_:in:)``.",
        "enum WidthTable {",
        "  /// The Unicode version of the data the tables were generated from.",
        f'  static let unicodeVersion = "{version}"',
        "",
    ]
    out += swift_array("wide", "Two columns: East Asian Wide and Fullwidth, plus the reserved"
                       " CJK ranges.", ranges_of("wide"))
    out.append("")
    out += swift_array("zero", "No columns: marks, format characters, separators, Hangul"
                       " medial and final jamo.", ranges_of("zero"))
    out.append("")
    out += swift_array("spacingMark", "Spacing combining marks: one column after a base, none"
                       " alone.", ranges_of("spacingMark"))
    out += [
        "",
        "  /// Whether `scalar` falls in one of the ranges of `table`.",
        "  ///",
        "  /// - Complexity: O(log n) in the number of ranges.",
        "  static func contains(_ scalar: UInt32, in table: [UInt32]) -> Bool {",
        "    var low = 0",
        "    var high = table.count / 2 - 1",
        "    while low <= high {",
        "      let middle = (low + high) / 2",
        "      if scalar < table[2 * middle] {",
        "        high = middle - 1",
        "      } else if scalar > table[2 * middle + 1] {",
        "        low = middle + 1",
        "      } else {",
        "        return true",
        "      }",
        "    }",
        "    return false",
        "  }",
        "}",
        "",
    ]
    here = os.path.dirname(os.path.abspath(__file__))
    target = os.path.join(os.path.dirname(here), "WidthTable.swift")
    with open(target, "w", encoding="utf-8") as handle:
        handle.write("\n".join(out))
    print(f"wrote {target} (Unicode {version})", file=sys.stderr)


if __name__ == "__main__":
    main()
