// A refused control call is one error class wherever it comes from — the control client over the
// in-process core, over MSW, and the MSW handlers' own helpers — and its message names the call, the
// status and the first problem's pointer and detail, not only "The request body has 1 error." (issue 37).
import { describe, expect, test } from 'vitest';
import { ControlError, createMockControl } from '../../client/control.ts';
import { createInProcessMock } from '../../mock/in-process/index.ts';
import { createCronJobsHandlers } from '../../mock/msw/index.ts';

async function caught(call: () => Promise<unknown>): Promise<ControlError> {
  const error = await call().then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ControlError)) throw new Error(`expected a ControlError, got ${String(error)}`);
  return error;
}

describe('ControlError', () => {
  test('names the status, the first pointer and its detail (in process)', async () => {
    const { control, close } = createInProcessMock();
    const error = await caught(() => control.testClocks.create({ now: 'yesterday' }));
    expect(error.status).toBe(422);
    expect(error.problem?.errors?.[0]).toMatchObject({ pointer: '/now' });
    expect(error.message).toMatch(/^POST \/__mock\/test-clocks answered 422: at \/now: \S.*$/);
    expect(error.message).not.toContain('The request body has');
    close();
  });

  test('the MSW helpers throw the same class, with the same message', async () => {
    const mock = createCronJobsHandlers({ baseUrl: 'https://api.example.test' });
    const error = await caught(() => mock.advance(-5));
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/^POST \/__mock\/clock\/advance answered 422: at \/seconds: \S/);
    const viaControl = await caught(() => mock.control.advance(-5));
    expect(viaControl.message).toBe(error.message);
  });

  test('a problem with no errors list gives its detail; a body that is not JSON gives its text', async () => {
    const { control, close } = createInProcessMock();
    const unknown = await caught(() => control.testClocks.get('clock_nope'));
    expect(unknown.message).toBe('GET /__mock/test-clocks/{test_clock_id} answered 404: No test clock clock_nope.');
    close();
    const proxyPage = createMockControl({
      baseUrl: 'http://mock.test',
      fetch: async () =>
        new Response('502 Bad Gateway (nginx)', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    });
    const error = await caught(() => proxyPage.clock());
    expect(error.message).toBe('GET /__mock/clock answered 502: 502 Bad Gateway (nginx)');
    expect(error.problem).toBeUndefined();
  });
});
