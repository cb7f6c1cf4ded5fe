import { auditPageSchema, type AuditPage, type staffListQuerySchema } from '@coffee/contracts';
import { contract } from '@coffee/platform';
import type { z } from 'zod/mini';
import { cleanParams, staffApi } from '../../../shared/api/staff-api';

export const auditApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/audit?q=&page=: every staff write, newest first. */
    getAuditLog: build.query<AuditPage, z.output<typeof staffListQuerySchema>>({
      query: (params) => ({ url: '/api/admin/audit', params: cleanParams(params) }),
      responseSchema: contract(auditPageSchema),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetAuditLogQuery } = auditApi;
