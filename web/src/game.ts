// /game/{id}: the live board.
import { h, clear, icon } from './dom';
import { api, ApiError, LiveSocket } from './api';
import { t } from './i18n';
import { Board, lastOf } from './board';
import { parseFen } from './fen';
import { confirmDialog, errorText, notSignedIn } from './ui';
import { go, link, listen, onLeave } from './nav';
import type { Color, GameState, LegalMove, Session } from './types';

export function formatClock(ms: number): string {
  const v = Math.max(0, ms);
  if (v < 10000) {
    const tenths = Math.floor(v / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const total = Math.floor(v / 1000);
  const hr = Math.floor(total / 3600);
  const min = Math.floor((total % 3600) / 60);
  const sec = total % 60;
  const ss = String(sec).padStart(2, '0');
  return hr > 0 ? `${hr}:${String(min).padStart(2, '0')}:${ss}` : `${min}:${ss}`;
}

/** The move list: numbered pairs of buttons. */
export function moveList(
  moves: { san: string; by: Color }[],
  current: number,
  onPick: (i: number) => void,
  extraClass?: (i: number) => string,
): HTMLOListElement {
  const ol = h('ol', { class: 'moves', 'aria-label': t('web-ui-moves') });
  let row: HTMLLIElement | null = null;
  let num = 1;
  moves.forEach((m, i) => {
    if (m.by === 'white' || !row) {
      row = h('li', { class: 'pair' }, h('span', { class: 'num', 'aria-hidden': 'true' }, `${num}.`));
      num++;
      ol.append(row);
      if (m.by === 'black') row.append(h('span', { class: 'mv empty', 'aria-hidden': 'true' }, '…'));
    }
    const b = h(
      'button',
      { type: 'button', class: `mv ${extraClass ? extraClass(i) : ''}`, 'aria-current': i === current ? 'step' : null },
      m.san,
    );
    b.addEventListener('click', () => onPick(i));
    row.append(b);
  });
  return ol;
}

export async function gamePage(main: HTMLElement, banner: HTMLElement, id: number, session: Session): Promise<void> {
  let state: GameState;
  try {
    state = await api<GameState>(`/api/games/${id}`);
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      notSignedIn(main, { ...session, error: e.body?.error });
      return;
    }
    main.replaceChildren(h('p', { class: 'error', role: 'alert' }, errorText(e)));
    return;
  }

  let receivedAt = performance.now();
  let viewing: number | null = null; // index into state.moves while looking back
  let orientation: Color = state.orientation;
  let pending = false;

  const preview = h('p', { id: 'preview', class: 'preview' });
  const error = h('p', { id: 'error', class: 'error', role: 'alert' });
  const announce = h('div', { id: 'announce', class: 'sr-only', 'aria-live': 'polite' });
  const message = h('p', { class: 'message', role: 'status' });

  const board = new Board({
    palette: state.palette,
    orientation,
    label: t('web-ui-board'),
    onMove: (m) => void sendMove(m),
    onPreview: (text) => setPreview(text),
  });

  const bar = (pos: 'top' | 'bottom') => {
    const name = h('span', { class: 'pname' });
    const rating = h('span', { class: 'prating' });
    const clock = h('span', { class: 'clock', role: 'timer' });
    const dot = h('span', { class: 'pdot', 'aria-hidden': 'true' });
    const el = h('div', { class: `player ${pos}` }, dot, name, rating, clock);
    return { el, name, rating, clock, dot };
  };
  const top = bar('top');
  const bottom = bar('bottom');

  const title = h('h1', { class: 'title' });
  const terms = h('p', { class: 'terms' });
  const status = h('p', { class: 'status' });
  const spect = h('p', { class: 'spectators' });
  const movesBox = h('div', { class: 'moves-box' });
  const liveBtn = h('button', { type: 'button', class: 'btn small' }, t('web-ui-back-to-live'));
  liveBtn.addEventListener('click', () => view(null));
  const navBtn = (label: string, glyph: string, f: () => void) => {
    const b = h('button', { type: 'button', class: 'btn icon', 'aria-label': label, title: label }, icon(glyph));
    b.addEventListener('click', f);
    return b;
  };
  const nav = h(
    'div',
    { class: 'nav' },
    navBtn(t('web-ui-first'), 'first', () => view(state.moves.length ? 0 : null)),
    navBtn(t('web-ui-prev'), 'prev', () => step(-1)),
    navBtn(t('web-ui-next'), 'next', () => step(1)),
    navBtn(t('web-ui-last'), 'last', () => view(null)),
    liveBtn,
  );
  const actionsBox = h('div', { class: 'actions' });
  // The opponent's rematch challenge, live (it comes and goes over the board's socket).
  const offerBox = h('div', { class: 'rematch-offer', role: 'status' });
  const flip = h('button', { type: 'button', class: 'btn ghost', 'aria-pressed': 'false' }, icon('flip'), t('web-ui-flip'));
  flip.addEventListener('click', () => {
    orientation = orientation === 'white' ? 'black' : 'white';
    flip.setAttribute('aria-pressed', String(orientation !== state.orientation));
    board.setOrientation(orientation);
    renderBars();
  });
  const input = h('input', {
    type: 'text',
    class: 'input',
    'aria-label': t('web-ui-type-move'),
    placeholder: t('web-ui-type-move'),
    autocomplete: 'off',
    autocapitalize: 'off',
    spellcheck: 'false',
    maxlength: '20',
  });
  const typeForm = h(
    'form',
    { class: 'typemove' },
    input,
    h('button', { type: 'submit', class: 'btn primary' }, t('web-ui-play')),
  );
  typeForm.addEventListener('submit', (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (text) void sendText(text);
  });

  main.replaceChildren(
    h(
      'div',
      { class: 'game' },
      h('section', { class: 'board-col' }, top.el, board.el, bottom.el, preview, error),
      h(
        'aside',
        { class: 'panel' },
        title,
        terms,
        status,
        spect,
        message,
        movesBox,
        nav,
        typeForm,
        offerBox,
        actionsBox,
        h('div', { class: 'row' }, flip),
      ),
    ),
    announce,
  );

  function setPreview(text: string): void {
    preview.textContent = text;
    preview.classList.toggle('active', !!text);
    if (!text) idlePreview();
  }

  function idlePreview(): void {
    // Outside a preview, the line says what the move on the board did.
    const i = viewing ?? state.moves.length - 1;
    const m = state.moves[i];
    preview.textContent = m?.sentence ?? '';
    preview.classList.remove('active');
  }

  function renderBars(): void {
    const topColor: Color = orientation === 'white' ? 'black' : 'white';
    const botColor: Color = orientation;
    for (const [b, c] of [
      [top, topColor],
      [bottom, botColor],
    ] as const) {
      const p = state[c];
      b.name.textContent = p.name;
      b.rating.textContent = p.rating !== null && p.rating !== undefined ? `(${p.rating})` : '';
      b.dot.className = `pdot ${c}`;
      b.el.dataset.color = c;
      b.el.classList.toggle('to-move', !state.over && state.turn === c);
    }
    tick();
  }

  function tick(): void {
    const c = state.clocks;
    for (const b of [top, bottom]) {
      const color = b.el.dataset.color as Color;
      if (!c) {
        b.clock.hidden = true;
        continue;
      }
      b.clock.hidden = false;
      let ms = c[color];
      const running = c.running === color && !state.over;
      if (running) ms -= performance.now() - receivedAt;
      b.clock.textContent = formatClock(ms);
      b.clock.classList.toggle('running', running);
      b.clock.classList.toggle('low', ms < 20000);
    }
  }
  const ticker = window.setInterval(tick, 100);
  onLeave(() => window.clearInterval(ticker));

  function renderBoard(): void {
    if (viewing === null) {
      const pieces = new Map<string, string>();
      const labels = new Map<string, string>();
      for (const sq of state.squares) {
        if (sq.piece) pieces.set(sq.square, sq.piece);
        labels.set(sq.square, sq.label);
      }
      board.set({
        pieces,
        labels,
        legal: pending ? [] : state.legal,
        last: lastOf(state.lastMove),
        check: state.check,
      });
    } else {
      const m = state.moves[viewing];
      board.set({ pieces: parseFen(m.fen), legal: [], last: lastOf(m), check: null });
    }
    board.el.classList.toggle('looking-back', viewing !== null);
    idlePreview();
  }

  function renderMoves(): void {
    const cur = viewing ?? state.moves.length - 1;
    const list = moveList(state.moves, cur, (i) => view(i));
    clear(movesBox);
    movesBox.append(list);
    const curBtn = list.querySelector('[aria-current]') as HTMLElement | null;
    if (curBtn) movesBox.scrollTop = curBtn.offsetTop - movesBox.clientHeight / 2;
    else movesBox.scrollTop = movesBox.scrollHeight;
    liveBtn.hidden = viewing === null;
  }

  function renderActions(): void {
    clear(actionsBox);
    const a = state.actions;
    const them: Color | null = state.you ? (state.you === 'white' ? 'black' : 'white') : null;
    const add = (on: boolean, label: string, action: string, cls = '') => {
      if (!on) return;
      const b = h('button', { type: 'button', class: `btn ${cls}` }, label);
      b.addEventListener('click', () => void doAction(action, b));
      actionsBox.append(b);
    };
    add(a.draw, t(state.offers.draw && state.offers.draw === them ? 'web-ui-accept-draw' : 'web-ui-offer-draw'), 'draw', state.offers.draw === them ? 'primary' : '');
    add(a.declineDraw, t('web-ui-decline-draw'), 'decline-draw');
    add(
      a.takeback,
      t(state.offers.takeback && state.offers.takeback === them ? 'web-ui-grant-takeback' : 'web-ui-takeback'),
      'takeback',
    );
    add(a.declineTakeback, t('web-ui-decline-takeback'), 'decline-takeback');
    add(a.abort, t('web-ui-abort'), 'abort');
    add(a.claim, t('web-ui-claim'), 'claim', 'primary');
    add(a.resign, t('web-ui-resign'), 'resign', 'danger');
    add(a.rematch && !state.rematchOffer, t('web-ui-rematch'), 'rematch', 'primary');
    if (a.review) actionsBox.append(h('a', { class: 'btn primary', href: link(`/game/${id}/review`) }, t('web-ui-review')));
    actionsBox.hidden = !actionsBox.childElementCount;
  }

  function renderOffer(): void {
    clear(offerBox);
    const offer = state.rematchOffer;
    offerBox.hidden = !offer;
    if (!offer) return;
    const act = (label: string, action: string, cls: string) => {
      const b = h('button', { type: 'button', class: `btn ${cls}` }, label);
      b.addEventListener('click', () => void doAction(action, b));
      return b;
    };
    offerBox.append(
      h('p', {}, offer.text),
      h(
        'div',
        { class: 'actions' },
        act(t('web-ui-accept'), 'accept-rematch', 'primary'),
        act(t('web-ui-decline'), 'decline-rematch', ''),
      ),
    );
  }

  function render(): void {
    document.title = state.title;
    title.textContent = state.title;
    terms.textContent = state.terms;
    status.textContent = state.status;
    board.setPalette(state.palette);
    renderSpectators();
    renderBars();
    renderBoard();
    renderMoves();
    renderActions();
    renderOffer();
    typeForm.hidden = !state.you || state.over;
  }

  function renderSpectators(): void {
    spect.replaceChildren(
      icon('eye'),
      state.spectatorsText,
    );
  }

  function apply(next: GameState): void {
    if (next.version < state.version) return;
    const lastUci = (g: GameState) => (g.moves.length ? g.moves[g.moves.length - 1].uci : '');
    const moved = next.moves.length !== state.moves.length || lastUci(next) !== lastUci(state);
    if (next.orientation !== state.orientation) {
      orientation = next.orientation;
      board.setOrientation(orientation);
    }
    state = next;
    receivedAt = performance.now();
    if (moved && state.announce) {
      announce.textContent = state.announce;
      if (viewing !== null && viewing >= state.moves.length) viewing = null;
    }
    render();
  }

  function view(i: number | null): void {
    if (i !== null && (i < 0 || i >= state.moves.length)) return;
    if (i === state.moves.length - 1) i = null;
    viewing = i;
    renderBoard();
    renderMoves();
  }

  function step(d: number): void {
    const cur = viewing ?? state.moves.length - 1;
    const next = cur + d;
    if (next < 0) return;
    view(next >= state.moves.length - 1 ? null : next);
  }

  async function sendMove(m: LegalMove): Promise<void> {
    if (pending || viewing !== null) return;
    pending = true;
    error.textContent = '';
    board.optimistic(m);
    try {
      const r = await api<{ state: GameState }>(`/api/games/${id}/move`, { uci: m.uci, position: state.position });
      pending = false;
      apply(r.state);
    } catch (e) {
      pending = false;
      error.textContent = errorText(e);
      if (e instanceof ApiError && e.body?.state) apply(e.body.state);
      else renderBoard();
    }
  }

  async function sendText(text: string): Promise<void> {
    if (pending) return;
    pending = true;
    error.textContent = '';
    try {
      const r = await api<{ state: GameState }>(`/api/games/${id}/move`, { text });
      pending = false;
      input.value = '';
      viewing = null;
      apply(r.state);
    } catch (e) {
      pending = false;
      error.textContent = errorText(e);
      if (e instanceof ApiError && e.body?.state) apply(e.body.state);
    }
  }

  async function doAction(action: string, btn: HTMLButtonElement): Promise<void> {
    if (action === 'resign' && !(await confirmDialog(t('web-ui-resign-confirm'), t('web-ui-resign')))) return;
    btn.disabled = true;
    error.textContent = '';
    try {
      const r = await api<{ message?: string; state?: GameState; challenge?: number; game?: number | null }>(`/api/games/${id}/${action}`, {});
      if (typeof r.game === 'number' && r.game !== id) {
        // A rematch against the bot: its new game, at once.
        go(`/game/${r.game}`);
        return;
      }
      message.textContent = r.message ?? '';
      if (r.state) apply(r.state);
    } catch (e) {
      error.textContent = errorText(e);
      if (e instanceof ApiError && e.body?.state) apply(e.body.state);
    } finally {
      btn.disabled = false;
    }
  }

  listen('keydown', (e) => {
    const tgt = e.target as HTMLElement;
    if (tgt.closest('input, textarea, select, dialog, .promo')) return;
    const inBoard = !!tgt.closest('.board');
    if (e.key === 'Escape' && viewing !== null) {
      view(null);
      e.preventDefault();
    } else if (!inBoard && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) {
      step(e.key === 'ArrowLeft' ? -1 : 1);
      e.preventDefault();
    }
  });

  const live = new LiveSocket(
    `/ws/games/${id}`,
    (msg) => {
      if (msg.type === 'state' && msg.state) {
        if (!pending) apply(msg.state);
      } else if (msg.type === 'spectators' && typeof msg.count === 'number') {
        state.spectators = msg.count;
        if (typeof msg.text === 'string') state.spectatorsText = msg.text;
        renderSpectators();
      }
    },
    async (connected, reconnected) => {
      banner.textContent = connected ? '' : t('web-ui-reconnecting');
      banner.hidden = connected;
      if (reconnected) {
        try {
          apply(await api<GameState>(`/api/games/${id}`));
        } catch {
          /* the socket's own state comes anyway */
        }
      }
    },
  );
  onLeave(() => live.stop());

  render();
  // Tab lands on the viewer's own king, or e2/e7.
  const own = state.you ?? orientation;
  const king = state.squares.find((s) => s.piece === (own === 'white' ? 'wK' : 'bK'));
  board.initFocus(king?.square ?? (own === 'white' ? 'e1' : 'e8'));
}
