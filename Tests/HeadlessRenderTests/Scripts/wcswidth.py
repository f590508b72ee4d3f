#!/usr/bin/env python3
"""Prints python's wcwidth.wcswidth for each string of a JSON array, as a JSON array.

Usage: python3 wcswidth.py STRINGS.json

The reference for DisplayWidthReferenceTests. Needs the `wcwidth` package
(`python3 -m pip install wcwidth`; .ci/run installs it). Exits 3 when it is missing, so that the
test fails with that message instead of skipping.
"""

import json
import sys

try:
    import wcwidth
except ImportError:
    print("python3 cannot import wcwidth: run `python3 -m pip install wcwidth`", file=sys.stderr)
    sys.exit(3)


def main():
    with open(sys.argv[1], encoding="utf-8") as handle:
        strings = json.load(handle)
    json.dump([wcwidth.wcswidth(string) for string in strings], sys.stdout)
    print(f"wcwidth {wcwidth.__version__}", file=sys.stderr)


if __name__ == "__main__":
    main()
