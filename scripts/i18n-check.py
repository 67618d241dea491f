#!/usr/bin/env python3
"""A quick check of a catalogue against English without building the bot (the authoritative
check is the test `i18n::check::tests::every_language_is_complete`): the same messages and
attributes, the same variables, balanced ` and ** markup, command names within Discord's limits.

    python3 scripts/i18n-check.py de        # assets/i18n/de.ftl against assets/i18n/en.ftl
    python3 scripts/i18n-check.py de ENGLISH_FILE THEIR_FILE   # a part of a catalogue
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "assets" / "i18n"


def entries(path):
    """{id: {"": text, "attr": text}} of a Fluent file (messages and their attributes)."""
    out, current, attr = {}, None, ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        m = re.match(r"^([a-zA-Z][\w-]*)\s*=\s?(.*)$", line)
        if m and not line.startswith(" "):
            current, attr = m.group(1), ""
            out[current] = {"": m.group(2)}
            continue
        m = re.match(r"^\s+\.([a-zA-Z][\w-]*)\s*=\s?(.*)$", line)
        if m and current:
            attr = m.group(1)
            out[current][attr] = m.group(2)
            continue
        if current:
            out[current][attr] += "\n" + line.strip()
    return out


def variables(text):
    return set(re.findall(r"\$([a-zA-Z][\w-]*)", text))


def main():
    lang = sys.argv[1]
    if len(sys.argv) == 4:
        en, theirs = entries(Path(sys.argv[2])), entries(Path(sys.argv[3]))
    else:
        en, theirs = entries(ROOT / "en.ftl"), entries(ROOT / f"{lang}.ftl")
    faults = []
    for mid, parts in en.items():
        if mid not in theirs:
            faults.append(f"missing: {mid}")
            continue
        for attr, text in parts.items():
            if attr not in theirs[mid]:
                faults.append(f"{mid}: missing attribute .{attr}")
                continue
            t = theirs[mid][attr]
            if variables(text) != variables(t):
                faults.append(f"{mid}{'.' + attr if attr else ''}: variables {sorted(variables(t))}, English {sorted(variables(text))}")
            plain = re.sub(r"\{[^{}]*\}", "", t)
            if t.count("`") % 2 or plain.count("**") % 2:
                faults.append(f"{mid}: unbalanced ` or ** markup")
            if mid.startswith("cmd-"):
                if attr == "":
                    name = t.strip()
                    if not re.fullmatch(r"[-_\w]{1,32}", name) or name != name.lower():
                        faults.append(f"{mid}: bad command name {name!r} (lower case, 1-32 letters, digits, - or _)")
                elif attr == "description" and not 1 <= len(t.strip()) <= 100:
                    faults.append(f"{mid}: description of {len(t.strip())} characters (1-100)")
    for mid in theirs:
        if mid not in en:
            faults.append(f"not in English: {mid}")
    print("\n".join(faults) if faults else f"{lang}: complete ({len(en)} messages)")
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
