// The board: 64 buttons in a CSS grid, an SVG overlay for the kidnap and repulse arrows.
import { h, s, clear } from './dom';
import { pieceUrl } from './api';
import { t } from './i18n';
import { FILES, allSquares, uciSquares } from './fen';
import type { Color, Displacement, LegalMove, Palette } from './types';

export interface LastMove {
  from: string;
  to: string;
  displaced: Displacement[];
}

export interface BoardView {
  pieces: Map<string, string>;
  /** The server's accessible names of the squares; without them (a past position) the
   * page makes "e4, white pawn" from the web-ui-piece-* messages. */
  labels?: Map<string, string>;
  legal: LegalMove[];
  last: LastMove | null;
  check: string | null;
}

export interface BoardOptions {
  palette: Palette;
  orientation: Color;
  label: string;
  onMove?: (m: LegalMove) => void;
  onPreview?: (text: string) => void;
}

let uid = 0;

export function pieceName(piece: string): string {
  return t(`web-ui-piece-${piece}`);
}

export function fallbackLabel(square: string, piece: string | undefined): string {
  return `${square}, ${piece ? pieceName(piece) : t('web-ui-empty')}`;
}

/** Black or white, whichever reads better on a square of this colour (coordinates). */
function inkFor(color: string): string {
  const m = color.match(/^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i);
  if (!m) return '#000';
  const lin = (x: string) => {
    const c = parseInt(x, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin(m[1]) + 0.7152 * lin(m[2]) + 0.0722 * lin(m[3]);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000' : '#fff';
}

export class Board {
  readonly el: HTMLDivElement;
  private grid: HTMLDivElement;
  private svg: SVGSVGElement;
  private coords: HTMLDivElement;
  private buttons = new Map<string, HTMLButtonElement>();
  private imgs = new Map<string, HTMLImageElement>();
  private tints = new Map<string, HTMLSpanElement>();
  private view: BoardView = { pieces: new Map(), legal: [], last: null, check: null };
  private orientation: Color;
  private palette: Palette;
  private selected: string | null = null;
  private previewing: string | null = null;
  private focusSq = 'e2';
  private promo: HTMLDivElement | null = null;
  private drag: {
    id: number;
    from: string;
    x: number;
    y: number;
    ghost: HTMLImageElement | null;
  } | null = null;
  private suppressClick = false;
  private uid = ++uid;

  constructor(private opts: BoardOptions) {
    this.orientation = opts.orientation;
    this.palette = opts.palette;
    this.grid = h('div', { class: 'grid', role: 'group', 'aria-label': opts.label });
    this.svg = s('svg', { class: 'overlay', viewBox: '0 0 8 8', 'aria-hidden': 'true', focusable: 'false' });
    this.coords = h('div', { class: 'coords', 'aria-hidden': 'true' });
    this.el = h('div', { class: 'board' }, this.grid, this.coords, this.svg);
    for (const sq of allSquares()) {
      const file = FILES.indexOf(sq[0]);
      const rank = Number(sq[1]);
      const light = (file + rank) % 2 === 1;
      const img = h('img', { class: 'piece', alt: '', draggable: 'false' });
      img.hidden = true;
      const tint = h('span', { class: 'tint' });
      const b = h('button', { type: 'button', class: `sq ${light ? 'light' : 'dark'}`, 'data-sq': sq, tabindex: '-1' }, tint, img);
      b.addEventListener('click', () => this.onClick(sq));
      b.addEventListener('pointerenter', () => this.hover(sq));
      b.addEventListener('pointerleave', () => this.unhover(sq));
      b.addEventListener('focus', () => {
        this.setFocusSquare(sq);
        this.hover(sq);
      });
      b.addEventListener('blur', () => this.unhover(sq));
      this.buttons.set(sq, b);
      this.imgs.set(sq, img);
      this.tints.set(sq, tint);
    }
    this.grid.addEventListener('keydown', (e) => this.onKey(e));
    this.grid.addEventListener('pointerdown', (e) => this.onPointerDown(e));
    this.grid.addEventListener('pointermove', (e) => this.onPointerMove(e));
    this.grid.addEventListener('pointerup', (e) => this.onPointerUp(e));
    this.grid.addEventListener('pointercancel', () => this.endDrag());
    this.applyPalette();
    this.layout();
  }

  setPalette(p: Palette): void {
    this.palette = p;
    this.applyPalette();
    this.render();
  }

  private applyPalette(): void {
    const st = this.el.style;
    st.setProperty('--light', this.palette.light);
    st.setProperty('--dark', this.palette.dark);
    st.setProperty('--light-ink', inkFor(this.palette.light));
    st.setProperty('--dark-ink', inkFor(this.palette.dark));
    st.setProperty('--mark', this.palette.mark);
    st.setProperty('--check', this.palette.check);
    st.setProperty('--kidnap', this.palette.kidnap);
    st.setProperty('--repulse', this.palette.repulse);
    st.setProperty('--last', this.palette.lastMove);
  }

  setOrientation(c: Color): void {
    if (c === this.orientation) return;
    this.orientation = c;
    this.layout();
    this.render();
  }

  getOrientation(): Color {
    return this.orientation;
  }

  private layout(): void {
    const order = allSquares();
    if (this.orientation === 'black') order.reverse();
    for (const sq of order) this.grid.append(this.buttons.get(sq)!);
    this.el.classList.toggle('flipped', this.orientation === 'black');
    // Coordinates on the bottom rank and the left file, as seen (outside the buttons, so
    // that each button's name is only the server's label).
    clear(this.coords);
    const white = this.orientation === 'white';
    const colour = (f: number, r: number) => ((f + r) % 2 === 1 ? 'light' : 'dark');
    for (let i = 0; i < 8; i++) {
      const f = white ? i : 7 - i;
      const bottomRank = white ? 1 : 8;
      const file = h('span', { class: `coord file ${colour(f, bottomRank)}` }, FILES[f]);
      file.style.left = `${i * 12.5}%`;
      const r = white ? 8 - i : i + 1;
      const leftFile = white ? 0 : 7;
      const rank = h('span', { class: `coord rank ${colour(leftFile, r)}` }, String(r));
      rank.style.top = `${i * 12.5}%`;
      this.coords.append(file, rank);
    }
  }

  set(view: BoardView): void {
    this.view = view;
    this.closePromotion();
    if (this.selected && !this.movesFrom(this.selected).length) this.selected = null;
    if (this.previewing && !this.selected) this.previewing = null;
    this.render();
  }

  /** Plays a move on the board at once, before the server answers. */
  optimistic(m: LegalMove): void {
    const pieces = new Map(this.view.pieces);
    const mover = pieces.get(m.from);
    const carried = m.displaced.map((d) => ({ d, p: pieces.get(d.from) ?? d.piece }));
    pieces.delete(m.from);
    for (const { d } of carried) pieces.delete(d.from);
    if (mover) {
      const color = mover[0];
      // En passant: a pawn moving diagonally onto an empty square.
      if (mover[1] === 'P' && m.from[0] !== m.to[0] && !pieces.has(m.to)) {
        pieces.delete(`${m.to[0]}${m.from[1]}`);
      }
      // Castling: the king moves two files; its rook goes over.
      if (mover[1] === 'K' && Math.abs(FILES.indexOf(m.from[0]) - FILES.indexOf(m.to[0])) === 2) {
        const r = m.from[1];
        const kingside = m.to[0] === 'g';
        const rookFrom = `${kingside ? 'h' : 'a'}${r}`;
        const rook = pieces.get(rookFrom);
        if (rook) {
          pieces.delete(rookFrom);
          pieces.set(`${kingside ? 'f' : 'd'}${r}`, rook);
        }
      }
      pieces.set(m.to, m.promotion ? color + m.promotion.toUpperCase() : mover);
    }
    for (const { d, p } of carried) pieces.set(d.to, d.becomesQueen ? p[0] + 'Q' : p);
    this.selected = null;
    this.previewing = null;
    this.set({ pieces, legal: [], last: { from: m.from, to: m.to, displaced: m.displaced }, check: null });
    this.opts.onPreview?.('');
  }

  private movesFrom(sq: string): LegalMove[] {
    return this.view.legal.filter((m) => m.from === sq);
  }

  private destMoves(to: string): LegalMove[] {
    if (!this.selected) return [];
    return this.view.legal.filter((m) => m.from === this.selected && m.to === to);
  }

  private select(sq: string | null): void {
    this.selected = sq;
    this.previewing = null;
    this.opts.onPreview?.('');
    this.render();
  }

  cancel(): boolean {
    if (this.promo) {
      this.closePromotion();
      this.buttons.get(this.focusSq)?.focus();
      return true;
    }
    if (this.selected) {
      this.select(null);
      return true;
    }
    return false;
  }

  private onClick(sq: string): void {
    if (this.suppressClick) return;
    this.setFocusSquare(sq);
    if (this.selected && this.destMoves(sq).length) {
      this.play(sq);
      return;
    }
    if (this.selected === sq) {
      this.select(null);
    } else if (this.movesFrom(sq).length) {
      this.select(sq);
    } else if (this.selected) {
      this.select(null);
    }
  }

  private play(to: string): void {
    const moves = this.destMoves(to);
    if (!moves.length) return;
    if (moves.length === 1 || !moves.some((m) => m.promotion)) {
      this.opts.onMove?.(moves[0]);
      return;
    }
    this.openPromotion(moves);
  }

  private openPromotion(moves: LegalMove[]): void {
    this.closePromotion();
    const mover = this.view.pieces.get(moves[0].from) ?? 'wP';
    const color = mover[0];
    const title = h('p', { class: 'promo-title', id: `promo-title-${this.uid}` }, t('web-ui-promote-to'));
    const list = h('div', { class: 'promo-list' });
    for (const m of moves) {
      const piece = color + (m.promotion ?? 'q').toUpperCase();
      const b = h(
        'button',
        { type: 'button', class: 'promo-piece', 'aria-label': pieceName(piece), title: pieceName(piece) },
        h('img', { src: pieceUrl(piece), alt: '' }),
      );
      b.addEventListener('click', () => {
        this.closePromotion();
        this.opts.onMove?.(m);
      });
      b.addEventListener('pointerenter', () => this.showPreview(m));
      b.addEventListener('focus', () => this.showPreview(m));
      list.append(b);
    }
    const cancel = h('button', { type: 'button', class: 'promo-cancel', 'aria-label': t('web-ui-cancel') }, '×');
    cancel.addEventListener('click', () => this.cancel());
    this.promo = h(
      'div',
      { class: 'promo', role: 'dialog', 'aria-labelledby': `promo-title-${this.uid}` },
      h('div', { class: 'promo-box' }, title, list, cancel),
    );
    this.promo.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        this.cancel();
      }
    });
    this.el.append(this.promo);
    (list.firstElementChild as HTMLElement | null)?.focus();
  }

  private closePromotion(): void {
    this.promo?.remove();
    this.promo = null;
  }

  private hover(sq: string): void {
    if (!this.selected || this.drag?.ghost) return;
    const moves = this.destMoves(sq);
    if (!moves.length) return;
    this.previewing = sq;
    this.showPreview(moves[0]);
  }

  private unhover(sq: string): void {
    if (this.previewing !== sq || this.drag?.ghost) return;
    this.previewing = null;
    this.opts.onPreview?.('');
    this.render();
  }

  private showPreview(m: LegalMove): void {
    this.previewing = m.to;
    this.opts.onPreview?.(m.effect);
    this.render(m);
  }

  private setFocusSquare(sq: string): void {
    if (this.focusSq === sq) return;
    this.buttons.get(this.focusSq)?.setAttribute('tabindex', '-1');
    this.focusSq = sq;
    this.buttons.get(sq)?.setAttribute('tabindex', '0');
  }

  private onKey(e: KeyboardEvent): void {
    const target = (e.target as HTMLElement).closest('button.sq') as HTMLButtonElement | null;
    if (!target) return;
    const sq = target.dataset.sq!;
    if (e.key === 'Escape') {
      if (this.cancel()) {
        e.preventDefault();
        e.stopPropagation();
      }
      return;
    }
    const d: Record<string, [number, number]> = {
      ArrowUp: [0, 1],
      ArrowDown: [0, -1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
    };
    let step = d[e.key];
    if (!step) {
      if (e.key === 'Home' || e.key === 'End') {
        const f = (e.key === 'Home') === (this.orientation === 'white') ? 'a' : 'h';
        this.focusSquare(`${f}${sq[1]}`);
        e.preventDefault();
      }
      return;
    }
    e.preventDefault();
    if (this.orientation === 'black') step = [-step[0], -step[1]];
    const f = FILES.indexOf(sq[0]) + step[0];
    const r = Number(sq[1]) + step[1];
    if (f < 0 || f > 7 || r < 1 || r > 8) return;
    this.focusSquare(`${FILES[f]}${r}`);
  }

  private focusSquare(sq: string): void {
    this.setFocusSquare(sq);
    this.buttons.get(sq)?.focus();
  }

  /** Makes the board reachable by Tab at a sensible square. */
  initFocus(sq: string): void {
    this.setFocusSquare(sq);
  }

  // Dragging (mouse, pen and touch alike).
  private squareAt(x: number, y: number): string | null {
    const el = document.elementFromPoint(x, y) as HTMLElement | null;
    const b = el?.closest('button.sq') as HTMLButtonElement | null;
    return b && this.grid.contains(b) ? b.dataset.sq ?? null : null;
  }

  private onPointerDown(e: PointerEvent): void {
    if (e.button !== 0 || this.promo) return;
    const sq = this.squareAt(e.clientX, e.clientY);
    if (!sq || !this.movesFrom(sq).length) return;
    this.drag = { id: e.pointerId, from: sq, x: e.clientX, y: e.clientY, ghost: null };
  }

  private onPointerMove(e: PointerEvent): void {
    const d = this.drag;
    if (!d || d.id !== e.pointerId) {
      if (e.pointerType === 'mouse' || !this.selected) return;
      return;
    }
    if (!d.ghost) {
      if (Math.hypot(e.clientX - d.x, e.clientY - d.y) < 6) return;
      if (this.selected !== d.from) this.select(d.from);
      const size = this.buttons.get(d.from)!.getBoundingClientRect().width;
      const ghost = h('img', { class: 'drag-ghost', alt: '', src: pieceUrl(this.view.pieces.get(d.from)!) });
      ghost.style.width = ghost.style.height = `${size}px`;
      document.body.append(ghost);
      d.ghost = ghost;
      this.imgs.get(d.from)!.classList.add('lifted');
      try {
        this.grid.setPointerCapture(e.pointerId);
      } catch {
        /* no capture: still works within the board */
      }
    }
    const size = d.ghost.getBoundingClientRect().width;
    d.ghost.style.transform = `translate(${e.clientX - size / 2}px, ${e.clientY - size / 2}px)`;
    const over = this.squareAt(e.clientX, e.clientY);
    const moves = over ? this.destMoves(over) : [];
    if (over && moves.length) {
      if (this.previewing !== over) this.showPreview(moves[0]);
    } else if (this.previewing) {
      this.previewing = null;
      this.opts.onPreview?.('');
      this.render();
    }
    for (const [sq, b] of this.buttons) b.classList.toggle('drag-over', sq === over);
  }

  private onPointerUp(e: PointerEvent): void {
    const d = this.drag;
    if (!d || d.id !== e.pointerId) return;
    if (!d.ghost) {
      this.drag = null;
      return;
    }
    const over = this.squareAt(e.clientX, e.clientY);
    this.endDrag();
    this.suppressClick = true;
    window.setTimeout(() => (this.suppressClick = false), 0);
    if (over && this.destMoves(over).length) {
      this.setFocusSquare(over);
      this.play(over);
    }
  }

  private endDrag(): void {
    const d = this.drag;
    this.drag = null;
    if (!d) return;
    d.ghost?.remove();
    this.imgs.get(d.from)?.classList.remove('lifted');
    for (const b of this.buttons.values()) b.classList.remove('drag-over');
  }

  private render(preview?: LegalMove): void {
    const v = this.view;
    if (!preview && this.previewing) preview = this.destMoves(this.previewing)[0];
    const dests = new Map<string, LegalMove>();
    if (this.selected) for (const m of this.movesFrom(this.selected)) if (!dests.has(m.to)) dests.set(m.to, m);
    const tints = new Map<string, string>();
    const shown = preview ? { from: preview.from, to: preview.to, displaced: preview.displaced } : v.last;
    if (v.last && !preview) {
      tints.set(v.last.from, 'last');
      tints.set(v.last.to, 'last');
    }
    if (shown) for (const d of shown.displaced) tints.set(d.to, d.kind);
    for (const [sq, b] of this.buttons) {
      const piece = v.pieces.get(sq);
      const img = this.imgs.get(sq)!;
      if (piece) {
        const src = pieceUrl(piece);
        if (img.getAttribute('src') !== src) img.setAttribute('src', src);
        img.hidden = false;
      } else {
        img.hidden = true;
        img.removeAttribute('src');
      }
      const dm = dests.get(sq);
      b.setAttribute('aria-label', dm ? dm.label : v.labels?.get(sq) ?? fallbackLabel(sq, piece));
      b.classList.toggle('selected', this.selected === sq);
      b.classList.toggle('dest', !!dm);
      b.classList.toggle('capture', !!dm && !!piece);
      b.classList.toggle('effect', !!dm && dm.displaced.length > 0);
      b.classList.toggle('previewing', !!preview && preview.to === sq);
      b.classList.toggle('check', v.check === sq);
      b.classList.toggle('movable', !this.selected && this.movesFrom(sq).length > 0);
      if (dm) b.setAttribute('aria-describedby', 'preview');
      else b.removeAttribute('aria-describedby');
      const tint = this.tints.get(sq)!;
      const k = tints.get(sq);
      tint.className = k ? `tint ${k}` : 'tint';
    }
    this.drawArrows(shown?.displaced ?? []);
  }

  private centre(sq: string): [number, number] {
    const f = FILES.indexOf(sq[0]);
    const r = Number(sq[1]);
    return this.orientation === 'white' ? [f + 0.5, 8 - r + 0.5] : [7 - f + 0.5, r - 1 + 0.5];
  }

  private drawArrows(ds: Displacement[]): void {
    clear(this.svg);
    if (!ds.length) return;
    const defs = s('defs');
    const colours: Record<string, string> = { kidnap: this.palette.kidnap, repulse: this.palette.repulse };
    for (const kind of ['kidnap', 'repulse']) {
      defs.append(
        s(
          'marker',
          {
            id: `ah-${kind}-${this.uid}`,
            viewBox: '0 0 10 10',
            refX: '5',
            refY: '5',
            markerWidth: '3.2',
            markerHeight: '3.2',
            orient: 'auto',
            markerUnits: 'strokeWidth',
          },
          s('path', { d: 'M0,0 L10,5 L0,10 z', fill: colours[kind] }),
        ),
      );
    }
    this.svg.append(defs);
    for (const d of ds) {
      const [x1, y1] = this.centre(d.from);
      const [x2, y2] = this.centre(d.to);
      const len = Math.hypot(x2 - x1, y2 - y1) || 1;
      const cut = 0.42;
      const ex = x2 - ((x2 - x1) / len) * cut;
      const ey = y2 - ((y2 - y1) / len) * cut;
      this.svg.append(s('circle', { cx: x1, cy: y1, r: 0.12, fill: colours[d.kind] }));
      this.svg.append(
        s('line', {
          x1,
          y1,
          x2: ex,
          y2: ey,
          stroke: colours[d.kind],
          'stroke-width': 0.16,
          'stroke-linecap': 'round',
          'marker-end': `url(#ah-${d.kind}-${this.uid})`,
        }),
      );
    }
  }
}

