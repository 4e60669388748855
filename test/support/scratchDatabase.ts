// A throw-away PostgreSQL database on the server an admin connection string names: the server
// tests give each test server one, the bench one per run. `drop` removes it, connections and all.
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** One statement on the admin connection (its own client: CREATE/DROP DATABASE cannot share a transaction). */
export async function adminRun<R = unknown>(admin: string, statement: string): Promise<R[]> {
  // Loaded on use: SQLite runs never need the driver.
  const { Client } = await import('pg');
  const client = new Client({ connectionString: admin });
  await client.connect();
  try {
    return (await client.query(statement)).rows as R[];
  } finally {
    await client.end();
  }
}

/** A new database `name`, empty or (given `template`) a copy of that database. */
export async function createScratchDatabase(admin: string, name: string, template?: string): Promise<ScratchDatabase> {
  const drop = async () => {
    await adminRun(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  await drop();
  await adminRun(admin, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop };
}
