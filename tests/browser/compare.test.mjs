// The Compare tab in headless Chromium, used as a person would: paste closed
// 8x8 tours (Ctrl+V, the Paste button, dropped files) together with
// transformed copies (rotated, mirrored, reversed, restarted), garbage, a tour
// of the wrong board and a truncated tour; pick tours by pressing them; check
// the classes, the rejected line numbers and the named transformation
// through the test hook, copy a tour to the clipboard, look at screenshots,
// and check that a large paste is classified off the UI thread.
// Tours are made here in JS (Warnsdorff with seeded random tie-breaks until
// one closes) so the test needs no native build.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  command, distDir, distReady, dropFiles, openApp, openTab, parseSquare, pasteKeys, pressWidget, readClipboard,
  saveArtifact, screenshot, scrollPanel, setClipboard, shot, sleep, squareName, state, validateTour, waitFrames,
  waitForState, widgets,
} from './harness.mjs';

const N = 8;
const MOVES = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];

function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x / 2 ** 32; };
}

/** A closed 8x8 knight's tour as square names, found by randomised Warnsdorff. */
function closedTour(seed) {
  const random = rng(seed);
  const inside = (f, r) => f >= 0 && f < N && r >= 0 && r < N;
  for (let attempt = 0; attempt < 100000; attempt++) {
    const seen = Array.from({ length: N }, () => Array(N).fill(false));
    let f = 0, r = 0;
    seen[f][r] = true;
    const path = [[f, r]];
    const degree = (a, b) => MOVES.filter(([df, dr]) => inside(a + df, b + dr) && !seen[a + df][b + dr]).length;
    while (path.length < N * N) {
      const next = MOVES.map(([df, dr]) => [f + df, r + dr])
        .filter(([a, b]) => inside(a, b) && !seen[a][b])
        .map(([a, b]) => ({ a, b, d: degree(a, b), t: random() }))
        .sort((x, y) => x.d - y.d || x.t - y.t);
      if (next.length === 0) break;
      ({ a: f, b: r } = next[0]);
      seen[f][r] = true;
      path.push([f, r]);
    }
    if (path.length === N * N) {
      const df = Math.abs(f), dr = Math.abs(r);   // back to a1?
      if ((df === 1 && dr === 2) || (df === 2 && dr === 1)) return path.map(([a, b]) => squareName(a, b));
    }
  }
  throw new Error('no closed tour found');
}

// The board's transformations by the page's names (symmetry.h: Phadke's table).
const SYMMETRIES = {
  'identity': (f, r) => [f, r],
  'vertical-mirror': (f, r) => [N - 1 - f, r],
  'horizontal-mirror': (f, r) => [f, N - 1 - r],
  'tl-br-diagonal': (f, r) => [N - 1 - r, N - 1 - f],
  'tr-bl-diagonal': (f, r) => [r, f],
  '90-clockwise': (f, r) => [r, N - 1 - f],
  '90-anticlockwise': (f, r) => [N - 1 - r, f],
  '180': (f, r) => [N - 1 - f, N - 1 - r],
};
const transform = (tour, name) => tour.map((s) => {
  const { file, rank } = parseSquare(s);
  const [f, r] = SYMMETRIES[name](file, rank);
  return squareName(f, r);
});
const reorient = (tour, reversed, offset) => {
  const t = reversed ? [...tour].reverse() : tour;
  return t.map((_, k) => t[(k + offset) % t.length]);
};
/** Phadke's compact line: two spaces, row digits from the top, two spaces, column digits. */
const compact = (tour) => `  ${tour.map((s) => N - parseSquare(s).rank).join('')}  ${tour.map((s) => parseSquare(s).file + 1).join('')}`;

/** True when the reported comparison really carries a onto b. */
function checkComparison(c, a, b) {
  assert.ok(c && c.isomorphic, `expected isomorphic, got ${JSON.stringify(c)}`);
  assert.ok(c.transformation in SYMMETRIES, `unknown transformation ${c.transformation}`);
  const image = reorient(transform(a, c.transformation), c.reversed, c.offset);
  assert.deepEqual(image, b, `${c.transformation}, reversed ${c.reversed}, offset ${c.offset} does not carry A onto B`);
}

