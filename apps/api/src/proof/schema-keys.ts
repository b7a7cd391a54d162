// Walks the routes' zod schemas for the proofs: which keys a body or query takes (the fuzz suite's
// unknown and hostile keys) and where its string fields are (the maximum-size strings).
type ZodDef = {
  type?: string;
  shape?: Record<string, unknown>;
  left?: unknown;
  right?: unknown;
  in?: unknown;
  innerType?: unknown;
  options?: unknown[];
};
const defOf = (schema: unknown): ZodDef | undefined => (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

/** What a wrapper, pipe, intersection or union stands for; nothing for objects, strings and the rest. */
const innerSchemas = (def: ZodDef | undefined): unknown[] => {
  switch (def?.type) {
    case 'intersection':
      return [def.left, def.right];
    case 'pipe':
      return [def.in];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return [def.innerType];
    case 'union':
      return def.options ?? [];
    default:
      return [];
  }
};

/** The keys of a zod object schema (through refine, intersections, pipes, wrappers and unions). */
export const objectKeys = (schema: unknown): string[] => {
  const def = defOf(schema);
  return def?.type === 'object' ? Object.keys(def.shape ?? {}) : innerSchemas(def).flatMap(objectKeys);
};

/** Paths of the string fields of a zod schema, through objects and all that `objectKeys` sees through; each once. */
export const stringPaths = (schema: unknown, prefix: string[] = []): string[][] => {
  const def = defOf(schema);
  if (def?.type === 'string') return [prefix];
  const parts: Array<[unknown, string[]]> =
    def?.type === 'object'
      ? Object.entries(def.shape ?? {}).map(([key, field]) => [field, [...prefix, key]])
      : innerSchemas(def).map((inner) => [inner, prefix]);
  const seen = new Map<string, string[]>();
  for (const path of parts.flatMap(([inner, at]) => stringPaths(inner, at))) seen.set(path.join('.'), path);
  return [...seen.values()];
};
