import 'server-only';
import { p, ul, type Post } from './seed-content-format';

/** Demo job posts: category 'Career', with a location (the Career page lists them). */
export const DEMO_CAREER_POSTS: Post[] = [
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
