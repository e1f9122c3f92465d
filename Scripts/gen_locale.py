#!/usr/bin/env python3
"""Writes FieldKit's number locale table and the amount golden files.

Source of truth: CLDR as shipped by PyPI `babel` (symbols, grouping,
decimal and currency patterns, currency symbols and fraction digits).
CLDR's minimumGroupingDigits is not in babel's data; it is read from ICU's
CLDR through Node's `Intl.NumberFormat` (a locale groups from five integer
digits when ICU writes 1234 without a separator but 12345 with one).
Re-runnable: `pip install babel && python3 Scripts/gen_locale.py` (`make golden`).

Outputs:
  Sources/FieldKit/Locale/NumberLocaleTable.swift   (one compact text table)
  Tests/FieldKitTests/Golden/amount.tsv             (babel's display of values)
  Tests/FieldKitTests/Golden/amount_grouping.tsv    (ICU's minimum grouping)

Table lines (tab-separated; `_` stands for an empty field):
  L id decimal group grouping minGroup decPos decNeg curPos curNeg
      A locale that differs from the one FieldKit's lookup would fall back to
      (id, then id without region, then the language; `root` last).
      grouping is "primary,secondary"; the patterns are prefix|suffix, with ¤
      for the currency symbol and - for the minus sign as babel writes it.
  S currency symbol id...
      The currency's symbol in the listed locales (and the locales that fall
      back to them); `*` lists the default.
  D currency digits
      Fraction digits of a currency when they are not 2.
  A id full
      A language_REGION whose likely script is not its language's default
      (zh_TW is zh_Hant_TW): FieldKit looks it up as `full`.
  N id zero decimal group   (or `N id latn`)
      A locale whose default numbering system is Arabic-Indic (`arab`, as in
      ar_EG) or extended Arabic-Indic (`arabext`, as in fa_IR), where its
      fallback's is not (or back to Latin digits): the digit zero of the
      system (from ICU through Node) and the system's separators (babel).
      Other native numbering systems (Bengali, Devanagari, ...) stay Latin.
"""
import json
import os
from decimal import ROUND_HALF_EVEN, Decimal
import subprocess
from collections import Counter

import babel
from babel import Locale, localedata, numbers

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CURRENCIES = (
    "EUR USD GBP JPY CNY KRW INR RUB CHF CAD AUD BRL MXN SEK NOK DKK PLN CZK HUF TRY SAR AED EGP ILS "
    "ZAR HKD SGD NZD THB IDR MYR PHP VND UAH KZT ARS CLP COP PEN NGN TWD BHD KWD"
).split()
# Locales the golden file covers (the issue asks for at least 40).
GOLDEN = (
    "en_US en_GB en_IN hi_IN de_DE de_AT de_CH fr_FR fr_CA fr_CH it_IT it_CH es_ES es_MX es_AR pt_BR pt_PT "
    "nl_NL nl_BE sv_SE nb_NO da_DK fi_FI pl_PL cs_CZ hu_HU ro_RO ru_RU uk_UA tr_TR el_GR he_IL ar_EG ar_SA "
    "ja_JP ko_KR zh_CN zh_TW id_ID th_TH vi_VN ms_MY bg_BG hr_HR sk_SK sl_SI lt_LT lv_LV et_EE kk_KZ"
).split()
VALUES = ["0", "5", "12.5", "999", "1234.5", "12345.67", "-1234567.89", "1234567890.1", "-0.5", "100000"]


def local_currency(loc):
    region = Locale.parse(loc).territory
    found = numbers.get_territory_currencies(region, tender=True) if region else []
    return found[0] if found else "EUR"


def affixes(pattern):
    """prefix|suffix for the positive and the negative pattern."""
    return [f"{pattern.prefix[i]}|{pattern.suffix[i]}" for i in (0, 1)]


def min_grouping(ids):
    script = (
        "const ids = JSON.parse(require('fs').readFileSync(0, 'utf8'));"
        "const out = {};"
        "for (const id of ids) { const tag = id.replace(/_/g, '-');"
        " try { const f = new Intl.NumberFormat(tag, {numberingSystem: 'latn'});"
        " const four = f.format(1234), five = f.format(12345);"
        " out[id] = (/^\\d+$/.test(four) && !/^\\d+$/.test(five)) ? 2 : 1; } catch (e) { out[id] = 1; } }"
        "process.stdout.write(JSON.stringify(out));"
    )
    result = subprocess.run(["node", "-e", script], input=json.dumps(ids), capture_output=True, text=True, check=True)
    return json.loads(result.stdout)


def locale_record(loc, mins):
    l = Locale.parse(loc)
    sym = l.number_symbols.get("latn", {})
    dec = l.decimal_formats.get(None)
    cur = l.currency_formats.get("standard")
    if dec is None or cur is None or "decimal" not in sym:
        return None
    group = sym.get("group", ",")
    return (
        sym["decimal"], group, f"{dec.grouping[0]},{dec.grouping[1]}", str(mins.get(loc, 1)),
        *affixes(dec), *affixes(cur),
    )


