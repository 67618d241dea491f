// A tiny stand-in for src/web/ (docs/web-api.md) to look at the page: node dev/mock-server.mjs [port]
// Serves web/dist, /pieces from assets/pieces, canned JSON and the two WebSockets.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';

const here = path.dirname(fileURLToPath(import.meta.url));
const web = path.resolve(here, '..');
const repo = path.resolve(web, '..');
const port = Number(process.argv[2] || process.env.PORT || 8099);
const SIGNED_OUT = process.env.MOCK_SIGNED_OUT === '1';

function messages(lang) {
  const file = path.join(repo, 'assets/i18n', `${lang}.ftl`);
  const out = {};
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  for (const line of text.split('\n')) {
    const m = line.match(/^(web-[A-Za-z0-9-]+) = (.*)$/);
    if (m && !m[2].includes('{')) out[m[1]] = m[2];
  }
  return out;
}
function langOf(req) {
  const al = (req.headers['accept-language'] || 'en').split(',')[0].trim();
  for (const l of ['pt-BR', 'de', 'es', 'fr', 'ru', 'en']) if (al.toLowerCase().startsWith(l.toLowerCase().slice(0, 2))) return al.toLowerCase() === 'pt-br' || l !== 'pt-BR' ? l : l;
  return 'en';
}

const NAMES = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', P: 'pawn', C: 'Castalia' };
const FILES = 'abcdefgh';
function parseFen(fen) {
  const m = new Map();
  fen.split(' ')[0].split('/').forEach((row, r) => {
    let f = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) f += Number(ch);
      else { m.set(FILES[f] + (8 - r), (ch === ch.toUpperCase() ? 'w' : 'b') + ch.toUpperCase()); f++; }
    }
  });
  return m;
}
function toFen(pieces, turn) {
  const rows = [];
  for (let r = 8; r >= 1; r--) {
    let row = '', e = 0;
    for (const f of FILES) {
      const p = pieces.get(f + r);
      if (!p) { e++; continue; }
      if (e) { row += e; e = 0; }
      row += p[0] === 'w' ? p[1] : p[1].toLowerCase();
    }
    if (e) row += e;
    rows.push(row);
  }
  return `${rows.join('/')} ${turn[0]} - - 0 20`;
}
const pname = (p) => `${p[0] === 'w' ? 'white' : 'black'} ${NAMES[p[1]]}`;
function squares(pieces) {
  const out = [];
  for (let r = 8; r >= 1; r--) for (const f of FILES) {
    const sq = f + r, p = pieces.get(sq) || null;
    out.push({ square: sq, piece: p, label: `${sq}, ${p ? pname(p) : 'empty'}` });
  }
  return out;
}

const START = 'r3k2r/1P3ppp/3n4/7c/4P3/3C1N2/P1P2PPP/3RK2R w Kkq - 0 20';
const PALETTE = { light: '#eed8b2', dark: '#b08058', lastMove: 'rgba(205,210,106,0.55)', kidnap: 'rgba(236,110,20,0.59)', repulse: 'rgba(150,60,210,0.51)', check: '#e61414', mark: '#28963c' };

