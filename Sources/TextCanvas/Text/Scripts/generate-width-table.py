#!/usr/bin/env python3
"""Generates Sources/TextCanvas/Text/WidthTable.swift from the Unicode Character Database.

The data comes from two python packages, pinned so that the output is reproducible; install
exactly these versions (a virtual environment keeps them apart from other projects):

    python3 -m pip install unicodedata2==18.0.0 regex==2026.11.15

- unicodedata2 18.0.0: general categories and East Asian Widths of Unicode 18.0.0, and the
  version the tables record.
- regex 2026.11.15: the binary properties unicodedata2 lacks (Default_Ignorable_Code_Point,
  Prepended_Concatenation_Mark, Emoji, Emoji_Modifier_Base), from the same Unicode 18.0.0 (the
  script checks that both packages assign the same code points).

The script refuses other versions. To move to a newer Unicode, raise both pins together, here
and in the tests' Tests/TextCanvasTests/Scripts/requirements.txt (whose wcwidth must ship
the same Unicode version).

Run from the package root:

    python3 Sources/TextCanvas/Text/Scripts/generate-width-table.py

The tables hold code-point ranges; `Character.displayWidth` combines them per grapheme cluster.

- wide: East_Asian_Width W or F (UAX #11), the ranges UAX #11 reserves as W even where still
  unassigned (CJK blocks and planes 2 and 3), and the regional indicators (a lone one is drawn
  wide by terminals, as wcwidth says too).
- zero: nonspacing and enclosing marks (Mn, Me), format characters (Cf), line and paragraph
  separators (Zl, Zp), default ignorable code points (assigned or not: U+3164 HANGUL FILLER,
  U+FFA0, U+2065, U+E0000 to U+E0FFF, ...), and Hangul medial vowels and final consonants (the
  whole Jamo ranges, assigned or not: they join the leading consonant's two columns). Not zero:
  - U+00AD SOFT HYPHEN: terminals draw it, wcwidth counts it 1.
  - The prepended concatenation marks (U+0600-U+0605, U+06DD, U+070F, U+0890-U+0891, U+08E2,
    U+110BD, U+110CD): format characters that are drawn, spanning the digits that follow.
  - U+115F HANGUL CHOSEONG FILLER: default ignorable, but a leading consonant that carries its
    syllable's two columns (East Asian Wide).
- spacingMark: spacing combining marks (Mc): zero on their own; after a base they make the
  cluster two columns.
- emoji, emojiModifierBase: the Emoji and Emoji_Modifier_Base properties (UTS #51), for U+FE0F
  and skin tones. From the same Unicode version as the other tables: the Swift standard
  library's emoji properties are of its own, older version and miss the newest emoji.
"""

import importlib.metadata
import os
import sys

PINNED = {"unicodedata2": "18.0.0", "regex": "2026.11.15"}


def require_pinned_packages():
    """Exits with the install command unless the pinned versions are installed."""
    for name, pinned in PINNED.items():
        try:
            installed = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            installed = None
        if installed != pinned:
            command = " ".join(f"{package}=={version}" for package, version in PINNED.items())
            print(
                f"found {name} {installed or '(none)'}, need {pinned}:"
                f" python3 -m pip install {command}",
                file=sys.stderr,
            )
            sys.exit(1)


require_pinned_packages()

import regex  # noqa: E402  (after the version check, for its message)
import unicodedata2 as unicodedata  # noqa: E402

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
HANGUL_CHOSEONG_FILLER = 0x115F
SOFT_HYPHEN = 0x00AD
DEFAULT_IGNORABLE = regex.compile(r"\p{Default_Ignorable_Code_Point}")
PREPENDED_CONCATENATION_MARK = regex.compile(r"\p{Prepended_Concatenation_Mark}")
ASSIGNED = regex.compile(r"\p{Assigned}")
EMOJI = regex.compile(r"\p{Emoji}")
EMOJI_MODIFIER_BASE = regex.compile(r"\p{Emoji_Modifier_Base}")


def in_ranges(code, ranges):
    return any(lo <= code <= hi for lo, hi in ranges)


def classify(code):
    char = chr(code)
    category = unicodedata.category(char)
    if category == "Cs":
        return None
    if in_ranges(code, HANGUL_JAMO_MEDIAL_FINAL):
        return "zero"
    if DEFAULT_IGNORABLE.match(char) and code != HANGUL_CHOSEONG_FILLER:
        return "zero"
    if category == "Cn":
        # UAX #11 says N outside the reserved CJK ranges, whatever east_asian_width answers.
        return "wide" if in_ranges(code, DEFAULT_WIDE) else None
    if PREPENDED_CONCATENATION_MARK.match(char):
        return None
    if category in ("Mn", "Me", "Zl", "Zp") or (category == "Cf" and code != SOFT_HYPHEN):
        return "zero"
    if category == "Mc":
        return "spacingMark"
    if unicodedata.east_asian_width(char) in ("W", "F"):
        return "wide"
    if in_ranges(code, DEFAULT_WIDE + [REGIONAL_INDICATORS]):
        return "wide"
    return None


def check_same_unicode_version():
    """Exits unless regex assigns exactly the code points unicodedata2 assigns."""
    differing = [
        code
        for code in range(0x110000)
        if (unicodedata.category(chr(code)) != "Cn") != bool(ASSIGNED.match(chr(code)))
    ]
    if differing:
        print(
            f"regex and unicodedata2 {unicodedata.unidata_version} disagree on"
            f" {len(differing)} assigned code points (first U+{differing[0]:04X}):"
            " they hold different Unicode versions",
            file=sys.stderr,
        )
        sys.exit(1)


def ranges_of(kind):
    return ranges_where(lambda code: classify(code) == kind)


def ranges_where(predicate):
    ranges = []
    for code in range(0x110000):
        if not predicate(code):
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
    check_same_unicode_version()
    version = unicodedata.unidata_version
    packages = " and ".join(f"{name} {pinned}" for name, pinned in PINNED.items())
    out = [
        "// GENERATED FILE: do not edit by hand.",
        f"// Source: Unicode {version}, from the python packages {packages}.",
        "// Regenerate from the package root with:",
        f"//   python3 -m pip install {' '.join(f'{n}=={v}' for n, v in PINNED.items())}",
        "//   python3 Sources/TextCanvas/Text/Scripts/generate-width-table.py",
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
    out += swift_array("zero", "No columns: marks, format characters, separators, default"
                       " ignorables, medial and final jamo.", ranges_of("zero"))
    out.append("")
    out += swift_array("spacingMark", "Spacing combining marks: none alone; after a base they make"
                       " the cluster two columns.", ranges_of("spacingMark"))
    out.append("")
    out += swift_array("emoji", "Emoji (UTS #51): U+FE0F shows these as emoji; skin tones"
                       " join them.", ranges_where(lambda code: EMOJI.match(chr(code))))
    out.append("")
    out += swift_array("emojiModifierBase", "Emoji modifier bases (UTS #51): with a skin"
                       " tone, an emoji of two columns.",
                       ranges_where(lambda code: EMOJI_MODIFIER_BASE.match(chr(code))))
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