NATIVE_SYSTEMS = ("arab", "arabext")


def zero_digits(systems):
    script = (
        "const systems = JSON.parse(require('fs').readFileSync(0, 'utf8'));"
        "const out = {}; for (const s of systems) out[s] = new Intl.NumberFormat('en-u-nu-' + s).format(0);"
        "process.stdout.write(JSON.stringify(out));"
    )
    result = subprocess.run(["node", "-e", script], input=json.dumps(systems), capture_output=True, text=True,
                            check=True)
    return json.loads(result.stdout)


def numbering(loc, zeros):
    """(zero, decimal, group) of the locale's default numbering system when
    it is one FieldKit writes natively, else None (Latin digits)."""
    l = Locale.parse(loc)
    ns = getattr(l, "default_numbering_system", "latn")
    if ns not in NATIVE_SYSTEMS:
        return None
    sym = dict(l.number_symbols.get("latn", {}))
    sym.update({k: v for k, v in l.number_symbols.get(ns, {}).items() if v})
    return (zeros[ns], sym["decimal"], sym.get("group", ","))


def numbering_lines(ids):
    zeros = zero_digits(list(NATIVE_SYSTEMS))
    for system, zero in zeros.items():
        assert len(zero) == 1 and all(chr(ord(zero) + d).isdigit() for d in range(10)), system
    resolved = {"root": None}
    lines = []
    for i in sorted(ids, key=lambda x: (x.count("_"), x)):
        try:
            mine = numbering(i, zeros)
        except Exception:
            continue
        fallback = next((resolved[c] for c in chain(i)[1:] if c in resolved), None)
        resolved[i] = mine
        if mine != fallback:
            lines.append(f"N\t{i}\t" + ("\t".join(field(x) for x in mine) if mine else "latn"))
    return lines


_ZEROS = {}


def native_display(latin, loc, native_format):
    """The locale's display: babel's own (Latin digits) unless the locale
    writes Arabic-Indic digits; then babel's display in the locale's default
    numbering system (its separators) with the digits of that system."""
    if not _ZEROS:
        _ZEROS.update(zero_digits(list(NATIVE_SYSTEMS)))
    native = numbering(loc, _ZEROS)
    if native is None:
        return latin
    text = native_format()
    return "".join(chr(ord(native[0]) + int(c)) if c.isascii() and c.isdigit() else c for c in text)


def chain(loc):
    parts = loc.split("_")
    out = []
    if len(parts) == 3:
        out = [loc, "_".join(parts[:2]), parts[0]]
    elif len(parts) == 2:
        out = [loc, parts[0]]
    else:
        out = [loc]
    return out + ["root"]


def field(s):
    assert "\t" not in s and "\n" not in s
    return s if s else "_"


def write_table():
    ids = sorted(i for i in localedata.locale_identifiers() if i != "root")
    mins = min_grouping(ids)
    records = {"root": locale_record("root", mins)}
    for i in ids:
        r = locale_record(i, mins)
        if r is not None:
            records[i] = r
    emitted = {"root": records["root"]}
    lines = ["L\troot\t" + "\t".join(field(x) for x in records["root"])]
    for i in sorted(records, key=lambda x: (x.count("_"), x)):
        if i == "root":
            continue
        fallback = next(emitted[c] for c in chain(i)[1:] if c in emitted)
        if records[i] != fallback:
            emitted[i] = records[i]
            lines.append(f"L\t{i}\t" + "\t".join(field(x) for x in records[i]))
    # Currency symbols: a default per currency, and the locales that differ
    # from what they fall back to.
    for code in CURRENCIES:
        symbols = {}
        for i in ["root"] + ids:
            try:
                symbols[i] = numbers.get_currency_symbol(code, locale=i)
            except Exception:
                continue
        default = Counter(symbols.values()).most_common(1)[0][0]
        resolved = {"root": default}
        by_symbol = {}
        for i in sorted(symbols, key=lambda x: (x.count("_"), x)):
            if i == "root":
                continue
            fallback = next((resolved[c] for c in chain(i)[1:] if c in resolved), default)
            if symbols[i] != fallback:
                resolved[i] = symbols[i]
                by_symbol.setdefault(symbols[i], []).append(i)
        lines.append(f"S\t{code}\t{field(default)}\t*")
        for symbol, locs in sorted(by_symbol.items()):
            lines.append(f"S\t{code}\t{field(symbol)}\t" + " ".join(locs))
    for i in ids:
        parts = i.split("_")
        if len(parts) == 3 and len(parts[1]) == 4:
            short = f"{parts[0]}_{parts[2]}"
            try:
                likely = Locale.parse(short)
                default = Locale.parse(parts[0])
            except Exception:
                continue
            if likely.script == parts[1] and likely.script != default.script:
                lines.append(f"A\t{short}\t{i}")
    lines += numbering_lines(ids)
    for code in CURRENCIES:
        digits = numbers.get_currency_precision(code)
        if digits != 2:
            lines.append(f"D\t{code}\t{digits}")
    for line in lines:
        assert '"""#' not in line
    out = [
        f"// Generated by Scripts/gen_locale.py from CLDR (PyPI babel {babel.__version__}; minimum grouping"
        " digits from ICU). Do not edit.",
        "",
        f"/// Number symbols and patterns of {len(emitted)} locales (each one that differs from its fallback);",
        "/// the format is described in Scripts/gen_locale.py.",
        'let numberLocaleText = #"""',
        "\n".join("    " + line for line in lines),
        '    """#',
        "",
    ]
    path = os.path.join(ROOT, "Sources/FieldKit/Locale/NumberLocaleTable.swift")
    open(path, "w").write("\n".join(out))
    return len(emitted), len(lines)


