// The CSP hashes of the prerendered pages' inline scripts, written after the build (scripts/csp-manifest.mjs) as a
// static asset of the build, and fetched here once per middleware instance from the site's own origin. A static file
// of the build works the same on `next start`, standalone's server.js and a platform whose middleware has no disk.

export type CspManifest = Record<string, string[]>;

// The build's id, pinned in next.config.mjs (generateBuildId), names the manifest of this very build: a CDN may keep
// an older build's copy under its own name for ever without harm.
const BUILD_ID = process.env.APP_BUILD_ID ?? '';
const TIMEOUT_MS = 3000;

let loaded: CspManifest | undefined;
let loading: Promise<CspManifest | undefined> | undefined;

export const cspManifestPath = (buildId = BUILD_ID) => `/_next/static/${buildId}/csp-manifest.json`;

/** The manifest, fetched from `origin` on first use. Undefined while it cannot be had (tried again next time). */
export async function cspManifest(origin: string, fetcher: typeof fetch = fetch): Promise<CspManifest | undefined> {
  if (loaded || !BUILD_ID) return loaded;
  loading ??= fetcher(new URL(cspManifestPath(), origin), {
    signal: AbortSignal.timeout(TIMEOUT_MS),
    cache: 'no-store',
  })
    .then(async (res) => (res.ok ? (loaded = (await res.json()) as CspManifest) : undefined))
    .catch((error: unknown) => {
      console.error(
        `[csp] could not fetch ${cspManifestPath()} from ${origin}:`,
        error instanceof Error ? error.message : error,
      );
      return undefined;
    })
    .finally(() => (loading = undefined));
  return loading;
}

/** Hashes of the prerendered page served for an internal path (after locale rewrites); [] when there is none. */
export function manifestHashes(manifest: CspManifest | undefined, internalPath: string): string[] {
  if (!manifest) return [];
  const name = internalPath === '/' || internalPath === '' ? '/index' : internalPath.replace(/\/+$/, '');
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    return [];
  }
  return Object.hasOwn(manifest, decoded) ? manifest[decoded]! : [];
}
