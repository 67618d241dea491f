// Looks at the page served by dev/mock-server.mjs with Chromium: screenshots into
// /tmp/web-shots/ and axe-core on each. node dev/check.mjs [baseUrl]
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');
const axeSource = fs.readFileSync(axePath, 'utf8');
const base = process.argv[2] || 'http://127.0.0.1:8099';
const out = '/tmp/web-shots';
fs.mkdirSync(out, { recursive: true });

async function open(viewport, locale = 'en-US') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chr-'));
  return chromium.launchPersistentContext(dir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport,
    locale,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

let failures = 0;
async function axe(page, name) {
  await page.evaluate(axeSource); // (evaluate: the page's CSP forbids injected scripts)
  const r = await page.evaluate(async () => {
    // @ts-ignore
    const res = await window.axe.run(document, { resultTypes: ['violations'] });
    return res.violations.map((v) => ({ id: v.id, impact: v.impact, n: v.nodes.length, t: v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ' ' + (n.failureSummary || '').split('\n')[1]) }));
  });
  const bad = r.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  failures += bad.length;
  console.log(`axe ${name}: ${r.length} violations, ${bad.length} serious/critical`);
  for (const v of r) console.log(`  ${v.impact} ${v.id} x${v.n}: ${v.t.join(' | ')}`);
}

async function shot(page, name) {
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  const w = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  if (w[0] > w[1]) { console.log(`  ${name}: sideways scroll ${w[0]} > ${w[1]}`); failures++; }
}

const errors = [];
const ctx = await open({ width: 1280, height: 860 });
const page = ctx.pages()[0] ?? (await ctx.newPage());
page.on('pageerror', (e) => errors.push(String(e)));
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
await page.request.post(`${base}/api/mock/reset`);

await page.goto(`${base}/`);
await page.waitForSelector('.game-card');
await page.waitForTimeout(300);
await shot(page, 'lobby');
await axe(page, 'lobby');
await page.click('text=Create the challenge');
await page.waitForSelector('.link-result input');
await shot(page, 'lobby-link');

await page.goto(`${base}/game/12`);
await page.waitForSelector('.sq');
await page.waitForTimeout(300);
await shot(page, 'game');
await axe(page, 'game');
// Select the Castalia on d3, hover d5: the preview.
await page.click('[data-sq="d3"]');
await page.hover('[data-sq="d5"]');
await page.waitForTimeout(150);
console.log('preview:', await page.textContent('#preview'));
console.log('d5 label:', await page.getAttribute('[data-sq="d5"]', 'aria-label'));
console.log('e2 label:', await page.getAttribute('[data-sq="e2"]', 'aria-label'));
await shot(page, 'game-castalia-preview');
await axe(page, 'game-selected');
// Keyboard: focus d5 via arrows and play it.
await page.focus('[data-sq="d3"]');
await page.keyboard.press('ArrowUp');
await page.keyboard.press('ArrowUp');
console.log('focused:', await page.evaluate(() => document.activeElement?.getAttribute('data-sq')));
await page.keyboard.press('Enter');
await page.waitForTimeout(400);
console.log('after move, d5 =', await page.getAttribute('[data-sq="d5"]', 'aria-label'), '; announce =', await page.textContent('#announce'));
await page.waitForTimeout(1800);
console.log('after reply: status =', await page.textContent('.status'), '; announce =', await page.textContent('#announce'));
await shot(page, 'game-after-move');
// Promotion by drag: b7 → b8.
const b7 = await page.locator('[data-sq="b7"]').boundingBox();
const b8 = await page.locator('[data-sq="b8"]').boundingBox();
await page.mouse.move(b7.x + b7.width / 2, b7.y + b7.height / 2);
await page.mouse.down();
await page.mouse.move(b7.x + b7.width / 2, b7.y + 10, { steps: 3 });
await page.mouse.move(b8.x + b8.width / 2, b8.y + b8.height / 2, { steps: 5 });
await page.mouse.up();
await page.waitForSelector('.promo');
await shot(page, 'game-promotion');
await axe(page, 'promotion');
console.log('promo names:', await page.$$eval('.promo-piece', (bs) => bs.map((b) => b.getAttribute('aria-label')).join(', ')));
await page.keyboard.press('Escape');
// Refused move: h2h4 (mock answers 409).
await page.click('[data-sq="h2"]');
await page.click('[data-sq="h4"]');
await page.waitForTimeout(500);
console.log('error:', await page.textContent('#error'), '; h2 =', await page.getAttribute('[data-sq="h2"]', 'aria-label'));
// Typed move.
await page.fill('.typemove input', 'Cd5x');
await page.click('.typemove button');
await page.waitForTimeout(400);
console.log('typed error:', await page.textContent('#error'));
// Look back at move 1.
await page.click('.moves .mv >> nth=0');
await page.waitForTimeout(100);
await shot(page, 'game-lookback');
console.log('lookback f3:', await page.getAttribute('[data-sq="f3"]', 'aria-label'));
await page.keyboard.press('Escape');
// Resign dialog.
await page.click('.actions .btn.danger');
await page.waitForSelector('dialog.confirm[open]');
await shot(page, 'game-resign-dialog');
await axe(page, 'resign-dialog');
await page.click('dialog.confirm .btn.danger');
await page.waitForTimeout(400);
console.log('message:', await page.textContent('.message'));
await shot(page, 'game-over');

await page.goto(`${base}/game/12/review`);
await page.waitForSelector('.graph svg');
for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
await page.waitForTimeout(200);
await shot(page, 'review');
await axe(page, 'review');
await page.goto(`${base}/challenge/5`);
await page.waitForSelector('.card');
await shot(page, 'challenge');
await axe(page, 'challenge');
await ctx.close();

// The phone.
await fetch(`${base}/api/mock/reset`, { method: 'POST' });
const phone = await open({ width: 360, height: 740 }, 'de-DE');
const pp = phone.pages()[0] ?? (await phone.newPage());
pp.on('pageerror', (e) => errors.push(String(e)));
await pp.goto(`${base}/game/12`);
await pp.waitForSelector('.sq');
await pp.click('[data-sq="d3"]');
await pp.hover('[data-sq="d5"]');
await pp.waitForTimeout(200);
await shot(pp, 'phone-game');
await axe(pp, 'phone-game');
await pp.goto(`${base}/`);
await pp.waitForSelector('.game-card');
await shot(pp, 'phone-lobby');
await pp.goto(`${base}/game/12/review`);
await pp.waitForSelector('.graph svg');
await shot(pp, 'phone-review');
await phone.close();

console.log('page errors:', errors.length ? errors.join('\n') : 'none');
console.log(failures ? `FAILURES: ${failures}` : 'OK');
process.exit(failures ? 1 : 0);
