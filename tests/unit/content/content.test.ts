// @vitest-environment node
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { INSURANCE, SERVICE_FAQS } from '@/lib/content/faqs';
import { MONEY_VALUES } from '@/lib/content/prices';
import { formatPostDate } from '@/lib/i18n/format';
import { COUNTERS, SKILLS, TESTIMONIALS, WHY_CHOOSE_US } from '@/lib/content/highlights';
import { FEATURED_SERVICES, SERVICE_LIST, SERVICE_PARAGRAPHS } from '@/lib/content/services';
import { TERMS_EFFECTIVE_DATE, TERMS_SECTIONS } from '@/lib/content/terms';

describe('services and their texts', () => {
  it('lists the eight services of SPEC §2 with links and images', () => {
    expect(SERVICE_LIST.map((s) => s.link)).toEqual([
      '/services/apartment-cleaning',
      '/services/carpet-cleaning',
      '/services/commercial-cleaning',
      '/services/construction-cleaning',
      '/services/office-cleaning',
      '/services/house-cleaning',
      '/services/home-removal',
      '/services/end-of-tenancy-cleaning',
    ]);
    expect(FEATURED_SERVICES).toHaveLength(3);
  });

  it('gives every service a full text, a summary and four FAQs ending with the insurance FAQ', () => {
    for (const s of SERVICE_LIST) {
      for (const p of SERVICE_PARAGRAPHS) expect(en.serviceDetail.texts[s.key][p].length).toBeGreaterThan(150);
      expect(en.services.items[s.key].length).toBeGreaterThan(40);
      const faqs = SERVICE_FAQS[s.key];
      expect(new Set(faqs).size).toBe(4);
      expect(faqs[3]).toBe('insurance');
      for (const k of faqs) expect(en.faqs[k].q).toMatch(/\?$/);
    }
  });

  it('states the insurance facts of SPEC §2 in the insurance FAQ', () => {
    expect(INSURANCE).toEqual({ publicLiabilityGbp: 1_000_000, excessGbp: 100, teamSize: 2 });
    const answer = createTranslator({ locale: 'en', messages: en })('faqs.insurance.a', MONEY_VALUES);
    expect(answer).toContain('£1,000,000');
    expect(answer).toContain('£100 excess');
    expect(answer).toContain('teams of two');
  });
});

describe('highlights (SPEC §2)', () => {
  it('has the four counters with their values', () => {
    expect(COUNTERS.map((c) => [en.counters[c.key], c.value])).toEqual([
      ['Projects Done', 340],
      ['Employees', 55],
      ['Happy Clients', 120],
      ['Quality', 100],
    ]);
  });

  it('has the three skill bars', () => {
    expect(SKILLS.map((s) => [en.about.skills[s.key], s.value])).toEqual([
      ['Quality', 100],
      ['Integrity', 100],
      ['Speed', 95],
    ]);
  });

  it('has the four Why Choose Us items', () => {
    expect(WHY_CHOOSE_US.map((w) => en.whyChooseUs.items[w.key].title)).toEqual([
      'Trustworthy Home Cleaning',
      'Eco-Friendly products',
      'SafeHome Cleaning System',
      'Cloth ironing',
    ]);
  });

  it('has three testimonials, each a landlord or a tenant with a picture', () => {
    expect(TESTIMONIALS).toHaveLength(3);
    for (const t of TESTIMONIALS) {
      expect(['landlord', 'tenant']).toContain(t.position);
      expect(t.image).toMatch(/^\/images\/testimonials\/.+\.svg$/);
      expect(en.testimonials.items[t.key].length).toBeGreaterThan(60);
    }
  });
});

describe('terms and privacy (SPEC §2)', () => {
  it('has the effective date and every section with real text', () => {
    // SPEC: May 11, 2018, written the British way on the English site.
    const effective = createTranslator({ locale: 'en', messages: en })('terms.effective', {
      date: formatPostDate(new Date(TERMS_EFFECTIVE_DATE), 'en'),
    });
    expect(effective).toBe('Effective date: 11 May 2018');
    expect(TERMS_SECTIONS).toHaveLength(14);
    for (const s of TERMS_SECTIONS) expect(en.terms.sections[s].body.length).toBeGreaterThan(150);
    expect(en.terms.sections.children.body).toContain('13');
  });
});
