// `npm run db:create-admin`: creates the first company and its Super Administrator on a new deployment (public
// registration only ever creates Clients). Values come from options or, on a terminal, from prompts; the password
// from a hidden prompt, --password-stdin or ADMIN_PASSWORD, never from an option (shell history).
//
//   npm run db:create-admin -- --company-name "Brightside Cleaning" --company-code HQ \
//     --email owner@example.co.uk --first-name Sarah --last-name Whitmore
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createFirstAdmin } from '@/lib/server/auth/first-admin';
import { closeDb, getDb } from '@/lib/server/db/client';
import { runScript } from './lib/run-script';

const { values } = parseArgs({
  options: {
    'company-name': { type: 'string' },
    'company-code': { type: 'string' },
    currency: { type: 'string' },
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    'password-stdin': { type: 'boolean' },
  },
});

const interactive = Boolean(process.stdin.isTTY);

async function ask(question: string, fallback?: string): Promise<string> {
  if (!interactive)
    throw new Error(`Missing ${question.toLowerCase()}: pass it as an option (see scripts/create-admin.ts)`);
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = (await rl.question(`${question}${fallback ? ` [${fallback}]` : ''}: `)).trim();
  rl.close();
  return answer || fallback || '';
}

/** Reads a line without echoing it. */
async function askHidden(question: string): Promise<string> {
  process.stdout.write(`${question}: `);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.resume();
  let value = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('Cancelled'));
          return;
        }
        value = char === '\u007f' ? value.slice(0, -1) : value + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  if (values['password-stdin']) {
    const rl = createInterface({ input: process.stdin });
    for await (const line of rl) return line;
    throw new Error('No password on standard input');
  }
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!interactive) throw new Error('Missing password: use --password-stdin or ADMIN_PASSWORD');
  const first = await askHidden('Password (12+ characters)');
  if ((await askHidden('Repeat the password')) !== first) throw new Error('The passwords do not match');
  return first;
}

runScript(async () => {
  const input = {
    companyName: values['company-name'] ?? (await ask('Company name', 'Brightside Cleaning Head Office')),
    companyCode: values['company-code'] ?? (await ask('Company code', 'HQ')),
    currencySymbol: values.currency ?? '£',
    email: values.email ?? (await ask('Email of the Super Administrator')),
    firstName: values['first-name'] ?? (await ask('First name')),
    lastName: values['last-name'] ?? (await ask('Last name')),
    password: await readPassword(),
  };
  const result = await createFirstAdmin(await getDb(), input);
  await closeDb();
  console.log(
    `Created ${result.companyCreated ? 'company' : 'the Super Administrator in the existing company'} ${result.companyCode} and Super Administrator ${result.email}. Sign in at /auth/jwt/login.`,
  );
});
