#!/usr/bin/env python3
"""Writes FieldKit's phone metadata and the phone golden file.

Source of truth: libphonenumber's metadata as shipped by PyPI `phonenumbers`.
Re-runnable: `pip install phonenumbers && python3 Scripts/gen_phone.py`.
Outputs:
  Sources/FieldKit/Formats/Generated/PhoneMetadataText.swift  (one compact text table)
  Tests/FieldKitTests/Golden/phone.tsv          (region, input, display, raw, valid, possible)
  Tests/FieldKitTests/Golden/phone_region.tsv   (default region, input, region of the number, valid)

Table lines (tab-separated):
  C cc region...                       regions of a country calling code, main first
                                       (libphonenumber's order for telling them apart)
  R region cc nationalPrefix lengths leadingDigits idd validPattern
                                       leadingDigits: the pattern that picks the region
                                       among those sharing its code, or "-" (then the
                                       region is the first whose number types match);
                                       idd: the international call prefix pattern ("00",
                                       "011", ...) or "-"
  F pattern format npRule flags ldp... national formats, in libphonenumber's order;
                                       flags: "o" when the national prefix is optional
                                       when formatting or the format has a carrier-code
                                       rule (libphonenumber's as-you-type formatter then
                                       keeps it either way), else "-"
  N region prefix...                   national prefixes read when typed, longest first,
                                       when libphonenumber's national prefix for parsing
                                       is a plain choice of digits beyond the prefix
                                       (BY "0|80?": 80 8 0)
  D rule                               the domestic carrier code formatting rule of the F
                                       line before it, with the national prefix in place
                                       ("0 $CC ($1)"): a national number dialled with a
                                       carrier code is shown that way (libphonenumber's
                                       format_national_number_with_carrier_code)
  I pattern format ldp...              international formats (only when they differ)
  T region areaPattern token insert    a mobile token written nationally after the area
                                       code and replaced by a digit before it in the
                                       number itself (Argentina: national prefix 0, then
                                       "11 15 2345 6789" is the number 9 11 2345 6789):
                                       libphonenumber's national prefix for parsing
                                       "0?(?:(area)15)?" with the transform rule "9\1"
  L region pattern prefix              a local number: a national number typed without its
                                       prefix that wholly matches pattern is the number
                                       prefix + it (Antigua's 460 1234 is 268 460 1234):
                                       libphonenumber's national prefix for parsing
                                       "(pattern)$|..." with the transform rule "prefix\1"
  K region prefixes carrier min max    a carrier code dialled after the national prefix:
                                       a national number typed as one of prefixes ("0",
                                       "90"), a carrier code matching carrier, then min to
                                       max digits or more is the number after the carrier
                                       code (Brazil's 0 15 11 91234 5678 is 11 91234 5678):
                                       libphonenumber's "(?:0|90)(?:(carrier)(\d{10,11}))?"
                                       with the transform rule "\2"
  P region general localLengths longest alt...
                                       libphonenumber's national prefix for parsing and
                                       transform rule, where they say more than the national
                                       prefix, as ordered alternatives "strip keep insert
                                       anchored" ("-" for empty): the longest prefix matching
                                       strip is removed; with keep, only when a match of keep
                                       follows, and insert is written before it; anchored: the
                                       whole number matches keep and insert goes before it.
                                       general: the general number pattern its viability test
                                       uses; localLengths: the lengths that are local only;
                                       longest: the most digits an alternative strips
  X region prefix                      the region's preferred extension prefix (" x",
                                       "#", ...) when it has one; else " ext. "
A region without formats of its own (Jersey, Canada, ...) borrows its main
region's, as libphonenumber does; its F and I lines are left out.
Formats use $1..$n for groups; npRule is the national-prefix formatting rule
with the prefix already substituted ("0$1"), or "-" for none.
"""
import os
import random
import re
import re._parser as sre_parse  # the stdlib's own parser, to list a pattern's matches

