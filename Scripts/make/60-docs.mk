# Documentation: the DocC archive of each library target, built from compiler
# symbol graphs with DocC warnings as errors (a broken symbol link fails CI).
TEST_STEPS += docs

.PHONY: docs
docs:
	bash Scripts/docs.sh
