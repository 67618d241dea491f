// A game played to mate inside the Discord Activity, in a real browser: run by the Rust test
// a_game_is_played_to_mate_in_the_activity_in_a_browser (tests/discord/activity.rs), which
// starts the bot and its board against the fake Discord, makes the game (alice White, bob
// Black, orthodox rules) by /challenge in channel A1, and answers this script's questions.
// Not a node:test file (`npm test` does not run it): it talks with the Rust test by lines.
//   stdout  `CODE name`       a fresh OAuth2 code for name (answered on stdin)
//           `MOVE name SAN`   /move SAN typed in A1 by name (answered `OK` on stdin)
//           `CASTALIA`        a Castalia game in A1, alice White, after 1. c4 f5 (its number)
//           `# text`          a note, printed by the Rust test
//           `DONE` / `FAIL reason`, last
// Environment: CASTALIA_ACTIVITY_BOARD (the board's URL), _GAME, _INSTANCE, _CHANNEL, _GUILD
// (channel A1's Activity), _OTHER_INSTANCE, _OTHER_CHANNEL, _OTHER_GUILD (server B's).
// alice's, bob's and carol's Activities in A1 are three browser contexts framed by the harness
// (tests/activity-harness.html); alice and bob play by clicking, bob's first move comes as a
// /move in the channel and must reach the frames within 1 s; carol only watches; erin, in
// server B's Activity, sees nothing of A1; a forged instance is refused; alice then opens a
// Castalia game from her Activity's lobby and selects her Castalia (activity-castalia.png).
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { openActivity, activityState, fsq, stopHarness } from './activity-helpers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;
const BOARD = env.CASTALIA_ACTIVITY_BOARD;
const GAME = Number(env.CASTALIA_ACTIVITY_GAME);
const A = { instance: env.CASTALIA_ACTIVITY_INSTANCE, channel: env.CASTALIA_ACTIVITY_CHANNEL, guild: env.CASTALIA_ACTIVITY_GUILD };
const B = { instance: env.CASTALIA_ACTIVITY_OTHER_INSTANCE, channel: env.CASTALIA_ACTIVITY_OTHER_CHANNEL, guild: env.CASTALIA_ACTIVITY_OTHER_GUILD };
const SHOTS = env.CASTALIA_SHOTS || path.join(here, 'screenshots');
// As tests/helpers.mjs launches Chromium.
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// The line protocol with the Rust test.
const answers = [];
const waiting = [];
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const w = waiting.shift();
  if (w) w(line.trim());
  else answers.push(line.trim());
});
function ask(question) {
  process.stdout.write(`${question}\n`);
  return new Promise((resolve) => {
    if (answers.length) resolve(answers.shift());
    else waiting.push(resolve);
  });
}
const note = (text) => process.stdout.write(`# ${text}\n`);

let browser;
const people = [];

/** name's Activity, framed by the harness in a browser context of its own. */
async function open(name, where, { expectRefusal = false } = {}) {
  const ctx = await browser.newContext({ viewport: { width: 1000, height: 860 }, locale: 'en-US' });
  const page = await ctx.newPage();
  const p = { name, ctx, page, errors: [], bearer: null, frame: null };
  page.on('pageerror', (e) => p.errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') p.errors.push(m.text());
  });
  // The bearer the board sends (read off the wire: the frame's storage is third-party).
  page.on('request', (r) => {
    const a = r.headers().authorization;
    if (a && r.url().startsWith(new URL(BOARD).origin)) p.bearer = a.replace(/^Bearer /, '');
  });
  const code = await ask(`CODE ${name}`);
  p.frame = await openActivity(page, { board: BOARD, code, ...where, username: name });
  if (!expectRefusal) {
    assert.equal(await activityState(p.frame), 'signed-in', `${name} signed in: ${await p.frame.locator('#main').innerText().catch(() => '?')}`);
    assert.ok(p.bearer, `${name}'s board sent a bearer`);
  }
  people.push(p);
  return p;
}

/** A request of the board's API from inside p's frame (its origin, its bearer). */
function api(p, url, body) {
  return p.frame.evaluate(
    async ([url, token, body]) => {
      const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
      if (body) headers['Content-Type'] = 'application/json';
      const r = await fetch(url, { method: body ? 'POST' : 'GET', headers, body: body ? JSON.stringify(body) : undefined });
      let json = null;
      try {
        json = await r.json();
      } catch {}
      return { status: r.status, body: json };
    },
    [url, p.bearer, body ?? null],
  );
}

