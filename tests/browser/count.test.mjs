// The Count tab in headless Chromium: counts 6x6 completely by corner
// subchains on worker threads (9,862), starts an 8x8 random sample and
// cancels it (the Cancel button) while frames keep coming, shows the exact
// small-board counts of 5x6 (typed into the board fields), and reports the
// per-thread speed of a 6x8 range ("metric:" lines). What to count is set up
// through the hook; the buttons and fields under test are pressed and typed.
// Run from the repository root: node --test tests/browser/count.test.mjs
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  command, distDir, distReady, openApp, openTab, pressWidget, revealWidget, screenshot, shot, sleep, state, typeInto,
  waitForState, widgets,
} from './harness.mjs';
import { DEVICES, press as pressNamedOn, widgetCentre } from './devices.mjs';

const metric = (name, value) => console.log(`metric: ${name}: ${value}`);
const count = (s) => s.tabs.Count;
const pressNamed = (page, name) => pressNamedOn(page, DEVICES[0], name);

before(() => {
  assert.ok(distReady(), `${distDir}/knights_app.wasm is missing: build the page first (./build_wasm.sh)`);
});

describe('the Count tab', () => {
  let app;
  before(async () => {
    app = await openApp();
    await openTab(app.page, 'Count');
  });
  after(async () => { if (app) await app.close(); });

  test('counts every 6x6 class in the page: 9,862 closed tours', async () => {
    const { page } = app;
    const t0 = Date.now();
    assert.deepEqual(await command(page, { cmd: 'count_run', board: '6x6', all: true, workers: 2 }), { ok: true });
    const s = await waitForState(page, (x) => !count(x).running && count(x).done > 0, { timeoutMs: 60_000 });
    const c = count(s);
    metric('count 6x6 all classes in the page (s)', ((Date.now() - t0) / 1000).toFixed(2));
    assert.equal(c.board, '6x6');
    assert.equal(c.done, c.total_classes);
    assert.equal(c.count, '9862');
    assert.equal(c.cancelled, false);
    await screenshot(page, shot('count-6x6'));
  });

  test('a 6x6 random sample estimates the total with a 95% interval', async () => {
    const { page } = app;
    assert.deepEqual(await command(page, { cmd: 'count_sample', board: '6x6', k: 300, seed: 7, workers: 2 }), { ok: true });
    const s = await waitForState(page, (x) => !count(x).running && count(x).done === 300, { timeoutMs: 60_000 });
    const e = count(s).estimate;
    metric('6x6 estimate from 300 of 1299 classes', `${e.total.toFixed(0)} [${e.low.toFixed(0)}, ${e.high.toFixed(0)}] (exact 9862)`);
    assert.equal(e.samples, 300);
    assert.equal(e.published, '9862', 'the estimate stands beside the published count (OEIS A001230)');
    assert.ok(e.low < e.total && e.total < e.high);
    assert.ok(e.low <= 9862 && 9862 <= e.high, `the interval [${e.low}, ${e.high}] holds 9,862`);
    assert.ok(e.total > 9862 / 3 && e.total < 9862 * 3, `estimate ${e.total} far from 9,862`);
    await screenshot(page, shot('count-6x6-sample'));
  });

  test('an 8x8 random sample streams results and cancels without freezing the page', async () => {
    const { page } = app;
    assert.deepEqual(await command(page, { cmd: 'count_sample', board: '8x8', k: 5, seed: 1, workers: 2 }), { ok: true });
    const s0 = await state(page);
    assert.equal(count(s0).running, true);
    assert.equal(count(s0).total_classes, 5);
    await sleep(1500);
    const s1 = await state(page);
    assert.ok(s1.frame > s0.frame + 5, `frames should keep advancing while counting (${s0.frame} -> ${s1.frame})`);
    await screenshot(page, shot('count-8x8-sample'));
    await pressWidget(page, 'Cancel');
    const s2 = await waitForState(page, (x) => !count(x).running, { timeoutMs: 20_000 });
    assert.equal(count(s2).cancelled, true);
    const s3 = await waitForState(page, (x) => x.frame > s2.frame + 5, { timeoutMs: 5_000 });
    assert.ok(s3.frame > s2.frame);
    assert.ok(count(s3).estimate, 'a sample carries an estimate object');
  });

  test('exact small-board counts for 5x6: 8 closed tours', async () => {
    const { page } = app;
    await typeInto(page, '##rows', '5');
    await typeInto(page, '##cols', '6', { enter: true });
    const s = await waitForState(page, (x) => count(x).small_board.status === 'done', { timeoutMs: 30_000 });
    const small = count(s).small_board;
    assert.equal(small.closed, '8');
    assert.match(small.paths, /^[1-9][0-9]*$/);
    assert.match(small.open, /^[0-9]+$/);
    assert.equal(BigInt(small.open) <= BigInt(small.paths), true);
    metric('5x6 small-board counts (s)', small.seconds.toFixed(3));
    await screenshot(page, shot('count-5x6-small'));
    // 8x8 is too large for the page's exact counter.
    await typeInto(page, '##rows', '8');
    await typeInto(page, '##cols', '8');
    await pressWidget(page, 'Set board');
    const big = await waitForState(page, (x) => /too large/.test(count(x).small_board.status), { timeoutMs: 5_000 });
    assert.equal(count(big).small_board.closed, '');
    // 7x9 is too, but its colours (32 and 31 squares) already say it has no closed tour.
    await typeInto(page, '##rows', '7');
    await typeInto(page, '##cols', '9');
    await pressWidget(page, 'Set board');
    const odd = await waitForState(page, (x) => count(x).small_board.closed === '0', { timeoutMs: 5_000 });
    assert.match(count(odd).small_board.status, /too large/);
    assert.equal(count(odd).small_board.closed, '0');
    assert.equal(count(odd).small_board.paths, '', 'paths are not ruled out');
    assert.match(count(odd).small_board.none, /^No closed tours: .*32.*31/);
    await widgetCentre(page, 'count.exact.none', DEVICES[0]);   // scrolled into view, for the screenshot
    await screenshot(page, shot('count-7x9-small'));
  });

  test('a board a command named shows as one choice when it is the current board', async () => {
    const { page } = app;
    assert.deepEqual(await command(page, { cmd: 'count_run', board: '6x6', range: [0, 2], workers: 1 }), { ok: true });
    await waitForState(page, (x) => !count(x).running && count(x).done === 3, { timeoutMs: 30_000 });
    const choices = async () => (await widgets(page)).map((w) => w.label.split('##')[0]).filter((l) => /^(current )?\d+x\d+$/.test(l));
    await typeInto(page, '##rows', '6');
    await typeInto(page, '##cols', '6');
    await pressWidget(page, 'Set board');
    await revealWidget(page, /^current \d+x\d+$/);   // below the board's row on a phone: look there
    assert.deepEqual(await choices(), ['8x8', 'current 6x6']);
    await screenshot(page, shot('count-named-board-is-current'));
    // On another board the named one is its own choice again.
    await typeInto(page, '##rows', '5');
    await typeInto(page, '##cols', '6');
    await pressWidget(page, 'Set board');
    await revealWidget(page, /^current \d+x\d+$/);
    assert.deepEqual(await choices(), ['8x8', 'current 5x6', '6x6']);
  });

  test('per-thread speed on 6x8 classes (metric for the wasm/native ratio)', async () => {
    const { page } = app;
    // One worker takes classes in index order; stop after ~5 s and report what finished.
    // (All 16,576 classes of 6x8 took 10.9 s in the page: the cancel comes mid-run.
    // 6x7's took 0.05 s, before any cancel.)
    assert.deepEqual(await command(page, { cmd: 'count_run', board: '6x8', range: [0, 16575], workers: 1 }), { ok: true });
    await waitForState(page, (x) => !count(x).running || count(x).seconds > 5, { timeoutMs: 30_000 });
    await command(page, { cmd: 'count_cancel' });
    const s = await waitForState(page, (x) => !count(x).running, { timeoutMs: 20_000 });
    const c = count(s);
    const classSeconds = c.class_seconds;
    const nodes = c.nodes;
    assert.ok(c.done > 0, 'at least one 6x8 class should finish in 5 s');
    // A cancel that comes after the last class leaves the run finished, not cancelled.
    assert.equal(c.cancelled, c.done < c.total_classes, `${c.done} of ${c.total_classes} done, cancelled ${c.cancelled}`);
    metric('6x8 classes finished by 1 worker (range 0-N)', `0-${c.done - 1}`);
    metric('6x8 those classes: sum of representative counts', c.representatives);
    metric('6x8 those classes: nodes', nodes);
    metric('6x8 those classes: class seconds', classSeconds.toFixed(3));
    metric('6x8 wasm Mnodes/s per thread', (nodes / classSeconds / 1e6).toFixed(2));
    await screenshot(page, shot('count-6x8-range'));
  });

  test('boards past the search: 9x9 counts 0 with the reason, 8x10 is refused with a message', async () => {
    const { page } = app;
    await typeInto(page, '##rows', '9');
    await typeInto(page, '##cols', '9', { enter: true });
    await pressWidget(page, 'current 9x9');
    await pressNamed(page, 'count.classes');
    await pressNamed(page, 'count.classes.all');
    await pressNamed(page, 'count.run');
    let s = await waitForState(page, (x) => count(x).board === '9x9' && !count(x).running, { timeoutMs: 20_000 });
    assert.equal(count(s).error, '');
    assert.equal(count(s).done, count(s).total_classes);
    assert.equal(count(s).count, '0');
    await screenshot(page, shot('count-9x9-none'));
    // Before, a worker thread threw here and the page aborted.
    await typeInto(page, '##rows', '8');
    await typeInto(page, '##cols', '10', { enter: true });
    await pressWidget(page, 'current 8x10');
    await pressNamed(page, 'count.run');
    s = await waitForState(page, (x) => /at most 76 squares/.test(count(x).error), { timeoutMs: 10_000 });
    assert.match(s.message, /8x10 has 80/);
    await screenshot(page, shot('count-8x10-refused'));
  });
});
