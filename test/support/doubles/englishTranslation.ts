// The translation API double's usual answer in the languages tests: "[en] " before each text, so a
// test reads a copy on the foreign site as the source's title with that mark.
import { answer, type Script } from './httpDouble';

export const english: Script = (res, req) => {
  const { texts } = JSON.parse(req.body) as { texts: string[] };
  answer.json({ texts: texts.map((t) => `[en] ${t}`) })(res, req, { wait: async () => undefined });
};
