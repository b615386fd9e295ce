// fast-check arbitraries built from the spec's own create schema (through the provenance reader): valid
// bodies (arbitraries-valid.ts), invalid ones with exactly one defect (arbitraries-invalid.ts), and hostile
// raw input (arbitraries-hostile.ts). The core profile draws only from what the seed states: the seed
// fields, their types, seed values (GET, interval), rule 1; the full profile also uses every bound, enum
// and rule the spec decides.
export { type HostileInput, hostileExamples, hostileInput } from './arbitraries-hostile.ts';
export { deeplyNested, type InvalidBody, invalidBody } from './arbitraries-invalid.ts';
export { anyCodePoint, type BodyOptions, validBody } from './arbitraries-valid.ts';
