import {
  adminContentCreatePath,
  adminContentItemPath,
  adminContentListPath,
  type TContentItem,
  type TContentStatus,
  type TContentType,
  type TListPageMeta,
} from '@launchpad/shared';
import { api } from '@/lib/api';
import type { TPage, TWriteResult } from './api';
import { statusBody, type TAdminContentItem, type TContentBody } from './content-form-values';

type TEnvelope<T> = { success: true; message?: string; data: T };
type TPaged<T> = { data: T[]; page_meta: TListPageMeta };

export type TAdminContentListArgs = {
  type: TContentType;
  search?: string;
  status?: TContentStatus;
  page: number;
  pageSize: number;
};
type TItemArgs = { type: TContentType; id: string };

const written = <T>(response: TEnvelope<T>): TWriteResult<T> => ({
  message: response.message ?? null,
  data: response.data,
});

const TAG = 'AdminContent' as const;

/** SPEC §6 / issue 9: content create, read, update, delete and the staff lists (role admin). */
export const adminContentApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    listAdminContent: build.query<TPage<TContentItem>, TAdminContentListArgs>({
      query: ({ type, ...body }) => ({ url: adminContentListPath(type), method: 'POST', body }),
      transformResponse: (response: TPaged<TContentItem>) => ({
        items: response.data,
        pageMeta: response.page_meta,
      }),
      providesTags: [TAG],
    }),
    getAdminContent: build.query<TAdminContentItem, TItemArgs>({
      query: ({ type, id }) => ({ url: adminContentItemPath(type, id), method: 'POST', body: {} }),
      transformResponse: (response: TEnvelope<TAdminContentItem>) => response.data,
      providesTags: [TAG],
    }),
    createContent: build.mutation<TWriteResult<TAdminContentItem>, { type: TContentType; body: TContentBody }>({
      query: ({ type, body }) => ({ url: adminContentCreatePath(type), method: 'POST', body }),
      transformResponse: written<TAdminContentItem>,
      invalidatesTags: [TAG],
    }),
    updateContent: build.mutation<TWriteResult<TAdminContentItem>, TItemArgs & { body: TContentBody }>({
      query: ({ type, id, body }) => ({ url: adminContentItemPath(type, id), method: 'PUT', body }),
      transformResponse: written<TAdminContentItem>,
      invalidatesTags: [TAG],
    }),
    deleteContent: build.mutation<TWriteResult<unknown>, TItemArgs>({
      query: ({ type, id }) => ({ url: adminContentItemPath(type, id), method: 'DELETE' }),
      transformResponse: written<unknown>,
      invalidatesTags: [TAG],
    }),
    /**
     * Publish or unpublish: reads the whole item (articles need their body) and puts it back with
     * the new status, since the update takes the same body as create.
     */
    setContentStatus: build.mutation<TWriteResult<TAdminContentItem>, TItemArgs & { status: TContentStatus }>({
      async queryFn({ type, id, status }, _api, _extra, baseQuery) {
        const read = await baseQuery({ url: adminContentItemPath(type, id), method: 'POST', body: {} });
        if (read.error) return { error: read.error };
        const item = (read.data as TEnvelope<TAdminContentItem>).data;
        const put = await baseQuery({
          url: adminContentItemPath(type, id),
          method: 'PUT',
          body: statusBody(item, status),
        });
        if (put.error) return { error: put.error };
        return { data: written(put.data as TEnvelope<TAdminContentItem>) };
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
