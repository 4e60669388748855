// The region of a visitor's or member's IP address, from the offline ip2region library (its IPv4
// and IPv6 data files ship inside the npm package: no network, no download at run time). Used by
// the radar's beacon and the member sign-in records. The data (≈ 11 MB) is read on the first
// lookup, then every lookup is an in-memory binary search (≈ 2 µs).
import IP2Region from 'ip2region';

/** What is shown when the library does not place an address (private, reserved, malformed). */
export const UNKNOWN_REGION = '未知地区';

let library: IP2Region | null = null;
let broken = false;

function open(): IP2Region | null {
  if (library || broken) return library;
  try {
    library = new IP2Region();
  } catch {
    // A missing data file must not take a sign-in or a beacon down: every address is then unknown.
    broken = true;
  }
  return library;
}

/**
 * 中国 → province and city ("广东省深圳市"; "北京市" once, not "北京北京市"); elsewhere the country
 * ("美国"); an address the library does not place → 未知地区.
 */
export function regionOfIp(ip: string | null | undefined): string {
  if (typeof ip !== 'string' || ip.length === 0 || ip.length > 64) return UNKNOWN_REGION;
  const lib = open();
  if (!lib) return UNKNOWN_REGION;
  let found: { country: string; province: string; city: string } | null;
  try {
    found = lib.search(ip);
  } catch {
    found = null;
  }
  if (!found || !found.country) return UNKNOWN_REGION;
  if (found.country !== '中国') return found.country;
  const province = found.province;
  const city = found.city;
  if (!province) return city || found.country;
  if (!city || city.startsWith(province)) return city || province;
  return province + city;
}
