// The Solve tab as a person uses it, on a laptop (mouse, keyboard) and on a
// phone (touch): type a board size and press Enter, place the knight, step
// forward and back with buttons and arrow keys, read why each step was taken,
// run with Space, scrub the timeline, pick a speed, and see divide and
// conquer's progress climb to 100%. The hook only reads state.
// Run: node --test tests/browser/solve_teach.test.mjs
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import {
  distDir, distReady, mainThreadShare, screenshot, sleep, squareName, state, validateTour, waitForState, waitFrames,
} from './harness.mjs';
import {
  describeOnDevices, drag, holdKey, openOn, press, pressAt, pressSquare, solver, typeNumber, widgetCentre,
} from './devices.mjs';

before(() => {
  assert.ok(distReady(), `${distDir}/knights_app.wasm is missing: build the page first (./build_wasm.sh)`);
});

// The page at rest: no frames run, and the main thread is busy under 1% of
// the time (DevTools' TaskDuration over 10 s).
async function assertRests(page, what) {
  await sleep(1500);   // the frames that let ImGui settle after the last input
  const rest = await mainThreadShare(page, 10_000);
  console.log(`metric: ${what}: main thread ${(100 * rest.share).toFixed(2)}% busy ` +
    `(script ${(100 * rest.script).toFixed(2)}%), ${rest.frames} frames in ${rest.seconds.toFixed(1)} s`);
  assert.equal(rest.frames, 0, `${what}: the page ran ${rest.frames} frames`);
  assert.ok(rest.share < 0.01, `${what}: the main thread was ${(100 * rest.share).toFixed(2)}% busy`);
}

