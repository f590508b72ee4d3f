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
