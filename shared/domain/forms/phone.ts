// A phone item's value, with or without the area-code selector (§4 areaSelect), and its check —
// the public form page and the submission endpoint run the same function.
//
// How a value is stored: a mainland number (+86, chosen or implied) is its digits alone, exactly as
// before the selector existed, so old messages, searches and exports read the same; any other code
// is stored as "+<code> <national digits>", e.g. "+852 91234567" (E.164 with one space, the trunk
// 0 dropped), which reads as it is in the inbox, the message detail and the Excel export.
import { AREA_CODES, DEFAULT_AREA_CODE, findAreaCode, type AreaCode } from './areaCodes';
import { SUBMIT_MSG } from './messages';
import type { FormItem } from './types';

export interface PhoneParts {
  code: string;
  number: string;
}

/** A code then a space or dash: "+852 91234567", "+1-4155552671". */
const SEPARATED = /^\+(\d{1,4})[\s-]+(.*)$/;
/** A stored value with a non-mainland code: what the Excel export may write without a leading quote. */
export const AREA_PHONE_TEXT = /^\+\d{1,4} \d{6,12}$/;

/**
 * "+852 91234567" → 852 and 91234567; bare digits are a mainland number. Written together
 * ("+85291234567") the code is the listed one the digits start with (E.164 codes are prefix-free);
 * an unlisted code comes back as '' (refused by checkPhone).
 */
export function splitPhone(value: string): PhoneParts {
  const text = value.trim();
  if (!text.startsWith('+')) return { code: DEFAULT_AREA_CODE, number: text };
  const separated = SEPARATED.exec(text);
  if (separated) return { code: separated[1], number: separated[2] };
  const digits = text.slice(1);
  const known = AREA_CODES.find((a) => digits.startsWith(a.code));
  return known ? { code: known.code, number: digits.slice(known.code.length) } : { code: '', number: digits };
}

/** The value a visitor's page submits: '' while no number is typed, whatever code is chosen. */
export function joinPhone(code: string, number: string): string {
  const digits = number.trim();
  if (digits === '') return '';
  return code === DEFAULT_AREA_CODE ? digits : `+${code} ${digits}`;
}

/** The message for a number of the wrong length under a code (+86: the §5 messages). */
export function phoneLengthMessage(item: Pick<FormItem, 'title' | 'enterDigitsSelect'>, area: AreaCode): string {
  if (area.code === DEFAULT_AREA_CODE) return item.enterDigitsSelect === 'true' ? SUBMIT_MSG.phone11(item.title) : SUBMIT_MSG.phone7to11(item.title);
  return SUBMIT_MSG.phoneForArea(item.title, area.min, area.max, `${area.name} +${area.code}`);
}

/**
 * Checks a phone item's text and answers the value to store, or the message. Without the selector
 * a value is a mainland number (a "+…" value is refused by the digit rule, as it always was); with
 * it, a code outside AREA_CODES is refused.
 */
export function checkPhone(item: Pick<FormItem, 'title' | 'enterDigitsSelect' | 'areaSelect'>, text: string): string | { message: string } {
  const parts = item.areaSelect === 'true' ? splitPhone(text) : { code: DEFAULT_AREA_CODE, number: text };
  const area = findAreaCode(parts.code);
  if (!area) return { message: SUBMIT_MSG.badAreaCode(item.title) };
  const digits = parts.number.replace(/[\s-]/g, '');
  if (area.code === DEFAULT_AREA_CODE) {
    const ok = item.enterDigitsSelect === 'true' ? /^\d{11}$/.test(digits) : /^\d{7,11}$/.test(digits);
    return ok ? digits : { message: phoneLengthMessage(item, area) };
  }
  // Dialled at home many of these carry a trunk 0 (英国 07911…, 日本 090…); E.164 drops it.
  const national = digits.replace(/^0/, '');
  if (!/^\d+$/.test(national) || national.length < area.min || national.length > area.max) return { message: phoneLengthMessage(item, area) };
  return `+${area.code} ${national}`;
}
