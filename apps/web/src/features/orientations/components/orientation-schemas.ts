/** The guidance card form's zod schemas (docs/spec/05-validation.md#orientation), loaded with its page only. */
import { z } from 'zod';
import { configureZodLocale, createOrientationSchema, orientationMessages } from '@portal/contracts';

configureZodLocale();

const textFields = createOrientationSchema.pick({ title: true, description: true, access_link: true });

/** Edit: 'O campo "Título" não pode ser vazio!' and the like; the banner may stay as it is. */
export const editOrientationFormSchema = textFields.extend({ banner: z.instanceof(File).nullable() });

/** Create: the banner is required too ('O campo "Banner" não pode ser vazio!'). */
export const createOrientationFormSchema = textFields.extend({
  banner: z
    .instanceof(File, { error: orientationMessages.bannerRequired })
    .nullable()
    .refine((file) => file !== null, {
      error: orientationMessages.bannerRequired,
    }),
});

export interface OrientationFormValues {
  title: string;
  description: string;
  access_link: string;
  banner: File | null;
}

export type OrientationFormOutput = z.output<typeof editOrientationFormSchema>;

/** Form fields by the API field that 422 answers name. */
export const ORIENTATION_FIELD_BY_API = {
  title: 'title',
  description: 'description',
  access_link: 'access_link',
  banner_path: 'banner',
} as const satisfies Record<string, keyof OrientationFormValues>;
