import { dirname } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';

/** Where the page's scripts and styles are served: Swagger UI's own files from npm, and the page's script. */
const ASSETS = '/api/docs/assets/';
/** The files of swagger-ui-dist the page loads (nothing else of the package is served). */
const SWAGGER_UI_FILES = new Set(['swagger-ui-bundle.js', 'swagger-ui.css']);

/** The reference page: Swagger UI, started by reference.js (no inline script: the CSP allows none). */
export const API_REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Groundwork API reference</title>
<link rel="stylesheet" href="${ASSETS}swagger-ui.css">
</head>
<body>
<main>
<p id="api-docs-status" role="status" style="font-family: sans-serif; margin: 24px">Loading the API reference...</p>
<div id="api-docs"></div>
</main>
<script src="${ASSETS}swagger-ui-bundle.js"></script>
<script src="${ASSETS}reference.js"></script>
</body>
</html>
`;

/**
 * Reads the document with the session the product keeps in this origin's localStorage (key `token`, spec 01 §3),
 * so a signed-in user opens /api/docs and reads it; "Try it out" sends the same token. Without a session it says
 * how to get one.
 */
const REFERENCE_SCRIPT = `(function () {
  var status = document.getElementById('api-docs-status');
  var token = window.localStorage.getItem('token');
  function say(text, link) {
    status.textContent = text + ' ';
    if (link) { var a = document.createElement('a'); a.href = '/'; a.textContent = link; status.appendChild(a); }
  }
  if (!token) { say('The API reference needs a Groundwork session: sign in, then reload this page.', 'Sign in to Groundwork'); return; }
  fetch('/api/docs/openapi.json', { headers: { Authorization: 'Bearer ' + token } })
    .then(function (res) {
      if (res.status === 401) { say('Your session has ended: sign in again, then reload this page.', 'Sign in to Groundwork'); return null; }
      if (!res.ok) { say('The API reference could not be loaded (' + res.status + '). Please try again shortly.'); return null; }
      return res.json();
    })
    .then(function (spec) {
      if (!spec) return;
      status.remove();
      window.SwaggerUIBundle({
        spec: spec, dom_id: '#api-docs', deepLinking: true, validatorUrl: null, layout: 'BaseLayout',
        presets: [window.SwaggerUIBundle.presets.apis],
        requestInterceptor: function (request) { request.headers.Authorization = 'Bearer ' + token; return request; }
      });
    })
    .catch(function () { say('The API reference could not be loaded. Check the connection and reload this page.'); });
})();
`;

/**
 * Serves the page's assets: Swagger UI's bundle and styles straight from the pinned swagger-ui-dist package (no
 * CDN: the product runs without internet), and the page's script. Static files, as the shell's are.
 */
export async function registerApiReferenceAssets(app: NestFastifyApplication): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get(`${ASSETS}reference.js`, (_request, reply) => {
    void reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(REFERENCE_SCRIPT);
  });
  await app.register(fastifyStatic, {
    root: dirname(require.resolve('swagger-ui-dist/package.json')),
    prefix: ASSETS,
    decorateReply: false,
    index: false,
    redirect: false,
    allowedPath: (path) => SWAGGER_UI_FILES.has(path.replace(/^\//, '')),
  });
}
