"""The generated mode's mutation operators and the sites they apply to.

Every operator works on the code of a line (comments and strings masked, see swift_lexer) and
yields sites: a span of the file and what replaces it. A site's identity is stable across edits
elsewhere in the file: the file, the operator, the text of its line (trimmed), which identical
line of the file it is, and which match of the operator in that line. Its id is a hash of that
identity, so that an equivalence judgement or a result recorded under it still applies when
lines move.
"""

import hashlib
import re
from dataclasses import dataclass

from swift_lexer import code_mask

# (operator, one-line description) in the order the report lists them.
OPERATORS = [
    ("relational-flip", "a comparison negated: < becomes >=, == becomes !="),
    ("boundary-shift", "a boundary moved by one: < and <=, > and >=, ..< and ..."),
    ("integer-shift", "an integer literal or a count plus or minus one"),
    ("logical-flip", "&& and || swapped"),
    ("negate-condition", "an if, guard or while condition negated, or a ! dropped"),
    ("drop-statement", "an expression statement or assignment removed"),
    ("drop-guard", "a guard, or a one-line if that exits early, removed"),
    ("swap-arguments", "two neighbouring arguments of a call swapped (labels stay)"),
    ("first-last", "first and last swapped (first(where:), firstIndex, dropFirst, ...)"),
    ("min-max", "min and max swapped"),
    ("bool-flip", "a true or false literal (a default included) flipped"),
]

DECLARATION_WORDS = {
    "let", "var", "func", "init", "deinit", "subscript", "struct", "class", "enum", "protocol",
    "extension", "typealias", "associatedtype", "import", "case", "default", "public",
    "private", "fileprivate", "internal", "package", "open", "static", "final", "override",
    "mutating", "nonmutating", "nonisolated", "indirect", "lazy", "weak", "unowned", "convenience",
    "required", "operator", "precedencegroup", "if", "guard", "for", "while", "repeat", "switch",
    "return", "throw", "break", "continue", "fallthrough", "do", "catch", "else", "defer",
    "where", "in", "some", "any", "get", "set", "willSet", "didSet", "yield", "consuming",
    "borrowing", "macro",
}
CONTINUATION_ENDINGS = ("=", "(", "[", ",", "&&", "||", "+", "-", "*", "/", "?", ":", ".",
                        " in", "->", "<", ">", "??", "!", "%", "&", "|", "^", "~", "else")
CONTINUATION_STARTS = (".", "&&", "||", "+ ", "- ", "* ", "/ ", "?", ":", "==", "!=", "<",
                       ">", "??", "{", "else", "where", ")", "]")
SWAP_EXCLUDED_CALLEES = {"min", "max", "Swift.min", "Swift.max"}
FIRST_LAST = {
    "first": "last", "last": "first", "firstIndex": "lastIndex", "lastIndex": "firstIndex",
    "dropFirst": "dropLast", "dropLast": "dropFirst", "removeFirst": "removeLast",
    "removeLast": "removeFirst", "popFirst": "popLast", "popLast": "popFirst",
    "prefix": "suffix", "suffix": "prefix",
}
RELATIONAL = {
    "<": (">=", "<="), "<=": (">", "<"), ">": ("<=", ">="), ">=": ("<", ">"),
}


@dataclass
class Site:
    module: str
    file: str
    operator: str
    line: int          # 1-based line of the span's start
    start: int         # offsets in the file's text
    end: int
    replacement: str
    line_text: str     # the first line, trimmed: part of the identity
    key: str = ""
    id: str = ""

    def apply(self, text):
        return text[:self.start] + self.replacement + text[self.end:]

    def mutated_line(self, text):
        """The mutated text of the lines the span touches, trimmed (a dropped span: empty)."""
        mutated = self.apply(text)
        line_start = text.rfind("\n", 0, self.start) + 1
        end = mutated.find("\n", self.start + len(self.replacement))
        return mutated[line_start:end if end >= 0 else len(mutated)].strip()


