import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageScriptLoader } from '@/scripts/lib/html-delivery.mjs';

// The loader the server puts in a page's <head> (scripts/lib/html-delivery.mjs), run in a window of its own per test
// (one loader per page, as in a browser; events go from the document on to the window), on Vitest's fake timers.
function runLoader(html: string) {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const page = frame.contentWindow!;
  page.document.body.innerHTML = html;
  const code = pageScriptLoader(['/_next/static/chunks/a.js']).replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  new Function('self', 'document', 'setTimeout', 'requestAnimationFrame', code)(page, page.document, setTimeout, (fn: () => void) => setTimeout(fn, 16));
  return page.document;
}

/** What components/site/hydration-mark.tsx does once React has committed the page. */
const committed = (doc: Document) => ((doc.defaultView as unknown as { __pageScripts: { hydrated: boolean } }).__pageScripts.hydrated = true);

describe('a form sent before the page has hydrated', () => {
  let posted: string[];
  let document: Document;
  beforeEach(() => {
    vi.useFakeTimers();
    posted = [];
    document = runLoader('<form method="post"><input name="email" value="a@example.test"><button type="submit">Send</button></form>');
    // What reaches the browser's default action (a native post to the page's own address), after every listener.
    document.addEventListener('submit', (e) => !e.defaultPrevented && posted.push('native'));
  });
  afterEach(() => vi.useRealTimers());

  const form = () => document.querySelector('form')!;
  const button = () => document.querySelector('button')!;
  const hydrate = (onSubmit: (e: Event) => void) => {
    committed(document);
    Object.assign(form(), { '__reactProps$test': { onSubmit } });
    form().addEventListener('submit', onSubmit);
  };

  it('is held, not posted natively, and sent again once React owns the form', () => {
    button().click();
    expect(posted).toEqual([]);
    const handled: string[] = [];
    hydrate((e) => {
      e.preventDefault();
      handled.push(new FormData(e.target as HTMLFormElement).get('email') as string);
    });
    vi.advanceTimersByTime(100);
    expect(handled).toEqual(['a@example.test']);
    expect(posted).toEqual([]);
  });

  it('is left alone once React owns the form, and by a deferred island that holds it itself', () => {
    const handled: number[] = [];
    hydrate((e) => {
      e.preventDefault();
      handled.push(1);
    });
    button().click();
    vi.advanceTimersByTime(1000);
    expect(handled).toEqual([1]);

    document.body.innerHTML = '<div data-island><form method="post"><button type="submit">Send</button></form></div>';
    document.querySelector('[data-island]')!.addEventListener('submit', (e) => e.preventDefault());
    button().click();
    vi.advanceTimersByTime(20_000);
    expect(posted).toEqual([]);
  });

  it('is not sent twice when React hydrated the form while handling that submit', () => {
    const handled: number[] = [];
    document.addEventListener('submit', (e) => {
      e.preventDefault();
      committed(document);
      Object.assign(form(), { '__reactProps$test': {} });
      handled.push(1);
    });
    button().click();
    vi.advanceTimersByTime(20_000);
    expect(handled).toEqual([1]);
  });

  it('goes out natively after 10 s if React never takes the form, once', () => {
    button().click();
    vi.advanceTimersByTime(9_000);
    expect(posted).toEqual([]);
    vi.advanceTimersByTime(2_000);
    expect(posted).toEqual(['native']);
  });
});

describe('a tap on a button before React listens', () => {
  let document: Document;
  beforeEach(() => {
    vi.useFakeTimers();
    document = runLoader('<button type="button" aria-label="Open menu">≡</button><button type="submit">Send</button>');
  });
  afterEach(() => vi.useRealTimers());

  it('is replayed once React owns the button, once however often it was tapped', () => {
    const menu = document.querySelector('button[type="button"]') as HTMLButtonElement;
    const opened: number[] = [];
    menu.click();
    menu.click();
    vi.advanceTimersByTime(500);
    expect(opened).toEqual([]);
    // Rendered, not yet committed: still held.
    Object.assign(menu, { '__reactProps$test': {} });
    vi.advanceTimersByTime(500);
    expect(opened).toEqual([]);
    // Committed (the layouts' HydrationMark), its handler listening.
    committed(document);
    menu.addEventListener('click', () => opened.push(1));
    vi.advanceTimersByTime(100);
    expect(opened).toEqual([1]);
    vi.advanceTimersByTime(20_000);
    expect(opened).toEqual([1]);
  });

  it('is left alone when React hydrated the button while handling the tap (React has acted on it)', () => {
    const menu = document.querySelector('button[type="button"]') as HTMLButtonElement;
    const opened: number[] = [];
    // React's root listener, after ours: it hydrates the button synchronously and runs its handler.
    document.addEventListener('click', () => {
      committed(document);
      Object.assign(menu, { '__reactProps$test': {} });
      opened.push(1);
    });
    menu.click();
    vi.advanceTimersByTime(20_000);
    expect(opened).toEqual([1]);
  });
});
