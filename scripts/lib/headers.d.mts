// Types for headers.mjs, which the local server runs as plain JavaScript.
export type HeaderRule = { pattern: string; headers: [string, string | null][] };
export function parseHeadersFile(text: string): HeaderRule[];
export function matchesPattern(pattern: string, pathname: string): boolean;
export function headersFor(rules: HeaderRule[], pathname: string): [string, string][];
