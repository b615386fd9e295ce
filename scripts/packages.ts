// The three packages built from this repository (issue 13 item 6: lean installs). A frontend installs
// `cronjobs-kit` — spec, generated types, client, MSW handlers, the mock core — and gets no test runner,
// bundler, web framework or logger. The bins live in packages of their own name (`cronjobs-mock`,
// `cronjobs-conformance`), each bringing only what it needs; the docs name the package of every npx line
// (docs/install.md), so npm never asks the public registry for a name nobody there owns. Each package
// ships the built folders its code imports (a copy of the shared ones, so no relative import crosses a
// package); dependency ranges come from the root package.json, the single place they are kept.
// scripts/pack-packages.ts packs them; test/package checks each install.

export interface PackageLayout {
  readonly name: 'cronjobs-kit' | 'cronjobs-mock' | 'cronjobs-conformance';
  readonly description: string;
  /** Source folders whose build (dist/<folder>) the package ships. */
  readonly folders: readonly string[];
  /** Built static files (dist/<folder>) the package ships: bundled at build time, so they import nothing. */
  readonly assets?: readonly string[];
  /** Dependencies beyond the shared runtime ones (root `dependencies` minus every package's extras). */
  readonly extras: readonly string[];
  readonly exports: Readonly<Record<string, string>>;
  /** Each bin is a launcher in `bin/` (with bin/launch.cjs) that checks the Node version before the CLI loads. */
  readonly bin?: Readonly<Record<string, string>>;
  /**
   * The README shipped (repository path): a short page of its own in docs/packages/, linking the
   * repository's docs absolutely and the packed spec relatively (test/docs checks its size).
   */
  readonly readme: string;
}

export const packageLayouts: readonly PackageLayout[] = [
  {
    name: 'cronjobs-kit',
    description:
      'The Cron Job Scheduling Service contract for frontends: spec, generated types, typed client, MSW handlers, the in-process mock and the mock core',
    folders: ['client', 'contract', 'generated', 'mock/core', 'mock/msw', 'mock/in-process'],
    extras: [],
    exports: {
      './client': 'client/index',
      './control': 'client/control',
      './msw': 'mock/msw/index',
      './mock': 'mock/core/index',
      './in-process': 'mock/in-process/index',
    },
    readme: 'docs/packages/cronjobs-kit.md',
  },
  {
    name: 'cronjobs-mock',
    description:
      'The stateful mock server of the Cron Job Scheduling Service, and its MCP server for coding agents (cronjobs-mock, cronjobs-mock mcp)',
    // client: the MCP server's tools drive the mock through the control and service clients.
    folders: ['client', 'contract', 'generated', 'mock/core', 'mock/server', 'mcp'],
    // The console's page, bundled by vite (preact, htm, rapidoc are build-time only).
    assets: ['console'],
    // yaml: --fixtures reads YAML as well as JSON (the MSW handlers take fixtures already parsed).
    // @modelcontextprotocol/sdk: `cronjobs-mock mcp`.
    extras: ['express', 'pino', 'pino-pretty', 'undici', 'yaml', '@modelcontextprotocol/sdk'],
    exports: { '.': 'mock/server/index' },
    bin: { 'cronjobs-mock': 'bin/cronjobs-mock.cjs' },
    readme: 'docs/packages/cronjobs-mock.md',
  },
  {
    name: 'cronjobs-conformance',
    description: 'The conformance suite of the Cron Job Scheduling Service (the cronjobs-conformance bin)',
    folders: ['contract', 'generated', 'conformance'],
    extras: ['vitest', 'fast-check'],
    exports: { '.': 'conformance/run' },
    bin: { 'cronjobs-conformance': 'bin/cronjobs-conformance.cjs' },
    readme: 'docs/packages/cronjobs-conformance.md',
  },
];

interface RootManifest {
  version: string;
  license?: string;
  engines?: Record<string, string>;
  dependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, unknown>;
}

/** The runtime dependencies every package shares: the root's, minus every package's extras. */
function sharedDependencies(root: RootManifest): Record<string, string> {
  const extras = new Set(packageLayouts.flatMap((p) => p.extras));
  return Object.fromEntries(Object.entries(root.dependencies).filter(([name]) => !extras.has(name)));
}

/** The package.json of one package, from the root manifest. */
export function manifestOf(layout: PackageLayout, root: RootManifest): Record<string, unknown> {
  const extras = Object.fromEntries(layout.extras.map((name) => [name, root.dependencies[name] ?? '*']));
  const exports: Record<string, unknown> = {};
  for (const [subpath, file] of Object.entries(layout.exports))
    exports[subpath] = { types: `./dist/${file}.d.ts`, default: `./dist/${file}.js` };
  if (layout.name === 'cronjobs-kit') {
    exports['./spec/openapi.yaml'] = './spec/openapi.yaml';
    exports['./spec/mock-control.yaml'] = './spec/mock-control.yaml';
  }
  exports['./package.json'] = './package.json';
  return {
    name: layout.name,
    version: root.version,
    description: layout.description,
    type: 'module',
    license: root.license,
    engines: root.engines,
    exports,
    ...(layout.bin ? { bin: layout.bin } : {}),
    files: [...(layout.bin ? ['bin'] : []), 'dist', '!dist/**/*.test.*', 'spec', 'README.md'],
    dependencies: { ...sharedDependencies(root), ...extras },
    ...(layout.name === 'cronjobs-kit' && root.peerDependencies
      ? { peerDependencies: root.peerDependencies, peerDependenciesMeta: root.peerDependenciesMeta }
      : {}),
  };
}
