// The browser latency bench (issue 55's "a move from one browser's click to the other
// browser's board"): `npm run bench:latency` in web/ (the server: target/release/castalia-bot
// or $CASTALIA_BIN). Not a test: it prints figures and fails on nothing but a broken game.
//
// Two headless Chromiums, alice and bob, sign in through console `/web` links and play
// LATENCY_MOVES moves (default 100) by clicking: a piece, then its destination. Each move is
// timed from the `pointerdown` on the destination in the mover's page to the first animation
// frame after the other page's board has changed (its DOM shows the move), both read on the
// machine's clock (`performance.timeOrigin + performance.now()` in each page). The moves are
// legal moves picked by a seeded generator (no promotions, which open the chooser); when a
// game ends, a new one starts.
import { Server, signedIn, gameState, openGame, sq, sleep } from './helpers.mjs';

const MOVES = Number(process.env.LATENCY_MOVES || 100);
let seed = Number(process.env.LATENCY_SEED || 55);
const random = () => {
  // mulberry32
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** Arms `page` to note when its board next changes: resolves to [dom, frame] times (ms). */
function arm(page, moves) {
  return page.evaluate((moves) => {
    const now = () => performance.timeOrigin + performance.now();
    window.__seen = new Promise((resolve) => {
      const shown = () => document.querySelectorAll('.moves button.mv').length > moves;
      const done = () => {
        const dom = now();
        requestAnimationFrame(() => resolve([dom, now()]));
      };
      if (shown()) return done();
      const obs = new MutationObserver(() => {
        if (shown()) {
          obs.disconnect();
          done();
        }
      });
      obs.observe(document.querySelector('main') ?? document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
  }, moves);
}

/** Arms `page` to note the time of the next pointerdown on square `to`. */
function armClick(page, to) {
  return page.evaluate((to) => {
    window.__clicked = new Promise((resolve) => {
      const b = document.querySelector(`.board button.sq[data-sq="${to}"]`);
      b.addEventListener('pointerdown', () => resolve(performance.timeOrigin + performance.now()), { once: true, capture: true });
    });
  }, to);
}

function pct(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const server = await Server.start();
const alice = await signedIn(server, 'alice');
const bob = await signedIn(server, 'bob');
const frames = [];
const doms = [];
let games = 0;
try {
  let id = await server.newGame('alice', 'bob');
  games++;
  await openGame(alice.page, id);
  await openGame(bob.page, id);
  let ply = 0;
  while (frames.length < MOVES) {
    const state = await gameState(ply % 2 === 0 ? alice.page : bob.page, id);
    const [mover, other] = state.turn === 'white' ? [alice, bob] : [bob, alice];
    const legal = (await gameState(mover.page, id)).legal.filter((m) => !m.promotion);
    if (state.over || legal.length === 0) {
      id = await server.newGame('alice', 'bob');
      games++;
      await openGame(alice.page, id);
      await openGame(bob.page, id);
      ply = 0;
      continue;
    }
    const m = legal[Math.floor(random() * legal.length)];
    const n = state.moves.length;
    await sq(mover.page, m.from).click();
    await mover.page.waitForSelector(`.board button.sq.selected[data-sq="${m.from}"]`);
    await arm(other.page, n);
    await armClick(mover.page, m.to);
    await sq(mover.page, m.to).click();
    const [clicked, [dom, frame]] = await Promise.all([
      mover.page.evaluate(() => window.__clicked),
      other.page.evaluate(() => window.__seen),
    ]);
    frames.push(frame - clicked);
    doms.push(dom - clicked);
    // The mover's own page has the server's answer before the next move.
    await mover.page.waitForFunction((n) => document.querySelectorAll('.moves button.mv').length > n, n);
    ply++;
    await sleep(20);
  }
} finally {
  await alice.close();
  await bob.close();
  await server.stop();
}

const show = (name, xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  console.log(
    `${name}: n=${s.length} p50=${pct(s, 50).toFixed(1)} ms p95=${pct(s, 95).toFixed(1)} ms max=${s.at(-1).toFixed(1)} ms mean=${mean.toFixed(1)} ms`,
  );
};
console.log(`browser latency: ${MOVES} moves by clicking in ${games} game(s), alice and bob in two headless Chromiums`);
show('click -> other board shown (next frame)', frames);
show('click -> other board changed (DOM)', doms);
