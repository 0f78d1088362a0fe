import Link from 'next/link';

export default function Page() {
  return (
    <main style={{ maxWidth: '40rem', margin: '0 auto' }}>
      <h1 style={{ fontSize: '2rem', color: '#064e41' }}>Domestic and commercial cleaning across the UK</h1>
      <p>
        A bare App Router page: a layout with inline style, a heading, a paragraph and a link. It carries Next.js and
        React and nothing of the site, so it shows how early a page on this framework, this server and this machine can
        paint, measured in the same run as the site&apos;s pages.
      </p>
      <Link href="/">Home</Link>
    </main>
  );
}
