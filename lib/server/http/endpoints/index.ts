import 'server-only';
import { address } from './address';
import { audit } from './audit';
import { auth } from './auth';
import { blog } from './blog';
import { booking } from './booking';
import { calendar } from './calendar';
import { category } from './category';
import { chat } from './chat';
import { clocking } from './clocking';
import { company } from './company';
import { cron } from './cron';
import { dashboard } from './dashboard';
import { enquiry } from './enquiry';
import { estimate } from './estimate';
import { files } from './files';
import { franchise } from './franchise';
import { invoice } from './invoice';
import { job } from './job';
import { leave } from './leave';
import { mail } from './mail';
import { meta } from './meta';
import { newsletter } from './newsletter';
import { payment } from './payment';
import { rating } from './rating';
import { rota } from './rota';
import { signOff } from './sign-off';
import { timesheet } from './timesheet';
import { user } from './user';
import { visit } from './visit';

/** Every group of the table with its server half: what route(), the OpenAPI document and the role-table test read. */
export const serverEndpoints = {
  address,
  audit,
  auth,
  blog,
  booking,
  calendar,
  category,
  chat,
  clocking,
  company,
  cron,
  dashboard,
  enquiry,
  estimate,
  files,
  franchise,
  invoice,
  job,
  leave,
  mail,
  meta,
  newsletter,
  payment,
  rating,
  rota,
  signOff,
  timesheet,
  user,
  visit,
};
