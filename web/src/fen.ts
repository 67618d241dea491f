// Just enough FEN for a board: the placement field.
export const FILES = 'abcdefgh';

export function parseFen(fen: string): Map<string, string> {
  const pieces = new Map<string, string>();
  const rows = (fen.trim().split(/\s+/)[0] ?? '').split('/');
  for (let r = 0; r < 8 && r < rows.length; r++) {
    let f = 0;
    for (const ch of rows[r]) {
      if (ch >= '1' && ch <= '9') {
        f += Number(ch);
        continue;
      }
      const up = ch.toUpperCase();
      if (!'KQRBNPC'.includes(up) || f > 7) {
        f++;
        continue;
      }
      pieces.set(`${FILES[f]}${8 - r}`, (ch === up ? 'w' : 'b') + up);
      f++;
    }
  }
  return pieces;
}

/** from/to of a UCI move ("e7e8q" → e7, e8). */
export function uciSquares(uci: string): { from: string; to: string } {
  return { from: uci.slice(0, 2), to: uci.slice(2, 4) };
}

/** The 64 squares a8..h1, rank by rank, as the server sends them. */
export function allSquares(): string[] {
  const out: string[] = [];
  for (let r = 8; r >= 1; r--) for (const f of FILES) out.push(`${f}${r}`);
  return out;
}
