// A monkey at the page: a few thousand random clicks or taps, drags and
// swipes, wheel turns or pinches, keys and pastes (good tours, garbage, a
// large paste) over about a minute, on every tab. It passes when nothing
// crashed, the console holds no error, and no frame took over 2 s (the
// longest gap between the browser's animation frames, where the app draws).
// KT_DEVICE=phone runs it with fingers. KT_MONKEY_SEED repeats a run.
// Chromium hands each input event to the page between frames, so the number
// of actions in the time budget follows the frame rate: thousands on a GPU,
// a few hundred under software GL (SwiftShader) on a busy machine, a few
// dozen there at 3 device pixels per CSS pixel (9 times the pixels per frame).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  DEVICE, command, distDir, distReady, openApp, pasteKeys, pinch, saveArtifact, screenshot, setClipboard, shot,
  squareName, state, swipe, touch, waitFrames,
} from './harness.mjs';

const ACTIONS = Number(process.env.KT_MONKEY_ACTIONS || 3000);
const SECONDS = Number(process.env.KT_MONKEY_SECONDS || 75);
const SEED = Number(process.env.KT_MONKEY_SEED || await commitSeed());

// The commit's hash makes a run repeatable per commit (.ci/run passes it in,
// since its root file system has no git); failing both, the clock seeds it.
// The seed is printed either way.
async function commitSeed() {
  const { execSync } = await import('node:child_process');
  try {
    const hash = execSync('git rev-parse HEAD', { cwd: new URL('.', import.meta.url), stdio: ['ignore', 'pipe', 'ignore'] });
    return parseInt(hash.toString().slice(0, 8), 16) % 100000;
  } catch {
    return Date.now() % 100000;
  }
}
const KEYS = ['1', '2', '3', '8', '9', 'z', 'y', 'Backspace', 'Enter', 'Escape', 'Tab', 'Space', 'ArrowLeft',
  'ArrowRight', 'ArrowUp', 'ArrowDown', 'a', 'x', '-', '.'];

function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x / 2 ** 32; };
}

// Texts a person might paste: a tour (a rook's walk, not a knight's: rejected
// with a message), junk, a long line, nothing useful at all.
function pasteText(random) {
  const kinds = [
    () => Array.from({ length: 64 }, (_, i) => squareName(i % 8, Math.floor(i / 8))).join(' '),
    () => 'a1 c2 e3 zz9 \u00e9\u00e8 \ud83d\udc34 {"board":"8x8","tour":[1,2,',
    () => 'x'.repeat(20000 + Math.floor(random() * 30000)),
    () => '\n\n# only a comment\n\n',
    () => Array.from({ length: 40 }, () => String(Math.floor(random() * 65))).join('\t'),
  ];
  return kinds[Math.floor(random() * kinds.length)]();
}

before(() => {
  assert.ok(distReady(), `${distDir}/knights_app.wasm is missing: build the page first (./build_wasm.sh)`);
});

describe(`a monkey on the ${DEVICE}`, () => {
  let app;
  before(async () => { app = await openApp(); });
  after(async () => {
    if (app) {
      saveArtifact(`console-monkey-${DEVICE}.txt`, app.messages.join('\n') + '\n');
      await app.close();
    }
  });

  test(`${ACTIONS} random actions: no crash, no console error, no frame over 2 s`, async () => {
    const { page } = app;
    const random = rng(SEED);
    const pick = (list) => list[Math.floor(random() * list.length)];
    const { width, height } = page.viewportSize();
    const anywhere = () => ({ x: 2 + random() * (width - 4), y: 2 + random() * (height - 4) });
    console.log(`monkey seed ${SEED} (KT_MONKEY_SEED=${SEED} repeats this run)`);
    // The longest gap between animation frames, measured in the page.
    await page.evaluate(() => {
      window.ktGaps = { last: performance.now(), max: 0, at: 0 };
      const tick = (now) => {
        const gap = now - window.ktGaps.last;
        if (gap > window.ktGaps.max) { window.ktGaps.max = gap; window.ktGaps.at = now; }
        window.ktGaps.last = now;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const counts = {};
    const started = Date.now();
    let done = 0;
    for (; done < ACTIONS && Date.now() - started < SECONDS * 1000; done++) {
      const r = random();
      let kind;
      if (r < 0.45) {
        kind = 'press';
        const p = anywhere();
        if (touch) await page.touchscreen.tap(p.x, p.y);
        else await page.mouse.click(p.x, p.y);
      } else if (r < 0.60) {
        kind = 'drag';
        const p = anywhere();
        const dx = (random() - 0.5) * 300, dy = (random() - 0.5) * 300;
        if (touch) {
          await swipe(page, p.x, p.y, dx, dy, { steps: 3, stepMs: 5 });
        } else {
          const button = random() < 0.5 ? 'left' : 'right';
          await page.mouse.move(p.x, p.y);
          await page.mouse.down({ button });
          await page.mouse.move(p.x + dx, p.y + dy, { steps: 3 });
          await page.mouse.up({ button });
        }
      } else if (r < 0.70) {
        kind = touch ? 'pinch' : 'wheel';
        const p = anywhere();
        if (touch) await pinch(page, p.x, p.y, 60 + random() * 100, 60 + random() * 200, { steps: 3, stepMs: 5 });
        else { await page.mouse.move(p.x, p.y); await page.mouse.wheel(0, (random() - 0.5) * 600); }
      } else if (r < 0.97) {
        kind = 'key';
        await page.keyboard.press(pick(KEYS));
      } else {
        kind = 'paste';
        await setClipboard(page, pasteText(random));
        await pasteKeys(page);
      }
      counts[kind] = (counts[kind] || 0) + 1;
      if (done % 200 === 199) {
        // Keep the board small: a huge board is a speed question, not what a monkey tests.
        const s = await state(page);
        if (s.board.rows * s.board.cols > 10000) await command(page, { cmd: 'board', rows: 8, cols: 8 });
        if (s.solver && s.solver.running && s.board.rows * s.board.cols > 2500) await command(page, { cmd: 'pause' });
        assert.deepEqual(app.errors, [], `console errors after ${done + 1} actions`);
      }
    }
    const seconds = (Date.now() - started) / 1000;
    await waitFrames(page, 3);
    const s = await state(page);
    const gaps = await page.evaluate(() => window.ktGaps);
    const problem = await page.evaluate(() => document.getElementById('status').classList.contains('problem')
      ? document.getElementById('status-text').textContent : '');
    await screenshot(page, shot('monkey-end'));
    console.log(`metric: monkey ${DEVICE}: ${done} actions in ${seconds.toFixed(1)} s (${JSON.stringify(counts)}), ` +
      `longest frame gap ${gaps.max.toFixed(0)} ms, ends on tab ${s.tab}, board ${s.board.rows}x${s.board.cols}`);
    assert.equal(problem, '', 'the page shows a problem');
    assert.ok(done >= Math.min(ACTIONS, 25), `only ${done} actions in ${seconds} s`);
    assert.ok(s.frame > 0);
    assert.ok(gaps.max < 2000, `a frame took ${gaps.max.toFixed(0)} ms`);
    assert.deepEqual(app.errors, []);
  });
});
