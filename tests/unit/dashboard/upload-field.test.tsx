import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UploadField } from '@/components/dashboard/form/upload-field';
import { renderDashboard } from './render';

const snack = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/components/ui/snackbar', () => ({ snackbar: snack, Snackbars: () => null }));

// What POST /api/user/upload answers when the upload folder or Supabase Storage fails (tests/api/files/storage-outage).
const STORAGE_DOWN = 'The file could not be stored: file storage is not available. Please try again in a moment.';
let reply: () => Response = () =>
  HttpResponse.json(
    { status: 503, code: 'service_unavailable', message: STORAGE_DOWN, retryAfter: 30 },
    { status: 503 },
  );
const server = setupServer(http.post('*/api/user/upload', () => reply()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => vi.clearAllMocks());
afterAll(() => server.close());

function choosePhoto() {
  const onChange = vi.fn();
  renderDashboard(
    <UploadField
      label="Photo"
      endpoint="POST /api/user/upload"
      fields={{ kind: 'profile' }}
      accept="image/png"
      maxBytes={1024 * 1024}
      onChange={onChange}
    />,
  );
  fireEvent.change(screen.getByLabelText(/Photo/), {
    target: { files: [new File([new Uint8Array(64)], 'me.png', { type: 'image/png' })] },
  });
  return onChange;
}

describe('UploadField when the upload fails', () => {
  it("shows the server's message in a snackbar and keeps the current file", async () => {
    const onChange = choosePhoto();
    await waitFor(() => expect(snack.error).toHaveBeenCalledWith(STORAGE_DOWN));
    expect(onChange).not.toHaveBeenCalled();
    expect(snack.success).not.toHaveBeenCalled();
  });

  it('says "Upload failed" in the user\'s language when no answer comes back', async () => {
    reply = () => HttpResponse.error();
    choosePhoto();
    await waitFor(() => expect(snack.error).toHaveBeenCalledWith('Upload failed'));
  });
});
