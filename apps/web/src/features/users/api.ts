import { PROFILE_IMAGE_FIELD, type TUpdateProfileRequest, type TUserInfo, usersRoutes } from '@launchpad/shared';
import { api } from '@/lib/api';
import { fromEndpoint, unwrap } from '@/lib/endpoint';
import { userReceived } from '@/lib/session-events';

/** Every answer is the account as it now is: it becomes the stored user too (SPEC §3). */
async function storeUser<TArg>(
  _arg: TArg,
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
    getProfile: build.query({
      ...fromEndpoint(usersRoutes.profile, (_: void) => ({})),
      providesTags: ['User'],
      onQueryStarted: storeUser,
    }),
    updateProfile: build.mutation({
      ...fromEndpoint(usersRoutes.updateProfile, (body: TUpdateProfileRequest) => ({ body })),
      onQueryStarted: storeUser,
    }),
    /** Multipart, one file in the field `image` (JPEG, PNG, WebP or GIF, at most 5 MB). */
    uploadProfileImage: build.mutation<TUserInfo, File>({
      query: (file) => {
        const body = new FormData();
        body.append(PROFILE_IMAGE_FIELD, file);
        return { url: usersRoutes.uploadProfileImage.path, method: usersRoutes.uploadProfileImage.method, body };
      },
      transformResponse: unwrap<TUserInfo>,
      onQueryStarted: storeUser,
    }),
    removeProfileImage: build.mutation({
      ...fromEndpoint(usersRoutes.removeProfileImage, (_: void) => ({})),
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
