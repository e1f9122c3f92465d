# Core: build with warnings as errors, run the tests, lint the sources.
TEST_STEPS += test-core lint

.PHONY: test-core lint bench bench-core
test-core:
	swift build --build-tests -Xswiftc -warnings-as-errors
	swift test --skip-build

lint:
	swift format lint --strict --recursive Sources Tests Package.swift

bench:
	swift run -c release --package-path Benchmarks fieldkit-benchmarks

# The editing core's cases only (issue 2's targets), as recorded in BENCHMARKS.md.
bench-core:
	swift run -c release --package-path Benchmarks fieldkit-benchmarks keystroke/ floor/ check/