def find_sites(module, relative_path, text):
    """Every site of every operator in `text`, the source of `relative_path`."""
    mask = code_mask(text)
    lines = text.split("\n")
    masked_lines = mask.split("\n")
    offsets = []
    position = 0
    for line in lines:
        offsets.append(position)
        position += len(line) + 1
    sites = []

    def add(operator, line_index, start, end, replacement):
        sites.append(Site(
            module=module, file=relative_path, operator=operator, line=line_index + 1,
            start=offsets[line_index] + start, end=offsets[line_index] + end,
            replacement=replacement, line_text=lines[line_index].strip()))

    for index, masked in enumerate(masked_lines):
        stripped = masked.strip()
        if not stripped or stripped.startswith(("#", "@", "import ")):
            continue
        _relational(masked, index, add)
        _ranges(masked, index, add)
        _logical(masked, index, add)
        _integers(masked, index, add)
        _conditions(masked, index, add)
        _negations(masked, index, add)
        _first_last(masked, index, add)
        _min_max(masked, index, add)
        _booleans(masked, index, add)
        _swaps(masked, lines[index], index, add)
        _statement(masked_lines, index, add)
    _guards(mask, masked_lines, offsets, lines, module, relative_path, sites)
    _name(sites, lines)
    return sites


def _name(sites, lines):
    """Gives each site its identity key and id (see the module's documentation)."""
    seen_lines = {}
    occurrence_of_line = []
    for text in lines:
        key = text.strip()
        occurrence_of_line.append(seen_lines.get(key, 0))
        seen_lines[key] = seen_lines.get(key, 0) + 1
    matches = {}
    for site in sorted(sites, key=lambda s: (s.line, s.operator, s.start, s.replacement)):
        base = (site.line, site.operator)
        k = matches.get(base, 0)
        matches[base] = k + 1
        site.key = "|".join([
            site.file, site.operator, site.line_text, str(occurrence_of_line[site.line - 1]),
            str(k)])
        site.id = "g" + hashlib.sha1(site.key.encode()).hexdigest()[:10]


def _is_operator_declaration(masked, start):
    return re.search(r"\bfunc\s*$", masked[:start]) is not None or "operator" in masked


def _relational(masked, index, add):
    for match in re.finditer(r"(?<= )(<=|>=|<|>|==|!=)(?= )", masked):
        before = masked[:match.start()].strip()
        if _is_operator_declaration(masked, match.start()) or not before or before.endswith(
                ("(", ",", "[", ":", "->", "=")):
            continue  # no left operand: a generic's closing `>` on a line of its own, say
        op = match.group(1)
        if op in RELATIONAL:
            flip, shift = RELATIONAL[op]
            add("relational-flip", index, match.start(), match.end(), flip)
            add("boundary-shift", index, match.start(), match.end(), shift)
        else:
            add("relational-flip", index, match.start(), match.end(), "!=" if op == "==" else "==")


def _ranges(masked, index, add):
    for match in re.finditer(r"(?<=[\w)\]])(\.\.<|\.\.\.)(?=[\w(\[.-])", masked):
        if match.group(1) == "..." and masked[match.end():].startswith("."):
            continue
        add("boundary-shift", index, match.start(), match.end(),
            "..." if match.group(1) == "..<" else "..<")


def _logical(masked, index, add):
    for match in re.finditer(r"(?<= )(&&|\|\|)(?= )", masked):
        add("logical-flip", index, match.start(), match.end(),
            "||" if match.group(1) == "&&" else "&&")


def _integers(masked, index, add):
    if re.match(r"\s*(case\s+\w+\s*=|enum |@)", masked):
        return
    for match in re.finditer(r"(?<![\w.$#])(\d+)(?![\w.])", masked):
        if masked[:match.start()].rstrip().endswith(("(repeating:",)):
            continue
        literal = match.group(1)
        add("integer-shift", index, match.start(), match.end(), f"({literal} + 1)")
        add("integer-shift", index, match.start(), match.end(), f"({literal} - 1)")
    for match in re.finditer(r"\.count\b(?!\s*[(:])", masked):
        start = _chain_start(masked, match.start())
        if start is None or start == match.start():
            continue
        chain = masked[start:match.end()]
        add("integer-shift", index, start, match.end(), f"({chain} + 1)")
        add("integer-shift", index, start, match.end(), f"({chain} - 1)")