function mv(uci, san, extra = {}) {
  return { uci, san, from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] || null, effect: '', displaced: [], ...extra };
}
function whiteLegal(pieces) {
  const list = [
    ...['q', 'r', 'b', 'n', 'c'].map((p) => mv('b7b8' + p, 'b8=' + p.toUpperCase())),
    mv('b7a8q', 'bxa8=Q'),
    mv('d3d5', 'Cd5', {
      effect: 'kidnaps your rook from d1 to d3 and repulses the black knight from d6 to d8',
      displaced: [
        { kind: 'kidnap', piece: 'wR', from: 'd1', to: 'd3', becomesQueen: false },
        { kind: 'repulse', piece: 'bN', from: 'd6', to: 'd8', becomesQueen: false },
      ],
    }),
    mv('d3d4', 'Cd4', { effect: 'kidnaps your rook from d1 to d3', displaced: [{ kind: 'kidnap', piece: 'wR', from: 'd1', to: 'd3', becomesQueen: false }] }),
    mv('d3c4', 'Cc4'), mv('d3b5', 'Cb5'), mv('d3a6', 'Ca6'), mv('d3e2', 'Ce2'), mv('d3f1', 'Cf1'),
    mv('d3c3', 'Cc3'), mv('d3b3', 'Cb3'), mv('d3a3', 'Ca3'), mv('d3e3', 'Ce3'), mv('d3d2', 'Cd2'),
    mv('e4e5', 'e5'), mv('f3g5', 'Ng5'), mv('f3h4', 'Nh4'), mv('f3e5', 'Ne5'), mv('f3d4', 'Nd4'), mv('f3d2', 'Nd2'), mv('f3g1', 'Ng1'),
    mv('e1f1', 'Kf1'), mv('e1e2', 'Ke2'), mv('e1d2', 'Kd2'), mv('e1g1', 'O-O'), mv('h1g1', 'Rg1'), mv('h1f1', 'Rf1'),
    mv('d1d2', 'Rd2'), mv('d1c1', 'Rc1'), mv('d1b1', 'Rb1'), mv('d1a1', 'Ra1'),
    mv('a2a3', 'a3'), mv('a2a4', 'a4'), mv('c2c3', 'c3'), mv('c2c4', 'c4'), mv('g2g3', 'g3'), mv('g2g4', 'g4'), mv('h2h3', 'h3'), mv('h2h4', 'h4'),
  ];
  return list
    .filter((m) => pieces.get(m.from)?.[0] === 'w' && pieces.get(m.to)?.[0] !== 'w')
    .map((m) => {
      const target = pieces.get(m.to);
      const base = `${m.to}, ${target ? pname(target) : 'empty'}`;
      return { ...m, label: m.effect ? `${base}: ${m.san}, ${m.effect}` : `${base}: ${m.san}` };
    });
}

function applyMove(pieces, m) {
  const p = new Map(pieces);
  const mover = p.get(m.from);
  const carried = (m.displaced || []).map((d) => ({ d, piece: p.get(d.from) }));
  p.delete(m.from);
  for (const { d } of carried) p.delete(d.from);
  if (mover[1] === 'K' && m.from === 'e1' && m.to === 'g1') { p.delete('h1'); p.set('f1', 'wR'); }
  p.set(m.to, m.promotion ? mover[0] + m.promotion.toUpperCase() : mover);
  for (const { d, piece } of carried) if (piece) p.set(d.to, d.becomesQueen ? piece[0] + 'Q' : piece);
  return p;
}

const history = [
  ['Nf3', 'g1f3', 'white', []], ['Nc6', 'b8c6', 'black', []], ['e4', 'e2e4', 'white', []], ['d6', 'd7d6', 'black', []],
  ['Cd3', 'b1d3', 'white', []], ['Cc5', 'b8c5', 'black', []], ['b4', 'b2b4', 'white', []],
  ['Ch5', 'c5h5', 'black', [{ kind: 'repulse', piece: 'wP', from: 'g5', to: 'g3', becomesQueen: false }]],
];
let game;
function resetGame() {
  const pieces = parseFen(START);
  game = {
    pieces, turn: 'white', version: 7, over: false, offers: { draw: 'black', takeback: null },
    moves: history.map(([san, uci, by, displaced]) => ({ san, uci, by, fen: START, displaced, sentence: `${by === 'white' ? 'alice' : 'bob'} played ${san}.` })),
    clocks: { white: 312000, black: 287000, running: 'white' }, spectators: 2, spectatorsText: '2 watching', announce: 'bob played Ch5: it repulsed your pawn from g5 to g3.',
  };
  // Give the look-back positions something to show.
  game.moves[0].fen = 'rcbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RCBQKB1R b KQkq - 1 1';
  game.moves[1].fen = 'r1bqkbnr/pppppppp/2n5/8/8/5N2/PPPPPPPP/RCBQKB1R w KQkq - 2 2';
}
resetGame();

function stateFor() {
  const g = game;
  const last = g.moves[g.moves.length - 1] || null;
  return {
    id: 12, version: g.version, title: 'alice vs bob', terms: 'castalia, 5+3, rated',
    status: g.over ? 'bob won by resignation.' : `${g.turn === 'white' ? 'alice' : 'bob'} to move (${g.turn}), move 20.`,
    white: { name: 'alice', rating: 1512 }, black: { name: 'bob', rating: null },
    you: 'white', orientation: 'white', turn: g.turn, fen: toFen(g.pieces, g.turn), position: String(1000 + g.version),
    over: g.over, result: g.over ? '0-1' : null, squares: squares(g.pieces), check: null,
    moves: g.moves, lastMove: last,
    legal: !g.over && g.turn === 'white' ? whiteLegal(g.pieces) : [],
    clocks: { ...g.clocks }, offers: g.offers,
    actions: { resign: !g.over, draw: !g.over, declineDraw: !g.over && g.offers.draw === 'black', takeback: !g.over, declineTakeback: false, abort: false, claim: false, rematch: g.over, review: g.over },
    spectators: g.spectators, spectatorsText: g.spectatorsText, announce: g.announce, palette: PALETTE,
  };
}

