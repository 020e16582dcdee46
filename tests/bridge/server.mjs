// server.mjs — Cloudflare's bridge Worker, run by Node in front of sbxd.
//
//   node --import ./register.mjs server.mjs --generation v1|next \
//        --listen 127.0.0.1:0 --url-file FILE
//   environment: SBXD_URL, SBXD_TOKEN (sbxd's key), SANDBOX_API_KEY (the
//   bridge's own key, checked by the bridge's middleware; empty = no auth)
//
// The Worker is the npm package's own `bridge()` (dist/bridge, a Hono app)
// with env bindings: Sandbox = a Durable Object namespace of stand-ins
// (sandbox-v1.mjs / sandbox-next.mjs) that forward to sbxd, WarmPool = a
// namespace of the package's real WarmPool class. Node's http server turns
// requests into fetch Requests (the URL parsed by the WHATWG parser, as the
// Workers runtime does) and writes the Response back; a Response body that
// errors after the status went out ends the connection without the final
// chunk, so the client sees an aborted body, as from a Worker.
import http from 'node:http';
import { writeFileSync, renameSync } from 'node:fs';
import { Readable } from 'node:stream';
import { env as moduleEnv } from './workers-shim.mjs';
import { DurableObjectNamespace } from './runtime.mjs';
import { Sbxd } from './sbxd.mjs';

function arg(name, def) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : def;
}

const generation = arg('generation', 'v1');
const listen = arg('listen', '127.0.0.1:0');
const urlFile = arg('url-file', '');
if (!process.env.SBXD_URL) {
  console.error('server.mjs: SBXD_URL is not set');
  process.exit(2);
}
const sbxd = new Sbxd(process.env.SBXD_URL, process.env.SBXD_TOKEN || '');

// The bridge's promise chains may reject after a client went away; a Worker
// logs those, it does not die.
process.on('unhandledRejection', (err) => console.error('unhandled rejection:', err));

const pkg = generation === 'next' ? 'cf-sandbox-next' : 'cf-sandbox-v1';
const standin =
  generation === 'next' ? (await import('./sandbox-next.mjs')).SandboxNext : (await import('./sandbox-v1.mjs')).SandboxV1;

const workerEnv = moduleEnv; // the same object: module-level env and fetch's env
workerEnv.SANDBOX_API_KEY = process.env.SANDBOX_API_KEY || '';
const { bridge, WarmPool } = await import(`${pkg}/bridge`);
workerEnv.Sandbox = new DurableObjectNamespace((ctx, name) => new standin(ctx, workerEnv, sbxd, name));
workerEnv.WarmPool = new DurableObjectNamespace((ctx) => new WarmPool(ctx, workerEnv));
const worker = bridge({});
const execCtx = {
  waitUntil(p) {
    Promise.resolve(p).catch((err) => console.error('waitUntil:', err));
  },
  passThroughOnException() {}
};

const [host, portStr] = listen.split(/:(?=[0-9]+$)/);
let requests = 0;
const server = http.createServer(async (req, res) => {
  const t0 = Date.now();
  const n = ++requests;
  res.on('close', () =>
    console.log(`#${n} ${req.method} ${req.url} -> ${res.statusCode}${res.writableFinished ? '' : ' (cut)'} ${Date.now() - t0} ms`)
  );
  const ac = new AbortController();
  res.on('close', () => ac.abort());
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    try {
      headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
    } catch {
      // a header fetch refuses: dropped, as a Worker never sees it either
    }
  }
  const init = { method: req.method, headers, signal: ac.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = Readable.toWeb(req);
    init.duplex = 'half';
  }
  let response;
  try {
    const url = `http://${req.headers.host || `${host}:${server.address().port}`}${req.url}`;
    response = await worker.fetch(new Request(url, init), workerEnv, execCtx);
  } catch (err) {
    console.error('worker threw:', err);
    if (!res.headersSent) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal Server Error');
    }
    return;
  }
  for (const [k, v] of response.headers) res.setHeader(k, v);
  res.writeHead(response.status);
  if (!response.body || req.method === 'HEAD') {
    res.end();
    response.body?.cancel().catch(() => {});
    return;
  }
  // A Worker's status line and headers go out as soon as it returns the
  // Response, before any of a streamed body.
  res.flushHeaders();
  const reader = response.body.getReader();
  res.on('close', () => reader.cancel().catch(() => {}));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) {
        await new Promise((resolve) => {
          res.once('drain', resolve);
          res.once('close', resolve);
        });
      }
      if (res.destroyed) break;
    }
    res.end();
  } catch (err) {
    console.error(`${req.method} ${req.url}: body aborted: ${err?.message ?? err}`);
    res.destroy();
  }
});
server.keepAliveTimeout = 60000;
server.requestTimeout = 0;
server.listen(Number(portStr), host, () => {
  const url = `http://${host}:${server.address().port}`;
  console.log(`bridge ${generation} (${pkg}) on ${url} -> sbxd ${process.env.SBXD_URL}`);
  if (urlFile) {
    writeFileSync(`${urlFile}.tmp`, `${url}\n`);
    renameSync(`${urlFile}.tmp`, urlFile);
  }
});
for (const sig of ['SIGTERM', 'SIGINT']) {
  process.on(sig, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
