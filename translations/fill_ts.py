#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fills translations/rummy_<lang>.ts from the dictionaries in translations/dict/<lang>.py.

Run it after lupdate (see README.md). For every message of a .ts file the dictionary entry,
when there is one, becomes the translation and the entry is marked finished; a message the
dictionary lacks keeps what the file has (a translation made in Qt Linguist stays) and, when
that is nothing, stays unfinished and is listed, so that the translations test keeps failing
until someone writes it.

Each dictionary maps a source text, or (context, source text) where one English text needs
two translations, to the translation; a numerus message (tr(..., n)) maps to a tuple with one
form per plural form of the language. Every translation is checked: the same placeholders
(%1, %n, %L1...) and HTML tags as the source, one keyboard accelerator (&) where the source
has one, and the right number of plural forms.

Usage: fill_ts.py [--check] [LANG...]   (default: every rummy_*.ts beside this script)
  --check   change nothing; exit 1 when a message is missing or a translation is malformed
"""
import importlib.util
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent

PLACEHOLDER = re.compile(r"%L?(?:\d{1,2}|n)")
TAG = re.compile(r"</?([A-Za-z][A-Za-z0-9]*)[^>]*>")
# "&x" where x is a letter: an accelerator. "&&" is a literal ampersand.
ACCEL = re.compile(r"&(?!&)(?=\w)")


def load_dictionary(lang):
    path = HERE / "dict" / f"{lang}.py"
    if not path.exists():
        return None
    spec = importlib.util.spec_from_file_location(f"dict_{lang}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.TRANSLATIONS


def problems(source, forms, numerus, nforms):
    """Reasons why `forms` (a list of translations) cannot stand for `source`."""
    out = []
    if numerus and len(forms) != nforms:
        out.append(f"{len(forms)} plural forms, the language has {nforms}")
    for text in forms:
        if not text.strip():
            out.append("empty translation")
            continue
        want = sorted(PLACEHOLDER.findall(source))
        got = sorted(PLACEHOLDER.findall(text))
        # A plural form may leave %n out ("one card" spelt as a word) but adds nothing.
        if numerus:
            want = [p for p in want if p != "%n"]
            got = [p for p in got if p != "%n"]
        if want != got:
            out.append(f"placeholders {got} instead of {want} in {text!r}")
        if sorted(TAG.findall(source)) != sorted(TAG.findall(text)):
            out.append(f"HTML tags differ in {text!r}")
        accels = len(ACCEL.findall(text))
        if ACCEL.search(source) and accels != 1:
            out.append(f"{accels} accelerators (&) in {text!r}, want 1")
        if not ACCEL.search(source) and accels:
            out.append(f"an accelerator (&) the source does not have in {text!r}")
    return out


def escape(text):
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&apos;"))


def write_element(el, depth, lines):
    """Writes `el` the way lupdate does (4-space indent, one text element per line)."""
    pad = "    " * depth
    attrs = "".join(f' {k}="{escape(v)}"' for k, v in el.attrib.items())
    children = list(el)
    if not children:
        text = el.text or ""
        lines.append(f"{pad}<{el.tag}{attrs}>{escape(text)}</{el.tag}>")
        return
    lines.append(f"{pad}<{el.tag}{attrs}>")
    for child in children:
        write_element(child, depth + 1, lines)
    lines.append(f"{pad}</{el.tag}>")


def write_ts(root, path):
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>"]
    attrs = "".join(f' {k}="{escape(v)}"' for k, v in root.attrib.items())
    lines.append(f"<TS{attrs}>")
    for context in root:
        write_element(context, 0, lines)
    lines.append("</TS>")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def fill(path, check_only):
    lang = path.stem.split("_", 1)[1]
    dictionary = load_dictionary(lang)
    if dictionary is None:
        print(f"{path.name}: no dictionary dict/{lang}.py")
        return False
    tree = ET.parse(path)
    root = tree.getroot()
    ok = True
    missing = []
    nforms = None
    for context in root.findall("context"):
        ctx = context.findtext("name")
        for message in context.findall("message"):
            source = message.findtext("source")
            numerus = message.get("numerus") == "yes"
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            if numerus:
                nforms = len(translation.findall("numerusform")) or 2
            entry = dictionary.get((ctx, source), dictionary.get(source))
            if entry is None:
                current = ([f.text or "" for f in translation.findall("numerusform")]
                           if numerus else [translation.text or ""])
                if translation.get("type") == "unfinished" or not any(current):
                    missing.append((ctx, source))
                continue
            forms = list(entry) if isinstance(entry, (tuple, list)) else [entry]
            if isinstance(entry, (tuple, list)) != numerus:
                print(f"{path.name}: [{ctx}] {source!r}: "
                      f"{'needs plural forms' if numerus else 'is not a plural message'}")
                ok = False
                continue
            bad = problems(source, forms, numerus, nforms)
            if bad:
                for b in bad:
                    print(f"{path.name}: [{ctx}] {source!r}: {b}")
                ok = False
                continue
            for child in list(translation):
                translation.remove(child)
            translation.attrib.pop("type", None)
            if numerus:
                translation.text = None
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = forms[0]
    for ctx, source in missing:
        print(f"{path.name}: missing [{ctx}] {source!r}")
    if missing:
        ok = False
    if not check_only:
        write_ts(root, path)
    return ok


def main(argv):
    check_only = "--check" in argv
    langs = [a for a in argv if not a.startswith("--")]
    paths = ([HERE / f"rummy_{lang}.ts" for lang in langs] if langs
             else sorted(HERE.glob("rummy_*.ts")))
    ok = True
    for path in paths:
        ok = fill(path, check_only) and ok
    if ok:
        print(f"{len(paths)} translation file(s) complete")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