const gameSockets = new Set();
const lobbySockets = new Set();
function broadcast() {
  const msg = JSON.stringify({ type: 'state', state: stateFor() });
  for (const ws of gameSockets) ws.send(msg);
}
function playMove(m, by) {
  game.pieces = applyMove(game.pieces, m);
  game.moves = [...game.moves, { san: m.san, uci: m.uci, by, fen: toFen(game.pieces, by === 'white' ? 'black' : 'white'), displaced: m.displaced || [], sentence: `${by === 'white' ? 'alice' : 'bob'} played ${m.san}.` }];
  game.turn = by === 'white' ? 'black' : 'white';
  game.version++;
  game.clocks.running = game.turn;
  game.announce = `${by === 'white' ? 'alice' : 'bob'} played ${m.san}${m.effect ? ': it ' + m.effect.replace(/^kidnaps/, 'kidnapped').replace(/repulses/, 'repulsed') : ''}.`;
  game.offers = { draw: null, takeback: null };
}
function botReply() {
  setTimeout(() => {
    const replies = [mv('h7h6', 'h6'), mv('g7g6', 'g6'), mv('f7f6', 'f6'), mv('h5h4', 'Ch4')];
    const r = replies.find((m) => game.pieces.get(m.from) && !game.pieces.get(m.to));
    if (r && game.turn === 'black') { playMove(r, 'black'); broadcast(); }
  }, 1500);
}

const review = () => {
  const evals = [20, 25, 30, 18, 60, 40, 120, -80, 150, 310, 280, 900, 1400];
  const verdicts = ['good', 'best', 'good', 'inaccuracy', 'best', 'good', 'mistake', 'blunder', 'best', 'good', 'best', 'good', 'best'];
  const sans = ['Nf3', 'Nc6', 'e4', 'd6', 'Cd3', 'Cc5', 'b4', 'Ch5', 'Cd5', 'Nc6', 'b5', 'Kf8', 'b6'];
  let pieces = parseFen('rcbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBNR w KQkq - 0 1');
  const moves = sans.map((san, i) => {
    const fenBefore = toFen(pieces, i % 2 ? 'black' : 'white');
    const disp = i === 8 ? [{ kind: 'kidnap', piece: 'wR', from: 'd1', to: 'd3', becomesQueen: false }, { kind: 'repulse', piece: 'bN', from: 'd6', to: 'd8', becomesQueen: false }] : [];
    const m = { san, uci: i === 8 ? 'd3d5' : 'a2a3', by: i % 2 ? 'black' : 'white', fen: i === 8 ? '3nk2r/1P3ppp/8/3C3c/4P3/3R1N2/P1P2PPP/4K2R b Kk - 1 20' : START, fenBefore, displaced: disp,
      explanation: `${i % 2 ? 'bob' : 'alice'} played ${san}${i === 8 ? ': the Castalia kidnapped the rook from d1 to d3 and repulsed the knight from d6 to d8' : ''}.`,
      verdict: verdicts[i], verdictText: { good: 'A good move', best: 'The best move', inaccuracy: 'An inaccuracy', mistake: 'A mistake', blunder: 'A blunder' }[verdicts[i]],
      reason: verdicts[i] === 'blunder' ? 'It lets the Castalia kidnap the rook with tempo; Cd5 was stronger.' : '', eval: evals[i] };
    return m;
  });
  return { moves, start: 'rcbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBNR w KQkq - 0 1', summary: 'alice won: accuracy 91% against 74%.' };
};

