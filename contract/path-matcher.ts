// Matches a path to a template of the spec and a method to its operation. No match: 404; a known
// path with another method: 405 with the methods it has (RFC 9110 §15.5.6).

/** What the matcher needs of an operation: its upper-case method and its path template. */
export interface Routable {
  readonly method: string;
  readonly path: string;
}

export type RouteMatch<Op extends Routable = Routable> =
  | { kind: 'operation'; operation: Op; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: string[] }
  | { kind: 'not-found' };

/** A template segment: a literal to compare, or the name of the parameter it binds (read once, at start-up). */
type Segment = { literal: string } | { param: string };

interface Route<Op> {
  readonly segments: readonly Segment[];
  readonly byMethod: Map<string, Op>;
}

const segmentOf = (text: string): Segment => {
  const name = /^\{(.+)\}$/.exec(text)?.[1];
  return name === undefined ? { literal: text } : { param: name };
};

export interface PathMatcher<Op extends Routable = Routable> {
  /** `pathname` is the path alone, without a query string; `method` is upper-case. */
  match(method: string, pathname: string): RouteMatch<Op>;
  /** The methods a path supports, for preflights and `Allow`; empty when the path is unknown. */
  allowed(pathname: string): string[];
  /** The spec's path templates (`/v1/jobs/{job_id}`), for the 404's near-miss guess. */
  readonly templates: readonly string[];
}

function split(pathname: string): string[] | undefined {
  try {
    return pathname
      .split('/')
      .slice(1)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined; // a malformed %-escape names no resource
  }
}

export function createPathMatcher<Op extends Routable>(operations: readonly Op[]): PathMatcher<Op> {
  const routes = new Map<string, Route<Op>>();
  for (const operation of operations) {
    const route = routes.get(operation.path) ?? {
      segments: operation.path.split('/').slice(1).map(segmentOf),
      byMethod: new Map(),
    };
    route.byMethod.set(operation.method, operation);
    routes.set(operation.path, route);
  }
  // Literal segments first, so `/v1/jobs/x` never shadows a more specific template.
  const ordered = [...routes.values()].sort((a, b) => countParams(a) - countParams(b));

  function find(pathname: string): { route: Route<Op>; params: Record<string, string> } | undefined {
    const parts = split(pathname);
    if (!parts) return undefined;
    for (const route of ordered) {
      if (route.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const ok = route.segments.every((segment, i) => {
        const part = parts[i]!;
        if ('literal' in segment) return segment.literal === part;
        params[segment.param] = part;
        return part.length > 0;
      });
      if (ok) return { route, params };
    }
    return undefined;
  }

  return {
    templates: [...routes.keys()],
    match(method, pathname) {
      const found = find(pathname);
      if (!found) return { kind: 'not-found' };
      const operation = found.route.byMethod.get(method);
      if (!operation) return { kind: 'method-not-allowed', allow: [...found.route.byMethod.keys()] };
      return { kind: 'operation', operation, params: found.params };
    },
    allowed(pathname) {
      const found = find(pathname);
      return found ? [...found.route.byMethod.keys()] : [];
    },
  };
}

function countParams(route: Route<unknown>): number {
  return route.segments.filter((s) => 'param' in s).length;
}
