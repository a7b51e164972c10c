/** Custom-field filters as SQL: containment tests on a `custom_fields` column, which its GIN index answers. */
import { sql, type SQL } from 'drizzle-orm';

/** A filter on one field: records holding any of the values (a multi-select holds them in a list). */
export type CustomFilter = { fieldId: string; values: unknown[]; multi: boolean };

export function customFilterSql(column: SQL, filters: CustomFilter[] | undefined): SQL[] {
  return (filters ?? []).map((f) => {
    const any = f.values.map((v) => sql`${column} @> ${JSON.stringify({ [f.fieldId]: f.multi ? [v] : v })}::jsonb`);
    return sql`(${sql.join(any, sql` OR `)})`;
  });
}
