#!/usr/bin/env node
// `cronjobs-conformance`: checks the Node version (launch.cjs), then runs the conformance CLI.
'use strict';
require('./launch.cjs').launch('cronjobs-conformance', '../dist/conformance/cli.js');
