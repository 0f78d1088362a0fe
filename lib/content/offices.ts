import { z } from 'zod';

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

// [city, manager, phone, job title, nearby areas]. Phone numbers are from Ofcom's ranges reserved for fiction,
// so nobody real is rung from a demo site; a franchise replaces them with its own line.
type Row = readonly [string, string, string, 'Area Manager' | 'Franchise Owner' | 'Office Manager', readonly string[]];

const ROWS: Record<Region, readonly Row[]> = {
  scotland: [
    [
      'Edinburgh',
      'Fiona MacLeod',
      '0131 496 0412',
      'Franchise Owner',
      ['Leith', 'Portobello', 'Morningside', 'Musselburgh', 'Corstorphine'],
    ],
    [
      'Glasgow',
      'Callum Fraser',
      '0141 496 0235',
      'Franchise Owner',
      ['Paisley', 'Clydebank', 'Bearsden', 'Rutherglen', 'East Kilbride'],
    ],
    ['Aberdeen', 'Morag Duncan', '01632 960 114', 'Area Manager', ['Dyce', 'Cults', 'Westhill', 'Portlethen']],
    [
      'Dundee',
      'Euan Robertson',
      '01632 960 121',
      'Office Manager',
      ['Broughty Ferry', 'Monifieth', 'Invergowrie', 'Tayport'],
    ],
    ['Inverness', 'Isla Mackenzie', '01632 960 138', 'Area Manager', ['Culloden', 'Nairn', 'Beauly', 'Dingwall']],
    [
      'Perth',
      'Hamish Stewart',
      '01632 960 145',
      'Office Manager',
      ['Scone', 'Crieff', 'Auchterarder', 'Bridge of Earn'],
    ],
    [
      'Stirling',
      'Kirsty Campbell',
      '01632 960 152',
      'Office Manager',
      ['Bridge of Allan', 'Dunblane', 'Bannockburn', 'Alloa'],
    ],
    ['Ayr', 'Graham Wallace', '01632 960 169', 'Area Manager', ['Prestwick', 'Troon', 'Maybole', 'Kilmarnock']],
  ],
  englandNorth: [
    [
      'Leeds',
      'Sarah Whitworth',
      '0113 496 0318',
      'Franchise Owner',
      ['Headingley', 'Horsforth', 'Roundhay', 'Morley', 'Pudsey'],
    ],
    [
      'Manchester',
      'Daniel Hughes',
      '0161 496 0527',
      'Franchise Owner',
      ['Salford', 'Stockport', 'Didsbury', 'Sale', 'Prestwich'],
    ],
    [
      'Liverpool',
      'Joanne Murphy',
      '0151 496 0284',
      'Franchise Owner',
      ['Bootle', 'Crosby', 'Wavertree', 'Huyton', 'Birkenhead'],
    ],
    [
      'Newcastle',
      'Mark Robson',
      '0191 498 0163',
      'Franchise Owner',
      ['Gateshead', 'Jesmond', 'Gosforth', 'Wallsend', 'Whitley Bay'],
    ],
    [
      'Sheffield',
      'Rebecca Holt',
      '0114 496 0391',
      'Area Manager',
      ['Hillsborough', 'Ecclesall', 'Rotherham', 'Dronfield'],
    ],
    ['York', 'Thomas Atkinson', '01632 960 176', 'Office Manager', ['Acomb', 'Haxby', 'Fulford', 'Bishopthorpe']],
    ['Hull', 'Claire Dawson', '01632 960 183', 'Office Manager', ['Hessle', 'Cottingham', 'Beverley', 'Anlaby']],
    ['Preston', 'Andrew Crompton', '01632 960 190', 'Area Manager', ['Fulwood', 'Penwortham', 'Leyland', 'Longridge']],
    [
      'Durham',
      'Helen Bainbridge',
      '01632 960 207',
      'Office Manager',
      ['Chester-le-Street', 'Spennymoor', 'Belmont', 'Brandon'],
    ],
  ],
  englandMidlands: [
    [
      'Birmingham',
      'Priya Sharma',
      '0121 496 0745',
      'Franchise Owner',
      ['Edgbaston', 'Solihull', 'Sutton Coldfield', 'Harborne', 'Moseley'],
    ],
    [
      'Nottingham',
      'James Porter',
      '0115 496 0632',
      'Franchise Owner',
      ['Beeston', 'West Bridgford', 'Arnold', 'Carlton'],
    ],
    ['Leicester', 'Anita Patel', '0116 496 0457', 'Area Manager', ['Oadby', 'Wigston', 'Birstall', 'Braunstone']],
    ['Coventry', 'Michael Reeves', '01632 960 214', 'Office Manager', ['Kenilworth', 'Earlsdon', 'Bedworth', 'Binley']],
    ['Derby', 'Laura Bennett', '01632 960 221', 'Office Manager', ['Allestree', 'Mickleover', 'Littleover', 'Belper']],
    [
      'Lincoln',
      'Simon Parker',
      '01632 960 238',
      'Area Manager',
      ['North Hykeham', 'Nettleham', 'Saxilby', 'Washingborough'],
    ],
    ['Northampton', 'Emma Collins', '01632 960 245', 'Office Manager', ['Duston', 'Kingsthorpe', 'Moulton', 'Wootton']],
    ['Worcester', 'Richard Hale', '01632 960 252', 'Office Manager', ['Droitwich', 'Malvern', 'St Johns', 'Warndon']],
  ],
  englandSouth: [
    [
      'Norwich',
      'James Holloway',
      '01632 960 100',
      'Franchise Owner',
      ['Hethersett', 'Wymondham', 'Costessey', 'Cringleford', 'Thorpe St Andrew', 'Taverham'],
    ],
    [
      'Cambridge',
      'Olivia Grant',
      '01632 960 269',
      'Franchise Owner',
      ['Cherry Hinton', 'Histon', 'Trumpington', 'Great Shelford'],
    ],
    [
      'Ipswich',
      'Peter Caldwell',
      '01632 960 276',
      'Area Manager',
      ['Kesgrave', 'Woodbridge', 'Felixstowe', 'Pinewood'],
    ],
    [
      'London',
      'Grace Okafor',
      '020 7946 0871',
      'Franchise Owner',
      ['Camden', 'Islington', 'Hackney', 'Greenwich', 'Wandsworth'],
    ],
    [
      'Brighton',
      'Lucy Fenwick',
      '01632 960 283',
      'Office Manager',
      ['Hove', 'Rottingdean', 'Portslade', 'Shoreham-by-Sea'],
    ],
    ['Bristol', 'Owen Matthews', '0117 496 0549', 'Franchise Owner', ['Clifton', 'Bedminster', 'Filton', 'Keynsham']],
    ['Oxford', 'Charlotte Hayes', '01632 960 290', 'Office Manager', ['Headington', 'Botley', 'Kidlington', 'Cowley']],
    ['Southampton', 'Ben Sutton', '01632 960 307', 'Area Manager', ['Eastleigh', 'Shirley', 'Totton', 'Portswood']],
    ['Reading', 'Natalie Brooks', '0118 496 0663', 'Office Manager', ['Caversham', 'Earley', 'Woodley', 'Tilehurst']],
  ],
  wales: [
    [
      'Cardiff',
      'Rhys Jenkins',
      '029 2018 0426',
      'Franchise Owner',
      ['Penarth', 'Canton', 'Roath', 'Llandaff', 'Whitchurch'],
    ],
    ['Swansea', 'Cerys Morgan', '01632 960 314', 'Area Manager', ['Mumbles', 'Gorseinon', 'Sketty', 'Neath']],
    ['Newport', 'Gareth Price', '01632 960 321', 'Office Manager', ['Caerleon', 'Bassaleg', 'Rogerstone', 'Cwmbran']],
    [
      'Pontypridd',
      'Sian Evans',
      '01632 960 338',
      'Office Manager',
      ['Treforest', 'Porth', 'Llantrisant', 'Church Village', 'Abercynon'],
    ],
    [
      'Wrexham',
      'Dylan Hughes',
      '01632 960 345',
      'Office Manager',
      ['Gresford', 'Rhosllanerchrugog', 'Ruabon', 'Chirk'],
    ],
    [
      'Bangor',
      'Elin Roberts',
      '01632 960 352',
      'Area Manager',
      ['Menai Bridge', 'Caernarfon', 'Bethesda', 'Llanfairpwll'],
    ],
    [
      'Aberystwyth',
      'Owain Davies',
      '01632 960 369',
      'Office Manager',
      ['Llanbadarn Fawr', 'Borth', 'Aberaeron', 'Penparcau'],
    ],
  ],
  ireland: [
    [
      'Belfast',
      'Niamh McCann',
      '028 9649 6214',
      'Franchise Owner',
      ['Holywood', 'Lisburn', 'Newtownabbey', 'Dundonald'],
    ],
    [
      'Dublin',
      'Conor Byrne',
      '0306 999 0141',
      'Franchise Owner',
      ['Rathmines', 'Clontarf', 'Blackrock', 'Swords', 'Lucan'],
    ],
    ['Cork', 'Aoife Walsh', '0306 999 0158', 'Area Manager', ['Ballincollig', 'Douglas', 'Carrigaline', 'Glanmire']],
    ['Galway', 'Sean Kelly', '0306 999 0165', 'Office Manager', ['Salthill', 'Oranmore', 'Knocknacarra', 'Moycullen']],
    ['Limerick', 'Ciara Ryan', '0306 999 0172', 'Office Manager', ['Castletroy', 'Raheen', 'Annacotty', 'Dooradoyle']],
    [
      'Waterford',
      'Padraig Power',
      '0306 999 0189',
      'Office Manager',
      ['Tramore', 'Dunmore East', 'Ferrybank', 'Passage East'],
    ],
  ],
};

