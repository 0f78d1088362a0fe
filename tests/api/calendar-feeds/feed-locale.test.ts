// Issue 36 item 9: calendar events in the language of the person whose calendar they land in (users.locale): the
// service an online booking names in a visit's title, the shift's word and the description's labels. What the office
// typed stays as written. The booking confirmation's .ics is in its customer's language too.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { renderJobIcs } from '@/lib/server/bookings/mail';
import { getDb } from '@/lib/server/db/client';
import { call } from '@/tests/support/http';
import { send, type Person } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';
import { createCompany, createUser } from '@/tests/support/factories';

const feedGet = endpoint('GET /api/calendar/[token]');
const regenerate = endpoint('POST /api/calendar/feed');
const createJob = endpoint('POST /api/job/createjob');
const createRota = endpoint('POST /api/rota/createrota');

async function eventsOf(who: Person) {
  const info = await send<{ url: string }>(regenerate, who, undefined);
  const token = /\/api\/calendar\/([^/]+)\.ics$/.exec(info.body.url)![1]!;
  const res = await call<string>(feedGet, { path: `/api/calendar/${token}.ics`, params: { token: `${token}.ics` } });
  expect(res.status).toBe(200);
  return new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('calendar events in the reader’s language', () => {
  it("writes a French client's visit and a Vietnamese cleaner's shift in their languages", async () => {
    const company = await createCompany({ name: 'Alpha Cleaning' });
    const admin = await createUser('Administrator', { companyId: company.id });
    const client = await createUser('Client', { companyId: company.id, firstName: 'Camille', locale: 'fr' });
    const cleaner = await createUser('Cleaner', { companyId: company.id, firstName: 'Linh', locale: 'vi' });
    const job = await send<{ id: string }>(createJob, admin, {
      title: 'House Cleaning – 4 Elm Row',
      service: 'House Cleaning',
      location: '4 Elm Row, Norwich',
      userClientId: client.user.id,
      teamIds: [cleaner.user.id],
      scheduledDate: '2099-06-10',
      startTime: '09:30',
    });
    expect(job.status).toBe(201);
    const custom = await send<{ id: string }>(createJob, admin, {
      title: 'Spring clean of the annexe',
      userClientId: client.user.id,
      scheduledDate: '2099-06-11',
      startTime: '09:30',
    });
    expect(custom.status).toBe(201);
    const shift = await send(createRota, admin, {
      cleanerId: cleaner.user.id,
      site: 'Head office',
      date: '2099-06-12',
      startTime: '08:00',
      endTime: '12:00',
    });
    expect(shift.status).toBe(201);

    const mine = await eventsOf(client);
    expect(mine.map((e) => e.summary)).toEqual(['Nettoyage de maison – 4 Elm Row', 'Spring clean of the annexe']);
    expect(mine[0]!.description).toContain('Prestation : Nettoyage de maison');

    const theirs = await eventsOf(cleaner);
    expect(theirs.map((e) => e.summary)).toEqual(['Vệ sinh nhà ở – 4 Elm Row', 'Ca làm: Head office']);
    expect(theirs[0]!.description).toContain('Khách hàng: Camille Tester');

    const ics = (await renderJobIcs(await getDb(), job.body.id))!.replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('SUMMARY:Nettoyage de maison – Alpha Cleaning');
  });
});
