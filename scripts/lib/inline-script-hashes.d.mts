/** The CSP hash sources of the inline, executable scripts of an HTML document. */
export function inlineScriptHashes(html: string): string[];
/** `policy` with its script-src hash sources replaced by `hashes` (its nonce and other sources kept). */
export function withScriptHashes(policy: string, hashes: string[]): string;
