# GTK adapter and demo: `make demo` starts it; the GTK steps of `make test`
# run the adapter tests on real widgets, the end-to-end tests with real
# keystrokes, and the adapter tests again under LeakSanitizer. They need an X
# display: each step sources Scripts/ci-services.sh, which reuses $DISPLAY or
# starts Xvfb.
TEST_STEPS += test-gtk test-gtk-e2e test-gtk-leaks test-gtk-soak

GTK_SERVICES := source Scripts/ci-services.sh
GTK_BUILD := swift build --build-tests -Xswiftc -warnings-as-errors
# LeakSanitizer needs its own build (own scratch path, so neither the normal
# build nor the core's ASan build in .build-asan is rebuilt with other flags);
# lld links it without the "cannot export local symbol" warnings gold prints
# for the sanitizer runtime.
GTK_ASAN_BUILD := swift build --build-tests --sanitize=address --scratch-path .build-asan-gtk -Xswiftc -warnings-as-errors -Xswiftc -use-ld=lld

.PHONY: demo test-gtk test-gtk-e2e test-gtk-leaks test-gtk-soak screenshots
demo:
	bash Scripts/bootstrap.sh
	swift build --product fieldkit-demo -Xswiftc -warnings-as-errors
	bash Scripts/demo.sh

# LC_ALL=C.UTF-8: some tests compare FieldKit's English messages, which
# follow the process locale (ProcessLocale); a developer's own locale must
# not change what the suite expects.
test-gtk:
	$(GTK_BUILD)
	$(GTK_SERVICES) && LC_ALL=C.UTF-8 GTK_A11Y=none swift test --skip-build --disable-swift-testing --filter FieldKitGtkTests
	@# Bad input again with GTK's accessibility on (a session bus of its own
	@# reaches the AT-SPI bus): what GtkText stores, its accessible text hands
	@# to GLib, which aborts on bytes that are not UTF-8.
	$(GTK_SERVICES) && LC_ALL=C.UTF-8 dbus-run-session -- swift test --skip-build --disable-swift-testing --filter FieldKitGtkTests.AdapterBadInputTests

test-gtk-e2e:
	$(GTK_BUILD)
	$(GTK_SERVICES) && dbus-run-session -- /usr/bin/python3 Tests/EndToEnd/e2e.py .build/debug/fieldkit-demo

# Resident memory of the demo over 20,000 keystrokes, pastes and focus moves,
# then 200 closes and reopens of the checkout form (RELIABILITY.md, "Memory
# over long use"): typing may grow VmRSS by 8 MiB, reopening by 4 MiB. About
# a minute on two shared cores (56-75 s at load 13-21), on the build test-gtk
# made. The soak waits for the demo every five rounds of typing (the demo's
# test-only F6 line), so a busy machine makes it slower, not flaky; it is not
# re-run on failure.
test-gtk-soak:
	$(GTK_BUILD)
	$(GTK_SERVICES) && dbus-run-session -- /usr/bin/python3 Tests/EndToEnd/soak.py .build/debug/fieldkit-demo

# GDK_DEBUG=gl-disable: the tests draw with cairo, and GDK's GL setup at
# display open (gdk_display_prepare_gl, Mesa's EGL) leaked 128 bytes from a
# driver it had unloaded, unsuppressible by name, in about three runs of four
# on this machine kind; without GL no run of eleven leaked.
#
# One run decides: nothing is re-run. A leak LeakSanitizer cannot attribute
# ("<unknown module>") is what made a re-run tempting, and its two causes are
# removed instead: fast_unwind_on_malloc=0 unwinds each allocation's stack
# from the unwind tables, so frames of libraries built without frame
# pointers are named rather than guessed, and the preloaded
# keep-libraries-loaded.so (Tests/Sanitizers) keeps every closed library
# mapped, so its frames still have a name when LeakSanitizer reports at exit.
# A leak in GTK's or its libraries' code is then suppressed by name in
# gtk-lsan.supp, or it fails the step, as a leak of FieldKit's own does.
GTK_LEAK_PRELOAD := .build-asan-gtk/keep-libraries-loaded.so
GTK_LEAK_RUN := LC_ALL=C.UTF-8 GTK_A11Y=none GDK_DEBUG=gl-disable LD_PRELOAD=$(CURDIR)/$(GTK_LEAK_PRELOAD) \
	ASAN_OPTIONS=detect_leaks=1:fast_unwind_on_malloc=0 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/gtk-lsan.supp:print_suppressions=0:malloc_context_size=8 \
	swift test --skip-build --disable-swift-testing --sanitize=address --scratch-path .build-asan-gtk --filter FieldKitGtkTests
test-gtk-leaks:
	$(GTK_ASAN_BUILD)
	clang -shared -fPIC -O2 -o $(GTK_LEAK_PRELOAD) Tests/Sanitizers/keep-libraries-loaded.c
	$(GTK_SERVICES) && $(GTK_LEAK_RUN)

# The README's screenshots of the checkout page (empty, and after a failed
# submit), and in German and Arabic next to English with an amount typed.
screenshots:
	swift build --product fieldkit-demo -Xswiftc -warnings-as-errors
	$(GTK_SERVICES) && export GTK_A11Y=none && .build/debug/fieldkit-demo --page checkout --screenshot Docs/screenshots/checkout.png \
		&& .build/debug/fieldkit-demo --page checkout --submit --screenshot Docs/screenshots/checkout-errors.png >/dev/null \
		&& for l in en_US de_DE ar_EG; do .build/debug/fieldkit-demo --page checkout --locale $$l --amount -1234.5 --submit \
			--screenshot Docs/screenshots/checkout-$$l.png >/dev/null || exit 1; done

# A screen reader: the real Orca reads the demo while the suite types, and
# what it says is asserted per key (Tests/EndToEnd/orca-e2e.sh gives it its own
# PID namespace, display, buses and speech-dispatcher). Packages:
# Scripts/apt/accessibility.txt (a missing one fails the step, by name).
TEST_STEPS += test-orca-e2e
.PHONY: test-orca-e2e
test-orca-e2e:
	$(GTK_BUILD)
	bash Tests/EndToEnd/orca-e2e.sh .build/debug/fieldkit-demo
