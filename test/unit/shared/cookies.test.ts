// §4 logout cookies and the parent domain they are also cleared on.
import { LOGOUT_COOKIES, TOKEN_COOKIE, parentDomainOf } from '../../../shared/domain';

describe('LOGOUT_COOKIES', () => {
  const byName = new Map(LOGOUT_COOKIES.map((c) => [c.name, c]));

  it('clears the admin token on the host and its parent domain', () => {
    expect(byName.get('admin_token')).toEqual({ name: 'admin_token', parentDomain: true });
  });

  it('clears a general token, a ticket, a mini-program token, the IP-check flag and the login name', () => {
    for (const name of ['token', 'ticket', 'xcx_token', 'ip_check', 'login_name']) {
      expect(byName.get(name)).toEqual({ name, parentDomain: false });
    }
  });

  it('also clears the console\'s own X-Token (host and parent domain)', () => {
    expect(TOKEN_COOKIE).toBe('X-Token');
    expect(byName.get('X-Token')).toEqual({ name: 'X-Token', parentDomain: true });
  });

  it('lists nothing else, once each', () => {
    expect(LOGOUT_COOKIES.map((c) => c.name).sort()).toEqual(['X-Token', 'admin_token', 'ip_check', 'login_name', 'ticket', 'token', 'xcx_token'].sort());
  });
});

describe('parentDomainOf', () => {
  it.each([
    ['console.example.com', 'example.com'],
    ['a.b.example.com', 'example.com'],
    ['console.example.com:8443', 'example.com'],
    ['Console.EXAMPLE.com', 'example.com'],
  ])('%s → %s', (host, parent) => {
    expect(parentDomainOf(host)).toBe(parent);
  });

  it.each(['example.com', 'localhost', 'localhost:3000', '127.0.0.1', '10.0.0.2:8080', '[::1]:3000', ''])('%p has no parent', (host) => {
    expect(parentDomainOf(host)).toBeUndefined();
  });
});
