export const SOURCE: string;
export const CORE_FILE: string;
export const REST_DIR: string;
export const WEIGHTS: { min: number; max: number };
export const CORE_RANGE: string;
export const REST_RANGE: string;
export function unicodeRange(set: Set<number>): string;
export function restFileName(bytes: Uint8Array): string;
export function subsetFiles(): Promise<{ core: Buffer; rest: Buffer }>;
