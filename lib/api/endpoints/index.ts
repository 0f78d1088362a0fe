// The endpoint table, every group: for the middleware's contract-case map and the server half. Browser code imports
// the one group it calls (`import * as invoice from '@/lib/api/endpoints/invoice'`) so a screen's bundle carries only
// the entries it uses.
export * as address from './address';
export * as audit from './audit';
export * as auth from './auth';
export * as blog from './blog';
export * as booking from './booking';
export * as calendar from './calendar';
export * as category from './category';
export * as chat from './chat';
export * as clocking from './clocking';
export * as company from './company';
export * as cron from './cron';
export * as dashboard from './dashboard';
export * as enquiry from './enquiry';
export * as estimate from './estimate';
export * as files from './files';
export * as franchise from './franchise';
export * as invoice from './invoice';
export * as job from './job';
export * as leave from './leave';
export * as mail from './mail';
export * as meta from './meta';
export * as newsletter from './newsletter';
export * as payment from './payment';
export * as rating from './rating';
export * as rota from './rota';
export * as signOff from './sign-off';
export * as timesheet from './timesheet';
export * as user from './user';
export * as visit from './visit';
