import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/http/query-client';

describe('the back office query client', () => {
  it('pauses reads with no connection for every role but the Cleaner, whose offline worker answers them (issue 39)', () => {
    expect(createQueryClient().getDefaultOptions().queries?.networkMode).toBe('online');
    expect(createQueryClient({ offlineFirst: true }).getDefaultOptions().queries?.networkMode).toBe('offlineFirst');
  });
});
