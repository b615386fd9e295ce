// The console at /__console/: the built page (dist/console, made by `npm run build:console` with vite)
// served as static files, the service's spec for its API reference, and `/` redirecting a browser there.
// The page is a shell without state: everything it shows comes from /__mock and /v1, which keep their own
// locks (the control token, the API key). So the shell itself is open — a browser cannot send a bearer
// token on a navigation — and the page asks for the token when /__mock answers 401 (docs/console.md).
import { existsSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Express, NextFunction, Request, Response } from 'express';
import express from 'express';
import { pathProblem, rawPathOf } from '../core/http/request-target.ts';

const consolePath = '/__console/';

/**
 * The built console: dist/console beside this module's package root, in a clone (mock/server → dist/console)
 * and in the installed package (dist/mock/server → dist/console). Undefined when it was never built.
 */
export function findConsoleAssets(): string | undefined {
  for (const relative of ['../../console/', '../../dist/console/']) {
    const folder = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(`${folder}index.html`) && existsSync(`${folder}assets`)) return folder;
  }
  return undefined;
}

// The spec beside the package root: two folders up in a clone (mock/server), three when built (dist/mock/server).
const specFile = ['../../spec/openapi.yaml', '../../../spec/openapi.yaml']
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((file) => existsSync(file));

/** Mounts the console before the core's catch-all; without built assets, /__console/ says how to build them. */
export function mountConsole(app: Express, assets: string | undefined): void {
  const router = express.Router({ strict: true });
  // A path a parser would rewrite (a dot segment, an encoded slash, …) never reaches the files: the core
  // answers it 400 as everywhere else ("Paths are taken as sent").
  // Only `/` and /__console… are looked at, so the API's requests pay one string check.
  app.use((request, response, next) => {
    const { url } = request;
    const ours = url.startsWith('/__console') || url === '/' || url.startsWith('/?');
    if (!ours || pathProblem(rawPathOf(`http://localhost${url}`))) next();
    else router(request, response, next);
  });
  router.get('/', (request: Request, response: Response, next: NextFunction) => {
    if (
      request.accepts(['application/json', 'text/html']) === 'text/html' &&
      (request.headers.accept ?? '').includes('text/html')
    ) {
      response.redirect(302, consolePath);
      return;
    }
    next();
  });
  router.get('/__console', (_request, response) => response.redirect(301, consolePath));
  router.get('/__console/openapi.yaml', (_request, response, next) => {
    // Sent relative to its folder: `send` refuses an absolute path with a dot-folder anywhere in it (~/.nvm,
    // ~/.npm/_npx, a sandbox under .stryker-tmp), and only the file's own name is ours to judge.
    if (specFile) response.type('application/yaml').sendFile(basename(specFile), { root: dirname(specFile) });
    else next();
  });
  if (!assets) {
    router.use('/__console/', (_request, response) => {
      response
        .status(503)
        .type('text/plain')
        .send('The console is not built: run `npm run build:console` (npm start does it when missing).\n');
    });
    return;
  }
  // Hashed file names under assets/ never change, so they may be kept; index.html is always asked again.
  router.use(
    '/__console/',
    express.static(assets, {
      index: false,
      immutable: true,
      maxAge: '1y',
      setHeaders: (response, path) => {
        if (path.endsWith('.html')) response.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  // A file the build does not have (an old page asking for a replaced asset) is a 404, not the page.
  router.use('/__console/assets/', (_request, response) => {
    response.status(404).type('text/plain').send('No such console file: reload the console.\n');
  });
  // Every other path under /__console/ is a page of the console (it routes in the browser).
  router.get('/__console/{*page}', (_request, response) => {
    response.set('Cache-Control', 'no-cache').sendFile(`${assets}index.html`);
  });
}
