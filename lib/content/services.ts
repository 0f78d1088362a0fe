/** The eight services of SPEC §2. Display names live in messages under `serviceNames.<key>`. */
export const SERVICES = [
  { key: 'apartment', slug: 'apartment-cleaning' },
  { key: 'carpet', slug: 'carpet-cleaning' },
  { key: 'commercial', slug: 'commercial-cleaning' },
  { key: 'construction', slug: 'construction-cleaning' },
  { key: 'office', slug: 'office-cleaning' },
  { key: 'house', slug: 'house-cleaning' },
  { key: 'removal', slug: 'home-removal' },
  { key: 'tenancy', slug: 'end-of-tenancy-cleaning' },
] as const;

export type ServiceKey = (typeof SERVICES)[number]['key'];
