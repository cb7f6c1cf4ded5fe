-- GIN twins of FerretDB's indexes, for FerretDB 1.24 on PostgreSQL (the long simulation runs).
--
-- FerretDB pushes an equality filter down to PostgreSQL as `_jsonb -> 'field' @> 'value'`, and
-- creates each MongoDB index as a btree on `(_jsonb -> 'field')`. A btree cannot answer `@>`, so
-- every lookup, by _id included, reads the whole table. This trigger gives each field of each
-- index FerretDB creates a GIN index on the same expression, which answers `@>`: the lookups the
-- services' declared indexes serve on MongoDB are then served by an index here too. Measured on
-- 20,000 rows: 0.05 ms instead of a sequential scan.
--
-- Two planner settings for this database make PostgreSQL use the twins:
-- - FerretDB sends its queries as prepared statements with the field name as a parameter
--   (`_jsonb -> $1 @> $2`), whose generic plan cannot use an index on `_jsonb -> '_id'`: custom
--   plans only, so the field is known when the plan is made.
-- - The documents live mostly out of line (TOAST), which the planner's costs do not count: it
--   took a sequential scan of 1,000 subscriptions (13-22 ms idle, over 100 ms under the
--   simulation's load, reading 3,100 buffers) over the index (0.3 ms). With sequential scans
--   priced out, a filter an index can answer is answered by it; the others still scan.
--
-- Idempotent: psql -v ON_ERROR_STOP=1 -d <database> -f postgres-gin-twins.sql
DO $do$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET plan_cache_mode = force_custom_plan', current_database());
  EXECUTE format('ALTER DATABASE %I SET enable_seqscan = off', current_database());
END;
$do$;

CREATE OR REPLACE FUNCTION coffee_gin_twins() RETURNS event_trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  command record;
  expression text;
  field text;
  twin text;
  position int;
BEGIN
  FOR command IN
    SELECT c.objid, i.indrelid, i.indnkeyatts, am.amname
    FROM pg_event_trigger_ddl_commands() c
    JOIN pg_index i ON i.indexrelid = c.objid
    JOIN pg_class ic ON ic.oid = c.objid
    JOIN pg_am am ON am.oid = ic.relam
    WHERE c.command_tag = 'CREATE INDEX'
  LOOP
    -- The twins themselves (and any other GIN index) are left alone.
    CONTINUE WHEN command.amname <> 'btree';
    FOR position IN 1..command.indnkeyatts LOOP
      expression := pg_get_indexdef(command.objid, position, true);
      field := substring(expression FROM '^\(?_jsonb -> ''([^'']+)''::text\)?$');
      CONTINUE WHEN field IS NULL;
      twin := left(md5(command.indrelid::regclass::text || '/' || field), 20) || '_gin';
      EXECUTE format(
        'CREATE INDEX IF NOT EXISTS %I ON %s USING gin ((_jsonb -> %L))',
        twin, command.indrelid::regclass, field
      );
    END LOOP;
  END LOOP;
END;
$fn$;

DROP EVENT TRIGGER IF EXISTS coffee_gin_twins;
CREATE EVENT TRIGGER coffee_gin_twins ON ddl_command_end
  WHEN TAG IN ('CREATE INDEX')
  EXECUTE FUNCTION coffee_gin_twins();
