#!/usr/bin/env -S node --max-semi-space-size=16
// `cronjobs-mock`: checks the Node version (launch.cjs), then runs the mock's CLI. The Node flag is the
// one of package.json's start script (kept equal by test/mock/cli.test.ts); mock/server/cli.ts says why.
'use strict';
require('./launch.cjs').launch('cronjobs-mock', '../dist/mock/server/cli.js');
