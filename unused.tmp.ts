import { readFileSync, readdirSync } from 'node:fs';
import { parse } from '/work/main/node_modules/yaml/dist/index.js';
import { mutantsOf, summarise, type StrykerJson } from '/work/main/conformance/selftest/mutation/report.ts';
const ms = mutantsOf(JSON.parse(readFileSync('/work/main/reports/mutation/referee.json', 'utf8')) as StrykerJson);
const files = new Set(ms.map((m) => m.file));
const dir = '/work/main/conformance/selftest/mutation/explained/';
const entries = readdirSync(dir).filter((f) => f.endsWith('.yaml')).flatMap((f) => (parse(readFileSync(dir + f, 'utf8')) ?? []).map((e: any) => ({ ...e, yaml: f })));
const s = summarise(ms, entries.filter((e: any) => files.has(e.file)));
for (const e of s.unusedEntries as any[]) console.log(e.yaml, e.mutator, JSON.stringify(e.original).slice(0, 90), '->', JSON.stringify(e.replacement).slice(0, 30), e.kind);
