#!/usr/bin/env python3
"""Prints python's wcwidth.wcswidth for each string of a JSON array, as a JSON array.

Usage: python3 wcswidth.py STRINGS.json

The reference for DisplayWidthReferenceTests. Needs the wcwidth version pinned in
requirements.txt beside this script (.ci/run installs it); exits 3 naming the pip command when
it is missing.
"""

import json
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree

import pinned  # noqa: E402

(wcwidth,) = pinned.require("wcwidth")


def main():
    with open(sys.argv[1], encoding="utf-8") as handle:
        strings = json.load(handle)
    json.dump([wcwidth.wcswidth(string) for string in strings], sys.stdout)
    print(f"wcwidth {wcwidth.__version__}", file=sys.stderr)


if __name__ == "__main__":
    main()
