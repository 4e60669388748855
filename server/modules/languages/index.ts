// Languages (issue 17 §4–5): a Chinese site's bound foreign sites and a foreign site's language
// versions; synchronisation of content into a foreign site by the translation provider (sync rows
// with a source hash, so an edited source reads 已修改), one item at a time or as a task.
import { defineServerModule } from '../../core/modules/defineServerModule';
import { joinParts } from '../../core/modules/modulePart';
import { clonePart } from './clone/part';
import { languagesPart } from './part';
import { seedLanguages } from './seed';

const joined = joinParts([languagesPart, clonePart]);

export default defineServerModule({
  id: 'languages',
  // What is translated: content's articles, categories, albums and jobs, product's goods, forms;
  // the clone's 可视化界面 also settings' navigation and designer's decoration.
  dependsOn: ['content', 'product', 'forms', 'settings', 'designer'],
  ...joined,
  // The demo's English copies once the rows are committed and the earlier modules' afterInsert drew
  // their pictures (album photos, covers, product pictures): a copy carries the real ones, not the
  // placeholders the rows were inserted with.
  seed: { ...joined.seed, afterInsert: (db, ctx) => db.transaction().execute((trx) => seedLanguages(trx, ctx)) },
});
