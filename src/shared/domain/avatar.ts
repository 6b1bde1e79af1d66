/** Avatar upload rules (docs/product.md §1.5 and §1.9): an image, under 2 MB; stored as a 256×256 WebP. */
import { AVATAR_MAX_BYTES, MESSAGES } from '../constants';

export const AVATAR_SIZE = 256;
export const AVATAR_CONTENT_TYPE = 'image/webp';

/** The refusal message for a chosen file, or null when it may be uploaded. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.toLowerCase().startsWith('image/')) return MESSAGES.selectImage;
  if (file.size >= AVATAR_MAX_BYTES) return MESSAGES.imageTooLarge;
  return null;
}

/** The avatar's address; the version changes with every upload so browsers may cache each one forever. */
export function avatarUrl(userId: string, version: number): string {
  return `/api/users/${encodeURIComponent(userId)}/avatar?v=${version}`;
}
