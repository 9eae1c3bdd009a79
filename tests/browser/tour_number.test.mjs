// Tour numbers on the Solve tab, used as a person would: set a 6x6 board,
// type a tour number and press Enter, draw a uniformly random tour, read the
// number of the tour on the board, and open the address bar's link in a new
// page, which must show the same tour. The hook only reads state.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  distDir, distReady, openApp, openTab, pressWidget, screenshot, shot, sleep, touch, typeInto, validateTour, waitFrames,
  waitForReady, waitForState,
} from './harness.mjs';

before(() => {
  if (!distReady()) throw new Error(`no page build in ${distDir}: run ./build_wasm.sh first`);
});

const numbered = (s) => s.tabs.Solve.tour_number;

describe('tour number K of N on 6x6', () => {
  let app;
  before(async () => { app = await openApp(); });
  after(async () => { if (app) await app.close(); });

  test('typing a number shows that tour, and a link brings it back', async () => {
    const { page } = app;
    await typeInto(page, '##rows', '6');
    await typeInto(page, '##cols', '6', { enter: true });
    await waitForState(page, (s) => s.board.rows === 6 && s.board.cols === 6);
    await openTab(page, 'Solve');
    const ready = await waitForState(page, (s) => numbered(s).ready, { timeoutMs: 120_000 });
    assert.equal(numbered(ready).count, '9862');

    await typeInto(page, '##tour-number-index', '4321', { enter: true });
    const shown = await waitForState(page, (s) => numbered(s).shown_index === '4321' && s.tour.length === 36);
    const verdict = validateTour(shown.tour, 6, 6);
    assert.ok(verdict.ok && verdict.closed, verdict.error);
    await waitForState(page, (s) => numbered(s).on_screen === 'the tour on the board is number 4321');
    // The address bar follows what is on screen once it holds still.
    let link = '';
    for (let i = 0; i < 100 && !/\bn=closed~4321\b/.test(link); i++) {
      await sleep(100);
      link = await page.evaluate(() => location.href);
    }
    assert.match(link, /\bn=closed~4321\b/);
    await screenshot(page, shot('tour-number-4321'));

    const second = await app.context.newPage();
    await second.goto(link, { waitUntil: 'load' });
    await waitForReady(second);
    const restored = await waitForState(second, (s) => s.tour && s.tour.length === 36, { timeoutMs: 120_000 });
    assert.deepEqual(restored.tour, shown.tour);
    await second.close();
  });

  test('the random button draws tours with their numbers', async () => {
    const { page } = app;
    const seen = new Set();
    for (let i = 0; i < 3; i++) {
      await pressWidget(page, 'Random tour (uniform)');
      const s = await waitForState(page, (st) => numbered(st).shown_index !== '' && st.tour.length === 36);
      const verdict = validateTour(s.tour, 6, 6);
      assert.ok(verdict.ok && verdict.closed, verdict.error);
      const k = Number(numbered(s).shown_index);
      assert.ok(k >= 1 && k <= 9862, `index ${k} within 1..9862`);
      seen.add(numbered(s).shown_index);
    }
    assert.ok(seen.size >= 2, 'three draws give more than one tour');
    assert.deepEqual(app.errors, []);
  });

  // A person holds Ctrl, taps A and lets go of Ctrl a moment later: the frame
  // that sees the A may also see Ctrl let go. The A must still select what the
  // field holds (this field, unlike a number field, does not select on a click).
  test("Ctrl held, A tapped and Ctrl let go at once: the number typed replaces the field's",
    { skip: touch && 'no Ctrl on an on-screen keyboard' }, async () => {
      const { page } = app;
      for (const k of ['17', '905', '31', '2024', '8']) {
        await pressWidget(page, '##tour-number-index');
        await waitFrames(page, 2);
        await page.keyboard.down('Control');
        await waitFrames(page, 1);
        await page.keyboard.press('a');
        await page.keyboard.up('Control');
        await waitFrames(page, 2);
        await page.keyboard.type(k);
        await waitFrames(page, 2);
        await page.keyboard.press('Enter');
        const s = await waitForState(page, (st) => numbered(st).shown_index === k || st.message !== '', { timeoutMs: 10_000 });
        assert.equal(numbered(s).shown_index, k, s.message);
      }
    });
});
