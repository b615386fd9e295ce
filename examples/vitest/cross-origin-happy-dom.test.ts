// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:5173/"}
// happy-dom emulates CORS: its fetch sends a preflight (without Access-Control-Request-Method) and
// refuses the answer unless the preflight's headers allow the call.
import { crossOriginSuite } from './cross-origin.ts';

crossOriginSuite(true);
