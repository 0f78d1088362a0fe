import { renderToStaticMarkup } from 'react-dom/server';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as lucide from 'lucide-react';
import * as plusModule from 'lucide-react/icons/plus';
import * as trashModule from 'lucide-react/icons/trash';
import * as chevronModule from 'lucide-react/icons/chevron-down';
import createIcon, { type IconData } from '@/lib/icons/create-icon';

// Each icon module exports its data beside the component (what the swapped-in factory receives); lucide's types omit it.
const dataOf = (module: object) => (module as { __iconData: IconData }).__iconData;
const plus = dataOf(plusModule);
const trash = dataOf(trashModule);
const chevron = dataOf(chevronModule);

/** An element's tag, attributes (sorted, so their order does not matter) and children, as comparable data. */
function shape(html: string) {
  const host = document.createElement('div');
  host.innerHTML = html;
  const walk = (el: Element): unknown => ({
    tag: el.tagName.toLowerCase(),
    attrs: Object.fromEntries(
      [...el.attributes].map((a) => [a.name, a.value]).sort(([a], [b]) => a!.localeCompare(b!)),
    ),
    children: [...el.children].map(walk),
    text: el.children.length ? '' : el.textContent,
  });
  return [...host.children].map(walk);
}

const VARIANTS: [string, Record<string, unknown>][] = [
  ['no props', {}],
  ['a class name', { className: 'size-4 shrink-0 rtl:-scale-x-100' }],
  ['aria-hidden as written in the app', { 'aria-hidden': true, className: 'size-4' }],
  ['a label (not hidden then)', { 'aria-label': 'Delete' }],
  ['role', { role: 'img' }],
  ['size and stroke width', { size: 18, strokeWidth: 1.8 }],
  ['an absolute stroke width', { size: 48, strokeWidth: 2, absoluteStrokeWidth: true }],
  ['width and height', { width: 20, height: 16 }],
  ['a colour', { color: 'red' }],
  ['other SVG attributes', { 'data-testid': 'icon', focusable: 'false', style: { color: 'blue' } }],
  ['a class repeating lucide’s own', { className: 'lucide lucide-plus extra' }],
];

describe('the icon factory that stands in for lucide’s runtime (next.config.mjs)', () => {
  const icons: [string, ComponentType<Record<string, unknown>>, ComponentType<Record<string, unknown>>][] = [
    ['Plus', lucide.Plus as never, createIcon(plus) as never],
    ['Trash2', lucide.Trash2 as never, createIcon(trash) as never],
    ['ChevronDown', lucide.ChevronDown as never, createIcon(chevron) as never],
  ];

  for (const [name, Lucide, Ours] of icons) {
    it.each(VARIANTS)(`draws ${name} exactly as lucide does: %s`, (_, props) => {
      expect(shape(renderToStaticMarkup(<Ours {...props} />))).toEqual(
        shape(renderToStaticMarkup(<Lucide {...props} />)),
      );
    });
  }

  it('keeps a child (a <title>) and then leaves the icon visible to assistive technology', () => {
    const Ours = createIcon(plus);
    const html = renderToStaticMarkup(
      <Ours>
        <title>Add</title>
      </Ours>,
    );
    expect(shape(html)).toEqual(
      shape(
        renderToStaticMarkup(
          <lucide.Plus>
            <title>Add</title>
          </lucide.Plus>,
        ),
      ),
    );
    expect(html).not.toContain('aria-hidden');
  });

  it('names the component after the icon, as lucide does', () => {
    expect(createIcon(trash).displayName).toBe('Trash');
    expect(createIcon(chevron).displayName).toBe('ChevronDown');
  });
});
