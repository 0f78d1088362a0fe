export const LOGO_FILE: string;
export function logoSvg(): Promise<string>;
