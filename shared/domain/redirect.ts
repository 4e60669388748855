// The login page's redirect parameter accepts same-origin paths only: "/x" but never "//host",
// "/\\host", "http://…", "javascript:" or anything with control characters.

export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  for (const candidate of [value, decoded]) {
    if (!candidate.startsWith('/')) return fallback;
    if (candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
    if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return fallback;
  }
  // The router matches decoded paths without regard to case, so "/LOGIN" and "/%6Cogin" loop too.
  if (decoded.toLowerCase().startsWith('/login')) return fallback;
  return value;
}
