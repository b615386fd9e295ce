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
        // The full object's own method, not the one of the class seen when this prototype was made: a test
        // environment may have replaced the global class since (one did in `npm test`), and a method of one
        // class cannot read another's private fields.
        value: function (this: Lean<T>, ...args: unknown[]) {
          const target = real(this);
          return Reflect.apply(Reflect.get(target, key) as (...args: unknown[]) => unknown, target, args);
        },
      };
    else members[key] = given;
  }
  return Object.create(type.prototype, { ...members, ...own });
}
