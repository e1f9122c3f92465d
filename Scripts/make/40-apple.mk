# Apple adapter: check that every Apple API stub declaration names where it
# was verified (SDK header / interface or documentation page; the checker's
# self-test proves it rejects a declaration without one), then type-check
# FieldKitSwiftUI, Examples/, MustPass/ and the documents' Swift blocks for the
# real target triple of every platform Package.swift declares (Swift 6,
# warnings as errors, availability enforced) against the stubs, and check
# that every must-fail snippet fails with its intended diagnostic and that the
# adapter's delegate methods are requirements of their protocols. See
# Tools/AppleStubs/typecheck.sh.
TEST_STEPS += typecheck-apple

.PHONY: typecheck-apple apple-provenance
apple-provenance:
	bash Tools/AppleStubs/check-provenance-selftest.sh
	python3 Tools/AppleStubs/check-provenance.py Tools/AppleStubs/Stubs

typecheck-apple: apple-provenance
	bash Tools/AppleStubs/typecheck.sh
