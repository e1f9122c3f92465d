# Apple adapter: check that every Apple API stub declaration names where it
# was verified (SDK header / interface or documentation page; the checker's
# self-test proves it rejects a declaration without one), then type-check
# FieldKitSwiftUI and Examples/ against the stubs (iOS and macOS flavours,
# Swift 6, warnings as errors), and check that every must-fail snippet fails
# with its intended diagnostic.
TEST_STEPS += typecheck-apple

.PHONY: typecheck-apple apple-provenance
apple-provenance:
	bash Tools/AppleStubs/check-provenance-selftest.sh
	python3 Tools/AppleStubs/check-provenance.py Tools/AppleStubs/Stubs

typecheck-apple: apple-provenance
	bash Tools/AppleStubs/typecheck.sh ios macos
