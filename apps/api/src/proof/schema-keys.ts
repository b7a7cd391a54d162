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

/** The keys of a zod object schema (through refine, intersections, pipes, optional and unions). */
export const objectKeys = (schema: unknown): string[] => {
  const def = defOf(schema);
  if (!def) return [];
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape ?? {});
    case 'intersection':
      return [...objectKeys(def.left), ...objectKeys(def.right)];
    case 'pipe':
      return objectKeys(def.in);
    case 'optional':
    case 'nullable':
    case 'default':
      return objectKeys(def.innerType);
    case 'union':
      return (def.options ?? []).flatMap(objectKeys);
    default:
      return [];
  }
};
