// The bare reference page of `npm run bench` (bench/lib/compare.mjs): an App Router root layout with inline style,
// on the same Next.js as the site, built and served the same way (`next build`, `next start`), nothing else.
export const metadata = {
  title: 'Reference',
  description: 'A bare Next.js App Router page, the yardstick of the bench.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, padding: '2rem 1rem', fontFamily: 'system-ui, sans-serif', lineHeight: 1.5 }}>
        {children}
      </body>
    </html>
  );
}
