import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageScriptLoader } from '@/scripts/lib/html-delivery.mjs';

// The loader the server puts in a page's <head> (scripts/lib/html-delivery.mjs), run in a DOM of its own per test
// (one loader per page, as in a browser): its submit guard.
function runLoader(doc: Document) {
  const code = pageScriptLoader(['/_next/static/chunks/a.js']).replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  new Function('self', 'document', code)({}, doc);
}

describe('a form sent before the page has hydrated', () => {
  let posted: string[];
  let document: Document;
  beforeEach(() => {
    vi.useFakeTimers();
    posted = [];
    document = window.document.implementation.createHTMLDocument('page');
    document.body.innerHTML = '<form method="post"><input name="email" value="a@example.test"><button type="submit">Send</button></form>';
    runLoader(document);
    // What reaches the browser's default action (a native post to the page's own address), after every listener.
    document.addEventListener('submit', (e) => !e.defaultPrevented && posted.push('native'));
  });
  afterEach(() => vi.useRealTimers());

  const form = () => document.querySelector('form')!;
  const button = () => document.querySelector('button')!;
  const hydrate = (onSubmit: (e: Event) => void) => {
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
    document = window.document.implementation.createHTMLDocument('page');
    document.body.innerHTML = '<button type="button" aria-label="Open menu">≡</button><button type="submit">Send</button>';
    runLoader(document);
  });
  afterEach(() => vi.useRealTimers());

  it('is replayed once React owns the button, once however often it was tapped', () => {
    const menu = document.querySelector('button[type="button"]') as HTMLButtonElement;
    const opened: number[] = [];
    menu.click();
    menu.click();
    vi.advanceTimersByTime(500);
    expect(opened).toEqual([]);
    // Hydration: React's root on the document, its props on the button, its handler listening.
    Object.assign(document, { '__reactContainer$test': {} });
    Object.assign(menu, { '__reactProps$test': {} });
    menu.addEventListener('click', () => opened.push(1));
    vi.advanceTimersByTime(100);
    expect(opened).toEqual([1]);
    vi.advanceTimersByTime(20_000);
    expect(opened).toEqual([1]);
  });

  it('is left to React once its root exists (React replays such taps itself)', () => {
    Object.assign(document, { '__reactContainer$test': {} });
    const menu = document.querySelector('button[type="button"]') as HTMLButtonElement;
    const opened: number[] = [];
    menu.click();
    Object.assign(menu, { '__reactProps$test': {} });
    menu.addEventListener('click', () => opened.push(1));
    vi.advanceTimersByTime(20_000);
    expect(opened).toEqual([]);
  });
});
