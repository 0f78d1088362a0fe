import { publicSans } from './site-fonts';
import './site.css';

export const metadata = { title: 'Page Not Found' };

// Reached only for paths the locale middleware does not handle; localized 404s live in app/[locale]/not-found.tsx.
export default function GlobalNotFound() {
  return (
    <html lang="en" className={publicSans.variable}>
      <body className="grid min-h-screen place-items-center p-6 font-sans">
        <main className="text-center">
          <p className="text-6xl font-extrabold text-brand-700">404</p>
          <h1 className="mt-4 text-xl font-semibold">Sorry, the page you are looking for does not exist.</h1>
          {/* A plain link: this page is part of the root layout's tree, so a client link component here would be
              downloaded by every page of the site and the back office. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a
            href="/"
            className="mt-6 inline-block rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Go to home
          </a>
        </main>
      </body>
    </html>
  );
}
