import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * `zodResolver` for a form whose held values differ in type from the schema's input: selects
 * hold strings that the contracts' schemas coerce (`z.coerce.number()` has input `unknown`), and
 * one form may switch between a create and an edit schema. The schema still validates every value
 * at run time; only the static input type is widened to the form's.
 */
export const formResolver = <V extends FieldValues, O>(schema: z.ZodType<O, FieldValues>): Resolver<V, unknown, O> =>
  zodResolver(schema) as unknown as Resolver<V, unknown, O>;
