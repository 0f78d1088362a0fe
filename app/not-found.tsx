export const metadata = { title: 'Page Not Found' };

// Reached only for paths the locale middleware does not handle; localized 404s live in app/[locale]/not-found.tsx.
// This page is part of the root layout's tree, so every page's RSC payload carries it: it keeps to a few inline styles
// (the brand's colours), with no stylesheet, font or client component that every page of the site would then download.
const ink = '#1c252e';
const brand = '#047860';

export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body
        style={{
          margin: 0,
          minHeight: '100vh',
          display: 'grid',
          placeItems: 'center',
          padding: '1.5rem',
          fontFamily: 'system-ui, sans-serif',
          color: ink,
        }}
      >
        <main style={{ textAlign: 'center' }}>
          <p style={{ margin: 0, fontSize: '3.75rem', fontWeight: 800, color: brand }}>404</p>
          <h1 style={{ marginTop: '1rem', fontSize: '1.25rem', fontWeight: 600 }}>
            Sorry, the page you are looking for does not exist.
          </h1>
          {/* A plain link, for the reason above. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a
            href="/"
            style={{
              marginTop: '1.5rem',
              display: 'inline-block',
              borderRadius: '0.25rem',
              background: brand,
              padding: '0.75rem 1.25rem',
              fontWeight: 600,
              color: '#fff',
              textDecoration: 'none',
            }}
          >
            Go to home
          </a>
        </main>
      </body>
    </html>
  );
}
