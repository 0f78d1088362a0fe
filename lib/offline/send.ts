import { call } from '@/lib/http/client';
import type { Change } from './changes';

/**
 * Sends one queued change to the endpoint that takes it online, with its client id (a resend stores once) and, for
 * clock records, the device's time of the action and its clock now (the server flags a clock far from its own).
 */
export function sendChange(change: Change) {
  const deviceNow = new Date().toISOString();
  switch (change.kind) {
    case 'clockIn':
      return call('POST /api/ClockInAndOut/CreateClockInAndOut', {
        json: { clientId: change.id, recordedAt: change.createdAt, deviceNow, location: change.body.location },
      });
    case 'clockOut':
      return call('PUT /api/ClockInAndOut/UpdateClockInAndOut', {
        json: {
          id: change.body.recordId,
          clientId: change.id,
          recordedAt: change.createdAt,
          deviceNow,
          location: change.body.location,
        },
      });
    case 'tick':
      return call('PUT /api/Job/UpdateChecklistItem/{id}', {
        params: { id: change.body.itemId },
        json: { done: change.body.done },
      });
    case 'chat':
      return call('POST /api/ChatBox/CreateChatBox', {
        json: { jobId: change.jobId ?? '', text: change.body.text, clientId: change.id },
      });
  }
}
