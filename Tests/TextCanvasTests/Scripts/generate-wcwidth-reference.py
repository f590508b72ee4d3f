#!/usr/bin/env python3
"""Generates Tests/TextCanvasTests/Text/wcwidth-reference.txt: python's wcwidth, as data.

Usage, from the package root (`make wcwidth-reference` runs it with the pins installed):

    python3 Tests/TextCanvasTests/Scripts/generate-wcwidth-reference.py [--check]

It writes the file, or with --check exits 1 when the committed file is not what it would write
(CI's check that the data is what the pins give). It needs the versions pinned in
requirements.txt beside it, and exits 3 naming the pip command when they are missing.

The file holds what DisplayWidthSweepTests and DisplayWidthReferenceTests compare with, so that
`swift test` needs no python:

- the versions of wcwidth, of its Unicode data, and of the emoji package;
- `wcwidth.wcwidth` of U+0000 to U+10FFFF (surrogates included, as python has them), as runs:
  the first code point of each run and the width of all of it;
- `wcwidth.wcswidth` of every emoji of the emoji package (the sequences of emoji-test.txt:
  single emoji, keycaps, flags, tag sequences, modifier and ZWJ sequences, fully-, minimally-
  and unqualified) and of each single emoji followed by U+FE0E and by U+FE0F;
- `wcwidth.wcswidth` of the 4,000 strings that the tests' TextSamples draws from seed 0x5EED.
  `TextSamples` below draws the same strings (the tests check that they are the same).

Code points are written in hexadecimal, so that invisible and combining characters can be read.
"""

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree

import pinned  # noqa: E402

wcwidth, emoji = pinned.require("wcwidth", "emoji")

OUTPUT = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), os.pardir, "Text", "wcwidth-reference.txt"
)
STRING_SEED = 0x5EED
STRING_COUNT = 4000
MASK = (1 << 64) - 1


class TextSamples:
    """Tests/TestSupport/TextSamples.swift, drawing the same strings from a seed.

    Draw for draw as the Swift type does: SplitMix64 numbers taken modulo a range's size, in
    the order Swift evaluates them (left to right, array elements before the pick among them).
    """

    ZWJ_SEQUENCES = [
        "\U0001F468\u200D\U0001F469\u200D\U0001F467",
        "\U0001F469\u200D\u2764\uFE0F\u200D\U0001F468",
        "\U0001F3F3\uFE0F\u200D\U0001F308",
        "\U0001F9D1\u200D\U0001F4BB",
        "\U0001F469\U0001F3FD\u200D\U0001F4BB",
        "\U0001F468\u200D\U0001F466\u200D\U0001F466",
    ]

    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def int(self, low, high):
        return low + self.next() % (high - low + 1)

    def pick(self, options):
        return options[self.int(0, len(options) - 1)]

    def scalar(self, low, high):
        value = low + self.next() % (high - low + 1)
        return "?" if 0xD800 <= value <= 0xDFFF else chr(value)

    def piece(self):
        kind = self.int(0, 23)
        if kind == 0:
            return "".join(self.scalar(0x61, 0x7A) for _ in range(self.int(1, 6)))
        if kind == 1:
            return self.scalar(0x20, 0x7E)
        if kind == 2:
            letter = self.scalar(0xC0, 0xFF)
            return letter + (self.scalar(0x300, 0x36F) if self.int(0, 1) == 0 else "")
        if kind == 3:
            return self.scalar(0x391, 0x3A9) + self.scalar(0x410, 0x44F)
        if kind == 4:
            return self.scalar(0x4E00, 0x9FEF)
        if kind == 5:
            return self.scalar(0x3041, 0x3096) + self.scalar(0x30A1, 0x30FA)
        if kind == 6:
            return self.scalar(0xAC00, 0xD7A3)
        if kind == 7:
            lead = self.scalar(0x1100, 0x1112)
            vowel = self.scalar(0x1161, 0x1175)
            return lead + vowel + self.scalar(0x11A8, 0x11C2)
        if kind == 8:
            return self.scalar(0xFF01, 0xFF60) + self.scalar(0xFF61, 0xFF9F)
        if kind == 9:
            box = self.scalar(0x2500, 0x257F)
            return box + self.pick(["·", "§", "°", "±", "①", "→", "€", "™"])
        if kind == 10:
            face = self.scalar(0x1F600, 0x1F64F)
            return face + ("\uFE0F" if self.int(0, 2) == 0 else "")
        if kind == 11:
            return self.scalar(0x1F44A, 0x1F450) + self.scalar(0x1F3FB, 0x1F3FF)
        if kind == 12:
            return self.pick(self.ZWJ_SEQUENCES)
        if kind == 13:
            return self.scalar(0x1F1E6, 0x1F1FF) + self.scalar(0x1F1E6, 0x1F1FF)
        if kind == 14:
            return self.pick(["0", "1", "7", "#", "*"]) + "\uFE0F\u20E3"
        if kind == 15:
            return self.pick(["\u2764", "\u263A", "\u270C", "\u00A9", "\u2122"]) + "\uFE0F"
        if kind == 16:
            return self.pick(["\u200B", "\u2060", "\uFEFF", "\u200C", "\u0301", "\u3000"])
        if kind == 17:
            return self.scalar(0x100, 0x2AF) + self.scalar(0x1F00, 0x1F15)
        if kind == 18:
            return self.scalar(0x5D0, 0x5EA) + self.scalar(0x621, 0x64A)
        if kind == 19:
            consonant = self.scalar(0xE01, 0xE2E)
            marks = [self.scalar(0xE31, 0xE3A), self.scalar(0xE47, 0xE4E)]
            return consonant + self.pick(marks)
        if kind == 20:
            symbols = [self.scalar(0x2600, 0x262F), self.scalar(0x2690, 0x27BF)]
            symbol = self.pick(symbols)
            return symbol + self.scalar(0x2200, 0x22FF)
        if kind == 21:
            return self.scalar(0x1F300, 0x1F5FF) + self.scalar(0x2460, 0x24FF)
        if kind == 22:
            return self.scalar(0x3000, 0x303F)
        return " "

    def string(self):
        return "".join(self.piece() for _ in range(self.int(1, 8)))


