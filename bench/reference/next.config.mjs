// The reference app of the bench: Next's defaults, as a new App Router project has them (compression on). Linting is
// the repository's business, not this build's.
/** @type {import('next').NextConfig} */
const nextConfig = { poweredByHeader: false, eslint: { ignoreDuringBuilds: true } };
export default nextConfig;
