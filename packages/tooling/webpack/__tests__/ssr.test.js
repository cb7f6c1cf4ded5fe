const { execFile } = require('node:child_process');
const fs = require('node:fs');
const { createRequire } = require('node:module');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { createConfig, createServerConfig, SSR_SHARED } = require('../create-config');

const FIXTURE = path.join(__dirname, 'fixture');
const federation = {
  name: 'fixture',
  filename: 'remoteEntry.js',
  exposes: { './page': './src/page.tsx' },
};
const client = (mode) =>
  createConfig({ dir: FIXTURE, federation, kind: 'remote', title: 'Fixture', port: 1 })(
    {},
    { mode },
  );
const server = (mode, provideShared = false) =>
  createServerConfig({ dir: FIXTURE, entry: './src/server.tsx', name: 'fixture', provideShared })(
    {},
    { mode },
  );

const swcRule = (config) => config.module.rules.find((r) => r.use?.loader === 'swc-loader');
const assetRule = (config) => config.module.rules.find((r) => r.type === 'asset/resource');
const defined = (config) =>
  config.plugins.find((p) => p instanceof webpack.DefinePlugin).definitions;
const pluginNames = (config) => config.plugins.map((p) => p.constructor.name);

describe('createServerConfig', () => {
  const saved = process.env.OUTPUT_DIR;
  afterEach(() => {
    if (saved === undefined) delete process.env.OUTPUT_DIR;
    else process.env.OUTPUT_DIR = saved;
  });

  it.each(['production', 'development'])(
    'when built in %s, then sources are compiled, resolved and defined exactly as in the client build',
    (mode) => {
      const [c, s] = [client(mode), server(mode)];
      expect(swcRule(s)).toEqual(swcRule(c));
      const [plugin, options] = swcRule(s).use.options.jsc.experimental.plugins[0];
      expect(plugin).toBe(require.resolve('@swc/plugin-styled-components'));
      expect(options).toEqual({ ssr: true, displayName: mode === 'development' });
      expect(s.resolve.conditionNames).toEqual(c.resolve.conditionNames);
      expect(s.resolve.extensions).toEqual(c.resolve.extensions);
      expect(defined(s)).toEqual(defined(c));
      expect(defined(s)['process.env.NODE_ENV']).toBe(JSON.stringify(mode));
      expect(assetRule(s).generator).toEqual({ ...assetRule(c).generator, emit: false });
      expect(s.mode).toBe(c.mode);
    },
  );

  it('when built, then it is one CommonJS file for node in <dist>/server, without federation or HTML', () => {
    process.env.OUTPUT_DIR = path.join(os.tmpdir(), 'coffee-out');
    const prod = server('production');
    expect(prod).toMatchObject({
      target: 'node',
      entry: { fixture: './src/server.tsx' },
      output: {
        path: path.join(os.tmpdir(), 'coffee-out', 'server'),
        filename: '[name].[contenthash:10].js',
        library: { type: 'commonjs2' },
        clean: true,
      },
    });
    expect(server('development').output.filename).toBe('[name].js');
    const limit = prod.plugins.find((p) => p instanceof webpack.optimize.LimitChunkCountPlugin);
    expect(limit.options.maxChunks).toBe(1);
    expect(pluginNames(prod)).not.toContain('ModuleFederationPlugin');
    expect(pluginNames(prod)).not.toContain('HtmlWebpackPlugin');
  });

  it('when the mode is not given, then NODE_ENV decides, as for the client', () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      expect(server(undefined).mode).toBe('development');
      expect(client(undefined).mode).toBe('development');
    } finally {
      process.env.NODE_ENV = before;
    }
  });

  it('when a remote is built (provideShared false), then exactly the SSR_SHARED keys are externals', async () => {
    const [externals] = server('production', false).externals;
    const external = (request) =>
      new Promise((resolve, reject) =>
        externals({ request }, (err, result) => (err ? reject(err) : resolve(result))),
      );
    for (const key of SSR_SHARED) expect(await external(key)).toBe(`commonjs ${key}`);
    for (const other of [
      'react-dom/client',
      'react/jsx-dev-runtime',
      '@coffee/platform/standalone',
      'reactx',
    ])
      expect(await external(other)).toBeUndefined();
  });

  it('when the shell is built (provideShared true), then the shared modules are bundled', () => {
    expect(server('production', true).externals).toEqual([]);
  });

  it('when the client build cleans its folder, then it keeps server/ (the server build cleans that)', () => {
    const { keep } = client('production').output.clean;
    expect(keep('server')).toBe(true);
    expect(keep('server/ssr-manifest.json')).toBe(true);
    expect(keep('servers.js')).toBe(false);
    expect(keep('main.js')).toBe(false);
  });

  it('when dir, entry, name or provideShared is missing, then it says so', () => {
    expect(() => createServerConfig({ dir: FIXTURE, entry: './x.ts', name: 'x' })).toThrow(
      /provideShared/,
    );
    expect(() => createServerConfig({ dir: FIXTURE, name: 'x', provideShared: true })).toThrow(
      /dir, entry and name/,
    );
  });
});

