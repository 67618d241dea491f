#!/usr/bin/env python3
"""Import circles between the files of a module tree (issue 57: 0 in src/game and src/discord).

A file "uses" another when a `use` (or a path in code) names an item of a module that lives in
that other file: `crate::game::play::moves::X`, `super::x::Y`, `self::...`. A `mod.rs` that only
declares submodules does not count as using them. Prints each strongly connected group of
files with more than one file, and their count.

    scripts/import-cycles.py src/game src/discord
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SRC = os.path.join(ROOT, "src")


def module_of(path):
    rel = os.path.relpath(path, SRC)[:-3]
    parts = rel.split(os.sep)
    if parts[-1] == "mod":
        parts = parts[:-1]
    if parts == ["lib"]:
        parts = []
    return tuple(parts)


def files_of(tree):
    out = {}
    for d, _, fs in os.walk(tree):
        for f in fs:
            if f.endswith(".rs"):
                p = os.path.join(d, f)
                out[module_of(p)] = p
    return out


ALL = files_of(SRC)


def file_for(path):
    """The file that defines the longest module prefix of `path`."""
    for n in range(len(path), 0, -1):
        if path[:n] in ALL:
            return path[:n]
    return None


def strip_comments(text):
    """The code without comments, nor visibility paths (`pub(in crate::game::x)` says who may
    use an item; it uses nothing)."""
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r"pub\(in [^)]*\)", "pub", text)
    return re.sub(r"/\*.*?\*/", "", text, flags=re.S)


def expand_use(tree_text):
    """Expands `a::{b, c::{d}}` into paths."""
    out = []

    def go(prefix, s):
        s = s.strip()
        if not s:
            return
        i = s.find("{")
        if i < 0:
            out.append(prefix + [p for p in s.split("::") if p])
            return
        head = [p for p in s[:i].split("::") if p]
        body = s[i + 1 : s.rfind("}")]
        depth, cur, parts = 0, "", []
        for ch in body:
            if ch == "," and depth == 0:
                parts.append(cur)
                cur = ""
                continue
            depth += ch == "{"
            depth -= ch == "}"
            cur += ch
        parts.append(cur)
        for p in parts:
            go(prefix + head, p)

    go([], tree_text)
    return out


PATH = re.compile(r"\b((?:crate|super|self)(?:::[A-Za-z_][A-Za-z0-9_]*)+)")


def uses(mod, text):
    """The files whose items the file of module `mod` names. An inline `mod tests` (at the
    end of a file, as every one here is) is a module inside the file: its `super` is the file."""
    text = strip_comments(text)
    m = re.search(r"\n\s*(?:#\[cfg\(test\)\]\s*)?mod tests\s*\{", text)
    if m:
        inner = uses_in(mod + ("tests",), text[m.start():], inline=True)
        return (uses_in(mod, text[: m.start()]) | inner) - {mod, mod + ("tests",)}
    return uses_in(mod, text)


def uses_in(mod, text, inline=False):
    found = set()
    paths = []
    for m in re.finditer(r"\buse\s+([^;]+);", text, flags=re.S):
        for p in expand_use(m.group(1)):
            paths.append(p)
    body = re.sub(r"\buse\s+[^;]+;", "", text, flags=re.S)
    for m in PATH.finditer(body):
        paths.append(m.group(1).split("::"))
    for p in paths:
        p = [x.split(" as ")[0].strip() for x in p]
        if not p:
            continue
        if p[0] == "crate":
            full = p[1:]
        elif p[0] == "self":
            full = list(mod) + p[1:]
        elif p[0] == "super":
            # In a file `a/b.rs` (module a::b) `super` is `a`; in `a/b/mod.rs` too.
            cur = list(mod)
            while p and p[0] == "super":
                cur = cur[:-1]
                p = p[1:]
            full = cur + p
        else:
            continue
        target = file_for(tuple(full))
        if target is not None and target != mod:
            # Naming a parent module's item only: the parent file itself.
            found.add(target)
    return found


def is_mod_rs_file(mod):
    return ALL.get(mod, "").endswith("mod.rs") or mod == ()


def sccs(graph):
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def strong(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            out.append(comp)

    sys.setrecursionlimit(10000)
    for v in graph:
        if v not in index:
            strong(v)
    return out


def main():
    trees = sys.argv[1:] or ["src/game", "src/discord"]
    total = 0
    for tree in trees:
        files = files_of(os.path.join(ROOT, tree))
        graph = {}
        for mod, path in files.items():
            with open(path, encoding="utf-8") as f:
                graph[mod] = {t for t in uses(mod, f.read()) if t in files}
        for comp in sccs(graph):
            if len(comp) > 1:
                total += 1
                print(f"{tree}: circle of {len(comp)} files:")
                for m in sorted(comp):
                    deps = sorted("::".join(t) for t in graph[m] if t in comp)
                    print(f"  {'::'.join(m)} -> {', '.join(deps)}")
    print(f"{total} import circles")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
