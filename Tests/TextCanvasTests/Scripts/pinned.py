"""Imports the packages pinned in requirements.txt, at exactly the pinned versions.

Used by generate-wcwidth-reference.py beside it. A missing package or another version exits 3
with the pip command that installs the pinned one, so that the reference is never generated
from other versions than the ones it names.
"""

import importlib
import importlib.metadata
import os
import sys

REQUIREMENTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "requirements.txt")


def pinned_versions():
    """The `name==version` lines of requirements.txt, as a dictionary."""
    versions = {}
    with open(REQUIREMENTS, encoding="utf-8") as handle:
        for line in handle:
            line = line.strip()
            if line and not line.startswith("#"):
                name, version = line.split("==")
                versions[name] = version
    return versions


def require(*names):
    """The modules `names`, imported, once their installed versions are the pinned ones."""
    versions = pinned_versions()
    modules = []
    for name in names:
        pinned = versions[name]
        try:
            installed = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            installed = None
        if installed != pinned:
            found = f"version {installed}" if installed else "nothing"
            print(
                f"python3 has {found} of {name}, the reference needs {name}=={pinned}: run"
                f" `python3 -m pip install {name}=={pinned}` (`make wcwidth-reference` does)",
                file=sys.stderr,
            )
            sys.exit(3)
        modules.append(importlib.import_module(name))
    return modules
