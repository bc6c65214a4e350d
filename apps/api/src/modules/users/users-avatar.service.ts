import { PROFILE_IMAGE_MAX_DIMENSION, PROFILE_IMAGE_SIZE, PROFILE_IMAGE_TYPES } from '@launchpad/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';

const ACCEPTED: readonly string[] = PROFILE_IMAGE_TYPES;
const UNREADABLE = 'The picture could not be read; the file may be damaged. Please try another one.';

/**
 * Issue 3: a picture is judged by its content, never by its name or declared type; it is decoded,
 * turned upright, cropped to a square and re-encoded, so nothing of the upload (metadata, GPS
 * position, trailing bytes, a polyglot payload) survives into what is stored and served.
 */
export async function makeProfileThumbnail(upload: Buffer): Promise<Buffer> {
  if (upload.length === 0) throw new AppError('BAD_REQUEST', 'The file is empty.');
  const detected = await fileTypeFromBuffer(upload);
  if (!detected || !ACCEPTED.includes(detected.mime)) {
    const what = detected ? `a ${detected.ext.toUpperCase()} file` : 'not an image we recognise';
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `This file is ${what}. Upload a JPEG, PNG, WebP or GIF picture.`);
  }

  // The header alone: a small file can declare dimensions that would take gigabytes to decode.
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(upload).metadata());
  } catch {
    throw new AppError('BAD_REQUEST', UNREADABLE);
  }
  if (!width || !height) throw new AppError('BAD_REQUEST', UNREADABLE);
  if (width > PROFILE_IMAGE_MAX_DIMENSION || height > PROFILE_IMAGE_MAX_DIMENSION) {
    throw new AppError(
      'BAD_REQUEST',
      `The picture is ${width}×${height} pixels; the largest accepted is ${PROFILE_IMAGE_MAX_DIMENSION}×${PROFILE_IMAGE_MAX_DIMENSION}.`,
    );
  }

  try {
    // Output carries no metadata unless asked (sharp's default); rotate() applies EXIF orientation first.
    return await sharp(upload, {
      limitInputPixels: PROFILE_IMAGE_MAX_DIMENSION * PROFILE_IMAGE_MAX_DIMENSION,
      failOn: 'error',
    })
      .rotate()
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('BAD_REQUEST', UNREADABLE);
  }
}
