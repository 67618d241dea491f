// Pieces of page shared by the lobby, a game, a review and a challenge.
import { h } from './dom';
import { api, ApiError, BASE, pieceUrl } from './api';
import { t } from './i18n';
import { ACTIVITY, go, link } from './nav';
import type { Session } from './types';

export { go } from './nav';

/** The sentence to show for a failed request: the server's, else a word of the catalogue. */
export function errorText(e: unknown): string {
  if (e instanceof ApiError && e.body && typeof e.body.error === 'string') return e.body.error;
  if (e instanceof ApiError && e.status === 0) return t('web-ui-offline');
  return t('web-ui-error');
}

export interface Shell {
  main: HTMLElement;
  banner: HTMLElement;
}

export function shell(root: HTMLElement, session: Session): Shell {
  const brand = h(
    'a',
    { class: 'brand', href: link('/') },
    h('img', { src: pieceUrl('wC'), alt: '', width: '28', height: '28' }),
    h('span', {}, t('web-ui-title')),
  );
  const right = h('div', { class: 'who' });
  if (session.user) {
    right.append(h('span', { class: 'user' }, session.user.name));
  }
  // Inside Discord the session is the Discord user's: no signing out of it.
  if (session.user && !ACTIVITY) {
    const out = h('button', { type: 'button', class: 'btn ghost small' }, t('web-ui-sign-out'));
    out.addEventListener('click', async () => {
      try {
        await api('/api/signout', {});
      } catch {
        /* gone anyway */
      }
      go('/');
    });
    right.append(out);
  }
  const banner = h('div', { class: 'banner', role: 'status' });
  banner.hidden = true;
  const main = h('main', { id: 'main' });
  root.replaceChildren(h('header', { class: 'top' }, brand, right), banner, main);
  return { main, banner };
}

export function notSignedIn(main: HTMLElement, session: Session): void {
  const box = h(
    'section',
    { class: 'card narrow center' },
    h('h1', {}, t('web-ui-title')),
    h('p', {}, t('web-ui-not-signed-in')),
  );
  if (session.signInWithDiscord && !ACTIVITY) {
    const next = location.pathname !== '/' ? `?next=${encodeURIComponent(location.pathname)}` : '';
    box.append(h('a', { class: 'btn primary', href: `${BASE}/auth/discord${next}` }, t('web-ui-sign-in-discord')));
  }
  main.replaceChildren(box);
}

/** A confirm dialog of our own (a modal <dialog>): resolves true when confirmed. */
export function confirmDialog(question: string, yes: string): Promise<boolean> {
  return new Promise((resolve) => {
    const id = `dlg-${Math.random().toString(36).slice(2)}`;
    const ok = h('button', { type: 'button', class: 'btn danger' }, yes);
    const no = h('button', { type: 'button', class: 'btn' }, t('web-ui-cancel'));
    const dlg = h(
      'dialog',
      { class: 'confirm', 'aria-labelledby': id },
      h('p', { id }, question),
      h('div', { class: 'row end' }, no, ok),
    );
    const done = (v: boolean) => {
      dlg.close();
      dlg.remove();
      resolve(v);
    };
    ok.addEventListener('click', () => done(true));
    no.addEventListener('click', () => done(false));
    dlg.addEventListener('cancel', (e) => {
      e.preventDefault();
      done(false);
    });
    document.body.append(dlg);
    dlg.showModal();
    no.focus();
  });
}

export function visuallyHidden(text: string, attrs: Record<string, string> = {}): HTMLElement {
  return h('span', { class: 'sr-only', ...attrs }, text);
}
