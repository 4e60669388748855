// The S3-compatible object store direct uploads go to when configured (issue 17 item 10): S3_*
// from the environment. Unset (no S3_BUCKET): uploads stay in the server's own store under
// DATA_DIR. Set but incomplete or malformed: start-up fails, naming the variable.

export interface S3Config {
  /** http(s)://host[:port] of the S3 API, no path (e.g. https://s3.eu-central-1.amazonaws.com). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addresses (endpoint/bucket/key) instead of virtual-hosted (bucket.endpoint/key); MinIO and most doubles need it. */
  forcePathStyle: boolean;
  /** Where the stored objects are read publicly (a CDN); default: the bucket's own address. */
  publicUrl: string;
}

type Env = Record<string, string | undefined>;

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`配置 ${name} 缺失（设置了 S3_BUCKET 时必须提供）`);
  return value;
}

function origin(env: Env, name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`配置 ${name} 必须是 http(s) 地址，当前值：${raw}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) throw new Error(`配置 ${name} 必须是不带账号、查询参数的 http(s) 地址，当前值：${raw}`);
  return raw.replace(/\/+$/, '');
}

export function loadS3Config(env: Env): S3Config | null {
  if (!env.S3_BUCKET?.trim()) return null;
  const endpoint = origin(env, 'S3_ENDPOINT', required(env, 'S3_ENDPOINT'));
  if (new URL(endpoint).pathname !== '/') throw new Error(`配置 S3_ENDPOINT 不能带路径，当前值：${endpoint}`);
  const bucket = required(env, 'S3_BUCKET');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`配置 S3_BUCKET 不是合法的存储桶名称：${bucket}`);
  const pathStyleRaw = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  if (pathStyleRaw && !['1', 'true', '0', 'false'].includes(pathStyleRaw)) throw new Error(`配置 S3_FORCE_PATH_STYLE 只能是 true 或 false，当前值：${env.S3_FORCE_PATH_STYLE}`);
  const forcePathStyle = pathStyleRaw ? pathStyleRaw === '1' || pathStyleRaw === 'true' : false;
  const base = new URL(endpoint);
  const bucketUrl = forcePathStyle ? `${endpoint}/${bucket}` : `${base.protocol}//${bucket}.${base.host}`;
  const publicRaw = env.S3_PUBLIC_URL?.trim();
  return {
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    bucket,
    accessKeyId: required(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY'),
    forcePathStyle,
    publicUrl: publicRaw ? origin(env, 'S3_PUBLIC_URL', publicRaw) : bucketUrl,
  };
}
