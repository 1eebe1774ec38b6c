#!/usr/bin/env node
// Build step (before `next build`): draws the site's Open Graph images, the picture WhatsApp, LinkedIn
// and others show in a link preview, from content/site.ts: 1200x630 PNGs at public/og-image.png and,
// for each prefixed edition, public/og-image-<code>.png (generated, git-ignored; lib/pages/seo.ts points each page at
// its language's). next/og renders the English one with the font it ships. It cannot draw Hindi:
// satori places glyphs without shaping, so Devanagari's vowel signs and conjuncts come out wrong. The
// Hindi card is an SVG that sharp renders through Pango (which shapes with HarfBuzz), with Noto Sans
// Devanagari from npm unwrapped to TrueType for fontconfig: the build needs neither the network nor
// system fonts. Usage: node --import tsx scripts/og-image.mjs
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ImageResponse } from 'next/og.js';
import { createElement as h } from 'react';
import { site, MF_RISK_WARNING } from '../content/site.ts';
import { regulatoryLines } from '../lib/pages/siteWords.ts';
import { wordsFor } from '../lib/i18n/words.ts';
import { OG_IMAGE, ogImagePath } from '../lib/pages/seo.ts';
import { PREFIXED_LOCALES } from '../lib/i18n/locale.ts';
import { woffToSfnt } from '../lib/build/woff.ts';

const navy = '#0b2e4f';
const teal = '#0f766e';
const saffron = '#f4a300';

const image = h(
  'div',
  {
    style: {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      background: navy,
      color: '#ffffff',
      fontSize: 32,
    },
  },
  h(
    'div',
    { style: { display: 'flex', alignItems: 'center', gap: 28 } },
    h(
      'div',
      {
        style: {
          width: 104,
          height: 104,
          borderRadius: 22,
          background: '#ffffff',
          color: navy,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 72,
          fontWeight: 700,
          borderBottom: `10px solid ${saffron}`,
        },
      },
      site.shortName.slice(0, 1),
    ),
    h('div', { style: { display: 'flex', fontSize: 64, fontWeight: 700, lineHeight: 1.1 } }, site.name),
  ),
  h(
    'div',
    { style: { display: 'flex', flexDirection: 'column', gap: 18 } },
    h('div', { style: { display: 'flex', fontSize: 44, color: '#ffffff' } }, site.tagline),
    h('div', { style: { display: 'flex', fontSize: 30, color: '#d6e4f0' } }, `${site.arn.number} · ${wordsFor('en').ogImage.offer}`),
  ),
  h('div', { style: { display: 'flex', paddingTop: 20, borderTop: `4px solid ${teal}`, fontSize: 24, color: '#d6e4f0' } }, MF_RISK_WARNING),
);

const response = new ImageResponse(image, { width: OG_IMAGE.width, height: OG_IMAGE.height });
const png = Buffer.from(await response.arrayBuffer());
await writeFile(resolve('public', OG_IMAGE.path.slice(1)), png);
console.log(`Open Graph image: public${OG_IMAGE.path} (${OG_IMAGE.width}x${OG_IMAGE.height}, ${png.length} bytes)`);

// The Hindi card: the same layout drawn as SVG. fontconfig reads its configuration when the first text
// is drawn, so pointing it at the unwrapped fonts here, before sharp loads, is enough.
const fontDir = join(tmpdir(), 'og-image-fonts');
await mkdir(fontDir, { recursive: true });
// The Devanagari and the Latin halves, so the card needs no system font at all.
for (const subset of ['devanagari', 'latin']) {
  for (const weight of ['400', '700']) {
    const name = `noto-sans-devanagari-${subset}-${weight}-normal`;
    const woff = await readFile(resolve(`node_modules/@fontsource/noto-sans-devanagari/files/${name}.woff`));
    await writeFile(join(fontDir, `${name}.ttf`), woffToSfnt(woff));
  }
}
await writeFile(
  join(fontDir, 'fonts.conf'),
  `<?xml version="1.0"?><fontconfig><dir>${fontDir}</dir><cachedir>${join(fontDir, 'cache')}</cachedir></fontconfig>`,
);
process.env.FONTCONFIG_FILE = join(fontDir, 'fonts.conf');
const { default: sharp } = await import('sharp');

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const text = (x, y, size, content, { weight = 400, fill = '#ffffff' } = {}) =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escape(content)}</text>`;
// One card per prefixed edition (lib/i18n/locale.ts); the Devanagari font draws Hindi, and Marathi too.
for (const locale of PREFIXED_LOCALES) {
  const lines = regulatoryLines(locale);
  const card = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE.width}" height="${OG_IMAGE.height}" font-family="Noto Sans Devanagari">
  <rect width="100%" height="100%" fill="${navy}"/>
  <rect x="72" y="64" width="104" height="104" rx="22" fill="${saffron}"/>
  <rect x="72" y="64" width="104" height="94" rx="22" fill="#ffffff"/>
  <text x="124" y="140" font-size="72" font-weight="700" fill="${navy}" text-anchor="middle">${escape(site.shortName.slice(0, 1))}</text>
  ${text(204, 134, 52, site.name, { weight: 700 })}
  ${text(72, 290, 38, lines.tagline.official)}
  ${text(72, 344, 34, lines.tagline.rendering ?? '')}
  ${text(72, 408, 30, `${site.arn.number} · ${wordsFor(locale).ogImage.offer}`, { fill: '#d6e4f0' })}
  <rect x="72" y="460" width="1056" height="4" fill="${teal}"/>
  ${text(72, 510, 20, lines.mfRiskWarning.official, { fill: '#d6e4f0' })}
  ${text(72, 552, 24, lines.mfRiskWarning.rendering ?? '', { fill: '#d6e4f0' })}
</svg>`;
  const cardPng = await sharp(Buffer.from(card)).png().toBuffer();
  await writeFile(resolve('public', ogImagePath(locale).slice(1)), cardPng);
  console.log(`Open Graph image: public${ogImagePath(locale)} (${OG_IMAGE.width}x${OG_IMAGE.height}, ${cardPng.length} bytes)`);
}
