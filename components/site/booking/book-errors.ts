import type { Step } from './booking-state';

/** The step whose inputs a server field error belongs to ("size.bedrooms" → service, "email" → contact). */
export function stepOfField(field: string): Step {
  const root = field.split('.')[0]!;
  if (root === 'postcode') return 'postcode';
  if (root === 'service' || root === 'size' || root === 'extras' || root === 'frequency') return 'service';
  if (root === 'date' || root === 'startTime' || root === 'from') return 'time';
  if (root === 'name' || root === 'email' || root === 'phone' || root === 'address' || root === 'notes')
    return 'contact';
  return 'confirm';
}

/** The first message of each field, under the name the flow's inputs use (the server's `address` is the address line). */
export function firstMessages(fieldErrors: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const message = messages[0];
    if (message) out[field === 'address' ? 'addressLine' : field] = message;
  }
  return out;
}

const ORDER: Step[] = ['postcode', 'service', 'time', 'contact', 'confirm'];

/** The earliest step holding an error: the visitor is taken there first. */
export function earliestStep(fields: string[]): Step | null {
  const steps = fields.map(stepOfField);
  return ORDER.find((s) => steps.includes(s)) ?? null;
}
