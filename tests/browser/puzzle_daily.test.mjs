// The daily clue puzzle played to the solved screen through real input: mouse
// clicks on a laptop-sized window, touch taps on a phone-sized one. The
// daily puzzle is started by hand; the hook reads the solution to know where to tap; every
// number goes in through events (tap a placed number, then the empty square a
// move away, which takes the next number). Also: progress survives a reload,
// and generation times are logged.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';

import {
  CHROMIUM, CHROMIUM_ARGS, DEVICE, DEVICES as SCREENS, command, openApp, readClipboard, screenshot, shot, sleep, squareCentre, startServer, state,
  validateTour, waitForReady, waitForState, waitFrames,
} from './harness.mjs';
import { DEVICES, press as pressNamedOn, pressSquare as pressSquareOn } from './devices.mjs';

const pressNamed = (page, name) => pressNamedOn(page, DEVICES[0], name);
const pressSquare = (page, square) => pressSquareOn(page, DEVICES[0], square);

const clue = (s) => s.tabs.Puzzle.clue;
// The suite runs once a device (KT_DEVICE): the mouse test and the figures
// on the laptop pass, the touch test on the phone pass.
const onLaptop = { skip: DEVICE !== 'laptop' && 'the laptop pass plays it' };
const onPhone = { skip: DEVICE !== 'phone' && 'the phone pass plays it' };

// As a person starts it: the page's "Daily puzzle #N" button, on the first screen.
async function startDaily(page) {
  await pressNamed(page, 'page.daily');
  return clue(await waitForState(page, (s) => clue(s) && clue(s).solution && clue(s).board === '8x8' && clue(s).daily,
    { timeoutMs: 60_000 }));
}

// Today's daily number and date by the UTC calendar, computed apart from the app.
function todaysDaily() {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { number: Math.round((today - Date.UTC(2026, 0, 1)) / 86_400_000) + 1, date: new Date(today).toISOString().slice(0, 10) };
}

// WCAG 2 contrast of a square's number as drawn: the tile is the commonest
// colour in the middle of the square, the ink the pixel farthest from it in
// luminance (the core of a glyph's stroke).
function luminance([r, g, b]) {
  const f = (c) => { const v = c / 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}
async function numberContrast(page, file, square) {
  const png = PNG.sync.read(fs.readFileSync(file));
  const { x, y } = await squareCentre(page, square);
  const cell = (await state(page)).board_rect.cell;
  const scale = png.width / page.viewportSize().width;
  const counts = new Map();
  const pixels = [];
  for (let py = Math.round((y - cell * 0.3) * scale); py <= (y + cell * 0.3) * scale; py++) {
    for (let px = Math.round((x - cell * 0.3) * scale); px <= (x + cell * 0.3) * scale; px++) {
      const i = (py * png.width + px) * 4;
      const rgb = [png.data[i], png.data[i + 1], png.data[i + 2]];
      counts.set(rgb.join(), (counts.get(rgb.join()) || 0) + 1);
      pixels.push(rgb);
    }
  }
  const tile = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0].split(',').map(Number);
  const lt = luminance(tile);
  const ink = pixels.reduce((best, p) => (Math.abs(luminance(p) - lt) > Math.abs(luminance(best) - lt) ? p : best), tile);
  const li = luminance(ink);
  return { ratio: (Math.max(lt, li) + 0.05) / (Math.min(lt, li) + 0.05), tile, ink };
}

// Taps (or clicks) `from`, then `to`: puts the number after (or before) from's on `to`.
async function play(page, press) {
  let c = clue(await state(page));
  const sol = c.solution;
  const placed = () => new Set([...Object.values(c.clues), ...Object.values(c.entries)]);
  const refresh = async () => { c = clue(await state(page)); };
  // Forward from every placed number, then backward below the first clue.
  for (let k = 2; k <= sol.length; k++) {
    if (placed().has(k) || !placed().has(k - 1)) continue;
    await press(sol[k - 2]);
    await press(sol[k - 1]);
    await waitForState(page, (s) => Object.values(clue(s).entries).includes(k) || clue(s).solved, { timeoutMs: 10_000 });
    await refresh();
  }
  for (let k = sol.length - 1; k >= 1; k--) {
    if (placed().has(k)) continue;
    await press(sol[k]);
    await press(sol[k - 1]);
    await waitForState(page, (s) => Object.values(clue(s).entries).includes(k) || clue(s).solved, { timeoutMs: 10_000 });
    await refresh();
  }
  return clue(await waitForState(page, (s) => clue(s).solved, { timeoutMs: 10_000 }));
}

