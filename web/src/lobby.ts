// `/`: your games, the challenges, play the bot, challenge a friend, games to watch.
import { h, clear } from './dom';
import { api, LiveSocket } from './api';
import { t } from './i18n';
import { miniBoard } from './board';
import { parseFen } from './fen';
import { errorText, go } from './ui';
import { link, onLeave } from './nav';
import { DEFAULT_PALETTE } from './types';
import type { Choice, GameSummary, Lobby } from './types';

let fieldId = 0;

function select(label: string, name: string, choices: Choice[]): HTMLElement | null {
  if (!choices || !choices.length) return null;
  const id = `f-${name}-${++fieldId}`;
  const sel = h('select', { id, name, class: 'input' }, ...choices.map((c) => h('option', { value: String(c.value) }, c.label)));
  return h('div', { class: 'field' }, h('label', { for: id }, label), sel);
}

function value(form: HTMLFormElement, name: string): string | undefined {
  const el = form.elements.namedItem(name) as HTMLSelectElement | null;
  return el ? el.value : undefined;
}

function gameCard(g: GameSummary): HTMLElement {
  const pic = miniBoard(parseFen(g.fen), g.orientation, g.lastMove, DEFAULT_PALETTE, g.title);
  pic.setAttribute('aria-hidden', 'true');
  pic.removeAttribute('role');
  pic.removeAttribute('aria-label');
  return h(
    'li',
    {},
    h(
      'a',
      { class: `game-card${g.yourTurn ? ' your-turn' : ''}`, href: link(`/game/${g.id}`) },
      pic,
      h(
        'span',
        { class: 'gc-text' },
        h('strong', {}, g.title),
        h('span', { class: 'muted' }, g.terms),
        h('span', {}, g.status),
        g.yourTurn ? h('span', { class: 'badge' }, t('web-ui-your-turn')) : null,
      ),
    ),
  );
}

