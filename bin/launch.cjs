// The bins' shared launcher. Written in the oldest JavaScript on purpose (CommonJS, var, no arrows, no
// `import`): whatever Node a user has parses it, so an old Node gets one line naming the Node the bins need
// instead of a SyntaxError from deep inside the CLI. The minimum is package.json's `engines.node`.
'use strict';

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
  return bin + ': needs Node.js ' + need[0] + '.' + need[1] + ' or newer, but this is Node.js ' + nodeVersion +
    '; install a current LTS from https://nodejs.org/ (or run `nvm install --lts`) and run it again.';
}

/** The Node flags of `flags` this process was not started with (on its command line or in NODE_OPTIONS). */
function missingFlags(flags) {
  var given = process.execArgv.concat((process.env.NODE_OPTIONS || '').split(/\s+/));
  return flags.filter(function (flag) {
    return given.indexOf(flag) === -1;
  });
}

/**
 * Runs this same bin again in a Node started with `flags`, and ends as it ends. A shebang cannot pass
 * them everywhere: `env -S` is missing from BusyBox (Alpine), and `#!/bin/sh` from Windows.
 */
function relaunch(flags) {
  // The allocator settings mock/server/cli.js would otherwise re-execute itself for (it says why).
  var env = Object.assign({}, process.env);
  if (process.platform === 'linux' && !env.MALLOC_ARENA_MAX && !env.MALLOC_MMAP_THRESHOLD_ && !env.GLIBC_TUNABLES) {
    env.MALLOC_ARENA_MAX = '2';
    env.MALLOC_MMAP_THRESHOLD_ = '32768';
  }
  var child = require('child_process').spawn(process.execPath, flags.concat(process.execArgv, process.argv.slice(1)), { stdio: 'inherit', env: env });
  var signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  signals.forEach(function (signal) {
    process.on(signal, function () {
      child.kill(signal);
    });
  });
  child.on('exit', function (code, signal) {
    if (signal) {
      signals.forEach(function (name) {
        process.removeAllListeners(name);
      });
      process.kill(process.pid, signal);
    } else process.exit(code === null ? 1 : code);
  });
}

/** Checks this Node, then starts `entry` (an ES module, relative to this folder) in a Node with `nodeFlags`. */
function launch(bin, entry, nodeFlags) {
  var range = require('../package.json').engines.node;
  var line = refusal(bin, process.versions.node, range);
  if (line) {
    process.stderr.write(line + '\n');
    process.exit(1);
  }
  var missing = missingFlags(nodeFlags || []);
  if (missing.length > 0) {
    relaunch(missing);
    return;
  }
  var file = path.join(__dirname, entry);
  // In a clone of the repository nothing is built until `npm run build` (npm pack does it).
  if (!require('fs').existsSync(file)) {
    process.stderr.write(bin + ': ' + path.relative(process.cwd(), file) + ' is not built; in a clone of the repository run `npm run build` first, or use the npm scripts (`npm start`, `npm run conformance`).\n');
    process.exit(1);
  }
  // `import()` hidden in a Function: an old parser never sees the syntax it does not know.
  var load = new Function('specifier', 'return import(specifier)');
  load(require('url').pathToFileURL(file).href).catch(function (error) {
    process.stderr.write(bin + ': ' + ((error && error.stack) || error) + '\n');
    process.exit(1);
  });
}

module.exports = { launch: launch, refusal: refusal };
