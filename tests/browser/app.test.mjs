// The page in headless Chromium: loads isolated and error-free, draws, places a
// knight by clicking (tapping on a phone), runs Warnsdorff from the Run button
// to a tour that `knights check` accepts, works behind a header-less server
// through the service worker, survives bad input typed into its fields, and
// reports size and speed figures ("metric: ..." lines). KT_DEVICE=phone runs
// it at phone size with touch (harness.mjs).
// Run from the repository root: node --test tests/browser/
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  DEVICE, clickSquare, cliCheck, command, distDir, distinctColours, distReady, measureFrameTime, openApp, press,
  findWidget, pressWidget, revealWidget, saveArtifact, screenshot, shot, sleep, state, squareCentre, swipe, touch, typeInto,
  validateTour, waitFrames, waitForState,
} from './harness.mjs';

const metric = (name, value) => console.log(`metric: ${name}: ${value}`);
const settle = (page, frames = 3) => waitFrames(page, frames, 10_000);

before(() => {
  assert.ok(distReady(), `${distDir}/knights_app.wasm is missing: build the page first (./build_wasm.sh)`);
});

describe('the page served with isolation headers', () => {
  let app;
  before(async () => { app = await openApp(); });
  after(async () => {
    if (app) {
      saveArtifact('console-isolated.txt', app.messages.join('\n') + '\n');
      await app.close();
    }
  });

  test('loads cross-origin isolated, with no console errors', async () => {
    const info = await app.page.evaluate(() => ({
      isolated: window.crossOriginIsolated,
      sab: typeof SharedArrayBuffer === 'function',
      title: document.title,
      hook: typeof window.knights.state === 'function',
    }));
    assert.equal(info.isolated, true);
    assert.equal(info.sab, true);
    assert.equal(info.title, "Knight's Tour Workbench");
    assert.deepEqual(app.errors, []);
    const s = await state(app.page);
    assert.equal(typeof s.frame, 'number');
    assert.equal(s.threads, true, 'the app should report that it runs with threads');
  });

  test('the canvas is not blank', async () => {
    await settle(app.page);
    const file = await screenshot(app.page, shot('01-loaded'));
    const colours = distinctColours(file);
    console.log(`canvas screenshot ${file}: ${colours} distinct colours`);
    assert.ok(colours >= 32, `only ${colours} distinct colours: the canvas looks blank`);
    const visible = await app.page.evaluate(() => document.getElementById('status').hidden);
    assert.equal(visible, true, 'the loading line should be hidden after the first frame');
  });

  test('the page fits the device: nothing cut off, finger-sized targets on touch', async () => {
    const { page } = app;
    const { width } = page.viewportSize();
    const panel = (await page.evaluate(() => window.knights.widgets()))
      .filter((w) => w.window.startsWith("Knight's Tour Workbench") && w.visible.h > 0);
    for (const label of ['Set board', '+##cols', 'Solve', 'Compare']) {
      const w = panel.find((x) => x.label === label);
      assert.ok(w, `'${label}' is not drawn`);
      assert.ok(w.x >= 0 && w.x + w.w <= width + 0.5, `'${label}' is cut off: x ${w.x} .. ${w.x + w.w} on a ${width} px page`);
      if (touch) assert.ok(w.h >= 44 && w.w >= 44, `'${label}' is ${w.w}x${w.h} CSS px, less than a finger's 44`);
    }
    const s = await state(page);
    if (touch) {
      assert.ok(s.board_rect.cell * 8 >= width * 0.75, `the board is ${s.board_rect.cell * 8} px wide on a ${width} px phone`);
      assert.ok(s.board_rect.y < 60, 'the board sits at the top in portrait');
    }
    const canvas = await page.evaluate(() => ({
      backing: document.getElementById('canvas').width, css: document.getElementById('canvas').clientWidth,
      ratio: window.devicePixelRatio,
    }));
    assert.equal(canvas.backing, Math.round(canvas.css * canvas.ratio), 'the canvas is drawn at the device pixel ratio');
  });

  test('click a1, Run: an 8x8 tour that the validator and knights check accept', async () => {
    const { page } = app;
    assert.deepEqual(await command(page, { cmd: 'speed', steps_per_second: 0 }), { ok: true });   // setup: not what is tested
    await waitForState(page, (s) => s.board.rows === 8 && s.board.cols === 8 && s.board_rect.rows === 8);
    await settle(page);
    await clickSquare(page, 'a1');
    await waitForState(page, (s) => s.knight === 'a1', { timeoutMs: 5000 });
    await screenshot(page, shot('02-knight-on-a1'));
    await pressWidget(page, 'Run');
    const s = await waitForState(page, (st) => st.solver.finished, { timeoutMs: 60_000 });
    await settle(page);
    await screenshot(page, shot('03-tour-8x8'));
    assert.equal(s.solver.state, 'found', `solver ended as ${s.solver.state}: ${s.message}`);
    assert.equal(s.solver.running, false);
    assert.equal(s.tour[0], 'a1');
    const verdict = validateTour(s.tour, 8, 8);
    assert.ok(verdict.ok, verdict.error);
    const cli = cliCheck(s.tour, 8, 8);
    if (cli.available) {
      assert.equal(cli.status, 0, `knights check rejected the tour: ${cli.stdout} ${cli.stderr}`);
      assert.match(cli.stdout, verdict.closed ? /closed/ : /open/);
    } else {
      console.log('knights CLI not built (build/native/src/cli/knights): checked with the JS validator only');
    }
    if (cli.available) {
      console.log(`knights check: ${cli.stdout}`);
    }
  });

  test('bad input gets a message, and the app keeps running', async () => {
    const { page } = app;
    // A board of 0 rows, typed and applied with Enter: refused with a message.
    await typeInto(page, '##rows', '0', { enter: true });
    let s = await waitForState(page, (st) => st.message !== '', { timeoutMs: 5000 });
    assert.match(s.message, /rows and columns must be 1 to/);
    assert.deepEqual(s.board, { rows: 8, cols: 8 });
    const unknown = await command(page, { cmd: 'no-such-command' });
    assert.equal(unknown.ok, false);
    assert.ok(unknown.error.length > 0);
    await settle(page);

    // A 6x6 board typed into the fields and set with the button; Run pressed
    // twice: no crash, still one valid tour.
    await typeInto(page, '##rows', '6');
    await typeInto(page, '##cols', '6');
    await pressWidget(page, 'Set board');
    await waitForState(page, (st) => st.board.rows === 6 && st.board.cols === 6 && st.board_rect.rows === 6, { timeoutMs: 5000 });
    await settle(page);
    await screenshot(page, shot('03b-board-6x6'));
    await clickSquare(page, 'c3');
    await waitForState(page, (st) => st.knight === 'c3', { timeoutMs: 5000 });
    await pressWidget(page, 'Run');
    await waitFrames(page, 1);
    const pressedTwice = await state(page);
    if (!pressedTwice.solver.finished) await pressWidget(page, pressedTwice.solver.running ? 'Pause' : 'Run');
    s = await waitForState(page, (st) => st.board.rows === 6 && (st.solver.finished || !st.solver.running));
    if (s.solver.state === 'found') assert.ok(validateTour(s.tour, 6, 6).ok);

    // Step / pause / reset and a resize keep it alive.
    // A click beside the board changes nothing.
    const before = await state(page);
    const box = await page.locator('#canvas').boundingBox();
    const r = before.board_rect;
    const outside = { x: box.x + Math.min(r.x + r.cols * r.cell + 30, box.width - 5), y: box.y + r.y + 20 };
    await press(page, outside.x, outside.y);
    await waitFrames(page, 2);
    assert.equal((await state(page)).knight, before.knight);

    // Reset, then Step: the knight takes its first move or the page says why not.
    await pressWidget(page, 'Reset');
    await pressWidget(page, 'Step >');
    await settle(page);
    const stepped = await state(page);
    assert.ok(stepped.tour.length >= 1 || stepped.message.length > 0, JSON.stringify(stepped.solver));
    const size = page.viewportSize();
    await page.setViewportSize({ width: size.height, height: size.width });   // turned on its side
    await settle(page);
    await screenshot(page, shot('03c-turned'));
    await page.setViewportSize(size);
    await settle(page);
    assert.deepEqual(app.errors, []);
  });

  // A person who moves onto the board and clicks within one frame (easy at
  // low frame rates) must still place the knight: the app must not decide
  // with the previous frame's io.WantCaptureMouse (pointer still on the panel).
  test('a click in the same frame as the pointer move places the knight', async () => {
    const { page } = app;
    assert.deepEqual(await command(page, { cmd: 'board', rows: 8, cols: 8 }), { ok: true });   // setup
    await waitForState(page, (s) => s.board_rect.rows === 8);
    const { x, y } = await squareCentre(page, 'b1');
    if (touch) {
      await page.touchscreen.tap(x, y);   // a finger has no hover: every tap arrives unannounced
    } else {
      await page.mouse.move(100, 100);   // over the panel
      await waitFrames(page, 2);
      await page.mouse.click(x, y);
    }
    await waitForState(page, (s) => s.knight === 'b1', { timeoutMs: 3000 });
  });

  // A finger has no hover: each tap arrives where the last one left off.
  // Every tab opens on its first press, whichever was pressed before.
  test('one press on each tab in turn opens it', async () => {
    const { page } = app;
    for (const name of ['Board', 'Solve', 'Count', 'Compare', 'Board', 'Solve']) {
      const w = await revealWidget(page, name);
      await press(page, w.visible.x + w.visible.w / 2, w.visible.y + w.visible.h / 2);
      await waitForState(page, (s) => s.tab === name, { timeoutMs: 3000 });
    }
  });

  // The panel lies below the board on a phone: a long swipe up leaves it.
  test('a swipe that begins on the panel scrolls it the whole way, even past its edge', { skip: !touch && 'no fingers on a laptop' }, async () => {
    const { page } = app;
    await revealWidget(page, 'Solve');
    const { width } = page.viewportSize();
    const r = (await state(page)).board_rect;
    const boardBottom = r.y + r.rows * r.cell;
    const from = { x: width - 6, y: boardBottom + 150 };   // on the panel's scroll bar
    const past = 190;                                      // ends 40 px over the board
    const before = (await findWidget(page, 'Solve')).y;
    await swipe(page, from.x, from.y, 0, -past, { steps: 10 });
    await waitFrames(page, 3);
    const moved = before - (await findWidget(page, 'Solve')).y;
    await swipe(page, from.x, from.y, 0, past, { steps: 10 });   // back, for the tests after
    await waitFrames(page, 3);
    assert.ok(Math.abs(moved - past) <= 2, `a ${past.toFixed(0)} px swipe scrolled the panel ${moved} px`);
  });

  test('an idle page rests: no frames; a click or tap draws what it changed', async () => {
    const { page } = app;
    await page.keyboard.press('Escape');   // leaves any text field an earlier test typed into (its cursor blinks)
    await settle(page, 10);
    await sleep(1500);   // the frames that let ImGui settle after the last input
    const s0 = await state(page);
    await sleep(1000);
    const s1 = await state(page);
    assert.equal(s1.frame - s0.frame, 0, `an idle page ran ${s1.frame - s0.frame} frames in a second`);
    assert.equal(s1.drawn_frames, s0.drawn_frames, 'an idle page drew');
    const { x, y } = await squareCentre(page, 'd4');
    const clip = { x: x - 20, y: y - 20, width: 40, height: 40 };
    const before = await page.screenshot({ clip });
    await press(page, x, y);
    await waitForState(page, (s) => s.knight === 'd4', { timeoutMs: 3000 });
    await settle(page);
    const after = await page.screenshot({ clip });
    assert.ok((await state(page)).drawn_frames > s1.drawn_frames, 'the click drew no frame');
    assert.ok(!before.equals(after), 'the knight on d4 is not on screen');
  });

  test('metrics: wasm size, first frame, frame time on 300x300', async () => {
    const { page } = app;
    const wasmBytes = fs.statSync(path.join(distDir, 'knights_app.wasm')).size;
    metric('wasm size', `${wasmBytes} bytes (${(wasmBytes / 1048576).toFixed(2)} MiB)`);
    const firstFrameMs = await page.evaluate(() => window.knights.firstFrameMs);
    metric(`${DEVICE}: time to first frame`, `${firstFrameMs.toFixed(0)} ms after navigation start (localhost, headless, SwiftShader)`);

    const small = await measureFrameTime(page);
    metric(`${DEVICE}: frame time 8x8`, `${small.ms.toFixed(1)} ms wall clock over ${small.frames} frames, ${small.drawn} drawn (app frame_ms ${small.stats.frame_ms.toFixed(1)}, main-thread work ${small.stats.work_ms.toFixed(1)} ms)`);

    assert.deepEqual(await command(page, { cmd: 'board', rows: 300, cols: 300 }), { ok: true });
    // Software WebGL (SwiftShader) on a busy machine can take seconds per frame
    // here: measure over 2 frames with generous time limits.
    const slow = { minMs: 1000, frames: 2, timeoutMs: 180_000 };
    await waitForState(page, (s) => s.board.rows === 300 && s.board.cols === 300, { timeoutMs: 180_000 });
    const empty = await measureFrameTime(page, slow);
    metric('frame time 300x300 empty board', `${empty.ms.toFixed(1)} ms wall clock over ${empty.frames} frames, ${empty.drawn} drawn (app frame_ms ${empty.stats.frame_ms.toFixed(1)}, main-thread work ${empty.stats.work_ms.toFixed(1)} ms)`);
    assert.deepEqual(await command(page, { cmd: 'place', square: 'a1' }), { ok: true });
    await command(page, { cmd: 'speed', steps_per_second: 0 });
    assert.deepEqual(await command(page, { cmd: 'run' }), { ok: true });
    await sleep(3000);
    const run = await measureFrameTime(page, slow);
    const s = run.state;
    await screenshot(page, shot('04-board-300x300'));
    metric('frame time 300x300 with tour', `${run.ms.toFixed(1)} ms wall clock over ${run.frames} frames, ${run.drawn} drawn ` +
      `(app frame_ms ${run.stats.frame_ms.toFixed(1)}, main-thread work ${run.stats.work_ms.toFixed(1)} ms; ` +
      `${(1000 / run.ms).toFixed(1)} fps), solver ${s.solver.state} after ` +
      `${s.solver.steps} steps, tour ${s.tour.length} squares (headless Chromium, SwiftShader, shared 2-core machine)`);
    assert.ok(s.frame_ms > 0);
    await command(page, { cmd: 'pause' });
    assert.deepEqual(app.errors, []);
  });
});

describe('the page served without isolation headers', () => {
  let app;
  after(async () => {
    if (app) {
      saveArtifact('console-service-worker.txt', app.messages.join('\n') + '\n');
      await app.close();
    }
  });

  test('the service worker makes it cross-origin isolated after one reload', async () => {
    app = await openApp({ isolation: false });
    const info = await app.page.evaluate(() => ({
      isolated: window.crossOriginIsolated,
      controlled: !!navigator.serviceWorker.controller,
      reloadFlag: sessionStorage.getItem('knights-coi-reloaded'),
    }));
    assert.equal(info.isolated, true);
    assert.equal(info.controlled, true);
    assert.equal(info.reloadFlag, null, 'the reload guard is cleared once isolated');
    await settle(app.page);
    const file = await screenshot(app.page, shot('05-service-worker'));
    assert.ok(distinctColours(file) >= 32);
    assert.deepEqual(app.errors, []);
  });
});
