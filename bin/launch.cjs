// The bins' shared launcher: a Node version check, then an import of the entry, in this same process.
// Written in ES5 on purpose (CommonJS, var, no arrows, no template literals): any Node parses it and prints
// one line naming the Node the bins need, instead of a SyntaxError from deep inside the CLI. The one newer
// piece, `import()`, lives in import-entry.cjs, which is required only once the version check has passed.
// Biome leaves bin/ alone (biome.json); test/bin/old-syntax.test.ts parses this file as ES5.
// The minimum is package.json's `engines.node`.
'use strict';

var fs = require('fs');
var path = require('path');

function parse(version) {
  var parts = /(\d+)\.(\d+)/.exec(version) || [];
  return [Number(parts[1]) || 0, Number(parts[2]) || 0];
}

/** The one line an old Node prints, or null when this Node is new enough. */
function refusal(bin, nodeVersion, range) {
  var have = parse(nodeVersion);
  var need = parse(range);
  if (have[0] > need[0] || (have[0] === need[0] && have[1] >= need[1])) return null;
  return (
    bin +
    ': needs Node.js ' +
    need[0] +
    '.' +
    need[1] +
    ' or newer, but this is Node.js ' +
    nodeVersion +
    '; install a current LTS from https://nodejs.org/ (or run `nvm install --lts`) and run it again.'
  );
}

/** Checks this Node, then imports `entry` (an ES module, relative to this folder). */
function launch(bin, entry) {
  var range = require('../package.json').engines.node;
  var line = refusal(bin, process.versions.node, range);
  if (line) {
    process.stderr.write(line + '\n');
    process.exit(1);
  }
  var file = path.join(__dirname, entry);
  // In a clone of the repository nothing is built until `npm run build` (npm pack does it).
  if (!fs.existsSync(file)) {
    process.stderr.write(
      bin +
        ': ' +
        path.relative(process.cwd(), file) +
        ' is not built; in a clone of the repository run `npm run build` first, or use the npm scripts (`npm start`, `npm run conformance`).\n'
    );
    process.exit(1);
  }
  require('./import-entry.cjs').importEntry(bin, file);
}

module.exports = { launch: launch, refusal: refusal };
