/** The text fields of a guidance card as the API takes them. */
export interface OrientationFields {
  title?: string;
  description?: string;
  access_link?: string;
  show?: boolean;
}

/**
 * The request body: multipart when a banner image goes with it (`banner_path` is the file),
 * otherwise JSON.
 */
export const orientationBody = (fields: OrientationFields, banner: File | null): FormData | OrientationFields => {
  if (!banner) return fields;
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) data.append(key, String(value));
  data.append('banner_path', banner, banner.name);
  return data;
};
