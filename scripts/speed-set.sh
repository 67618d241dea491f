#!/usr/bin/env bash
# The engine's speed set: six positions searched to a fixed depth by `castalia-bot bestmove`.
# Prints the total nodes and milliseconds, and nodes per second. Usage:
#   scripts/speed-set.sh path/to/castalia-bot
# Compare builds by alternating their runs on an otherwise idle machine (times vary by
# several percent from run to run; node counts are exact).
set -euo pipefail
bin=${1:?usage: scripts/speed-set.sh path/to/castalia-bot}
total_nodes=0
total_ms=0
while IFS='|' read -r variant fen depth; do
  if [ "$fen" = start ]; then position=(); else position=(--fen "$fen"); fi
  line=$("$bin" bestmove --variant "$variant" "${position[@]}" --depth "$depth" 2>&1 |
    grep "^depth $depth " | tail -1)
  nodes=$(sed 's/.* nodes \([0-9]*\) .*/\1/' <<<"$line")
  ms=$(sed 's/.* time \([0-9]*\) ms.*/\1/' <<<"$line")
  total_nodes=$((total_nodes + nodes))
  total_ms=$((total_ms + ms))
done <<'POSITIONS'
standard|r1bq1rk1/pp2bppp/2n1pn2/2pp4/2PP4/2N1PN2/PP1QBPPP/R1B2RK1 w - - 0 9|16
standard|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|13
standard|start|16
standard|8/5k2/3p4/1p1Pp2p/pP2Pp1P/P4P1K/8/8 b - - 0 50|24
standard|r2q1rk1/1b2bppp/p2ppn2/1p6/3NP3/1BN1B3/PPP1QPPP/R4RK1 w - - 0 12|14
castalia|start|13
POSITIONS
echo "$bin: $total_nodes nodes in $total_ms ms, $((total_nodes * 1000 / (total_ms > 0 ? total_ms : 1))) nodes/s"
