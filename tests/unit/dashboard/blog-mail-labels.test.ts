// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { categoryKey, isCareer, splitTags } from '@/components/dashboard/blogs/blog-labels';
import { safeImageSrc } from '@/components/dashboard/blogs/editor/image-node';
import { mailKindKey, mailTab } from '@/components/dashboard/mail/mail-labels';

describe('blog form helpers', () => {
  it('splits tags on commas, trims, drops empties and repeats, and keeps the API limits', () => {
    expect(splitTags(' spring, checklist,,spring , ')).toEqual(['spring', 'checklist']);
    expect(splitTags(Array.from({ length: 25 }, (_, i) => `t${i}`).join(','))).toHaveLength(20);
    expect(splitTags('x'.repeat(80))).toEqual(['x'.repeat(50)]);
  });

  it('names the nine categories by message key, case-insensitively, and knows a job post', () => {
    expect(categoryKey('Carpet Cleaning')).toBe('carpetCleaning');
    expect(categoryKey('tenancy cleaning')).toBe('tenancyCleaning');
    expect(categoryKey('Career')).toBe('career');
    expect(categoryKey('Tips')).toBeNull();
    expect(isCareer(' career ')).toBe(true);
    expect(isCareer('House Cleaning')).toBe(false);
  });

  it('lets the editor keep only our files, site pictures and https images', () => {
    expect(safeImageSrc('/api/files/images/abc.png')).toBe(true);
    expect(safeImageSrc('/images/blog/1.webp')).toBe(true);
    expect(safeImageSrc('https://cdn.example.test/a.jpg')).toBe(true);
    expect(safeImageSrc('javascript:alert(1)')).toBe(false);
    expect(safeImageSrc('http://insecure.test/a.jpg')).toBe(false);
    expect(safeImageSrc('/api/files/cv/secret.pdf')).toBe(false);
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBe(false);
  });
});

describe('mail outbox labels', () => {
  it('groups queued and sending mail as waiting and names the known kinds', () => {
    expect(mailTab('pending')).toBe('waiting');
    expect(mailTab('sending')).toBe('waiting');
    expect(mailTab('failed')).toBe('failed');
    expect(mailTab('stored')).toBe('stored');
    expect(mailKindKey('password-reset')).toBe('passwordReset');
    expect(mailKindKey('something-new')).toBeNull();
  });
});
