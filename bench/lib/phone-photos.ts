/**
 * What a courier's phone sends with a stop, made for bench/courier.ts: photos as the phone queues them
 * (downscale-photo.ts: JPEG at quality 0.82, 1600 px on the long side; 1600×1200 here) and a signature as
 * signature_pad's toDataURL() gives it (a PNG of the pad's canvas, 2× pixels, a few strokes).
 * A photo is a gradient under per-pixel noise, lightly blurred, so that it neither compresses to nothing
 * (a flat picture: a few KB) nor past what a phone's JPEG of a doorway weighs (pure noise: over 1 MB);
 * they come out at 200-400 KB. Each seed gives a different picture, deterministically.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

export const PHOTO_WIDTH = 1600;
export const PHOTO_HEIGHT = 1200;

/** xorshift32: a small deterministic generator (0 <= n < 1). */
function random(seed: number): () => number {
  let x = (Math.imul(seed + 1, 2654435761) >>> 0) || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

const byte = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);

/** A phone photo (JPEG) for `seed`. */
export async function phonePhoto(seed: number): Promise<Buffer> {
  const w = PHOTO_WIDTH;
  const h = PHOTO_HEIGHT;
  const rnd = random(seed);
  const pixels = Buffer.alloc(w * h * 3);
  const cx = rnd() * w;
  const cy = rnd() * h;
  const base = [40 + rnd() * 160, 40 + rnd() * 160, 40 + rnd() * 160];
  const noise = 30;
  for (let j = 0; j < h; j++) {
    for (let i = 0; i < w; i++) {
      const d = Math.hypot(i - cx, j - cy) / w;
      const n = (rnd() - 0.5) * noise;
      const o = (j * w + i) * 3;
      pixels[o] = byte(base[0] + 80 * Math.sin(d * 9) + n);
      pixels[o + 1] = byte(base[1] + 60 * Math.cos(i / 90) + n);
      pixels[o + 2] = byte(base[2] + 50 * Math.sin(j / 70) + n);
    }
  }
  return sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
    .blur(0.55)
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** phonePhoto, kept in the system's temporary folder between runs (making 50 takes half a minute on a busy machine). */
export async function cachedPhonePhoto(seed: number): Promise<Buffer> {
  const file = path.join(os.tmpdir(), 'bench-courier-photos', `v1-${seed}.jpg`);
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const photo = await phonePhoto(seed);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, photo);
  return photo;
}

/** A drawn signature as a PNG data URL (700×320: a 350×160 pad at 2× pixels). */
export async function signatureDataUrl(seed: number): Promise<string> {
  const rnd = random(seed + 10_000);
  const strokes = Array.from({ length: 3 }, (_, k) => {
    const x0 = 40 + k * 200 + rnd() * 40;
    const y = 160 + (rnd() - 0.5) * 80;
    const c = (dx: number) => `${(x0 + dx).toFixed(1)} ${(y + (rnd() - 0.5) * 180).toFixed(1)}`;
    return `<path d="M ${c(0)} C ${c(40)}, ${c(80)}, ${c(120)} S ${c(170)}, ${c(200)}" fill="none" stroke="#0f172a" stroke-width="5" stroke-linecap="round"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="320">${strokes}</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
