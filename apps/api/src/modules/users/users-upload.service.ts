import { PROFILE_IMAGE_FIELD, PROFILE_IMAGE_MAX_BYTES } from '@launchpad/shared';
import type { FastifyRequest } from 'fastify';
import { readSingleFile, singleFileLimits } from '../../lib/multipart-upload';

const TOO_LARGE = `The picture is larger than ${PROFILE_IMAGE_MAX_BYTES / (1024 * 1024)} MB. Please choose a smaller one.`;

/** The limits of the one multipart route: one file of at most 5 MB and nothing else of size. */
export const PROFILE_UPLOAD_LIMITS = singleFileLimits(PROFILE_IMAGE_MAX_BYTES);

/**
 * HTTP plumbing for `POST /api/user/profile-image`: the bytes of the one file field `image`, read
 * with the 5 MB limit. Whether those bytes are a picture is the service's question.
 */
export async function readProfileImageUpload(request: FastifyRequest): Promise<Buffer> {
  const file = await readSingleFile(request, {
    field: PROFILE_IMAGE_FIELD,
    noun: 'picture',
    fileNoun: 'picture file',
    tooLarge: TOO_LARGE,
  });
  return file.data;
}
