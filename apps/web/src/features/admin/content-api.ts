import {
  contentAdminRoutes as routes,
  type contentAdminEndpoints as endpoints,
  contentWriteRoutes as writeRoutes,
  type contentWriteEndpoints as writes,
  type TContentStatus,
  type TContentType,
} from '@launchpad/shared';
import { api } from '@/lib/api';
import {
  type TDataOf,
  type TEndpointCall,
  type TResponseOf,
  type TWritten,
  endpointRequest,
  fromEndpoint,
  pageOf,
  written,
} from '@/lib/endpoint';
import { statusBody, type TContentBody } from './content-form-values';

export type TAdminContentListArgs = {
  type: TContentType;
  search?: string;
  status?: TContentStatus;
  page: number;
  pageSize: number;
};
type TItemArgs = { type: TContentType; id: string };

type TWrites = (typeof writes)[TContentType];
/** What a create or an update answers: the item as saved, whatever the area. */
type TWriteAnswer = TResponseOf<TWrites['create']> | TResponseOf<TWrites['update']>;

/** Create and update take the area's own body (each area has its pair of calls). */
const createRequest = (type: TContentType, body: TContentBody) =>
  endpointRequest(writeRoutes[type].create, { body } as TEndpointCall<TWrites['create']>);
const updateRequest = ({ type, id }: TItemArgs, body: TContentBody) =>
  endpointRequest(writeRoutes[type].update, { params: { id }, body } as TEndpointCall<TWrites['update']>);

const TAG = 'AdminContent' as const;

/** SPEC §6 / issue 9: content create, read, update, delete and the staff lists (role admin). */
export const adminContentApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    listAdminContent: build.query({
      ...fromEndpoint(routes.list, ({ type, ...body }: TAdminContentListArgs) => ({ params: { type }, body }), pageOf),
      providesTags: [TAG],
    }),
    getAdminContent: build.query({
      ...fromEndpoint(routes.item, ({ type, id }: TItemArgs) => ({ params: { type, id }, body: {} })),
      providesTags: [TAG],
    }),
    createContent: build.mutation({
      query: ({ type, body }: { type: TContentType; body: TContentBody }) => createRequest(type, body),
      transformResponse: (response: TWriteAnswer) => written(response),
      invalidatesTags: [TAG],
    }),
    updateContent: build.mutation({
      query: ({ body, ...item }: TItemArgs & { body: TContentBody }) => updateRequest(item, body),
      transformResponse: (response: TWriteAnswer) => written(response),
      invalidatesTags: [TAG],
    }),
    deleteContent: build.mutation({
      ...fromEndpoint(routes.remove, ({ type, id }: TItemArgs) => ({ params: { type, id } }), written),
      invalidatesTags: [TAG],
    }),
    /**
     * Publish or unpublish: reads the whole item (articles need their body) and puts it back with
     * the new status, since the update takes the same body as create.
     */
    setContentStatus: build.mutation<TWritten<TDataOf<typeof endpoints.item>>, TItemArgs & { status: TContentStatus }>({
      async queryFn({ type, id, status }, _api, _extra, baseQuery) {
        const read = await baseQuery(endpointRequest(routes.item, { params: { type, id }, body: {} }));
        if (read.error) return { error: read.error };
        const item = (read.data as TResponseOf<typeof endpoints.item>).data;
        const put = await baseQuery(updateRequest({ type, id }, statusBody(item, status)));
        if (put.error) return { error: put.error };
        return { data: written(put.data as TWriteAnswer) };
      },
      invalidatesTags: [TAG],
    }),
  }),
});

export const {
  useListAdminContentQuery,
  useGetAdminContentQuery,
  useCreateContentMutation,
  useUpdateContentMutation,
  useDeleteContentMutation,
  useSetContentStatusMutation,
} = adminContentApi;
