// Cookie access behind a port, so session logic is testable without document.cookie.

export interface CookieOptions {
  domain?: string;
  path?: string;
  maxAgeSeconds?: number;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

export interface CookieStore {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'domain' | 'path'>): void;
}

export class DocumentCookieStore implements CookieStore {
  constructor(private readonly doc: Document = document) {}

  get(name: string): string | undefined {
    const prefix = `${encodeURIComponent(name)}=`;
    for (const part of this.doc.cookie.split(/;\s*/)) {
      if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
    }
    return undefined;
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    const attrs = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
    if (options.domain) attrs.push(`domain=${options.domain}`);
    if (options.maxAgeSeconds !== undefined) attrs.push(`max-age=${options.maxAgeSeconds}`);
    attrs.push(`SameSite=${options.sameSite ?? 'Lax'}`);
    if (options.secure) attrs.push('Secure');
    this.doc.cookie = attrs.join('; ');
  }

  remove(name: string, options: Pick<CookieOptions, 'domain' | 'path'> = {}): void {
    const attrs = [`${encodeURIComponent(name)}=`, `path=${options.path ?? '/'}`, 'expires=Thu, 01 Jan 1970 00:00:00 GMT', 'max-age=0'];
    if (options.domain) attrs.push(`domain=${options.domain}`);
    this.doc.cookie = attrs.join('; ');
  }
}
