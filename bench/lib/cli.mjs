// What the bench's scripts share on the command line and while they start servers.

/** `--key=value` and `--flag` arguments as an object; a value keeps any further '=' (--extra=key=url). */
export function parseArgs(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv.map((a) => /^--([^=]+)(?:=(.*))?$/.exec(a) ?? [a, a, undefined]).map(([, k, v]) => [k, v ?? 'true']),
  );
}

/** Resolves once `url` answers below 500 (redirects not followed); throws after `ms`. */
export async function waitFor(url, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url, { redirect: 'manual' })).status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`bench: ${url} did not answer within ${ms / 1000} s`);
}