describe('daily clue puzzle', () => {
  test('by mouse at 1366x768, with a typed digit, Backspace, and progress restored on reload', onLaptop, async () => {
    const app = await openApp({ viewport: { width: 1366, height: 768 } });
    try {
      const { page } = app;
      const first = await startDaily(page);
      console.log(`daily 8x8 ${first.graded}: ${Object.keys(first.clues).length} clues, made in ${first.generate_seconds.toFixed(3)} s`);
      assert.ok(validateTour(first.solution, 8, 8).ok);
      await screenshot(page, 'puzzle-daily-start');
      const click = async (sq) => {
        const { x, y } = await squareCentre(page, sq);
        await page.mouse.move(x, y);
        await waitFrames(page, 1);
        await page.mouse.click(x, y);
        await waitFrames(page, 1);
      };
      // A digit typed on the keyboard goes into the selected square; Backspace clears it.
      const sol = first.solution;
      const empty = sol.find((sq) => !(sq in first.clues) && !(sq in first.entries));
      await click(empty);
      await page.keyboard.press('Digit1');
      const typed = clue(await waitForState(page, (s) => Object.keys(clue(s).entries).length === 1));
      assert.equal(typed.entries[empty], 1);
      await page.keyboard.press('Backspace');
      await waitForState(page, (s) => Object.keys(clue(s).entries).length === 0);
      // Progress survives a reload.
      const k = sol.findIndex((sq, i) => i > 0 && !(sq in first.clues) && (sol[i - 1] in first.clues)) + 1;
      await click(sol[k - 2]);
      await click(sol[k - 1]);
      await waitForState(page, (s) => clue(s).entries[sol[k - 1]] === k);
      await page.reload({ waitUntil: 'load' });
      await waitForReady(page);
      assert.equal((await command(page, { cmd: 'tab', name: 'Puzzle' })).ok, true);
      const back = clue(await waitForState(page, (s) => clue(s) && clue(s).entries && clue(s).entries[sol[k - 1]] === k, { timeoutMs: 60_000 }));
      assert.deepEqual(back.solution, sol);
      const solved = await play(page, click);
      assert.equal(solved.solved, true);
      assert.ok(solved.seconds > 0);
      await waitFrames(page, 3);
      await screenshot(page, 'puzzle-daily-solved-mouse');
      assert.deepEqual(app.errors, []);
    } finally {
      await app.close();
    }
  });

  test('by touch at 390x844 on a phone', onPhone, async () => {
    const server = await startServer();
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'knights-chromium-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS,
      viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3,
    });
    const errors = [];
    try {
      const page = context.pages()[0] || await context.newPage();
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
      await page.goto(server.url, { waitUntil: 'load' });
      await waitForReady(page);
      await startDaily(page);
      await waitFrames(page, 3);
      await screenshot(page, 'puzzle-daily-start-touch');
      const tap = async (sq) => {
        const { x, y } = await squareCentre(page, sq);
        await page.touchscreen.tap(x, y);
        await waitFrames(page, 2);
      };
      const solved = await play(page, tap);
      assert.equal(solved.solved, true);
      await waitFrames(page, 3);
      await screenshot(page, 'puzzle-daily-solved-touch');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
      server.stop();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  // The whole visit, on either device, fresh profile: the front door, play
  // with pencil marks, undo, redo and a hint, a reload midway, the solve, a
  // shared result opened elsewhere, then the network gone and a past daily played.
  test('the daily from the first screen, shared, and played again offline', async () => {
    const app = await openApp();
    const { page } = app;
    const keys = DEVICE === 'laptop';   // the laptop pass uses keys where the phone pass taps buttons
    try {
      const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel="manifest"]').href)).json());
      assert.equal(manifest.display, 'standalone');
      assert.ok(manifest.name && manifest.short_name && manifest.start_url);
      assert.deepEqual(manifest.icons.map((i) => i.sizes).sort(), ['192x192', '512x512', 'any']);

      const first = await startDaily(page);
      const today = todaysDaily();
      assert.equal(first.number, today.number);
      assert.equal(first.date, today.date);
      await pressNamed(page, 'puzzle.howto.ok');
      const sol = first.solution;
      // A two-digit number, on no clue, its neighbours in the path not given (no line through its number).
      const k = sol.findIndex((sq, i) => i >= 9 && ![sol[i - 1], sq, sol[i + 1]].some((q) => q in first.clues)) + 1;
      // A clue drawn alone: neither number next to it given.
      const lone = Object.entries(first.clues).find(([, n]) => ![n - 1, n + 1].some((m) => Object.values(first.clues).includes(m)))[0];
      const target = sol[k - 1];
      await pressSquare(page, target);
      // A pencil mark, then the number over it; undo gives the mark back, redo the number.
      await pressNamed(page, 'puzzle.pencil');
      await pressNamed(page, 'puzzle.pad.3');
      await waitForState(page, (s) => clue(s).marks[target]?.join() === '3');
      await pressNamed(page, 'puzzle.pencil');
      for (const d of String(k)) {
        if (keys) await page.keyboard.press(`Digit${d}`);
        else await pressNamed(page, `puzzle.pad.${d}`);
        await waitFrames(page, 2);
      }
      await waitForState(page, (s) => clue(s).entries[target] === k && !clue(s).marks[target]);
      if (keys) await page.keyboard.press('KeyZ'); else await pressNamed(page, 'puzzle.undo');
      await waitForState(page, (s) => !clue(s).entries[target] && clue(s).marks[target]?.join() === '3');
      if (keys) await page.keyboard.press('KeyY'); else await pressNamed(page, 'puzzle.redo');
      await waitForState(page, (s) => clue(s).entries[target] === k);
      // The same hint asked twice counts once.
      await pressNamed(page, 'puzzle.hint');
      const hinted = clue(await waitForState(page, (s) => clue(s).hint));
      await pressNamed(page, 'puzzle.hint');
      await waitFrames(page, 3);
      assert.equal(clue(await state(page)).hints_used, 1, `hint: ${hinted.hint}`);
      await pressSquare(page, lone);   // the selection moves off the number measured
      await waitForState(page, (s) => clue(s).selected === lone);
      const midway = await screenshot(page, shot('puzzle-daily-midway'));
      const otherClue = Object.entries(first.clues).find(([sq, n]) => sq !== lone &&
        ![n - 1, n + 1].some((m) => Object.values(first.clues).includes(m)))?.[0];
      for (const [what, sq] of [['entry', target], ['selected clue', lone], ['clue', otherClue]]) {
        if (!sq) continue;
        const c = await numberContrast(page, midway, sq);
        assert.ok(c.ratio >= 4.5, `${what} on ${sq}: ${c.ratio.toFixed(2)}:1 (ink ${c.ink} on ${c.tile})`);
      }

      // A reload midway: the daily comes back as it was (its link is in the address bar, its progress stored).
      await page.reload({ waitUntil: 'load' });
      await waitForReady(page);
      const back = clue(await waitForState(page, (s) => clue(s)?.entries?.[target] === k, { timeoutMs: 60_000 }));
      assert.equal(back.hints_used, 1);
      const solved = await play(page, (sq) => pressSquare(page, sq));
      assert.equal(solved.solved, true);
      assert.ok(solved.links >= 63, `the path is drawn: ${solved.links} links`);
      const stats = await page.evaluate(() => JSON.parse(localStorage.getItem('knights-clue-stats')));
      assert.deepEqual([stats.played, stats.solved, stats.streak, stats.longest], [1, 1, 1, 1], JSON.stringify(stats));
      await waitFrames(page, 3);
      await screenshot(page, shot('puzzle-daily-solved'));

      // Share: a spoiler-free card and the page's full address.
      await pressNamed(page, 'puzzle.share');
      let shared = '';
      for (let i = 0; i < 50 && !shared.startsWith("Knight's Tour daily"); i++) { await sleep(100); shared = await readClipboard(page); }
      assert.match(shared, new RegExp(`^Knight's Tour daily #${today.number}, ${today.date} \\(UTC\\)\n8x8 \\w+, solved in \\d+:\\d\\d with 1 hint\n`));
      const url = shared.split('\n').pop();
      assert.ok(url.startsWith(`${app.url}/#v1.8x8.`) || url.startsWith(`${app.url}#v1.8x8.`), url);
      assert.ok(!/play=|\.[a-h][1-8]~/.test(url), `no moves and no tour in the link: ${url}`);
      const friendProfile = fs.mkdtempSync(path.join(os.tmpdir(), 'knights-chromium-'));
      const friend = await chromium.launchPersistentContext(friendProfile, {
        executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, ...SCREENS[DEVICE],
      });
      const other = friend.pages()[0] || await friend.newPage();
      try {
        await other.goto(url, { waitUntil: 'load' });
        await waitForReady(other);
        const seen = await waitForState(other, (s) => /A friend solved daily/.test(s.message || ''));
        assert.match(seen.message, new RegExp(`A friend solved daily #${today.number} \\(${today.date}\\) in \\d+:\\d\\d with 1 hint`));
        assert.ok(!/warning|not known/i.test(seen.message), seen.message);
        await waitForState(other, (s) => clue(s) && clue(s).daily && clue(s).seed === first.seed);
        await screenshot(other, shot('puzzle-shared-opened'));
      } finally {
        await friend.close();
        fs.rmSync(friendProfile, { recursive: true, force: true });
      }

      // Offline: the service worker has the app; reload with no network and play a past daily.
      await page.waitForFunction(async () => {
        const names = await caches.keys();
        const cache = names.length ? await caches.open(names[0]) : null;
        return !!navigator.serviceWorker.controller && !!cache && !!(await cache.match('knights_app.wasm'));
      }, null, { timeout: 60_000 });
      await app.context.setOffline(true);
      app.server.stop();
      await page.reload({ waitUntil: 'load' });
      await waitForReady(page);
      assert.equal(await page.evaluate(() => window.crossOriginIsolated), true, 'threads offline too');
      await waitForState(page, (s) => clue(s)?.solved, { timeoutMs: 60_000 });
      await pressNamed(page, 'puzzle.archive.play');
      const past = clue(await waitForState(page, (s) => clue(s) && clue(s).number === today.number - 1 && clue(s).solution));
      const j = past.solution.findIndex((sq, i) => i > 0 && !(sq in past.clues) && (past.solution[i - 1] in past.clues));
      await pressSquare(page, past.solution[j - 1]);
      await pressSquare(page, past.solution[j]);
      await waitForState(page, (s) => clue(s).entries[past.solution[j]] === j + 1);
      await screenshot(page, shot('puzzle-daily-offline'));
      assert.deepEqual(app.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_CONNECTION_REFUSED/.test(e)), []);
    } finally {
      await app.context.setOffline(false).catch(() => {});
      await app.close();
    }
  });

  // Figures for the record (not asserted: a loaded machine must not fail it).
  test('generation times in the page, one worker', onLaptop, async () => {
    const app = await openApp();
    try {
      const { page } = app;
      assert.equal((await command(page, { cmd: 'tab', name: 'Puzzle' })).ok, true);
      for (const size of [8, 10]) {
        for (const level of ['easy', 'medium', 'hard', 'expert']) {
          assert.equal((await command(page, { cmd: 'clue_new', size, level, seed: 1 })).ok, true);
          const c = clue(await waitForState(page, (s) => clue(s) && clue(s).level === level && clue(s).board === `${size}x${size}` && !clue(s).generating, { timeoutMs: 120_000 }));
          console.log(`page: ${size}x${size} ${level}: ${c.generate_seconds.toFixed(3)} s, ${Object.keys(c.clues).length} clues, graded ${c.graded}`);
        }
      }
      assert.deepEqual(app.errors, []);
    } finally {
      await app.close();
    }
  });
});
