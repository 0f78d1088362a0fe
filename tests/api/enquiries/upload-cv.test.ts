import { describe, expect, it } from 'vitest';
import { call } from '@/tests/support/http';
import { fileForm, pdfBytes, pngBytes } from '@/tests/support/uploads';
import { endpoint } from '@/tests/support/endpoint';

const POST = endpoint('POST /api/enquiry/uploadcv');

const upload = (form: FormData | string, ip = '203.0.113.1') =>
  call<{ dbPath?: string; status?: number; fieldErrors?: Record<string, string[]> }>(POST, {
    method: 'POST',
    rawBody: form,
    headers: { 'x-forwarded-for': ip, ...(typeof form === 'string' ? { 'content-type': 'application/json' } : {}) },
  });

describe('POST /api/enquiry/uploadCv', () => {
  it('stores a PDF under cv/cv-{timestamp}-{sanitised name} and answers 201 with the dbPath', async () => {
    const res = await upload(fileForm(pdfBytes(), 'My CV (Final).PDF', 'application/pdf'));
    expect(res.status).toBe(201);
    expect(res.body.dbPath).toMatch(/^cv\/cv-\d{13}-my-cv-final\.pdf$/);
  });

  it('never overwrites: the same name twice gives two paths', async () => {
    const a = await upload(fileForm(pdfBytes(), 'cv.pdf'));
    const b = await upload(fileForm(pdfBytes(), 'cv.pdf'));
    expect(a.body.dbPath).not.toBe(b.body.dbPath);
  });

  it('answers 415 for PNG bytes named .pdf, whatever the browser claims', async () => {
    const res = await upload(fileForm(pngBytes(), 'cv.pdf', 'application/pdf'));
    expect(res.status).toBe(415);
  });

  it('answers 413 for a PDF over 5 MB', async () => {
    const res = await upload(fileForm(pdfBytes(5 * 1024 * 1024 + 1), 'big.pdf', 'application/pdf'));
    expect(res.status).toBe(413);
  });

  it('answers 400 with a field error without a file, and 415 to a JSON body', async () => {
    const empty = await upload(new FormData());
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors?.file).toBeDefined();
    expect((await upload('{"file":"x"}')).status).toBe(415);
  });

  it('limits uploads per address with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++)
      statuses.push((await upload(fileForm(pdfBytes(64), `cv${i}.pdf`), '198.51.100.7')).status);
    expect(statuses.slice(0, 12).every((s) => s === 201)).toBe(true);
    expect(statuses[12]).toBe(429);
    expect((await upload(fileForm(pdfBytes(64), 'other.pdf'), '198.51.100.8')).status).toBe(201);
  });
});
