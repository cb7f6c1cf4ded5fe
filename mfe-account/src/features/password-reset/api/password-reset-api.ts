import {
  passwordResetResponseSchema,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  type PasswordResetResponse,
} from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

/** Forgot password and the reset link: public, the mailed token is the proof. */
export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<PasswordResetResponse, PasswordResetRequest>({
      query: (body) => ({ url: '/api/password-reset', method: 'POST', body }),
      responseSchema: contract(passwordResetResponseSchema),
    }),
    confirmPasswordReset: build.mutation<PasswordResetResponse, PasswordResetConfirm>({
      query: (body) => ({ url: '/api/password-reset/confirm', method: 'POST', body }),
      responseSchema: contract(passwordResetResponseSchema),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useConfirmPasswordResetMutation } =
  passwordResetApi;
