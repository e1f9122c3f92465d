# Formats: regenerate the committed IBAN registry, phone metadata, number
# locale table and golden files from their PyPI oracles (needs network,
# Python and Node for ICU's minimum grouping digits; the tests do not).
# The tests themselves run in the core step.
.PHONY: golden
golden:
	python3 -m pip install --quiet phonenumbers schwifty python-stdnum babel
	python3 Scripts/gen_iban.py
	python3 Scripts/gen_phone.py
	python3 Scripts/gen_cards.py
	python3 Scripts/gen_locale.py
