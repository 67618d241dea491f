// Serves tests/activity-harness.html on http://localhost:3333 (an origin that
// @discord/embedded-app-sdk accepts messages from, besides Discord's own): the stand-in for the
// Discord client that frames the board as an Activity.
//   node tests/activity-harness.mjs            (then open
//   http://localhost:3333/?board=http://127.0.0.1:8099/&code=good-code)
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const PAGE = path.join(here, 'activity-harness.html');
export const HARNESS_PORT = 3333;
export const HARNESS_URL = `http://localhost:${HARNESS_PORT}/activity-harness.html`;

function handler(req, res) {
  const p = new URL(req.url, 'http://x').pathname;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405);
    return res.end();
  }
  if (p === '/' || p === '/activity-harness.html') {
    const body = fs.readFileSync(PAGE);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Activity-Harness': '1' });
    return res.end(req.method === 'HEAD' ? undefined : body);
  }
  if (p === '/favicon.ico') {
    res.writeHead(204);
    return res.end();
  }
  res.writeHead(404, { 'Content-Type': 'text/plain' });
  res.end('not found');
}

function listen(server, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(HARNESS_PORT, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** Is a harness already answering on the port (another test file's, or a manual one)? */
async function already() {
  try {
    const r = await fetch(`http://127.0.0.1:${HARNESS_PORT}/activity-harness.html`, { method: 'HEAD' });
    return r.ok && r.headers.get('x-activity-harness') === '1';
  } catch {
    return false;
  }
}

/** Starts the harness server on localhost:3333 (IPv4, and IPv6 when there is one), or reuses
 * one that runs already. Returns {url, close}. */
export async function startHarness() {
  if (await already()) return { url: HARNESS_URL, close: async () => {}, reused: true };
  const servers = [];
  try {
    servers.push(await listen(http.createServer(handler), '127.0.0.1'));
  } catch (e) {
    if (e.code === 'EADDRINUSE' && (await already())) return { url: HARNESS_URL, close: async () => {}, reused: true };
    throw e;
  }
  try {
    servers.push(await listen(http.createServer(handler), '::1'));
  } catch {
    /* no IPv6 loopback: Chromium falls back to 127.0.0.1 */
  }
  const close = () => Promise.all(servers.map((s) => new Promise((r) => s.close(() => r()))));
  return { url: HARNESS_URL, close, reused: false };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const h = await startHarness();
  console.log(`activity harness on ${h.url}${h.reused ? ' (already running)' : ''}`);
}
