#!/usr/bin/env node
// The runner behind `npm test`: runs the package.json scripts named on its command line one after
// another, stops at the first that fails (exiting with that script's code), and ends with how long
// each stage took. Stages joined by "+" (for example lint+typecheck) run side by side, one core
// each; their output is held and printed as each finishes, so it does not interleave.
// Usage: node scripts/run-stages.mjs lint+typecheck build test:unit ...
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';

const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
const env = { ...process.env, PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH}` };

/** Runs one package.json script as npm would; resolves to its exit code. */
function run(name, quiet) {
  const command = scripts[name];
  if (!command) throw new Error(`package.json has no script "${name}"`);
  return new Promise((done) => {
    const child = spawn(command, { shell: true, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      if (quiet) process.stdout.write(`\n> ${name}\n${output}`);
      done(code ?? (signal ? 1 : 0));
    });
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];
let failed = 0;
const start = Date.now();
for (const stage of process.argv.slice(2)) {
  const names = stage.split('+');
  const began = Date.now();
  if (names.length === 1) console.log(`\n> ${stage}: ${scripts[stage] ?? ''}`);
  const codes = await Promise.all(names.map((name) => run(name, names.length > 1)));
  timings.push([stage, Date.now() - began]);
  failed = codes.find((code) => code !== 0) ?? 0;
  if (failed) {
    console.error(`\nStage ${stage} failed (exit code ${failed}).`);
    break;
  }
}

const width = Math.max(5, ...timings.map(([stage]) => stage.length));
console.log('\nStage timings:');
for (const [stage, ms] of timings) console.log(`  ${stage.padEnd(width)} ${seconds(ms).padStart(8)}`);
console.log(`  ${'total'.padEnd(width)} ${seconds(Date.now() - start).padStart(8)}`);
process.exit(failed);
