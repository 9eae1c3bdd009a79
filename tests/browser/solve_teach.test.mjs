// The Solve tab as a person uses it, on a laptop (mouse, keyboard) and on a
// phone (touch): type a board size and press Enter, place the knight, step
// forward and back with buttons and arrow keys, read why each step was taken,
// run with Space, scrub the timeline, pick a speed, and see divide and
// conquer's progress climb to 100%. The hook only reads state.
// Run: node --test tests/browser/solve_teach.test.mjs
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { distDir, distReady, screenshot, state, validateTour, waitForState, waitFrames } from './harness.mjs';
import {
  describeOnDevices, drag, holdKey, press, pressAt, pressSquare, solver, typeNumber, widgetCentre,
} from './devices.mjs';

before(() => {
  assert.ok(distReady(), `${distDir}/knights_app.wasm is missing: build the page first (./build_wasm.sh)`);
});

describeOnDevices('Solve tab that teaches', (ctx) => {
  test('Enter applies a typed board size', async () => {
    const { app, page, device } = ctx;
    await typeNumber(page, device, 'board.rows', '5');
    await waitForState(page, (s) => s.board.rows === 5 && s.board.cols === 8, { timeoutMs: 10_000 });
    await typeNumber(page, device, 'board.rows', '8');
    await waitForState(page, (s) => s.board.rows === 8, { timeoutMs: 10_000 });
  });

  test('steps forward and back, with a reason for each', async () => {
    const { app, page, device } = ctx;
    await pressSquare(page, device, 'd4');
    await waitForState(page, (s) => s.knight === 'd4', { timeoutMs: 10_000 });
    for (let i = 0; i < 3; i++) await press(page, device, 'solve.step');
    let s = await waitForState(page, (st) => st.solver.position === 3 && !st.solver.seeking, { timeoutMs: 10_000 });
    assert.equal(s.tour.length, 4);
    assert.match(s.solver.reason, /^Warnsdorff: [a-h][1-8] (has \d onward moves?, the fewest|is the only)/);
    assert.equal(s.solver.progress, 4 / 64);
    const three = s.tour;

    await holdKey(page, 'ArrowRight');
    s = await waitForState(page, (st) => st.solver.position === 4 && !st.solver.seeking, { timeoutMs: 10_000 });
    await holdKey(page, 'ArrowLeft');
    await holdKey(page, 'ArrowLeft');
    s = await waitForState(page, (st) => st.solver.position === 2 && !st.solver.seeking, { timeoutMs: 10_000 });
    assert.deepEqual(s.tour, three.slice(0, 3), 'two steps back is the path of step 2');
    await press(page, device, 'solve.back');
    s = await waitForState(page, (st) => st.solver.position === 1 && !st.solver.seeking, { timeoutMs: 10_000 });
    assert.deepEqual(s.tour, three.slice(0, 2));
    await screenshot(page, `solve-teach-${device.name}-step1`);
  });

  test('Space runs to the end; the timeline scrubs back', async () => {
    const { app, page, device } = ctx;
    await press(page, device, 'solve.speed.1k');
    await waitForState(page, (st) => st.solver.speed === 1000, { timeoutMs: 5000 });
    await page.keyboard.press('Space');
    const s = await waitForState(page, (st) => st.solver.finished, { timeoutMs: 30_000 });
    assert.equal(s.solver.state, 'found');
    assert.ok(validateTour(s.tour, 8, 8).ok);
    assert.equal(s.solver.progress, 1);
    const end = s.solver.position;
    const bar = await widgetCentre(page, 'solve.timeline', device);
    if (device.options.hasTouch) {
      // A finger's drag across the panel scrolls it; a tap on the timeline seeks there.
      await pressAt(page, device, bar.left + bar.w * 0.4, bar.y);
    } else {
      // A drag from the right end of the slider to its middle.
      await drag(page, device, { x: bar.left + bar.w - 6, y: bar.y }, { x: bar.left + bar.w * 0.4, y: bar.y });
    }
    const back = await waitForState(page, (st) => !st.solver.seeking && st.solver.position < end, { timeoutMs: 10_000 });
    assert.equal(back.tour.length, back.solver.position + 1);
    assert.equal(back.solver.furthest, end, 'the timeline keeps its end');
    await screenshot(page, `solve-teach-${device.name}-scrubbed`);
  });

  test('a short drag on the speed changes it a little', async () => {
    const { app, page, device } = ctx;
    await press(page, device, 'solve.speed.30');
    await waitForState(page, (st) => st.solver.speed === 30, { timeoutMs: 5000 });
    const speed = await widgetCentre(page, 'solve.speed', device);
    await drag(page, device, { x: speed.x, y: speed.y }, { x: speed.x + 30, y: speed.y }, 6);
    const s = await solver(page);
    assert.ok(s.speed >= 30 && s.speed < 40, `30 px of drag took 30 steps/s to ${s.speed}`);
  });

  test('divide and conquer reports honest progress to 100%', async () => {
    const { app, page, device } = ctx;
    await typeNumber(page, device, 'board.rows', '60');
    await typeNumber(page, device, 'board.cols', '60');
    await waitForState(page, (s) => s.board.rows === 60 && s.board.cols === 60, { timeoutMs: 10_000 });
    await press(page, device, 'solve.algorithm');
    await press(page, device, 'solve.algorithm.divide');
    await waitForState(page, (s) => s.solver.name === 'divide', { timeoutMs: 5000 });
    await press(page, device, 'solve.step');
    await press(page, device, 'solve.step');
    let s = await waitForState(page, (st) => st.solver.position === 2 && !st.solver.seeking, { timeoutMs: 10_000 });
    assert.ok(s.solver.progress > 0 && s.solver.progress < 1, `progress ${s.solver.progress}`);
    assert.match(s.solver.reason, /^divide: /);
    assert.match(s.solver.progress_of, /construction steps/);
    await page.keyboard.press('Space');
    s = await waitForState(page, (st) => st.solver.finished, { timeoutMs: 60_000 });
    assert.equal(s.solver.state, 'found');
    assert.equal(s.solver.progress, 1);
    assert.equal(s.solver.retries, 0);
    assert.ok(s.solver.joins > 0);
    await screenshot(page, `solve-teach-${device.name}-divide`);
    assert.deepEqual(app.errors, []);
  });
});
