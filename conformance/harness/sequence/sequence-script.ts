// A sequence's replay: one bash script that sends the steps again, in order, with curl (reproduce.ts). The
// ids and cursors a service hands out differ on every run, so the script keeps each in a shell variable
// taken from the answer (`ANSWER=$(curl …); echo "$ANSWER"; JOB_A=$(echo "$ANSWER" | grep -o '"id": …')`) and uses the variable where the run used
// the value — as a whole path segment or a `cursor` query value, never inside other text. Keys stay
// "$CRONJOBS_API_KEY"; what the script created is deleted at its end.
import type { Exchange, RawRequest } from '../transport/http.ts';
import { curlCommand, keyVariables, type Secrets } from '../transport/reproduce.ts';

export interface ScriptCall {
  readonly exchange: Exchange;
  /** The answer's field whose value later requests use, kept in `variable`. */
  readonly capture?: { readonly variable: string; readonly field: string; readonly value: string };
}
export interface ScriptStep {
  readonly text: string;
  readonly calls: readonly ScriptCall[];
}

const marker = (variable: string) => `\u0001${variable}\u0001`;
const queryValue = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);

/** The request with every known id (path segment) and cursor (query value) replaced by its variable's marker. */
function withVariables(
  request: RawRequest,
  ids: ReadonlyMap<string, string>,
  cursor: { variable: string; value: string } | undefined,
): RawRequest {
  const [pathname = '', query] = request.path.split('?', 2) as [string, string | undefined];
  const segments = pathname.split('/').map((segment) => {
    const variable = ids.get(segment);
    return variable ? marker(variable) : segment;
  });
  const params = query?.split('&').map((pair) => {
    const [name, value] = pair.split('=', 2) as [string, string | undefined];
    return name === 'cursor' && cursor && value === queryValue(cursor.value)
      ? `${name}=${marker(cursor.variable)}`
      : pair;
  });
  return { ...request, path: segments.join('/') + (params ? `?${params.join('&')}` : '') };
}

export function replayScript(
  baseUrl: string,
  steps: readonly ScriptStep[],
  keys: { main: string; second?: string | undefined },
  header: readonly string[],
): string {
  const ids = new Map<string, string>();
  let cursor: { variable: string; value: string } | undefined;
  const secrets = (): Secrets => [
    [keys.main, keyVariables.main],
    [keys.second ?? '', keyVariables.second],
    ...[...ids.values(), ...(cursor ? [cursor.variable] : [])].map((v) => [marker(v), v] as const),
  ];
  const lines = header.map((line) => `# ${line}`);
  steps.forEach((step, i) => {
    lines.push(`# ${i + 1}. ${step.text}`);
    for (const { exchange, capture } of step.calls) {
      const line = curlCommand(baseUrl, withVariables(exchange.request, ids, cursor), secrets());
      if (!capture) {
        lines.push(`${line}; echo`);
        continue;
      }
      // The answer is shown and the field kept; a null next_cursor leaves the variable empty.
      lines.push(
        `ANSWER=$(${line}); echo "$ANSWER"; ${capture.variable}=$(echo "$ANSWER" | grep -o '"${capture.field}": *"[^"]*"' | head -n 1 | cut -d '"' -f 4)`,
      );
      if (capture.field === 'next_cursor') cursor = { variable: capture.variable, value: capture.value };
      else ids.set(encodeURIComponent(capture.value), capture.variable);
    }
  });
  if (ids.size > 0) {
    lines.push('# clean up: delete what the script created');
    for (const variable of ids.values())
      lines.push(
        `${curlCommand(baseUrl, { method: 'DELETE', path: `/v1/jobs/${marker(variable)}`, headers: { 'X-API-Key': keys.main } }, secrets())} -o /dev/null`,
      );
  }
  return lines.join('\n');
}
