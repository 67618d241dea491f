// Where the page is and how it moves on. On the web: plain links and full loads. Inside the
// Discord Activity (an iframe whose URL carries frame_id and instance_id): the page routes in
// place with history.pushState, under the proxy's base path, keeping Discord's query
// parameters (the SDK reads them), and stops what the page left behind (sockets, timers,
// listeners) before drawing the next one.
import { BASE } from './api';

const START = new URLSearchParams(location.search);

/** True when the page runs as the Discord Activity. */
export const ACTIVITY = START.has('frame_id') && START.has('instance_id');

/** Discord's query parameters, kept on every in-page address of the Activity. */
const KEEP = ['frame_id', 'instance_id', 'channel_id', 'guild_id', 'platform', 'location_id', 'custom_id', 'referrer_id', 'mobile_app_version'];

function kept(): URLSearchParams {
  const q = new URLSearchParams();
  for (const k of KEEP) {
    const v = START.get(k);
    if (v !== null) q.set(k, v);
  }
  return q;
}

/** The address of one of the page's own places ("/game/12", "/game/12/review", "/"). */
export function link(path: string): string {
  if (!ACTIVITY) return path;
  const [p, query] = path.split('?', 2);
  const q = kept();
  if (query !== undefined) for (const [k, v] of new URLSearchParams(query)) q.set(k, v);
  return `${BASE}${p}?${q.toString()}`;
}

/** The page's own path, without the proxy's base ("/game/12"). */
export function currentPath(): string {
  let p = location.pathname;
  if (BASE && (p === BASE || p.startsWith(BASE + '/'))) p = p.slice(BASE.length);
  return p.replace(/\/+$/, '') || '/';
}

let cleanups: (() => void)[] = [];

/** Something to undo when the Activity moves to another place (a socket, a timer, a listener). */
export function onLeave(fn: () => void): void {
  cleanups.push(fn);
}

function leave(): void {
  const list = cleanups;
  cleanups = [];
  for (const fn of list) {
    try {
      fn();
    } catch {
      /* the next page comes anyway */
    }
  }
}

/** A document or window listener that goes with the page. */
export function listen<K extends keyof DocumentEventMap>(type: K, fn: (e: DocumentEventMap[K]) => void): void {
  document.addEventListener(type, fn);
  onLeave(() => document.removeEventListener(type, fn));
}

let render: (() => Promise<void>) | null = null;

/** Sets the function that draws the place of the current address (the Activity's router). */
export function setRenderer(fn: () => Promise<void>): void {
  render = fn;
}

const OWN = /^\/($|game\/\d+(\/review)?$|challenge\/\d+$)/;

/** Goes to one of the page's places: a full load on the web, in place inside the Activity. */
export function go(path: string, replace = false): void {
  if (!ACTIVITY) {
    location.assign(path);
    return;
  }
  const url = link(path);
  if (replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  if (!render) return; // (before the first drawing: only the address)
  leave();
  window.scrollTo(0, 0);
  void render();
}

/** Inside the Activity: the page's own links and the back button route in place. */
export function routeInPlace(): void {
  if (!ACTIVITY) return;
  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download')) return;
    const url = new URL(a.href, location.href);
    if (url.origin !== location.origin) return;
    let p = url.pathname;
    if (BASE && (p === BASE || p.startsWith(BASE + '/'))) p = p.slice(BASE.length) || '/';
    p = p.replace(/\/+$/, '') || '/';
    if (!OWN.test(p)) return;
    e.preventDefault();
    const review = url.searchParams.has('review') ? '?review' : '';
    go(p + review);
  });
  window.addEventListener('popstate', () => {
    if (!render) return;
    leave();
    void render();
  });
}
