// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterOffices, findOffice, OFFICES, officeSchema, officesByRegion, REGIONS } from '@/lib/content/offices';

describe('office dataset (SPEC §3 Office)', () => {
  it('has at least 40 valid offices with unique ids, guids and city slugs', () => {
    expect(OFFICES.length).toBeGreaterThanOrEqual(40);
    for (const o of OFFICES) expect(officeSchema.safeParse(o).success).toBe(true);
    for (const key of ['id', 'guid', 'slug'] as const)
      expect(new Set(OFFICES.map((o) => o[key])).size).toBe(OFFICES.length);
  });

  it('covers every region with at least 6 offices, each indexed from 0 within its region', () => {
    const groups = officesByRegion();
    expect(groups.map((g) => g.region)).toEqual([...REGIONS]);
    for (const g of groups) {
      expect(g.offices.length).toBeGreaterThanOrEqual(6);
      expect(g.offices.map((o) => o.index)).toEqual(g.offices.map((_, i) => i));
    }
  });

  it('includes Norwich (head office area, Hethersett) in England South and Pontypridd in Wales', () => {
    const norwich = findOffice('norwich');
    expect(norwich).toMatchObject({
      cityName: 'Norwich',
      region: 'englandSouth',
      hours: '08:00-18:00',
      isActive: true,
    });
    expect(norwich?.areas).toContain('Hethersett');
    expect(findOffice('pontypridd')).toMatchObject({ cityName: 'Pontypridd', region: 'wales' });
  });

  it('matches /locations/{city} case-insensitively and rejects unknown or malformed cities', () => {
    expect(findOffice('NORWICH')?.slug).toBe('norwich');
    expect(findOffice('Pontypridd')?.slug).toBe('pontypridd');
    expect(findOffice('atlantis')).toBeUndefined();
    expect(findOffice('%E0%A4%A')).toBeUndefined();
  });

  it('has every field of SPEC §3 on every office', () => {
    for (const o of OFFICES) {
      for (const field of [
        'id',
        'index',
        'guid',
        'cityName',
        'name',
        'contacts',
        'image',
        'jobTitle',
        'hours',
        'isActive',
      ] as const) {
        expect(o[field], `${o.cityName}.${field}`).not.toBeUndefined();
      }
    }
  });
});

describe('filterOffices (areas covered filter)', () => {
  it('matches a case-insensitive substring of the city name', () => {
    expect(filterOffices(OFFICES, 'NOR').map((o) => o.cityName)).toEqual(
      expect.arrayContaining(['Norwich', 'Northampton']),
    );
    expect(filterOffices(OFFICES, '  wich ').map((o) => o.cityName)).toEqual(
      expect.arrayContaining(['Norwich', 'Ipswich']),
    );
  });

  it('returns everything for an empty query and nothing for an unknown city', () => {
    expect(filterOffices(OFFICES, '')).toHaveLength(OFFICES.length);
    expect(filterOffices(OFFICES, 'zzz')).toEqual([]);
  });
});
