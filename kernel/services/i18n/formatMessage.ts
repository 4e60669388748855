// Filling a translated string: {name} placeholders, and ICU-style plurals so English can say
// "1 item" and "4 items" from one key:
//
//   '{count, plural, =0 {no items} one {# item} other {# items}}'
//
// `#` in a branch is the number; a branch may hold other placeholders. The branch is chosen by
// an exact `=N` first, then by the locale's plural category (Intl.PluralRules: zh-CN has only
// `other`, en-US `one` and `other`), then `other`. Placeholders without a param stay as written.

type Params = Record<string, string | number>;

const rulesByLocale = new Map<string, Intl.PluralRules>();

function pluralRules(locale: string): Intl.PluralRules {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  return rules;
}

/** Index of the `}` closing the `{` at `open`, or -1 when the braces do not balance. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The branches of a plural body: `=0 {…} one {…} other {…}` → selector → text. */
function branchesOf(body: string): Map<string, string> | null {
  const branches = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const selector = /^\s*(=\d+|[a-z]+)\s*\{/.exec(body.slice(i));
    if (!selector) return body.slice(i).trim() === '' ? branches : null;
    const open = i + selector[0].length - 1;
    const close = closingBrace(body, open);
    if (close < 0) return null;
    branches.set(selector[1], body.slice(open + 1, close));
    i = close + 1;
  }
  return branches;
}

/** `#` of this branch (not of a plural nested in it) → the number. */
function replaceHash(text: string, value: string): string {
  let out = '';
  let depth = 0;
  for (const ch of text) {
    if (ch === '{') depth += 1;
    else if (ch === '}') depth -= 1;
    out += ch === '#' && depth === 0 ? value : ch;
  }
  return out;
}

function plural(value: string | number, body: string, params: Params, locale: string): string | null {
  const n = Number(value);
  const branches = branchesOf(body);
  if (!branches || !Number.isFinite(n)) return null;
  const chosen = branches.get(`=${n}`) ?? branches.get(pluralRules(locale).select(n)) ?? branches.get('other');
  return chosen === undefined ? null : formatMessage(replaceHash(chosen, String(value)), params, locale);
}

export function formatMessage(text: string, params: Params, locale: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const close = closingBrace(text, open);
    if (close < 0) break;
    out += text.slice(i, open);
    const inner = text.slice(open + 1, close);
    const whole = text.slice(open, close + 1);
    const simple = /^(\w+)$/.exec(inner);
    const pluralMatch = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner);
    if (simple) out += simple[1] in params ? String(params[simple[1]]) : whole;
    else if (pluralMatch && pluralMatch[1] in params) out += plural(params[pluralMatch[1]], pluralMatch[2], params, locale) ?? whole;
    else out += whole;
    i = close + 1;
  }
  return out + text.slice(i);
}
