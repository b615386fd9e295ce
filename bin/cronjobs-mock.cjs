#!/usr/bin/env node
// `cronjobs-mock`: checks the Node version (launch.cjs), then runs the mock's CLI in this process;
// `cronjobs-mock mcp` runs the MCP server for coding agents instead (mcp/, docs/mcp.md).
'use strict';
var entry = process.argv[2] === 'mcp' ? '../dist/mcp/cli.js' : '../dist/mock/server/cli.js';
require('./launch.cjs').launch('cronjobs-mock', entry);
