#!/usr/bin/env node
// `cronjobs-mock`: checks the Node version, then runs the mock's CLI in a Node started with the flags of
// package.json's start script (kept equal by test/mock/cli.test.ts; mock/server/cli.js says why). The
// launcher (launch.cjs) starts that Node itself: `#!/usr/bin/env -S node …` fails where env has no -S.
'use strict';
var nodeFlags = ['--max-semi-space-size=16'];
require('./launch.cjs').launch('cronjobs-mock', '../dist/mock/server/cli.js', nodeFlags);
