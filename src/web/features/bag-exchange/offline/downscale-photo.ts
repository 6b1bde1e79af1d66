/**
 * A photo from the phone's camera made small before it is queued (issue 22): at most 1600 px on its long
 * side, as JPEG, so fifty photos fit the queue's 50 MB with room to spare. The server re-encodes it and
 * strips its metadata (decision 0187); a picture the browser cannot decode is queued as it is.
 */
export const PHOTO_MAX_SIDE = 1600;
const JPEG_QUALITY = 0.82;

export async function downscalePhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), 'image/jpeg', JPEG_QUALITY));
  } finally {
    bitmap.close();
  }
}
