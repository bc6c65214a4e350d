import { type TLegalDocumentRequest, type TLegalFormat, toolsRoutes } from '@launchpad/shared';
import { api, fileAsObjectUrl } from '@/lib/api';
import { endpointRequest, fromEndpoint } from '@/lib/endpoint';

const documentRoute = { pdf: toolsRoutes.legalPdf, docx: toolsRoutes.legalDocx } as const;

/** Legal agreements (issue 8): the finished document as a file, and the documents this user made. */
export const legalApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The PDF or DOCX, fetched with the access token and answered as an object URL: the caller saves it
     * and revokes it. A refusal (400 naming the fields) comes back as the server's message.
     */
    legalDocumentUrl: build.mutation<string, TLegalDocumentRequest & { format: TLegalFormat }>({
      query: ({ format, ...body }) => ({
        ...endpointRequest(documentRoute[format], { body }),
        responseHandler: fileAsObjectUrl,
      }),
    }),
    legalDocuments: build.query(fromEndpoint(toolsRoutes.legalDocuments, (_: void) => ({ body: {} }))),
  }),
});

export const { useLegalDocumentUrlMutation, useLegalDocumentsQuery } = legalApi;
