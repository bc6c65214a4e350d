import type {} from '@fastify/multipart';
import { PROFILE_IMAGE_FIELD, PROFILE_IMAGE_MAX_BYTES } from '@launchpad/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

const TOO_LARGE = `image: the picture is larger than ${PROFILE_IMAGE_MAX_BYTES / (1024 * 1024)} MB. Please choose a smaller one.`;

/** The limits of the one multipart route: one file of at most 5 MB and nothing else of size. */
export const PROFILE_UPLOAD_LIMITS = {
  fileSize: PROFILE_IMAGE_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 50,
};

function uploadError(error: unknown): Error {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      `Send one picture in the field "${PROFILE_IMAGE_FIELD}" and nothing else.`,
    );
  }
  return error as Error;
}

/**
 * HTTP plumbing for `POST /api/user/profile-image`: the bytes of the one file field `image`, read
 * with the 5 MB limit. Whether those bytes are a picture is the service's question.
 */
export async function readProfileImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the picture as multipart/form-data with one file field named "${PROFILE_IMAGE_FIELD}".`,
    );
  }
  const file = await request.file().catch((error: unknown) => {
    throw uploadError(error);
  });
  if (!file) {
    throw new AppError('BAD_REQUEST', `${PROFILE_IMAGE_FIELD} is required: attach one picture file.`);
  }
  if (file.fieldname !== PROFILE_IMAGE_FIELD) {
    file.file.resume();
    throw new AppError(
      'BAD_REQUEST',
      `${PROFILE_IMAGE_FIELD} is required: send the picture in the field "${PROFILE_IMAGE_FIELD}", not "${file.fieldname.slice(0, 50)}".`,
    );
  }
  const data = await file.toBuffer().catch((error: unknown) => {
    throw uploadError(error);
  });
  // toBuffer() only notices the limit when it is hit between two chunks it reads; over a real socket
  // the cut can come after the last one, leaving a silently shortened file. The stream's flag is final.
  if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
  return data;
}
