// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://localhost:5173/"}
// jsdom keeps Node's fetch, which sends neither Origin nor a preflight: the same calls succeed as well.
import { crossOriginSuite } from './cross-origin.ts';

crossOriginSuite(false);
