// Stored HTML as the anchor rule's tokens (shared/domain/seo/anchors.ts), read by htmlparser2 — the
// parser sanitize-html runs on, so both see the same tags. Tags keep their source text; the text
// between two tags is one token, decoded for matching and kept raw for writing back unchanged.
// The parser decodes no entities itself: with decoding on, htmlparser2 6 reports wrong source
// positions for tags that follow an entity, and the positions are what the tokens are cut by.
import { Parser } from 'htmlparser2';
import { decodeHTML } from 'entities';
import type { HtmlToken } from '../../../../shared/domain/seo/anchors';

export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let pos = 0;
  // The source between the last tag and this one is text; then the tag itself.
  const upTo = (start: number) => {
    if (start > pos) {
      const raw = html.slice(pos, start);
      tokens.push({ kind: 'text', text: decodeHTML(raw), raw });
    }
  };
  let parser: Parser;
  const tag = (make: (raw: string) => HtmlToken) => {
    const start = parser.startIndex;
    const end = (parser.endIndex ?? start) + 1;
    // A close the parser implied (void elements, unclosed ones) has no source of its own.
    if (start < pos) return;
    upTo(start);
    tokens.push(make(html.slice(start, end)));
    pos = end;
  };
  parser = new Parser({
    onopentag(name, attrs) {
      tag((raw) => ({ kind: 'open', name, attrs, raw }));
    },
    onclosetag(name) {
      const start = parser.startIndex;
      if (start < pos || !html.startsWith('</', start)) return;
      tag((raw) => ({ kind: 'close', name, raw }));
    },
    oncomment() {
      tag((raw) => ({ kind: 'other', raw }));
    },
    onprocessinginstruction() {
      tag((raw) => ({ kind: 'other', raw }));
    },
  }, { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true });
  parser.write(html);
  parser.end();
  upTo(html.length);
  return tokens;
}
