export function defaultToProduction(env: Record<string, string | undefined>): string;
