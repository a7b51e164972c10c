/**
 * Custom-field filters as SQL. Texts and yes/no values are tokens of the candidate's head search
 * vector (migration 0027), so candidate search asks its GIN index for them beside the words; the
 * rest (numbers, long texts) and other tables use containment tests on a `custom_fields` column,
 * which its GIN index answers.
 */
import { sql, type SQL } from 'drizzle-orm';

/** A filter on one field: records holding any of the values (a multi-select holds them in a list). */
export type CustomFilter = { fieldId: string; values: unknown[]; multi: boolean };

/** The longest text the search-vector trigger keeps as a token (`char_length` there, code points here). */
const TOKEN_MAX_CHARS = 200;

/** Whether the search-vector trigger keeps this value as the token `chr(31) cf:<field id>:<value>`. */
export const isTokenValue = (v: unknown): v is string | boolean => typeof v === 'boolean' || (typeof v === 'string' && v !== '' && [...v].length <= TOKEN_MAX_CHARS);

/** The lexeme a value of a field is kept as in the head vector. */
export const customToken = (fieldId: string, value: string | boolean) => `\x1fcf:${fieldId}:${String(value)}`;

export function customFilterSql(column: SQL, filters: CustomFilter[] | undefined): SQL[] {
  return (filters ?? []).map((f) => {
    const any = f.values.map((v) => sql`${column} @> ${JSON.stringify({ [f.fieldId]: f.multi ? [v] : v })}::jsonb`);
    return sql`(${sql.join(any, sql` OR `)})`;
  });
}
