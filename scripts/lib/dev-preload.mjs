// `npm run dev` (scripts/dev.mjs) loads this into Next's development server: of what the production preload installs
// (server-preload.mjs), only what the app needs to work. The API contract's mixed-case paths reach their route folders.
import { installApiCase } from './api-case.mjs';

if (!installApiCase()) console.warn('api-case: no app/api folder beside scripts/; mixed-case API paths answer 404');
