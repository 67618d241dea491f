import './style.css';
import { api, ApiError } from './api';
import { setMessages, t } from './i18n';
import { shell, notSignedIn, errorText } from './ui';
import { lobbyPage } from './lobby';
import { gamePage } from './game';
import { reviewPage } from './review';
import { challengePage } from './challenge';
import { h } from './dom';
import type { Session } from './types';

async function boot(): Promise<void> {
  const root = document.getElementById('app')!;
  let session: Session;
  let signedIn = true;
  try {
    session = await api<Session>('/api/session');
  } catch (e) {
    if (e instanceof ApiError && e.status === 401 && e.body) {
      session = e.body as Session;
      signedIn = false;
    } else {
      session = { lang: document.documentElement.lang || 'en', messages: {}, signInWithDiscord: false };
      setMessages({});
      root.replaceChildren(h('main', { id: 'main' }, h('p', { role: 'alert', class: 'error' }, errorText(e))));
      return;
    }
  }
  setMessages(session.messages);
  if (session.lang) document.documentElement.lang = session.lang;
  document.title = t('web-ui-title');
  const { main, banner } = shell(root, session);
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const params = new URLSearchParams(location.search);
  let m: RegExpMatchArray | null;
  if ((m = path.match(/^\/game\/(\d+)(\/review)?$/))) {
    const id = Number(m[1]);
    if (m[2] || params.has('review')) await reviewPage(main, id, session);
    else await gamePage(main, banner, id, session);
  } else if ((m = path.match(/^\/challenge\/(\d+)$/))) {
    if (!signedIn) notSignedIn(main, session);
    else await challengePage(main, Number(m[1]));
  } else {
    if (!signedIn) notSignedIn(main, session);
    else await lobbyPage(main, banner);
  }
}

void boot();
