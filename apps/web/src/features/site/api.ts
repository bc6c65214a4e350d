import { CONTENT_PATHS, type TContactRequest } from '@launchpad/shared';
import { api } from '@/lib/api';

type TEnvelope<T> = { success: true; message?: string; data: T };

/** SPEC §7 "Other": `POST /api/contact`. */
export const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ id: string; message: string | null }, TContactRequest>({
      query: (body) => ({ url: CONTENT_PATHS.contact, method: 'POST', body }),
      transformResponse: (response: TEnvelope<{ id: string }>) => ({
        id: response.data.id,
        message: response.message ?? null,
      }),
    }),
  }),
});

export const { useSendContactMessageMutation } = siteApi;
