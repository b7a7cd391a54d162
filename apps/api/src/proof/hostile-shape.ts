// What a route takes, read off its zod schemas and the proofs' own request for it: the params of
// its path, the keys of its query and body, and which body fields are files.
import type { CollectedRoute } from './proof-app.ts';
import type { ProofRequest } from './route-requests.ts';
import { objectKeys } from './schema-keys.ts';

const FILE_FIELDS = ['logo_image', 'cover_image', 'banner_path', 'certificate', 'profile_picture'];

export interface Shape {
  route: CollectedRoute;
  params: string[];
  baseParams: string[];
  baseQuery: string;
  queryKeys: string[];
  bodyKeys: string[];
  fileFields: string[];
  hasBody: boolean;
}

export const shapeOf = (route: CollectedRoute, base: ProofRequest): Shape => {
  const params = [...route.url.matchAll(/:([a-z_]+)|\*/gi)].map((m) => m[1] ?? '*');
  const pattern = new RegExp(
    `^${route.url
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:[a-z_]+/gi, '([^/?]+)')
      .replace('*', '([^?]*)')}(?:\\?.*)?$`,
    'i',
  );
  const [path, query = ''] = base.url.split(/\?(.*)/s);
  const baseParams = (pattern.exec(base.url) ?? []).slice(1);
  if (baseParams.length !== params.length)
    throw new Error(`cannot read the params of ${base.url} as ${route.url} (${path})`);
  const bodyKeys = objectKeys(route.schema?.body);
  return {
    route,
    params,
    baseParams,
    baseQuery: query,
    queryKeys: objectKeys(route.schema?.querystring),
    bodyKeys,
    fileFields: bodyKeys.filter((k) => FILE_FIELDS.includes(k)),
    hasBody: base.method !== 'GET',
  };
};
