# FieldKit's commands. `make demo` runs the GTK demo; `make test` runs every
# check CI runs. Each area adds its steps in Scripts/make/*.mk by appending to
# TEST_STEPS, so areas do not edit one shared list; likewise each file lists
# its own targets for `make help` in lines starting with "#> ".
SHELL := /bin/bash
.DEFAULT_GOAL := help
TEST_STEPS :=
MAKE_FILES := Makefile $(sort $(wildcard Scripts/make/*.mk))

#> help                show this list of targets
#> bootstrap           install the Debian packages every step needs (as root; Scripts/apt/*.txt)
#> test                run every test and check, as CI does (the steps marked "in make test" below)

include $(sort $(wildcard Scripts/make/*.mk))

.PHONY: help bootstrap test
help:
	@sed -n 's/^#> /make /p' $(MAKE_FILES)

bootstrap:
	bash Scripts/bootstrap.sh

test: $(TEST_STEPS)
	@echo "make test: all steps passed: $(TEST_STEPS)"
