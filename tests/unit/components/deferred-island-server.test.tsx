// @vitest-environment node
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { deferredIsland } from '@/components/site/islands/deferred';

/** A form large enough (over 500 bytes) for React to outline its boundary once the shell is big. */
function Form({ label }: { label: string }) {
  return (
    <form method="post">
      {Array.from({ length: 12 }, (_, i) => (
        <label key={i}>
          {label} {i}
          <input name={`field${i}`} />
        </label>
      ))}
    </form>
  );
}

async function render(node: React.ReactNode) {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

/** The page around the island: more than Fizz's 12.8 KB progressive chunk, as a real page's shell is. */
const padding = 'The cleaning team arrives on time. '.repeat(500);

describe('deferredIsland on the server', () => {
  it('renders its component in the first HTML even when the page renders before the code has been imported', async () => {
    // The import resolves after the render has started, as on the first page a server process renders.
    const Island = deferredIsland<{ label: string }>(
      () => new Promise((resolve) => setTimeout(() => resolve(Form), 30)),
    );
    const html = await render(
      <main>
        <p>{padding}</p>
        <Island label="Field" />
        <aside>What we offer</aside>
      </main>,
    );
    expect(html).toContain('name="field11"');
    // An empty fallback paints the page without the form and swaps it in later, pushing the sidebar down a screen.
    expect(html).not.toMatch(/<!--\$\?--><template id="B:\d+"><\/template><!--\/\$-->/);
    // Wherever React outlines the boundary, its fallback is the same form, inert.
    if (html.includes('<template id="B:'))
      expect(html).toMatch(/<template id="B:\d+"><\/template><div inert="" class="contents"><form/);
  });

  it('renders at once when the code is already loaded', async () => {
    const Island = deferredIsland<{ label: string }>(() => Promise.resolve(Form));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const html = await render(<Island label="Name" />);
    expect(html).toContain('name="field0"');
    expect(html).not.toContain('<template');
  });
});
