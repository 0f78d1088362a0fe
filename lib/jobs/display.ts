import type { Tone } from '@/lib/status-tone';
import { JOB_SERVICES } from '@/lib/schemas/list-fields';

/** The label colour of each job stage (lib/jobs/rules.ts), indexed by stage. */
export const JOB_STAGE_TONES: Tone[] = ['info', 'warning', 'danger', 'success'];

/** Message keys of the services under `dashboardJobs.services` (keys cannot hold spaces reliably). */
export const SERVICE_KEYS: Record<(typeof JOB_SERVICES)[number], string> = {
  Carpet: 'carpet',
  Construction: 'construction',
  Office: 'office',
  Commercial: 'commercial',
  Apartment: 'apartment',
  'House Cleaning': 'house',
};
export const serviceKey = (service: string) => (SERVICE_KEYS as Record<string, string>)[service];

/** 'HH:MM–HH:MM' (or just the start) of a visit. */
export const timeRange = (start: string | null, end: string | null) => (start ? (end ? `${start}–${end}` : start) : '');

/** How often a new job may repeat (the API's `repeat.frequency`); message keys under `dashboardJobs.repeat`. */
export const REPEAT_OPTIONS = ['weekly', 'fortnightly', 'fourWeekly'] as const;
