// The database's row types, generated from supabase/migrations (`npm run gen:db-types`) into the server's
// source, where its build can read them too (docs/decisions/0020-generated-database-types.md). The app's door.
export {
  ColumnValues,
  type Database,
  type FunctionReturns,
  type Json,
  type Tables,
  type TablesInsert,
  type TablesUpdate,
} from '@advisory/site/database-types';
