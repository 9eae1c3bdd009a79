// Shared helpers for the browser tests: serve dist/, drive headless Chromium
// through playwright-core, act on the page as a person does (mouse, keyboard,
// fingers, clipboard, dropped files) at the widgets the page reports, read
// its state through the test hook (window.knights) and validate tours. Every
// test file imports from here; see docs/page.md.
//
// KT_DEVICE picks the device every page test runs on: "laptop" (1366x768,
// mouse; the default) or "phone" (390x844 CSS pixels, touch, mobile, 3 device
// pixels per CSS pixel). Run the suite once with each.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const distDir = process.env.KT_DIST ? path.resolve(process.env.KT_DIST) : path.join(repoRoot, 'dist');
export const artifactsDir = path.join(repoRoot, 'tests', 'browser', 'artifacts');
// The native CLI, from the test build (run_all.sh) or the README's plain build.
export const knightsCli = process.env.KNIGHTS_CLI ||
  [path.join(repoRoot, 'build', 'native', 'src', 'cli', 'knights'),
   path.join(repoRoot, 'build', 'src', 'cli', 'knights')].find((f) => fs.existsSync(f)) ||
  path.join(repoRoot, 'build', 'native', 'src', 'cli', 'knights');

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
];
export const READY_TIMEOUT_MS = 60_000;

export const DEVICES = {
  laptop: { viewport: { width: 1366, height: 768 }, hasTouch: false, isMobile: false, deviceScaleFactor: 1 },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 },
};
export const DEVICE = process.env.KT_DEVICE || 'laptop';
if (!DEVICES[DEVICE]) throw new Error(`KT_DEVICE=${DEVICE}: use one of ${Object.keys(DEVICES).join(', ')}`);
export const touch = DEVICES[DEVICE].hasTouch;
/** A screenshot name with the device in it, so both runs keep their pictures. */
export const shot = (name) => `${DEVICE}-${name}`;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- server ---------------------------------------------------------------

