// No change to the schema. Applying it marks the start at which a database seeded before the demo
// pictures existed gets them: the content module's upgrade seed for this migration gives the
// untouched seeded albums and articles their photos (seedPictures.ts).
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<any>): Promise<void> {}
