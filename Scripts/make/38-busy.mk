# The GTK and input method end-to-end suites on an oversubscribed machine:
# Debian's stress-ng runs BUSY_CPU_WORKERS busy workers (4 on the 2-core
# reference machine) for as long as the suites run, and is stopped when the
# target ends, whether the suites pass, fail or are interrupted (with a
# one-hour timeout of its own should even that fail). The suites wait for the
# demo's state, never for a fixed time (Tests/EndToEnd/demo_driver.py), so a
# busy machine makes them slower, not flaky; nothing is re-run. Not part of
# `make test` (it takes about twice as long as the two steps there).
BUSY_CPU_WORKERS ?= 4

.PHONY: test-busy
test-busy:
	@command -v stress-ng >/dev/null || { echo "test-busy: FAIL: stress-ng is missing (Scripts/apt/gtk.txt; 'make bootstrap' as root)" >&2; exit 1; }
	$(GTK_BUILD)
	@stress-ng --cpu $(BUSY_CPU_WORKERS) --timeout 3600s --quiet & stress=$$!; \
	stop() { kill -TERM $$stress 2>/dev/null; wait $$stress 2>/dev/null; }; \
	trap stop EXIT; trap 'exit 130' INT; trap 'exit 143' TERM HUP; \
	echo "test-busy: stress-ng --cpu $(BUSY_CPU_WORKERS) running (pid $$stress); load average $$(cut -d' ' -f1-3 /proc/loadavg)"; \
	started=$$(date +%s); \
	$(MAKE) --no-print-directory test-gtk-e2e test-ibus-e2e; status=$$?; \
	echo "test-busy: $$([ $$status = 0 ] && echo passed || echo FAILED) in $$(( $$(date +%s) - started )) s;" \
		"load average $$(cut -d' ' -f1-3 /proc/loadavg)"; \
	exit $$status
