// The README's "Testing a service via DI" example, verbatim, so the README stays true.
import { createTestKernel } from '../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../kernel/tokens';

it('signs the user out on 401: tells why, clears the §4 cookies, goes to login', async () => {
  const kernel = createTestKernel(); // host console.example.com
  kernel.cookies.set('X-Token', 'abc');
  kernel.transport.reply('GET', 'account/getAccountInfo', null, 401, '登录已失效，请重新登录');

  await expect(kernel.get(TOKENS.session).loadAccount()).rejects.toThrow('登录已失效');
  expect(kernel.notifier.errors()).toEqual(['登录已失效，请重新登录']);
  expect(kernel.cookies.get('X-Token')).toBeUndefined();
  expect(kernel.navigator.visits.at(-1)?.path).toBe('/login?redirect=%2FzhHome%2Findex');
});
