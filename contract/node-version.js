// The Node.js each entry point needs, checked when it loads: below it, the import fails with one line
// naming the Node to install, rather than later with another library's obscure crash (msw 3 on Node 20:
// "Promise.withResolvers is not a function", deep inside a test runner). JavaScript, not TypeScript, so
// the check itself runs on any Node; in browsers and workers, where there is no `process`, it checks
// nothing. The packages' minimum is package.json's `engines.node` (test/package/node-version.test.ts
// keeps the two equal); an entry whose own dependency needs more names that (the MSW handlers: msw 3's
// Node 22.12).

/** `engines.node` of package.json, as [major, minor]. */
export const packagesNode = [20, 19];

/** The one line a Node older than `minimum` gets, or null when `version` (e.g. `20.20.2`) is new enough. */
export function nodeVersionProblem(entry, version, minimum = packagesNode) {
  const [major = 0, minor = 0] = /^v?(\d+)\.(\d+)/.exec(version)?.slice(1).map(Number) ?? [];
  const [needMajor, needMinor] = minimum;
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return null;
  return `${entry} needs Node.js ${needMajor}.${needMinor} or newer, but this is Node.js ${version}; install a current LTS from https://nodejs.org/ (or run \`nvm install --lts\`) and run it again.`;
}

/** Throws the one line when this process is a Node older than `minimum`; does nothing outside Node. */
export function checkNode(entry, minimum = packagesNode) {
  const running = globalThis.process?.versions?.node;
  const problem = typeof running === 'string' ? nodeVersionProblem(entry, running, minimum) : null;
  if (problem === null) return;
  const error = new Error(problem);
  // The line alone: a stack of this module's insides would only hide it.
  error.stack = `Error: ${problem}`;
  throw error;
}
