// A second, independent structural check of both documents against the official OpenAPI 3.1 JSON
// Schema (@seriousme/openapi-schema-validator), so a Spectral blind spot cannot let a malformed
// document through. Then the deprecation policy's dates, which no schema can compare.
import { readFile } from 'node:fs/promises';
import { Validator } from '@seriousme/openapi-schema-validator';
import { parse } from 'yaml';
import { deprecationDateProblems } from './deprecation-dates.ts';

let failed = false;
// The control document borrows schemas from the service document by relative $ref.
const documents = [
  { file: 'spec/openapi.yaml', refs: [] },
  { file: 'spec/mock-control.yaml', refs: [{ file: 'spec/openapi.yaml', uri: './openapi.yaml' }] },
];
for (const { file, refs } of documents) {
  const validator = new Validator();
  for (const ref of refs) await validator.addSpecRef(ref.file, ref.uri);
  const result = await validator.validate(file);
  if (result.valid) {
    console.log(`${file}: valid OpenAPI ${validator.version}`);
  } else {
    failed = true;
    console.error(`${file}: not a valid OpenAPI document`);
    console.error(JSON.stringify(result.errors, null, 2));
  }
}
// The service's deprecation policy gives clients at least six months between notice and sunset.
const problems = deprecationDateProblems(parse(await readFile('spec/openapi.yaml', 'utf8')));
for (const problem of problems) console.error(`spec/openapi.yaml: ${problem}`);
if (problems.length) failed = true;
process.exitCode = failed ? 1 : 0;