import phonenumbers
from phonenumbers import PhoneMetadata, PhoneNumberFormat, PhoneNumberType

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TYPES = [
    "fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost", "personal_number",
    "voip", "pager", "uan", "voicemail",
]
# Regions the golden file covers: the list and more.
GOLDEN = (
    "US CA GB DE FR IT ES NL PL RU UA KZ TR IN CN JP KR BR MX AR AU ZA NG EG SA AE IL SE CH AT "
    "BE DK NO FI IE PT GR CZ HU RO NZ SG HK ID TH VN PH MY CL CO PE"
).split()


def fmt(s):
    return re.sub(r"\\(\d)", r"$\1", s) if s else "-"


def parsing_prefixes(m):
    """The national prefixes libphonenumber reads for a region, longest first,
    when its national prefix for parsing is a plain choice of digit strings
    (Belarus' `0|80?`, Lithuania's `[08]`) that is more than the national
    prefix; carrier-code patterns (with groups or a transform rule) are not."""
    p = m.national_prefix_for_parsing
    if not p or "(" in p or m.national_prefix_transform_rule or p == (m.national_prefix or ""):
        return []
    found = set()
    for n in range(1, 5):
        for i in range(10 ** n):
            s = str(i).zfill(n)
            if re.fullmatch(p, s):
                found.add(s)
    if len(found) > 8 or found == {m.national_prefix}:
        return []
    return sorted(found, key=lambda x: (-len(x), x))


def mobile_token(m):
    """(areaPattern, token, insert) when the region's national prefix for
    parsing is an optional national prefix, then an optional area code
    captured and followed by a fixed token, and its transform rule puts
    digits before the area code (only Argentina's "15" today); else None."""
    p, rule = m.national_prefix_for_parsing, m.national_prefix_transform_rule
    if not p or not rule:
        return None
    found = re.fullmatch(re.escape(m.national_prefix or "") + r"\?\(\?:\((.+)\)(\d+)\)\?", p)
    insert = re.fullmatch(r"(\d+)\\1", rule)
    if not found or not insert or "(" in found.group(1).replace("(?:", ""):
        return None
    return found.group(1), found.group(2), insert.group(1)


def carrier_code(m):
    """(prefixes, carrierPattern, min, max) when the region's national prefix
    for parsing is a choice of prefixes, then optionally a captured carrier
    code and a captured run of digits that the transform rule "\\2" keeps
    (Brazil); else None."""
    p, rule = m.national_prefix_for_parsing, m.national_prefix_transform_rule
    if not p or rule != "\\2":
        return None
    found = re.fullmatch(r"\(\?:([\d|]+)\)\(\?:\(([^()]+)\)\(\\d\{(\d+),(\d+)\}\)\)\?", p)
    if not found:
        return None
    return ",".join(found.group(1).split("|")), found.group(2), found.group(3), found.group(4)


def local_number(m):
    """(pattern, prefix) when the region's national prefix for parsing reads
    a whole local number "(pattern)$" and its transform rule puts digits
    before it ("268\\1"); else None."""
    p, rule = m.national_prefix_for_parsing, m.national_prefix_transform_rule
    if not p or not rule:
        return None
    found = re.fullmatch(r"\(([^()]*)\)\$(?:\|.*)?", p)
    insert = re.fullmatch(r"(\d+)\\1", rule)
    if not found or not insert:
        return None
    return found.group(1), insert.group(1)


