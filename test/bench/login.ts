// The login throttle under a flood (BENCH_ONLY=login, and part of the full run): 600 wrong
// passwords for admin sent at once from one address, then 200 tries with the right one at
// position 150, against the real server over HTTP at OWASP's scrypt cost. What is printed is how
// many guesses the server actually evaluated (answered 账号或密码错误) next to the limit, how many
// it refused without running the KDF (429), and whether any token was issued.
import http from 'node:http';
import { PAIR_LIMIT } from '../../server/core/services/loginThrottle';
import { pad, serve, stop } from './run';

interface Answer {
  status: number;
  token: boolean;
}

function post(port: number, agent: http.Agent, body: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request({
      host: '127.0.0.1', port, agent, method: 'POST', path: '/api/app/site-admin-api/admin/login',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    }, (response) => {
      let text = '';
      response.on('data', (d) => (text += d));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, token: /"token":"[0-9a-f]{64}"/.test(text) }));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

export async function reportLogin(): Promise<void> {
  const server = await serve('console');
  // Fewer sockets than the per-address connection limit: the rest queue in the agent, all "at once".
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  try {
    const started = performance.now();
    const guesses = await Promise.all(Array.from({ length: 600 }, (_, i) => post(server.port, agent, { account: 'admin', password: `guess-${i}` })));
    const floodMs = performance.now() - started;
    const evaluated = guesses.filter((a) => a.status === 400).length;
    const refused = guesses.filter((a) => a.status === 429).length;
    // A second attacker address is not available over loopback: the same address tries the right password among 200.
    const tries = await Promise.all(Array.from({ length: 200 }, (_, i) => post(server.port, agent, { account: 'admin', password: i === 149 ? 'Admin@2026' : `again-${i}` })));
    console.log('\nLogin throttle under a flood (one address, scrypt N = 2^17)');
    console.log(`  ${pad('600 parallel wrong passwords', 40)}evaluated ${evaluated} (limit ${PAIR_LIMIT}), refused without the KDF ${refused}, other ${600 - evaluated - refused}; ${(floodMs / 1000).toFixed(1)} s in all`);
    console.log(`  ${pad('200 parallel, right one 150th', 40)}tokens issued ${tries.filter((a) => a.token).length} (target 0), answered 429: ${tries.filter((a) => a.status === 429).length}`);
    console.log(`  target: at most the limit evaluated under 600 parallel guesses`);
  } finally {
    agent.destroy();
    await stop(server);
  }
}
