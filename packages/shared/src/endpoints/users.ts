import { ZUpdateProfileRequest, ZUserInfo } from '../contracts/user';
import { defineEndpoint } from './define';

/** SPEC §7 "User": the signed-in person's profile and picture; every answer is the account as it now is. */
export const usersEndpoints = {
  profile: defineEndpoint({
    method: 'POST',
    path: '/api/user',
    summary: 'User: the signed-in account',
    access: 'signed-in',
    data: ZUserInfo,
    tags: ['user'],
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/user',
    summary: 'User: change name, country, phone or onboarding answers',
    access: 'signed-in',
    body: ZUpdateProfileRequest,
    data: ZUserInfo,
    tags: ['user'],
  }),
  /** Multipart, one file in the field `image`: registered by hand in the api, on this path and access. */
  uploadProfileImage: defineEndpoint({
    method: 'POST',
    path: '/api/user/profile-image',
    summary: 'User: upload a profile picture',
    access: 'signed-in',
    data: ZUserInfo,
    upload: true,
    tags: ['user'],
  }),
  removeProfileImage: defineEndpoint({
    method: 'DELETE',
    path: '/api/user/profile-image',
    summary: 'User: remove the profile picture',
    access: 'signed-in',
    data: ZUserInfo,
    tags: ['user'],
  }),
};
