// Host-dependent rules: the login address, the product's own hosts, the help-centre address.
import { helpUrlFor, isProductHost, loginUrlFor } from '../../../shared/domain';

const rules = {
  productDomains: ['.vendor.com', 'console.example.com'],
  loginUrls: { '.vendor.com': 'https://login.vendor.com/', 'console.example.com': '/login', '*': 'https://passport.example.net/login' },
  helpUrlNew: 'https://help.vendor.com/new',
  helpUrlOld: 'https://help.vendor.com/old',
};

describe('loginUrlFor', () => {
  it.each([
    ['admin.vendor.com', 'https://login.vendor.com/'],
    ['vendor.com', 'https://login.vendor.com/'],
    ['A.VENDOR.COM:8443', 'https://login.vendor.com/'],
    ['console.example.com', '/login'],
    ['other.example.com', 'https://passport.example.net/login'],
    ['notvendor.com', 'https://passport.example.net/login'],
  ])('%s → %s', (host, url) => {
    expect(loginUrlFor(host, rules)).toBe(url);
  });

  it('falls back to /login without a default', () => {
    expect(loginUrlFor('x.org', { loginUrls: {} })).toBe('/login');
  });
});

describe('isProductHost', () => {
  it.each(['admin.vendor.com', 'vendor.com', 'deep.admin.vendor.com', 'console.example.com', 'console.example.com:3000'])('%s is the product\'s', (host) => {
    expect(isProductHost(host, rules)).toBe(true);
  });

  it.each(['evilvendor.com', 'vendor.com.evil.org', 'a.console.example.com', 'example.com', 'localhost'])('%s is not', (host) => {
    expect(isProductHost(host, rules)).toBe(false);
  });
});

describe('helpUrlFor', () => {
  it('sysVersion 3 is the new site system', () => {
    expect(helpUrlFor(3, rules)).toBe(rules.helpUrlNew);
    expect(helpUrlFor('3', rules)).toBe(rules.helpUrlNew);
  });

  it.each([2, 0, undefined, '2'])('%p is the old one', (v) => {
    expect(helpUrlFor(v, rules)).toBe(rules.helpUrlOld);
  });
});
