import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlogPreview } from '@/components/dashboard/blogs/blog-preview';
import { renderDashboard } from './render';

const values = (content: string) => ({
  title: 'Oven tips',
  category: 'House Cleaning',
  language: 'en' as const,
  tagsText: '',
  location: '',
  image: null,
  status: 'draft' as const,
  content,
});

describe('BlogPreview', () => {
  it('shows the post cleaned with the posts’ allowlist: no scripts, handlers, javascript: links or styles', async () => {
    const html =
      '<h2>Soak the racks</h2><p onclick="alert(1)">Overnight <a href="javascript:alert(2)">here</a> <a href="https://example.co.uk/x">there</a></p>' +
      '<script>window.__pwned = true</script><img src="x" onerror="alert(3)" alt="Rack"><iframe src="https://evil.example"></iframe><p style="color:red">Rinse</p>';
    const { container } = renderDashboard(
      <BlogPreview values={values(html)} author="Ana" date="2026-11-22T09:00:00Z" />,
    );
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Soak the racks' })).toBeInTheDocument());
    const body = container.querySelector('article')!.innerHTML;
    expect(body).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|style=/i);
    expect(screen.getByRole('link', { name: 'there' })).toHaveAttribute('href', 'https://example.co.uk/x');
    expect(screen.getByText('here')).not.toHaveAttribute('href'); // the javascript: link keeps its text, not its address
    expect(screen.getByText('Rinse')).toBeInTheDocument();
  });
});
