// Job stages and the rules on them (SPEC §4). Client-safe and free of zod: the database schema, the services, the
// list filters and the back-office screens all read stages from here, so a stage is never a bare number elsewhere.
import { isAdmin, type Role } from '@/lib/roles';

/** Stored and sent as these numbers (the contract's values). */
export const JOB_STAGE = { new: 0, pending: 1, incomplete: 2, completed: 3 } as const;
/** Every stage in order: the list index is the stage. */
export const JOB_STAGES = [JOB_STAGE.new, JOB_STAGE.pending, JOB_STAGE.incomplete, JOB_STAGE.completed] as const;
/** Message keys under `dashboardJobs.stages`, indexed by stage. */
export const JOB_STAGE_KEYS = ['new', 'pending', 'incomplete', 'completed'] as const;
export const stageKey = (stage: number) => JOB_STAGE_KEYS[stage] ?? 'new';

/** A completed job has been signed off by its client (or the office): its checklist and signatures are final. */
export const isSignedOff = (stage: number) => stage === JOB_STAGE.completed;
/**
 * Who may open the sign-off of a visit, and only once: its Client, the office, or a Cleaner of its team who hands the
 * phone to the client to sign (issue 39: on site, maybe with no signal).
 */
export const canSignOff = (stage: number, role: Role) =>
  !isSignedOff(stage) && (role === 'Client' || role === 'Cleaner' || isAdmin(role));
/** Who may tick the checklist while the job is open: its Cleaners or the office. */
export const canTickChecklist = (stage: number, role: Role) =>
  !isSignedOff(stage) && (role === 'Cleaner' || isAdmin(role));
