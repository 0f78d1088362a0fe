import 'server-only';
import { p, ul, type Post } from './seed-content-format';

/** Demo posts of the other four blog categories: Tenancy, Construction, Commercial and Apartment Cleaning. */
export const DEMO_PROPERTY_POSTS: Post[] = [
  {
    id: '5b0e8f3a-1c2d-4e5f-8a01-000000000009',
    title: 'Getting your full deposit back at the end of a tenancy',
    category: 'Tenancy Cleaning',
    tags: ['deposit', 'tenants', 'landlords'],
    image: 'tenancy-deposit',
    author: 'Emily Tran',
    date: '2026-03-09T09:00:00Z',
    content: p(
      'Cleaning is still the most common reason for deposit deductions in England. Letting agents check against the check-in inventory, so the standard is "as it was on the day you moved in", not "reasonably tidy".',
      '<h2>The areas agents check first</h2>',
      ul(
        'Inside the oven, the grill pan and the extractor filter.',
        'Limescale on taps, shower screens and around the bath.',
        'Marks on walls behind furniture and on skirting boards.',
        'Inside kitchen cupboards and the fridge seals.',
      ),
      'Our End Of Tenancy Cleaning follows the checklist used by the main Norfolk letting agents, and if the agent raises a cleaning issue within two days we return to put it right free of charge.',
    ),
  },
  {
    id: '5b0e8f3a-1c2d-4e5f-8a01-00000000000a',
    title: 'Inventories explained for landlords and tenants',
    category: 'Tenancy Cleaning',
    tags: ['inventory', 'check-out', 'landlords'],
    image: 'tenancy-inventory',
    author: null,
    date: '2025-09-15T09:00:00Z',
    content: p(
      'A clear inventory protects both sides of a tenancy. It records the condition and cleanliness of every room with dated photographs, and it is what any deposit dispute is decided on.',
      ul(
        'Landlords: commission a professional clean before the check-in inventory, so the baseline is high and clearly recorded.',
        'Tenants: read the inventory within the first week and note anything missing or marked.',
        'Both: keep the check-out within a few days of the final clean so nothing new is blamed on the tenant.',
      ),
      'We work with letting agents across Norwich to time the clean and the check-out on the same day wherever possible.',
    ),
  },
  {
    id: '5b0e8f3a-1c2d-4e5f-8a01-00000000000b',
    title: 'From building site to show home: the sparkle clean',
    category: 'Construction Cleaning',
    tags: ['builders clean', 'new build', 'handover'],
    image: 'construction-sparkle',
    author: 'Tom Garrod',
    date: '2026-02-16T09:00:00Z',
    content: p(
      "Developers around Norfolk use our construction teams in two stages: a rough clean when the trades finish, and a sparkle clean the day before the buyer's viewing.",
      '<h2>What the sparkle clean covers</h2>',
      ul(
        'Protective films and paint spots removed from glazing and frames.',
        'Cement and grout haze lifted from tiles without scratching.',
        'Sockets, switches and sanitaryware polished to a show-home finish.',
        'Every cupboard vacuumed of the fine dust that settles for weeks.',
      ),
      'Our crews carry their own HEPA vacuums and work to your site rules, with CSCS cards and RAMS sent ahead of the first visit.',
    ),
  },
  {
    id: '5b0e8f3a-1c2d-4e5f-8a01-00000000000c',
    title: 'Living through a renovation: keeping the dust under control',
    category: 'Construction Cleaning',
    tags: ['renovation', 'dust', 'extension'],
    image: 'construction-dust',
    author: 'Tom Garrod',
    date: '2025-08-18T09:00:00Z',
    content: p(
      'Plaster and sanding dust is fine enough to pass under doors and through light fittings. If you are living at home while an extension goes up, a little planning keeps the rest of the house usable.',
      ul(
        'Ask your builder for zip-door dust sheets on the work-area doorway.',
        'Turn off warm-air heating and extractor fans that pull dust through the house.',
        'Vacuum with a HEPA filter; a normal bagless vacuum blows the finest dust back out.',
      ),
      'When the builders leave, a post-construction clean from our team takes care of the high ledges, vents and cupboard interiors where the dust keeps settling.',
    ),
  },
  {
    id: '5b0e8f3a-1c2d-4e5f-8a01-00000000000d',
    title: 'Shop floor standards that customers notice',
    category: 'Commercial Cleaning',
    tags: ['retail', 'shops', 'first impressions'],
    image: 'commercial-retail',
    author: 'Marcus Adeyemi',
    date: '2026-01-05T09:00:00Z',
    content: p(
      'Shoppers decide within seconds whether a store feels cared for. For the independent retailers we clean in Norwich Lanes and Dereham, three things make the biggest difference.',
      ul(
        'Entrance glass and door mats, cleaned daily in winter.',
        'Fitting rooms: mirrors, hooks and the floor beneath the seat.',
        'Counters and card machines disinfected before opening.',
      ),
      'We agree a written specification and a weekly periodic task, such as shelf edges or light diffusers, so the deeper jobs never drift.',
    ),
  },
  {
    id: '5b0e8f3a-1c2d-4e5f-8a01-00000000000e',
    title: 'Restaurant kitchens: what an EHO inspector looks for',
    category: 'Commercial Cleaning',
    tags: ['hospitality', 'food hygiene', 'kitchens'],
    image: 'commercial-restaurant',
    author: null,
    date: '2025-07-21T09:00:00Z',
    content: p(
      'Food hygiene ratings depend as much on what is behind and above the equipment as what is on the pass. Our hospitality clients book a deep clean before each expected inspection window.',
      ul(
        'Canopy filters degreased and the ducting accessible for the extraction contractor.',
        'Behind and beneath fryers, ranges and fridges pulled out and cleaned.',
        'Wall joints and floor drains free of build-up.',
      ),
      'We work overnight so service is never interrupted, and provide a dated report with photographs for your due-diligence file.',
    ),
  },
  {
    id: '5b0e8f3a-1c2d-4e5f-8a01-00000000000f',
    title: 'Small flat, big difference: apartment cleaning tips',
    category: 'Apartment Cleaning',
    tags: ['flats', 'small spaces', 'storage'],
    image: 'apartment-small-spaces',
    author: 'Emily Tran',
    date: '2026-03-23T09:00:00Z',
    content: p(
      'In a one-bedroom flat, clutter and condensation do more damage than dirt. These are the habits we recommend to our apartment customers in Norwich city centre.',
      ul(
        'Run the extractor for twenty minutes after every shower to stop black mould in the corners.',
        'Use under-bed boxes and door hooks so surfaces stay clear and quick to wipe.',
        'Wipe the hob after every use: in an open-plan flat, grease travels to the sofa.',
      ),
      'A fortnightly Apartment Cleaning visit takes around ninety minutes and includes the windows you can reach safely from inside.',
    ),
  },
  {
    id: '5b0e8f3a-1c2d-4e5f-8a01-000000000010',
    title: 'Balconies and communal areas in apartment blocks',
    category: 'Apartment Cleaning',
    tags: ['balcony', 'communal areas', 'managing agents'],
    image: 'apartment-balcony',
    author: 'Emily Tran',
    date: '2025-06-30T09:00:00Z',
    content: p(
      "Managing agents of riverside blocks in Norwich ask us to look after stairwells, bin stores and, increasingly, residents' balconies before the summer.",
      ul(
        'Balcony glass cleaned with purified water so it dries without streaks.',
        'Decking scrubbed and drains cleared before the autumn leaves arrive.',
        'Communal stairwells vacuumed weekly, with handrails and lift panels disinfected.',
      ),
      'Residents can book their own flat clean on the same day as the communal visit to save on travel.',
    ),
  },
];
