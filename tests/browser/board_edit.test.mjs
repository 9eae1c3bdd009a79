// The Board tab in headless Chromium, used with the mouse (or fingers at
// phone size): holes made by clicking the canvas in edit mode, leapers picked
// with their buttons, a tour found on the masked board by the Solve tab that avoids
// the holes and covers every other square, other leapers, bad input refused
// with a message, and the keypad's walk count of Wikipedia's keypad puzzle (1,013,398 for 10
// keys with at most 2 vowels).
// Run from the repository root: node --test tests/browser/board_edit.test.mjs
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  clickSquare, command, distDir, distReady, openApp, openTab, parseSquare, pressWidget, saveArtifact, screenshot,
  shot, sleep, state, waitForState, waitFrames,
} from './harness.mjs';

const settle = (page, frames = 3) => waitFrames(page, frames, 10_000);
const board = (s) => s.tabs.Board;

// A tour of any leaper on a board with holes: every non-hole square once, each
// step a leap of (a,b).
function validateMaskedTour(tour, rows, cols, holes, [a, b]) {
  const removed = new Set(holes);
  if (tour.length !== rows * cols - removed.size) return `tour has ${tour.length} squares, the board ${rows * cols - removed.size}`;
  const seen = new Set();
  let prev = null;
  for (const [i, name] of tour.entries()) {
    const sq = parseSquare(name);
    if (sq.file >= cols || sq.rank >= rows) return `move ${i + 1}: ${name} is off the board`;
    if (removed.has(name)) return `move ${i + 1}: ${name} is a hole`;
    if (seen.has(name)) return `move ${i + 1}: ${name} visited twice`;
    seen.add(name);
    if (prev) {
      const df = Math.abs(prev.file - sq.file), dr = Math.abs(prev.rank - sq.rank);
      if (!((df === a && dr === b) || (df === b && dr === a))) return `move ${i + 1}: ${tour[i - 1]} -> ${name} is not a leap`;
    }
    prev = sq;
  }
  return '';
}

before(() => {
  assert.ok(distReady(), `${distDir}/knights_app.wasm is missing: build the page first (./build_wasm.sh)`);
});

