// A clue puzzle left in progress on another board waits to be resumed: opening
// the Puzzle tab does not change the board by itself, so the Solve tab's run
// is still there; "Resume it", pressed by hand, brings the puzzle back with its
// board. On the board it was left on, it comes back at once (the daily
// puzzle's reload test). The hook makes the first puzzle (what this test is
// not about) and reads state; tabs, squares and buttons are pressed as a person
// would, with the mouse on a laptop and a finger on a phone.
// Run: KT_DEVICE=laptop|phone node --test tests/browser/puzzle_resume.test.mjs
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import {
  command, distDir, distReady, findWidget, openTab, pressWidget, screenshot, state, waitForReady, waitForState, waitFrames,
} from './harness.mjs';
import { describeOnDevices, press, pressSquare } from './devices.mjs';

const clue = (s) => s.tabs.Puzzle.clue;

before(() => {
  assert.ok(distReady(), `${distDir}/knights_app.wasm is missing: build the page first (./build_wasm.sh)`);
});

describeOnDevices('a clue puzzle left on another board', (ctx) => {
  test('waits for "Resume it"; the Solve run stays until then', async () => {
    const { app, page, device } = ctx;
    // A visit before this one: a 6x6 clue puzzle made and left (kept in localStorage).
    assert.equal((await command(page, { cmd: 'tab', name: 'Puzzle' })).ok, true);
    assert.equal((await command(page, { cmd: 'clue_new', size: 6, level: 'easy', seed: 5 })).ok, true);
    const made = clue(await waitForState(page, (s) => clue(s) && clue(s).board === '6x6' && clue(s).solution,
      { timeoutMs: 60_000 }));

    // This visit opens the page's plain address: 8x8, the Solve tab.
    await page.goto(app.url, { waitUntil: 'load' });
    await waitForReady(page);
    let s = await state(page);
    assert.equal(s.tab, 'Solve');
    assert.deepEqual([s.board.rows, s.board.cols], [8, 8]);
    await pressSquare(page, device, 'd4');
    await waitForState(page, (st) => st.knight === 'd4', { timeoutMs: 10_000 });
    for (let i = 0; i < 3; i++) await press(page, device, 'solve.step');
    const run = await waitForState(page, (st) => st.solver.position === 3 && !st.solver.seeking, { timeoutMs: 10_000 });

    // The Puzzle tab: the puzzle waits, offered; the board is unchanged.
    await openTab(page, 'Puzzle');
    await waitFrames(page, 4);
    s = await state(page);
    assert.equal(s.tabs.Puzzle.waiting, '6x6');
    assert.equal(clue(s), null);
    assert.deepEqual([s.board.rows, s.board.cols], [8, 8]);
    assert.ok(await findWidget(page, 'Resume it'), 'a "Resume it" button is shown');
    await screenshot(page, `${device.name}-puzzle-resume-offered`);

    // Back on Solve, the run is where it was.
    await openTab(page, 'Solve');
    s = await waitForState(page, (st) => st.tab === 'Solve', { timeoutMs: 5_000 });
    assert.equal(s.solver.position, 3);
    assert.deepEqual(s.tour, run.tour);

    // Resumed by hand: the same puzzle, on its board.
    await openTab(page, 'Puzzle');
    await pressWidget(page, 'Resume it');
    const back = clue(await waitForState(page, (st) => clue(st) && clue(st).board === '6x6' && clue(st).solution,
      { timeoutMs: 60_000 }));
    assert.deepEqual(back.solution, made.solution);
    assert.deepEqual(back.clues, made.clues);
    s = await state(page);
    assert.deepEqual([s.board.rows, s.board.cols], [6, 6]);
    assert.equal(s.tabs.Puzzle.waiting, null);
    await waitFrames(page, 3);
    await screenshot(page, `${device.name}-puzzle-resumed`);
  });

  test('a saved puzzle that cannot be read says so and is not restored', async () => {
    const { app, page } = ctx;
    // Set up: progress with a field of the wrong type, as a hand edit would leave it.
    await page.evaluate(() => localStorage.setItem('knights-clue-progress', '{"rows":"six","cols":6,"seed":3}'));
    await page.goto(app.url, { waitUntil: 'load' });
    await waitForReady(page);
    await openTab(page, 'Puzzle');
    const s = await waitForState(page, (st) => /saved in this browser cannot be read/.test(st.message || ''), { timeoutMs: 10_000 });
    assert.match(s.message, /^Puzzle: the clue puzzle saved in this browser cannot be read \(.*must be number.*\); it was not restored$/);
    assert.equal(s.tabs.Puzzle.waiting, null);
    assert.equal(clue(s), null);
    assert.equal(app.errors.length, 0, app.errors.join('\n'));
  });
});
