import type { Handler } from './http';

/**
 * Who may call a method of a route, as its wrapper says: anyone (`public`), a signed-in person
 * (`signedIn`), a person signed in to "My data" (`personSignedIn`), a signed-in admin (`adminOnly`), an admin also while they must still set up the second
 * factor the setting requires (their own factors' routes), the admin for the admin's kinds of upload only
 * (`admin-uploads`), Netlify's signed deploy notifications (`netlify-signed`).
 */
export type Access = 'public' | 'signed-in' | 'person' | 'admin' | 'admin-enrolling' | 'admin-uploads' | 'netlify-signed';

/** What the API's map says of one method of a route. */
export interface MethodFacts {
  access: Access;
  /** Kept by the CDN (`cdnCached`). */
  cdn: boolean;
  /** Taken from any origin (`route` refuses cross-site writes; this one is answered before it). */
  anyOrigin: boolean;
}

const PUBLIC: MethodFacts = { access: 'public', cdn: false, anyOrigin: false };
const methodFacts = new WeakMap<Handler, MethodFacts>();
const routeFacts = new WeakMap<Handler, Record<string, MethodFacts>>();

/** The handler, recorded with these facts added to those of the handler it wraps (`from`), if any. */
export function marked<H extends Handler>(handler: H, facts: Partial<MethodFacts>, from?: Handler): H {
  methodFacts.set(handler, { ...(from ? factsOf(from) : PUBLIC), ...facts });
  return handler;
}

/** What a method's handler was recorded with: public unless a wrapper said otherwise. */
export function factsOf(handler: Handler): MethodFacts {
  return methodFacts.get(handler) ?? PUBLIC;
}

/** Records a route's methods (by `route`, or by a handler wrapping a whole route, from the route it wraps). */
export function recordRoute<H extends Handler>(handler: H, methods: Record<string, MethodFacts> | Handler): H {
  routeFacts.set(handler, typeof methods === 'function' ? methodsOf(methods) : methods);
  return handler;
}

/** A route's methods and their facts; a handler that is no recorded route has none to show, which is a defect. */
export function methodsOf(handler: Handler): Record<string, MethodFacts> {
  const methods = routeFacts.get(handler);
  if (!methods) throw new Error('A route handler not made by route() (or recorded with recordRoute)');
  return methods;
}

/** The API's map, one line per method of each path: `GET /api/jobs public cdn`. */
export function routeMap(routes: Record<string, Handler>): string[] {
  return Object.entries(routes).flatMap(([path, handler]) =>
    Object.entries(methodsOf(handler)).map(([method, { access, cdn, anyOrigin }]) =>
      [method, path, access, cdn && 'cdn', anyOrigin && 'any-origin'].filter(Boolean).join(' '),
    ),
  );
}
