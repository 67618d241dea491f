#!/usr/bin/env python3
"""Cross-checks our FIDE Dutch pairing core against bbpPairings, round by round, on random
tournaments made by bbpPairings' own generator (the FIDE endorsement procedure, C.04.A).

bbpPairings is not a dependency of the project: build it from its source
(https://github.com/BieremaBoyzProgramming/bbpPairings: tag v6.0.0 for the Dutch rules in
force since 2026, v5.0.1 for those in force from 2017 until then; `make` with g++ 10 or
later) and pass its path. With RULES `2017` (for a v5 build) our core pairs by the 2017
rules; the default is the rules the file names (v6 writes `092 FIDE_DUTCH_2025`), else 2026.

  scripts/dutch-crosscheck.py check BBP BOT FROM TO [RULES]
      generates tournaments with seeds FROM..TO-1 (8-60 players, 5-11 rounds, the generator's
      forfeits, byes and absences) and, for every round, pairs the tournament as it stood
      before that round with both engines (`BOT pairings --system dutch --trf FILE`);
      prints the rounds that differ and the total.
  scripts/dutch-crosscheck.py fixtures BBP DIR FROM TO
      writes each round's input (`sS-rR.trf`) and bbpPairings' pairing (`sS-rR.pairs`) into
      DIR: tests/data/dutch-bbp/2026/ (v6.0.0) and tests/data/dutch-bbp/2017/ (v5.0.1) are
      made this way, and tests/engine/pairing_bbp.rs checks that our core pairs every one of
      them as bbpPairings did.
  scripts/dutch-crosscheck.py time BBP BOT [SIZES...] [--seeds N] [--round R] [--runs K]
                                [--dir DIR]
      times both engines on the same files: for each size (default 100 200 400 1000), N
      tournaments (default 3, seeds 1..N) from bbpPairings' generator (R-1 rounds played,
      `XXR 9`), the TRF as it stood before round R (default 5); each file is paired K times
      (default 3) by each engine, whole process, and the best run counts; prints per file
      and per size (the median ratio over the files) ours / bbpPairings, and checks the two
      pairings agree. With --dir the files `pP-sS.trf` are kept there and reused (generating
      a 1,000-player tournament takes bbpPairings minutes).
"""
import os
import random
import statistics
import time
import subprocess
import sys
import tempfile

POINTS = {"1": 1.0, "+": 1.0, "W": 1.0, "U": 1.0, "F": 1.0, "=": 0.5, "D": 0.5, "H": 0.5}


def before_round(lines, r, rounds):
    """The TRF as it stood before round r: earlier rounds kept, round r's pre-set byes and
    absences kept (`0000` with H, Z, F or -), scores recomputed; `XXR` and `XXC` set."""
    first = next(l for l in lines if l.startswith("001"))
    out = []
    for line in lines:
        if line.startswith(("XXR", "XXC")):
            continue
        if not line.startswith("001"):
            out.append(line)
            continue
        head, rest = line[:91], line[91:]
        blocks = [rest[i:i + 10] for i in range(0, len(rest), 10)]
        kept = blocks[:r - 1]
        if len(blocks) >= r:
            b = blocks[r - 1]
            if b[0:4].strip() == "0000" and b[7:8] in "HZF-":
                kept.append(b)
        points = sum(POINTS.get(b[7:8], 0.0) for b in blocks[:r - 1])
        head = head[:80] + ("%4.1f" % points) + head[84:]
        out.append((head + "".join(kept)).rstrip())
    colour = "white1" if first[96:97] == "w" else "black1"
    return out + [f"XXR {rounds}", f"XXC {colour}"]


def tournaments(bbp, seeds, work):
    rng = random.Random(seeds[0])
    for seed in seeds:
        players = rng.randint(8, 60)
        rounds = min(rng.randint(5, 11), players - 1)
        config = os.path.join(work, "config.txt")
        with open(config, "w") as f:
            f.write(f"PlayersNumber={players}\nRoundsNumber={rounds}\n")
        path = os.path.join(work, f"t{seed}.trf")
        made = subprocess.run([bbp, "--dutch", "-g", config, "-o", path, "-s", str(seed)],
                              capture_output=True, text=True)
        if made.returncode != 0:
            print(f"seed {seed}: the generator failed: {made.stderr.strip()}")
            continue
        with open(path) as f:
            lines = f.read().splitlines()
        for r in range(1, rounds + 1):
            yield seed, r, players, "\n".join(before_round(lines, r, rounds)) + "\n"


