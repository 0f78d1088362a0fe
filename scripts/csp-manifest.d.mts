export function cspManifest(distDir: string): Record<string, string[]>;
export function writeCspManifest(distDir: string): { out: string; count: number };
