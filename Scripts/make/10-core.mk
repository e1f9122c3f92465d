# Core: build with warnings as errors, run the tests, lint the sources.
TEST_STEPS += test-core lint

.PHONY: test-core lint bench bench-core
# Only the core's suites: the GTK adapter's XCTests need a display and GTK's
# settings (GTK_A11Y=none, see 30-gtk.mk) and run in their own steps; run here
# too, with accessibility on, one of them drove GTK's own accessibility code
# into a crash on the invalid UTF-8 that the test itself emits (no FieldKit
# path hands GTK invalid UTF-8).
test-core:
	swift build --build-tests -Xswiftc -warnings-as-errors
	swift test --skip-build --disable-xctest --filter '^FieldKitTests\.'

lint:
	swift format lint --strict --recursive Sources Tests Package.swift

bench:
	swift run -c release --package-path Benchmarks fieldkit-benchmarks

# The editing core's cases only (BENCHMARKS.md, "Editing core").
bench-core:
	swift run -c release --package-path Benchmarks fieldkit-benchmarks keystroke/ floor/ check/
