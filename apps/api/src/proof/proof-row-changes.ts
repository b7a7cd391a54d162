// The row-change counter of the proofs: every row written anywhere (but sessions, rate limits and
// audit trails) bumps one sequence, so a refused request can be checked to have written nothing.
/** A raw SQL query on the proofs' database. */
export type ProofQuery = <T>(text: string) => Promise<T[]>;

/** Tables whose rows a refused request may legitimately add: sessions, rate limits, audit trails. */
const VOLATILE_TABLES = new Set(['auth_tokens', 'rate_limits', 'privacy_audit', 'audit_log']);

/** Installs the counter (in this test database only) and answers how to read it. */
export const installRowChangeCounter = async (query: ProofQuery) => {
  // An AFTER ROW trigger on each table. A statement that fails fires none; reading the sequence
  // costs nothing, so every refused request is checked.
  const tables = (
    await query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
    )
  )
    .map((r) => r.table_name)
    .filter((name) => !VOLATILE_TABLES.has(name));
  await query('CREATE SEQUENCE proof_row_changes');
  await query(
    "CREATE FUNCTION proof_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM nextval('proof_row_changes'); RETURN NULL; END $$",
  );
  for (const name of tables) {
    await query(
      `CREATE TRIGGER proof_row_changed AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION proof_row_changed()`,
    );
  }
  /** How many rows have been inserted, updated or deleted so far (sessions, limits and audit trails aside). */
  const rowChanges = async (): Promise<string> => {
    const [r] = await query<{ last_value: string; is_called: boolean }>(
      'SELECT last_value, is_called FROM proof_row_changes',
    );
    return r!.is_called ? String(r!.last_value) : '0';
  };
  return rowChanges;
};
