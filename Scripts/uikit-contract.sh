#!/usr/bin/env bash
# Compares the public surface a file importing only HeadlessUIKit reaches (read from the
# compiler's symbol graphs by UIKitContractTests) with Fixtures/UIKit/declarations.txt, and
# prints the differences, one declaration a line in the list's format:
#
#   + Path | declaration    on the surface, not in the list (UIKit's? check it against Apple's
#                           SDK interface, then add it with `= `; not UIKit's? move it off the
#                           UIKit type: `package`, or onto a type of the package's own)
#   - Path | declaration    in the list with `=` or `~`, not on the surface (renamed or
#                           removed: mark it `- ` if UIKit has it, or delete the line)
#
#   Scripts/uikit-contract.sh            print the differences; exit 1 if there are any
#   Scripts/uikit-contract.sh --accept   add every `+` line to the list with `= `, in order,
#                                        after you have checked each against UIKit's; a `- `
#                                        line for a type or member now here is dropped (and
#                                        printed, when its spelling differed)
#   Scripts/uikit-contract.sh --matrix   regenerate the support matrix (HeadlessRender's
#                                        article UIKitSupport.md) from the list
#
# Builds the tests first (`swift build --build-tests`); SKIP_BUILD=1 uses the last build.
set -euo pipefail
cd "$(dirname "$0")/.."
export LC_ALL=C

list=Fixtures/UIKit/declarations.txt
mode="${1:-}"
if [ "${SKIP_BUILD:-}" != 1 ]; then
  swift build --build-tests >/dev/null
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [ "$mode" = --matrix ]; then
  UIKIT_CONTRACT_RECORD_MATRIX=1 swift test --skip-build \
    --filter 'UIKitSupportMatrixTests' >"$work/log" 2>&1 || true
  git diff --stat -- Sources/HeadlessRender/HeadlessRender.docc/UIKitSupport.md
  exit 0
fi

# The test writes the surface, whatever it finds; its own verdict is not needed here.
UIKIT_CONTRACT_SURFACE="$work/surface" swift test --skip-build \
  --filter 'UIKitContractTests/everyDeclarationReachableThroughHeadlessUIKitIsListed' \
  >"$work/log" 2>&1 || true
if [ ! -s "$work/surface" ]; then
  echo "uikit-contract: the test wrote no surface; its output:" >&2
  cat "$work/log" >&2
  exit 2
fi
sort -u "$work/surface" >"$work/surface.sorted"
# The list's `=` and `~` declarations, without their marks and notes.
grep -E '^[=~] ' "$list" | cut -c3- | sed 's/  # .*$//' | sort -u >"$work/listed"
comm -23 "$work/surface.sorted" "$work/listed" | sed 's/^/+ /' >"$work/added"
comm -13 "$work/surface.sorted" "$work/listed" | sed 's/^/- /' >"$work/removed"
cat "$work/added" "$work/removed"

if [ "$mode" = --accept ] && [ -s "$work/added" ]; then
  # New lines take `= `; the list stays sorted by declaration, comments first.
  # A `- ` line the surface now has becomes `= `: it is dropped here and added below; so is a
  # type listed as missing (`- UISwitch | class UISwitch`) whose own line is now added.
  sed 's/^+ /- /' "$work/added" >"$work/now-present"
  sed 's/^+ //; s/ | .*$//' "$work/added" | grep -v '\.' | sort -u >"$work/new-types" || true
  { grep -E '^- [^ .]+ \| ' "$list" || true; } | while IFS= read -r line; do
    type="${line#- }"
    type="${type%% | *}"
    if grep -F -x -q -e "$type" "$work/new-types"; then echo "$line"; fi
  done >>"$work/now-present"
  # A member listed as missing whose path is added with another spelling (`open`, a label):
  # the member is here now. Its `- ` line goes too, and is printed, to check the overloads.
  sed 's/^+ //; s/ | .*$//' "$work/added" | sort -u >"$work/new-paths"
  { grep -E '^- ' "$list" || true; } | while IFS= read -r line; do
    path="${line#- }"
    path="${path%% | *}"
    if grep -F -x -q -e "$path" "$work/new-paths" && ! grep -F -x -q -e "$line" "$work/now-present"; then
      echo "$line"
      echo "uikit-contract: dropped \`$line\`: $path is here now" >&2
    fi
  done >>"$work/now-present"
  sed 's/^+ /= /' "$work/added" >"$work/new"
  grep '^#' "$list" >"$work/comments" || true
  grep -v '^#' "$list" | grep -v '^$' | grep -F -x -v -f "$work/now-present" \
    | cat - "$work/new" \
    | awk '{ key = substr($0, 3); sub(/  # .*$/, "", key); print key "\t" $0 }' \
    | sort -t "$(printf '\t')" -k1,1 \
    | cut -f2- >"$work/entries"
  cat "$work/comments" "$work/entries" >"$list"
  echo "uikit-contract: added $(wc -l <"$work/added") lines to $list with \`= \`"
  exit 0
fi
[ ! -s "$work/added" ] && [ ! -s "$work/removed" ]