const settle = (page, frames = 3) => waitFrames(page, frames, 10_000);
const compareState = async (page) => (await state(page)).tabs.Compare;
async function waitForClipboard(page, predicate, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  let text = '';
  while (Date.now() < deadline) {
    text = await readClipboard(page);
    if (predicate(text)) return text;
    await sleep(100);
  }
  throw new Error(`the clipboard still holds '${text.slice(0, 80)}'`);
}

before(() => {
  assert.ok(distReady(), `${distDir}/knights_app.wasm is missing: build the page first (./build_wasm.sh)`);
});

describe('the Compare tab', () => {
  let app;
  const A = closedTour(7);
  const other = closedTour(12345);
  const sixBySix = 'b1 a3 b5 d6 f5 e3 f1 d2 f3 e1 c2 a1 b3 a5 c6 d4 e6 f4 e2 c1 a2 b4 a6 c5 a4 b6 c4 e5 d3 b2 d1 f2 e4 f6 d5 c3';
  const rotatedReversed = reorient(transform(A, '90-clockwise'), true, 7);
  const mirrored = transform(A, 'vertical-mirror');
  const lines = [
    A.join(' '),                       // 1: tour 1
    rotatedReversed.join(' '),         // 2: tour 2, same class
    '# a comment is skipped',          // 3
    'a1 z9 this is not a tour',        // 4: rejected
    compact(mirrored),                 // 5: tour 3, same class (Phadke's compact format)
    other.join('-'),                   // 6: tour 4, another class
    sixBySix,                          // 7: a 6x6 tour: wrong board, rejected
    A.slice(0, 30).join(' '),          // 8: truncated, rejected
  ];

  before(async () => {
    for (const t of [A, other]) assert.ok(validateTour(t, 8, 8).closed, 'the JS tour maker should give closed tours');
    app = await openApp();
    await openTab(app.page, 'Compare');
  });
  after(async () => {
    if (app) {
      saveArtifact('console-compare.txt', app.messages.join('\n') + '\n');
      await app.close();
    }
  });

  test('Ctrl+V pastes tours; they are grouped into classes; bad lines are listed by line number', async () => {
    const { page } = app;
    await setClipboard(page, lines.join('\n'));   // copied in another program
    await pasteKeys(page);
    await waitForState(page, (s) => s.tabs.Compare.tours === 4, { timeoutMs: 10_000 });
    const c = await compareState(page);
    assert.equal(c.tours, 4);
    assert.equal(c.classes, 2);
    assert.deepEqual(c.invalid, [4, 7, 8]);
    assert.match(c.errors[1], /line 7.*8x8/);
    assert.deepEqual(c.class_list.map((k) => k.members), [[1, 2, 3], [4]]);
    assert.equal(c.class_list[0].size, 8);
    assert.deepEqual(c.class_list[0].fixed_by, []);
    assert.deepEqual(app.errors, []);

    // The message about the rejected lines wraps onto three lines on a phone;
    // it covers no part of the panel, beside the board or under it.
    await waitFrames(page, 3);
    const line = await page.evaluate(() => {
      const r = document.getElementById('kt-message').getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    });
    const panel = (await state(page)).panel_rect;
    const apart = line.left >= panel.x + panel.w - 1 || line.bottom <= panel.y + 1 || line.top >= panel.y + panel.h - 1;
    assert.ok(apart, `the message line ${JSON.stringify(line)} lies over the panel ${JSON.stringify(panel)}`);
  });

  test('two tours of one class: the transformation, direction and offset are named', async () => {
    const { page } = app;
    let s = await state(page);   // a paste selects its first two tours
    assert.deepEqual(s.tabs.Compare.selected, [1, 2]);
    checkComparison(s.tabs.Compare.comparison, A, rotatedReversed);
    assert.equal(s.tabs.Compare.comparison.transformation, '90-clockwise');
    assert.equal(s.tabs.Compare.comparison.reversed, true);
    assert.deepEqual(s.tour, A, 'tour A is shown on the main board');
    assert.equal(s.tabs.Compare.variants, 8);
    await settle(page);
    await screenshot(page, shot('compare-01-side-by-side'));

    await pressWidget(page, 'Animate A onto B');
    s = await state(page);
    assert.equal(s.tabs.Compare.animating, true);
    await sleep(300);
    await screenshot(page, shot('compare-02-animating'));
    await waitForState(page, (st) => !st.tabs.Compare.animating, { timeoutMs: 10_000 });
    await settle(page);
    await screenshot(page, shot('compare-03-animated'));

    // Presses alternate: the first picks A, the next B.
    await pressWidget(page, /^#1( A| B)?$/);
    await pressWidget(page, /^#3( A| B)?$/);
    s = await waitForState(page, (st) => st.tabs.Compare.selected[1] === 3, { timeoutMs: 5000 });
    assert.deepEqual(s.tabs.Compare.selected, [1, 3]);
    checkComparison(s.tabs.Compare.comparison, A, mirrored);
    assert.equal(s.tabs.Compare.comparison.transformation, 'vertical-mirror');

    await pressWidget(page, /^#2( A| B)?$/);
    await pressWidget(page, /^#4( A| B)?$/);
    s = await waitForState(page, (st) => st.tabs.Compare.selected[1] === 4, { timeoutMs: 5000 });
    assert.deepEqual(s.tabs.Compare.selected, [2, 4]);
    assert.equal(s.tabs.Compare.comparison.isomorphic, false);
    assert.deepEqual(s.tour, other, 'the tour pressed last is on the board');
    const bad = await command(page, { cmd: 'compare_select', a: 9 });
    assert.equal(bad.ok, false);
    assert.match(bad.error, /1\.\.4/);
  });

  test('Copy A puts tour A on the clipboard', async () => {
    const { page } = app;
    await setClipboard(page, 'something else');
    await pressWidget(page, 'Copy A');
    const copied = await waitForClipboard(page, (text) => text !== 'something else');
    assert.deepEqual(copied.trim().split(/\s+/), rotatedReversed);
  });

  test('a paste adds to the tours already there, and says what is wrong and where', async () => {
    const { page } = app;
    const before = await compareState(page);
    await setClipboard(page, `${other.join(' ')}\nh9 g7 this is not a tour\n`);
    await pressWidget(page, 'Paste');
    const c = (await waitForState(page, (s) => s.tabs.Compare.tours === before.tours + 1, { timeoutMs: 10_000 })).tabs.Compare;
    assert.ok(c.text_bytes > before.text_bytes, 'the earlier paste is kept');
    assert.equal(c.invalid.length, before.invalid.length + 1);
    const s = await state(page);
    assert.match(s.message, /rejected: line \d+/, 'the message says where');
  });

  test('dropped text files are added to Compare, each named in the text', async () => {
    const { page } = app;
    const before = await compareState(page);
    await dropFiles(page, [
      { name: 'mirror.txt', text: `${mirrored.join(' ')}\n` },
      { name: 'grid-and-junk.txt', text: `${A.join(',')}\nnot a tour at all\n` },
    ]);
    const c = (await waitForState(page, (s) => s.tabs.Compare.tours === before.tours + 2, { timeoutMs: 10_000 })).tabs.Compare;
    assert.equal(c.invalid.length, before.invalid.length + 1);
    assert.ok(c.errors.some((e) => /line \d+/.test(e)));
    await settle(page);
    await screenshot(page, shot('compare-06-dropped-files'));
  });

  test('a self-symmetric tour is flagged with the transformations that fix it', async () => {
    // A closed 6x6 tour fixed by the half turn (searched for in JS below).
    const { page } = app;
    assert.deepEqual(await command(page, { cmd: 'board', rows: 6, cols: 6 }), { ok: true });   // setup
    const sym6 = symmetric6x6();
    assert.ok(validateTour(sym6, 6, 6).closed);
    await waitForState(page, (s) => s.board.rows === 6);
    await pressWidget(page, 'Clear');
    await setClipboard(page, `${sym6.join(' ')}\n${sixBySix}`);
    await pasteKeys(page);
    await waitForState(page, (s) => s.tabs.Compare.tours === 2, { timeoutMs: 10_000 });
    const c = await compareState(page);
    assert.equal(c.tours, 2);
    assert.deepEqual(c.invalid, []);
    assert.ok(c.class_list[0].fixed_by.includes('180'), JSON.stringify(c.class_list[0]));
    assert.equal(c.class_list[0].size, 8 / (c.class_list[0].fixed_by.length + 1));
    await settle(page);
    await screenshot(page, shot('compare-04-symmetric-6x6'));
    // Scroll the side panel down to the grid of variants (wheel, or a swipe).
    await scrollPanel(page, 2400);
    await settle(page, 5);
    await screenshot(page, shot('compare-05-variants-6x6'));
    await scrollPanel(page, -3000);
    assert.deepEqual(await command(page, { cmd: 'board', rows: 8, cols: 8 }), { ok: true });   // setup for the next test
  });

  test('on another tab a dropped file puts its first tour onto the board; a bad one says what and where', async () => {
    const { page } = app;
    await openTab(page, 'Solve');
    await dropFiles(page, [{ name: 'bad.txt', text: 'a1 b2 c3\n' }]);
    let s = await waitForState(page, (st) => /bad\.txt/.test(st.message), { timeoutMs: 10_000 });
    assert.match(s.message, /file bad\.txt, line 1/);
    await dropFiles(page, [{ name: 'tour.txt', text: `# a closed tour\n${other.join(' ')}\n` }]);
    s = await waitForState(page, (st) => st.knight === other[0], { timeoutMs: 10_000 });
    assert.equal(s.tab, 'Solve');
    await settle(page);
    await screenshot(page, shot('compare-07-dropped-on-solve'));
    await openTab(page, 'Compare');
  });

  test('a large paste is classified on a worker thread; the page stays responsive', async () => {
    const { page } = app;
    const big = [];
    const names = Object.keys(SYMMETRIES);
    for (let i = 0; i < 2000; i++) big.push(reorient(transform(i % 3 ? A : other, names[i % 8]), i % 2 === 1, i % 64).join(' '));
    await waitForState(page, (st) => st.board.rows === 8);
    await pressWidget(page, 'Clear');
    await setClipboard(page, big.join('\n'));
    const started = Date.now();
    await pasteKeys(page);
    await waitFrames(page, 1);
    const returned = Date.now() - started;
    const frame0 = (await state(page)).frame;
    const s = await waitForState(page, (st) => st.tabs.Compare.tours === 2000 && !st.tabs.Compare.busy, { timeoutMs: 60_000 });
    const elapsed = Date.now() - started;
    console.log(`metric: compare 2000 pasted 8x8 tours: next frame ${returned} ms after Ctrl+V, classified in ${elapsed} ms, ${s.frame - frame0} frames drawn meanwhile`);
    assert.equal(s.tabs.Compare.classes, 2);
    assert.ok(returned < 2000, `the paste blocked the page for ${returned} ms`);
    assert.deepEqual(app.errors, []);
  });
});

/** A closed 6x6 tour fixed by the half turn, built by search in JS. */
function symmetric6x6() {
  // Depth-first search for a closed tour whose squares k and k+18 are
  // 180-degree images (then the picture is fixed by the half turn).
  const n = 6;
  const inside = (f, r) => f >= 0 && f < n && r >= 0 && r < n;
  const image = ([f, r]) => [n - 1 - f, n - 1 - r];
  const key = ([f, r]) => f * n + r;
  const seen = new Set();
  const path = [[0, 0]];
  seen.add(key([0, 0])); seen.add(key(image([0, 0])));
  const half = (n * n) / 2;
  const moves = (p) => MOVES.map(([df, dr]) => [p[0] + df, p[1] + dr]).filter(([f, r]) => inside(f, r));
  const isMove = (p, q) => { const a = Math.abs(p[0] - q[0]), b = Math.abs(p[1] - q[1]); return (a === 1 && b === 2) || (a === 2 && b === 1); };
  function extend() {
    const last = path[path.length - 1];
    if (path.length === half) return isMove(last, image(path[0]));
    for (const q of moves(last)) {
      if (seen.has(key(q))) continue;
      seen.add(key(q)); seen.add(key(image(q)));
      path.push(q);
      if (extend()) return true;
      path.pop();
      seen.delete(key(q)); seen.delete(key(image(q)));
    }
    return false;
  }
  if (!extend()) throw new Error('no symmetric 6x6 tour');
  return [...path, ...path.map(image)].map(([f, r]) => squareName(f, r));
}