def bbp_pairs(bbp, trf, work):
    path = os.path.join(work, "round.trf")
    with open(path, "w") as f:
        f.write(trf)
    out = os.path.join(work, "round.pairs")
    done = subprocess.run([bbp, "--dutch", path, "-p", out], capture_output=True, text=True)
    if done.returncode != 0:
        return f"error {done.returncode}: {done.stderr.strip()}"
    with open(out) as f:
        return f.read()


def best_of(cmd, runs):
    """The best wall time of `runs` whole-process runs of `cmd`, and its last output."""
    best, out = None, None
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run(cmd, capture_output=True, text=True)
        spent = time.perf_counter() - start
        if done.returncode != 0:
            sys.exit(f"{' '.join(cmd)} failed: {done.stderr.strip()}")
        best = spent if best is None else min(best, spent)
        out = done.stdout
    return best, out


def timing(bbp, bot, args):
    sizes, seeds, rnd, runs, keep = [], 3, 5, 3, None
    it = iter(args)
    for a in it:
        if a == "--seeds":
            seeds = int(next(it))
        elif a == "--round":
            rnd = int(next(it))
        elif a == "--runs":
            runs = int(next(it))
        elif a == "--dir":
            keep = next(it)
        else:
            sizes.append(int(a))
    sizes = sizes or [100, 200, 400, 1000]
    print("| players | bbpPairings | ours | ratio |")
    print("|---|---|---|---|")
    with tempfile.TemporaryDirectory() as work:
        for players in sizes:
            ratios, theirs_t, ours_t = [], [], []
            for seed in range(1, seeds + 1):
                path = os.path.join(keep or work, f"p{players}-s{seed}.trf")
                if not os.path.exists(path):
                    config = os.path.join(work, "config.txt")
                    with open(config, "w") as f:
                        f.write(f"PlayersNumber={players}\nRoundsNumber={rnd - 1}\n")
                    full = os.path.join(work, "generated.trf")
                    subprocess.run([bbp, "--dutch", "-g", config, "-o", full, "-s", str(seed)],
                                   check=True, capture_output=True)
                    with open(full) as f:
                        lines = f.read().splitlines()
                    with open(path, "w") as f:
                        f.write("\n".join(before_round(lines, rnd, 9)) + "\n")
                out = os.path.join(work, "timing.pairs")
                theirs, _ = best_of([bbp, "--dutch", path, "-p", out], runs)
                with open(out) as f:
                    expected = f.read()
                ours, text = best_of([bot, "pairings", "--system", "dutch", "--trf", path], runs)
                same = "same" if text.split() == expected.split() else "DIFFERENT"
                print(f"  {players} players, seed {seed}: bbpPairings {theirs:.3f} s, "
                      f"ours {ours:.3f} s, {ours / theirs:.2f}x ({same} pairing)",
                      file=sys.stderr)
                ratios.append(ours / theirs)
                theirs_t.append(theirs)
                ours_t.append(ours)
            print(f"| {players} | {statistics.median(theirs_t):.3f} s "
                  f"| {statistics.median(ours_t):.3f} s | {statistics.median(ratios):.2f}x |",
                  flush=True)


def main():
    if len(sys.argv) >= 4 and sys.argv[1] == "time":
        timing(sys.argv[2], sys.argv[3], sys.argv[4:])
        return
    if len(sys.argv) not in (6, 7) or sys.argv[1] not in ("check", "fixtures"):
        sys.exit(__doc__)
    mode, bbp, target, start, end = sys.argv[1:6]
    rules = ["--rules", sys.argv[6]] if len(sys.argv) == 7 else []
    seeds = list(range(int(start), int(end)))
    with tempfile.TemporaryDirectory() as work:
        same = total = 0
        for seed, r, players, trf in tournaments(bbp, seeds, work):
            expected = bbp_pairs(bbp, trf, work)
            if mode == "fixtures":
                for ext, text in (("trf", trf), ("pairs", expected)):
                    with open(os.path.join(target, f"s{seed}-r{r}.{ext}"), "w") as f:
                        f.write(text)
                total += 1
                continue
            path = os.path.join(work, "ours.trf")
            with open(path, "w") as f:
                f.write(trf)
            ours = subprocess.run([target, "pairings", "--system", "dutch", "--trf", path]
                                  + rules, capture_output=True, text=True)
            total += 1
            if ours.returncode == 0 and ours.stdout.split() == expected.split():
                same += 1
            else:
                print(f"seed {seed} round {r} ({players} players) differs:\n"
                      f"  bbpPairings: {' '.join(expected.split())[:200]}\n"
                      f"  ours:        {' '.join(ours.stdout.split())[:200]} {ours.stderr.strip()}")
        if mode == "fixtures":
            print(f"wrote {total} rounds")
        else:
            print(f"{same} of {total} rounds paired identically")


if __name__ == "__main__":
    main()
