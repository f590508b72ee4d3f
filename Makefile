# The few commands a newcomer needs. Each is a plain SwiftPM or swift-format call.
.PHONY: build test lint format bench ci

build:
	swift build -Xswiftc -warnings-as-errors

test:
	swift test

lint:
	swift format lint --strict --recursive Package.swift Sources Tests Benchmarks

format:
	swift format --in-place --recursive Package.swift Sources Tests Benchmarks

bench:
	swift run -c release benchmarks

ci:
	bash .ci/run

# Plants each bug catalogued in Mutants/ in a scratch copy, one at a time, and runs the tests
# that must catch it (not part of `make test`; see Scripts/mutate.py). MUTATE_ARGS passes
# options, e.g. MUTATE_ARGS="--module ListKit" or MUTATE_ARGS="--only ID ...".
.PHONY: mutate
mutate:
	python3 Scripts/mutate.py $(MUTATE_ARGS)
