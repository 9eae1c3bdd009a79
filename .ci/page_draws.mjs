// Opens an already served page in headless Chromium and checks that it drew:
// cross-origin isolated with threads, the first frame reported by the test
// hook, a few more frames, no console errors, and a screenshot with many
// colours (a blank or single-colour canvas fails). Then runs a tour from a1
// and takes SCREENSHOT-tour.png.
//   node .ci/page_draws.mjs URL SCREENSHOT.png [WIDTHxHEIGHT]
// Needs the browser tests' npm packages (tests/install_deps.sh browser).
import fs from 'node:fs';
import { chromium } from '../tests/browser/node_modules/playwright-core/index.mjs';
import { CHROMIUM, CHROMIUM_ARGS, distinctColours, state, waitForReady, waitForState }
  from '../tests/browser/harness.mjs';

const [url, shot, size = '1366x768'] = process.argv.slice(2);
if (!url || !shot) {
  console.error('usage: node .ci/page_draws.mjs URL SCREENSHOT.png [WIDTHxHEIGHT]');
  process.exit(2);
}
const [width, height] = size.split('x').map(Number);

const profile = fs.mkdtempSync('/tmp/knights-ci-chromium-');
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, viewport: { width, height },
});
const errors = [];
try {
  const page = context.pages()[0] || await context.newPage();
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(url, { waitUntil: 'load' });
  await waitForReady(page, 120_000);
  const first = await state(page);
  await waitForState(page, (s) => s.frame >= first.frame + 10, { timeoutMs: 60_000 });
  const info = await page.evaluate(() => ({ isolated: window.crossOriginIsolated, build: window.knights.build }));
  await page.screenshot({ path: shot });
  const colours = distinctColours(shot);
  console.log(`page_draws: ${url} drew frame ${(await state(page)).frame}, ${info.build} build, ` +
              `isolated ${info.isolated}, ${colours} distinct colours in ${shot}`);
  const problems = [];
  if (!info.isolated) problems.push('the page is not cross-origin isolated (no threads)');
  if (colours < 32) problems.push(`only ${colours} distinct colours: the canvas looks blank`);
  if (errors.length) problems.push(`console errors: ${errors.join(' | ')}`);
  // A second picture for the README: a knight placed and a tour run (the
  // hook sets this up; the browser tests click for real).
  await page.evaluate(() => window.knights.command({ cmd: 'place', square: 'a1' }));
  await page.evaluate(() => window.knights.command({ cmd: 'run' }));
  await waitForState(page, (s) => s.solver && s.solver.finished, { timeoutMs: 60_000 });
  await waitForState(page, (s) => s.frame >= first.frame + 20, { timeoutMs: 60_000 });
  await page.screenshot({ path: shot.replace(/\.png$/, '-tour.png') });
  if (problems.length) {
    console.error(`page_draws: FAILED: ${problems.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
