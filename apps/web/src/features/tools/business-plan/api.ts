import { type TBusinessPlanExportRequest, toolsRoutes } from '@launchpad/shared';
import { api, fileAsObjectUrl } from '@/lib/api';
import { endpointRequest } from '@/lib/endpoint';

/** The finished plan as a PDF or Word file (issue 8), answered as an object URL to save. */
export const businessPlanApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportBusinessPlan: build.mutation<string, TBusinessPlanExportRequest>({
      query: (body) => ({
        ...endpointRequest(toolsRoutes.businessPlanExport, { body }),
        responseHandler: fileAsObjectUrl,
      }),
    }),
  }),
});

export const { useExportBusinessPlanMutation } = businessPlanApi;
