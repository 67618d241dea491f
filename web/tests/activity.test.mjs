// The Discord Activity: the board framed by tests/activity-harness.html (the stand-in for the
// Discord client, on http://localhost:3333), the SDK's handshake, the sign-in with a bearer,
// the game given, in-place navigation, a refused code. Skipped unless CASTALIA_ACTIVITY_BOARD
// is set (the board's URL, e.g. http://127.0.0.1:PORT/: the Rust test or dev/mock-server.mjs).
//   CASTALIA_ACTIVITY_CODE      a code the server accepts (default good-code)
//   CASTALIA_ACTIVITY_BAD_CODE  a code it refuses (default bad-code)
//   CASTALIA_ACTIVITY_GAME      the game the good code opens (unset: not checked; "lobby": none)
//   CASTALIA_ACTIVITY_INSTANCE, _CHANNEL, _GUILD  the Activity's instance, channel and guild
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { browser } from './helpers.mjs';
import { openActivity, activityState, fsq, harnessRecord, stopHarness } from './activity-helpers.mjs';

const BOARD = process.env.CASTALIA_ACTIVITY_BOARD;
const skip = BOARD ? false : 'CASTALIA_ACTIVITY_BOARD is not set';
const CODE = process.env.CASTALIA_ACTIVITY_CODE || 'good-code';
const BAD = process.env.CASTALIA_ACTIVITY_BAD_CODE || 'bad-code';
const GAME = process.env.CASTALIA_ACTIVITY_GAME;
const WHERE = {
  instance: process.env.CASTALIA_ACTIVITY_INSTANCE || 'i-1',
  channel: process.env.CASTALIA_ACTIVITY_CHANNEL || '100',
  guild: process.env.CASTALIA_ACTIVITY_GUILD ?? '200',
};
const SHOTS = process.env.CASTALIA_SHOTS || '/tmp/activity-shots';

let b;
// The Authorization headers of the board's requests (the frame's storage may be refused as
// third-party, so the bearer is read off the wire).
const bearers = [];
before(async () => {
  if (skip) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  b = await browser({ width: 1200, height: 860 });
  b.page.on('request', (r) => {
    const a = r.headers().authorization;
    if (a && r.url().startsWith(new URL(BOARD).origin)) bearers.push({ path: new URL(r.url()).pathname, bearer: a.replace(/^Bearer /, '') });
  });
});

/** The bearer the board used last for `path`. */
function bearerFor(path) {
  const hit = [...bearers].reverse().find((x) => x.path === path || x.path.endsWith(path));
  return hit && hit.bearer;
}

async function apiGet(path, token) {
  const r = await b.page.request.get(new URL(path, BOARD).href, { headers: { Authorization: `Bearer ${token}` } });
  return { status: r.status(), body: await r.json() };
}
after(async () => {
  await b?.close();
  await stopHarness();
});

function pageErrors() {
  // (The SDK forwards console output to the "client" after READY; the harness answers it.)
  return b.errors.filter((e) => !/favicon/.test(e));
}

test('the harness frames the board; handshake, sign-in with a bearer, the game given', { skip }, async () => {
  const frame = await openActivity(b.page, { board: BOARD, code: CODE, ...WHERE });
  assert.equal(await activityState(frame), 'signed-in');
  const rec = await harnessRecord(frame);
  assert.ok(rec.handshake, 'the SDK sent its HANDSHAKE');
  const config = await frame.evaluate(() => fetch('/api/activity/config').then((r) => r.json()));
  assert.equal(rec.clientId, config.clientId, 'the handshake carries the configured client id');
  assert.ok(rec.authorized, 'AUTHORIZE was sent');
  assert.ok(rec.authenticated, 'AUTHENTICATE was sent with the access token of the session answer');
  const cmds = rec.log.filter((m) => m.op === 1).map((m) => m.payload.cmd);
  assert.ok(cmds.indexOf('AUTHORIZE') < cmds.indexOf('AUTHENTICATE'), `commands in order: ${cmds}`);
  const authz = rec.log.find((m) => m.op === 1 && m.payload.cmd === 'AUTHORIZE').payload.args;
  assert.deepEqual(authz.scope, ['identify']);
  assert.equal(authz.response_type, 'code');
  // The session is a bearer (cookies are third-party inside Discord).
  const token = bearerFor('/api/session');
  assert.ok(token, 'GET /api/session carried the bearer');
  const who = await apiGet('/api/session', token);
  assert.equal(who.status, 200);
  assert.ok(who.body.user, 'the bearer names a user');
  await frame.waitForSelector('.top .user');
  // Discord's query parameters stay on the address (the SDK reads them).
  const url = new URL(frame.url());
  for (const [k, v] of [['frame_id', rec.frameId], ['instance_id', WHERE.instance], ['channel_id', WHERE.channel], ['platform', 'desktop']]) {
    assert.equal(url.searchParams.get(k), v, `${k} kept`);
  }
  if (GAME && GAME !== 'lobby') {
    assert.equal(url.pathname, `/game/${GAME}`);
    await frame.waitForSelector('.board button.sq[data-sq="e1"][aria-label]');
  } else if (GAME === 'lobby') {
    await frame.waitForSelector('.lobby');
  }
  assert.deepEqual(pageErrors(), []);
});

