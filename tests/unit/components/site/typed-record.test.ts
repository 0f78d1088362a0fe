import { beforeEach, describe, expect, it, vi } from 'vitest';

// The record is module state started once per page: each test loads a fresh copy of the module over a fresh page.
async function load() {
  vi.resetModules();
  return import('@/components/site/islands/typed-record');
}

const type = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('what is typed into an island before it hydrates (components/site/islands/typed-record.ts)', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <div data-island="_R_a_"><form>
        <input name="name"><input name="email" type="email"><textarea name="messageDescription"></textarea>
        <input name="cvFile" type="file"><input name="consent" type="checkbox" value="yes"><input name="token" type="hidden" value="t">
      </form></div>
      <div data-island="_R_b_"><form><input name="email"></form></div>
      <form><input name="q"></form>`;
  });

  it('keeps what the fields already showed when the page’s code started, and what is typed afterwards, per island', async () => {
    const { recordTypedBeforeHydration, takeTyped } = await load();
    const [name, email] = document.querySelectorAll<HTMLInputElement>('[data-island="_R_a_"] input');
    name!.value = 'Early Typist';
    recordTypedBeforeHydration();
    type(email!, 'early@example.test');
    type(document.querySelector('textarea')!, 'A weekly clean');
    type(document.querySelector<HTMLInputElement>('[data-island="_R_b_"] input')!, 'news@example.test');
    type(document.querySelector<HTMLInputElement>('input[name="q"]')!, 'not an island');
    expect(takeTyped('_R_a_')).toEqual({
      name: 'Early Typist',
      email: 'early@example.test',
      messageDescription: 'A weekly clean',
    });
    expect(takeTyped('_R_b_')).toEqual({ email: 'news@example.test' });
  });

  it('records no file, checkbox or hidden field, and a cleared field as cleared', async () => {
    const { recordTypedBeforeHydration, takeTyped } = await load();
    recordTypedBeforeHydration();
    const name = document.querySelector<HTMLInputElement>('input[name="name"]')!;
    type(name, 'Typo');
    type(name, '');
    document
      .querySelector<HTMLInputElement>('input[name="consent"]')!
      .dispatchEvent(new Event('input', { bubbles: true }));
    document
      .querySelector<HTMLInputElement>('input[name="token"]')!
      .dispatchEvent(new Event('input', { bubbles: true }));
    expect(takeTyped('_R_a_')).toEqual({ name: '' });
  });

  it('hands a record over once, and stops recording for that island', async () => {
    const { recordTypedBeforeHydration, takeTyped } = await load();
    recordTypedBeforeHydration();
    const name = document.querySelector<HTMLInputElement>('input[name="name"]')!;
    type(name, 'Early Typist');
    expect(takeTyped('_R_a_')).toEqual({ name: 'Early Typist' });
    type(name, 'Typed once React owns the form');
    expect(takeTyped('_R_a_')).toEqual({});
  });
});
