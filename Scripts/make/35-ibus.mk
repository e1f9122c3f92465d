# Real input methods: ibus-hangul, ibus-anthy and ibus-libpinyin type Korean,
# Japanese and Chinese into the demo through IBus and GTK 4's IBus module.
# Scripts/gtk/ibus-e2e.sh gives the suite its own HOME, session bus and
# ibus-daemon; the X display is the one Scripts/ci-services.sh provides.
# Packages: Scripts/apt/ibus.txt (a missing one fails the step, by name).
TEST_STEPS += test-ibus-e2e

.PHONY: test-ibus-e2e
test-ibus-e2e:
	$(GTK_BUILD)
	$(GTK_SERVICES) && bash Scripts/gtk/ibus-e2e.sh .build/debug/fieldkit-demo
