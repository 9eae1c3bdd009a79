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

import {
  CHROMIUM, CHROMIUM_ARGS, DEVICE, command, openApp, openTab, pressWidget, screenshot, squareCentre, startServer, state,
  validateTour, waitForReady, waitForState, waitFrames,
} from './harness.mjs';
import { DEVICES, press as pressNamedOn } from './devices.mjs';

const pressNamed = (page, name) => pressNamedOn(page, DEVICES[0], name);

const clue = (s) => s.tabs.Puzzle.clue;
// The suite runs once a device (KT_DEVICE): the mouse test and the figures
// on the laptop pass, the touch test on the phone pass.
const onLaptop = { skip: DEVICE !== 'laptop' && 'the laptop pass plays it' };
const onPhone = { skip: DEVICE !== 'phone' && 'the phone pass plays it' };

// As a person starts it: the Puzzle tab, "numbers (clue puzzle)" from the kind list, "Daily puzzle".
async function startDaily(page) {
  await openTab(page, 'Puzzle');
  await pressNamed(page, 'puzzle.kind');
  await pressNamed(page, 'puzzle.kind.clue');
  await pressWidget(page, 'Daily puzzle');
  return clue(await waitForState(page, (s) => clue(s) && clue(s).solution && clue(s).board === '8x8', { timeoutMs: 60_000 }));
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
