import type { ApiRouteKey } from './api-routes';

/*
 * The path parameters of a route, read from its key at the type level, and the path filled with
 * them. No route table here: the browser's typed client imports this module alone.
 */

type ParamName<S extends string> = S extends `${infer Name}.${string}` ? Name : S;
type ParamNamesOf<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Segment}/${infer Tail}`
    ? ParamName<Segment> | ParamNamesOf<Tail>
    : ParamName<Rest>
  : never;

/** The method of a route key. */
export type ApiRouteMethod<K extends ApiRouteKey> = K extends `${infer M} ${string}` ? M : never;
/** The path (after /api/v1) of a route key, with its `:param` placeholders. */
export type ApiRoutePath<K extends ApiRouteKey> = K extends `${string} ${infer P}` ? P : never;
/** The names of a route's path parameters (`:token.ics` names `token`); never when it has none. */
export type ApiPathParamName<K extends ApiRouteKey> = ParamNamesOf<ApiRoutePath<K>>;
/** The path parameters of a route: each `:name` of its path. */
export type ApiPathParams<K extends ApiRouteKey> = { [Name in ApiPathParamName<K>]: string | number };

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** A route key split into its method and its path pattern. */
export function splitApiRouteKey(key: string): { method: string; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space), path: key.slice(space + 1) };
}

/** A path pattern with each `:name` replaced by its parameter, percent-encoded; a missing one throws before anything is sent. */
export function fillApiPath(pattern: string, params: Readonly<Record<string, string | number>> = {}): string {
  return pattern.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${pattern}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
