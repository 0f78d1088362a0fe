import 'server-only';
import { env } from '@/lib/env';

// Text messages: an adapter so the provider can change without touching the services that send. Off unless a provider
// is configured (TWILIO_* in lib/env.ts); tests pass a fake sender to the service instead.

export type SmsSender = {
  /** Sends one text; rejects when the provider refuses it. */
  send(to: string, text: string): Promise<void>;
};

/** UK numbers as written on forms ("07700 900123", "+44 7700 900123") in E.164, or null when it is not a mobile number. */
export function ukMobileE164(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[\s()-]/g, '');
  const national = digits.startsWith('+44')
    ? `0${digits.slice(3)}`
    : digits.startsWith('0044')
      ? `0${digits.slice(4)}`
      : digits;
  return /^07\d{9}$/.test(national) ? `+44${national.slice(1)}` : null;
}

/** Twilio's Messages API over fetch (no SDK for one call). */
function twilioSender(sid: string, token: string, from: string): SmsSender {
  return {
    async send(to, text) {
      const res = await fetch(`https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, From: from, Body: text }),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}

/** The configured sender, or null: texts are off by default. */
export function configuredSmsSender(): SmsSender | null {
  const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_FROM: from } = env();
  return sid && token && from ? twilioSender(sid, token, from) : null;
}
