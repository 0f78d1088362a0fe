// What each page's first frame waits for, side by side (issue 35): how many of Next's chunks ran before it was
// presented (what Lighthouse's simulation then counts in the LCP) and what the main thread did until then.
//
//   node bench/first-frame.mjs --rounds=8 bare=http://127.0.0.1:3730/ service=http://127.0.0.1:3710/services/carpet-cleaning
//
// The servers must be running (production builds); bench/reference is the bare page (`npm run bench` builds it).
import { parseArgs } from './lib/cli.mjs';
import { compareFirstFrames, renderFirstFrames } from './lib/first-frame.mjs';

const args = parseArgs();
const targets = process.argv
  .slice(2)
  .filter((a) => !a.startsWith('--'))
  .map((a) => {
    const i = a.indexOf('=');
    return i > 0 ? { key: a.slice(0, i), url: a.slice(i + 1) } : { key: a, url: a };
  });
if (!targets.length) throw new Error('first-frame: name at least one page, as key=url');
const rows = await compareFirstFrames(targets, { rounds: Number(args.rounds ?? 8) });
console.log(`\n${renderFirstFrames(rows)}`);
