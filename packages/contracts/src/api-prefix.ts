/**
 * Where every API route lives. Its own module: browsers need the prefix, not the route table of
 * api-routes.ts, which would otherwise come along with it.
 */
export const API_PREFIX = '/api/v1';
