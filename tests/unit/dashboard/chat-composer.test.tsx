import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatComposer } from '@/components/dashboard/chats/chat-composer';
import { renderDashboard } from './render';

const JOB_ID = '33333333-3333-4333-8333-333333333333';
const chat = vi.hoisted(() => ({ mutateAsync: vi.fn(async () => ({})), isPending: false }));
vi.mock('@/lib/chats/hooks', () => ({ usePostMessage: () => chat, uploadChatImage: vi.fn() }));
vi.mock('@/components/ui/snackbar', () => ({
  snackbar: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  Snackbars: () => null,
}));

/** A device whose main pointer is `fine` (mouse, trackpad) or not (a finger). */
function pointer(fine: boolean | 'none') {
  const matchMedia =
    fine === 'none'
      ? undefined
      : (query: string) => ({
          matches: query === '(pointer: fine)' && fine,
          media: query,
          onchange: null,
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
          addListener: vi.fn(),
          removeListener: vi.fn(),
          dispatchEvent: vi.fn(),
        });
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
}

function typeMessage(text: string) {
  const box = screen.getByLabelText('Your message');
  fireEvent.change(box, { target: { value: text } });
  return box;
}

beforeEach(() => chat.mutateAsync.mockClear());
afterEach(() => pointer('none'));

describe('ChatComposer on a computer (fine pointer)', () => {
  it('sends on Enter, clears the box and says so under it', async () => {
    pointer(true);
    renderDashboard(<ChatComposer jobId={JOB_ID} />);
    expect(screen.getByLabelText('Your message')).toHaveAccessibleDescription(
      'Enter to send, Shift+Enter for a new line',
    );
    const box = typeMessage('On my way, 10 minutes');
    const notCancelled = fireEvent.keyDown(box, { key: 'Enter' });
    expect(notCancelled).toBe(false);
    await waitFor(() => expect(chat.mutateAsync).toHaveBeenCalledWith({ text: 'On my way, 10 minutes' }));
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('adds a line on Shift+Enter and does not send', () => {
    pointer(true);
    renderDashboard(<ChatComposer jobId={JOB_ID} />);
    const box = typeMessage('Line one');
    expect(fireEvent.keyDown(box, { key: 'Enter', shiftKey: true })).toBe(true);
    expect(chat.mutateAsync).not.toHaveBeenCalled();
  });

  it('does not send while an input method is composing (Chinese, Vietnamese), nor an empty message', () => {
    pointer(true);
    renderDashboard(<ChatComposer jobId={JOB_ID} />);
    const box = typeMessage('nǐ hǎo');
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    typeMessage('   ');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(chat.mutateAsync).not.toHaveBeenCalled();
  });

  it('sends once when Enter is pressed twice before the first post returns', async () => {
    pointer(true);
    let finish: (value: object) => void = () => undefined;
    chat.mutateAsync.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    renderDashboard(<ChatComposer jobId={JOB_ID} />);
    const box = typeMessage('Done, keys in the box');
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.keyDown(box, { key: 'Enter' });
    finish({});
    await waitFor(() => expect(box).toHaveValue(''));
    expect(chat.mutateAsync).toHaveBeenCalledTimes(1);
  });
});

describe('ChatComposer on a phone (no fine pointer)', () => {
  it('keeps Enter for a new line and sends with the Send button', async () => {
    pointer(false);
    renderDashboard(<ChatComposer jobId={JOB_ID} />);
    expect(screen.queryByText('Enter to send, Shift+Enter for a new line')).toBeNull();
    const box = typeMessage('Line one');
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(true);
    expect(chat.mutateAsync).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(chat.mutateAsync).toHaveBeenCalledWith({ text: 'Line one' }));
  });

  it('still sends on Ctrl+Enter, and behaves as a phone where matchMedia is missing', async () => {
    pointer('none');
    renderDashboard(<ChatComposer jobId={JOB_ID} />);
    const box = typeMessage('Keyboard shortcut');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(chat.mutateAsync).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(chat.mutateAsync).toHaveBeenCalledWith({ text: 'Keyboard shortcut' }));
  });
});
