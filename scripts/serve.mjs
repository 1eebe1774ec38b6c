#!/usr/bin/env node
// Serves the exported site the way a static host or CDN does: out/<route>/index.html for
// "/<route>/", a redirect to the trailing-slash URL, out/404.html with status 404, gzip, and the
// headers in out/_headers (lib/build/headers.ts). Usage: node scripts/serve.mjs [dir]   (PORT from the env)
//
// Ours rather than serve-static + compression, which were tried: they gzip every response again
// (compression has no cache), which cost 3x the server CPU over the same 1,560 requests (about 4.0 s
// against 1.2 s, two runs each) on this shared 2-core machine. sirv and serve-handler do not gzip on
// the fly at all, and no server library reads the `_headers` file.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

// Playwright and the Lighthouse runner start this file with plain `node`, so it loads its one
// TypeScript module itself rather than relying on `node --import tsx`.
const { headersFor, parseHeadersFile } = await tsImport('../lib/build/headers.ts', import.meta.url);

const root = resolve(process.argv[2] ?? 'out');
const port = Number(process.env.PORT ?? 3000);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.txt', '.xml', '.svg', '.webmanifest']);

let rules = [];
try {
  rules = parseHeadersFile(await readFile(join(root, '_headers'), 'utf8'));
} catch (error) {
  if (error.code !== 'ENOENT') throw error;
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path to a file under root, or to a redirect, or to nothing. */
async function resolvePath(pathname) {
  const file = normalize(join(root, pathname));
  if (file !== root && !file.startsWith(root + sep)) return null;
  if (pathname.endsWith('/')) return (await isFile(join(file, 'index.html'))) ? { file: join(file, 'index.html') } : null;
  if (await isFile(file)) return { file };
  if (await isFile(join(file, 'index.html'))) return { redirect: `${pathname}/` };
  return null;
}

const gzipCache = new Map();

async function send(req, res, status, file, sitePath) {
  const ext = extname(file);
  const { mtimeMs, size } = await stat(file);
  let body = await readFile(file);
  for (const [name, value] of headersFor(rules, sitePath)) res.setHeader(name, value);
  res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
  if (COMPRESSIBLE.has(ext)) {
    res.setHeader('Vary', 'Accept-Encoding');
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      // Keyed by modification time too, so a rebuild while the server runs is picked up.
      const key = `${file}:${mtimeMs}:${size}`;
      if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(body, { level: 9 }));
      body = gzipCache.get(key);
      res.setHeader('Content-Encoding', 'gzip');
    }
  }
  res.setHeader('Content-Length', body.length);
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = createServer(async (req, res) => {
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    // The headers file configures the CDN; CDNs do not publish it, so neither does this server.
    const found = pathname === '/_headers' ? null : await resolvePath(pathname);
    if (!found) return notFound(req, res, pathname);
    if (found.redirect) {
      res.writeHead(308, { Location: `${found.redirect}${url.search}` }).end();
      return;
    }
    await send(req, res, 200, found.file, pathname);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500).end('Internal error');
  }
});

// The nearest 404.html up the path, as Cloudflare Pages, Netlify and others serve it: a missing
// address under /hi/ gets the Hindi edition's out/hi/404.html, any other the English out/404.html.
async function notFound(req, res, pathname) {
  const folders = pathname.split('/').filter(Boolean).slice(0, -1);
  for (let depth = folders.length; depth >= 0; depth -= 1) {
    const page = join(root, ...folders.slice(0, depth), '404.html');
    if (await isFile(page)) return send(req, res, 404, page, pathname);
  }
  res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
}

server.listen(port, () => {
  console.log(`Serving ${root} at http://localhost:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