def _chain_start(masked, position):
    """The start of the postfix expression ending just before `position` (`a.b(c)[d]?`)."""
    i = position
    while i > 0:
        c = masked[i - 1]
        if c.isalnum() or c in "_.?!":
            i -= 1
        elif c in ")]":
            depth = 0
            j = i - 1
            while j >= 0:
                if masked[j] in ")]":
                    depth += 1
                elif masked[j] in "([":
                    depth -= 1
                    if depth == 0:
                        break
                j -= 1
            if j < 0:
                return None
            i = j
        else:
            break
    if i < len(masked) and masked[i] in ".\\" or (i > 0 and masked[i - 1] == "\\"):
        return None
    if masked[i:position].startswith(("try", "await")):
        return None
    return i


def _top_level_comma(text):
    depth = 0
    for c in text:
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            return True
    return False


def _conditions(masked, index, add):
    match = (re.match(r"^(\s*(?:\} else )?(?:if|while) )(.+?)( \{.*)$", masked)
             or re.match(r"^(\s*guard )(.+?)( else \{.*| else)$", masked))
    if not match:
        return
    condition = match.group(2)
    if condition.startswith("!") and not re.search(r" (&&|\|\||==|!=|<|>|<=|>=) ", condition):
        return  # the same mutant as dropping its `!`
    if (re.search(r"\b(let|var|case|try|await)\b|#available|#unavailable", condition)
            or _top_level_comma(condition) or condition.count("{") != condition.count("}")):
        return
    start = match.start(2)
    add("negate-condition", index, start, match.end(2), f"!({condition})")


def _negations(masked, index, add):
    for match in re.finditer(r"(?<![\w)\]!?=<>])!(?=[\w(.$])", masked):
        add("negate-condition", index, match.start(), match.end(), "")


def _first_last(masked, index, add):
    for match in re.finditer(r"(?<=\.)(" + "|".join(FIRST_LAST) + r")\b(?!:)", masked):
        add("first-last", index, match.start(), match.end(), FIRST_LAST[match.group(1)])


def _min_max(masked, index, add):
    for match in re.finditer(r"\b(min|max)\b(?=\s*\()", masked):
        if re.search(r"\b(func|let|var)\s+$", masked[:match.start()]):
            continue
        add("min-max", index, match.start(), match.end(),
            "max" if match.group(1) == "min" else "min")


def _booleans(masked, index, add):
    for match in re.finditer(r"\b(true|false)\b", masked):
        add("bool-flip", index, match.start(), match.end(),
            "false" if match.group(1) == "true" else "true")


def _split_arguments(inner):
    """Top-level comma-separated pieces of `inner`, as (start, end) spans."""
    pieces, depth, start = [], 0, 0
    for i, c in enumerate(inner):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            pieces.append((start, i))
            start = i + 1
    pieces.append((start, len(inner)))
    return pieces


def _swaps(masked, line, index, add):
    stripped = masked.strip()
    if re.search(r"\b(func|subscript|case|enum)\b", masked) or re.match(
            r"^(\w+\s+)*init\s*[(<]", stripped):
        return
    for open_match in re.finditer(r"(?<=[\w)\]?!>])\(", masked):
        open_at = open_match.start()
        callee = re.search(r"[\w.]*$", masked[:open_at]).group(0)
        if callee in SWAP_EXCLUDED_CALLEES or callee in ("if", "while", "guard", "switch"):
            continue
        depth, close_at = 0, None
        for j in range(open_at, len(masked)):
            if masked[j] in "([{":
                depth += 1
            elif masked[j] in ")]}":
                depth -= 1
                if depth == 0:
                    close_at = j
                    break
        if close_at is None:
            continue
        inner = masked[open_at + 1:close_at]
        if "{" in inner or " in " in inner:
            continue
        pieces = _split_arguments(inner)
        if len(pieces) < 2:
            continue
        parts = []
        for start, end in pieces:
            raw = line[open_at + 1 + start:open_at + 1 + end]
            label = re.match(r"^(\s*(?:\w+\s*:\s*)?)", raw).group(1)
            value = raw[len(label):]
            trailing = len(value) - len(value.rstrip())
            parts.append((label, value.rstrip(), value[len(value.rstrip()):] if trailing else ""))
        for k in range(len(parts) - 1):
            a, b = parts[k], parts[k + 1]
            if not a[1] or not b[1] or a[1] == b[1] or a[1].startswith("&") or b[1].startswith("&"):
                continue
            swapped = list(parts)
            swapped[k] = (a[0], b[1], a[2])
            swapped[k + 1] = (b[0], a[1], b[2])
            replacement = ",".join(label + value + tail for label, value, tail in swapped)
            add("swap-arguments", index, open_at + 1, close_at, replacement)


