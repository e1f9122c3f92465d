# Formats: regenerate the committed IBAN registry, phone metadata, number
# locale table, plural rules and golden files from their oracles (PyPI, ICU
# through Node, Python's Unicode data; needs network for the PyPI packages;
# the tests need none of it), into the Generated/ folders of Sources/FieldKit
# and Tests/FieldKitTests/Golden.
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
# The oracles go into a virtual environment under .build (python3-venv,
# Scripts/apt/locales.txt), not into the system Python, which Debian's
# PEP 668 marker refuses to install into; the pins above make it the same
# environment on every machine.
GOLDEN_VENV ?= .build/golden-venv
GOLDEN_PYTHON = $(GOLDEN_VENV)/bin/python
.PHONY: golden
golden:
	test -x $(GOLDEN_PYTHON) || python3 -m venv $(GOLDEN_VENV)
	$(GOLDEN_PYTHON) -m pip install --quiet phonenumbers==$(PHONENUMBERS_VERSION) schwifty==$(SCHWIFTY_VERSION) python-stdnum==$(STDNUM_VERSION) babel==$(BABEL_VERSION)
	$(GOLDEN_PYTHON) Scripts/gen_iban.py
	$(GOLDEN_PYTHON) Scripts/gen_phone.py
	$(GOLDEN_PYTHON) Scripts/gen_cards.py
	$(GOLDEN_PYTHON) Scripts/gen_locale.py
	$(GOLDEN_PYTHON) Scripts/gen_digits.py
