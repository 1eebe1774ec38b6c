import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDataFile } from '@/lib/data/dataFile';
import { DATA_FILES, type DataFileName } from '@/lib/data/firmSchema';

// The firm's data files (content/*.yml), read and checked once when the build (or a test, or a
// script) first imports this module. Only server code reaches here: the YAML parser and the schema
// never ship to the browser. A wrong value throws an Error whose message is one line per problem,
// naming the file, the field, the value and the rule (lib/data/dataFile.ts).
// DATA_ROOT: the folder whose content/*.yml to read instead of the working tree's (the editor's e2e test
// reads a copy the editor has changed, e2e/editor.spec.ts).
const read = (file: DataFileName) => readFileSync(join(process.env.DATA_ROOT ?? process.cwd(), file), 'utf8');
const load = <F extends DataFileName>(file: F) => [file, read(file), DATA_FILES[file]] as const;

export const firmData = parseDataFile(...load('content/firm.yml'));
export const settingsData = parseDataFile(...load('content/settings.yml'));
export const peopleData = parseDataFile(...load('content/people.yml'));
export const fundHousesData = parseDataFile(...load('content/fund-houses.yml'));
export const testimonialsData = parseDataFile(...load('content/testimonials.yml'));
export const linksData = parseDataFile(...load('content/links.yml'));
export const marketsData = parseDataFile(...load('content/markets.yml'));
