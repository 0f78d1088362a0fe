import type { Tone } from '@/components/ui/status-label';
import { JOB_SERVICES } from '@/lib/schemas/list-fields';

/** Job stages (SPEC §4): New 0, Pending 1, Incomplete 2, Completed 3; message keys under `dashboardJobs.stages`. */
export const JOB_STAGE_KEYS = ['new', 'pending', 'incomplete', 'completed'] as const;
export const JOB_STAGE_TONES: Tone[] = ['info', 'warning', 'danger', 'success'];
export type JobStage = 0 | 1 | 2 | 3;
export const stageKey = (stage: number) => JOB_STAGE_KEYS[stage] ?? 'new';

/** Message keys of the services under `dashboardJobs.services` (keys cannot hold spaces reliably). */
export const SERVICE_KEYS: Record<(typeof JOB_SERVICES)[number], string> = {
  Carpet: 'carpet', Construction: 'construction', Office: 'office', Commercial: 'commercial', Apartment: 'apartment', 'House Cleaning': 'house',
};
export const serviceKey = (service: string) => (SERVICE_KEYS as Record<string, string>)[service];

/** 'HH:MM–HH:MM' (or just the start) of a visit. */
export const timeRange = (start: string | null, end: string | null) => (start ? (end ? `${start}–${end}` : start) : '');

/** How often a new job may repeat (the API's `repeat.frequency`); message keys under `dashboardJobs.repeat`. */
export const REPEAT_OPTIONS = ['weekly', 'fortnightly', 'fourWeekly'] as const;
