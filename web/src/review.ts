// /game/{id}/review (or /game/{id}?review): step through a game with the bot's explanations.
import { h, s, clear, icon } from './dom';
import { api, ApiError } from './api';
import { t } from './i18n';
import { Board, lastOf } from './board';
import { parseFen } from './fen';
import { errorText, notSignedIn } from './ui';
import { link, listen } from './nav';
import { moveList } from './game';
import { DEFAULT_PALETTE } from './types';
import type { Color, GameState, Review, Session } from './types';

const CLAMP = 1000;

export async function reviewPage(main: HTMLElement, id: number, session: Session): Promise<void> {
  let review: Review;
  let game: GameState | null = null;
  try {
    [review, game] = await Promise.all([
      api<Review>(`/api/games/${id}/review`),
      api<GameState>(`/api/games/${id}`).catch(() => null),
    ]);
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      notSignedIn(main, { ...session, error: e.body?.error });
      return;
    }
    main.replaceChildren(
      h('section', { class: 'card narrow center' }, h('p', { class: 'error', role: 'alert' }, errorText(e)), h('a', { class: 'btn', href: link(`/game/${id}`) }, t('web-ui-back-to-game'))),
    );
    return;
  }
  const moves = review.moves;
  let orientation: Color = game?.orientation ?? 'white';
  let index = -1; // -1: the start position
  const board = new Board({ palette: game?.palette ?? DEFAULT_PALETTE, orientation, label: t('web-ui-board') });

  const head = h('h2', { class: 'rv-move' });
  const verdict = h('p', { class: 'verdict' });
  const explanation = h('p', { class: 'explanation' });
  const reason = h('p', { class: 'reason' });
  const movesBox = h('div', { class: 'moves-box' });
  const graph = h('div', { class: 'graph' });
  const announce = h('div', { class: 'sr-only', 'aria-live': 'polite' });

  const navBtn = (label: string, glyph: string, f: () => void) => {
    const b = h('button', { type: 'button', class: 'btn icon', 'aria-label': label, title: label }, icon(glyph));
    b.addEventListener('click', f);
    return b;
  };
  const flip = h('button', { type: 'button', class: 'btn ghost', 'aria-pressed': 'false' }, icon('flip'), t('web-ui-flip'));
  flip.addEventListener('click', () => {
    orientation = orientation === 'white' ? 'black' : 'white';
    flip.setAttribute('aria-pressed', String(orientation !== (game?.orientation ?? 'white')));
    board.setOrientation(orientation);
  });

  main.replaceChildren(
    h(
      'div',
      { class: 'game' },
      h(
        'section',
        { class: 'board-col' },
        board.el,
        h(
          'div',
          { class: 'nav center' },
          navBtn(t('web-ui-first'), 'first', () => show(-1)),
          navBtn(t('web-ui-prev'), 'prev', () => show(index - 1)),
          navBtn(t('web-ui-next'), 'next', () => show(index + 1)),
          navBtn(t('web-ui-last'), 'last', () => show(moves.length - 1)),
          flip,
        ),
      ),
      h(
        'aside',
        { class: 'panel' },
        h('h1', { class: 'title' }, game ? game.title : t('web-ui-review')),
        h('p', { class: 'terms' }, t('web-ui-review'), game ? ` · ${game.terms}` : ''),
        review.summary ? h('p', { class: 'summary' }, review.summary) : null,
        graph,
        h('div', { class: 'rv-card' }, head, verdict, explanation, reason),
        movesBox,
        h('p', {}, h('a', { class: 'btn', href: link(`/game/${id}`) }, t('web-ui-back-to-game'))),
      ),
    ),
    announce,
  );
  if (game) document.title = game.title;

  function drawGraph(): void {
    clear(graph);
    if (!moves.length) return;
    const W = 300;
    const H = 80;
    const n = moves.length;
    const x = (i: number) => (n === 1 ? W / 2 : (i / (n - 1)) * W);
    const y = (ev: number) => H / 2 - (Math.max(-CLAMP, Math.min(CLAMP, ev)) / CLAMP) * (H / 2 - 2);
    const pts = moves.map((m, i) => `${x(i).toFixed(1)},${y(m.eval).toFixed(1)}`);
    const svg = s(
      'svg',
      { viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': t('web-ui-eval-graph'), preserveAspectRatio: 'none' },
      s('rect', { x: 0, y: 0, width: W, height: H, class: 'g-bg' }),
      s('polygon', { points: `0,${H} ${pts.join(' ')} ${W},${H}`, class: 'g-area' }),
      s('line', { x1: 0, y1: H / 2, x2: W, y2: H / 2, class: 'g-zero' }),
      s('polyline', { points: pts.join(' '), class: 'g-line' }),
    );
    if (index >= 0) {
      svg.append(s('line', { x1: x(index), y1: 0, x2: x(index), y2: H, class: 'g-cur' }));
    }
    svg.addEventListener('click', (e) => {
      const r = svg.getBoundingClientRect();
      const i = Math.round(((e.clientX - r.left) / r.width) * (n - 1));
      show(Math.max(0, Math.min(n - 1, i)));
    });
    graph.append(svg);
  }

  function show(i: number): void {
    if (i < -1 || i >= moves.length) return;
    index = i;
    if (i === -1) {
      board.set({ pieces: parseFen(review.start), legal: [], last: null, check: null });
      head.textContent = t('web-ui-start-position');
      verdict.textContent = '';
      verdict.className = 'verdict';
      explanation.textContent = '';
      reason.textContent = '';
    } else {
      const m = moves[i];
      board.set({ pieces: parseFen(m.fen), legal: [], last: lastOf(m), check: null });
      const n = Math.floor((i + (moves[0]?.by === 'black' ? 1 : 0)) / 2) + 1;
      head.textContent = `${n}${m.by === 'white' ? '.' : '…'} ${m.san}`;
      verdict.textContent = m.verdictText;
      verdict.className = `verdict v-${m.verdict}`;
      explanation.textContent = m.explanation;
      reason.textContent = m.reason;
      announce.textContent = [m.explanation, m.verdictText].filter(Boolean).join(' ');
    }
    clear(movesBox);
    const list = moveList(moves, index, (k) => show(k), (k) => `v-${moves[k].verdict}`);
    movesBox.append(list);
    const cur = list.querySelector('[aria-current]') as HTMLElement | null;
    if (cur) movesBox.scrollTop = cur.offsetTop - movesBox.clientHeight / 2;
    drawGraph();
  }

  listen('keydown', (e) => {
    const tgt = e.target as HTMLElement;
    if (tgt.closest('input, textarea, select, dialog')) return;
    if (tgt.closest('.board') && e.key.startsWith('Arrow')) return;
    if (e.key === 'ArrowLeft') show(index - 1);
    else if (e.key === 'ArrowRight') show(index + 1);
    else if (e.key === 'Home') show(-1);
    else if (e.key === 'End') show(moves.length - 1);
    else return;
    e.preventDefault();
  });

  show(moves.length ? 0 : -1);
}
