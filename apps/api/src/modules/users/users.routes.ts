import multipart from '@fastify/multipart';
import { usersEndpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint, addServiceEndpoints } from '../../lib/endpoint';
import * as users from './users.service';
import { PROFILE_UPLOAD_LIMITS, readProfileImageUpload } from './users-upload.service';

/**
 * SPEC §7 "User": the profile calls are answered by their service functions (usersServices); the picture
 * upload has a handler here, as it reads a multipart file.
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: multipart bodies are accepted by these routes only, within the upload limits.
  await app.register(multipart, { limits: PROFILE_UPLOAD_LIMITS });
  addServiceEndpoints(app, users.usersServices);

  addEndpoint(app, usersEndpoints.uploadProfileImage, {
    handler: async (req) => ({
      data: await users.setProfileImage(app.deps, {
        userId: req.auth.userId,
        image: await readProfileImageUpload(req),
      }),
    }),
  });
};
