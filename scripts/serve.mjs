#!/usr/bin/env node
// Serves the exported site the way a static host or CDN does, for `npm run serve`, Playwright's
// webServer and the Lighthouse runner, which wait for the "Serving" line below.
// Usage: node scripts/serve.mjs [dir]   (PORT, BASE_PATH from the env)
//
// Libraries do the serving: serve-static (Express's, `send` underneath) maps /about/ to
// out/about/index.html, redirects /about to /about/, sets Content-Type, ETag and Last-Modified, and
// answers HEAD and range requests; compression gzips text. What no server library does stays here:
// the headers of out/_headers (lib/build/headers.ts), out/404.html with status 404, and BASE_PATH.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import compression from 'compression';
import serveStatic from 'serve-static';
import { tsImport } from 'tsx/esm/api';

// Playwright and the Lighthouse runner start this file with plain `node`, so it loads its one
// TypeScript module itself rather than relying on `node --import tsx`.
const { headersFor, parseHeadersFile } = await tsImport('../lib/build/headers.ts', import.meta.url);

const root = resolve(process.argv[2] ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const basePath = process.env.BASE_PATH ?? '';

const headersText = await readFile(join(root, '_headers'), 'utf8').catch((error) => {
  if (error.code === 'ENOENT') return '';
  throw error;
});
const rules = parseHeadersFile(headersText);

// Level 9, the level scripts/budgets.mjs measures with.
const gzip = compression({ level: 9 });
// No Cache-Control of its own: pages get none, hashed files get the year that _headers gives them.
const files = serveStatic(root, { cacheControl: false, fallthrough: false });

async function sendNotFound(req, res) {
  res.statusCode = 404;
  const page = await readFile(join(root, '404.html')).catch(() => null);
  res.setHeader('Content-Type', page ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8');
  res.end(req.method === 'HEAD' ? undefined : (page ?? 'Not found'));
}

function sitePathOf(url) {
  const { pathname } = new URL(url, 'http://localhost');
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

const server = createServer((req, res) => {
  const fail = (error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500).end('Internal error');
  };
  gzip(req, res, () => {
    const url = req.url ?? '/';
    if (basePath && url !== basePath && !url.startsWith(`${basePath}/`) && !url.startsWith(`${basePath}?`)) {
      sendNotFound(req, res).catch(fail);
      return;
    }
    // serve-static mounts the way Express does: it serves req.url and redirects to req.originalUrl.
    req.originalUrl = url;
    req.url = url.slice(basePath.length) || '/';
    const path = sitePathOf(req.url);
    for (const [name, value] of headersFor(rules, path)) res.setHeader(name, value);
    // The headers file configures the CDN; CDNs do not publish it, so neither does this server.
    if (path === '/_headers') {
      sendNotFound(req, res).catch(fail);
      return;
    }
    files(req, res, (error) => {
      if (error?.statusCode === 404) sendNotFound(req, res).catch(fail);
      else if (error?.statusCode < 500) res.writeHead(error.statusCode).end();
      else fail(error);
    });
  });
});

server.listen(port, () => {
  console.log(`Serving ${root} at http://localhost:${port}${basePath}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