SKIPPED = []


def shape(text, loc):
    """The digit groups of the integer part: "1.234,5 €" in de -> [1, 234]."""
    integer = text.split(numbers.get_decimal_symbol(loc))[0]
    runs, run = [], ""
    for c in integer:
        if c.isascii() and c.isdigit():
            run += c
        elif run:
            runs.append(run)
            run = ""
    return runs + ([run] if run else [])


def declared_shape(q, loc):
    """The integer digit groups the locale's decimal pattern declares."""
    digits = str(abs(q)).split(".")[0]
    primary, secondary = Locale.parse(loc).decimal_formats[None].grouping
    if len(digits) <= primary:
        return [digits]
    groups = [digits[-primary:]]
    rest = digits[:-primary]
    while len(rest) > secondary:
        groups.insert(0, rest[-secondary:])
        rest = rest[:-secondary]
    return [rest] + groups


def write_golden():
    rows = []
    for loc in GOLDEN:
        for code in sorted({"EUR", "USD", "JPY", local_currency(loc)}):
            digits = numbers.get_currency_precision(code)
            for v in VALUES:
                # The value as the model holds it: quantized to the currency's
                # digits as babel rounds it (half even).
                q = Decimal(v).quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_EVEN)
                display = numbers.format_currency(q, code, locale=loc)
                # babel groups some values against its own pattern's grouping
                # (the Swiss locales: CHF 1234567'890.10, where ICU writes
                # 1'234'567'890.10); there is no oracle for those rows, so they
                # are left out and counted.
                if shape(display, loc) != declared_shape(q, loc):
                    SKIPPED.append(f"{loc} {code} {q}")
                    continue
                display = native_display(
                    display, loc, lambda: numbers.format_currency(q, code, locale=loc, numbering_system="default"))
                rows.append([loc, code, str(q), display])
        for v in VALUES:
            display = numbers.format_decimal(v, locale=loc, decimal_quantization=False)
            if shape(display, loc) != declared_shape(Decimal(v), loc):
                SKIPPED.append(f"{loc} - {v}")
                continue
            display = native_display(
                display, loc,
                lambda: numbers.format_decimal(v, locale=loc, decimal_quantization=False, numbering_system="default"))
            rows.append([loc, "-", v, display])
    path = os.path.join(ROOT, "Tests/FieldKitTests/Golden/amount.tsv")
    with open(path, "w") as f:
        f.write("# locale\tcurrency ('-' = .decimal)\tvalue\tbabel's display  (generated by Scripts/gen_locale.py; "
                f"babel {babel.__version__})\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    # Minimum grouping digits: ICU's plain decimal display of four- and five-digit values.
    script = (
        "const rows = JSON.parse(require('fs').readFileSync(0, 'utf8'));"
        "process.stdout.write(JSON.stringify(rows.map(([id, v]) =>"
        " [id, v, new Intl.NumberFormat(id.replace(/_/g, '-'), {numberingSystem: 'latn', maximumFractionDigits: 3})"
        ".format(Number(v))])));"
    )
    pairs = [[loc, v] for loc in GOLDEN for v in ["1234", "12345", "-1234.5"]]
    result = subprocess.run(["node", "-e", script], input=json.dumps(pairs), capture_output=True, text=True, check=True)
    path = os.path.join(ROOT, "Tests/FieldKitTests/Golden/amount_grouping.tsv")
    with open(path, "w") as f:
        f.write("# locale\tvalue\tICU's display (grouping only is compared)  (generated by Scripts/gen_locale.py)\n")
        for loc, v, display in json.loads(result.stdout):
            f.write("\t".join([loc, v, display]) + "\n")
    return len(rows)


if __name__ == "__main__":
    n, lines = write_table()
    g = write_golden()
    print(f"locale table: {n} locales, {lines} lines; amount golden: {g} rows for {len(GOLDEN)} locales; "
          f"{len(SKIPPED)} rows left out where babel's grouping contradicts its own pattern: {sorted(set(x.split()[0] for x in SKIPPED))}")