def code_point_runs():
    """(first code point, width) of each run of code points of one width."""
    # The undecorated function: a sweep misses its cache on nearly every call.
    measure = getattr(wcwidth.wcwidth, "__wrapped__", wcwidth.wcwidth)
    runs = []
    for code in range(0x110000):
        width = measure(chr(code))
        if not runs or runs[-1][1] != width:
            runs.append((code, width))
    return runs


def emoji_sequences():
    """The emoji package's sequences, and both variation sequences of each single emoji."""
    sequences = set(emoji.EMOJI_DATA)
    for sequence in emoji.EMOJI_DATA:
        if len(sequence) == 1:
            sequences |= {sequence + "\ufe0e", sequence + "\ufe0f"}
    return sorted(sequences)


def hexadecimal(text):
    return " ".join(f"{ord(character):X}" for character in text)


def reference():
    """The file's text."""
    samples = TextSamples(STRING_SEED)
    strings = [samples.string() for _ in range(STRING_COUNT)]
    runs = code_point_runs()
    sequences = emoji_sequences()
    lines = [
        "# python's wcwidth, for DisplayWidthSweepTests and DisplayWidthReferenceTests.",
        "# GENERATED FILE: do not edit by hand. Regenerate from the package root with",
        "# `make wcwidth-reference`, which runs Scripts/generate-wcwidth-reference.py with the",
        "# python packages pinned in Scripts/requirements.txt; CI checks that it is what they give.",
        f"wcwidth {wcwidth.__version__}",
        f"unicode {wcwidth.list_versions()[-1]}",
        f"emoji {emoji.__version__}",
        "",
        "# wcwidth.wcwidth of U+0000 to U+10FFFF, in runs: the run's first code point, then the",
        "# width of it and of every code point before the next run's.",
        f"code-points {len(runs)}",
    ]
    lines += [f"{code:X} {width}" for code, width in runs]
    lines += [
        "",
        "# wcwidth.wcswidth of every emoji sequence of the emoji package, and of each single",
        "# emoji followed by U+FE0E and by U+FE0F: the width, then the code points.",
        f"sequences {len(sequences)}",
    ]
    lines += [f"{wcwidth.wcswidth(sequence)} {hexadecimal(sequence)}" for sequence in sequences]
    lines += [
        "",
        f"# wcwidth.wcswidth of the strings TextSamples(seed: 0x{STRING_SEED:X}) draws, in order:",
        "# the width, then the code points.",
        f"strings {len(strings)}",
    ]
    lines += [f"{wcwidth.wcswidth(string)} {hexadecimal(string)}" for string in strings]
    return "\n".join(lines) + "\n"


def main():
    text = reference()
    path = os.path.relpath(OUTPUT)
    if sys.argv[1:] == ["--check"]:
        try:
            with open(path, encoding="utf-8") as handle:
                committed = handle.read()
        except FileNotFoundError:
            committed = None
        if committed != text:
            print(
                f"{path} is not what wcwidth {wcwidth.__version__} and emoji"
                f" {emoji.__version__} give: run `make wcwidth-reference` and commit it",
                file=sys.stderr,
            )
            sys.exit(1)
        print(f"{path} is what wcwidth {wcwidth.__version__} and emoji {emoji.__version__} give")
        return
    if sys.argv[1:]:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        sys.exit(2)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