const lobby = {
  games: [
    { id: 12, title: 'alice vs bob', terms: 'castalia, 5+3, rated', status: 'alice to move (white), move 20', fen: START, orientation: 'white', lastMove: { from: 'c5', to: 'h5' }, yourTurn: true },
    { id: 14, title: 'carol vs alice', terms: 'castalia-weak, 3d, casual', status: 'carol to move (white), move 7', fen: 'rcbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RCBQKBNR w KQkq - 0 2', orientation: 'black', lastMove: { from: 'c7', to: 'c5' }, yourTurn: false },
  ],
  challenges: [
    { id: 5, text: 'dave challenges you: castalia, 10+5, rated', incoming: true },
    { id: 6, text: 'Your open challenge: standard, 3+2, casual', incoming: false },
  ],
  watch: [
    { id: 20, title: 'erin vs frank', terms: 'castalia, 10+5, rated', status: 'frank to move (black), move 12', fen: 'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3C1N2/PPPP1PPP/R1BQK2R b KQkq - 5 6', orientation: 'white', lastMove: { from: 'b1', to: 'd3' }, yourTurn: false },
    { id: 21, title: 'gina vs the bot (level 5)', terms: 'castalia, 3+2, casual', status: 'gina to move (white), move 30', fen: '6k1/5ppp/8/3c4/8/2C5/5PPP/6K1 w - - 0 30', orientation: 'white', lastMove: null, yourTurn: false },
    { id: 22, title: 'hugo vs ines', terms: 'standard, 5+0, rated', status: 'hugo to move (white), move 3', fen: 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2', orientation: 'white', lastMove: { from: 'e7', to: 'e5' }, yourTurn: false },
  ],
  play: {
    levels: [1, 2, 3, 4, 5, 6, 7, 8].map((v) => ({ value: v, label: `${v}${v === 3 ? ' (club player)' : v === 1 ? ' (beginner)' : v === 8 ? ' (strongest)' : ''}` })),
    variants: [{ value: 'castalia', label: 'Castalia' }, { value: 'castalia-weak', label: 'Castalia (weak)' }, { value: 'standard', label: 'Standard' }],
    colors: [{ value: 'random', label: 'Random' }, { value: 'white', label: 'White' }, { value: 'black', label: 'Black' }],
    times: [{ value: '10+5', label: '10+5' }, { value: '5+3', label: '5+3' }, { value: '3+2', label: '3+2' }, { value: 'none', label: 'No clock' }],
  },
};

function send(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml' };
function file(res, p) {
  fs.readFile(p, (err, data) => {
    if (err) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(p)] || 'application/octet-stream', 'Content-Security-Policy': "script-src 'self'; object-src 'none'; base-uri 'self'" });
    res.end(data);
  });
}
function readBody(req) {
  return new Promise((resolve) => {
    let b = '';
    req.on('data', (c) => (b += c));
    req.on('end', () => { try { resolve(b ? JSON.parse(b) : {}); } catch { resolve({}); } });
  });
}

