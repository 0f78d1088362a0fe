// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { legacyApplyPath } from '@/lib/i18n/legacy-apply';

const JOB = '5b0e8f3a-1c2d-4e5f-8a01-000000000011';
const at = (url: string) => {
  const u = new URL(url, 'http://127.0.0.1');
  return legacyApplyPath(u.pathname, u.searchParams);
};

describe('the old job-application address', () => {
  it("maps /apply-now?job={id} to the job post's application page, keeping the language", () => {
    expect(at(`/apply-now?job=${JOB}`)).toBe(`/apply-now/${JOB}`);
    expect(at(`/fr/apply-now?job=${JOB}`)).toBe(`/fr/apply-now/${JOB}`);
    expect(at(`/ar/apply-now/?job=${JOB}&utm_source=mail`)).toBe(`/ar/apply-now/${JOB}`);
  });

  it('leaves the general page, other pages and a job that is not an id alone', () => {
    expect(at('/apply-now')).toBeNull();
    expect(at('/apply-now?job=<script>')).toBeNull();
    expect(at(`/contact?job=${JOB}`)).toBeNull();
    expect(at(`/en/apply-now?job=${JOB}`)).toBeNull();
  });
});
