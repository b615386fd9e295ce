// The validators of the two documents, compiled ahead of time by `npm run generate` (generated/*.validators.js).
import * as service from '../generated/openapi.validators.js';
import * as control from '../generated/mock-control.validators.js';
import { createSchemaValidator, precompiled, type SchemaValidator } from './schema-validator.ts';

export const serviceValidator: SchemaValidator = createSchemaValidator(precompiled(service), 'spec/openapi.yaml');
export const controlValidator: SchemaValidator = createSchemaValidator(precompiled(control), 'spec/mock-control.yaml');
