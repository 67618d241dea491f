// Shared helpers of the browser tests: a castalia-bot server on a temp database and port 0,
// driven through its console (stdin), and headless Chromium contexts signed in through
// console `/web` links.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const WEB = path.resolve(here, '..');
export const BIN = process.env.CASTALIA_BIN || path.resolve(WEB, '../target/release/castalia-bot');
export const SHOTS = process.env.CASTALIA_SHOTS || path.join(here, 'screenshots');
const require = createRequire(import.meta.url);
export const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export { sleep };

/** A server process with its console. */
export class Server {
  static async start() {
    const s = new Server();
    await s.#start();
    return s;
  }

  #proc;
  #out = '';
  #waiters = [];
  #queue = Promise.resolve();
  tmp;
  base;

  async #start() {
    this.tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'castalia-web-test-'));
    const db = path.join(this.tmp, 'db');
    fs.mkdirSync(db);
    this.#proc = spawn(BIN, ['local', '--db', db, '--no-images', '--web-listen', '127.0.0.1:0'], {
      stdio: ['pipe', 'pipe', 'pipe'],
      cwd: this.tmp,
      env: { ...process.env, RUST_LOG: process.env.RUST_LOG || 'warn' },
    });
    this.stderr = '';
    this.#proc.stdout.setEncoding('utf8');
    this.#proc.stderr.setEncoding('utf8');
    this.#proc.stdout.on('data', (d) => {
      this.#out += d;
      if (process.env.CASTALIA_ECHO) process.stdout.write(d);
      this.#wake();
    });
    this.#proc.stderr.on('data', (d) => {
      this.stderr += d;
      if (process.env.CASTALIA_ECHO) process.stderr.write(d);
    });
    this.exited = new Promise((r) => this.#proc.on('exit', (code, sig) => r({ code, sig })));
    const m = await this.waitFor(/Board: (http:\/\/127\.0\.0\.1:\d+)\//, 0, 20000);
    this.base = m[1];
  }

  #wake() {
    for (const w of [...this.#waiters]) w();
  }

  /** Everything the console printed so far. */
  get output() {
    return this.#out;
  }

  /** Waits until the output after `from` matches `re`; returns the match. */
  waitFor(re, from = 0, timeout = 10000) {
    return new Promise((resolve, reject) => {
      const check = () => {
        const m = this.#out.slice(from).match(re);
        if (m) {
          done();
          resolve(m);
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`console: no ${re} within ${timeout} ms; got:\n${this.#out.slice(from).slice(-2000)}\n${this.stderr.slice(-1000)}`));
      }, timeout);
      const done = () => {
        clearTimeout(timer);
        this.#waiters = this.#waiters.filter((w) => w !== check);
      };
      this.#waiters.push(check);
      check();
    });
  }

  /** Writes one console line; with `expect`, waits for its answer and returns the match. */
  command(line, expect, timeout = 10000) {
    const run = async () => {
      const from = this.#out.length;
      this.#proc.stdin.write(line + '\n');
      if (expect) return this.waitFor(expect, from, timeout);
      await sleep(150);
      return null;
    };
    const p = this.#queue.then(run, run);
    this.#queue = p.catch(() => {});
    return p;
  }

  async as(user) {
    await this.command(`/as ${user}`, new RegExp(`You are now ${user}`));
  }

  /** A one-time sign-in link for `user`. */
  async signinLink(user) {
    await this.as(user);
    const m = await this.command('/web', /(http:\/\/127\.0\.0\.1:\d+\/signin\/[0-9a-f]{64})/);
    return m[1];
  }

  /** alice challenges bob (untimed), bob accepts: the game's number. White: `white`. */
  async newGame(white, black, time = 'none') {
    await this.as(white);
    await this.command(`/challenge ${black} color:white time:${time}`, /challenges/);
    await this.as(black);
    const m = await this.command('/accept', /Game #(\d+) starts: (\w+) \(white\) vs (\w+) \(black\)/);
    if (m[2] !== white) throw new Error(`expected ${white} to be white: ${m[0]}`);
    return Number(m[1]);
  }

  async stop() {
    if (this.#proc.exitCode === null && this.#proc.signalCode === null) {
      try {
        this.#proc.stdin.end();
      } catch {}
      this.#proc.kill('SIGTERM');
      const t = setTimeout(() => this.#proc.kill('SIGKILL'), 3000);
      await this.exited;
      clearTimeout(t);
    }
    fs.rmSync(this.tmp, { recursive: true, force: true });
  }
}

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A fresh Chromium (its own profile directory) with one page; `errors` collects page errors. */
export async function browser(viewport = { width: 1280, height: 900 }, locale = 'en-US') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'castalia-chr-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    viewport,
    locale,
    args: [...ARGS, `--lang=${locale}`],
  });
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const close = async () => {
    await ctx.close().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { ctx, page, errors, close };
}

/** Signs `user` in through a console link in a new browser; returns {ctx, page, ...}. */
export async function signedIn(server, user, viewport, locale) {
  const link = await server.signinLink(user);
  const b = await browser(viewport, locale);
  const res = await b.page.goto(link);
  if (!res || !res.ok()) throw new Error(`sign-in of ${user}: ${res && res.status()}`);
  await b.page.waitForSelector('#main');
  b.user = user;
  return b;
}

/** The GameState through the page's own session. */
export async function gameState(page, id) {
  const r = await page.request.get(new URL(`/api/games/${id}`, page.url()).href);
  if (!r.ok()) throw new Error(`GET /api/games/${id}: ${r.status()} ${await r.text()}`);
  return r.json();
}

export function sq(page, square) {
  return page.locator(`.board button.sq[data-sq="${square}"]`);
}

export async function label(page, square) {
  return sq(page, square).getAttribute('aria-label');
}

/** Opens /game/id and waits until the board shows the server's labels. */
export async function openGame(page, id) {
  await page.goto(new URL(`/game/${id}`, page.url()).href);
  await page.waitForSelector('.board button.sq[data-sq="e1"][aria-label]');
  await page.waitForFunction(() => document.querySelector('h1.title')?.textContent);
}

/** Runs axe-core on the page; returns the violations (id, impact, nodes). */
export async function axe(page) {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // @ts-ignore
    const res = await window.axe.run(document, { resultTypes: ['violations'] });
    return res.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  });
}

export function finding(text) {
  const stamp = new Date().toISOString().slice(11, 19);
  fs.appendFileSync('/tmp/web-findings.md', `\n- [${stamp} tests] ${text}\n`);
}