describe('the client and the server build of one app', () => {
  let out;
  let assets;

  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'coffee-ssr-build-'));
    // Left by an earlier build: each config must clean its own folder.
    fs.mkdirSync(path.join(out, 'server'), { recursive: true });
    fs.writeFileSync(path.join(out, 'server', 'fixture.0000000000.js'), 'stale');
    fs.writeFileSync(path.join(out, 'main.0000000000.js'), 'stale');
    const stdout = await new Promise((resolve, reject) =>
      execFile(
        process.execPath,
        [path.join(__dirname, 'build-fixture.js'), out, 'production'],
        { cwd: path.join(__dirname, '..', '..') },
        (err, so, se) => (err ? reject(new Error(`${err.message}\n${se}`)) : resolve(so)),
      ),
    );
    const [clientAssets, serverAssets] = JSON.parse(stdout);
    assets = { client: clientAssets, server: serverAssets };
  });
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  const read = (file) => fs.readFileSync(path.join(out, file), 'utf8');
  const componentIds = (code) => [...new Set(code.match(/sc-[0-9a-f]{6,}-\d+/g) ?? [])].sort();
  const manifest = () => JSON.parse(read('server/ssr-manifest.json'));

  it('then the server folder holds one bundle and the manifest that names it', () => {
    expect(fs.readdirSync(path.join(out, 'server')).filter((f) => f.endsWith('.js'))).toEqual([
      manifest().entry,
    ]);
    expect(manifest()).toEqual({
      entry: expect.stringMatching(/^fixture\.[0-9a-f]{10}\.js$/),
      integrity: expect.stringMatching(/^sha384-[A-Za-z0-9+/]{64}$/),
      shared: [...SSR_SHARED],
    });
    // The hash of the very bytes written: what the gateway checks before it runs the bundle.
    const bytes = fs.readFileSync(path.join(out, 'server', manifest().entry));
    expect(manifest().integrity).toBe(
      `sha384-${require('node:crypto').createHash('sha384').update(bytes).digest('base64')}`,
    );
    expect(assets.server).toEqual(expect.arrayContaining([manifest().entry, 'ssr-manifest.json']));
    // Both cleaned their own folder, and the client build left server/ alone.
    expect(fs.existsSync(path.join(out, 'server', 'fixture.0000000000.js'))).toBe(false);
    expect(fs.existsSync(path.join(out, 'main.0000000000.js'))).toBe(false);
  });

  it('then the styled components get the same ids in the client and in the server bundle', () => {
    const clientIds = componentIds(
      assets.client
        .filter((f) => f.endsWith('.js'))
        .map(read)
        .join('\n'),
    );
    const serverIds = componentIds(read(`server/${manifest().entry}`));
    expect(serverIds).toHaveLength(2);
    expect(clientIds).toEqual(serverIds);
  });

  it('then the server bundle loads as CommonJS with only shared modules required, and renders the client classes and asset URL', async () => {
    const required = [];
    const requireFromFixture = createRequire(path.join(FIXTURE, 'package.json'));
    const module = { exports: {} };
    const code = read(`server/${manifest().entry}`);
    // As the gateway loads a remote's bundle: its own module scope, require answered by the host.
    new Function('module', 'exports', 'require', code)(module, module.exports, (id) => {
      required.push(id);
      return requireFromFixture(id);
    });
    expect(required.length).toBeGreaterThan(0);
    for (const id of required) expect(SSR_SHARED).toContain(id);
    expect(required).toEqual(expect.arrayContaining(['react-dom/server', 'styled-components']));

    const { html, styles } = await module.exports.render();
    expect(module.exports.release).toBe('fixture@0.0.1');
    for (const id of componentIds(read(`server/${manifest().entry}`))) {
      expect(html).toContain(id);
      expect(styles).toContain(id);
    }
    const image = assets.client.find((f) => f.startsWith('assets/bean.'));
    expect(image).toMatch(/^assets\/bean\.[0-9a-f]{10}\.svg$/);
    expect(html).toContain(`src="/${image}"`);
    // The server build names the asset but does not write it again.
    expect(assets.server.some((f) => f.startsWith('assets/'))).toBe(false);
  });
});
