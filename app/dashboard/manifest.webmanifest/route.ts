// GET /dashboard/manifest.webmanifest – the back office as an app a Cleaner installs (issue 39). Linked from the back
// office's pages only: the public site has no manifest and no worker.
import { APP_BACKGROUND, APP_ICONS, APP_SHORT_NAME, BRAND, BRAND_COLOUR } from '@/lib/brand';

export const dynamic = 'force-static';

export function GET() {
  const manifest = {
    name: BRAND,
    short_name: APP_SHORT_NAME,
    id: '/dashboard',
    start_url: '/dashboard',
    scope: '/dashboard',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: BRAND_COLOUR,
    background_color: APP_BACKGROUND,
    icons: APP_ICONS,
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'public, max-age=3600' },
  });
}
