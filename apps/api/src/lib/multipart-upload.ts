import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidFields } from './app-error';

/** Limits for a route that takes one file of at most `maxBytes` and nothing else of size. */
export const singleFileLimits = (maxBytes: number) => ({
  fileSize: maxBytes,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 50,
});

export type TSingleFileOptions = {
  /** The multipart field that must carry the file. */
  field: string;
  /** How messages name the upload: 'picture', 'file'. */
  noun: string;
  /** How the "attach one …" message names it: 'picture file', 'CSV or XLSX file'. */
  fileNoun: string;
  /** The message for a file over the route's size limit. */
  tooLarge: string;
};

export type TUploadedFile = { data: Buffer; filename: string; mimetype: string };

function uploadError(error: unknown, options: TSingleFileOptions): Error {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', options.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      `Send one ${options.noun} in the field "${options.field}" and nothing else.`,
    );
  }
  return error as Error;
}

/**
 * HTTP plumbing for a one-file multipart route: the bytes, name and declared type of the file in
 * `field`, read within the limits the route registered. What the bytes are is the service's question.
 */
export async function readSingleFile(request: FastifyRequest, options: TSingleFileOptions): Promise<TUploadedFile> {
  const { field, noun } = options;
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the ${noun} as multipart/form-data with one file field named "${field}".`,
    );
  }
  const file = await request.file().catch((error: unknown) => {
    throw uploadError(error, options);
  });
  if (!file) throw invalidFields([{ field, message: `Attach one ${options.fileNoun}.` }]);
  if (file.fieldname !== field) {
    file.file.resume();
    throw invalidFields([
      { field, message: `Send the ${noun} in the field "${field}", not "${file.fieldname.slice(0, 50)}".` },
    ]);
  }
  const data = await file.toBuffer().catch((error: unknown) => {
    throw uploadError(error, options);
  });
  // toBuffer() only notices the limit when it is hit between two chunks it reads; over a real socket
  // the cut can come after the last one, leaving a silently shortened file. The stream's flag is final.
  if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', options.tooLarge);
  return { data, filename: file.filename, mimetype: file.mimetype };
}
