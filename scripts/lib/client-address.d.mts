export function normaliseAddress(value: unknown): string;
export function trustedProxies(spec: string | undefined): (address: string) => boolean;
export function clientAddressFrom(peer: string | undefined, forwardedFor: string | undefined, isTrusted: (address: string) => boolean): string;
export function installClientAddressGuard(spec?: string): void;