// Stable ids for the offices, in dataset order (regions as listed above, offices as listed within each region).
const GUIDS = [
  '576f1cbd-197a-4f50-897d-921a8024bff8',
  'b8a173d8-8bbb-4d30-a900-21ecc2661070',
  '604da9e5-c19d-4e99-98ee-eed932fafb25',
  '9c0e5f10-6aff-4d09-aa13-d639f09ae666',
  '6f86eafc-463f-4f64-95e8-d04f4738dd75',
  'bc3adab9-6560-47e9-a026-3011d3c629ba',
  '68675329-783d-4c3a-b84d-6fbf74c2210d',
  '6675c85b-3757-4372-8b33-bc883a0f3935',
  '93107734-dffd-4622-8b3e-349c21237784',
  'cbbb2626-d4af-49b5-985b-80dbc191840f',
  'b8d560d5-57cf-4288-9690-9b662962bfee',
  '57e02335-ebfd-4baa-96a7-403f3788a975',
  '117749e0-73a0-4014-b594-d963593008f8',
  'c748fa88-ea7b-446b-960e-c3c4938559d5',
  '0ebf935a-f6be-4116-90d8-8a1a80e14b6b',
  'e8e9a6ef-83cf-49cb-a354-d3f4d921645f',
  'ca8c1827-5c16-4124-9d91-e02793f6aa5c',
  '38a8fc36-a5f1-4efa-8031-ab0ef7674e27',
  '6bd322c9-beac-4a0d-b339-e5487b83bc9d',
  'cd7b64d2-2307-452d-867e-c45058a3512a',
  '4547b67d-e1e4-4645-9bc1-6253d4a2fd6c',
  'c2e4ac5f-3fcf-4be1-8ae9-b56113d9bd3e',
  'a5b33e59-85c5-4e6c-b241-856dbf673303',
  '5359f550-2dfa-469b-9687-756109e53367',
  '6fa74d99-206c-4d1a-ba2f-ba683bf54c34',
  'b07e921a-2fa4-44bf-9566-a4c6d968a15f',
  '503b25fe-c157-4d57-a7ea-60cc9ba9331b',
  'a65b314d-f725-43c2-a3ed-f0b1b2b10395',
  'fdac07d3-ee92-47b4-9382-d3f9c677f16c',
  '9cf848f9-7dcb-4ba4-8d48-752ac32c2aec',
  '5323c36a-6ffa-4aec-8a74-94e036a5e5c7',
  'abad5ed2-4522-4c86-a506-87fc1e7f7e60',
  '26c8e0f5-c12e-4b10-a1be-109e57eff8e8',
  '90a4db97-388f-4573-aecb-94273b0558e5',
  'bb431e44-d497-4363-95cc-d2bd29aaf92a',
  '23caa23d-37ce-4be5-82fd-8b104899d461',
  'd5f0ccf0-517d-4ce9-8c41-15fdd6543f91',
  '23a812fb-2827-4e2d-afcb-f23a7492c065',
  '85e516f7-2023-4dcb-9d96-6f0271cf2992',
  '0795df7b-f074-4c78-b7ac-e9207e60012a',
  '0aa819e4-8dde-42b6-9607-5df3b29fac1b',
  '554a0707-198c-4175-8cbc-b92ab49a7955',
  'ac983c21-8378-4c8b-9dd7-88fcf67c6038',
  'c93239ac-6562-4939-8865-b2613b17b7e3',
  '62b10c43-fb71-42d6-a09b-a90f4ed6ffd7',
  '83a23054-3e11-48f6-8c97-bc94075b57a4',
  'e5fcaf38-e61b-4dfc-b8a1-40f1f214af46',
  'ba07c983-8be9-4ef8-83c5-2f257a87048e',
];

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
