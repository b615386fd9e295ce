#!/usr/bin/env node
// `cronjobs-mock`: checks the Node version (launch.cjs), then runs the mock's CLI in this process.
'use strict';
require('./launch.cjs').launch('cronjobs-mock', '../dist/mock/server/cli.js');
