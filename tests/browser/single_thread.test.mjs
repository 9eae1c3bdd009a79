// Where neither the server's headers nor the service worker can isolate the
// page (no SharedArrayBuffer), index.html loads the single-threaded build: the
// page says so plainly and still builds a tour step by step.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  clickSquare, cliCheck, command, distDir, distinctColours, distReady, findWidget, openApp, openTab, pressWidget, saveArtifact,
  screenshot, shot, state, typeInto, validateTour, waitFrames, waitForState,
} from './harness.mjs';
import fs from 'node:fs';
import path from 'node:path';

before(() => {
  assert.ok(distReady(), `${distDir}/knights_app.wasm is missing: build the page first (./build_wasm.sh)`);
  assert.ok(fs.existsSync(path.join(distDir, 'single', 'knights_app.wasm')),
    `${distDir}/single/knights_app.wasm is missing: ./build_wasm.sh builds it`);
});

describe('no isolation headers and service workers blocked', () => {
  let app;
  before(async () => { app = await openApp({ isolation: false, serviceWorkers: 'block' }); });
  after(async () => {
    if (app) {
      saveArtifact('console-single-threaded.txt', app.messages.join('\n') + '\n');
      await app.close();
    }
  });

  test('loads the single-threaded build and says so', async () => {
    const info = await app.page.evaluate(() => ({
      isolated: window.crossOriginIsolated,
      build: window.knights.build,
    }));
    assert.equal(info.isolated, false);
    assert.equal(info.build, 'single-threaded');
    assert.deepEqual(app.errors, []);
    const s = await state(app.page);
    assert.equal(s.threads, false, 'the app should report that it runs without threads');
    assert.ok(app.messages.some((m) => /single-threaded/.test(m)), 'the console should say why');
  });

  test('click a1, Run: an 8x8 tour built on the UI thread', async () => {
    const { page } = app;
    await waitForState(page, (s) => s.board.rows === 8 && s.board_rect.rows === 8);
    await waitFrames(page, 3);
    await clickSquare(page, 'a1');
    await waitForState(page, (s) => s.knight === 'a1', { timeoutMs: 5000 });
    await pressWidget(page, 'Run');
    const s = await waitForState(page, (st) => st.solver.finished, { timeoutMs: 60_000 });
    await waitFrames(page, 3);
    const file = await screenshot(page, shot('single-threaded-tour-8x8'));
    assert.ok(distinctColours(file) >= 32, 'the canvas looks blank');
    assert.equal(s.solver.state, 'found', `solver ended as ${s.solver.state}: ${s.message}`);
    const verdict = validateTour(s.tour, 8, 8);
    assert.ok(verdict.ok, verdict.error);
    const cli = cliCheck(s.tour, 8, 8);
    if (cli.available) assert.equal(cli.status, 0, `knights check rejected the tour: ${cli.stdout} ${cli.stderr}`);
  });

  test('a run keeps the speed chosen (10 steps a second)', async () => {
    const { page } = app;
    await command(page, { cmd: 'reset' });
    await command(page, { cmd: 'place', square: 'a1' });
    await command(page, { cmd: 'speed', steps_per_second: 10 });
    await pressWidget(page, 'Run');
    await waitForState(page, (s) => s.solver.position >= 2, { timeoutMs: 10_000 });
    const rate = await page.evaluate(async () => {
      const position = () => window.knights.state().solver.position;
      const a = position(), t0 = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 3000));
      return (position() - a) / ((performance.now() - t0) / 1000);
    });
    await command(page, { cmd: 'pause' });
    console.log(`metric: single-threaded run at 10 steps/s: ${rate.toFixed(2)} steps/s`);
    assert.ok(Math.abs(rate - 10) <= 1, `10 steps/s ran at ${rate.toFixed(2)} steps/s`);
  });

  test('work that needs threads says so instead of freezing', async () => {
    const { page } = app;
    await openTab(page, 'Count');
    await waitFrames(page, 3);
    const reply = await command(page, { cmd: 'count_run', board: '6x6', all: true });
    assert.equal(reply.ok, false, JSON.stringify(reply));
    assert.match(reply.error, /threads/);
    // The tab says so itself, with no workers slider or Count button that could only refuse.
    assert.equal(await findWidget(page, 'workers'), null);
    assert.equal(await findWidget(page, 'count.run'), null);
    // Exact counts of small boards still run, inline; larger ones say why not.
    await typeInto(page, '##rows', '5');
    await typeInto(page, '##cols', '6', { enter: true });
    let s = await waitForState(page, (st) => st.tabs.Count.small_board.status === 'done', { timeoutMs: 20_000 });
    assert.equal(s.tabs.Count.small_board.closed, '8');   // the 8 closed tours of 5x6
    await typeInto(page, '##cols', '6', { enter: true });
    await typeInto(page, '##rows', '6', { enter: true });
    s = await waitForState(page, (st) => /threads/.test(st.tabs.Count.small_board.status), { timeoutMs: 20_000 });
    await waitFrames(page, 2);
    await screenshot(page, shot('single-threaded-count-tab'));
    assert.deepEqual(app.errors, []);
  });
});
