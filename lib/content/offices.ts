import { z } from 'zod';
import { GUIDS, ROWS } from './office-rows';

/** Regions of SPEC §3 Office, in the order the areas page and the footer show them. Labels: messages `areas.regions.*`. */
export const REGIONS = ['scotland', 'englandNorth', 'englandMidlands', 'englandSouth', 'wales', 'ireland'] as const;
export type Region = (typeof REGIONS)[number];

/** Office hours of every franchise office (SPEC §9); the phone line itself runs 24/7. */
export const OFFICE_HOURS = '08:00-18:00';

export const officeSchema = z.object({
  id: z.number().int().positive(),
  /** Position of the office within its region, from 0. */
  index: z.number().int().min(0),
  guid: z.uuid(),
  region: z.enum(REGIONS),
  cityName: z.string().min(2),
  /** URL segment of /locations/{city}: the city name in lower case, spaces as hyphens. */
  slug: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/),
  /** The office manager. */
  name: z.string().min(3),
  /** The office phone number. */
  contacts: z.string().regex(/^0[0-9 ]{10,12}$/),
  image: z.string().startsWith('/images/'),
  jobTitle: z.string().min(3),
  hours: z.string().regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/),
  isActive: z.boolean(),
  /** Towns and districts the office's teams travel to. */
  areas: z.array(z.string().min(2)).min(3),
});
export type Office = z.infer<typeof officeSchema>;

/** Number of illustrated manager portraits in public/images/team. */
export const PORTRAIT_COUNT = 8;

export const citySlug = (city: string) => city.trim().toLowerCase().replace(/\s+/g, '-');

function build(): Office[] {
  let id = 0;
  return REGIONS.flatMap((region) =>
    ROWS[region].map(([cityName, name, contacts, jobTitle, areas], index) => {
      id += 1;
      return officeSchema.parse({
        id,
        index,
        guid: GUIDS[id - 1],
        region,
        cityName,
        slug: citySlug(cityName),
        name,
        contacts,
        image: `/images/team/manager-${((id - 1) % PORTRAIT_COUNT) + 1}.svg`,
        jobTitle,
        hours: OFFICE_HOURS,
        isActive: true,
        areas: [...areas],
      });
    }),
  );
}

/** Every franchise office, validated at load so a typo fails the build rather than a page. */
export const OFFICES: readonly Office[] = build();

export const activeOffices = () => OFFICES.filter((o) => o.isActive);

/** Case-insensitive lookup for /locations/{city}; accepts the slug or the city name. */
export function findOffice(city: string): Office | undefined {
  let wanted: string;
  try {
    wanted = citySlug(decodeURIComponent(city));
  } catch {
    return undefined;
  }
  return activeOffices().find((o) => o.slug === wanted);
}

export function officesByRegion(): { region: Region; offices: Office[] }[] {
  return REGIONS.map((region) => ({ region, offices: activeOffices().filter((o) => o.region === region) }));
}

export { filterOffices } from './filter-offices';
