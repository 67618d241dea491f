// Every request of the page goes through here: the base path (the Discord Activity's
// proxy), the bearer token when one is kept, and the errors as data.
export const BASE = location.hostname.endsWith('discordsays.com') ? '/.proxy' : '';
const TOKEN_KEY = 'castalia_token';

let memoryToken: string | null = null;

function token(): string | null {
  if (memoryToken) return memoryToken;
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Forgets the bearer (a new Activity signs in afresh). */
export function clearToken(): void {
  memoryToken = null;
  try {
    sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    /* nothing kept */
  }
}

/** Keeps the bearer of the Discord Activity's session (its cookies would be third-party). */
export function setToken(value: string): void {
  memoryToken = value;
  try {
    sessionStorage.setItem(TOKEN_KEY, value);
  } catch {
    /* storage refused: the page's memory holds it */
  }
}

export class ApiError extends Error {
  constructor(
    public status: number,
    public body: any,
  ) {
    super(body && typeof body.error === 'string' ? body.error : `HTTP ${status}`);
  }
}

export async function api<T>(path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const t = token();
  if (t) headers.Authorization = `Bearer ${t}`;
  const init: RequestInit = { method: body === undefined ? 'GET' : 'POST', headers, credentials: 'same-origin' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(BASE + path, init);
  } catch (e) {
    throw new ApiError(0, null);
  }
  let data: any = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  if (!res.ok) throw new ApiError(res.status, data);
  return data as T;
}

export function wsUrl(path: string): string {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const params = new URLSearchParams();
  const t = token();
  if (t) params.set('session', t);
  // The page's language: a browser need not send Accept-Language on a WebSocket's handshake.
  const lang = document.documentElement.lang;
  if (lang) params.set('lang', lang);
  const q = params.toString();
  return `${proto}//${location.host}${BASE}${path}${q ? (path.includes('?') ? '&' : '?') + q : ''}`;
}

export function pieceUrl(piece: string): string {
  return `${BASE}/pieces/${piece}.svg`;
}

/** A WebSocket that comes back by itself: growing delay up to 5 s, a ping every 25 s, and
 * a fresh connection after the laptop wakes up or the network returns. */
export class LiveSocket {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private timer: number | undefined;
  private pinger: number | undefined;
  private pongWait: number | undefined;
  private everOpened = false;
  private stopped = false;

  constructor(
    private path: string,
    private onMessage: (msg: any) => void,
    private onStatus: (connected: boolean, reconnected: boolean) => void,
  ) {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') this.check();
    });
    window.addEventListener('online', () => this.check());
    this.connect();
  }

  private connect(): void {
    if (this.stopped) return;
    window.clearTimeout(this.timer);
    let ws: WebSocket;
    try {
      ws = new WebSocket(wsUrl(this.path));
    } catch {
      this.schedule();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      const again = this.everOpened;
      this.everOpened = true;
      this.attempt = 0;
      this.onStatus(true, again);
      window.clearInterval(this.pinger);
      this.pinger = window.setInterval(() => this.send({ type: 'ping' }), 25000);
    };
    ws.onmessage = (ev) => {
      let msg: any;
      try {
        msg = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      if (msg && msg.type === 'pong') {
        window.clearTimeout(this.pongWait);
        return;
      }
      this.onMessage(msg);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      window.clearInterval(this.pinger);
      this.onStatus(false, false);
      this.schedule();
    };
    ws.onerror = () => ws.close();
  }

  private schedule(): void {
    if (this.stopped) return;
    const delay = Math.min(5000, 400 * 2 ** this.attempt);
    this.attempt++;
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => this.connect(), delay);
  }

  private send(msg: unknown): void {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
  }

  /** After sleep or a network change: reconnect now if down, or make sure it still answers. */
  private check(): void {
    if (this.stopped) return;
    if (!this.ws || this.ws.readyState > WebSocket.OPEN) {
      this.attempt = 0;
      this.connect();
      return;
    }
    if (this.ws.readyState === WebSocket.OPEN) {
      const ws = this.ws;
      this.send({ type: 'ping' });
      window.clearTimeout(this.pongWait);
      this.pongWait = window.setTimeout(() => {
        if (this.ws === ws) {
          this.ws = null;
          ws.close();
          this.onStatus(false, false);
          this.attempt = 0;
          this.connect();
        }
      }, 4000);
    }
  }

  stop(): void {
    this.stopped = true;
    window.clearTimeout(this.timer);
    window.clearInterval(this.pinger);
    window.clearTimeout(this.pongWait);
    const ws = this.ws;
    this.ws = null;
    ws?.close();
  }
}
