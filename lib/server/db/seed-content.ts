import 'server-only';
import { sql } from 'drizzle-orm';
import { HEAD_OFFICE_COMPANY_CODE } from '@/lib/brand';
import type { Db } from './client';
import { blogs, companies } from './schema';

type Post = {
  id: string;
  title: string;
  category: string;
  tags: string[];
  image: string;
  author: string | null;
  date: string;
  location?: string;
  content: string;
};

const p = (...paras: string[]) => paras.map((x) => (x.startsWith('<') ? x : `<p>${x}</p>`)).join('\n');
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/** Demo posts across the nine categories of SPEC §2, plus job posts (category 'Career', with a location). Fixed ids keep the seed idempotent. */
export const DEMO_POSTS: Post[] = [
  {
    id: '5b0e8f3a-1c2d-4e5f-8a01-000000000001',
    title: 'How we lift red wine and coffee from wool carpets',
    category: 'Carpet Cleaning',
    tags: ['stains', 'wool', 'hot water extraction'],
    image: 'carpet-stains',
    author: 'Daniel Reeve',
    date: '2026-03-02T09:00:00Z',
    content: p(
      'Most of the carpets we clean around Norwich and Wymondham are wool or wool blends, and the two stains we are called about most are red wine and coffee. Both are tannin stains, and both set hard if they are scrubbed with hot water or washing-up liquid.',
      '<h2>What to do in the first ten minutes</h2>',
      ul(
        'Blot from the outside in with a white cotton cloth; never rub, it frays the pile.',
        'Dampen with cold water only and keep blotting until no more colour transfers.',
        'Do not use salt or white wine: both leave residues that attract dirt.',
      ),
      'When our technicians arrive we pre-test the fibre, apply a wool-safe tannin spotter and rinse with low-moisture hot water extraction. A lounge carpet is usually touch-dry in three to four hours, and we leave the furniture on protective pads so nothing marks the damp pile.',
    ),
  },
  {
    id: '5b0e8f3a-1c2d-4e5f-8a01-000000000002',
    title: 'Carpets, dogs and cats: keeping odours out for good',
    category: 'Carpet Cleaning',
    tags: ['pets', 'odour', 'deodorising'],
    image: 'carpet-pets',
    author: 'Daniel Reeve',
    date: '2026-01-19T09:00:00Z',
    content: p(
      'Pet owners often tell us the carpet smelled fine until the heating went on. Warmth reactivates urine salts deep in the backing, which is why a surface shampoo never fixes the problem.',
      '<h2>Our three-step pet treatment</h2>',
      ul(
        'UV inspection to find every old spot, not just the ones you can see.',
        'An enzyme treatment left to dwell so it breaks down the salts in the underlay.',
        'Hot water extraction and a neutral rinse so no sticky residue is left for dirt to cling to.',
      ),
      'Between visits, vacuum twice a week with a pet-hair attachment and keep a spray bottle of cold water and a microfibre cloth by the back door. It is the quickest way to stop a muddy paw print becoming a permanent mark.',
    ),
  },
  {
    id: '5b0e8f3a-1c2d-4e5f-8a01-000000000003',
    title: 'The eight-week checklist for a stress-free house move',
    category: 'Home Removal',
    tags: ['moving', 'checklist', 'planning'],
    image: 'removal-checklist',
    author: 'Hannah Cole',
    date: '2026-02-23T09:00:00Z',
    content: p(
      'Our removals crews move families across Norfolk every week, and the moves that run smoothly always start early. Here is the timeline we give our own customers.',
      '<h2>Eight to four weeks before</h2>',
      ul(
        'Book your removal date as soon as exchange looks likely; Fridays fill up first.',
        'Measure large furniture against doorways and stairs at the new property.',
        'Start a "do not pack" box for documents, chargers and medication.',
      ),
      '<h2>The last fortnight</h2>',
      ul(
        'Give meter readings and redirect your post with Royal Mail.',
        'Defrost the freezer 48 hours before moving day.',
        'Book an end-of-tenancy or move-out clean so you can hand over the keys with confidence.',
      ),
      'On the day, our team of two arrives with blankets, floor protection and a wardrobe carton for hanging clothes, so you can spend your energy on the new house instead of the van.',
    ),
  },
  {
    id: '5b0e8f3a-1c2d-4e5f-8a01-000000000004',
    title: 'Packing fragile items like a professional removals crew',
    category: 'Home Removal',
    tags: ['packing', 'fragile', 'moving'],
    image: 'removal-packing',
    author: 'Hannah Cole',
    date: '2025-12-08T09:00:00Z',
    content: p(
      "Breakages nearly always happen inside boxes that were packed loosely, not when they are carried. A few habits from our crews will protect grandmother's china far better than extra tape.",
      ul(
        'Plates travel on their edge, like records, never flat.',
        'Fill every gap with scrunched paper until the box does not rattle when shaken gently.',
        'Keep boxes of glassware under 15 kg so they are carried, not dragged.',
        'Label the side of the box, not the lid, so it can be read when stacked.',
      ),
      'If you would rather not pack at all, we offer a full packing service the day before the move, using double-walled cartons and acid-free paper for pictures and mirrors.',
    ),
  },
  {
    id: '5b0e8f3a-1c2d-4e5f-8a01-000000000005',
    title: 'A room-by-room spring clean that actually gets finished',
    category: 'House Cleaning',
    tags: ['spring cleaning', 'routine', 'home'],
    image: 'house-spring-clean',
    author: 'Sophie Barker',
    date: '2026-03-16T09:00:00Z',
    content: p(
      'A spring clean stalls when you try to do the whole house in one weekend. Our domestic teams work top to bottom and room by room, and the same approach works at home.',
      '<h2>Start high, finish low</h2>',
      'Dust light fittings, curtain poles and the tops of wardrobes first, then wipe switches and skirting boards, and vacuum last so everything that falls is collected once.',
      '<h2>One room a day</h2>',
      ul(
        'Monday: kitchen cupboards and the oven.',
        'Tuesday: bathroom grout, extractor fan and shower head descaling.',
        'Wednesday: bedrooms, including turning mattresses.',
        'Thursday: living room upholstery and windows.',
      ),
      'If time is short, our House Cleaning visits can take on the heavy rooms while you tackle the cupboards only you can sort.',
    ),
  },
  {
    id: '5b0e8f3a-1c2d-4e5f-8a01-000000000006',
    title: 'What a weekly domestic clean from our team includes',
    category: 'House Cleaning',
    tags: ['regular cleaning', 'domestic'],
    image: 'house-weekly-routine',
    author: 'Sophie Barker',
    date: '2025-11-24T09:00:00Z',
    content: p(
      'Customers in Hethersett, Cringleford and Costessey often ask exactly what happens during a regular two-hour visit. The short answer is: the same checklist every week, tuned to your home after the first visit.',
      ul(
        'Kitchens: worktops, hob, sink, cupboard fronts, microwave inside and out, floor mopped.',
        'Bathrooms: toilet, bath, shower screen descaled, mirrors and taps polished.',
        'Living areas and bedrooms: dusting, vacuuming, beds changed on request.',
      ),
      'You keep the same cleaner wherever possible, we bring eco-friendly products, and if anything is missed you tell us within two days and we come back to re-clean at no cost.',
    ),
  },
  {
    id: '5b0e8f3a-1c2d-4e5f-8a01-000000000007',
    title: 'Five touchpoints that spread winter bugs around the office',
    category: 'Office Cleaning',
    tags: ['hygiene', 'workplace', 'winter'],
    image: 'office-hygiene',
    author: 'Marcus Adeyemi',
    date: '2026-02-09T09:00:00Z',
    content: p(
      'When we swab offices for our commercial clients, the dirtiest surfaces are rarely the toilets. They are the things everyone touches and nobody thinks to clean.',
      ul(
        'Kitchen tap handles and the kettle.',
        'Shared keyboards and meeting-room remote controls.',
        'Lift buttons and door push plates.',
        'The office fridge handle.',
        'Desk phones on hot desks.',
      ),
      'Our evening teams disinfect every touchpoint with a colour-coded cloth system so the cloth used in washrooms never reaches a kitchen. For most offices this adds under ten minutes to the visit and noticeably cuts sick days over the winter.',
    ),
  },
  {
    id: '5b0e8f3a-1c2d-4e5f-8a01-000000000008',
    title: 'Why early-morning office cleaning suits small businesses',
    category: 'Office Cleaning',
    tags: ['scheduling', 'small business'],
    image: 'office-after-hours',
    author: 'Marcus Adeyemi',
    date: '2025-10-27T09:00:00Z',
    content: p(
      'Evening cleaning is the default, but many of the accountants, solicitors and studios we look after in Norwich now prefer a 6 a.m. visit.',
      '<h2>The advantages</h2>',
      ul(
        'Bins emptied and kitchens fresh at the start of the day, not the end of the last one.',
        'No alarm codes to hand out for late-night access.',
        'Staff who arrive early can flag anything that needs attention to the cleaner in person.',
      ),
      'We schedule around your opening time and keep a signed log in the office so you can see every visit, even the ones nobody was in the building for.',
    ),
  },
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
  {
    id: '5b0e8f3a-1c2d-4e5f-8a01-000000000011',
    title: 'Domestic Cleaner – Norwich and Hethersett',
    category: 'Career',
    tags: ['job', 'full time', 'domestic cleaner'],
    image: 'career-domestic-cleaner',
    author: null,
    location: 'Norwich and Hethersett, Norfolk',
    date: '2026-03-25T09:00:00Z',
    content: p(
      'We are looking for reliable, friendly domestic cleaners to join our teams of two visiting regular customers in Norwich, Hethersett, Cringleford and Wymondham.',
      '<h2>What you will do</h2>',
      ul(
        'Weekly and fortnightly home cleans following our checklist.',
        'One-off deep cleans and end-of-tenancy cleans with a team leader.',
        'Look after the products and equipment we provide.',
      ),
      '<h2>What we offer</h2>',
      ul(
        'Full time, Monday to Friday, 8:30 to 4:30.',
        'Up to £300 per week, with travel time between jobs paid.',
        'Uniform, training and DBS check paid for by us.',
      ),
      'No experience is needed: we train you. A driving licence is helpful but not essential on our city-centre rounds.',
    ),
  },
  {
    id: '5b0e8f3a-1c2d-4e5f-8a01-000000000012',
    title: 'Cleaning Team Leader – Commercial contracts',
    category: 'Career',
    tags: ['job', 'full time', 'team leader'],
    image: 'career-team-leader',
    author: null,
    location: 'Norwich, Norfolk',
    date: '2026-03-12T09:00:00Z',
    content: p(
      'Our commercial contracts in Norwich are growing and we need an experienced team leader to run two early-morning office crews.',
      '<h2>The role</h2>',
      ul(
        'Lead a team of four across offices, surgeries and shops.',
        'Carry out quality checks and keep the client visit logs up to date.',
        'Train new starters in our colour-coded hygiene system.',
      ),
      '<h2>About you</h2>',
      ul(
        'At least a year of commercial cleaning experience.',
        'Full UK driving licence; a company van is provided.',
        'Calm, organised and good with clients.',
      ),
      'Full time with a salary of up to £300 per week plus a quarterly quality bonus.',
    ),
  },
  {
    id: '5b0e8f3a-1c2d-4e5f-8a01-000000000013',
    title: 'Removals Porter – Norfolk crews',
    category: 'Career',
    tags: ['job', 'full time', 'removals'],
    image: 'career-removals-porter',
    author: null,
    location: 'Hethersett depot, Norfolk',
    date: '2026-02-27T09:00:00Z',
    content: p(
      'Our Home Removal crews move households across Norfolk and Suffolk. We are hiring porters to work alongside our drivers from the Hethersett depot.',
      ul(
        'Packing, wrapping and carrying furniture safely.',
        'Dismantling and reassembling beds and wardrobes.',
        'Looking after customers on one of the most stressful days of their year.',
      ),
      'Full time, starting at 7:30 from the depot, with salary up to £300 per week. Manual handling training and protective boots provided. You should be comfortable with physical work and happy to work one Saturday a month.',
    ),
  },
];

/** Inserts the demo posts once: fixed ids make it safe on every start (rows that exist are left alone). */
export async function seedDemoContent(db: Db) {
  const [hq] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`${companies.code} = ${HEAD_OFFICE_COMPANY_CODE}`);
  await db
    .insert(blogs)
    .values(
      DEMO_POSTS.map((post) => ({
        id: post.id,
        companyId: hq?.id ?? null,
        title: post.title,
        category: post.category,
        tags: post.tags,
        location: post.location ?? null,
        content: post.content,
        imagePath: `/images/blog/${post.image}.webp`,
        authorName: post.author,
        status: 'published' as const,
        date: new Date(post.date),
      })),
    )
    .onConflictDoNothing({ target: blogs.id });
}
