import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OfflineContext, type OfflineApi } from '@/components/dashboard/offline/offline-context';
import { OfflineStatus } from '@/components/dashboard/offline/offline-status';
import type { Change } from '@/lib/offline/changes';
import { renderDashboard } from './render';

const tick: Change = {
  id: 'c1',
  userId: 'u1',
  jobId: 'j1',
  createdAt: '2026-11-29T09:00:00.000Z',
  seq: 1,
  kind: 'tick',
  body: { itemId: 'i1', done: true, label: 'Kitchen' },
};

const api = (over: Partial<OfflineApi>): OfflineApi => ({
  online: true,
  changes: [],
  notes: [],
  waiting: [],
  refused: [],
  mustQueue: () => false,
  queue: async () => tick,
  sync: async () => undefined,
  flush: async () => 0,
  retry: async () => undefined,
  discard: async () => undefined,
  dismissNote: async () => undefined,
  warm: async () => undefined,
  clear: async () => undefined,
  signOutHere: async () => undefined,
  updateReady: false,
  update: () => undefined,
  installPrompt: null,
  forgetInstallPrompt: () => undefined,
  ...over,
});

const show = (value: OfflineApi) =>
  renderDashboard(
    <OfflineContext.Provider value={value}>
      <OfflineStatus />
    </OfflineContext.Provider>,
  );

const READY = 'A new version of the app is ready. It starts the next time you open the app.';

describe("the Cleaner's sync status and a new release (issue 39, updates)", () => {
  it('says nothing while online with nothing to send and no new release', () => {
    const { container } = show(api({}));
    expect(container.textContent).toBe('');
  });

  it('offers a waiting release now only when nothing is left to send', () => {
    const update = vi.fn();
    show(api({ updateReady: true, update }));
    expect(screen.getByText(READY)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(update).toHaveBeenCalledOnce();
  });

  it('never offers it in the middle of a task: with changes waiting, or with no signal, it waits for the next start', () => {
    const { unmount } = show(api({ updateReady: true, changes: [tick], waiting: [tick] }));
    expect(screen.getByText(READY)).toBeTruthy();
    expect(screen.getByText('1 change waiting')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update now' })).toBeNull();
    unmount();
    show(api({ updateReady: true, online: false }));
    expect(screen.getByText('Offline')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update now' })).toBeNull();
  });
});
