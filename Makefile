# FieldKit's commands. `make demo` runs the GTK demo; `make test` runs every
# check CI runs. Each area adds its steps in Scripts/make/*.mk by appending to
# TEST_STEPS, so areas do not edit one shared list.
SHELL := /bin/bash
.DEFAULT_GOAL := help
TEST_STEPS :=

include $(sort $(wildcard Scripts/make/*.mk))

# `make help`: one line per target, in this order. A target defined in this
# file or in Scripts/make/*.mk without a line here makes `make help` fail,
# naming it.
define HELP_TEXT
demo                 install what the demo needs (as root), build the GTK demo and start it
bootstrap            install the Debian packages of Scripts/apt/*.txt (as root; otherwise print the apt-get line)
test                 run every step below marked [test], in order: what CI runs
test-core            [test] debug build with warnings as errors, then the core's Swift Testing suites
lint                 [test] swift format lint --strict over Sources, Tests and Package.swift
test-gtk             [test] the GTK adapter's XCTests on real widgets (Xvfb when there is no display)
test-gtk-e2e         [test] type into the demo with real X key events and read it back through AT-SPI
test-gtk-leaks       [test] the GTK adapter's XCTests under AddressSanitizer and LeakSanitizer
test-gtk-soak        [test] the demo's memory over 20,000 keystrokes and 200 reopened forms
test-orca-e2e        [test] the real Orca reads the demo while the suite types; what it says is asserted per key
test-ibus-e2e        [test] Korean, Japanese and Chinese typed into the demo through IBus and fcitx5
typecheck-apple      [test] type-check the SwiftUI/UIKit/AppKit adapter and the documented code for every Apple platform
apple-provenance     check that every Apple API stub names where it was verified (part of typecheck-apple)
fuzz-ci              [test] replay each fuzz corpus and a fixed number of new inputs under AddressSanitizer
test-asan            [test] the core tests under AddressSanitizer
test-tsan            [test] the core tests under ThreadSanitizer
soak-core            [test] a million keystrokes through one coordinator, with a bound on the heap
docs                 [test] DocC archives (warnings as errors) and every documented Swift example type-checked
bench                run every benchmark (release build); figures in BENCHMARKS.md
bench-core           run the editing core's benchmarks only
fuzz                 run each fuzz harness for 30 minutes (exploration build, no sanitizer)
fuzz-build           build the fuzz harnesses with libFuzzer and AddressSanitizer
fuzz-build-explore   build the fuzz harnesses with libFuzzer only, for long runs
fuzz-corpus          minimise the kept corpus and the runs' finds into Fuzz/Corpus/<harness>.tar.xz
golden               regenerate the IBAN, phone and locale tables and the golden files from their pinned oracles (network)
screenshots          render the README's screenshots of the demo into Docs/screenshots
help                 this list
endef
export HELP_TEXT

.PHONY: help bootstrap test
help:
	@echo "$$HELP_TEXT" | sed 's/^/make /'
	@missing=0; for target in $$(grep -hoE '^[a-z][a-zA-Z0-9_-]*:([^=]|$$)' Makefile Scripts/make/*.mk | cut -d: -f1 | sort -u); do \
		grep -q "^$$target " <<<"$$HELP_TEXT" || { echo "make help: no line for the target $$target (Makefile, HELP_TEXT)" >&2; missing=1; }; \
	done; exit $$missing

bootstrap:
	bash Scripts/bootstrap.sh

test: $(TEST_STEPS)
	@echo "make test: all steps passed: $(TEST_STEPS)"