/** A small picture of a position (lobby): not interactive, one accessible name. */
export function miniBoard(
  fen: Map<string, string>,
  orientation: Color,
  last: { from: string; to: string } | null,
  palette: Palette,
  label: string,
): HTMLDivElement {
  const grid = h('div', { class: 'mini', role: 'img', 'aria-label': label });
  grid.style.setProperty('--light', palette.light);
  grid.style.setProperty('--dark', palette.dark);
  grid.style.setProperty('--last', palette.lastMove);
  const order = allSquares();
  if (orientation === 'black') order.reverse();
  for (const sq of order) {
    const light = (FILES.indexOf(sq[0]) + Number(sq[1])) % 2 === 1;
    const cell = h('div', { class: `msq ${light ? 'light' : 'dark'}` });
    if (last && (sq === last.from || sq === last.to)) cell.classList.add('last');
    const p = fen.get(sq);
    if (p) cell.append(h('img', { src: pieceUrl(p), alt: '' }));
    grid.append(cell);
  }
  return grid;
}

export function lastOf(m: { uci: string; from?: string; to?: string; displaced?: Displacement[] } | null): LastMove | null {
  if (!m) return null;
  const u = uciSquares(m.uci);
  return { from: m.from ?? u.from, to: m.to ?? u.to, displaced: m.displaced ?? [] };
}
