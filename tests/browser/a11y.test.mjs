// The page for keyboard and screen-reader users (web/a11y.js): the board is a
// grid of named squares that Tab reaches as one stop, the panel's controls are
// real buttons, and a live region carries the message line. Everything here
// is done with the keyboard alone and read from the browser's accessibility
// tree, as assistive technology reads it.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';

import { DEVICE, openApp, screenshot, shot, sleep, state, waitForState } from './harness.mjs';

// The accessibility tree's nodes, as {role, name} (CDP Accessibility.getFullAXTree).
async function axNodes(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    // Ignored nodes (a span) stay, as links between a region and its text, but have no role.
    return nodes.map((n) => ({ role: n.ignored ? null : n.role?.value, name: n.name?.value ?? '', id: n.nodeId,
                               parent: n.parentId, live: (n.properties || []).find((p) => p.name === 'live')?.value?.value }));
  } finally {
    await cdp.detach();
  }
}

// What has the keyboard focus: its role and accessible name.
const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  return { role: el?.getAttribute('role') || el?.tagName.toLowerCase(), name: el?.getAttribute('aria-label') || el?.textContent || '' };
});

// Tab (or Shift+Tab) until the focus is on what `want` accepts.
async function tabTo(page, want, { back = false, limit = 120 } = {}) {
  for (let i = 0; i < limit; ++i) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    if (want(f)) return f;
  }
  throw new Error(`Tab never reached the control wanted; last: ${JSON.stringify(await focused(page))}`);
}
// Polls an asynchronous check (waitForState takes the state only).
async function until(check, what, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const got = await check();
    if (got) return got;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}; focus ${JSON.stringify(await focused(app_page))}`);
    await sleep(100);
  }
}
let app_page;   // for the message of a check that failed
const named = (name) => (f) => f.name === name;
const onBoard = (f) => f.role === 'gridcell';

// Enter on a control, then wait for the app to have acted.
async function activate(page, name, until, { key = 'Enter' } = {}) {
  await tabTo(page, named(name));
  await page.keyboard.press(key);
  return waitForState(page, until, { timeoutMs: 15_000 });
}

// From the focused square, the arrow keys to `target` ("e4"), as a person would.
async function arrowTo(page, target) {
  const at = (await focused(page)).name.split(',')[0];
  const file = (n) => n.charCodeAt(0) - 97;
  const rank = (n) => Number(n.slice(1));
  const dx = file(target) - file(at), dy = rank(target) - rank(at);
  for (let i = 0; i < Math.abs(dx); ++i) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(dy); ++i) await page.keyboard.press(dy > 0 ? 'ArrowUp' : 'ArrowDown');
  const f = await focused(page);
  assert.ok(f.name.startsWith(`${target},`), `the focus square is ${target}: ${f.name}`);
  return f;
}

describe(`keyboard and screen readers (${DEVICE})`, () => {
  let app;
  before(async () => { app = await openApp(); app_page = app.page; });
  after(async () => { await app?.close(); });

  test('every square is a named cell; the live region says "place the knight first"', async () => {
    const { page } = app;
    const nodes = await axNodes(page);
    const cells = nodes.filter((n) => n.role === 'gridcell').map((n) => n.name.split(',')[0]);
    const all = [];
    for (const f of 'abcdefgh') for (let r = 1; r <= 8; ++r) all.push(`${f}${r}`);
    assert.deepEqual([...cells].sort(), all.sort(), 'the 64 squares, each a cell named by its square');
    assert.equal(nodes.filter((n) => n.role === 'columnheader').length, 8);
    assert.equal(nodes.filter((n) => n.role === 'rowheader').length, 8);
    assert.ok(nodes.some((n) => n.role === 'grid' && /Board, 8 by 8/.test(n.name)));

    // Run with no knight, from the keyboard: the message line says so, as a warning, where people look.
    const s = await activate(page, 'Run', (st) => /^Place the knight first/.test(st.message));
    assert.equal(s.message_tone, 'warning');
    const after = await axNodes(page);
    const live = after.find((n) => n.role === 'status' && /Place the knight first/.test(n.name + collectText(after, n)));
    assert.ok(live, 'a status region carries the message');
    assert.equal(live.live, 'polite');
    const line = await page.evaluate(() => {
      const el = document.getElementById('kt-message');
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, color: style.color, background: style.backgroundColor };
    });
    const board = s.board_rect;
    if (DEVICE === 'phone') assert.ok(line.top >= board.y + 8 * board.cell - 1, `under the board: ${JSON.stringify(line)}`);
    else assert.ok(line.bottom <= board.y + 1, `above the board: ${JSON.stringify(line)}`);
    assert.ok(contrast(line.color, line.background) >= 4.5, `contrast ${contrast(line.color, line.background)}`);
    await screenshot(page, shot('a11y-message-warning'));

    // The Right key (step) with the focus on the page, not the board, says it again.
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('ArrowRight');
    await waitForState(page, (st) => st.message_serial > s.message_serial && st.message_tone === 'warning' &&
                                     /^Place the knight first/.test(st.message));
  });

  test('keyboard alone: place the knight, step Warnsdorff and hear why, then a number in the daily clue puzzle', async () => {
    const { page } = app;
    // The board is one Tab stop; the arrows move its focus square.
    await page.evaluate(() => document.activeElement?.blur());
    const first = await tabTo(page, onBoard);
    assert.match(first.name, /^[a-h][1-8], /);
    await arrowTo(page, 'e4');
    // The app takes the page's key requests in its next frame.
    await waitForState(page, (st) => st.focus_square === 'e4', { timeoutMs: 5000 });
    await page.keyboard.press('Enter');
    const placed = await waitForState(page, (st) => st.knight === 'e4');
    assert.doesNotMatch(placed.message, /^Place the knight first/, 'the warning goes once the knight stands');
    await until(async () => (await focused(page)).name.startsWith('e4, knight'), 'the focused cell names the knight', 5000);
    await screenshot(page, shot('a11y-focus-square'));

    // The algorithm from its menu: Enter opens it, the arrows walk it, Enter picks.
    await tabTo(page, named('algorithm'));
    await page.keyboard.press('Enter');
    await until(async () => (await focused(page)).name === 'warnsdorff', 'the menu open at warnsdorff', 5000);
    await page.keyboard.press('ArrowDown');
    assert.equal((await focused(page)).name, 'backtrack');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await until(async () => (await focused(page)).name === 'algorithm', 'the focus back on the menu box', 5000);
    assert.equal((await state(page)).solver?.name ?? 'warnsdorff', 'warnsdorff');

    await activate(page, 'Step', (st) => st.solver && st.solver.steps >= 1);
    await page.keyboard.press('Space');
    const stepped = await waitForState(page, (st) => st.solver.steps >= 2);
    assert.deepEqual(stepped.tour.slice(0, 1), ['e4']);
    const why = await until(async () => (await axNodes(page)).find((n) => /Step 2\. Why: /.test(n.name)), 'the Why read out');
    assert.ok(why);

    // The daily clue puzzle: its button heads the panel, the page's front door.
    const clue = (st) => st.tabs.Puzzle.clue;
    await tabTo(page, (f) => /^Daily puzzle #\d+/.test(f.name), { back: true });
    await page.keyboard.press('Space');
    let s = await waitForState(page, (st) => st.tab === 'Puzzle' && clue(st) && clue(st).solution, { timeoutMs: 15_000 });
    const c = clue(s);
    // A blank square, and its number in the solution.
    const k = c.solution.findIndex((sq) => !c.clues[sq]);
    const target = c.solution[k];
    await tabTo(page, onBoard, { back: true });
    await arrowTo(page, target);
    assert.match((await focused(page)).name, new RegExp(`^${target},.* blank`));
    await page.keyboard.press('Enter');
    await waitForState(page, (st) => clue(st).selected === target);
    for (const digit of String(k + 1)) await page.keyboard.press(digit);
    s = await waitForState(page, (st) => clue(st).entries[target] === k + 1);
    await until(async () => new RegExp(`^${target},.* entered ${k + 1}`).test((await focused(page)).name), 'the cell names the number', 5000);
    await screenshot(page, shot('a11y-clue-keyboard'));
    assert.deepEqual(app.errors, []);
  });
});

// The text under an accessibility node (a live region's name can be empty, its text is in its children).
function collectText(nodes, node) {
  const kids = nodes.filter((n) => n.parent === node.id);
  return kids.map((k) => `${k.role === 'StaticText' ? k.name : ''} ${collectText(nodes, k)}`).join(' ');
}

// WCAG 2 contrast of two CSS rgb() colours.
function contrast(a, b) {
  const lum = (css) => {
    const [r, g, bl] = css.match(/[\d.]+/g).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
