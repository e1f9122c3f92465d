# Apple adapter: type-check FieldKitSwiftUI and Examples/ against the Linux
# API stubs (iOS and macOS flavours, Swift 6, warnings as errors), and check
# that every must-fail snippet fails with its intended diagnostic.
TEST_STEPS += typecheck-apple

.PHONY: typecheck-apple
typecheck-apple:
	bash Tools/AppleStubs/typecheck.sh ios macos
