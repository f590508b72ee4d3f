#!/usr/bin/env python3
"""Prints python's wcwidth for every code point and every emoji sequence, as one JSON object.

Usage: python3 wcwidth-sweep.py

The reference for DisplayWidthSweepTests. The object holds:

- "wcwidth", "unicode", "emoji": the versions of wcwidth, of its Unicode data, and of the
  emoji package.
- "runs": `wcwidth.wcwidth` of U+0000 to U+10FFFF (surrogates included, as python has them) as
  run lengths, flat: `[width, count, width, count, ...]`.
- "sequences" and "sequenceWidths": every emoji of the emoji package (the sequences of
  emoji-test.txt: single emoji, keycaps, flags, tag sequences, modifier and ZWJ sequences,
  fully-, minimally- and unqualified), each single emoji followed by U+FE0E and by U+FE0F, and
  `wcwidth.wcswidth` of each.

Needs the versions pinned in requirements.txt beside this script (.ci/run installs them);
exits 3 naming the pip command when they are missing.
"""

import json
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree

import pinned  # noqa: E402

wcwidth, emoji = pinned.require("wcwidth", "emoji")


def width_runs():
    """Run lengths of the width of each code point, flat."""
    # The undecorated function: a sweep misses its cache on nearly every call.
    measure = getattr(wcwidth.wcwidth, "__wrapped__", wcwidth.wcwidth)
    runs = []
    previous = None
    count = 0
    for code in range(0x110000):
        width = measure(chr(code))
        if width == previous:
            count += 1
            continue
        if previous is not None:
            runs += [previous, count]
        previous, count = width, 1
    return runs + [previous, count]


def emoji_sequences():
    """The emoji package's sequences, and both variation sequences of each single emoji."""
    sequences = set(emoji.EMOJI_DATA)
    for sequence in emoji.EMOJI_DATA:
        if len(sequence) == 1:
            sequences |= {sequence + "\ufe0e", sequence + "\ufe0f"}
    return sorted(sequences)


def main():
    sequences = emoji_sequences()
    json.dump(
        {
            "wcwidth": wcwidth.__version__,
            "unicode": wcwidth.list_versions()[-1],
            "emoji": emoji.__version__,
            "runs": width_runs(),
            "sequences": sequences,
            "sequenceWidths": [wcwidth.wcswidth(sequence) for sequence in sequences],
        },
        sys.stdout,
        ensure_ascii=False,
    )


if __name__ == "__main__":
    main()
