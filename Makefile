# FieldKit's commands. `make demo` runs the GTK demo; `make test` runs every
# check CI runs. Each area adds its steps in Scripts/make/*.mk by appending to
# TEST_STEPS, so areas do not edit one shared list.
SHELL := /bin/bash
.DEFAULT_GOAL := help
TEST_STEPS :=

include $(sort $(wildcard Scripts/make/*.mk))

.PHONY: help bootstrap test
help:
	@echo "make demo   - install what the demo needs (as root), build and start it"
	@echo "make test   - run every test and check (what CI runs)"
	@echo "make bench  - run the benchmarks (release build)"
	@echo "make typecheck-apple-sdk - type-check against Apple's real SDKs (Xcode 15 mirrors) if on the machine"

bootstrap:
	bash Scripts/bootstrap.sh

test: $(TEST_STEPS)
	@echo "make test: all steps passed: $(TEST_STEPS)"
