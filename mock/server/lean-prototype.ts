// Lean stand-ins for web objects in the Node adapter (node-request.ts, lean-response.ts): an object whose
// prototype is the web type's, so `instanceof` holds and every member is there, but which answers the
// members its builder names from plain data, and builds the full object only for a caller that reads any
// other member. @hono/node-server's adapter does the same for its requests and responses.

/** Where a lean object keeps the full one, once built. */
export const full = Symbol('full');

export interface Lean<T> {
  [full]?: T;
}

/**
 * A prototype for lean objects of `type`: `own` members as given, and every other member of
 * `type.prototype` forwarded to the full object that `build` makes on first use.
 */
export function leanPrototype<T extends object>(
  type: { prototype: T },
  own: PropertyDescriptorMap,
  // biome-ignore lint/suspicious/noExplicitAny: each prototype names its own lean shape; this helper serves all of them
  build: (lean: any) => T,
): object {
  const real = (lean: Lean<T>): T => (lean[full] ??= build(lean));
  const members: PropertyDescriptorMap = {};
  for (const key of Reflect.ownKeys(type.prototype)) {
    if (key === 'constructor' || (typeof key === 'string' && key in own)) continue;
    const given = Reflect.getOwnPropertyDescriptor(type.prototype, key)!;
    const method = given.value as (...args: unknown[]) => unknown;
    if (given.get)
      members[key] = {
        configurable: true,
        get: function (this: Lean<T>) {
          return Reflect.get(real(this), key);
        },
      };
    else if (typeof given.value === 'function')
      members[key] = {
        configurable: true,
        writable: true,
        value: function (this: Lean<T>, ...args: unknown[]) {
          return Reflect.apply(method, real(this), args);
        },
      };
    else members[key] = given;
  }
  return Object.create(type.prototype, { ...members, ...own });
}
