// Share links as a person uses them, on a laptop and on a phone: step a
// Warnsdorff run by hand, copy the link (a full address on the clipboard),
// open it in a new page and find the same tour at the same step; Back and
// Forward walk through the states; a Count selection and a 1000x1000 divide
// run come back from their links too. The hook only reads state (and sets up
// the Count selection, which is not what these tests are about).
// Run: node --test tests/browser/share_links.test.mjs
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import {
  command, distDir, distReady, screenshot, state, validateTour, waitForReady, waitForState,
} from './harness.mjs';
import { describeOnDevices, press, pressSquare, watch } from './devices.mjs';

before(() => {
  assert.ok(distReady(), `${distDir}/knights_app.wasm is missing: build the page first (./build_wasm.sh)`);
});

// Waits until the address bar holds a link with `part` (a state held still gets its entry).
const linkWith = (page, part) => waitForState(page, (s) => s.share.link.includes(part), { timeoutMs: 15_000 });

describeOnDevices('share links', (ctx) => {
  async function stepTo(position) {
    const { page, device } = ctx;
    while ((await state(page)).solver.position < position) await press(page, device, 'solve.step');
    return waitForState(page, (s) => s.solver.position === position && !s.solver.seeking, { timeoutMs: 10_000 });
  }

  test('a Solve link copied and opened elsewhere restores the tour and the step', async () => {
    const { app, page, device } = ctx;
    await pressSquare(page, device, 'd4');
    await stepTo(10);
    const shown = await linkWith(page, 'step=10');
    assert.match(shown.share.link, /^v1\.8x8\.d4\.mode=solver\.algo=warnsdorff\..*speed=30\.step=10$/);
    await press(page, device, 'share.copy_link');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, `${app.url.replace(/\/$/, '')}/#${shown.share.link}`, 'Copy link gives a full address');

    const other = await app.context.newPage();
    watch(app, other);
    await other.goto(copied, { waitUntil: 'load' });
    await waitForReady(other);
    const opened = await waitForState(other, (s) => s.solver.position === 10 && !s.solver.seeking, { timeoutMs: 20_000 });
    assert.equal(opened.tab, 'Solve');
    assert.deepEqual(opened.tour, shown.tour, 'the same 11 squares');
    assert.equal(opened.solver.speed, 30);
    assert.equal(opened.message, '');
    assert.equal(opened.share.link, shown.share.link, 'the address is not rewritten');
    await screenshot(other, `share-links-${device.name}-opened`);
    await other.close();
  });

  test('Back and Forward walk through the states', async () => {
    const { page } = ctx;
    const ten = await state(page);
    await stepTo(15);
    await linkWith(page, 'step=15');
    // Each step that held still has its own entry: Back walks down to step 10.
    const at = async () => (await waitForState(page, (st) => !st.solver.seeking, { timeoutMs: 15_000 })).solver.position;
    for (let position = 15, n = 0; position > 10; n++) {
      assert.ok(n < 6, 'Back reaches step 10');
      await page.goBack();
      const now = await waitForState(page, (st) => !st.solver.seeking && st.solver.position < position, { timeoutMs: 15_000 });
      position = now.solver.position;
    }
    assert.deepEqual((await state(page)).tour, ten.tour);
    while (await at() < 15) await page.goForward();
    assert.equal((await state(page)).tour.length, 16);
  });

  test('the Count selection comes back from its link', async () => {
    const { app, page, device } = ctx;
    await command(page, { cmd: 'tab', name: 'Count' });
    await command(page, { cmd: 'count_run', board: '6x6', range: [3, 7], workers: 1 });
    const s = await linkWith(page, 'mode=count');
    assert.match(s.share.link, /count=6x6~range~\d+~3~7~/);
    const other = await app.context.newPage();
    watch(app, other);
    await other.goto(`${app.url}#${s.share.link}`, { waitUntil: 'load' });
    await waitForReady(other);
    const opened = await waitForState(other, (st) => st.tab === 'Count' && st.frame > 3, { timeoutMs: 15_000 });
    assert.equal(opened.share.link, s.share.link);
    await other.close();

    // The same link with a board that reads as RxC but is no board: a message, and 8x8 kept.
    const bad = s.share.link.replace('count=6x6~', 'count=0x0~');
    const third = await app.context.newPage();
    watch(app, third);
    await third.goto(`${app.url}#${bad}`, { waitUntil: 'load' });
    await waitForReady(third);
    const refused = await waitForState(third, (st) => st.tab === 'Count' && st.message !== '', { timeoutMs: 15_000 });
    assert.match(refused.message, /^Link: the Count tab's board 0x0: both sides must be at least 1; it keeps 8x8$/);
    await screenshot(third, `share-links-${device.name}-count-bad-board`);
    await third.close();
  });

  test('what a link asks for that cannot be had is said in the message line', async () => {
    const { app, page, device } = ctx;
    const cases = [
      ['v1.8x8.d4.mode=solver.algo=nosuch.step=3', /^Link: no solver called 'nosuch'; showing warnsdorff$/],
      ['v1.6x6.mode=solver.n=twelve', /^Link: tour number 'twelve' should be closed~K or paths~K$/],
    ];
    for (const [link, message] of cases) {
      await page.goto(`${app.url}#${link}`, { waitUntil: 'load' });
      await waitForReady(page);
      const s = await waitForState(page, (st) => st.message !== '', { timeoutMs: 15_000 });
      assert.match(s.message, message, link);
    }
    await screenshot(page, `share-links-${device.name}-bad-tour-number`);
    assert.deepEqual(app.errors, []);
  });

  test('a 1000x1000 divide run stays a short link and replays to 100%', async () => {
    const { app, page, device } = ctx;
    const link = 'v1.1000x1000.mode=solver.algo=divide.seed=1.speed=0.step=400';
    await page.goto(`${app.url}#${link}`, { waitUntil: 'load' });
    await waitForReady(page);
    const s = await waitForState(page, (st) => st.solver && st.solver.finished, { timeoutMs: 120_000 });
    assert.equal(s.solver.state, 'found');
    assert.equal(s.solver.progress, 1, 'progress ends at 100%');
    assert.equal(s.solver.retries, 0);
    assert.ok(s.share.link.length < 200, `link of ${s.share.link.length} characters`);
    await screenshot(page, `share-links-${device.name}-divide-1000`);
    assert.deepEqual(app.errors, []);
  });
});