test('a game in the Activity: select a Castalia, the destinations show; screenshot', { skip }, async () => {
  const frame = await openActivity(b.page, { board: BOARD, code: CODE, ...WHERE });
  let m = new URL(frame.url()).pathname.match(/^\/game\/(\d+)$/);
  if (!m) {
    // No game given: open the first from the channel's lobby, in place.
    const card = frame.locator('a.game-card').first();
    if (!(await card.count())) return; // nothing to play here
    await card.click();
    await frame.waitForURL(/\/game\/\d+\?/);
    m = new URL(frame.url()).pathname.match(/^\/game\/(\d+)$/);
  }
  await frame.waitForSelector('.board button.sq[data-sq="e1"][aria-label]');
  const token = bearerFor(`/api/games/${m[1]}`);
  assert.ok(token, 'GET /api/games/N carried the bearer');
  const state = (await apiGet(`/api/games/${m[1]}`, token)).body;
  const mine = state.you ? state.you[0] + 'C' : null;
  const from = mine && state.legal.find((l) => state.squares.find((s) => s.square === l.from)?.piece === mine)?.from;
  if (from) {
    await fsq(frame, from).click();
    await frame.waitForSelector(`.board button.sq.selected[data-sq="${from}"]`);
    assert.ok((await frame.locator('.board button.sq.dest').count()) > 0, 'destinations shown');
  }
  await b.page.screenshot({ path: path.join(SHOTS, 'activity-game-castalia-selected.png') });
  assert.deepEqual(pageErrors(), []);
});

test('in-place navigation keeps the Activity (no reload, no new handshake)', { skip }, async () => {
  const frame = await openActivity(b.page, { board: BOARD, code: CODE, ...WHERE });
  const handshakes = async () => (await harnessRecord(frame)).log.filter((m) => m.op === 0).length;
  assert.equal(await handshakes(), 1);
  await frame.evaluate(() => ((window).__sameDocument = true));
  await frame.click('a.brand');
  await frame.waitForSelector('.lobby');
  const url = new URL(frame.url());
  assert.equal(url.pathname, '/');
  assert.ok(url.searchParams.get('frame_id'), 'frame_id kept');
  const card = frame.locator('a.game-card').first();
  if (await card.count()) {
    await card.click();
    await frame.waitForSelector('.board button.sq[data-sq="e1"][aria-label]');
    assert.match(frame.url(), /\/game\/\d+\?.*frame_id=/);
    await frame.evaluate(() => history.back());
    await frame.waitForSelector('.lobby');
    assert.equal(new URL(frame.url()).pathname, '/');
  }
  assert.equal(await frame.evaluate(() => (window).__sameDocument), true, 'no reload');
  assert.equal(await handshakes(), 1);
  assert.deepEqual(pageErrors(), []);
});

test('a refused code: the server\'s sentence and nothing else', { skip }, async () => {
  const frame = await openActivity(b.page, { board: BOARD, code: BAD, ...WHERE });
  assert.equal(await activityState(frame), 'refused');
  const alert = frame.locator('#main [role=alert]');
  const text = (await alert.textContent()).trim();
  assert.ok(text.length > 0 && !/^web-/.test(text), `a sentence: ${text}`);
  assert.equal(await frame.locator('header, .board, .lobby').count(), 0, 'nothing else shown');
  assert.equal((await frame.locator('#main').innerText()).trim(), text);
  const kept = await frame.evaluate(() => {
    try {
      return sessionStorage.getItem('castalia_token');
    } catch {
      return null; // (third-party storage refused)
    }
  });
  assert.equal(kept, null, 'no bearer kept');
  await b.page.screenshot({ path: path.join(SHOTS, 'activity-refused.png') });
  b.errors.length = 0; // (the refused POST's 403 is logged by the browser)
});
