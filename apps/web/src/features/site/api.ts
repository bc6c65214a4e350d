import { type TContactRequest, contactRoutes } from '@launchpad/shared';
import { api } from '@/lib/api';
import { fromEndpoint } from '@/lib/endpoint';

/** SPEC §7 "Other": `POST /api/contact`. */
export const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation(
      fromEndpoint(
        contactRoutes.send,
        (body: TContactRequest) => ({ body }),
        (response) => ({ id: response.data.id, message: response.message ?? null }),
      ),
    ),
  }),
});

export const { useSendContactMessageMutation } = siteApi;
