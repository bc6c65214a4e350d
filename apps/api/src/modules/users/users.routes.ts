import multipart from '@fastify/multipart';
import { usersEndpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../lib/endpoint';
import * as users from './users.service';
import { PROFILE_UPLOAD_LIMITS, readProfileImageUpload } from './users-upload.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: multipart bodies are accepted by these routes only, within the upload limits.
  await app.register(multipart, { limits: PROFILE_UPLOAD_LIMITS });

  addEndpoint(app, usersEndpoints.profile, {
    handler: async (req) => ({ data: await users.getProfile(app.deps, { userId: req.auth.userId }) }),
  });

  addEndpoint(app, usersEndpoints.updateProfile, {
    handler: async (req) => ({
      data: await users.updateProfile(app.deps, { userId: req.auth.userId, ...req.body }),
    }),
  });

  addEndpoint(app, usersEndpoints.uploadProfileImage, {
    handler: async (req) => ({
      data: await users.setProfileImage(app.deps, {
        userId: req.auth.userId,
        image: await readProfileImageUpload(req),
      }),
    }),
  });

  addEndpoint(app, usersEndpoints.removeProfileImage, {
    handler: async (req) => ({ data: await users.removeProfileImage(app.deps, { userId: req.auth.userId }) }),
  });
};
