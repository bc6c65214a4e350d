import {
  LEGAL_PATHS,
  type TLegalDocumentRecord,
  type TLegalDocumentRequest,
  type TLegalFormat,
} from '@launchpad/shared';
import { api, fileAsObjectUrl } from '@/lib/api';

/** Legal agreements (issue 8): the finished document as a file, and the documents this user made. */
export const legalApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The PDF or DOCX, fetched with the access token and answered as an object URL: the caller saves it
     * and revokes it. A refusal (400 naming the fields) comes back as the server's message.
     */
    legalDocumentUrl: build.mutation<string, TLegalDocumentRequest & { format: TLegalFormat }>({
      query: ({ format, ...body }) => ({
        url: format === 'pdf' ? LEGAL_PATHS.pdf : LEGAL_PATHS.docx,
        method: 'POST',
        body,
        responseHandler: fileAsObjectUrl,
      }),
    }),
    legalDocuments: build.query<TLegalDocumentRecord[], void>({
      query: () => ({ url: LEGAL_PATHS.documents, method: 'POST', body: {} }),
      transformResponse: (response: { data: TLegalDocumentRecord[] }) => response.data,
    }),
  }),
});

export const { useLegalDocumentUrlMutation, useLegalDocumentsQuery } = legalApi;
