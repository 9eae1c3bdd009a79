// Share links and the Puzzle tab in headless Chromium: a link opens the state
// it carries (and a bad one says what is wrong), puzzle moves by clicking the
// canvas with undo/redo, a dead end detected, exports (text, SVG, PNG from the
// canvas) and the browser's Back/Forward through the states the user made;
// moves by clicking or tapping, Undo/Redo/Hint and the export buttons pressed.
// Run from the repository root: node --test tests/browser/share_puzzle.test.mjs
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PNG } from 'pngjs';
import {
  clickSquare, command, distDir, distReady, openApp, openTab, pressWidget, readClipboard, saveArtifact, screenshot, shot,
  sleep, state, waitForReady, waitForState, widgets,
} from './harness.mjs';
import { DEVICES, press as pressNamedOn } from './devices.mjs';

const PUZZLE_LINK = 'v1.6x6.a1.mode=puzzle.puzzle=closed-from.goal=closed';
const puzzleOf = (s) => s.tabs.Puzzle.puzzle;
const pressNamed = (page, name) => pressNamedOn(page, DEVICES[0], name);

before(() => {
  assert.ok(distReady(), `${distDir}/knights_app.wasm is missing: build the page first (./build_wasm.sh)`);
});

describe('share links and puzzles', () => {
  let app;
  let page;
  before(async () => {
    app = await openApp();
    page = app.page;
  });
  after(async () => {
    if (app) {
      saveArtifact('console-share-puzzle.txt', app.messages.join('\n') + '\n');
      await app.close();
    }
  });

  // A full page load of the app with `fragment` in the address bar.
  async function openLink(fragment) {
    await page.goto(`${app.url}?open=${Date.now()}#${fragment}`, { waitUntil: 'load' });
    await waitForReady(page);
    return waitForState(page, (s) => s.frame > 3);
  }
  // Waits until the app has recorded a new history entry, the one for the
  // position on screen (`squares` played). The app records a position once
  // it has held still for 0.4 s, so the entry of the position before may
  // come after the next click: any new entry is not enough.
  async function nextEntry(before, squares) {
    return waitForState(
      page,
      (s) => s.share.pushes > before.share.pushes && s.share.link.includes(`.play=a1~${squares}~`),
      { timeoutMs: 10_000 },
    );
  }

  test('opening a puzzle link restores board, tab and puzzle', async () => {
    const s = await openLink(PUZZLE_LINK);
    assert.equal(s.tab, 'Puzzle');
    assert.deepEqual(s.board, { rows: 6, cols: 6 });
    const p = puzzleOf(s);
    assert.equal(p.kind, 'closed-from');
    assert.equal(p.goal, 'closed');
    assert.deepEqual(p.path, ['a1']);
    assert.deepEqual(p.given, ['a1']);
    assert.deepEqual([...p.legal].sort(), ['b3', 'c2']);
    assert.equal(s.message, '');
    assert.equal(s.share.link, PUZZLE_LINK);
    await screenshot(page, shot('share-puzzle-opened'));
  });

  test('playing by clicking, undo and redo, a dead end, Back and Forward', async () => {
    let s = await state(page);
    await clickSquare(page, 'c2');
    s = await nextEntry(s, 2);
    assert.deepEqual(puzzleOf(s).path, ['a1', 'c2']);
    assert.match(s.share.link, /\.play=a1~2~/);
    assert.equal(s.share.copy_link, PUZZLE_LINK, 'the link to give away hides the moves');
    await clickSquare(page, 'e1');
    s = await nextEntry(s, 3);
    assert.deepEqual(puzzleOf(s).path, ['a1', 'c2', 'e1']);
    assert.equal(puzzleOf(s).dead_end, null);
    await pressWidget(page, 'Undo');
    s = await nextEntry(s, 2);
    assert.deepEqual(puzzleOf(s).path, ['a1', 'c2']);
    assert.equal(puzzleOf(s).can_redo, true);
    await pressWidget(page, 'Redo');
    s = await waitForState(page, (x) => puzzleOf(x).path.length === 3);
    assert.deepEqual(puzzleOf(s).path, ['a1', 'c2', 'e1']);
    await pressWidget(page, 'Undo');
    // Back returns here later: wait until this position has its entry (at once
    // if the redone move got none, having held still less than 0.4 s).
    await waitForState(page, (x) => puzzleOf(x).path.length === 2 && x.share.link.includes('.play=a1~2~'));
    // An illegal click changes nothing and says why.
    await clickSquare(page, 'f6');
    s = await waitForState(page, (x) => x.message.includes('not a legal move'));
    assert.deepEqual(puzzleOf(s).path, ['a1', 'c2']);
    await clickSquare(page, 'd4');
    s = await nextEntry(s, 3);
    s = await waitForState(page, (x) => puzzleOf(x).search !== 'searching');
    assert.equal(puzzleOf(s).dead_end, null);
    // b3 is the start's other neighbour: taking it leaves no way back to a1.
    await clickSquare(page, 'b3');
    s = await nextEntry(s, 4);
    const dead = puzzleOf(s);
    assert.deepEqual(dead.path, ['a1', 'c2', 'd4', 'b3']);
    assert.equal(dead.status, 'playing');
    assert.ok(dead.dead_end, 'dead end detected');
    assert.equal(dead.search, 'impossible');
    await screenshot(page, shot('share-puzzle-dead-end'));

    await page.evaluate(() => navigator.clipboard.writeText(''));
    await pressWidget(page, 'Copy text');
    let copied = '';
    for (let i = 0; i < 50 && !copied; i++) { copied = await readClipboard(page); await sleep(100); }
    assert.deepEqual(copied.trim().split(/[\s,]+/), ['a1', 'c2', 'd4', 'b3'], 'Copy text puts the moves on the clipboard');
    // The grid format, picked from its list by hand: one line a rank.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await pressNamed(page, 'share.format');
    await pressNamed(page, 'share.format.grid');
    await pressWidget(page, 'Copy text');
    copied = '';
    for (let i = 0; i < 50 && !copied; i++) { copied = await readClipboard(page); await sleep(100); }
    assert.equal(copied.trim().split('\n').length, 6, `Copy text in the grid format: ${copied}`);
    await pressNamed(page, 'share.format');
    await pressNamed(page, 'share.format.algebraic');
    const grid = await command(page, { cmd: 'export_text', format: 'grid' });
    assert.equal(grid.text.split('\n').length, 6);
    const svg = await command(page, { cmd: 'export_svg' });
    assert.match(svg.svg, /^<svg|<\?xml/);
    assert.equal((await command(page, { cmd: 'export_text', format: 'nope' })).ok, false);

    // Back: the position before b3; Back again: before d4 (after the undo); Forward twice: the dead end.
    await page.goBack({ waitUntil: 'commit' });
    s = await waitForState(page, (x) => puzzleOf(x).path.length === 3);
    assert.deepEqual(puzzleOf(s).path, ['a1', 'c2', 'd4']);
    await page.goBack({ waitUntil: 'commit' });
    s = await waitForState(page, (x) => puzzleOf(x).path.length === 2);
    assert.deepEqual(puzzleOf(s).path, ['a1', 'c2']);
    await page.goForward({ waitUntil: 'commit' });
    await waitForState(page, (x) => puzzleOf(x).path.length === 3);
    await page.goForward({ waitUntil: 'commit' });
    s = await waitForState(page, (x) => puzzleOf(x).path.length === 4);
    assert.ok(puzzleOf(s).dead_end);
    assert.equal(s.message, '', 'the puzzle moves in the link are no news');
    await screenshot(page, shot('share-puzzle-forward'));
  });

  test('the board as PNG comes from the canvas and is not blank', async () => {
    await pressWidget(page, 'Save PNG');
    await waitForState(page, (x) => x.share.png_size > 1000);
    const url = await page.evaluate(() => window.ktLastDownload && window.ktLastDownload.png);
    const png = PNG.sync.read(Buffer.from(url.split(',')[1], 'base64'));
    const colours = new Set();
    for (let i = 0; i < png.data.length; i += 4) colours.add((png.data[i] << 16) | (png.data[i + 1] << 8) | png.data[i + 2]);
    assert.ok(png.width > 100 && png.height > 100, `png ${png.width}x${png.height}`);
    assert.ok(colours.size > 4, `png has ${colours.size} colours`);
  });

  test('a kind of puzzle picked from its list by hand, and New', async () => {
    await openTab(page, 'Puzzle');
    await pressNamed(page, 'puzzle.kind');
    await pressNamed(page, 'puzzle.kind.complete');
    await pressWidget(page, 'New');
    const s = await waitForState(page, (x) => puzzleOf(x)?.kind === 'complete', { timeoutMs: 10_000 });
    assert.ok(puzzleOf(s).given.length >= 2, `given ${puzzleOf(s).given.length}`);
    await screenshot(page, shot('share-puzzle-kind-by-hand'));
  });

  test('a clue puzzle of a size and level picked from their lists by hand', async () => {
    await pressNamed(page, 'puzzle.kind');
    await pressNamed(page, 'puzzle.kind.clue');
    await pressNamed(page, 'puzzle.side');
    await pressNamed(page, 'puzzle.side.6x6');
    await pressNamed(page, 'puzzle.level');
    await pressNamed(page, 'puzzle.level.medium');
    await pressWidget(page, 'New puzzle');
    const clue = (x) => x.tabs.Puzzle.clue;
    const s = await waitForState(page, (x) => clue(x)?.board === '6x6' && clue(x).level === 'medium' && !clue(x).generating,
      { timeoutMs: 30_000 });
    assert.ok(Object.keys(clue(s).clues).length > 0, 'it has clues');
    const drawn = (await widgets(page)).map((w) => w.label);
    assert.ok(drawn.includes('closed'), 'the clue puzzle\'s own "closed" box');
    assert.ok(!drawn.includes('any tour') && !drawn.includes('closed tour'), 'no goal radios of the other kinds');
    await screenshot(page, shot('share-puzzle-clue-by-hand'));
    await pressNamed(page, 'puzzle.kind');
    await pressNamed(page, 'puzzle.kind.free');   // back, for the tests after
  });

  test('new puzzles: complete this tour, and a win', async () => {
    const r = await command(page, { cmd: 'puzzle_new', kind: 'complete', goal: 'open', start: 'a1', seed: 7 });
    assert.equal(r.ok, true, JSON.stringify(r));
    let s = await state(page);
    const p = puzzleOf(s);
    assert.equal(p.kind, 'complete');
    assert.ok(p.given.length >= 2 && p.given.length < 36, `given ${p.given.length}`);
    assert.deepEqual(p.path, p.given);
    // The search finds a completion; play the hints until done or stuck.
    s = await waitForState(page, (x) => puzzleOf(x).search !== 'searching');
    assert.equal(puzzleOf(s).search, 'possible');
    // Read the hint, play it with the mouse or a finger; the last few by the hook to save time.
    for (let i = 0; i < 40 && puzzleOf(s).status === 'playing'; i++) {
      const hint = (await command(page, { cmd: 'puzzle_hint' })).hint;
      const moves = puzzleOf(s).path.length;
      if (i < 6) {
        await clickSquare(page, hint);
        s = await waitForState(page, (x) => puzzleOf(x).path.length > moves || puzzleOf(x).status !== 'playing', { timeoutMs: 5000 });
      } else {
        await command(page, { cmd: 'puzzle_move', square: hint });
        s = await state(page);
      }
    }
    assert.ok(['won', 'stuck'].includes(puzzleOf(s).status), puzzleOf(s).status);
    await screenshot(page, shot('share-puzzle-after-hints'));
    assert.equal((await command(page, { cmd: 'puzzle_new', kind: 'bogus' })).ok, false);
  });

  test('a damaged or future link opens what is valid and says what is wrong', async () => {
    let s = await openLink('v1.8x8.c3~12~zz');
    assert.deepEqual(s.board, { rows: 8, cols: 8 });
    assert.equal(s.knight, 'c3');
    assert.match(s.message, /tour/);
    s = await openLink('v9.5x5.a1');
    assert.match(s.message, /version|v9/);
    s = await openLink('v1.99999x99999.a1');
    assert.notEqual(s.message, '');
    assert.equal(app.errors.length, 0, app.errors.join('\n'));
    // A link typed into the address bar of the open page (hashchange) applies too.
    await page.goto(`${page.url().split('#')[0]}#v1.5x5.c3.mode=puzzle`, { waitUntil: 'commit' });
    s = await waitForState(page, (x) => x.board.rows === 5 && x.tab === 'Puzzle');
    assert.deepEqual(s.board, { rows: 5, cols: 5 });
    // The clue puzzle left in progress above (6x6) does not replace the link's
    // puzzle a moment later, and is not lost: picking the clue kind brings it back.
    await sleep(1500);
    s = await state(page);
    assert.deepEqual(s.board, { rows: 5, cols: 5 }, "the link's board stays");
    assert.equal(puzzleOf(s).kind, 'free');
    await screenshot(page, shot('share-puzzle-hashchange'));
    await pressNamed(page, 'puzzle.kind');
    await pressNamed(page, 'puzzle.kind.clue');
    s = await waitForState(page, (x) => x.tabs.Puzzle.clue?.board === '6x6' && x.board.rows === 6, { timeoutMs: 30_000 });
    assert.equal(s.tabs.Puzzle.clue.level, 'medium');
    // A clue puzzle whose seed is not a number: the message says what was
    // read and what it should look like, and nothing is made up in its place.
    s = await openLink('v1.8x8.mode=puzzle.clue=medium~x1~o');
    assert.match(s.message, /cannot read the clue puzzle 'medium~x1~o'/);
    assert.match(s.message, /level~seed~goal/);
    await screenshot(page, shot('share-puzzle-bad-clue'));
    assert.equal(app.errors.length, 0, app.errors.join('\n'));
  });
});
