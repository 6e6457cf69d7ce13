// Serves the built client: hashed bundles under /static, the product's art and sound under /assets,
// and index.html for every page route with the CSRF token and page config filled in.
import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import type { Csrf } from './csrf.ts';

const API_PREFIXES = ['/api/', '/matchmake', '/healthz'];
const ASSETS_DIR = path.resolve(import.meta.dirname, '../../assets');

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function pageRoutes(opts: { clientDist: string; csrf: Csrf; pageConfig: Record<string, string> }): Router {
  const r = Router();
  r.use('/assets', express.static(ASSETS_DIR, { fallthrough: false, maxAge: '1h' }));
  r.use('/static', express.static(path.join(opts.clientDist, 'static'), { fallthrough: false, immutable: true, maxAge: '1y' }));
  r.use(express.static(opts.clientDist, { index: false, maxAge: '1h' }));

  // Read again when a new build replaces it, so a rebuilt client is served without a restart.
  const indexFile = path.join(opts.clientDist, 'index.html');
  let template: { html: string; mtimeMs: number } | undefined;
  const readTemplate = () => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (template?.mtimeMs !== mtimeMs) template = { html: fs.readFileSync(indexFile, 'utf8'), mtimeMs };
    return template.html;
  };
  const configMeta = Object.entries(opts.pageConfig).map(([k, v]) => `<meta name="${escapeAttr(k)}" content="${escapeAttr(v)}">`).join('');

  r.get(/.*/, (req, res, next) => {
    if (API_PREFIXES.some((p) => req.path.startsWith(p)) || !req.accepts('html')) return next();
    let html: string;
    try {
      html = readTemplate();
    } catch {
      res.status(503).type('text/plain').send('The web client has not been built yet: run `npm run build` (npm start does this for you).');
      return;
    }
    const token = csrfMeta(opts.csrf.tokenFor(req, res));
    res.set('Cache-Control', 'no-store').type('html').send(html.replace('<!--page-meta-->', token + configMeta));
  });
  return r;
}

const csrfMeta = (token: string) => `<meta name="csrf-param" content="authenticity_token"><meta name="csrf-token" content="${escapeAttr(token)}">`;