describe('the Board tab', () => {
  let app;
  before(async () => { app = await openApp(); });
  after(async () => {
    if (app) {
      saveArtifact('console-board-edit.txt', app.messages.join('\n') + '\n');
      await app.close();
    }
  });

  test('holes clicked on the canvas; the Solve tab tours the rest', async () => {
    const { page } = app;
    await openTab(page, 'Board');
    await pressWidget(page, 'Edit holes (click squares)');
    await waitForState(page, (s) => s.tab === 'Board' && board(s).editing && s.board_rect.rows === 8);
    await settle(page);

    // A click makes a hole, a second click on the hole fills it again.
    await clickSquare(page, 'd4');
    await waitForState(page, (s) => board(s).holes.includes('d4'), { timeoutMs: 5000 });
    await settle(page);
    await clickSquare(page, 'd4');
    await waitForState(page, (s) => board(s).holes.length === 0, { timeoutMs: 5000 });
    await settle(page);
    for (const sq of ['d4', 'e4', 'a8', 'h8']) {
      await clickSquare(page, sq);
      await waitForState(page, (s) => board(s).holes.includes(sq), { timeoutMs: 5000 });
      await settle(page);
    }
    let s = await state(page);
    assert.deepEqual([...board(s).holes].sort(), ['a8', 'd4', 'e4', 'h8']);
    assert.equal(board(s).leaper, '1,2');
    assert.equal(board(s).components, 1);
    await screenshot(page, shot('board-01-holes'));

    // "Set board" keeps the leaper and clears the holes; click them back.
    await pressWidget(page, 'camel');
    await waitForState(page, (st) => board(st).leaper === '1,3');
    await pressWidget(page, 'Set board');
    s = await waitForState(page, (st) => board(st).holes.length === 0);
    assert.equal(board(s).leaper, '1,3', 'resizing must keep the leaper');
    await pressWidget(page, 'knight');
    await waitForState(page, (st) => board(st).leaper === '1,2');
    for (const sq of ['d4', 'e4', 'a8', 'h8']) {
      await clickSquare(page, sq);
      await waitForState(page, (st) => board(st).holes.includes(sq), { timeoutMs: 5000 });
    }
    await settle(page);

    await openTab(page, 'Solve');
    await settle(page);
    await clickSquare(page, 'a1');
    await waitForState(page, (st) => st.knight === 'a1', { timeoutMs: 5000 });
    // A hole cannot take the knight.
    await clickSquare(page, 'd4');
    await settle(page);
    assert.equal((await state(page)).knight, 'a1');
    let found = null;
    // Two dark and two light holes: 30 + 30 squares, so a tour can exist.
    // Warnsdorff with its tie-breaks (plain backtracking is far too slow on 60 squares).
    const attempts = [{ tiebreak: 'first' }, { tiebreak: 'roth' }, { tiebreak: 'pohl' },
      ...[1, 2, 3, 4, 5, 6].map((seed) => ({ tiebreak: 'random', seed }))];
    for (const attempt of attempts) {
      const algorithm = 'warnsdorff';
      // The solver's options are set up through the hook; the run is started with the button.
      assert.deepEqual(await command(page, { cmd: 'solver', algorithm, ...attempt }), { ok: true });
      assert.deepEqual(await command(page, { cmd: 'speed', steps_per_second: 0 }), { ok: true });
      await clickSquare(page, 'a1');
      await waitForState(page, (st) => st.knight === 'a1' && st.tour.length <= 1, { timeoutMs: 5000 });
      await pressWidget(page, 'Run');
      s = await waitForState(page, (st) => st.solver.finished, { timeoutMs: 60_000 });
      console.log(`${algorithm} ${JSON.stringify(attempt)} on the masked 8x8: ${s.solver.state}, ${s.tour.length} squares`);
      if (s.solver.state === 'found') { found = s; break; }
    }
    assert.ok(found, 'no Warnsdorff variant found a tour on the masked board');
    const problem = validateMaskedTour(found.tour, 8, 8, ['d4', 'e4', 'a8', 'h8'], [1, 2]);
    assert.equal(problem, '', problem);
    await settle(page);
    await screenshot(page, shot('board-02-masked-tour'));

    // Solvers that need a plain knight board say so instead of crashing.
    for (const algorithm of ['divide', 'neural']) {
      assert.deepEqual(await command(page, { cmd: 'solver', algorithm }), { ok: true });
      await pressWidget(page, 'Run');
      await sleep(300);
      const after = await state(page);
      const reply = after.solver.running || after.solver.finished ? { ok: true } : { ok: false, error: after.message };
      if (!reply.ok) {
        assert.ok(reply.error.length > 0, 'a refused run says why');
      } else {
        // The network may take long to settle on an irregular board: give it a while, then pause.
        try {
          s = await waitForState(page, (st) => st.solver.finished, { timeoutMs: 20_000 });
          if (s.solver.state === 'found') {
            assert.equal(validateMaskedTour(s.tour, 8, 8, ['d4', 'e4', 'a8', 'h8'], [1, 2]), '');
          }
        } catch (e) {
          if (e.code === 'ERR_ASSERTION') throw e;
          await pressWidget(page, 'Pause');
        }
      }
      console.log(`${algorithm} on the masked 8x8: ${reply.ok ? (await state(page)).solver.state : reply.error}`);
    }
  });

  test('other leapers, and bad input refused with a message', async () => {
    const { page } = app;
    await openTab(page, 'Board');
    const zero = await command(page, { cmd: 'board_leaper', a: 0, b: 0 });
    assert.equal(zero.ok, false);
    assert.match(zero.error, /0,0/);
    const bad = await command(page, { cmd: 'board_layout', text: 'AB\nC\tD' });
    assert.equal(bad.ok, false);
    assert.match(bad.error, /line 2/);
    assert.equal((await command(page, { cmd: 'board_layout', text: '' })).ok, false);

    // A camel on a plain 8x8 only reaches one colour: two components, a warning.
    await pressWidget(page, 'Set board');
    await pressWidget(page, 'camel');
    const s = await waitForState(page, (st) => board(st).leaper === '1,3');
    assert.equal(board(s).components, 2);
    assert.match(s.message, /disconnected/);
    await settle(page);
    await screenshot(page, shot('board-03-camel'));
    await pressWidget(page, 'knight');
  });

  test('the keypad: 1,013,398 walks of 10 keys with at most 2 vowels', async () => {
    const { page } = app;
    await pressWidget(page, 'Keypad');
    let s = await waitForState(page, (st) => board(st).layout && st.board.rows === 4 && st.board.cols === 5);
    assert.deepEqual([...board(s).holes].sort(), ['a1', 'e1']);
    // The walk length and vowel limit are set up through the hook (their
    // number fields carry no name a test can find); the rest is on screen.
    assert.deepEqual(await command(page, { cmd: 'walks_count', length: 10, max_vowels: 2, marked: 'AEIOU' }), { ok: true });
    s = await waitForState(page, (st) => board(st).walks.count !== '' && !board(st).walks.running, { timeoutMs: 30_000 });
    assert.equal(board(s).walks.count, '1013398');
    const perStart = board(s).walks.per_start;
    assert.equal(Object.keys(perStart).length, 18);
    const sum = Object.values(perStart).reduce((acc, v) => acc + BigInt(v), 0n);
    assert.equal(sum, 1013398n);
    await settle(page, 5);
    await screenshot(page, shot('board-04-keypad-walks'));
    assert.equal((await command(page, { cmd: 'walks_count', length: 0 })).ok, false);
  });
});
