import 'fake-indexeddb/auto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOffline } from '@/components/dashboard/offline/offline-context';
import { DashboardProviders } from '@/components/dashboard/providers';
import type { DashboardSession } from '@/components/dashboard/session-context';
import { ADMIN_SESSION, renderDashboard } from './render';

const CLEANER_SESSION: DashboardSession = {
  ...ADMIN_SESSION,
  user: { ...ADMIN_SESSION.user, name: 'Nell Cleaner', role: 'Cleaner' },
};

function Probe() {
  const offline = useOffline();
  return <p>{offline ? `queue ready, ${offline.waiting.length} waiting` : 'no offline app'}</p>;
}

const within = (session: DashboardSession) =>
  renderDashboard(
    <DashboardProviders session={session} locale="en" direction="ltr">
      <Probe />
    </DashboardProviders>,
    session,
  );

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });

describe("the Cleaner's offline app loads for Cleaners only (issue 39)", () => {
  it('gives a Cleaner the queue', async () => {
    within(CLEANER_SESSION);
    expect(await screen.findByText('queue ready, 0 waiting')).toBeTruthy();
  });

  it('leaves other roles without it', async () => {
    within(ADMIN_SESSION);
    expect(await screen.findByText('no offline app')).toBeTruthy();
  });

  it('reaches its machinery (IndexedDB, queue, sync) only through the Cleaner-only chunk or import()', () => {
    // A static import of these from a shared screen or the shell puts them in every role's first load.
    const heavy = /^import (?!type )[^;]*from '@\/lib\/offline\/(queue|sync|send|device|hooks|outcome)';/gm;
    const allowed = new Set(['components/dashboard/offline/cleaner-offline.tsx', 'lib/offline/device.ts']);
    const offenders = ['app', 'components', 'lib']
      .flatMap((dir) => files(path.join(process.cwd(), dir)))
      .map((file) => path.relative(process.cwd(), file))
      .filter((file) => !allowed.has(file) && !file.startsWith('lib/offline/'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(heavy)].map((m) => `${file}: ${m[0]}`));
    expect(offenders).toEqual([]);
    const providers = readFileSync('components/dashboard/providers.tsx', 'utf8');
    expect(providers).not.toMatch(/^import [^;]*offline\/cleaner-offline';/m);
  });
});
