// Server tests: 30 s per test. A harness start on PostgreSQL (create a database, migrate, seed)
// takes 1–2 s on a 2-core machine and some tests start several; the concurrency tests send
// hundreds of requests. Nothing here is a timing assertion: a slow machine must not fail a test.
jest.setTimeout(30_000);
