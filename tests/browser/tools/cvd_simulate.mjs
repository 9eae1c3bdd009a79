// Simulates red-green colour blindness on a screenshot, so a person with
// normal vision can check that the board's colours stay apart: writes
// NAME-protanopia.png and NAME-deuteranopia.png beside NAME.png. The matrices
// are Machado, Oliveira and Fernandes (2009) at severity 1.0, applied in
// linear RGB.
// Run: node tests/browser/tools/cvd_simulate.mjs tests/browser/artifacts/<shot>.png
import fs from 'node:fs';
import { PNG } from 'pngjs';

const MATRICES = {
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
};
const toLinear = (v) => { const c = v / 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
const toByte = (c) => {
  const v = Math.min(1, Math.max(0, c));
  return Math.round(255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055));
};

const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  console.error('usage: node cvd_simulate.mjs SCREENSHOT.png');
  process.exit(2);
}
const source = PNG.sync.read(fs.readFileSync(file));
for (const [name, m] of Object.entries(MATRICES)) {
  const out = new PNG({ width: source.width, height: source.height });
  for (let i = 0; i < source.data.length; i += 4) {
    const rgb = [toLinear(source.data[i]), toLinear(source.data[i + 1]), toLinear(source.data[i + 2])];
    for (let k = 0; k < 3; k++) out.data[i + k] = toByte(m[k][0] * rgb[0] + m[k][1] * rgb[1] + m[k][2] * rgb[2]);
    out.data[i + 3] = source.data[i + 3];
  }
  const target = file.replace(/\.png$/, `-${name}.png`);
  fs.writeFileSync(target, PNG.sync.write(out));
  console.log(target);
}