def _statement(masked_lines, index, add):
    masked = masked_lines[index]
    stripped = masked.strip()
    if not stripped:
        return
    first_word = re.match(r"^[A-Za-z_]\w*", stripped)
    if first_word and first_word.group(0) in DECLARATION_WORDS:
        return
    if stripped.startswith(("}", "{", ".", ")", "]", "@", "#", "\\", "&", "|", "?", ":")):
        return
    if stripped.endswith(CONTINUATION_ENDINGS) or stripped.endswith("{"):
        return
    if any(stripped.count(o) != stripped.count(c) for o, c in ("()", "[]", "{}")):
        return
    previous = next((line.strip() for line in reversed(masked_lines[:index]) if line.strip()), "")
    if previous.endswith(CONTINUATION_ENDINGS) and not previous.startswith(("case ", "default")):
        return
    following = next((line.strip() for line in masked_lines[index + 1:] if line.strip()), "")
    if following.startswith(CONTINUATION_STARTS):
        return
    if not re.search(r"[=(]", stripped) and not re.match(r"^[\w.]+$", stripped):
        return
    start = len(masked) - len(masked.lstrip())
    add("drop-statement", index, start, len(masked.rstrip()), "")


def _guards(mask, masked_lines, offsets, lines, module, relative_path, sites):
    """`guard ... else { ... }` statements and one-line `if ... { return|throw|continue|break }`,
    each removed whole."""
    for index, masked in enumerate(masked_lines):
        stripped = masked.strip()
        if stripped.startswith("guard "):
            start = offsets[index] + masked.index("guard")
            brace = _else_brace(mask, start)
            if brace is None:
                continue
            close = _matching_brace(mask, brace)
            if close is None:
                continue
            line_end = mask.find("\n", close)
            line_end = len(mask) if line_end < 0 else line_end
            if mask[close + 1:line_end].strip():
                continue
            sites.append(Site(
                module=module, file=relative_path, operator="drop-guard", line=index + 1,
                start=offsets[index], end=line_end,
                replacement="\n" * mask[offsets[index]:line_end].count("\n"),
                line_text=lines[index].strip()))
        elif re.match(r"^if .* \{ (return|throw|continue|break)\b.*\}$", stripped):
            if re.search(r"\b(let|var|case)\b", stripped.split("{")[0]):
                continue
            sites.append(Site(
                module=module, file=relative_path, operator="drop-guard", line=index + 1,
                start=offsets[index], end=offsets[index] + len(masked), replacement="",
                line_text=lines[index].strip()))


def _else_brace(mask, start):
    """The `{` of the `else` closing the guard that starts at `start`."""
    depth, i = 0, start
    while i < len(mask):
        c = mask[i]
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "{" and depth == 0:
            if re.search(r"\belse\s*$", mask[start:i]):
                return i
            close = _matching_brace(mask, i)  # a closure in the condition
            if close is None:
                return None
            i = close
        i += 1
    return None


def _matching_brace(mask, open_at):
    depth = 0
    for i in range(open_at, len(mask)):
        if mask[i] == "{":
            depth += 1
        elif mask[i] == "}":
            depth -= 1
            if depth == 0:
                return i
    return None
