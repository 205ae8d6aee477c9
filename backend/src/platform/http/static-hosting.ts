import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, join } from 'node:path';
import helmet from 'helmet';
import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/config';
import { REMOTES } from '../config/config';

/** File names webpack gives a content hash (e.g. main.3f9a1c2b.js, 123.a1b2c3d4e5.css): safe to cache for a year. */
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|ttf|png|jpe?g|gif|svg|webp|ico|map)$/i;

/**
 * Files that say which version of an app is deployed: a browser must never keep them, or it would go on loading
 * the files of an older deployment (a remote's manifest and entry; the shell's service worker).
 */
const NEVER_CACHED = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'sw.js']);

/** The files the build precompressed (name.br, name.gz beside name), served by content negotiation. */
const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * Cache-Control of a built file by its name: hashed files immutable for a year, the version-carrying files never
 * stored, everything else (index.html, the favicon) revalidated on every use.
 */
export function cacheControlFor(fileName: string): string {
  const name = basename(fileName).replace(PRECOMPRESSED, '');
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  if (NEVER_CACHED.has(name)) return 'no-store';
  return 'no-cache';
}

function setCacheHeaders(res: { setHeader(name: string, value: string): void }, filePath: string): void {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
  // The same URL answers brotli, gzip or plain bytes depending on Accept-Encoding.
  res.setHeader('Vary', 'accept-encoding');
}

/** Origins of remotes deployed elsewhere (absolute REMOTE_MF_*_URL), allowed to load scripts. */
function remoteOrigins(config: AppConfig): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remotes)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * The Content-Security-Policy sources of a page's inline scripts, one `'sha256-…'` each: index.html's gate, which
 * starts the app or loads the sign-in page (shell/src/sign-in/gate.ts), is inline so that a signed-in start requests
 * the app's files without waiting for one more script (docs/decisions.md). Other scripts stay 'self' only.
 */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes ?? '') || !code) continue;
    sources.push(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return sources;
}

/** helmet's headers for a set of script sources beyond this origin (remote origins, the page's inline script). */
function policyHeaders(remotes: string[], inline: string[]): Record<string, string> {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inline, ...remotes],
        connectSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ["'self'", 'https://www.google.com', 'https://maps.google.com'],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        // helmet's default would make browsers fetch every script over https: on a plain-http address other than
        // localhost (a site office LAN, a phone on the same network) the product would load as a blank page.
        // Behind HTTPS, the proxy or HSTS takes care of it.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: remotes.length > 0 ? 'cross-origin' : 'same-origin' },
  });
  // helmet's headers depend on the options only: taken from a recorded run of its middleware, then every answer gets
  // the same set (11 middlewares a request, each setting its header on Node's response, cost more).
  const headers: Record<string, string> = {};
  const recorder = { setHeader: (name: string, value: string) => (headers[name] = value), removeHeader: () => undefined };
  securityHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The page's address: / (index.html), with or without a query. */
const SHELL_PAGE_URL = /^\/(index\.html)?(\?|$)/;

/**
 * A file a page loads that is never a document or a worker: the scripts, manifests, styles, images and fonts of the
 * builds and /config.json (the service worker, sw.js, is a worker, and a worker's policy comes with its script).
 */
const SUBRESOURCE_URL = /^\/(?!api\/)(?:[^?#]*\/)?(?!sw\.js(?:[?#]|$))[^/?#]+\.(?:js|json|css|map|png|ico|svg|webp|jpe?g|gif|woff2?|ttf)(?:[?#]|$)/i;

/**
 * The headers of a subresource, from the full set: those that mean something for a file that is not a document
 * (nosniff, the resource policy, HSTS). A policy, a frame or referrer rule on a script is never read by the browser;
 * sent with each of a signed-in start's 35 files they were 26 KiB of its 236 on a phone's first visit
 * (docs/performance.md, "Tenth pass").
 */
function subresourceHeaders(headers: Record<string, string>): Record<string, string> {
  const kept = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security']);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => kept.has(name.toLowerCase())));
}

/**
 * The page's headers: its inline script's hash in the policy, read again whenever the built index.html changes (a
 * shell deployed in place needs no restart), at the cost of one stat per page request.
 */
function pageHeaders(config: AppConfig, remotes: string[]): () => Record<string, string> {
  const page = join(config.staticRoot, 'shell', 'dist', 'index.html');
  let version: string | null = null;
  let headers: Record<string, string> = {};
  return () => {
    const stat = statSync(page, { throwIfNoEntry: false });
    const current = stat ? `${stat.mtimeMs}:${stat.size}` : '';
    if (current !== version) {
      version = current;
      headers = policyHeaders(remotes, stat ? inlineScriptSources(readFileSync(page, 'utf8')) : []);
    }
    return headers;
  };
}

/**
 * Security headers on every answer, a subresource's only those that apply to it. Module federation loads scripts and
 * manifests from this origin (or the configured remote origins); styled-components injects style elements; logos are
 * data/blob images; the job form embeds a map.
 * helmet's middleware is run once here: @fastify/helmet built it again for every request (parsing the policy each
 * time), a measurable share of a small read's cost under load (docs/performance.md, "Throughput").
 */
export function registerSecurityHeaders(app: NestFastifyApplication, config: AppConfig): void {
  const remotes = remoteOrigins(config);
  const headers = policyHeaders(remotes, []);
  const subresource = subresourceHeaders(headers);
  const page = pageHeaders(config, remotes);
  app.getHttpAdapter().getInstance().addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    void reply.headers(SHELL_PAGE_URL.test(url) ? page() : SUBRESOURCE_URL.test(url) ? subresource : headers);
    done();
  });
}

/**
 * Serves the built shell at / (index.html for / only: the app uses hash routes) and each remote's build under
 * /remotes/<folder>/. A missing build is logged with a hint, not fatal. Returns the folders served.
 * The builds hold a brotli (.br) and a gzip (.gz) copy of every text file (scripts/webpack-app.cjs): the copy the
 * browser accepts is sent with its Content-Encoding, the plain file otherwise.
 */
export async function registerStaticHosting(app: NestFastifyApplication, config: AppConfig): Promise<string[]> {
  const logger = new Logger('StaticHosting');
  const served: string[] = [];
  const mounts = [
    { root: join(config.staticRoot, 'shell', 'dist'), prefix: '/', workspace: 'shell' },
    ...REMOTES.map((r) => ({ root: join(config.staticRoot, r.folder, 'dist'), prefix: `/remotes/${r.folder}/`, workspace: r.folder })),
  ];
  let first = true;
  for (const mount of mounts) {
    if (!existsSync(mount.root)) {
      logger.warn(`${mount.root} is missing: ${mount.prefix} is not served. Build it with \`npm run build -w ${mount.workspace}\`.`);
      continue;
    }
    await app.register(fastifyStatic, {
      root: mount.root,
      prefix: mount.prefix,
      decorateReply: first,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      index: mount.prefix === '/' ? ['index.html'] : false,
      redirect: false,
      preCompressed: true,
    });
    first = false;
    served.push(mount.root);
  }
  return served;
}
