#!/usr/bin/env python3
"""What `GameService` itself still does (issue 57 §1): each concern is a service of its own
over the kernel (ARCHITECTURE.md, "The services of `game/`"), and `GameService` keeps the
dispatch, the delegates, and what spans every concern (the timer, forgetting a user, a game's
home and live board).

Lists the methods of `impl GameService` blocks under src/game by folder (`service` is
src/game/service.rs), then, for each pair of folders, the calls one makes to the other's
methods (`self.name(`).

    scripts/concern-calls.py [src/game]
"""

import collections
import os
import re
import sys

FN = re.compile(r"^    (?:pub(?:\([^)]*\))? )?(?:async )?fn (\w+)", re.M)
CALL = re.compile(r"\bself\s*\.\s*(\w+)\s*\(")


def concern(root, path):
    parts = os.path.relpath(path, root).split(os.sep)
    return parts[0] if len(parts) > 1 else parts[0][:-3]


def impl_blocks(text):
    """The bodies of the top-level `impl GameService {` blocks (each ends at a line `}`)."""
    for match in re.finditer(r"^impl GameService \{\n", text, re.M):
        end = text.find("\n}\n", match.end())
        yield text[match.end() : end if end >= 0 else len(text)]


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "src/game"
    bodies = collections.defaultdict(list)
    for folder, _, files in os.walk(root):
        for name in sorted(files):
            if name.endswith(".rs"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as f:
                    bodies[concern(root, path)].extend(impl_blocks(f.read()))
    owner = {}
    for c, blocks in bodies.items():
        for body in blocks:
            for name in FN.findall(body):
                owner[name] = c
    counts = collections.Counter(owner.values())
    print(f"{len(owner)} methods of GameService: " + ", ".join(
        f"{c} {n}" for c, n in counts.most_common()))
    calls = collections.defaultdict(set)
    for c, blocks in bodies.items():
        for body in blocks:
            for name in CALL.findall(body):
                if name in owner and owner[name] != c:
                    calls[(c, owner[name])].add(name)
    for (a, b), names in sorted(calls.items()):
        back = "  (both ways)" if (b, a) in calls and b != "service" and a != "service" else ""
        print(f"{a:12} -> {b:12} {', '.join(sorted(names))}{back}")


if __name__ == "__main__":
    main()
