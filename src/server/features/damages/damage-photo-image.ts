/**
 * Re-encodes an uploaded damage photo as the avatar is (reencodeImage): decoded by sharp so only real
 * images pass, turned upright, scaled to fit 1600 px, written as WebP with no metadata (no GPS position
 * or camera serial leaves the phone's photo).
 */
import { DAMAGE_PHOTO_MAX_EDGE } from '@shared/domain/damages';
import { reencodeImage } from '../../lib/images';

export interface DamagePhotoImage {
  data: Buffer;
  width: number;
  height: number;
}

export function toDamagePhotoWebp(input: Buffer): Promise<DamagePhotoImage> {
  return reencodeImage(input, async (image) => {
    const { data, info } = await image
      .resize(DAMAGE_PHOTO_MAX_EDGE, DAMAGE_PHOTO_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .timeout({ seconds: 15 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  });
}
