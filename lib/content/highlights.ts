/** Home counters (SPEC §2): animate to these values over COUNTER_DURATION_MS once 70 % visible. */
export const COUNTERS = [
  { key: 'projects', value: 340, suffix: '' },
  { key: 'employees', value: 55, suffix: '' },
  { key: 'clients', value: 120, suffix: '' },
  { key: 'quality', value: 100, suffix: '%' },
] as const;
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_VISIBILITY = 0.7;

/** About page skill bars (SPEC §2), in per cent. */
export const SKILLS = [
  { key: 'quality', value: 100 },
  { key: 'integrity', value: 100 },
  { key: 'speed', value: 95 },
] as const;

/** Why Choose Us (SPEC §2), four items; titles and texts in messages `whyChooseUs.items.<key>`. */
export const WHY_CHOOSE_US = [
  { key: 'trustworthy', icon: 'shield' },
  { key: 'eco', icon: 'leaf' },
  { key: 'safeHome', icon: 'home' },
  { key: 'ironing', icon: 'iron' },
] as const;

/** Testimonials (SPEC §2): picture, name, description (messages) and position. */
export const TESTIMONIALS = [
  { key: 'hannah', name: 'Hannah Burrows', position: 'tenant', image: '/images/testimonials/hannah.svg' },
  { key: 'david', name: 'David Okoro', position: 'landlord', image: '/images/testimonials/david.svg' },
  { key: 'margaret', name: 'Margaret Ellis', position: 'landlord', image: '/images/testimonials/margaret.svg' },
] as const;

/** Home hero slides (SPEC §2: three slides with a contact button). */
export const HERO_SLIDES = [
  { key: 'home', image: '/images/hero/home.svg' },
  { key: 'office', image: '/images/hero/office.svg' },
  { key: 'moving', image: '/images/hero/moving.svg' },
] as const;

/** Steps of "How it works" on the home page and of the location pages' process. */
export const HOW_IT_WORKS = ['contact', 'arrange', 'enjoy'] as const;

/** Standard services listed on each location page (SPEC §2). */
export const STANDARD_SERVICES = ['kitchens', 'bathrooms', 'vacuuming', 'dusting', 'polishing'] as const;

/** Features listed on each location page (SPEC §2). */
export const LOCATION_FEATURES = ['satisfaction', 'insured', 'experience', 'personalised'] as const;
