// Requests that should succeed, per endpoint and caller, with the records they need: the role table's "allowed"
// means the endpoint did its work for that role (its success status), not merely that it did not refuse.
import { createCompany, createUser } from '@/tests/support/factories';
import type { Caller } from './who-may-call';

type Person = Awaited<ReturnType<typeof createUser>>;
type Role = Exclude<Caller, 'anonymous'>;

export type RoleWorld = Awaited<ReturnType<typeof makeRoleWorld>>;

export type RecipeRequest = {
  path?: string;
  params?: Record<string, string | string[]>;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  /** The success expected when it is not the endpoint's declared one (a redirect, say). */
  status?: number;
  check?: (body: unknown) => void | Promise<void>;
};

export type Recipe = (w: RoleWorld, caller: Caller) => Promise<RecipeRequest> | RecipeRequest;

export async function makeRoleWorld() {
  const company = await createCompany({ code: 'HQ' });
  const people: Record<Role, Person> = {
    Cleaner: await createUser('Cleaner', { companyId: company.id }),
    Client: await createUser('Client', { companyId: company.id }),
    Administrator: await createUser('Administrator', { companyId: company.id }),
    'Super Administrator': await createUser('Super Administrator'),
  };
  return { company, people };
}

export const RECIPES: Record<string, Recipe> = {};