describeOnDevices('Solve tab that teaches', (ctx) => {
  test('left alone, the page rests', async () => {
    await assertRests(ctx.page, `${ctx.device.name}: idle after load`);
  });

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
    const clock = (await waitFrames(page, 2)).tabs.Solve.solver.seconds;
    await assertRests(page, `${device.name}: paused after a step`);
    assert.equal((await state(page)).tabs.Solve.solver.seconds, clock, 'the run\'s clock moved while paused');
  });

  test('what if: a click on another candidate takes it, and the rule goes on from there', async () => {
    const { page, device } = ctx;
    let s = await state(page);
    const at = s.solver.position;
    const other = s.solver.candidates.find((c) => !c.chosen);
    assert.ok(other, `no other candidate at step ${at}: ${JSON.stringify(s.solver.candidates)}`);
    const name = squareName(other.square % 8, Math.floor(other.square / 8));
    const rule = s.tour[at];
    await pressSquare(page, device, name);
    s = await waitForState(page, (st) => st.solver.reason.startsWith('What if') && !st.solver.seeking, { timeoutMs: 10_000 });
    assert.equal(s.solver.position, at);
    assert.equal(s.tour[at], name, 'the square clicked is taken');
    assert.equal(s.solver.reason, `What if: ${name} (${other.score} onward move${other.score === 1 ? '' : 's'}) instead of the rule's ${rule}`);
    assert.equal(s.knight, s.tour[0], 'the knight stays placed where the run began');
    await screenshot(page, `solve-teach-${device.name}-what-if`);
    await press(page, device, 'solve.step');
    s = await waitForState(page, (st) => st.solver.position === at + 1 && !st.solver.seeking, { timeoutMs: 10_000 });
    assert.match(s.solver.reason, /^Warnsdorff: /);
    assert.equal(s.tour[at], name, 'the forced move stays');
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
  });

  test('backtracking on 5x5 backtracks, and marks the move taken back and the square it would strand', async () => {
    const { app, page, device } = ctx;
    await typeNumber(page, device, 'board.rows', '5');
    await typeNumber(page, device, 'board.cols', '5');
    await waitForState(page, (s) => s.board.rows === 5 && s.board.cols === 5, { timeoutMs: 10_000 });
    await press(page, device, 'solve.algorithm');
    await press(page, device, 'solve.algorithm.backtrack');
    let s = await waitForState(page, (st) => st.solver.name === 'backtrack', { timeoutMs: 5000 });
    assert.equal(s.solver.warnsdorff_order, false, 'backtracking starts in plain move order');
    await pressSquare(page, device, 'a1');
    await waitForState(page, (st) => st.knight === 'a1', { timeoutMs: 5000 });
    for (let i = 0; i < 400 && !(s.solver.stranded); i++) {
      await holdKey(page, 'ArrowRight');
      s = await waitForState(page, (st) => !st.solver.seeking, { timeoutMs: 10_000 });
    }
    assert.ok(s.solver.stranded, `no square marked as stranded in ${s.solver.position} steps`);
    assert.match(s.solver.reason, new RegExp(`^backtracking: ${s.solver.rejected} would strand an unvisited square`));
    assert.ok(!s.tour.includes(s.solver.rejected) && !s.tour.includes(s.solver.stranded));
    assert.ok(s.solver.backtracks > 0);
    await screenshot(page, `solve-teach-${device.name}-backtrack-marked`);
    assert.deepEqual(app.errors, []);
  });

  test('presentation mode: the board fills the screen, the keys drive it', async () => {
    const { app, page, device } = ctx;
    const before = await state(page);
    const touchScreen = Boolean(device.options.hasTouch);
    if (touchScreen) await press(page, device, 'ui.present');
    else await holdKey(page, 'p');
    let s = await waitForState(page, (st) => st.presenting, { timeoutMs: 5000 });
    await waitFrames(page, 3);
    s = await state(page);
    // Larger squares; an upright phone's board already spans its width, so there it keeps its size.
    const upright = device.options.viewport.height > device.options.viewport.width;
    assert.ok(upright ? s.board_rect.cell >= before.board_rect.cell : s.board_rect.cell > before.board_rect.cell,
              `squares ${before.board_rect.cell} -> ${s.board_rect.cell} px`);
    await screenshot(page, `solve-teach-${device.name}-presenting`);
    if (touchScreen) {
      await press(page, device, 'present.leave');
    } else {
      await holdKey(page, 'Equal');
      s = await waitForState(page, (st) => st.ui_scale > 1, { timeoutMs: 5000 });
      await holdKey(page, 'Escape');
    }
    s = await waitForState(page, (st) => !st.presenting, { timeoutMs: 5000 });
    if (!touchScreen) {
      await holdKey(page, 'Minus');
      await waitForState(page, (st) => st.ui_scale === 1, { timeoutMs: 5000 });
    }
    assert.deepEqual(app.errors, []);
  });

  test('on a projector (1920x1080, 2 pixels per CSS pixel): larger type, and the board fills the screen', { skip: ctx.device.name !== 'laptop' && 'once, on the laptop run' }, async () => {
    const projector = await openOn({ name: 'projector', options: { viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 2 } });
    try {
      const { page } = projector;
      const device = projector.device;
      await pressSquare(page, device, 'e4');
      for (let i = 0; i < 5; i++) await holdKey(page, 'ArrowRight');
      await waitForState(page, (st) => st.solver.position === 5 && !st.solver.seeking, { timeoutMs: 10_000 });
      await holdKey(page, 'Equal');
      await holdKey(page, 'Equal');
      await waitForState(page, (st) => st.ui_scale === 1.5, { timeoutMs: 5000 });
      await waitFrames(page, 3);
      await screenshot(page, 'solve-teach-projector-150');
      await holdKey(page, 'p');
      const s = await waitForState(page, (st) => st.presenting, { timeoutMs: 5000 });
      await waitFrames(page, 3);
      assert.ok(s.board_rect.cell * 8 > 900, `the board is ${s.board_rect.cell * 8} px tall on a 1080 px screen`);
      await screenshot(page, 'solve-teach-projector-presenting');
      assert.deepEqual(projector.errors, []);
    } finally {
      await projector.close();
    }
  });
});
