#!/usr/bin/env node
// Build step (after `next build`): Next exports one 404 page (out/404.html, the default edition's,
// app/global-not-found.tsx). Every other edition's is a page of its own (app/[lang]/page-not-found/);
// this copies each to out/<prefix>/404.html, the nearest 404 that static hosts (and scripts/serve.mjs)
// serve for a missing address under that prefix, and removes the page's own folder so the address
// exists only as the 404 it is.
// Usage: node --import tsx scripts/edition-404.mjs [dir]
import { copyFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { LOCALE_TABLE, PREFIXED_LOCALES } from '../lib/i18n/locale.ts';

const root = resolve(process.argv[2] ?? process.env.EXPORT_DIR ?? 'out');
for (const locale of PREFIXED_LOCALES) {
  const edition = join(root, LOCALE_TABLE[locale].prefix);
  const page = join(edition, 'page-not-found');
  await copyFile(join(page, 'index.html'), join(edition, '404.html'));
  await rm(page, { recursive: true, force: true });
  console.log(`${locale} 404: out${LOCALE_TABLE[locale].prefix}/404.html`);
}
