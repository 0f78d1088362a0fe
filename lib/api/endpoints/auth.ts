import type { loginSchema, registerSchema, verifyEmailSchema } from '@/lib/schemas/auth';
import type { newsletterSchema } from '@/lib/schemas/newsletter';
import type { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from '@/lib/schemas/password';
import type { authenticate, confirmRegistration, registerClient } from '@/lib/server/services/accounts';
import type { subscribe } from '@/lib/server/services/newsletter';
import type { changePassword as changePasswordService, requestPasswordReset, resetPassword as resetPasswordService } from '@/lib/server/services/passwords';
import type { signOutEverywhere as signOutEverywhereService } from '@/lib/server/services/users';
import type { ApiResult, Download, Endpoint, Json, NoInput, Query } from './endpoint';

export const login = 'POST /api/auth/login' as Endpoint<Json<typeof loginSchema>, { accessToken: string; user: ApiResult<typeof authenticate>['user'] }>;
export const register = 'POST /api/auth/register' as Endpoint<Json<typeof registerSchema>, ApiResult<typeof registerClient>>;
export const verifyEmail = 'POST /api/auth/verifyemail' as Endpoint<Json<typeof verifyEmailSchema>, ApiResult<typeof confirmRegistration>>;
export const signOutEverywhere = 'POST /api/auth/signouteverywhere' as Endpoint<NoInput, ApiResult<typeof signOutEverywhereService>>;
export const sessionEnded = 'GET /api/auth/sessionended' as Endpoint<{ query: { returnTo: string } }, Download>;
export const newsletterSignUp = 'POST /api/auth/emailsubcription' as Endpoint<Query<typeof newsletterSchema>, ApiResult<typeof subscribe>>;
export const forgotPassword = 'POST /api/auth/forgotpassword' as Endpoint<Json<typeof forgotPasswordSchema>, ApiResult<typeof requestPasswordReset>>;
export const resetPassword = 'POST /api/auth/resetpassword' as Endpoint<Json<typeof resetPasswordSchema>, ApiResult<typeof resetPasswordService>>;
export const changePassword = 'POST /api/auth/changepassword' as Endpoint<Json<typeof changePasswordSchema>, Omit<ApiResult<typeof changePasswordService>, 'sessionVersion'> & { accessToken: string }>;
