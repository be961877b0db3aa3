import { listFunctions, type ExtendedRoute } from '@netlify/zip-it-and-ship-it';

/**
 * The site's functions as Netlify reads them (their `config`, parsed by zip-it-and-ship-it, which builds
 * them for Netlify and for the emulation): which paths are theirs, and which functions are scheduled.
 */
export interface SiteFunctions {
  /** One address of each function that has paths of its own (placeholders and wildcards filled in), to warm it up. */
  warmUpPaths: string[];
  /** Whether a path belongs to the functions: one of their `config.path`, or Netlify's own `/.netlify/`. */
  isFunctionPath(pathname: string): boolean;
  /**
   * Whether a path is a scheduled function's address (`/.netlify/functions/<name>`). Netlify runs those on
   * their schedule (or "Run now" in its UI) and serves no URL for them in a deploy; the emulation would run
   * one for anyone who asks.
   */
  isScheduledFunctionPath(pathname: string): boolean;
}

/** A function's default address, as the emulation matches it (`/.netlify/builders/` being the old name). */
const DEFAULT_ADDRESS = /^\/\.netlify\/(?:functions|builders)\/([^/]+)/;

/** Lists the functions of a directory once, at start-up, as a deploy would find them. */
export async function siteFunctions(directory: string): Promise<SiteFunctions> {
  const functions = await listFunctions([directory], { parseISC: true });
  const routes = functions.flatMap((f) => f.routes ?? []);
  const scheduled = new Set(functions.filter((f) => f.schedule).map((f) => f.name));
  return {
    warmUpPaths: functions.flatMap((f) => (f.routes?.length ? [f.routes[0].pattern.replace(/:[^/]+|\*/g, '0')] : [])),
    isFunctionPath: (pathname) => pathname.startsWith('/.netlify/') || routes.some((route) => routeMatches(route, pathname)),
    isScheduledFunctionPath: (pathname) => scheduled.has(DEFAULT_ADDRESS.exec(pathname)?.[1] ?? ''),
  };
}

/** Whether a route matches a path, as the emulation and Netlify match them: any case, a final slash ignored. */
function routeMatches(route: ExtendedRoute, pathname: string): boolean {
  const path = (pathname !== '/' && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname).toLowerCase();
  return 'literal' in route ? path === route.literal : new RegExp(route.expression).test(path);
}
