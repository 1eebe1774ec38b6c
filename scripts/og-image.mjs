#!/usr/bin/env node
// Build step (before `next build`): draws the site's Open Graph image, the picture WhatsApp, LinkedIn
// and others show in a link preview, from content/site.ts: 1200x630 PNG at public/og-image.png
// (generated, git-ignored; lib/seo.ts points every page at it). next/og renders it with the font it
// ships, so the build needs neither the network nor system fonts. Usage: node --import tsx scripts/og-image.mjs
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ImageResponse } from 'next/og.js';
import { createElement as h } from 'react';
import { site, MF_RISK_WARNING } from '../content/site.ts';
import { OG_IMAGE } from '../lib/seo.ts';

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
    h(
      'div',
      { style: { display: 'flex', fontSize: 30, color: '#d6e4f0' } },
      `${site.arn.number} · Mutual funds (Regular Plans) and insurance`,
    ),
  ),
  h('div', { style: { display: 'flex', paddingTop: 20, borderTop: `4px solid ${teal}`, fontSize: 24, color: '#d6e4f0' } }, MF_RISK_WARNING),
);

const response = new ImageResponse(image, { width: OG_IMAGE.width, height: OG_IMAGE.height });
const png = Buffer.from(await response.arrayBuffer());
await writeFile(resolve('public', OG_IMAGE.path.slice(1)), png);
console.log(`Open Graph image: public${OG_IMAGE.path} (${OG_IMAGE.width}x${OG_IMAGE.height}, ${png.length} bytes)`);
