import {
  PROFILE_IMAGE_FIELD,
  PROFILE_IMAGE_PATH,
  USER_PATH,
  type TUpdateProfileRequest,
  type TUserInfo,
} from '@launchpad/shared';
import { api } from '@/lib/api';
import { userReceived } from '@/lib/session-events';

type TUserResponse = { success: true; data: TUserInfo };
const unwrap = (response: TUserResponse) => response.data;

/** Every answer is the account as it now is: it becomes the stored user too (SPEC §3). */
async function storeUser(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: ReturnType<typeof userReceived>) => unknown; queryFulfilled: Promise<{ data: TUserInfo }> },
) {
  const result = await queryFulfilled.catch(() => null);
  if (result?.data) dispatch(userReceived(result.data));
}

/** SPEC §7 "User": the signed-in person's profile and picture. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<TUserInfo, void>({
      query: () => ({ url: USER_PATH, method: 'POST', body: {} }),
      transformResponse: unwrap,
      providesTags: ['User'],
      onQueryStarted: storeUser,
    }),
    updateProfile: build.mutation<TUserInfo, TUpdateProfileRequest>({
      query: (body) => ({ url: USER_PATH, method: 'PUT', body }),
      transformResponse: unwrap,
      onQueryStarted: storeUser,
    }),
    /** Multipart, one file in the field `image` (JPEG, PNG, WebP or GIF, at most 5 MB). */
    uploadProfileImage: build.mutation<TUserInfo, File>({
      query: (file) => {
        const body = new FormData();
        body.append(PROFILE_IMAGE_FIELD, file);
        return { url: PROFILE_IMAGE_PATH, method: 'POST', body };
      },
      transformResponse: unwrap,
      onQueryStarted: storeUser,
    }),
    removeProfileImage: build.mutation<TUserInfo, void>({
      query: () => ({ url: PROFILE_IMAGE_PATH, method: 'DELETE' }),
      transformResponse: unwrap,
      onQueryStarted: storeUser,
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useUploadProfileImageMutation,
  useRemoveProfileImageMutation,
} = usersApi;
