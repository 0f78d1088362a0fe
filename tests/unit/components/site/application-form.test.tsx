import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from './render';

const push = vi.fn();
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push }) }));
const { ApplicationForm } = await import('@/components/site/career/application-form');

type Body = Record<string, unknown>;
const uploads: string[] = [];
const enquiries: Body[] = [];
let uploadReply: () => Response = () => HttpResponse.json({ dbPath: 'cv/cv-1-anna.pdf' }, { status: 201 });
let enquiryReply: () => Response = () => HttpResponse.json({ success: true, id: 'x' });
const server = setupServer(
  http.post('*/api/enquiry/uploadcv', async ({ request }) => {
    const file = (await request.formData()).get('file');
    // jsdom's File does not survive msw's XHR interceptor intact (name and bytes are lost across realms), so only the
    // multipart field is recorded here; the Playwright journey uploads a real PDF end to end.
    uploads.push(file === null ? 'missing' : 'file');
    return uploadReply();
  }),
  http.post('*/api/enquiry/createenquiry', async ({ request }) => {
    enquiries.push((await request.json()) as Body);
    return enquiryReply();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  uploads.length = 0;
  enquiries.length = 0;
  push.mockReset();
  uploadReply = () => HttpResponse.json({ dbPath: 'cv/cv-1-anna.pdf' }, { status: 201 });
  enquiryReply = () => HttpResponse.json({ success: true, id: 'x' });
});
afterAll(() => server.close());

const pdf = (name = 'anna-cv.pdf', size = 1200) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
function fill(file: File | null = pdf()) {
  const values: Record<string, string> = {
    'Full name': 'Anna Kowalska',
    'Email address': 'anna@example.co.uk',
    'Phone number': '07700 900789',
    Postcode: 'NR2 1AA',
    Address: '8 Unthank Road, Norwich',
    'Cover letter': 'I have two years of domestic cleaning experience.',
  };
  for (const [l, v] of Object.entries(values)) fireEvent.change(screen.getByLabelText(l), { target: { value: v } });
  if (file) fireEvent.change(screen.getByLabelText('CV (PDF, max 5 MB)'), { target: { files: [file] } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));

describe('ApplicationForm', () => {
  it('shows every spec message for an empty form and sends nothing', async () => {
    renderWithIntl(<ApplicationForm />);
    submit();
    for (const m of [
      'Full name is required',
      'Email is required',
      'Phone number is required',
      'Cover letter is required',
      'CV file is required',
      'Address is required',
      'Postcode is required',
    ]) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }
    expect(uploads).toHaveLength(0);
    expect(enquiries).toHaveLength(0);
  });

  it('rejects an invalid email, a non-PDF and a file over 5 MB before uploading', async () => {
    renderWithIntl(<ApplicationForm />);
    fill(
      new File(['hello'], 'cv.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    );
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'anna@' } });
    submit();
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(await screen.findByText('The CV must be a PDF file')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('CV (PDF, max 5 MB)'), {
      target: { files: [pdf('big.pdf', 5 * 1024 * 1024 + 1)] },
    });
    submit();
    expect(await screen.findByText('The CV must be 5 MB or smaller')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('uploads the CV, posts the application as a career enquiry, confirms and goes to the career page', async () => {
    renderWithIntl(<ApplicationForm job={{ id: 'j1', title: 'Domestic Cleaner' }} />);
    fill();
    submit();
    expect(await screen.findByText('Success! Your application has been submitted.')).toBeInTheDocument();
    expect(uploads).toEqual(['file']);
    expect(enquiries[0]).toMatchObject({
      name: 'Anna Kowalska',
      email: 'anna@example.co.uk',
      phone: '07700 900789',
      address: '8 Unthank Road, Norwich',
      postcode: 'NR2 1AA',
      category: 'career',
      cvLink: 'cv/cv-1-anna.pdf',
      domainName: window.location.origin,
      messageDescription: 'Applying for: Domestic Cleaner\n\nI have two years of domestic cleaning experience.',
    });
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    await waitFor(() => expect(push).toHaveBeenCalledWith('/career'), { timeout: 4000 });
  });

  it("alerts 'Oops! Something went wrong.' when the CV upload fails, keeping the values", async () => {
    uploadReply = () => HttpResponse.json({ status: 415, code: 'unsupported', message: 'Not a PDF' }, { status: 415 });
    renderWithIntl(<ApplicationForm />);
    fill();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops! Something went wrong.');
    expect(enquiries).toHaveLength(0);
    expect(screen.getByLabelText('Full name')).toHaveValue('Anna Kowalska');
  });

  it("alerts 'Oops! Something went wrong.' when file storage is down (503), keeping everything typed", async () => {
    uploadReply = () =>
      HttpResponse.json(
        {
          status: 503,
          code: 'service_unavailable',
          message: 'The file could not be stored: file storage is not available. Please try again in a moment.',
          retryAfter: 30,
        },
        { status: 503 },
      );
    renderWithIntl(<ApplicationForm />);
    fill();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops! Something went wrong.');
    expect(screen.queryByText(/file storage/)).not.toBeInTheDocument();
    expect(enquiries).toHaveLength(0);
    expect(screen.getByLabelText('Email address')).toHaveValue('anna@example.co.uk');
    expect(screen.getByLabelText('Cover letter')).toHaveValue('I have two years of domestic cleaning experience.');
    expect((screen.getByLabelText('CV (PDF, max 5 MB)') as HTMLInputElement).files?.[0]?.name).toBe('anna-cv.pdf');
  });

  it("shows 'Submission failed — Please try again.' and retries with the same id without re-uploading", async () => {
    enquiryReply = () => HttpResponse.json({ status: 500, code: 'internal', message: 'x' }, { status: 500 });
    renderWithIntl(<ApplicationForm />);
    fill();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Submission failed — Please try again.');
    expect(screen.getByLabelText('Cover letter')).toHaveValue('I have two years of domestic cleaning experience.');
    enquiryReply = () => HttpResponse.json({ success: true, id: 'x' });
    submit();
    expect(await screen.findByText('Success! Your application has been submitted.')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(enquiries).toHaveLength(2);
    expect(enquiries[1]!.id).toBe(enquiries[0]!.id);
  });
});