export async function lobbyPage(main: HTMLElement, banner: HTMLElement): Promise<void> {
  const error = h('p', { id: 'error', class: 'error', role: 'alert' });
  const games = h('section', { class: 'card', 'aria-labelledby': 'h-games' });
  const challenges = h('section', { class: 'card', 'aria-labelledby': 'h-challenges' });
  const playBot = h('section', { class: 'card', 'aria-labelledby': 'h-bot' });
  const friend = h('section', { class: 'card', 'aria-labelledby': 'h-friend' });
  const watch = h('section', { class: 'card wide', 'aria-labelledby': 'h-watch' });
  main.replaceChildren(
    h('h1', { class: 'sr-only' }, t('web-ui-title')),
    error,
    h('div', { class: 'lobby' }, h('div', { class: 'col' }, games, challenges), h('div', { class: 'col' }, playBot, friend), watch),
  );
  let formsBuilt = false;

  async function load(): Promise<void> {
    let lobby: Lobby;
    try {
      lobby = await api<Lobby>('/api/lobby');
      error.textContent = '';
    } catch (e) {
      error.textContent = errorText(e);
      return;
    }
    // Your games.
    clear(games);
    games.append(h('h2', { id: 'h-games' }, t('web-ui-your-games')));
    if (lobby.games.length) games.append(h('ul', { class: 'cards' }, ...lobby.games.map(gameCard)));
    else games.append(h('p', { class: 'muted' }, t('web-ui-no-games')));
    // Challenges.
    clear(challenges);
    challenges.append(h('h2', { id: 'h-challenges' }, t('web-ui-challenges')));
    if (lobby.challenges.length) {
      const ul = h('ul', { class: 'challenges' });
      for (const c of lobby.challenges) {
        const row = h('li', { class: 'challenge' }, h('a', { href: link(`/challenge/${c.id}`) }, c.text));
        const btns = h('div', { class: 'row' });
        const act = (label: string, what: string, cls: string) => {
          const b = h('button', { type: 'button', class: `btn small ${cls}` }, label);
          b.addEventListener('click', async () => {
            b.disabled = true;
            try {
              const r = await api<{ game?: number }>(`/api/challenges/${c.id}/${what}`, {});
              if (r && r.game) go(`/game/${r.game}`);
              else void load();
            } catch (e) {
              error.textContent = errorText(e);
              b.disabled = false;
            }
          });
          btns.append(b);
        };
        if (c.incoming) {
          act(t('web-ui-accept'), 'accept', 'primary');
          act(t('web-ui-decline'), 'decline', '');
        } else {
          act(t('web-ui-cancel-challenge'), 'cancel', '');
        }
        row.append(btns);
        ul.append(row);
      }
      challenges.append(ul);
    } else challenges.append(h('p', { class: 'muted' }, t('web-ui-no-challenges')));
    // Watch.
    clear(watch);
    watch.append(h('h2', { id: 'h-watch' }, t('web-ui-watch')));
    if (lobby.watch.length) watch.append(h('ul', { class: 'cards grid-cards' }, ...lobby.watch.map(gameCard)));
    else watch.append(h('p', { class: 'muted' }, t('web-ui-no-watch')));
    if (!formsBuilt) {
      formsBuilt = true;
      buildForms(lobby);
    }
  }

  function buildForms(lobby: Lobby): void {
    const p = lobby.play;
    // Play the bot.
    const botForm = h(
      'form',
      { class: 'form' },
      select(t('web-ui-level'), 'level', p.levels),
      select(t('web-ui-rules'), 'variant', p.variants),
      select(t('web-ui-color'), 'color', p.colors),
      select(t('web-ui-time'), 'time', p.times),
      h('div', { class: 'row end' }, h('button', { type: 'submit', class: 'btn primary' }, t('web-ui-play'))),
    );
    botForm.addEventListener('submit', async (e) => {
      e.preventDefault();
      const body: Record<string, unknown> = { level: Number(value(botForm, 'level')) };
      for (const k of ['variant', 'color', 'time']) {
        const v = value(botForm, k);
        if (v !== undefined) body[k] = v;
      }
      try {
        const r = await api<{ game: number }>('/api/play', body);
        go(`/game/${r.game}`);
      } catch (err) {
        error.textContent = errorText(err);
      }
    });
    playBot.replaceChildren(h('h2', { id: 'h-bot' }, t('web-ui-play-bot')), botForm);
    // Challenge a friend.
    const ratedId = `f-rated-${++fieldId}`;
    const result = h('div', { class: 'link-result' });
    const friendForm = h(
      'form',
      { class: 'form' },
      select(t('web-ui-rules'), 'variant', p.variants),
      select(t('web-ui-color'), 'color', p.colors),
      select(t('web-ui-time'), 'time', p.times),
      h(
        'div',
        { class: 'field check' },
        h('input', { type: 'checkbox', id: ratedId, name: 'rated', checked: true }),
        h('label', { for: ratedId }, t('web-ui-rated')),
      ),
      h('div', { class: 'row end' }, h('button', { type: 'submit', class: 'btn primary' }, t('web-ui-create-challenge'))),
    );
    friendForm.addEventListener('submit', async (e) => {
      e.preventDefault();
      const rated = (friendForm.elements.namedItem('rated') as HTMLInputElement).checked;
      const body: Record<string, unknown> = { rated };
      for (const k of ['variant', 'color', 'time']) {
        const v = value(friendForm, k);
        if (v !== undefined) body[k] = v;
      }
      try {
        const r = await api<{ challenge: number; link: string }>('/api/challenges', body);
        showLink(result, r.link);
        void load();
      } catch (err) {
        error.textContent = errorText(err);
      }
    });
    friend.replaceChildren(h('h2', { id: 'h-friend' }, t('web-ui-challenge-friend')), friendForm, result);
  }

  await load();
  const live = new LiveSocket(
    '/ws/lobby',
    (msg) => {
      if (msg.type === 'lobby') void load();
    },
    (connected, reconnected) => {
      banner.textContent = connected ? '' : t('web-ui-reconnecting');
      banner.hidden = connected;
      if (reconnected) void load();
    },
  );
  onLeave(() => live.stop());
}

export function showLink(box: HTMLElement, link: string): void {
  const id = `link-${++fieldId}`;
  const field = h('input', { id, class: 'input', type: 'text', readonly: true, value: link });
  const copied = h('span', { class: 'muted', role: 'status' });
  const copy = h('button', { type: 'button', class: 'btn' }, t('web-ui-copy-link'));
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      field.select();
      document.execCommand('copy');
    }
    copied.textContent = t('web-ui-copied');
  });
  field.addEventListener('focus', () => field.select());
  box.replaceChildren(
    h('label', { for: id }, t('web-ui-challenge-link')),
    h('div', { class: 'row' }, field, copy),
    copied,
  );
}
