import { WEEKLY_PAY_GBP } from '@/lib/content/prices';

/** Fixed career facts of SPEC §2 / §9 (the career page's info block and the JobPosting structured data). */
export const RECRUITMENT = {
  email: 'careers@brightside-cleaning.co.uk',
  phone: '01603 555 0150',
  maxWeeklySalaryGbp: WEEKLY_PAY_GBP,
} as const;

export const CAREER_PAGE_SIZE = 10;
