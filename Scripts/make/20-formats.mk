# Formats: regenerate the committed IBAN registry, phone metadata, number
# locale table and golden files from their PyPI oracles (needs network,
# Python and Node for ICU's minimum grouping digits; the tests do not).
# The tests themselves run in the core step.
# phonenumbers is pinned to the release the committed phone metadata and golden
# files come from (their headers name it), so that `make golden` reproduces
# them byte for byte; raise it on purpose, with the tests, to take new metadata.
PHONENUMBERS_VERSION ?= 9.0.43
# schwifty is pinned the same way: its IBAN registry, its copy of the
# Bundesbank's bank code registry (German bank code -> check method) and its
# verdicts are in IBANRegistry.swift, GermanBankRegistry.swift and the iban*.tsv
# golden files.
SCHWIFTY_VERSION ?= 2026.10.1
# python-stdnum (the second IBAN oracle, the cards' Luhn) and babel (CLDR for
# the number-locale table, plural rules and amount golden files) likewise:
# 2.2 reproduces iban_national.tsv and cards.tsv; babel's version is named in
# the headers of the files it generates.
STDNUM_VERSION ?= 2.2
BABEL_VERSION ?= 2.19.0
.PHONY: golden
golden:
	python3 -m pip install --quiet phonenumbers==$(PHONENUMBERS_VERSION) schwifty==$(SCHWIFTY_VERSION) python-stdnum==$(STDNUM_VERSION) babel==$(BABEL_VERSION)
	python3 Scripts/gen_iban.py
	python3 Scripts/gen_phone.py
	python3 Scripts/gen_cards.py
	python3 Scripts/gen_locale.py
