// Builds the console: one small entry (kernel + installed plugin manifests) and lazy chunks for
// the shell, every plugin page, the chart library and the editor. swc keeps decorators working
// (inversify) and TerserPlugin.swcMinify keeps production builds fast.
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';
import type { ChunkGraph, Compiler, Configuration, Module } from 'webpack';

/**
 * `<link rel="preload">` in index.html for the chunks of the named lazy imports, so that what the
 * first screen certainly needs arrives beside the entry instead of one round trip after it.
 */
class PreloadChunksPlugin {
  constructor(private readonly names: string[]) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (groups) => {
        const files = new Set<string>();
        for (const name of this.names) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`PreloadChunksPlugin: no lazy chunk named "${name}"`);
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        const preloads = [...files].map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${groups.publicPath}${file}` }),
        );
        return { ...groups, headTags: [...groups.headTags, ...preloads] };
      });
    });
  }
}

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: {
      legacyDecorator: true,
      decoratorMetadata: false,
      react: { runtime: 'automatic' },
    },
    target: 'es2020',
  },
};

export default (_env: unknown, argv: { mode?: string }): Configuration => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './plugins/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      clean: true,
      // §9: chunk loading times out after 120 s.
      chunkLoadTimeout: 120000,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // react-router's package exports name only its development build (extra checks and warnings);
      // production builds take the production one it ships beside it.
      alias: production
        ? {
            'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        // antd's own package declares its modules free of side effects, the rc-component and
        // @ant-design helpers it is built from do not: without this, one import of a context from
        // @rc-component/form (antd's ContextIsolator does) brings the whole form library and its
        // validator into the shell.
        { test: /[\\/]node_modules[\\/](@rc-component[\\/]|@ant-design[\\/](colors|cssinjs|cssinjs-utils|fast-color)[\\/])/, sideEffects: false },
        { test: /\.(png|svg|jpe?g|gif|ico)$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]' } },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
      // Async chunks only: the entry stays small, pages and widgets arrive on demand.
      splitChunks: {
        chunks: 'async',
        // Fewer, larger shared chunks: every request costs a round trip on a slow line, and a
        // browser opens six connections per host over HTTP/1.1. Pieces smaller than this stay in
        // the page chunks that use them.
        minSize: 40_000,
        cacheGroups: {
          // Everything the shell (layout, header, menu) needs from node_modules, in one chunk that
          // arrives with it; pages that share some of it find it already loaded.
          shellVendor: {
            test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) =>
              /[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '') && [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === 'shell'),
            name: 'vendor-shell',
            chunks: 'async',
            priority: 20,
            enforce: true,
          },
          // Named so the bench (and anyone reading the build) can tell the heavy widgets apart.
          echarts: { test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]/, name: 'vendor-echarts', chunks: 'async', priority: 30, enforce: true },
          wangeditor: { test: /[\\/]node_modules[\\/](@wangeditor|slate|slate-history|slate-dom|snabbdom)[\\/]/, name: 'vendor-wangeditor', chunks: 'async', priority: 30, enforce: true },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      new HtmlWebpackPlugin({
        template: './kernel/shell/index.html',
        favicon: './kernel/shell/favicon.svg',
        scriptLoading: 'defer',
        minify: production,
      }),
      // A visitor without a session lands on the login form: its chunk comes with the entry.
      new PreloadChunksPlugin(['page-login']),
      // Pre-compressed copies, served by @fastify/static (preCompressed) without per-request work.
      ...(production
        ? [
            new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|css|html|svg)$/, threshold: 1024, filename: '[path][base].gz' }),
            new CompressionPlugin<zlib.BrotliOptions>({
              algorithm: 'brotliCompress',
              test: /\.(js|css|html|svg)$/,
              threshold: 1024,
              filename: '[path][base].br',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            }),
          ]
        : []),
    ],
    stats: 'errors-warnings',
  };
};
