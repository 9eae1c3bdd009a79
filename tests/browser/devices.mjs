// The two devices the Solve and share tests run on, and a person's ways of
// using the page there: the mouse and keyboard of a laptop, the fingers of a
// phone. Widgets are found through the hook's read-only `widgets` map (where
// each was drawn last frame) and then pressed with real input events.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe } from 'node:test';
import { chromium } from 'playwright-core';
import {
  CHROMIUM, CHROMIUM_ARGS, scrollUntilShown, sleep, squareCentre, startServer, state, waitForKeyboard, waitForReady, waitForState,
  waitFrames,
} from './harness.mjs';

const ALL_DEVICES = [
  { name: 'laptop', options: { viewport: { width: 1366, height: 768 } } },
  {
    name: 'phone',
    options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 },
  },
];

// The device of this run (KT_DEVICE, as for every browser test): tests/run_all.sh
// runs the suite once on each.
export const DEVICES = ALL_DEVICES.filter((d) => d.name === (process.env.KT_DEVICE || 'laptop'));

/** Server + Chromium with the device's screen and input, clipboard allowed; waits for the first frame. */
export async function openOn(device, fragment = '') {
  const session = { errors: [], messages: [], device };
  session.server = await startServer();
  session.url = session.server.url;
  session.profile = fs.mkdtempSync(path.join(os.tmpdir(), 'knights-device-'));
  session.close = async () => {
    try { await session.context?.close(); } catch { /* already gone */ }
    session.server.stop();
    fs.rmSync(session.profile, { recursive: true, force: true });
  };
  session.context = await chromium.launchPersistentContext(session.profile, {
    executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, ...device.options,
  });
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.url });
  session.page = session.context.pages()[0] || await session.context.newPage();
  watch(session, session.page);
  await session.page.goto(`${session.url}${fragment ? '#' + fragment : ''}`, { waitUntil: 'load' });
  await waitForReady(session.page);
  return session;
}

/** Collects console errors and page errors of `page` into the session. */
export function watch(session, page) {
  page.on('console', (msg) => {
    const line = `[${msg.type()}] ${msg.text()}`;
    session.messages.push(line);
    if (msg.type() === 'error') session.errors.push(line);
  });
  page.on('pageerror', (error) => session.errors.push(`[pageerror] ${error.stack || error}`));
}

/**
 * Centre of a named widget in page pixels, scrolling the side panel (wheel
 * or swipe) until it is wholly in view; fails when it never is.
 */
export async function widgetCentre(page, name, device = DEVICES[0]) {
  const isTouch = Boolean(device.options.hasTouch);
  const box = await page.locator('#canvas').boundingBox();
  const view = page.viewportSize();
  const shown = await scrollUntilShown(page, async () => {
    const s = await waitForState(page, (st) => st.widgets && st.widgets[name], { timeoutMs: 10_000 }).catch(() => null);
    if (!s) return null;
    const [x, y, w, h, vx = x, vy = y, vw = w, vh = h] = s.widgets[name];   // [x, y, w, h, visible x, y, w, h]
    const centre = { x: box.x + x + w / 2, y: box.y + y + h / 2, left: box.x + x, top: box.y + y, w, h };
    const onScreen = centre.x >= 0 && centre.y >= 0 && centre.x <= view.width && centre.y <= view.height;
    return { y, h, visible: { y: vy, h: vh }, centre, shown: onScreen && vh >= h - 1 && vw > 4 };
  }, isTouch);
  if (shown) return shown.centre;
  throw new Error(`widget ${name} is not in view in ${view.width}x${view.height} after scrolling the panel`);
}

/** A tap on a touch screen, a click with the mouse elsewhere; the app sees the pointer arrive first. */
export async function pressAt(page, device, x, y) {
  if (device.options.hasTouch) {
    await page.touchscreen.tap(x, y);
  } else {
    await page.mouse.move(x, y);
    await waitFrames(page, 2);
    await page.mouse.click(x, y);
  }
  await waitFrames(page, 2);
}

export async function press(page, device, name) {
  const { x, y } = await widgetCentre(page, name, device);
  await pressAt(page, device, x, y);
}

export async function pressSquare(page, device, square) {
  const { x, y } = await squareCentre(page, square);
  await pressAt(page, device, x, y);
}

/** A key held for a few frames, as a person's finger does (not a zero-length press). */
export async function holdKey(page, key) {
  await page.keyboard.down(key);
  await waitFrames(page, 3);
  await page.keyboard.up(key);
  await waitFrames(page, 2);
}

/** Drags from one point to another in small moves, with the mouse or a finger. */
export async function drag(page, device, from, to, steps = 12) {
  if (device.options.hasTouch) {
    const cdp = await page.context().newCDPSession(page);
    const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', {
      type, touchPoints: type === 'touchEnd' ? [] : [{ x: p.x, y: p.y }],
    });
    await touch('touchStart', from);
    for (let i = 1; i <= steps; i++) {
      await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
      await sleep(16);
    }
    await touch('touchEnd', to);
    await cdp.detach();
  } else {
    await page.mouse.move(from.x, from.y);
    await waitFrames(page, 2);
    await page.mouse.down();
    for (let i = 1; i <= steps; i++) {
      await page.mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
      await sleep(16);
    }
    await page.mouse.up();
  }
  await waitFrames(page, 3);
}

/** Replaces a number field's text by typing (a click selects it all), then Enter held like a person's. */
export async function typeNumber(page, device, name, text) {
  const field = await widgetCentre(page, name, device);
  await pressAt(page, device, field.left + 14, field.y);  // the text part, left of the -/+ buttons
  if (device.options.hasTouch) await waitForKeyboard(page, { x: field.left + 14, y: field.y });
  await page.keyboard.type(text, { delay: 30 });
  await waitFrames(page, 2);
  await holdKey(page, 'Enter');
}

export const solver = async (page) => (await state(page)).solver;

/**
 * describe(title) once per device, with the app opened before its tests and
 * closed after; `body(ctx)` declares the tests, which find ctx.app, ctx.page
 * and ctx.device filled in.
 */
export function describeOnDevices(title, body) {
  for (const device of DEVICES) {
    describe(`${title} (${device.name})`, () => {
      const ctx = { device };
      before(async () => {
        ctx.app = await openOn(device);
        ctx.page = ctx.app.page;
      });
      after(async () => { await ctx.app?.close(); });
      body(ctx);
    });
  }
}
