import './style.css';
import { api, ApiError } from './api';
import { setMessages, t } from './i18n';
import { shell, notSignedIn, errorText } from './ui';
import { lobbyPage } from './lobby';
import { gamePage } from './game';
import { reviewPage } from './review';
import { challengePage } from './challenge';
import { ACTIVITY, currentPath, go, routeInPlace, setRenderer } from './nav';
import { h } from './dom';
import type { Session } from './types';

/** Only a sentence, nothing else (a failure before the page can be drawn). */
function alone(root: HTMLElement, text: string): void {
  root.replaceChildren(h('main', { id: 'main' }, h('p', { role: 'alert', class: 'error' }, text)));
}

/** Inside Discord: the SDK (a chunk of its own, never loaded on the web) signs the user in.
 * Returns the game to open, or false when refused (the sentence is shown). */
async function activity(root: HTMLElement): Promise<number | null | false> {
  root.setAttribute('aria-busy', 'true');
  try {
    const { activitySignIn } = await import('./activity');
    const answer = await activitySignIn();
    if (answer.lang) document.documentElement.lang = answer.lang;
    root.dataset.activity = 'signed-in';
    return typeof answer.game === 'number' ? answer.game : null;
  } catch (e) {
    root.dataset.activity = 'refused';
    if (e instanceof ApiError && e.body && typeof e.body.error === 'string') {
      alone(root, e.body.error);
    } else {
      // No sentence of the server: the catalogue's, from the session's 401 if it answers.
      try {
        setMessages((await api<Session>('/api/session')).messages);
      } catch (err) {
        if (err instanceof ApiError && err.body) setMessages(err.body.messages);
      }
      alone(root, errorText(e));
    }
    return false;
  } finally {
    root.removeAttribute('aria-busy');
  }
}

async function boot(): Promise<void> {
  const root = document.getElementById('app')!;
  if (ACTIVITY) {
    const game = await activity(root);
    if (game === false) return;
    if (game !== null && currentPath() === '/') go(`/game/${game}`, true);
  }
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
      alone(root, errorText(e));
      return;
    }
  }
  setMessages(session.messages);
  if (session.lang) document.documentElement.lang = session.lang;
  document.title = t('web-ui-title');

  const render = async (): Promise<void> => {
    const { main, banner } = shell(root, session);
    const path = currentPath();
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
  };
  if (ACTIVITY) {
    setRenderer(render);
    routeInPlace();
  }
  await render();
}

void boot();
