// Production entry: load the configuration, build the app (migrate + seed), listen, and say where
// and with which demonstration accounts. Ctrl-C / SIGTERM close the server and the database cleanly.
import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { loadConfig } from './core/config';
import { SEED_ACCOUNTS } from './core/db/seedData';

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig(process.env);
  const built = await buildApp(config);
  await built.app.listen({ port: config.port, host: config.host });
  const coldStartMs = Math.round(performance.now() - started);

  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const lines = [
    `${config.platformName} 已启动：http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`,
    `数据库：${built.dialect === 'postgres' ? 'PostgreSQL' : `SQLite（${config.dataDir}）`}${built.seeded ? '，已写入演示数据' : ''}`,
    `冷启动耗时（迁移 + 种子数据 + 监听）：${coldStartMs} ms`,
    '演示账号：',
    ...Object.values(SEED_ACCOUNTS).map((a) => `  ${a.loginName.padEnd(9)} 密码 ${a.password.padEnd(14)} ${a.nickName}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    process.stdout.write(`收到 ${signal}，正在关闭…\n`);
    built.close().then(
      () => process.exit(0),
      (err) => {
        process.stderr.write(`关闭失败：${String(err)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  process.stderr.write(`启动失败：${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
  process.exit(1);
});
