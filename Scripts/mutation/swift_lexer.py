"""Which characters of a Swift source are code: comments and string literals are masked.

The mutation operators match on the masked text, so that a `<` in a comment, a `true` in a
string or a `1` in a doc example is never a site. The lexer knows line comments, nested block
comments, string literals (single-line, multi-line `\"\"\"`, raw `#"..."#`) with their escapes
and interpolations (an interpolation is masked with its string: its code is not mutated).
"""


def code_mask(text):
    """A string as long as `text`: each character of code kept, every other one a space
    (newlines kept, so lines and columns stay where they are)."""
    out = list(text)
    i, n = 0, len(text)

    def blank(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = text[i]
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            blank(i, end)
            i = end
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif c == '"' or (c == "#" and _raw_string_start(text, i)):
            end = _string_end(text, i)
            blank(i, end)
            i = end
        else:
            i += 1
    return "".join(out)


def _raw_string_start(text, i):
    j = i
    while j < len(text) and text[j] == "#":
        j += 1
    return j < len(text) and text[j] == '"' and j > i


def _string_end(text, i):
    """The index just past the string literal starting at `i`."""
    hashes = 0
    while text[i] == "#":
        hashes += 1
        i += 1
    multiline = text.startswith('"""', i)
    quote = '"""' if multiline else '"'
    i += len(quote)
    closing = quote + "#" * hashes
    escape = "\\" + "#" * hashes
    n = len(text)
    while i < n:
        if text.startswith(escape, i):
            j = i + len(escape)
            if j < n and text[j] == "(":
                i = _interpolation_end(text, j)
            else:
                i = j + 1
        elif text.startswith(closing, i):
            return i + len(closing)
        elif text[i] == "\n" and not multiline:
            return i
        else:
            i += 1
    return n


def _interpolation_end(text, i):
    """The index just past the `)` closing the interpolation whose `(` is at `i`."""
    depth, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '"' or (c == "#" and _raw_string_start(text, i)):
            i = _string_end(text, i)
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return n
