#!/usr/bin/env bash
# Times kiwi's C++ solver on the layout suite's systems: fetches the kiwisolver sdist with pip
# (once; it carries kiwi's headers), compiles kiwi_benchmark.cpp with the system's C++ compiler
# at -O2 (again only when the source changed), and runs it on SYSTEMS.txt.
#
# Usage: kiwi_native.sh SYSTEMS.txt
#
# The sdist and the binary stay in Benchmarks/Scripts/kiwi-cache/ (gitignored): kiwi's code is
# never committed. When pip or the compiler is missing, or the download fails, it says so on
# stdout and exits 0, so that the rest of the benchmarks still run.
set -u

version=1.5.1
here="$(cd "$(dirname "$0")" && pwd)"
cache="$here/kiwi-cache"
source_dir="$cache/kiwisolver-$version"
binary="$cache/kiwi_benchmark"
compiler="${CXX:-g++}"

if [ $# -ne 1 ]; then
  echo "usage: kiwi_native.sh SYSTEMS.txt" >&2
  exit 2
fi

skip() {
  echo "kiwi C++ comparison skipped: $1"
  exit 0
}

mkdir -p "$cache" || skip "cannot create $cache"
if [ ! -f "$source_dir/kiwi/kiwi.h" ]; then
  if python3 -m pip --version > /dev/null 2>&1; then
    pip=(python3 -m pip)
  elif command -v pip > /dev/null 2>&1; then
    pip=(pip)
  else
    skip "pip is not installed (it fetches the kiwisolver sdist, which carries kiwi's headers)"
  fi
  echo "fetching the kiwisolver $version sdist with pip (once) ..."
  "${pip[@]}" download --quiet --no-deps --no-binary :all: "kiwisolver==$version" -d "$cache" \
    > "$cache/pip.log" 2>&1 || skip "pip could not download kiwisolver $version (see $cache/pip.log)"
  tar -xzf "$cache/kiwisolver-$version.tar.gz" -C "$cache" \
    || skip "cannot unpack $cache/kiwisolver-$version.tar.gz"
fi
if [ ! -x "$binary" ] || [ "$here/kiwi_benchmark.cpp" -nt "$binary" ]; then
  command -v "$compiler" > /dev/null 2>&1 || skip "no C++ compiler ($compiler) found"
  "$compiler" -O2 -std=c++17 -DNDEBUG -I "$source_dir" "$here/kiwi_benchmark.cpp" -o "$binary" \
    || skip "$compiler could not compile kiwi_benchmark.cpp"
fi
echo "kiwi C++ $version, $("$compiler" --version | head -n 1), -O2"
exec "$binary" "$1"
