# The few commands a newcomer needs. Each is a plain SwiftPM or swift-format call.
.PHONY: build test stress lint format bench docs example ci wcwidth-reference determinism

build:
	swift build -Xswiftc -warnings-as-errors

test:
	swift test

# The suites tagged .stress (the random property tests at 25 times their cases, the fuzz test
# for 60 s) after `swift test` (HEADLESS_TABLE_STRESS and HEADLESS_TABLE_FUZZ_SECONDS change
# them); CI runs it too.
stress:
	bash .ci/stress

# Tests/TextCanvasTests/Text/wcwidth-reference.txt, python's wcwidth as the text-width tests
# read it, regenerated from the pinned python packages (installed under .build/wcwidth-pins);
# CI checks that the committed file is what they give.
wcwidth-reference:
	bash .ci/wcwidth-reference

# The example packages are linted with the root package; their .build folders are left out.
EXAMPLE = Examples/Contacts
PHOTOS_EXAMPLE = Examples/Photos
EXAMPLE_SOURCES = $(EXAMPLE)/Package.swift $(EXAMPLE)/Sources $(EXAMPLE)/Tests \
	$(PHOTOS_EXAMPLE)/Package.swift $(PHOTOS_EXAMPLE)/Sources $(PHOTOS_EXAMPLE)/Tests

lint:
	swift format lint --strict --recursive Package.swift Sources Tests Benchmarks $(EXAMPLE_SOURCES)

format:
	swift format --in-place --recursive Package.swift Sources Tests Benchmarks $(EXAMPLE_SOURCES)

# The layout suite also times kiwi's C++ solver on the same systems: Benchmarks/Scripts/
# kiwi_native.sh fetches the kiwisolver sdist with pip once (into the gitignored
# Benchmarks/Scripts/kiwi-cache) and compiles it with g++ (or $CXX) at -O2; without pip or a
# compiler it says so and the rest runs.
bench:
	swift run -c release benchmarks

# The documentation catalogs, built with the toolchain's docc; a warning fails the build.
docs:
	bash .ci/docs

# The examples, a team's own screens, each a separate package on the public API: Contacts
# (a table view controller) and Photos (a collection view controller).
example:
	cd $(EXAMPLE) && swift build --build-tests -Xswiftc -warnings-as-errors && swift test
	cd $(PHOTOS_EXAMPLE) && swift build --build-tests -Xswiftc -warnings-as-errors && swift test

ci:
	bash .ci/run

# A release build of headless-table verifies every reference scenario against its golden RUNS
# times (default 1,000), then renders each 20 times comparing the bytes; CI verifies 50 times.
RUNS ?= 1000
determinism:
	bash Scripts/determinism.sh $(RUNS)

# Plants each bug catalogued in Mutants/ in a scratch copy, one at a time, and runs the tests
# that must catch it (not part of `make test`; see Scripts/mutate.py). MUTATE_ARGS passes
# options, e.g. MUTATE_ARGS="--module ListKit" or MUTATE_ARGS="--only ID ...";
# MUTATE_ARGS="--generate 300 --seed N" plants generated mutants against the whole swift test.
.PHONY: mutate
mutate:
	python3 Scripts/mutate.py $(MUTATE_ARGS)
