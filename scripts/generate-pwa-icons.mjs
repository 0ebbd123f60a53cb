// Draws the PWA icons (a white clipboard with a check mark on the brand navy) as PNG files, with no image library:
// signed-distance shapes, 4×4 supersampling, and a minimal PNG encoder over node:zlib.
// Run: node scripts/generate-pwa-icons.mjs   (writes src/web/public/icons/*.png)
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = fileURLToPath(new URL('../src/web/public/icons/', import.meta.url));
const NAVY = [30, 58, 138]; // #1e3a8a, the theme colour in index.html and the manifest
const WHITE = [255, 255, 255];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
const encodePng = (size, rgba) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

// signed distances (negative inside)
const roundRect = (x, y, cx, cy, hw, hh, r) => {
  const qx = Math.abs(x - cx) - hw + r;
  const qy = Math.abs(y - cy) - hh + r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
};
const segment = (x, y, ax, ay, bx, by) => {
  const px = x - ax;
  const py = y - ay;
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, (px * dx + py * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - dx * t, py - dy * t);
};

/** the glyph in a unit box: is (u, v) white? */
const glyph = (u, v) => {
  const stroke = 0.085;
  const board = Math.abs(roundRect(u, v, 0.5, 0.55, 0.34, 0.42, 0.09)) < stroke / 2;
  const clip = roundRect(u, v, 0.5, 0.14, 0.15, 0.07, 0.04) < 0;
  const check = Math.min(segment(u, v, 0.33, 0.56, 0.45, 0.68), segment(u, v, 0.45, 0.68, 0.68, 0.43)) < stroke / 2;
  return board || clip || check;
};

/** one icon: background shape and the glyph scaled into `glyphScale` of the canvas */
const draw = (size, { rounded, glyphScale }) => {
  const rgba = Buffer.alloc(size * size * 4);
  const samples = 4;
  const offset = (1 - glyphScale) / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const nx = (x + (sx + 0.5) / samples) / size;
          const ny = (y + (sy + 0.5) / samples) / size;
          const inside = rounded ? roundRect(nx, ny, 0.5, 0.5, 0.5, 0.5, 0.22) < 0 : true;
          if (!inside) continue;
          bg += 1;
          if (glyph((nx - offset) / glyphScale, (ny - offset) / glyphScale)) fg += 1;
        }
      }
      const total = samples * samples;
      const i = (y * size + x) * 4;
      const f = bg === 0 ? 0 : fg / bg;
      for (let c = 0; c < 3; c++) rgba[i + c] = Math.round(NAVY[c] * (1 - f) + WHITE[c] * f);
      rgba[i + 3] = Math.round((bg / total) * 255);
    }
  }
  return encodePng(size, rgba);
};

const icons = [
  ['icon-192.png', 192, { rounded: true, glyphScale: 0.62 }],
  ['icon-512.png', 512, { rounded: true, glyphScale: 0.62 }],
  // maskable: full-bleed background, glyph inside the 80% safe zone
  ['icon-maskable-512.png', 512, { rounded: false, glyphScale: 0.5 }],
  // iOS rounds the corners itself
  ['apple-touch-icon.png', 180, { rounded: false, glyphScale: 0.6 }],
  ['favicon-32.png', 32, { rounded: true, glyphScale: 0.7 }],
];
for (const [name, size, options] of icons) {
  writeFileSync(`${OUT}${name}`, draw(size, options));
  console.log(`wrote ${name} (${size}×${size})`);
}
