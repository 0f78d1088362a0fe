import type { signOutEverywhere as signOutEverywhereService } from '@/lib/server/services/users';
import type { ApiResult, Endpoint, NoInput } from '../endpoint';

export const signOutEverywhere = 'POST /api/auth/signouteverywhere' as Endpoint<
  NoInput,
  ApiResult<typeof signOutEverywhereService>
>;