async function state(p) {
  const r = await api(p, `/api/games/${GAME}`);
  assert.equal(r.status, 200, `${p.name}: GET /api/games/${GAME}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** Waits until the square's accessible name in p's frame is `name`; the ms it took. */
async function waitLabel(p, square, name, timeout = 5000) {
  const t0 = performance.now();
  try {
    await p.frame.waitForFunction(
      ([sq, name]) => document.querySelector(`.board button.sq[data-sq="${sq}"]`)?.getAttribute('aria-label') === name,
      [square, name],
      { timeout, polling: 'raf' },
    );
  } catch {
    const got = await fsq(p.frame, square).getAttribute('aria-label').catch(() => null);
    assert.fail(`${p.name}'s board: ${square} is ${JSON.stringify(got)}, not ${JSON.stringify(name)} after ${timeout} ms`);
  }
  return performance.now() - t0;
}

/** p plays from-to by clicking its frame's squares; `shot`: a screenshot of p's harness page
 * with the piece selected. */
async function play(p, from, to, shot) {
  await fsq(p.frame, from).click();
  await p.frame.waitForSelector(`.board button.sq.selected[data-sq="${from}"]`);
  await p.frame.waitForSelector(`.board button.sq.dest[data-sq="${to}"]`);
  if (shot) await p.page.screenshot({ path: path.join(SHOTS, shot) });
  await fsq(p.frame, to).click();
}

function pageErrors(p) {
  return p.errors.filter((e) => !/favicon/.test(e));
}

