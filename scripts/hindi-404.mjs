#!/usr/bin/env node
// Build step (after `next build`): Next exports one 404 page (out/404.html, English, app/global-not-found.tsx).
// The Hindi edition's is a page of its own (app/hi/page-not-found/); this copies it to out/hi/404.html,
// the nearest 404 that static hosts (and scripts/serve.mjs) serve for a missing address under /hi/,
// and removes the page's own folder so the address exists only as the 404 it is.
// Usage: node --import tsx scripts/hindi-404.mjs [dir]
import { copyFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? process.env.EXPORT_DIR ?? 'out');
const page = join(root, 'hi', 'page-not-found');
await copyFile(join(page, 'index.html'), join(root, 'hi', '404.html'));
await rm(page, { recursive: true, force: true });
console.log('Hindi 404: out/hi/404.html');
