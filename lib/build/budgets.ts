// Per-route byte budgets: what each exported page makes a browser download in JavaScript and CSS,
// gzipped, against the limits in budgets.json. scripts/budgets.mjs measures; this file judges.
import { inSection, samePath } from '@/lib/paths';

export type Bytes = { js: number; css: number };

export type Budgets = {
  /** Limits for every route not named in `routes`. */
  default: Bytes;
  /**
   * Limits for routes that need more (or should get less), by path; a key ending in `*` covers every
   * page under it (`/services/*`: the service pages), and an exact path wins over it.
   */
  routes?: Record<string, Partial<Bytes>>;
};

const isSection = (key: string) => key.endsWith('*');
/** A page below the section a `*` key names, not the section's own page. */
const underSection = (key: string, path: string) => {
  const section = key.slice(0, -1);
  return inSection(path, section) && !samePath(path, section);
};

export type Measurement = { path: string; js: number; css: number };

export type BudgetRow = Measurement & { budget: Bytes; over: (keyof Bytes)[] };

export function budgetFor(budgets: Budgets, path: string): Bytes {
  const routes = budgets.routes ?? {};
  const section = Object.keys(routes).find((key) => isSection(key) && underSection(key, path));
  return { ...budgets.default, ...(section ? routes[section] : {}), ...routes[path] };
}

/**
 * Each measurement against its budget. `budgetPath` names the route whose budget a page is held to:
 * the Hindi edition passes its English twin's path, so both editions share one line of budgets.json.
 */
export function checkBudgets(
  measurements: readonly Measurement[],
  budgets: Budgets,
  budgetPath: (path: string) => string = (path) => path,
): BudgetRow[] {
  return measurements.map((m) => {
    const budget = budgetFor(budgets, budgetPath(m.path));
    const over = (['js', 'css'] as const).filter((kind) => m[kind] > budget[kind]);
    return { ...m, budget, over };
  });
}

/** Budget keys that name no measured route: a renamed page would otherwise keep a stale budget. */
export function unknownRoutes(measurements: readonly Measurement[], budgets: Budgets): string[] {
  const measured = measurements.map((m) => m.path);
  return Object.keys(budgets.routes ?? {}).filter((key) =>
    isSection(key) ? !measured.some((path) => underSection(key, path)) : !measured.includes(key),
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A plain-text table, one route a line, for the terminal and docs/dev/performance.md. */
export function formatTable(rows: readonly BudgetRow[]): string {
  const header = ['Route', 'JS (gzip)', 'JS budget', 'CSS (gzip)', 'CSS budget', ''];
  const lines = rows.map((r) => [
    r.path,
    kb(r.js),
    kb(r.budget.js),
    kb(r.css),
    kb(r.budget.css),
    r.over.length ? `OVER (${r.over.join(', ')})` : 'ok',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const render = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [render(header), render(widths.map((w) => '-'.repeat(w))), ...lines.map(render)].join('\n');
}

/**
 * True when JavaScript holds a letter of `letters` (a RegExp character class body, a language's script in
 * lib/i18n/locale.ts), written out or escaped ("\\u0939"): an English page that loads it ships that language's words.
 */
export function holdsScript(source: string, letters: string): boolean {
  const unescaped = source.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return new RegExp(`[${letters}]`, 'u').test(unescaped);
}

/**
 * The scripts every page of one edition loads and no page of the other does: each root layout's own
 * chunks (its error boundary holds the one message it shows, in its language). Only these may differ
 * between twins.
 */
export function editionScripts(edition: readonly (readonly string[])[], other: readonly (readonly string[])[]): Set<string> {
  const [first = [], ...rest] = edition;
  const everywhere = first.filter((script) => rest.every((scripts) => scripts.includes(script)));
  return new Set(everywhere.filter((script) => !other.some((scripts) => scripts.includes(script))));
}

/**
 * How two pages' script lists differ ("+a.js -b.js"), or null when they load the same files apart
 * from `ownChunks`, each edition's layout chunks (editionScripts).
 */
export function twinDifferences(
  scripts: readonly string[],
  twinScripts: readonly string[],
  ownChunks: ReadonlySet<string> = new Set(),
): string | null {
  const mine = new Set(scripts.filter((s) => !ownChunks.has(s)));
  const theirs = new Set(twinScripts.filter((s) => !ownChunks.has(s)));
  const extra = [...mine].filter((s) => !theirs.has(s)).map((s) => `+${s}`);
  const missing = [...theirs].filter((s) => !mine.has(s)).map((s) => `-${s}`);
  return extra.length || missing.length ? [...extra, ...missing].join(' ') : null;
}