async function main() {
  assert.ok(BOARD && GAME && A.instance && B.instance, 'CASTALIA_ACTIVITY_BOARD, _GAME, _INSTANCE, _OTHER_INSTANCE');
  fs.mkdirSync(SHOTS, { recursive: true });
  browser = await chromium.launch({ executablePath: env.CHROMIUM || '/usr/bin/chromium', headless: true, args: ARGS });

  // alice and bob pressed Play on the board: their Activity opens the game.
  const alice = await open('alice', A);
  const bob = await open('bob', A);
  for (const p of [alice, bob]) {
    assert.equal(new URL(p.frame.url()).pathname, `/game/${GAME}`, `${p.name}'s Activity opens the game`);
    await waitLabel(p, 'e1', 'e1, white king');
  }
  assert.equal((await state(alice)).you, 'white');
  assert.equal((await state(bob)).you, 'black');

  // carol pressed nothing: the channel's lobby, where she opens the game to watch it.
  const carol = await open('carol', A);
  assert.equal(new URL(carol.frame.url()).pathname, '/');
  const card = carol.frame.locator(`a.game-card[href^="/game/${GAME}?"]`);
  await card.first().waitFor({ timeout: 5000 });
  await card.first().click();
  await carol.frame.waitForURL(new RegExp(`/game/${GAME}\\?`));
  await waitLabel(carol, 'e1', 'e1, white king');
  const watched = await state(carol);
  assert.equal(watched.you, null, 'carol does not play');
  assert.deepEqual(watched.legal, [], 'no legal move for carol');
  // Clicking does nothing; her POSTs are refused and change nothing.
  await fsq(carol.frame, 'f2').click();
  assert.equal(await carol.frame.locator('.board button.sq.selected').count(), 0, 'nothing selected on carol\'s board');
  for (const body of [{ text: 'f3' }, { uci: 'f2f3', position: watched.position }]) {
    const r = await api(carol, `/api/games/${GAME}/move`, body);
    assert.ok([403, 404, 422].includes(r.status), `carol's move ${JSON.stringify(body)}: ${r.status} ${JSON.stringify(r.body)}`);
  }
  assert.equal((await state(alice)).version, watched.version, 'carol moved nothing');
  carol.errors.length = 0; // (the browser logs the refused POSTs)

  // 1. f3, by alice in her frame.
  await play(alice, 'f2', 'f3');
  for (const p of [alice, bob, carol]) await waitLabel(p, 'f3', 'f3, white pawn');

  // 1... e5, by bob as /move in the channel: on the frames within 1 s.
  const t0 = performance.now();
  const reached = Promise.all(
    [alice, carol, bob].map((p) => waitLabel(p, 'e5', 'e5, black pawn').then(() => performance.now() - t0)),
  );
  assert.equal(await ask('MOVE bob e5'), 'OK');
  const [toAlice, toCarol, toBob] = await reached;
  note(`/move e5 in the channel -> alice's frame ${toAlice.toFixed(0)} ms, carol's ${toCarol.toFixed(0)} ms, bob's ${toBob.toFixed(0)} ms`);
  fs.writeFileSync(path.join(SHOTS, 'activity-latency.txt'), `alice ${toAlice.toFixed(0)} ms, carol ${toCarol.toFixed(0)} ms, bob ${toBob.toFixed(0)} ms\n`);
  assert.ok(toAlice < 1000, `alice's frame after ${toAlice} ms`);
  assert.ok(toCarol < 1000, `carol's frame after ${toCarol} ms`);

  // 2. g4, by alice (her pawn selected: activity.png).
  await play(alice, 'g2', 'g4', 'activity.png');
  for (const p of [alice, bob, carol]) await waitLabel(p, 'g4', 'g4, white pawn');

  // 2... Qh4#, by bob in his frame (his queen selected: activity-bob.png).
  await play(bob, 'd8', 'h4', 'activity-bob.png');
  for (const p of [alice, bob, carol]) await waitLabel(p, 'h4', 'h4, black queen');
  const end = await state(carol);
  assert.equal(end.over, true, 'mate ends the game');
  assert.equal(end.result, '0-1');
  assert.equal(end.check, 'e1');
  assert.deepEqual(end.moves.map((m) => m.uci), ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
  for (const p of [alice, bob, carol]) {
    await p.frame.waitForFunction((s) => document.querySelector('.status')?.textContent === s, end.status, { timeout: 5000 });
    await p.frame.waitForFunction(() => document.querySelectorAll('.moves button.mv').length === 4, null, { timeout: 5000 });
    assert.match(await fsq(p.frame, 'e1').getAttribute('class'), /check/, `${p.name}: the mated king`);
  }
  note(`the end: ${end.status}`);
  await alice.page.screenshot({ path: path.join(SHOTS, 'activity-mate.png') });

  // erin, in server B's Activity: signed in, nothing of A1.
  const erin = await open('erin', B);
  await erin.frame.waitForSelector('#h-watch');
  assert.equal(await erin.frame.locator(`a.game-card[href^="/game/${GAME}?"]`).count(), 0, 'no A1 game in erin\'s lobby');
  const lobby = await api(erin, '/api/lobby');
  assert.equal(lobby.status, 200);
  assert.ok(!JSON.stringify(lobby.body).includes(`"id":${GAME}`), `erin's lobby: ${JSON.stringify(lobby.body)}`);
  const crossing = await api(erin, `/api/games/${GAME}`);
  assert.equal(crossing.status, 404, `erin's GET /api/games/${GAME}: ${crossing.status}`);
  erin.errors.length = 0; // (the 404 is logged)

  // A forged instance: the server's sentence, nothing else.
  const forged = await open('alice', { ...A, instance: 'forged' }, { expectRefusal: true });
  assert.equal(await activityState(forged.frame), 'refused');
  const sentence = ((await forged.frame.locator('#main [role=alert]').textContent()) ?? '').trim();
  assert.ok(sentence.length > 0 && !/^web-/.test(sentence), `a sentence: ${sentence}`);
  assert.equal(await forged.frame.locator('header, .board, .lobby').count(), 0, 'nothing else shown');
  note(`forged instance: "${sentence}"`);
  forged.errors.length = 0; // (the refused POST's 403 is logged)

  // A Castalia game of A1 (after 1. c4 f5): alice opens it from her Activity's lobby and
  // selects her Castalia; its repulse previewed over e4 (activity-castalia.png).
  const castalia = Number(await ask('CASTALIA'));
  assert.ok(castalia > GAME, `a new game: ${castalia}`);
  await alice.frame.locator('a.brand').click();
  const castaliaCard = alice.frame.locator(`a.game-card[href^="/game/${castalia}?"]`);
  await castaliaCard.first().waitFor({ timeout: 5000 });
  await castaliaCard.first().click();
  await alice.frame.waitForURL(new RegExp(`/game/${castalia}\\?`));
  await waitLabel(alice, 'f5', 'f5, black pawn');
  const cs = await (async () => {
    const r = await api(alice, `/api/games/${castalia}`);
    assert.equal(r.status, 200, `GET /api/games/${castalia}: ${r.status}`);
    return r.body;
  })();
  const repulse = cs.legal.find((m) => m.uci === 'b1e4');
  assert.ok(repulse && /repulses/.test(repulse.effect), `b1e4 repulses: ${JSON.stringify(repulse)}`);
  await fsq(alice.frame, 'b1').click();
  await alice.frame.waitForSelector('.board button.sq.selected[data-sq="b1"]');
  await fsq(alice.frame, 'e4').hover();
  await alice.frame.waitForFunction((t) => document.getElementById('preview')?.textContent === t, repulse.effect, { timeout: 2000 });
  await alice.page.screenshot({ path: path.join(SHOTS, 'activity-castalia.png') });
  note(`Castalia game ${castalia}: ${repulse.effect}`);

  for (const p of people) assert.deepEqual(pageErrors(p), [], `${p.name}'s page errors`);
}

let failed = null;
try {
  await main();
} catch (e) {
  failed = e;
  process.stderr.write(`${e && e.stack ? e.stack : e}\n`);
}
for (const p of people) await p.ctx.close().catch(() => {});
await browser?.close().catch(() => {});
await stopHarness();
process.stdout.write(failed ? `FAIL ${String(failed.message ?? failed).split('\n')[0]}\n` : 'DONE\n');
process.exit(failed ? 1 : 0);
