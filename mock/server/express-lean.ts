// Express 5 as the adapter and the console route use it, without loading at start the modules Express
// requires eagerly but the mock needs only for what it rarely or never does: body-parser (`express.json()`
// and the rest; the adapter reads bodies itself), send (`res.sendFile`, `express.static`: the console's
// files), qs (the `extended` query parser, not used) and mime-types (`res.type`, `req.accepts`). They were
// ≈ 45 ms of the ≈ 95 ms of CPU `require('express')` took, of a start-up the issue wants ≤ 200 ms: each
// parses its own copy of mime-db, and qs pulls in side-channel and get-intrinsic (bench/README.md, "The
// state file").
//
// How: Node documents that entries may be added to `require.cache`. Before Express loads, each of those
// modules — at the path Express itself resolves it to — gets an entry whose exports are a stand-in: the
// first call, property read or enumeration loads the real module (then in the cache for everyone after)
// and forwards to it. So `express.json()`, `express.static()`, `res.sendFile()` keep working exactly as
// before; they only pay the load on first use. A module already loaded for real is left alone.
import { createRequire, Module } from 'node:module';
import type expressModule from 'express';

const require = createRequire(import.meta.url);
const expressEntry = require.resolve('express');
const requireFromExpress = createRequire(expressEntry);

interface Deferred {
  name: string;
  /** The real module's exports are a function (called through the stand-in). */
  callable: boolean;
  /** Members Express reads while it loads (`exports.json = bodyParser.json`): forwarding functions, so that read loads nothing. */
  readAtLoad: readonly string[];
}

const deferred: readonly Deferred[] = [
  { name: 'body-parser', callable: true, readAtLoad: ['json', 'raw', 'text', 'urlencoded'] },
  { name: 'send', callable: true, readAtLoad: [] },
  { name: 'qs', callable: false, readAtLoad: [] },
  { name: 'mime-types', callable: false, readAtLoad: [] },
];

function defer({ name, callable, readAtLoad }: Deferred): void {
  // The file Express's own require finds: that is the cache entry it will look up.
  const file = requireFromExpress.resolve(name);
  if (require.cache[file]) return;
  let real: unknown;
  const load = (): any => {
    if (real === undefined) {
      // Only our stand-in is dropped: the real module is then cached for every later require.
      if (require.cache[file]?.exports === standIn) delete require.cache[file];
      real = requireFromExpress(name);
    }
    return real;
  };
  const members = new Map(readAtLoad.map((member) => [member, function (this: unknown, ...args: unknown[]) { return Reflect.apply(load()[member], this, args); }]));
  // Everything but the members read at load goes to the real module, so a package that requires one of
  // these itself (the same file) sees it as it is.
  const standIn = new Proxy(callable ? function () {} : {}, {
    get: (_target, key) => (typeof key === 'string' && members.get(key)) || Reflect.get(load(), key),
    set: (_target, key, value) => Reflect.set(load(), key, value),
    has: (_target, key) => Reflect.has(load(), key),
    ownKeys: () => Reflect.ownKeys(load()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(load(), key),
    apply: (_target, self, args) => Reflect.apply(load(), self, args),
    construct: (_target, args) => Reflect.construct(load(), args),
  });
  const entry = new Module(file);
  entry.filename = file;
  entry.exports = standIn;
  entry.loaded = true;
  require.cache[file] = entry;
}

deferred.forEach(defer);

export const express: typeof expressModule = require('express');
