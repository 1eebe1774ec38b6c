#!/usr/bin/env node
// Build step (last in `npm run build`): the editor at /admin/. Copies Decap CMS's bundle from
// node_modules into out/admin/ (never a CDN, never in git), writes its config.yml from the data files'
// schema (lib/data/cmsConfig.ts) and its shell page with its own Content-Security-Policy (lib/build/editor.ts).
// Usage: node --import tsx scripts/admin.mjs [dir]   (EXPORT_DIR from the env, as the other steps)
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { stringify } from 'yaml';
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { editorFiles, publishNote, sampleMark } from '../content/editor.ts';
import { sampleFields } from '../lib/data/dataFile.ts';
import { DATA_FILES } from '../lib/data/firmSchema.ts';
import { firmData, settingsData } from '../content/data.ts';
import { cmsConfig } from '../lib/data/cmsConfig.ts';
import { EDITOR_DIR, editorPolicy, editorShell, isEditorFile, localBackendFor } from '../lib/build/editor.ts';

const root = resolve(process.argv[2] ?? process.env.EXPORT_DIR ?? 'out');
const target = join(root, EDITOR_DIR);

const dist = dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));
await mkdir(target, { recursive: true });
let copied = 0;
for (const name of (await readdir(dist)).filter(isEditorFile)) {
  await copyFile(join(dist, name), join(target, name));
  copied += 1;
}

const { repo, authBaseUrl } = settingsData.editor;
const localBackendUrl = localBackendFor(process.env);
// Each field still holding its sample value says so where it stands (the data as this build reads it).
const dataRoot = process.env.DATA_ROOT ?? '.';
const samples = Object.fromEntries(
  await Promise.all(Object.keys(DATA_FILES).map(async (file) => [file, sampleFields(parse(await readFile(join(dataRoot, file), 'utf8')))])),
);
const config = cmsConfig(
  { repo, branch: 'main', siteUrl: settingsData.url, localBackendUrl, ...(authBaseUrl ? { authBaseUrl } : {}) },
  editorFiles,
  samples,
  sampleMark,
);
await writeFile(
  join(target, 'config.yml'),
  `# Written by scripts/admin.mjs from lib/data/firmSchema.ts and content/editor.ts at build time: edit those.\n${stringify(config, { lineWidth: 0 })}`,
);
await writeFile(join(target, 'index.html'), editorShell(editorPolicy({ localBackendUrl, authBaseUrl }), `Editor: ${firmData.shortName}`, publishNote, localBackendUrl !== null));
console.log(
  `Editor: ${relative(process.cwd(), target)}/ with Decap CMS (${copied} files), config.yml for ${config.collections.length} data files`,
);
