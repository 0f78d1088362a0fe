export function apiRoutePaths(dir: string, base?: string): string[];
export function routePathsModule(paths: string[]): string;
