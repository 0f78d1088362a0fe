export function withPeer(forwardedFor: string | string[] | undefined, peer: string | undefined): string;
