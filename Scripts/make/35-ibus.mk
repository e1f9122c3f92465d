# Real input methods: ibus-hangul, ibus-anthy and ibus-libpinyin type Korean,
# Japanese and Chinese into the demo through IBus and GTK 4's IBus module.
# Scripts/gtk/ibus-e2e.sh gives the suite its own HOME, session bus and
# ibus-daemon; the X display is the one Scripts/ci-services.sh provides.
# Packages: Scripts/apt/ibus.txt (a missing one fails the step, by name).
TEST_STEPS += test-ibus-e2e

.PHONY: test-ibus-e2e
# One whole re-run when the first run fails: on a loaded machine a Hangul case
# lost a syllable about one run in ten (issue 15's note; not yet diagnosed), and
# a real input method's timing is not ours to fix in CI. A pass on the second
# run is printed as FLAKY so it is seen; two failures fail the step.
test-ibus-e2e:
	$(GTK_BUILD)
	$(GTK_SERVICES) && { bash Scripts/gtk/ibus-e2e.sh .build/debug/fieldkit-demo || { \
		echo "ibus-e2e: FLAKY? the first run failed; running the whole suite once more" >&2; \
		bash Scripts/gtk/ibus-e2e.sh .build/debug/fieldkit-demo \
			&& echo "ibus-e2e: FLAKY: passed on the second run (see the first run's failures above)" >&2; }; }
