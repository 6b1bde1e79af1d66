/**
 * Re-encodes an uploaded avatar: decoded by sharp (so only real images pass), turned upright by its
 * EXIF orientation, cropped to a 256×256 square and written as WebP without any metadata.
 */
import sharp from 'sharp';
import { AVATAR_SIZE } from '@shared/domain/avatar';
import { MESSAGES } from '@shared/constants';
import { badRequest } from '../../lib/errors';

/** Raster formats we decode; SVG (a document, not a picture) and camera RAW are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);
/** Refuses decompression bombs: about 8000×5000 pixels at most. */
const MAX_INPUT_PIXELS = 40_000_000;

export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error(`format ${format ?? 'unknown'}`);
    return await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .timeout({ seconds: 10 })
      .toBuffer();
  } catch {
    throw badRequest(MESSAGES.selectImage, [{ path: 'file', message: MESSAGES.selectImage }]);
  }
}
