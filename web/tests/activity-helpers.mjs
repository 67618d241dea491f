// Helpers of the Activity's browser tests: the board framed by tests/activity-harness.html
// (the stand-in for the Discord client on http://localhost:3333).
import { startHarness, HARNESS_URL } from './activity-harness.mjs';

let harness = null;

/** Starts (once per process) or reuses the harness server; returns its page's URL. */
export async function ensureHarness() {
  if (!harness) harness = await startHarness();
  return harness.url;
}

/** Stops the harness server if this process started it. */
export async function stopHarness() {
  const h = harness;
  harness = null;
  if (h) await h.close();
}

/** The harness's URL for these options (board, code, instance, channel, guild, and the rest of
 * the harness's query: platform, user, username, deny). */
export function harnessUrl(opts) {
  const u = new URL(HARNESS_URL);
  for (const [k, v] of Object.entries(opts)) if (v !== undefined && v !== null) u.searchParams.set(k, String(v));
  return u.href;
}

async function pageOf(browser) {
  if (browser && typeof browser.goto === 'function' && typeof browser.frames === 'function') return browser; // a Page
  if (browser && browser.page && typeof browser.page.goto === 'function') return browser.page; // helpers.mjs browser()
  if (browser && typeof browser.newPage === 'function') return browser.newPage(); // Browser or BrowserContext
  throw new Error('openActivity: give a playwright Page, BrowserContext, Browser or {page}');
}

/**
 * Opens the harness with the board framed as the Activity and waits until the page has signed
 * in (or shown the server's refusal). Returns the playwright Frame of the board; its page is
 * `frame.page()`, the harness's record `await frame.page().evaluate(() => window.harness)`.
 * `opts`: {board, code, instance, channel, guild, timeout}; guild "" or "none" for a DM.
 */
export async function openActivity(browser, { board, code, instance = 'i-1', channel = '100', guild = '200', timeout = 15000, ...rest } = {}) {
  if (!board) throw new Error('openActivity: no board URL');
  await ensureHarness();
  const page = await pageOf(browser);
  await page.goto(harnessUrl({ board, code, instance, channel, guild, ...rest }));
  const handle = await page.waitForSelector('iframe#activity', { timeout });
  let frame = null;
  const until = Date.now() + timeout;
  while (!frame || frame.url() === 'about:blank' || !frame.url().startsWith(new URL(board).origin)) {
    if (Date.now() > until) throw new Error(`openActivity: the board was not framed (${frame && frame.url()})`);
    frame = await handle.contentFrame();
    if (!frame || !frame.url().startsWith(new URL(board).origin)) await page.waitForTimeout(50);
  }
  await frame.waitForSelector('#app[data-activity]', { timeout });
  if ((await frame.getAttribute('#app', 'data-activity')) === 'signed-in') {
    await frame.waitForSelector('.board button.sq[aria-label], .lobby, #main .card', { timeout });
  }
  return frame;
}

/** What the Activity shows: 'signed-in' or 'refused'. */
export function activityState(frame) {
  return frame.getAttribute('#app', 'data-activity');
}

/** A square's button on the board inside the frame. */
export function fsq(frame, square) {
  return frame.locator(`.board button.sq[data-sq="${square}"]`);
}

/** The harness's record of the SDK's conversation (handshake, commands, authenticate's token). */
export function harnessRecord(frame) {
  return frame.page().evaluate(() => window.harness);
}
