/**
 * Uploaded images, re-encoded so only real pictures are kept: `reencodeImage` decodes with sharp (so
 * only real images pass) and turns the picture upright by its EXIF orientation; `toAvatarWebp` crops it
 * to a 256×256 square WebP without any metadata (the profile's and a client's photo); `toPhotoWebp` fits a
 * phone's photo (damages, courier visits) and `toSignaturePng` a drawn signature.
 */
import sharp, { type Sharp } from 'sharp';
import { AVATAR_SIZE } from '@shared/domain/avatar';
import { MESSAGES } from '@shared/constants';
import { badRequest } from './errors';

/** Raster formats we decode; SVG (a document, not a picture) and camera RAW are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);
/** Refuses decompression bombs: about 8000×5000 pixels at most. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes an upload (first page only, within the pixel limit) and hands it, turned upright, to `encode`;
 * anything that is not an accepted raster image, or fails to encode, answers 'Please select an image file'.
 */
export async function reencodeImage<T>(input: Buffer, encode: (image: Sharp) => Promise<T>): Promise<T> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error(`format ${format ?? 'unknown'}`);
    return await encode(image.rotate());
  } catch {
    throw badRequest(MESSAGES.selectImage, [{ path: 'file', message: MESSAGES.selectImage }]);
  }
}

export function toAvatarWebp(input: Buffer): Promise<Buffer> {
  return reencodeImage(input, (image) =>
    image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' }).webp({ quality: 82 }).timeout({ seconds: 10 }).toBuffer(),
  );
}

/**
 * A photo taken on a phone (a damage's, a courier's at the door): upright, fitted within `maxEdge`, WebP
 * without metadata. `effort` is WebP's (0-6; sharp's default 4): a courier's photos come fifty to a queue
 * and take effort 1, a third of the CPU of 4, the file up to a quarter larger on a photograph
 * (docs/perf/courier-2026-11-27.md).
 */
export function toPhotoWebp(input: Buffer, maxEdge: number, effort = 4): Promise<{ data: Buffer; width: number; height: number }> {
  return reencodeImage(input, async (image) => {
    const { data, info } = await image
      .resize(maxEdge, maxEdge, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, effort })
      .timeout({ seconds: 15 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  });
}

/**
 * A signature drawn on a screen: a PNG re-encoded (nothing but the pixels kept), fitted within 1200×600,
 * to a palette. The palette's quantising at its least effort and zlib at level 6: a third of the CPU of
 * level 9 at the default effort (16 ms against 48 a signature), the same size (bench/courier.ts: a queue
 * of 200 stops carries 170 signatures).
 */
export function toSignaturePng(input: Buffer): Promise<Buffer> {
  return reencodeImage(input, (image) =>
    image
      .resize(1200, 600, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 6, palette: true, effort: 1 })
      .timeout({ seconds: 10 })
      .toBuffer(),
  );
}

/**
 * The business logo invoices carry (issue 23; decision 0193): upright, fitted within 600×200 without
 * enlarging, a PNG (pdf-lib embeds PNG, not WebP) with its transparency and no metadata.
 */
export function toLogoPng(input: Buffer, maxWidth: number, maxHeight: number): Promise<{ data: Buffer; width: number; height: number }> {
  return reencodeImage(input, async (image) => {
    const { data, info } = await image
      .resize(maxWidth, maxHeight, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9, palette: true })
      .timeout({ seconds: 10 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  });
}
