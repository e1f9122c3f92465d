# Reliability: the libFuzzer harnesses in Fuzz/ run for a bounded time from the
# corpus kept in Fuzz/Corpus, and the core tests run under AddressSanitizer and
# ThreadSanitizer. Each sanitizer build has its own scratch path, so none of
# them rebuilds the main .build. See RELIABILITY.md.
TEST_STEPS += fuzz-ci test-asan test-tsan soak-core

FUZZ_HARNESSES := editing coordinator formats live focus phone
# Seconds per harness: a cap in `make test` (see fuzz-ci), half an hour in `make fuzz`.
FUZZ_SECONDS ?= 60
FUZZ_LONG_SECONDS ?= 1800
# Only the core's tests: the GTK tests need a display and GTK's own code is not
# ours to sanitise. The XCTest runner is skipped (there are no XCTests) because
# it leaks its own suite objects, which LeakSanitizer reports.
SANITIZED_TESTS := --disable-xctest --filter '^FieldKitTests\.'

.PHONY: fuzz-build fuzz-build-explore fuzz-ci fuzz fuzz-corpus test-asan test-tsan soak-core
# Only the harnesses: building the whole nested package would also link the root
# package's executables with the fuzzer runtime.
fuzz-build:
	@for h in $(FUZZ_HARNESSES); do \
		swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address --product fuzz-$$h \
			|| exit 1; \
	done

# The coverage-exploration build: libFuzzer's instrumentation without
# AddressSanitizer, in its own scratch path. It runs two to three times as many
# executions per second (RELIABILITY.md, "Executions per second"), so long runs
# use it; every unit they find is replayed under ASan by fuzz-ci in `make test`.
fuzz-build-explore:
	@for h in $(FUZZ_HARNESSES); do \
		swift build --package-path Fuzz --scratch-path Fuzz/.build-explore -c release \
			-Xswiftc -sanitize=fuzzer --product fuzz-$$h || exit 1; \
	done

# In `make test` each harness replays the same inputs on every machine: a fixed
# seed and a fixed number of runs (about a minute each here), so a CI verdict
# never depends on how fast the machine was or on luck; the time is only a cap.
# New ground is broken by `make fuzz`, whose finds go into the corpus.
FUZZ_CI_SEED ?= 1
FUZZ_CI_RUNS ?= 60000
# The twin harness runs two coordinators per input: half the runs, about as long.
FUZZ_CI_RUNS_live ?= 30000
FUZZ_CI_RUNS_focus ?= 40000
# Sixteen numbers an input, each typed into a field: a third of the runs, under a minute.
FUZZ_CI_RUNS_phone ?= 20000
FUZZ_CI_HARNESSES ?= $(FUZZ_HARNESSES)
fuzz-ci: fuzz-build
	@$(foreach h,$(FUZZ_CI_HARNESSES),Fuzz/run.sh $(h) $$(( $(FUZZ_SECONDS) * 3 )) -seed=$(FUZZ_CI_SEED) \
		-runs=$(or $(FUZZ_CI_RUNS_$(h)),$(FUZZ_CI_RUNS)) &&) true

fuzz: fuzz-build-explore
	@for h in $(FUZZ_HARNESSES); do FUZZ_BUILD=explore Fuzz/run.sh $$h $(FUZZ_LONG_SECONDS) || exit 1; done

# Minimises what the runs found, with the kept corpus, into one archive per
# harness (Fuzz/Corpus/<harness>.tar.xz), written reproducibly (sorted names,
# no dates or owners) so the archive changes only when its units do. A unit
# whose name is not libFuzzer's hash is a fixed finding's reproducer
# (<harness>-<what>-<hash>, RELIABILITY.md): it is kept whatever the merge
# thinks of its coverage, so fuzz-ci replays every finding.
fuzz-corpus: fuzz-build-explore
	@for h in $(FUZZ_HARNESSES); do \
		w=Fuzz/.build/work/$$h && mkdir -p $$w/corpus $$w/seed && rm -rf $$w/merged && mkdir -p $$w/merged && \
		SWIFT_BACKTRACE=enable=no Fuzz/.build-explore/release/fuzz-$$h -set_cover_merge=1 -max_len=4096 \
			$$w/merged $$w/seed $$w/corpus >$$w/merge.log 2>&1 && \
		for f in $$w/seed/* $$w/corpus/*; do \
			case $${f##*/} in $$h-*) cp $$f $$w/merged/ ;; esac; \
		done && \
		echo "fuzz-$$h: $$(ls $$w/merged | wc -l) units" && \
		tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C $$w/merged -cf - . \
			| xz -9e -T1 >Fuzz/Corpus/$$h.tar.xz || exit 1; \
	done

test-asan:
	swift build --build-tests --sanitize=address --scratch-path .build-asan
	LSAN_OPTIONS=suppressions=$(CURDIR)/Fuzz/lsan-suppressions.txt swift test --skip-build --sanitize=address --scratch-path .build-asan $(SANITIZED_TESTS)

test-tsan:
	swift build --build-tests --sanitize=thread --scratch-path .build-tsan
	swift test --skip-build --sanitize=thread --scratch-path .build-tsan $(SANITIZED_TESTS)

# A million keystrokes through one coordinator (release build, in the
# benchmarks' package and scratch path); fails when, after the warm-up, the
# heap just after an app write empties the undo history grows by more than
# 4 KiB, or grows by more than 96 KiB at any event (a full undo history holds
# about 57 KB; RELIABILITY.md, "Memory over long use").
soak-core:
	swift build -c release --package-path Benchmarks --product fieldkit-soak
	Benchmarks/.build/release/fieldkit-soak
