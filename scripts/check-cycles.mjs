#!/usr/bin/env node
// Fails when any of the project's modules import one another round (issue 32): every cycle is printed,
// one line each, then the count. Its own few lines rather than madge or dependency-cruiser: the graph
// is the project's relative and "@/" imports, type-only ones included (lib/build/importCycles.ts),
// which needs no new dependency and is unit-tested beside it.
// Usage: node --import tsx scripts/check-cycles.mjs [dir...]
import { importCycles, readImportGraph } from '../lib/build/importCycles.ts';

const dirs = process.argv.length > 2 ? process.argv.slice(2) : ['app', 'components', 'content', 'hooks', 'lib', 'scripts', 'worker'];
const graph = readImportGraph(process.cwd(), dirs);
const cycles = importCycles(graph);
for (const cycle of cycles) console.error(`cycle: ${cycle.join(' <-> ')}`);
console.log(`Import cycles: ${cycles.length} among ${graph.size} modules read (${dirs.join(', ')})`);
process.exit(cycles.length ? 1 : 0);
