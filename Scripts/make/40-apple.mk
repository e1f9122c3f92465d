# Apple adapter: type-check FieldKitSwiftUI, Examples/, MustPass/ and the
# documents' Swift blocks for the real target triple of every platform
# Package.swift declares (Swift 6, warnings as errors, availability enforced),
# against the Apple API stubs; check that every must-fail snippet fails with
# its intended diagnostic and that the adapter's delegate methods are
# requirements of their protocols. See Tools/AppleStubs/typecheck.sh.
TEST_STEPS += typecheck-apple

.PHONY: typecheck-apple
typecheck-apple:
	bash Tools/AppleStubs/typecheck.sh
