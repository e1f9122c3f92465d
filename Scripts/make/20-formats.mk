# Formats: regenerate the committed IBAN registry, phone metadata and golden
# files from their PyPI oracles (needs network and Python; the tests do not).
# The tests themselves run in the core step.
.PHONY: golden
golden:
	python3 -m pip install --quiet phonenumbers schwifty python-stdnum
	python3 Scripts/gen_iban.py
	python3 Scripts/gen_phone.py
	python3 Scripts/gen_cards.py
