import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database';
import { runOnDatabase } from './sql-session';
import { sortByDependencies, tablesInForeignKeyOrder } from './table-order';

const graph = (edges: Record<string, string[]>) =>
  new Map(Object.entries(edges).map(([table, targets]) => [table, new Set(targets)]));

describe('sortByDependencies', () => {
  it('puts each table after the tables it refers to, alphabetically among equals', () => {
    expect(
      sortByDependencies(
        graph({ documents: ['cases', 'users'], cases: ['users'], users: [], audit: [] }),
      ),
    ).toEqual(['audit', 'users', 'cases', 'documents']);
  });

  it('refuses a cycle, a table referring to itself among them, by name', () => {
    expect(() => sortByDependencies(graph({ a: ['b'], b: ['a'], c: [] }))).toThrow(
      'These tables refer to each other in a cycle and cannot be copied in order: a, b.',
    );
    expect(() => sortByDependencies(graph({ replies: ['replies'] }))).toThrow('replies');
  });
});

describe('tablesInForeignKeyOrder on the migrated schema', () => {
  it('lists every table of the schema once, after the tables its foreign keys point at', async () => {
    const database = await createTestDatabase();
    try {
      const run = runOnDatabase(database.db);
      const tables = await tablesInForeignKeyOrder(run);
      const [{ n }] = (await run(
        `select count(*)::int as n from pg_tables where schemaname = 'public'`,
      )) as [{ n: number }];
      expect(tables).toHaveLength(n);
      const position = new Map(tables.map((table, index) => [table.name, index]));
      const references = await run(
        `select conrelid::regclass::text as child, confrelid::regclass::text as parent
           from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
      );
      expect(references.length).toBeGreaterThan(0);
      for (const { child, parent } of references) {
        // A table pointing at itself is ordered row by row instead (selfReferences).
        if (child === parent) continue;
        expect(position.get(String(parent))!, `${String(child)} → ${String(parent)}`).toBeLessThan(
          position.get(String(child))!,
        );
      }
      const articles = tables.find((table) => table.name === 'articles')!;
      expect(articles.selfReferences).toEqual(['translation_of']);
      const legalCases = tables.find((table) => table.name === 'legal_cases')!;
      expect(legalCases.primaryKey).toEqual(['id']);
      // Generated columns are the target's to compute, never copied.
      expect(legalCases.insertableColumns).not.toContain('search_vector');
    } finally {
      await database.close();
    }
  });
});
