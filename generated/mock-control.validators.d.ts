// generated — do not edit. Source: spec/mock-control.yaml. Rebuild with `npm run generate`.
import type { CompiledValidator } from '../contract/schema-validator.ts';

/** A validator per schema pointer the code validates at (see scripts/generate-validators.ts). */
export declare const validators: Readonly<Record<string, CompiledValidator>>;
/** The same for request bodies (and the schemas serving them), filling in defaults as they validate. */
export declare const defaultingValidators: Readonly<Record<string, CompiledValidator>>;
