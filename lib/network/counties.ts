// The postcode districts of the counties the network works in, for the territory map's gaps (issue 38). Districts
// straddle county lines; each is listed under the county most of it lies in, as the head office counts it. A
// county is added here when the network reaches it.

const range = (area: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${area}${from + i}`);

export const COUNTIES = {
  norfolk: {
    name: 'Norfolk',
    districts: [...range('NR', 1, 31), ...range('PE', 30, 38), 'IP20', 'IP21', 'IP22', 'IP24', 'IP25', 'IP26'],
  },
  suffolk: {
    name: 'Suffolk',
    districts: [...range('IP', 1, 19), 'IP23', ...range('IP', 27, 33), ...range('NR', 32, 35), 'CB8', 'CB9', 'CO10'],
  },
  cambridgeshire: {
    name: 'Cambridgeshire',
    districts: [
      ...range('CB', 1, 7),
      ...range('CB', 21, 25),
      ...range('PE', 1, 8),
      ...range('PE', 13, 16),
      'PE19',
      ...range('PE', 26, 29),
    ],
  },
} as const;
export type County = keyof typeof COUNTIES;
export const COUNTY_KEYS = Object.keys(COUNTIES) as County[];
