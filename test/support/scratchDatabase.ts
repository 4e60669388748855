// A throw-away PostgreSQL database on the server an admin connection string names: the server
// tests give each test server one, the bench one per run. `drop` removes it, connections and all.
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(admin: string, name: string): Promise<ScratchDatabase> {
  // Loaded on use: SQLite runs never need the driver.
  const { Client } = await import('pg');
  const run = async (statement: string) => {
    const client = new Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const drop = () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await drop();
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop };
}