def top_level_split(p):
    """The alternatives of a regular expression at depth 0."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(p):
        c = p[i]
        if c == "\\":
            i += 2
            continue
        if c == "[":
            i = p.index("]", i) + 1
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "|" and depth == 0:
            parts.append(p[start:i])
            start = i + 1
        i += 1
    parts.append(p[start:])
    return parts


def group_count(p):
    return len(re.findall(r"(?<!\\)\((?!\?)", p))


def non_capturing(p):
    return re.sub(r"(?<!\\)\((?!\?)", "(?:", p)


def prefix_rules(m):
    """libphonenumber's national prefix for parsing and transform rule as an
    ordered list of (strip, keep, insert, anchored) alternatives (the P
    line), or None when the region reads only its national prefix or its
    pattern is not of a form FieldKit reads (Argentina's token: its T line).
    Python's `re.match` tries the alternatives in order and each greedily,
    so the first alternative with a match, at its longest, is the one read."""
    p, rule = m.national_prefix_for_parsing, m.national_prefix_transform_rule or ""
    if not p or p == (m.national_prefix or ""):
        return None
    insert = ""
    if rule:
        found = re.fullmatch(r"(\d*)\\(\d)", rule)
        if not found:
            return None
        insert = found.group(1)
    groups_before = 0
    last = group_count(p)
    out = []
    for alt in top_level_split(p):
        n = group_count(alt)
        # The transform applies only when the last group took part.
        holds_last = bool(rule) and n > 0 and groups_before + n == last
        groups_before += n
        anchored = re.fullmatch(r"\((.*)\)\$", alt)
        if anchored:
            if not holds_last:
                return None
            out.append(("", anchored.group(1), insert, True))
            continue
        if not holds_last:
            out.append((non_capturing(alt), "", "", False))
            continue
        # The last group is kept, with the insert before it, and must end
        # the alternative; an optional group holding it is read with it
        # first (greedy), then without.
        optional = re.fullmatch(r"(.*)\(\?:(.*)\)\?", alt)
        body, plain = (optional.group(1) + optional.group(2), optional.group(1)) if optional else (alt, None)
        kept = re.fullmatch(r"(.*)\(([^()]*(?:\([^()]*\)[^()]*)*)\)", body)
        if not kept or "$" in body or rule[len(insert):] != "\\" + str(last):
            return None
        out.append((non_capturing(kept.group(1)), non_capturing(kept.group(2)), insert, False))
        if plain is not None:
            out.append((non_capturing(plain), "", "", False))
    return out


def samples(pattern, limit=4):
    """A few strings that wholly match `pattern` (a digits-only expression):
    each choice's first and last option, each repeat's fewest and most."""
    def walk(items):
        out = [""]
        for op, av in items:
            if op == sre_parse.LITERAL:
                options = [chr(av)]
            elif op == sre_parse.IN:
                chars = []
                for kind, value in av:
                    if kind == sre_parse.LITERAL:
                        chars.append(chr(value))
                    elif kind == sre_parse.RANGE:
                        chars += [chr(value[0]), chr(value[1])]
                    elif kind == sre_parse.CATEGORY:
                        chars += ["0", "9"]
                options = sorted(set([chars[0], chars[-1]]))
            elif op == sre_parse.BRANCH:
                options = [x for branch in av[1] for x in walk(branch)]
            elif op == sre_parse.SUBPATTERN:
                options = walk(av[3])
            elif op in (sre_parse.MAX_REPEAT, sre_parse.MIN_REPEAT):
                low, high, sub = av
                one = walk(sub)
                options = []
                for count in sorted({low, min(high, low + 2)}):
                    reps = [""]
                    for _ in range(count):
                        reps = [a + b for a in reps for b in one][:limit]
                    options += reps
            elif op == sre_parse.CATEGORY:
                options = ["0", "9"]
            elif op == sre_parse.AT:
                options = [""]
            else:
                raise ValueError(f"unexpected {op} in {pattern}")
            out = [a + b for a in out for b in options][: limit * 4]
        return out
    found = [x for x in dict.fromkeys(walk(sre_parse.parse(pattern))) if re.fullmatch(pattern, x)]
    return found[:limit] + found[-1:] if len(found) > limit else found


def region_lines(region):
    m = PhoneMetadata.metadata_for_region(region)
    if m is None or m.general_desc is None or m.general_desc.national_number_pattern is None:
        return []
    source = m
    valid = "|".join(
        f"(?:{getattr(m, t).national_number_pattern})"
        for t in TYPES
        if getattr(m, t) is not None and getattr(m, t).national_number_pattern
    ) or m.general_desc.national_number_pattern
    lengths = ",".join(str(n) for n in m.general_desc.possible_length if n > 0)
    lines = [f"R\t{region}\t{m.country_code}\t{m.national_prefix or '-'}\t{lengths}\t{m.leading_digits or '-'}\t{m.international_prefix or '-'}\t{valid}"]
    for f in source.number_format:
        optional = f.national_prefix_optional_when_formatting or f.domestic_carrier_code_formatting_rule
        lines.append("\t".join(["F", f.pattern, fmt(f.format), fmt(f.national_prefix_formatting_rule),
                                 "o" if optional else "-"] + list(f.leading_digits_pattern)))
        if f.domestic_carrier_code_formatting_rule:
            lines.append("\t".join(["D", fmt(f.domestic_carrier_code_formatting_rule)]))
    parsing = parsing_prefixes(m)
    if parsing:
        lines.append("\t".join(["N", region] + parsing))
    token = mobile_token(m)
    if token:
        lines.append("\t".join(["T", region] + list(token)))
    carrier = carrier_code(m)
    if carrier:
        lines.append("\t".join(["K", region] + list(carrier)))
    local = local_number(m)
    if local:
        lines.append("\t".join(["L", region] + list(local)))
    rules = prefix_rules(m)
    if rules:
        local_only = ",".join(str(n) for n in m.general_desc.possible_length_local_only) or "-"
        lines.append("\t".join(
            ["P", region, m.general_desc.national_number_pattern, local_only,
             str(max(sre_parse.parse(strip).getwidth()[1] for strip, _, _, anchored in rules
                     if not anchored) if any(not a for *_, a in rules) else 0)]
            + [" ".join([strip or "-", keep or "-", insert or "-", "$" if anchored else "-"])
               for strip, keep, insert, anchored in rules]))
    if m.preferred_extn_prefix:
        lines.append("\t".join(["X", region, m.preferred_extn_prefix]))
    if source.intl_number_format:
        for f in source.intl_number_format:
            if f.format == "NA":
                continue
            lines.append("\t".join(["I", f.pattern, fmt(f.format)] + list(f.leading_digits_pattern)))
    return lines


def write_swift():
    lines = []
    codes = sorted(phonenumbers.COUNTRY_CODE_TO_REGION_CODE)
    for cc in codes:
        regions = [r for r in phonenumbers.COUNTRY_CODE_TO_REGION_CODE[cc] if r not in ("ZZ", "001")]
        if regions:
            lines.append("\t".join(["C", str(cc)] + regions))
    regions = sorted(phonenumbers.SUPPORTED_REGIONS)
    count = 0
    for region in regions:
        rl = region_lines(region)
        if rl:
            count += 1
            lines += rl
    for line in lines:
        assert '"""#' not in line
    text = "\n".join(lines)
    out = [
        "// Generated by Scripts/gen_phone.py from libphonenumber's metadata (PyPI phonenumbers "
        + phonenumbers.__version__ + "). Do not edit.",
        "",
        "/// Phone metadata for " + str(count) + " regions; the format is described in Scripts/gen_phone.py.",
        'let phoneMetadataText = #"""',
        "\n".join("    " + line for line in lines),
        '    """#',
        "",
    ]
    open(os.path.join(ROOT, "Sources/FieldKit/Formats/Generated/PhoneMetadataText.swift"), "w").write("\n".join(out))
    return count


# Regions whose numbers the golden file also types with extensions: the
# default prefix " ext. ", and the regions with their own (GB " x", TW "#",
# PE " Anexo ", RO and UY " int ", which FieldKit writes " ext. ").
EXTENSIONS = {"US", "DE", "GB", "TW", "PE", "RO", "UY", "AR", "JP"}


def national_prefix(region):
    return PhoneMetadata.metadata_for_region(region).national_prefix or ""


def extension_prefix(cc):
    """libphonenumber's extension prefix for a calling code (its main
    region's preferred one, else " ext. "), except where the raw value could
    not read it back ("int" holds no "x"): FieldKit writes " ext. " there."""
    m = PhoneMetadata.metadata_for_region(phonenumbers.region_code_for_country_code(cc))
    prefix = m.preferred_extn_prefix or " ext. "
    readable = prefix == "#" or (prefix.count("x") == 1 and not re.search(r"[0-9+#]", prefix))
    return prefix if readable else " ext. "


def digits(s):
    return re.sub(r"[^0-9+]", "", s)


def typed(region, text):
    formatter = phonenumbers.AsYouTypeFormatter(region)
    shown = ""
    for c in text:
        shown = formatter.input_digit(c)
    return shown


def write_golden():
    rng = random.Random(20261130)
    rows = []
    for region in GOLDEN:
        for t in [PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE]:
            n = phonenumbers.example_number_for_type(region, t)
            if n is None:
                continue
            national = phonenumbers.format_number(n, PhoneNumberFormat.NATIONAL)
            intl = phonenumbers.format_number(n, PhoneNumberFormat.INTERNATIONAL)
            # The expected display is what libphonenumber's as-you-type
            # formatter shows once every digit is typed (it writes national
            # prefix rules without their parentheses, unlike format_number),
            # except for a number written with a mobile token (Argentina's
            # "011 15-2345-6789"), which the as-you-type formatter leaves
            # half laid out ("01115 2345 67-89"): there format_number's.
            token = mobile_token(PhoneMetadata.metadata_for_region(region))
            with_token = token is not None and token[1] in digits(national)[len(national_prefix(region)):][:6] \
                and digits(national) != national_prefix(region) + phonenumbers.national_significant_number(n)

            def shown(text):
                return national if with_token and text == digits(national) else typed(region, text)
            for text in [digits(national), digits(intl)]:
                rows.append((region, text, shown(text), digits(text), "valid", "possible"))
            # Formatted values pasted as they are.
            rows.append((region, intl, typed(region, digits(intl)), digits(intl), "valid", "possible"))
            rows.append((region, national, shown(digits(national)), digits(national), "valid", "possible"))
            if with_token:
                # The token written internationally too ("+54 11 15 2345 6789"):
                # libphonenumber reads it out into the number's own digits.
                written = "+" + str(n.country_code) + " " + national[len(national_prefix(region)):]
                p = phonenumbers.parse(written, None)
                assert p.national_number == n.national_number
                rows.append((region, written, intl, digits(intl), "valid", "possible"))
            # Extensions, in each form libphonenumber reads, shown as its
            # format_number writes them after the number; the American style
            # ("201-555-0123 123#": up to six digits and a "#" after a space
            # or dash) too.
            for form, text, end in [(" ext. ", national, ""), (" x ", intl, ""), (";ext=", digits(intl), ""),
                                    ("#", national, ""), (" ", national, "#"), (" - ", intl, "#")]:
                if region not in EXTENSIONS:
                    break
                typed_in = text + form + "123" + end
                p = phonenumbers.parse(typed_in, region)
                assert p.extension == "123", typed_in
                number = digits(text)
                rows.append((region, typed_in, shown(number) + extension_prefix(p.country_code) + "123",
                             number + "x123", "valid" if phonenumbers.is_valid_number(p) else "invalid",
                             "possible"))
            # Too short: the oracle decides whether it is still possible.
            # Not for a number written with a mobile token: libphonenumber
            # then keeps the national prefix in the number when the rest is
            # not a mobile ("011 1523-4567" invalid, "11 1523-4567" valid),
            # where FieldKit reads the line that the digits after the prefix are.
            short = digits(national)[:-2]
            p = phonenumbers.parse(short, region) if len(short) > 1 and not with_token else None
            if p is not None:
                rows.append((region, short, "", short,
                             "valid" if phonenumbers.is_valid_number(p) else "invalid",
                             "possible" if phonenumbers.is_possible_number(p) else "impossible"))
            # A changed digit: oracle verdict only.
            nsn = str(n.national_number)
            i = rng.randrange(len(nsn))
            changed = nsn[:i] + str((int(nsn[i]) + 5) % 10) + nsn[i + 1:]
            p = phonenumbers.parse("+" + str(n.country_code) + changed, None)
            text = "+" + str(n.country_code) + changed
            rows.append((region, text, "", text,
                         "valid" if phonenumbers.is_valid_number(p) else "invalid",
                         "possible" if phonenumbers.is_possible_number(p) else "impossible"))
    # Numbers dialled with a carrier code (Brazil's 0 15 11 91234 5678,
    # Korea's 081 2 2123 4567), in every region whose formats have a carrier
    # code rule: shown as format_national_number_with_carrier_code writes
    # them when it writes every digit as dialled ("0 15 (11) 91234-5678"),
    # else not checked (Brazil's 90 prefix, which it writes as 0).
    for region in sorted(phonenumbers.SUPPORTED_REGIONS):
        m = PhoneMetadata.metadata_for_region(region)
        rules = prefix_rules(m)
        if not rules or not any(f.domestic_carrier_code_formatting_rule for f in m.number_format):
            continue
        for t in [PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE]:
            n = phonenumbers.example_number_for_type(region, t)
            if n is None:
                continue
            nsn = phonenumbers.national_significant_number(n)
            for strip, _, _, anchored in rules:
                for prefix in ([] if anchored else samples(strip, 2)):
                    written = prefix + nsn
                    p = phonenumbers.parse(written, region, keep_raw_input=True)
                    code = p.preferred_domestic_carrier_code
                    if not code or phonenumbers.national_significant_number(p) != nsn:
                        continue
                    shown = phonenumbers.format_national_number_with_carrier_code(p, code)
                    rows.append((region, written, shown if digits(shown) == written else "", written,
                                 "valid" if phonenumbers.is_valid_number(p) else "invalid",
                                 "possible" if phonenumbers.is_possible_number(p) else "impossible"))
    path = os.path.join(ROOT, "Tests/FieldKitTests/Golden/phone.tsv")
    with open(path, "w") as f:
        f.write("# region\tinput\tdisplay ('' = not checked)\traw\tvalid\tpossible  "
                "(generated by Scripts/gen_phone.py; oracle: phonenumbers " + phonenumbers.__version__ + ")\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    return len(rows)


def write_as_you_type():
    """Per keystroke output of libphonenumber's AsYouTypeFormatter, for the
    fixed-line and mobile example numbers of every supported region, typed
    nationally and with `+`."""
    rows = []
    for region in sorted(phonenumbers.SUPPORTED_REGIONS):
        for t in [PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE]:
            n = phonenumbers.example_number_for_type(region, t)
            if n is None:
                continue
            for shown in [phonenumbers.format_number(n, PhoneNumberFormat.NATIONAL),
                          phonenumbers.format_number(n, PhoneNumberFormat.INTERNATIONAL)]:
                typed = digits(shown)
                formatter = phonenumbers.AsYouTypeFormatter(region)
                rows.append([region, typed] + [formatter.input_digit(c) for c in typed])
    # A foreign number dialled with the region's international call prefix
    # ("011 44 20 ..." from the US, "00 44 ..." from most of Europe), for
    # every region whose prefix is plain digits.
    gb = phonenumbers.example_number_for_type("GB", PhoneNumberType.FIXED_LINE)
    us = phonenumbers.example_number_for_type("US", PhoneNumberType.FIXED_LINE)
    for region in sorted(phonenumbers.SUPPORTED_REGIONS):
        idd = PhoneMetadata.metadata_for_region(region).international_prefix
        if not idd or not idd.isdigit() or len(idd) < 2:
            continue
        n = us if region == "GB" else gb
        typed = idd + str(n.country_code) + phonenumbers.national_significant_number(n)
        formatter = phonenumbers.AsYouTypeFormatter(region)
        rows.append([region, typed] + [formatter.input_digit(c) for c in typed])
    path = os.path.join(ROOT, "Tests/FieldKitTests/Golden/phone_as_you_type.tsv")
    with open(path, "w") as f:
        f.write("# region\ttyped\tdisplay after each keystroke...  (generated by Scripts/gen_phone.py; "
                "oracle: phonenumbers " + phonenumbers.__version__ + " AsYouTypeFormatter)\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    return len(rows)


def write_region():
    """libphonenumber's region of a number, for every type's example number of
    every supported region, typed internationally and nationally."""
    rows = []
    types = [getattr(PhoneNumberType, t.upper()) for t in TYPES]
    for region in sorted(phonenumbers.SUPPORTED_REGIONS):
        seen = set()
        extra = set()
        m = PhoneMetadata.metadata_for_region(region)
        # Numbers read whole by an anchored alternative that keeps them as
        # they are (Japan's 000[2569]...: its national prefix 0 is not removed).
        for strip, keep, insert, anchored in prefix_rules(m) or []:
            if anchored and not insert:
                for written in samples(keep, 3):
                    extra.add(written)
                    p = phonenumbers.parse(written, region)
                    rows.append((region, written, phonenumbers.region_code_for_number(p) or "-",
                                 "valid" if phonenumbers.is_valid_number(p) else "invalid"))
        for t in types:
            n = phonenumbers.example_number_for_type(region, t)
            if n is None:
                continue
            nsn = phonenumbers.national_significant_number(n)
            if nsn in seen:
                continue
            seen.add(nsn)
            intl = "+" + str(n.country_code) + nsn
            owner = phonenumbers.region_code_for_number(n) or "-"
            valid = "valid" if phonenumbers.is_valid_number(n) else "invalid"
            rows.append((region, intl, owner, valid))
            m = PhoneMetadata.metadata_for_region(region)
            # A local number, dialled without its area code ("460 1234" in
            # Antigua), which libphonenumber reads as the whole number.
            local = local_number(m)
            if local and nsn.startswith(local[1]) and re.fullmatch(local[0], nsn[len(local[1]):]):
                p = phonenumbers.parse(nsn[len(local[1]):], region)
                rows.append((region, nsn[len(local[1]):], phonenumbers.region_code_for_number(p) or "-",
                             "valid" if phonenumbers.is_valid_number(p) else "invalid"))
            # A number dialled with a carrier code after the national prefix
            # (Brazil's "0 15 11 91234 5678"), which libphonenumber reads as
            # the number after the carrier code.
            carrier = carrier_code(m)
            if carrier:
                for prefix in carrier[0].split(","):
                    for code in ["15", "21", "41"]:
                        written = prefix + code + nsn
                        if re.fullmatch(carrier[1], code):
                            p = phonenumbers.parse(written, region)
                            if phonenumbers.national_significant_number(p) == nsn:
                                rows.append((region, written, phonenumbers.region_code_for_number(p) or "-",
                                             "valid" if phonenumbers.is_valid_number(p) else "invalid"))
            # A number dialled with what libphonenumber's national prefix for
            # parsing reads beyond the national prefix: a carrier or service
            # code (Korea's 081, China's 17951, Colombia's 03), a second
            # prefix (Great Britain's 180020), Gabon's 0 before the numbers
            # that drop it, Japan's 003768; as libphonenumber reads it.
            for strip, keep, _, anchored in prefix_rules(m) or []:
                for prefix in ([] if anchored else samples(strip, 2)):
                    written = prefix + nsn
                    if written in extra:
                        continue
                    extra.add(written)
                    p = phonenumbers.parse(written, region)
                    rows.append((region, written, phonenumbers.region_code_for_number(p) or "-",
                                 "valid" if phonenumbers.is_valid_number(p) else "invalid"))
            # A number written nationally with a mobile token ("011 15 ...").
            written = digits(phonenumbers.format_number(n, PhoneNumberFormat.NATIONAL))
            if mobile_token(m) and written != (m.national_prefix or "") + nsn:
                p = phonenumbers.parse(written, region)
                if phonenumbers.national_significant_number(p) == nsn:
                    rows.append((region, written, phonenumbers.region_code_for_number(p) or "-",
                                 "valid" if phonenumbers.is_valid_number(p) else "invalid"))
            national = (m.national_prefix or "") + nsn if m.national_prefix else nsn
            try:
                p = phonenumbers.parse(national, region)
            except phonenumbers.NumberParseException:
                continue
            # Only where libphonenumber reads the same national number back
            # (no carrier codes or prefix transforms involved).
            if p.country_code == n.country_code and phonenumbers.national_significant_number(p) == nsn:
                rows.append((region, national, phonenumbers.region_code_for_number(p) or "-",
                             "valid" if phonenumbers.is_valid_number(p) else "invalid"))
    path = os.path.join(ROOT, "Tests/FieldKitTests/Golden/phone_region.tsv")
    with open(path, "w") as f:
        f.write("# default region\tinput\tregion of the number ('-' = none)\tvalid  "
                "(generated by Scripts/gen_phone.py; oracle: phonenumbers " + phonenumbers.__version__
                + " region_code_for_number, is_valid_number)\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    return len(rows)


if __name__ == "__main__":
    n = write_swift()
    g = write_golden() + write_as_you_type() + write_region()
    print(f"{n} regions, {g} golden rows")
