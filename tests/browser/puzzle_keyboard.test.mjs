// Puzzle play from the keyboard: digits pick the numbered legal moves,
// Backspace undoes, Y redoes.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';

import { clickSquare, openApp, openTab, pressWidget, screenshot, shot, state, waitForState } from './harness.mjs';

describe('puzzle keyboard play', () => {
  let app;
  before(async () => { app = await openApp(); });
  after(async () => { await app?.close(); });

  test('digits play legal moves, Backspace undoes, Y redoes', async () => {
    const { page } = app;
    const puzzle = (s) => s.tabs.Puzzle.puzzle;
    await openTab(page, 'Puzzle');
    await pressWidget(page, 'any tour');
    await pressWidget(page, 'New');
    await clickSquare(page, 'a1');
    const before1 = puzzle(await waitForState(page, (s) => s.tab === 'Puzzle' && puzzle(s).path.length === 1));
    assert.deepEqual(before1.path, ['a1']);
    const second = before1.legal[1];

    await page.keyboard.press('Digit2');
    const after2 = puzzle(await waitForState(page, (s) => puzzle(s).path.length === 2, { timeoutMs: 10_000 }));
    assert.equal(after2.path[1], second, 'key 2 plays the second legal move');

    await page.keyboard.press('Digit1');
    await waitForState(page, (s) => puzzle(s).path.length === 3, { timeoutMs: 10_000 });
    await screenshot(page, shot('puzzle-keyboard'));

    await page.keyboard.press('Backspace');
    await waitForState(page, (s) => puzzle(s).path.length === 2, { timeoutMs: 10_000 });
    await page.keyboard.press('KeyY');
    const redone = puzzle(await waitForState(page, (s) => puzzle(s).path.length === 3, { timeoutMs: 10_000 }));
    assert.equal(redone.path[1], second);

    await page.keyboard.press('Digit9');  // no ninth move: nothing happens
    assert.equal(puzzle(await state(page)).path.length, 3);
    assert.deepEqual(app.errors, []);
  });
});
