/**
 * Re-encodes an uploaded damage photo (toPhotoWebp): decoded by sharp so only real images pass, turned
 * upright, scaled to fit 1600 px, written as WebP with no metadata (no GPS position or camera serial
 * leaves the phone's photo).
 */
import { DAMAGE_PHOTO_MAX_EDGE } from '@shared/domain/damages';
import { toPhotoWebp } from '../../lib/images';

export interface DamagePhotoImage {
  data: Buffer;
  width: number;
  height: number;
}

export const toDamagePhotoWebp = (input: Buffer): Promise<DamagePhotoImage> => toPhotoWebp(input, DAMAGE_PHOTO_MAX_EDGE);