/** Starts web/serve.py on a free port; resolves to { url, process, stop() }. */
export function startServer({ isolation = true, dir = distDir } = {}) {
  const args = [path.join(repoRoot, 'web', 'serve.py'), '--dir', dir, '--port', '0'];
  if (!isolation) args.push('--no-isolation-headers');
  const child = spawn('python3', args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = () => { if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM'); };
  process.once('exit', stop);   // never leave a server behind, even on a crash
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => { stop(); reject(new Error(`serve.py did not start: ${err}`)); }, 10_000);
    child.stderr.on('data', (d) => { err += d; });
    child.stdout.on('data', (d) => {
      out += d;
      const match = out.match(/^serving (http:\/\/\S+)\n/);
      if (match) { clearTimeout(timer); resolve({ url: match[1], process: child, stop }); }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve.py exited with ${code}: ${err.trim()}`));
    });
  });
}

// ---- browser --------------------------------------------------------------

/**
 * Opens the app: server + Chromium (fresh profile) + page, waiting until the
 * app reports its first frame. Returns a session; always call session.close().
 * serviceWorkers: 'block' models a host where neither headers nor the service
 * worker can isolate the page (it must then run single-threaded).
 *   session.page, session.url, session.errors (console errors + page errors),
 *   session.messages (every console line), session.close()
 */
export async function openApp({
  isolation = true, serviceWorkers = 'allow', waitReady = true, device = DEVICE,
} = {}) {
  const session = { errors: [], messages: [], server: null, context: null, page: null, profile: null };
  session.close = async () => {
    try { if (session.context) await session.context.close(); } catch { /* already gone */ }
    if (session.server) session.server.stop();
    if (session.profile) fs.rmSync(session.profile, { recursive: true, force: true });
  };
  try {
    session.server = await startServer({ isolation });
    session.url = session.server.url;
    session.profile = fs.mkdtempSync(path.join(os.tmpdir(), 'knights-chromium-'));
    session.context = await chromium.launchPersistentContext(session.profile, {
      executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, serviceWorkers, ...DEVICES[device],
    });
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.url });
    const page = session.context.pages()[0] || await session.context.newPage();
    session.page = page;
    page.on('console', (msg) => {
      const line = `[${msg.type()}] ${msg.text()}`;
      session.messages.push(line);
      if (msg.type() === 'error') session.errors.push(line);
    });
    page.on('pageerror', (error) => session.errors.push(`[pageerror] ${error.stack || error}`));
    await page.goto(session.url, { waitUntil: 'load' });
    if (waitReady) await waitForReady(page);
    return session;
  } catch (error) {
    await session.close();
    throw error;
  }
}

/** Polls until window.knights.ready; survives the service worker's reload. */
export async function waitForReady(page, timeoutMs = READY_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const probe = await page.evaluate(() => ({
        ready: !!(window.knights && window.knights.ready),
        status: document.getElementById('status-text')?.textContent || '',
      }));
      if (probe.ready) return;
      last = probe.status;
    } catch { /* the page navigated (service-worker reload): try again */ }
    await sleep(200);
  }
  throw new Error(`the app did not report its first frame within ${timeoutMs} ms (status line: "${last}")`);
}

export const state = (page) => page.evaluate(() => window.knights.state());
export const command = (page, obj) => page.evaluate((o) => window.knights.command(o), obj);

/** Polls state() until predicate(state) holds; returns that state. */
export async function waitForState(page, predicate, { timeoutMs = 60_000, intervalMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let s;
  while (Date.now() < deadline) {
    s = await state(page);
    if (predicate(s)) return s;
    await sleep(intervalMs);
  }
  throw new Error(`state condition not met within ${timeoutMs} ms; last state: ${JSON.stringify(s).slice(0, 500)}`);
}

// ---- squares ----------------------------------------------------------------

/** "a1" -> {file: 0, rank: 0}; files past z are aa, ab, ... (spreadsheet style). */
export function parseSquare(name) {
  const match = /^([a-z]+)([1-9][0-9]*)$/.exec(name);
  if (!match) throw new Error(`not a square name: '${name}'`);
  let file = 0;
  for (const ch of match[1]) file = file * 26 + (ch.charCodeAt(0) - 96);
  return { file: file - 1, rank: Number(match[2]) - 1 };
}

export function squareName(file, rank) {
  let letters = '';
  for (let n = file + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(97 + ((n - 1) % 26)) + letters;
  }
  return `${letters}${rank + 1}`;
}

/** Centre of a square in page CSS pixels, from state().board_rect. */
export async function squareCentre(page, name) {
  const { board_rect: r } = await state(page);
  const { file, rank } = parseSquare(name);
  if (file >= r.cols || rank >= r.rows) throw new Error(`${name} is not on a ${r.rows}x${r.cols} board`);
  const box = await page.locator('#canvas').boundingBox();
  return {
    x: box.x + r.x + (file + 0.5) * r.cell,
    y: box.y + r.y + (r.rows - 1 - rank + 0.5) * r.cell,
  };
}

/**
 * Resolves after the app has run `count` more frames. The page rests when
 * nothing changes (no frames at all); the "stats" command wakes it, as any
 * command does, for some 30 frames.
 */
export async function waitFrames(page, count = 2, timeoutMs = 30_000) {
  const start = (await command(page, { cmd: 'stats' })).frame;
  return waitForState(page, (s) => s.frame >= start + count, { timeoutMs, intervalMs: 20 });
}

/**
 * The share of one core the page's main thread was busy over `ms`
 * milliseconds (Chrome DevTools Protocol Performance.getMetrics: the change
 * in TaskDuration over the wall time), and the frames the app ran meanwhile.
 * Nothing is sent to the page while it measures.
 */
export async function mainThreadShare(page, ms = 10_000) {
  const session = await cdp(page);
  await session.send('Performance.enable', { timeDomain: 'timeTicks' });
  const metrics = async () => Object.fromEntries((await session.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const s0 = await state(page);
  const a = await metrics();
  await sleep(ms);
  const b = await metrics();
  const s1 = await state(page);
  const wall = b.Timestamp - a.Timestamp;
  return {
    share: (b.TaskDuration - a.TaskDuration) / wall,
    script: (b.ScriptDuration - a.ScriptDuration) / wall,
    seconds: wall, frames: s1.frame - s0.frame, drawn: s1.drawn_frames - s0.drawn_frames,
  };
}

/**
 * Clicks (laptop) or taps (phone) a square on the canvas like a person would:
 * the pointer arrives over the square, the app draws a frame or two (so ImGui
 * knows the pointer left its panels), then the button goes down and up.
 */
export async function clickSquare(page, name) {
  const { x, y } = await squareCentre(page, name);
  await press(page, x, y);
}

/** A mouse click or a finger's tap at (x, y) CSS pixels, by device. */
export async function press(page, x, y) {
  if (touch) {
    await page.touchscreen.tap(x, y);
  } else {
    await page.mouse.move(x, y);
    await waitFrames(page, 2);
    await page.mouse.click(x, y);
  }
}

// ---- fingers (Chrome DevTools Protocol touch events) ------------------------

const cdpSessions = new WeakMap();
async function cdp(page) {
  if (!cdpSessions.has(page)) cdpSessions.set(page, await page.context().newCDPSession(page));
  return cdpSessions.get(page);
}
/** Touch points move from `from` to `to` (arrays of {x, y}, one per finger) in `steps` steps. */
export async function fingers(page, from, to, { steps = 8, stepMs = 16 } = {}) {
  const session = await cdp(page);
  const at = (t) => from.map((p, i) => ({ x: p.x + (to[i].x - p.x) * t, y: p.y + (to[i].y - p.y) * t, id: i }));
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let k = 1; k <= steps; k++) {
    await sleep(stepMs);
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(k / steps) });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
/** One finger drags from (x, y) by (dx, dy). */
export const swipe = (page, x, y, dx, dy, options) => fingers(page, [{ x, y }], [{ x: x + dx, y: y + dy }], options);
/** Two fingers around (x, y) spread from `d0` to `d1` pixels apart. */
export const pinch = (page, x, y, d0, d1, options) => fingers(page,
  [{ x: x - d0 / 2, y }, { x: x + d0 / 2, y }], [{ x: x - d1 / 2, y }, { x: x + d1 / 2, y }], options);

// ---- widgets ----------------------------------------------------------------

/** The widgets the app drew in its last frame: [{label, window, x, y, w, h, visible, checked}]. */
export const widgets = (page) => page.evaluate(() => window.knights.widgets());
const shownLabel = (label) => label.split('##')[0];
const matches = (w, label) => (label instanceof RegExp ? label.test(w.label)
  : w.label === label || shownLabel(w.label) === label);

/** The first widget called `label` (its full label, the part before "##", or a RegExp), or null. */
export async function findWidget(page, label, { nth = 0 } = {}) {
  const found = (await widgets(page)).filter((w) => matches(w, label));
  return found[nth] || null;
}

/**
 * A point on the side panel's own scroll bar (left on a laptop, below the
 * board on a phone): a wheel or swipe there scrolls the panel, not a list
 * inside it. The panel's width follows src/app/layout.cpp.
 */
function panelPoint(page, isTouch = touch) {
  const { width, height } = page.viewportSize();
  if (isTouch) return { x: width - 6, y: height * 0.8 };
  return { x: Math.min(340, Math.max(220, width * 0.4)) - 6, y: height * 0.6 };
}

/** Scrolls the side panel by about `dy` CSS pixels: the wheel, or a finger's swipe. */
export async function scrollPanel(page, dy, isTouch = touch) {
  const p = panelPoint(page, isTouch);
  if (isTouch) {
    // Each touch event waits for a frame, slow at a phone's 3 device pixels
    // per CSS pixel: long, quick swipes (the panel has no momentum).
    for (let left = dy; Math.abs(left) >= 1;) {
      const step = Math.sign(left) * Math.min(Math.abs(left), 300);
      await swipe(page, p.x, p.y, 0, -step, { steps: 6 });
      await waitFrames(page, 1);
      left -= step;
    }
  } else {
    await page.mouse.move(p.x, p.y);
    await waitFrames(page, 1);
    await page.mouse.wheel(0, dy);
  }
  await waitFrames(page, 2);
}

/**
 * How far to scroll the panel to bring a widget drawn at `y` (height `h`)
 * wholly into view; `visible` is the part of it in view, which lies at the
 * edge of the view when none of it is. 0 when it is in view already.
 */
function towards(y, h, visible) {
  const margin = 20;
  if (y < visible.y - 0.5) return y - visible.y - margin;
  if (y + h > visible.y + visible.h + 0.5) return y + h - (visible.y + visible.h) + margin;
  return 0;
}

/**
 * Scrolls the panel until `look()` reports the widget shown, and returns what
 * it reported ({y, h, visible: {y, h}, shown}, or null when the widget was not
 * drawn): straight towards the widget once it is drawn out of view, else by a
 * plan that looks further down first, then back up. Null when it never shows.
 */
export async function scrollUntilShown(page, look, isTouch = touch) {
  // Down a screen or so at a time to the end, then back up the same way: a
  // jump would skip a widget drawn only while its part of the panel shows.
  const down = isTouch ? 300 : 150;
  const plan = [...Array(isTouch ? 6 : 8).fill(down), ...Array(isTouch ? 12 : 16).fill(-down)];
  // Positions from a frame drawn after whatever came before (a hook command
  // that changed the panel, say): a person looks before pressing.
  await waitFrames(page, 2);
  for (let tries = 0, next = 0; tries < plan.length + 8; tries++) {
    const w = await look();
    if (w?.shown) return w;
    const dy = (w && towards(w.y, w.h, w.visible)) || plan[next++];
    if (dy === undefined) return null;
    await scrollPanel(page, dy, isTouch);
  }
  return null;
}

/**
 * Scrolls the panel until the widget is wholly in view (drawn, and inside
 * its window); returns it. Throws, naming what is in view, when it never shows up.
 */
export async function revealWidget(page, label, { nth = 0 } = {}) {
  const shown = await scrollUntilShown(page, async () => {
    const w = await findWidget(page, label, { nth });
    return w && { ...w, shown: w.visible.h >= w.h - 1 && w.visible.w > 4 };
  });
  if (shown) return shown;
  const labels = (await widgets(page)).map((w) => w.label).join(' | ');
  throw new Error(`no widget '${label}' in view; the page shows: ${labels}`);
}

/** Presses the button (checkbox, tab, header ...) called `label` with the mouse or a finger. */
export async function pressWidget(page, label, options) {
  const w = await revealWidget(page, label, options);
  await press(page, w.visible.x + w.visible.w / 2, w.visible.y + w.visible.h / 2);
  await waitFrames(page, 2);
  return w;
}

/** Focuses the text field `label`, selects what it holds and types `text` (Enter with enter: true). */
export async function typeInto(page, label, text, { enter = false } = {}) {
  const w = await pressWidget(page, label);
  await waitFrames(page, 2);
  if (touch) await waitForKeyboard(page, { x: w.visible.x + w.visible.w / 2, y: w.visible.y + w.visible.h / 2 });
  await page.keyboard.press('Control+A');
  await waitFrames(page, 2);   // a person lets go of Ctrl before typing (ImGui drops text typed with Ctrl held)
  if (touch) await page.keyboard.insertText(text);   // as an on-screen keyboard types
  else await page.keyboard.type(text);
  await waitFrames(page, 2);
  if (enter) await page.keyboard.press('Enter');
  await waitFrames(page, 2);
}

/**
 * On a touch screen, waits until the on-screen keyboard types into the field
 * tapped at `at` (page pixels): the page's text entry has focus and sits over
 * that field. A person waits for that before typing; a few frames pass
 * between the tap and it.
 */
export async function waitForKeyboard(page, at, timeoutMs = 5000) {
  await page.waitForFunction(({ x, y }) => {
    const entry = document.activeElement;
    if (entry?.id !== 'kt-text-entry') return false;
    const r = entry.getBoundingClientRect();
    return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
  }, at, { timeout: timeoutMs });
}

/** Opens a tab of the side panel by pressing it once, as a person would. */
export async function openTab(page, name) {
  await pressWidget(page, name);
  return waitForState(page, (s) => s.tab === name, { timeoutMs: 5_000 });
}

// ---- clipboard and files ------------------------------------------------------

/** Puts text on the system clipboard, as copying it in another program would. */
export const setClipboard = (page, text) => page.evaluate((t) => navigator.clipboard.writeText(t), text);
export const readClipboard = (page) => page.evaluate(() => navigator.clipboard.readText());
/** Ctrl+V (Cmd+V on macOS). */
export const pasteKeys = (page) => page.keyboard.press(process.platform === 'darwin' ? 'Meta+V' : 'Control+V');

/**
 * Drops text files on the page: `files` is [{name, text}]. Playwright's way
 * to drop files: a DataTransfer holding them, in a drop event on the canvas.
 */
export async function dropFiles(page, files) {
  const transfer = await page.evaluateHandle((list) => {
    const data = new DataTransfer();
    for (const f of list) data.items.add(new File([f.text], f.name, { type: 'text/plain' }));
    return data;
  }, files);
  await page.dispatchEvent('#canvas', 'dragover', { dataTransfer: transfer });
  await page.dispatchEvent('#canvas', 'drop', { dataTransfer: transfer });
}

/** Average frame time (ms) measured by wall clock over at least `frames` frames or `minMs`. */
export async function measureFrameTime(page, { minMs = 2000, frames = 3, timeoutMs = 60_000 } = {}) {
  // Polls the cheap "stats" command, not state(): serialising a 90,000-square
  // tour on every poll would itself slow the frames being measured.
  const stats = () => command(page, { cmd: 'stats' });
  const a = await stats();
  const t0 = Date.now();
  let b = a;
  while (b.frame < a.frame + frames || Date.now() - t0 < minMs) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`only ${b.frame - a.frame} frames in ${timeoutMs} ms`);
    await sleep(50);
    b = await stats();
  }
  return {
    ms: (Date.now() - t0) / (b.frame - a.frame), frames: b.frame - a.frame, drawn: b.drawn_frames - a.drawn_frames,
    stats: b, state: await state(page),
  };
}

// ---- pictures ---------------------------------------------------------------

/** Saves a PNG screenshot as tests/browser/artifacts/<name>.png; returns the path. */
export async function screenshot(page, name) {
  fs.mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/** Number of distinct RGB colours in a PNG file. */
export function distinctColours(pngPath) {
  const png = PNG.sync.read(fs.readFileSync(pngPath));
  const seen = new Set();
  for (let i = 0; i < png.data.length; i += 4) {
    seen.add((png.data[i] << 16) | (png.data[i + 1] << 8) | png.data[i + 2]);
  }
  return seen.size;
}

/** Writes text (e.g. the console log) next to the screenshots. */
export function saveArtifact(name, text) {
  fs.mkdirSync(artifactsDir, { recursive: true });
  fs.writeFileSync(path.join(artifactsDir, name), text);
}

// ---- tours ------------------------------------------------------------------

/**
 * Checks a tour (list of square names) on a rows x cols board: knight moves,
 * every square exactly once. Returns { ok, closed, error }.
 */
export function validateTour(tour, rows, cols) {
  if (!Array.isArray(tour)) return { ok: false, error: 'tour is not an array' };
  if (tour.length !== rows * cols) {
    return { ok: false, error: `tour has ${tour.length} squares, the board ${rows * cols}` };
  }
  const seen = new Set();
  let prev = null;
  for (let i = 0; i < tour.length; i++) {
    let sq;
    try { sq = parseSquare(tour[i]); } catch (e) { return { ok: false, error: `move ${i + 1}: ${e.message}` }; }
    if (sq.file >= cols || sq.rank >= rows) return { ok: false, error: `move ${i + 1}: ${tour[i]} is off the board` };
    const key = sq.rank * cols + sq.file;
    if (seen.has(key)) return { ok: false, error: `move ${i + 1}: ${tour[i]} visited twice` };
    seen.add(key);
    if (prev && !isKnightMove(prev, sq)) {
      return { ok: false, error: `move ${i + 1}: ${tour[i - 1]} -> ${tour[i]} is not a knight move` };
    }
    prev = sq;
  }
  const closed = tour.length > 2 && isKnightMove(parseSquare(tour[0]), prev);
  return { ok: true, closed, error: '' };
}

function isKnightMove(a, b) {
  const df = Math.abs(a.file - b.file);
  const dr = Math.abs(a.rank - b.rank);
  return (df === 1 && dr === 2) || (df === 2 && dr === 1);
}

/**
 * Runs `knights check --board RxC -` on the tour when the native CLI is built.
 * Returns { available, status, stdout, stderr }.
 */
export function cliCheck(tour, rows, cols) {
  if (!fs.existsSync(knightsCli)) return { available: false };
  const run = spawnSync(knightsCli, ['check', '--board', `${rows}x${cols}`, '-'], {
    input: `${tour.join(' ')}\n`, encoding: 'utf8', timeout: 30_000,
  });
  return { available: true, status: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim() };
}

export const distReady = () => fs.existsSync(path.join(distDir, 'knights_app.wasm'));
