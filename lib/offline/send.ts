import { call } from '@/lib/http/client';
import { uploadFile } from '@/lib/http/upload';
import type { Change } from './changes';
import { rememberUpload } from './queue';

type Photo = Extract<Change, { kind: 'photo' }>;

/** What sending a queued photo needs, apart so the queue's tests can play the server. */
export type PhotoSteps = {
  upload: (change: Photo) => Promise<{ dbPath: string }>;
  remember: (id: string, dbPath: string) => Promise<void>;
  post: (change: Photo, dbPath: string) => Promise<unknown>;
};

/**
 * A photo goes in two steps: its bytes (checked by the server for type and size), then the chat message that shows it,
 * with the change's client id (a resend stores one message). The stored path is kept on the phone between the two,
 * so a post that fails (no signal, a busy server) is retried without uploading the photo again.
 */
export async function sendPhoto(change: Photo, steps: PhotoSteps) {
  let { dbPath } = change.body;
  if (!dbPath) {
    dbPath = (await steps.upload(change)).dbPath;
    await steps.remember(change.id, dbPath);
  }
  return steps.post(change, dbPath);
}

const photoSteps: PhotoSteps = {
  upload: (change) =>
    uploadFile('POST /api/ChatBox/Upload', new File([change.body.blob], change.body.name, { type: change.body.type }), {
      jobId: change.jobId ?? '',
    }),
  remember: rememberUpload,
  post: (change, dbPath) =>
    call('POST /api/ChatBox/CreateChatBox', {
      json: {
        jobId: change.jobId ?? '',
        text: change.body.caption ?? undefined,
        imagePath: dbPath,
        clientId: change.id,
      },
    }),
};

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
    case 'photo':
      return sendPhoto(change, photoSteps);
    case 'signOff':
      return call('POST /api/JobSigned/CreateJobSigned', {
        json: {
          jobId: change.jobId ?? '',
          signerName: change.body.signerName,
          signatureImage: change.body.signatureImage,
          comment: change.body.comment,
          time: change.createdAt,
          clientId: change.id,
        },
      });
  }
}
