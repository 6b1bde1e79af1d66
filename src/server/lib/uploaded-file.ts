/**
 * A photo uploaded as multipart field 'file' (damage photos, a courier's photos at the door): the body's
 * limit, checked before it is read, and the file itself, or 422 'Please select an image file'.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MESSAGES } from '@shared/constants';
import type { AppContext, AppEnv } from './context';
import { AppError, badRequest } from './errors';

/** Room for the multipart envelope around a file just under the limit. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Refuses a body larger than a file of `maxBytes` with 413 and `message`. */
export const fileBodyLimit = (maxBytes: number, message: string): MiddlewareHandler<AppEnv> =>
  bodyLimit({
    maxSize: maxBytes + MULTIPART_OVERHEAD,
    onError: () => {
      throw new AppError(413, 'too_large', message);
    },
  });

export async function uploadedFile(c: AppContext): Promise<File> {
  let file: unknown;
  try {
    file = (await c.req.formData()).get('file');
  } catch {
    file = null;
  }
  if (!(file instanceof File)) throw badRequest(MESSAGES.selectImage, [{ path: 'file', message: MESSAGES.selectImage }]);
  return file;
}
