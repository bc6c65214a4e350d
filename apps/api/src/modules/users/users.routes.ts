import multipart from '@fastify/multipart';
import { PROFILE_IMAGE_PATH, USER_PATH, ZUpdateProfileRequest, ZUserResponse } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as users from './users.service';
import { PROFILE_UPLOAD_LIMITS, readProfileImageUpload } from './users.upload';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: multipart bodies are accepted by these routes only, within the upload limits.
  await app.register(multipart, { limits: PROFILE_UPLOAD_LIMITS });

  const signedIn = { tags: ['user'], security: [{ bearer: [] }], response: { 200: ZUserResponse } };

  app.post(USER_PATH, { schema: signedIn, preValidation: app.requireUser }, async (req) => ({
    success: true as const,
    data: await users.getProfile(app.deps, { userId: req.auth.userId }),
  }));

  app.put(
    USER_PATH,
    { schema: { ...signedIn, body: ZUpdateProfileRequest }, preValidation: app.requireUser },
    async (req) => ({
      success: true as const,
      data: await users.updateProfile(app.deps, { userId: req.auth.userId, ...req.body }),
    }),
  );

  app.post(
    PROFILE_IMAGE_PATH,
    { schema: { ...signedIn, consumes: ['multipart/form-data'] }, preValidation: app.requireUser },
    async (req) => ({
      success: true as const,
      data: await users.setProfileImage(app.deps, {
        userId: req.auth.userId,
        image: await readProfileImageUpload(req),
      }),
    }),
  );

  app.delete(PROFILE_IMAGE_PATH, { schema: signedIn, preValidation: app.requireUser }, async (req) => ({
    success: true as const,
    data: await users.removeProfileImage(app.deps, { userId: req.auth.userId }),
  }));
};
