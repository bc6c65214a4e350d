#!/usr/bin/env python3
"""Builds packages/shared/src/domain/industries/catalogue.ts from NAICS 2022.

Sources (U.S. Census Bureau, NAICS 2022, public domain):
  - "2-6 digit_2022_Codes.xlsx"   the codes and their official titles
  - "2022_NAICS_Index_File.xlsx"  the index of business terms (20,397 entries, each with its 6-digit code)
both from https://www.census.gov/naics/?48967 ("Downloadable Files", 2022 NAICS).

Curated inputs beside this script:
  - selection.tsv    which codes enter the catalogue, with their family key and plain-English label
  - supplements.tsv  modern business terms a founder types that the 2022 index does not know yet
                     ("meal kit", "coworking"), and index terms to leave out of a code ("-term")

Usage:
  python3 scripts/industries/build_catalogue.py --codes "<dir>/2-6 digit_2022_Codes.xlsx" \
      --index "<dir>/2022_NAICS_Index_File.xlsx"
Only the Python standard library is used (the .xlsx files are read as zipped XML).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import subprocess
import sys
import zipfile
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
OUT = ROOT / "packages/shared/src/domain/industries/catalogue.ts"

# SHA-256 of the Census files the checked-in catalogue was built from; another download still builds,
# with a warning, so a re-issued file can be reviewed through the diff of catalogue.ts.
KNOWN_SHA256 = {
    "codes": "c16ec400008ba6e501bdb5864eb2cb3fcaa9f1986c03a8e1d5aee1f1cec5beaf",
    "index": "1a42a1aad2484c3b58ff71ceed638e37c9f7d826a432df6d96f1d208cbc7cce6",
}

MAX_TERMS = 48  # per entry, index terms after supplements; the shortest (most general) are kept
MAX_TERM_WORDS = 4

_NS = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"


def read_xlsx_rows(path: Path):
    """Rows of the first sheet as {column letter: text}."""
    with zipfile.ZipFile(path) as book:
        shared: list[str] = []
        if "xl/sharedStrings.xml" in book.namelist():
            for item in ET.fromstring(book.read("xl/sharedStrings.xml")).iter(f"{_NS}si"):
                shared.append("".join(t.text or "" for t in item.iter(f"{_NS}t")))
        sheet = ET.fromstring(book.read("xl/worksheets/sheet1.xml"))
        for row in sheet.iter(f"{_NS}row"):
            cells: dict[str, str] = {}
            for cell in row.iter(f"{_NS}c"):
                column = re.match(r"[A-Z]+", cell.get("r", "")).group(0)
                value = cell.find(f"{_NS}v")
                kind = cell.get("t")
                if kind == "s" and value is not None:
                    cells[column] = shared[int(value.text)]
                elif kind == "inlineStr":
                    cells[column] = "".join(t.text or "" for t in cell.iter(f"{_NS}t"))
                else:
                    cells[column] = value.text if value is not None and value.text else ""
            yield cells


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# --- turning an index entry into short business terms --------------------------------------------

# Clauses that narrow an entry without naming the business: cut from the marker to the end of the part.
_CUT = re.compile(
    r"\b(without|except|excluding|not |other than|including|primarily|fees paid|on a contract|"
    r"for the trade|for sale|made in|made from|made on|with|on the premises|on premises|in provider|"
    r"separate from|through a|as part of|operating|serving|not elsewhere)\b.*$"
)
# Parts of an inverted entry that only qualify it ("Tutoring, academic" keeps "academic").
_QUALIFIERS = {
    "custom", "packaged", "full service", "limited service", "retail", "wholesale", "mail-order",
    "new", "nec", "n.e.c.", "household-type", "contract", "independent", "private", "merchant",
    "commercial", "stand-alone", "retailing", "manufacturing",
}
_DROP_WORDS = {"service", "services", "etc", "e.g.", "i.e."}
_IRREGULAR = {
    "children": "child", "people": "person", "women": "woman", "men": "man", "teeth": "tooth",
    "feet": "foot", "geese": "goose", "mice": "mouse", "data": "data", "media": "media",
}
_KEEP_S = ("ss", "us", "is", "ics", "ous", "news", "series", "species", "gas", "bus", "lens", "glass")


def singular(word: str) -> str:
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if len(word) <= 3 or word.endswith(_KEEP_S):
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if re.search(r"(ches|shes|xes|sses|zes)$", word):
        return word[:-2]
    if word.endswith("s"):
        return word[:-1]
    return word


def clean_words(text: str) -> list[str]:
    text = text.lower().replace("&", " and ")
    text = re.sub(r"[^a-z0-9\-' ]+", " ", text)
    words = [w.strip("-'") for w in text.split()]
    return [singular(w) for w in words if w and w not in _DROP_WORDS]


def expand_conjunctions(words: list[str]) -> list[list[str]]:
    """ "rug and carpet rental" -> "rug rental", "carpet rental" (single words joined by and/or)."""
    for i, word in enumerate(words):
        if word in ("and", "or") and 0 < i < len(words) - 1:
            left = words[: i - 1] + [words[i - 1]] + words[i + 2 :]
            right = words[: i - 1] + [words[i + 1]] + words[i + 2 :]
            return expand_conjunctions(left) + expand_conjunctions(right)
    return [[w for w in words if w not in ("and", "or", "the", "of", "a", "an", "for", "to", "with")]]


def index_terms(entry: str) -> list[str]:
    """Short, lower-case, singular terms from one index entry of the Census file."""
    text = re.sub(r"\([^)]*\)", " ", entry)  # "(i.e., ...)", "(except ...)"
    parts = [part.strip() for part in text.split(",")]
    kept: list[str] = []
    for part in parts:
        part = _CUT.sub("", part.lower()).strip()
        if not part or part in _QUALIFIERS:
            continue
        kept.append(part)
    if not kept:
        return []
    # Index entries are inverted ("Boarding services, pet"): the qualifying parts come first in speech.
    phrase = " ".join(reversed(kept)) if len(kept) > 1 else kept[0]
    terms = []
    for words in expand_conjunctions(clean_words(phrase)):
        if 0 < len(words) <= MAX_TERM_WORDS:
            terms.append(" ".join(words))
    return terms


# --- curated inputs --------------------------------------------------------------------------------


def read_tsv(path: Path) -> list[list[str]]:
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        rows.append([cell.strip() for cell in line.split("\t")])
    return rows


def read_supplements(path: Path) -> tuple[dict[str, list[str]], dict[str, set[str]]]:
    added: dict[str, list[str]] = {}
    removed: dict[str, set[str]] = {}
    for row in read_tsv(path):
        code, terms = row[0], row[1] if len(row) > 1 else ""
        for term in (t.strip().lower() for t in terms.split(";")):
            if not term:
                continue
            if term.startswith("-"):
                removed.setdefault(code, set()).add(" ".join(clean_words(term[1:])))
            else:
                added.setdefault(code, []).append(" ".join(clean_words(term)))
    return added, removed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--codes", required=True, type=Path, help='"2-6 digit_2022_Codes.xlsx"')
    parser.add_argument("--index", required=True, type=Path, help='"2022_NAICS_Index_File.xlsx"')
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()

    for key, path in (("codes", args.codes), ("index", args.index)):
        digest = sha256(path)
        if digest != KNOWN_SHA256[key]:
            print(f"warning: {path.name} differs from the file the catalogue was built from ({digest})", file=sys.stderr)

    titles: dict[str, str] = {}
    for row in read_xlsx_rows(args.codes):
        code = (row.get("B") or "").strip()
        if code.isdigit():
            titles[code] = re.sub(r"\s+", " ", (row.get("C") or "").strip())

    index: dict[str, list[str]] = {}
    for row in read_xlsx_rows(args.index):
        code = (row.get("A") or "").strip()
        if code.isdigit() and row.get("B"):
            index.setdefault(code, []).append(row["B"])

    selection = read_tsv(HERE / "selection.tsv")
    added, removed = read_supplements(HERE / "supplements.tsv")

    families_used = set()
    entries = []
    errors = []
    seen = set()
    for row in selection:
        if len(row) != 3:
            errors.append(f"selection.tsv: expected code, family, label: {row}")
            continue
        code, family, label = row
        if code in seen:
            errors.append(f"selection.tsv: {code} is listed twice")
        seen.add(code)
        if code not in titles or not 4 <= len(code) <= 6:
            errors.append(f"selection.tsv: {code} is not a NAICS 2022 code of 4 to 6 digits")
            continue
        # A 4- or 5-digit industry takes the index entries of every 6-digit code under it.
        official: list[str] = []
        for six, items in index.items():
            if six.startswith(code):
                for item in items:
                    official.extend(index_terms(item))
        drop = removed.get(code, set())
        official = [t for t in dict.fromkeys(official) if t not in drop]
        official.sort(key=lambda t: (len(t.split()), len(t), t))
        supplement = [t for t in dict.fromkeys(added.get(code, [])) if t not in drop]
        terms = list(dict.fromkeys(supplement + official[: max(0, MAX_TERMS - len(supplement))]))
        if not terms:
            errors.append(f"{code}: no terms")
        entries.append({"code": code, "title": titles[code], "label": label, "family": family, "terms": terms})
        families_used.add(family)
    for code in added:
        if code not in seen:
            errors.append(f"supplements.tsv: {code} is not in selection.tsv")
    if errors:
        print("\n".join(errors), file=sys.stderr)
        return 1

    header = (
        "// GENERATED by scripts/industries/build_catalogue.py — do not edit by hand; change selection.tsv or\n"
        "// supplements.tsv beside the script and run it again (see README.md in this folder).\n"
        "// Source: NAICS 2022 (North American Industry Classification System, 2022 United States), U.S. Census\n"
        "// Bureau: titles from \"2-6 digit_2022_Codes.xlsx\", terms from the \"2022_NAICS_Index_File.xlsx\" index\n"
        "// of business terms, plus curated modern terms. Public domain data.\n"
        "import type { TIndustryEntry } from './types';\n\n"
        f"/** {len(entries)} NAICS 2022 industries relevant to startups and small businesses. */\n"
        "export const INDUSTRY_CATALOGUE: readonly TIndustryEntry[] = [\n"
    )
    lines = []
    for entry in entries:
        lines.append(
            "  { code: %s, title: %s, label: %s, family: %s, terms: %s },"
            % (
                json.dumps(entry["code"]),
                json.dumps(entry["title"]),
                json.dumps(entry["label"]),
                json.dumps(entry["family"]),
                json.dumps(entry["terms"]).replace('","', '", "'),
            )
        )
    args.out.write_text(header + "\n".join(lines) + "\n];\n", encoding="utf-8")
    prettier = ROOT / "node_modules/.bin/prettier"
    if prettier.exists():  # the repository's own formatting, so a rebuild diffs only in data
        subprocess.run([str(prettier), "--write", str(args.out)], check=True, capture_output=True)
    print(f"{len(entries)} industries in {len(families_used)} families -> {args.out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
