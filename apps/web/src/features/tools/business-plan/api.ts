import { TOOLS_WORKSPACE_PATHS, type TBusinessPlanExportRequest } from '@launchpad/shared';
import { api, fileAsObjectUrl } from '@/lib/api';

/** The finished plan as a PDF or Word file (issue 8), answered as an object URL to save. */
export const businessPlanApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportBusinessPlan: build.mutation<string, TBusinessPlanExportRequest>({
      query: (body) => ({
        url: TOOLS_WORKSPACE_PATHS.businessPlanExport,
        method: 'POST',
        body,
        responseHandler: fileAsObjectUrl,
      }),
    }),
  }),
});

export const { useExportBusinessPlanMutation } = businessPlanApi;