// The Discord Activity (docs/web-api.md): codes 'good-code' (opens game 12) and 'good-lobby'
// (the channel's lobby) sign in, any other is refused; the bearers and the WebSocket sessions
// seen are kept for GET /api/mock/seen. MOCK_ACTIVITY_OFF=1: the Activity is off (404).
const ACTIVITY_OFF = process.env.MOCK_ACTIVITY_OFF === '1';
const bearers = new Set();
const seen = { bearers: [], sockets: [], activity: [] };
function bearerOf(req) {
  const m = String(req.headers.authorization || '').match(/^Bearer (.+)$/);
  return m ? m[1] : null;
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://x');
  const p = url.pathname.replace(/^\/\.proxy/, '');
  const lang = langOf(req);
  if (p === '/api/activity/config') {
    return ACTIVITY_OFF ? send(res, 404, { error: 'The Activity is off.' }) : send(res, 200, { clientId: '900' });
  }
  if (p === '/api/activity/session' && req.method === 'POST') {
    const body = await readBody(req);
    seen.activity.push(body);
    if (ACTIVITY_OFF) return send(res, 404, { error: 'The Activity is off.' });
    if (body.code !== 'good-code' && body.code !== 'good-lobby') {
      return send(res, 403, { error: 'Discord did not confirm who you are: open the Activity again.' });
    }
    const session = `mock-bearer-${bearers.size + 1}`;
    bearers.add(session);
    return send(res, 200, { session, accessToken: 'mock-access-token', user: { id: '123', name: 'alice' }, lang: 'en', game: body.code === 'good-code' ? 12 : null });
  }
  if (p === '/api/mock/seen') return send(res, 200, seen);
  const bearer = bearerOf(req);
  if (bearer !== null) {
    seen.bearers.push({ path: p, bearer });
    if (p.startsWith('/api/') && !bearers.has(bearer)) return send(res, 401, { error: 'Your session has ended.', lang, messages: messages(lang), signInWithDiscord: false });
  }
  if (p.startsWith('/api/') && SIGNED_OUT) return send(res, 401, { error: 'You are not signed in.', lang, messages: messages(lang), signInWithDiscord: true });
  if (p === '/api/session') return send(res, 200, { user: { id: '123', name: 'alice' }, lang, messages: messages(lang), signInWithDiscord: false });
  if (p === '/api/signout') return send(res, 200, {});
  if (p === '/api/lobby') return send(res, 200, lobby);
  if (p === '/api/play') return send(res, 200, { game: 12 });
  if (p === '/api/challenges' && req.method === 'POST') return send(res, 200, { challenge: 6, link: `http://${req.headers.host}/challenge/6` });
  let m;
  if ((m = p.match(/^\/api\/challenges\/(\d+)$/))) {
    const c = lobby.challenges.find((c) => c.id === Number(m[1]));
    return c ? send(res, 200, c) : send(res, 404, { error: 'No such challenge.' });
  }
  if ((m = p.match(/^\/api\/challenges\/(\d+)\/(accept|decline|cancel)$/))) return send(res, 200, m[2] === 'accept' ? { game: 12 } : {});
  if (p === '/api/mock/reset') { resetGame(); broadcast(); return send(res, 200, {}); }
  if (p === '/api/mock/over') { game.over = true; game.version++; game.clocks.running = null; broadcast(); return send(res, 200, {}); }
  if ((m = p.match(/^\/api\/games\/(\d+)$/))) return send(res, 200, stateFor());
  if ((m = p.match(/^\/api\/games\/(\d+)\/review$/))) return send(res, 200, review());
  if ((m = p.match(/^\/api\/games\/(\d+)\/move$/)) && req.method === 'POST') {
    const body = await readBody(req);
    await new Promise((r) => setTimeout(r, 250));
    const legal = stateFor().legal;
    let chosen = null;
    if (body.text) chosen = legal.find((l) => l.san.toLowerCase() === String(body.text).toLowerCase() || l.uci === body.text);
    else chosen = legal.find((l) => l.uci === body.uci);
    if (body.uci === 'h2h4') return send(res, 409, { error: 'The game has moved on since you chose that move.', state: stateFor() });
    if (!chosen) return send(res, 422, { error: `"${body.text ?? body.uci}" is not a legal move here.`, state: stateFor() });
    if (body.uci && body.position !== stateFor().position) return send(res, 409, { error: 'The game has moved on since you chose that move.', state: stateFor() });
    playMove(chosen, 'white');
    const st = stateFor();
    setTimeout(broadcast, 10);
    botReply();
    return send(res, 200, { state: st });
  }
  if ((m = p.match(/^\/api\/games\/(\d+)\/([a-z-]+)$/)) && req.method === 'POST') {
    const a = m[2];
    if (a === 'resign') { game.over = true; game.clocks.running = null; }
    if (a === 'decline-draw') game.offers = { ...game.offers, draw: null };
    game.version++;
    const msgs = { resign: 'You resigned.', draw: 'You offered a draw.', 'decline-draw': 'You declined the draw.', takeback: 'You asked for a takeback.', rematch: 'Rematch offered to bob.' };
    broadcast();
    return send(res, 200, { message: msgs[a] || 'Done.', state: stateFor(), ...(a === 'rematch' ? { challenge: 7 } : {}) });
  }
  if (p.startsWith('/api/')) return send(res, 404, { error: 'Unknown.' });
  if (p.startsWith('/pieces/')) return file(res, path.join(repo, 'assets/pieces', path.basename(p)));
  if (p.startsWith('/assets/')) return file(res, path.join(web, 'dist/assets', path.basename(p)));
  return file(res, path.join(web, 'dist/index.html'));
});

const wss = new WebSocketServer({ noServer: true });
server.on('upgrade', (req, socket, head) => {
  const u = new URL(req.url, 'http://x');
  const p = u.pathname.replace(/^\/\.proxy/, '');
  if (u.searchParams.has('session')) seen.sockets.push({ path: p, session: u.searchParams.get('session') });
  wss.handleUpgrade(req, socket, head, (ws) => {
    if (p.startsWith('/ws/games/')) {
      gameSockets.add(ws);
      ws.send(JSON.stringify({ type: 'state', state: stateFor() }));
      ws.on('close', () => gameSockets.delete(ws));
    } else {
      lobbySockets.add(ws);
      ws.on('close', () => lobbySockets.delete(ws));
    }
    ws.on('message', (d) => {
      try { if (JSON.parse(String(d)).type === 'ping') ws.send('{"type":"pong"}'); } catch {}
    });
  });
});
server.listen(port, '127.0.0.1', () => console.log(`mock on http://127.0.0.1:${port}/`));
