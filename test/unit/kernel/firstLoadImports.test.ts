// The first screens (the kernel, its shell and the home page) call only the shell's endpoints:
// the features' catalogue (API in shared/domain/api/endpoints.ts) grows with every plugin and
// would otherwise ride in the first load.
import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';

const root = join(__dirname, '../../..');
const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
/** Names imported from shared/domain (its index or its api files) that pull in the full catalogue. */
const importsFullCatalogue = (source: string): boolean =>
  [...source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'[^']*shared\/domain(?:\/api\/endpoints)?'/g)].some((m) =>
    m[1].split(',').some((name) => name.trim() === 'API'),
  );

it('no kernel or home-page file imports the features’ API catalogue', () => {
  const offenders = [...sourcesUnder(join(root, 'kernel')), ...sourcesUnder(join(root, 'plugins/home'))]
    .filter((file) => importsFullCatalogue(readFileSync(file, 'utf8')))
    .map((file) => file.slice(root.length + 1));
  expect(offenders).toEqual([]);
});

it('the check recognises such an import', () => {
  expect(importsFullCatalogue("import { API, type X } from '../../shared/domain';")).toBe(true);
  expect(importsFullCatalogue("import {\n  SHELL_API,\n  type X,\n} from '../../shared/domain';")).toBe(false);
});
