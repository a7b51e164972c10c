-- Rate-limit counters are written on every API-key call and every sign-in attempt. Unlogged, such a write
-- skips the WAL, so its commit does not wait for a disk flush. A crash empties the table: the windows
-- start again, which is the worst that losing a minute's counts can do. They are not replicated
-- either; only the primary counts.
ALTER TABLE "rate_limits" SET UNLOGGED;
