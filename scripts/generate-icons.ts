// Draws the app icons (PNG) from geometry, so they are made here and reproducible: `npx tsx scripts/generate-icons.ts`.
// A night-blue disc of sky with a golden four-pointed star and a crescent; the maskable variant keeps the
// drawing inside the central safe zone that Android crops to.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SUPERSAMPLE = 4;

type Rgba = [number, number, number, number];

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) pixels.subarray(y * size * 4, (y + 1) * size * 4).forEach((v, i) => (rows[y * (size * 4 + 1) + 1 + i] = v));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Colour of the design at (u, v) in [-1, 1]², for a full-bleed square icon. */
function shade(u: number, v: number, scale: number, fullBleed: boolean): Rgba {
  const r = Math.hypot(u, v);
  if (!fullBleed && r > 0.98) return [0, 0, 0, 0];
  const glow = Math.max(0, 1 - Math.hypot(u, v + 0.15) / 1.1);
  let colour: Rgba = [13 + 30 * glow, 16 + 24 * glow, 38 + 50 * glow, 255];
  const x = u / scale;
  const y = v / scale;
  const star = Math.abs(x) ** 0.55 + Math.abs(y) ** 0.55;
  if (star < 0.6 ** 0.55) colour = [242, 212, 136, 255];
  const inMoon = Math.hypot(x - 0.5, y + 0.5) < 0.2 && Math.hypot(x - 0.58, y + 0.56) > 0.17;
  if (inMoon) colour = [230, 196, 107, 255];
  for (const [sx, sy, sr] of [[-0.55, -0.45, 0.035], [0.58, 0.5, 0.03], [-0.45, 0.6, 0.025]] as const) {
    if (Math.hypot(x - sx, y - sy) < sr) colour = [244, 241, 232, 255];
  }
  return colour;
}

function render(size: number, scale: number, fullBleed: boolean): Buffer {
  const pixels = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SUPERSAMPLE; sy += 1) {
        for (let sx = 0; sx < SUPERSAMPLE; sx += 1) {
          const u = ((px + (sx + 0.5) / SUPERSAMPLE) / size) * 2 - 1;
          const v = ((py + (sy + 0.5) / SUPERSAMPLE) / size) * 2 - 1;
          const [r, g, b, a] = shade(u, v, scale, fullBleed);
          sum[0] += r * a; sum[1] += g * a; sum[2] += b * a; sum[3] += a;
        }
      }
      const alpha = sum[3] / SUPERSAMPLE ** 2;
      const offset = (py * size + px) * 4;
      pixels[offset] = sum[3] ? Math.round(sum[0] / sum[3]) : 0;
      pixels[offset + 1] = sum[3] ? Math.round(sum[1] / sum[3]) : 0;
      pixels[offset + 2] = sum[3] ? Math.round(sum[2] / sum[3]) : 0;
      pixels[offset + 3] = Math.round(alpha);
    }
  }
  return png(size, pixels);
}

const out = new URL('../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
// The browser's tab icon: small, because every first visit fetches it alongside the page.
writeFileSync(new URL('icon-32.png', out), render(32, 0.9, false));
writeFileSync(new URL('icon-192.png', out), render(192, 0.9, false));
writeFileSync(new URL('icon-512.png', out), render(512, 0.9, false));
writeFileSync(new URL('maskable-512.png', out), render(512, 0.62, true));
writeFileSync(new URL('maskable-192.png', out), render(192, 0.62, true));
writeFileSync(new URL('apple-touch-icon.png', out), render(180, 0.7, true));
console.log('Iconos escritos en public/icons/');
