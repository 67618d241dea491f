// /challenge/{id}: one challenge, to accept (or decline, or cancel one's own).
import { h } from './dom';
import { api } from './api';
import { t } from './i18n';
import { errorText, go } from './ui';
import { ACTIVITY, link } from './nav';
import { showLink } from './lobby';
import type { ChallengeSummary } from './types';

export async function challengePage(main: HTMLElement, id: number): Promise<void> {
  const error = h('p', { id: 'error', class: 'error', role: 'alert' });
  let c: ChallengeSummary;
  try {
    c = await api<ChallengeSummary>(`/api/challenges/${id}`);
  } catch (e) {
    main.replaceChildren(h('section', { class: 'card narrow center' }, h('h1', {}, t('web-ui-challenge')), h('p', { class: 'error', role: 'alert' }, errorText(e)), h('a', { class: 'btn', href: link('/') }, t('web-ui-lobby'))));
    return;
  }
  const buttons = h('div', { class: 'row center' });
  const act = (label: string, what: string, cls: string) => {
    const b = h('button', { type: 'button', class: `btn ${cls}` }, label);
    b.addEventListener('click', async () => {
      b.disabled = true;
      try {
        const r = await api<{ game?: number }>(`/api/challenges/${id}/${what}`, {});
        go(r && r.game ? `/game/${r.game}` : '/');
      } catch (e) {
        error.textContent = errorText(e);
        b.disabled = false;
      }
    });
    buttons.append(b);
  };
  const box = h('section', { class: 'card narrow center' }, h('h1', {}, t('web-ui-challenge')), h('p', { class: 'lead' }, c.text));
  if (c.incoming) {
    act(t('web-ui-accept'), 'accept', 'primary');
    act(t('web-ui-decline'), 'decline', '');
    box.append(buttons);
  } else {
    act(t('web-ui-cancel-challenge'), 'cancel', '');
    // (Inside Discord the address is the Activity's: the channel's lobby shows the challenge.)
    if (!ACTIVITY) {
      const share = h('div', { class: 'link-result' });
      showLink(share, location.href);
      box.append(share);
    }
    box.append(buttons);
  }
  box.append(error, h('p', {}, h('a', { href: link('/') }, t('web-ui-lobby'))));
  main.replaceChildren(box);
}
