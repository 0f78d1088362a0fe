import type { IncomingMessage, ServerResponse } from 'node:http';

export function pageScriptLoader(sources: string[], nonce?: string): string;
export function deferHeadScripts(head: string, nonce?: string): string;
export function deferPageScripts(req: IncomingMessage, res: ServerResponse): void;
export const FLUSH_BATCH_MS: number;
export function batchFlushes(res: ServerResponse): void;
export function installHtmlDelivery(): void;
