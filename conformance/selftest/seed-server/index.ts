// The seed server's public entry point: an independent implementation written from the seed alone.
export { startSeedServer, type SeedServer, type SeedServerOptions } from './server.ts';
export { SEED_BREAKS, type SeedBreak } from './breaks.ts';
