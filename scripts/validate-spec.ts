// A second, independent structural check of both documents against the official OpenAPI 3.1 JSON
// Schema (@seriousme/openapi-schema-validator), so a Spectral blind spot cannot let a malformed
// document through.
import { Validator } from '@seriousme/openapi-schema-validator';

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
process.exitCode = failed ? 1 : 0;
