// The entry's import, apart from launch.cjs so that an old Node never has to parse `import()`: launch.cjs
// requires this file only on a Node new enough for the bins (which all parse ES2020).
'use strict';

const { pathToFileURL } = require('node:url');

/** Imports the ES module at `file` in this process; a failure to load is one line with its stack. */
function importEntry(bin, file) {
  import(pathToFileURL(file).href).catch((error) => {
    process.stderr.write(`${bin}: ${error?.stack || error}\n`);
    process.exit(1);
  });
}

module.exports = { importEntry };
