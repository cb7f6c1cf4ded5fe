import {
  staffUserPageSchema,
  staffUserSchema,
  type Role,
  type StaffUser,
  type StaffUserPage,
  type staffUserQuerySchema,
} from '@coffee/contracts';
import { contract } from '@coffee/platform';
import type { z } from 'zod/mini';
import { cleanParams, staffApi } from '../../../shared/api/staff-api';

const userTags = (id: string) => [
  { type: 'StaffUser' as const, id: 'LIST' },
  { type: 'StaffUser' as const, id },
  'Dashboard' as const,
  'Audit' as const,
];

/** Every account (admin): GET /api/admin/users, its role and whether it may sign in. */
export const usersApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffUsers: build.query<StaffUserPage, z.output<typeof staffUserQuerySchema>>({
      query: (params) => ({ url: '/api/admin/users', params: cleanParams(params) }),
      responseSchema: contract(staffUserPageSchema),
      providesTags: (page) => [
        { type: 'StaffUser', id: 'LIST' },
        ...(page?.items ?? []).map((u) => ({ type: 'StaffUser' as const, id: u.id })),
      ],
    }),
    changeUserRole: build.mutation<StaffUser, { id: string; role: Role }>({
      query: ({ id, role }) => ({
        url: `/api/admin/users/${encodeURIComponent(id)}/role`,
        method: 'PUT',
        body: { role },
      }),
      responseSchema: contract(staffUserSchema),
      invalidatesTags: (_u, _e, { id }) => userTags(id),
    }),
    changeUserStatus: build.mutation<StaffUser, { id: string; disabled: boolean }>({
      query: ({ id, disabled }) => ({
        url: `/api/admin/users/${encodeURIComponent(id)}/status`,
        method: 'PUT',
        body: { disabled },
      }),
      responseSchema: contract(staffUserSchema),
      invalidatesTags: (_u, _e, { id }) => userTags(id),
    }),
  }),
});

export const { useGetStaffUsersQuery, useChangeUserRoleMutation, useChangeUserStatusMutation } =
  usersApi;
