// CSP hash sources of a document's inline scripts, read from the prerendered files Next will serve
// (scripts/csp-manifest.mjs writes them into the build's manifest; lib/security/csp.ts reads it).
import { createHash } from 'node:crypto';

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The CSP hash sources of the inline, executable scripts of an HTML document. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\ssrc\s*=/i.test(` ${attributes}`) || !body) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue; // JSON-LD and other data blocks never run
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** `policy` with its script-src hash sources replaced by `hashes` (its nonce and other sources kept). */
export function withScriptHashes(policy, hashes) {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src') return directive.trim();
      return [name, ...sources.filter((s) => !/^'sha(256|384|512)-/.test(s)), ...hashes].join(' ');
    })
    .join('; ');
}
