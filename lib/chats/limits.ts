/** The largest photo a job's chat takes: the server's upload rule, and the phone's check before keeping one offline. */
export const CHAT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

/** The photo types a job's chat takes: the composer's picker and the phone's check (the server checks the bytes). */
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
