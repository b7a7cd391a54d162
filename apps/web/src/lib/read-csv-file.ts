/** The server accepts up to 2,000,000 characters of CSV. */
export const MAX_CSV_BYTES = 2_000_000;

/**
 * A CSV file as text: UTF-8 when it is valid UTF-8, otherwise Windows-1252, the encoding Excel
 * uses for "CSV" in Portuguese (accents would otherwise come out as '�').
 */
export const readCsvFile = async (file: File): Promise<string> => {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
};
