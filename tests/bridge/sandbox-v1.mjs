// sandbox-v1.mjs — stand-in for the Sandbox Durable Object of
// @cloudflare/sandbox 0.12.x, the object behind `getSandbox(env.Sandbox, uuid)`.
//
// The bridge's routes call the SDK's real getSandbox(), which wraps the
// namespace stub (session-token plumbing, tunnels proxy); the stub's
// methods land here. Each object is one "container": the WarmPool (the
// bridge's real class) names it by a fresh UUID, and its sandbox in sbxd is
// that UUID's 16 bytes in base32, so a destroyed sandbox id gets a new,
// empty container next time, as with Cloudflare's pool.
//
// Implemented: the calls the 0.12 bridge and WarmPool make — exec /
// execWithSessionToken (streaming callbacks onOutput/onComplete/onError,
// or a collected result), readFileStream, writeFile, createSession,
// getSession (the SDK's ExecutionSession wrapper shape), deleteSession,
// destroy, callTunnels (get/destroy), the lifecycle calls the pool makes
// (startAndWaitForPorts, getState, stop, renewActivityTimeout) and the
// configuration setters (accepted, no effect). What the harness cannot do
// (bucket mounts, terminals) fails with a message saying so.
import { Container, DISABLE_SESSION_TOKEN } from './container.mjs';

function base32(bytes) {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function sbxdIdFor(name) {
  const hex = String(name).replace(/-/g, '');
  if (/^[0-9a-f]{32}$/i.test(hex)) return base32(Buffer.from(hex, 'hex'));
  return base32(Buffer.from(String(name)));
}

const unsupported = (what) => () => Promise.reject(new Error(`${what} is not available in the sbxfs bridge harness`));

export class SandboxV1 {
  constructor(ctx, env, sbxd, name) {
    this.ctx = ctx;
    this.env = env;
    this.name = name;
    this.container = new Container(sbxd, sbxdIdFor(name));
    this.sbxd = sbxd;
    this.status = 'stopped';
    this.defaultSession = null;
  }

  // ---- configuration and lifecycle (WarmPool, getSandbox) ----
  async configure() {}
  async setSandboxName() {}
  async setSleepAfter() {}
  async setKeepAlive() {}
  async setEnvVars() {}
  async setContainerTimeouts() {}
  async setTransport() {}
  async setLabels() {}
  async renewActivityTimeout() {}

  async startAndWaitForPorts() {
    await this.sbxd.running(this.container.id);
    this.status = 'healthy';
  }

  async getState() {
    return { status: this.status, lastChange: Date.now() };
  }

  // A container that stops loses everything (files, sessions), as on Cloudflare.
  async stop() {
    await this.destroy();
  }

  async destroy() {
    this.container.reset();
    this.defaultSession = null;
    this.status = 'stopped';
    await this.sbxd.destroy(this.container.id);
  }

  // ---- commands ----
  async ensureDefaultSession() {
    if (!this.defaultSession) {
      const id = `sandbox-${this.name}`;
      await this.container.createSession({ id, cwd: '/workspace' }).catch(() => {});
      this.defaultSession = id;
    }
    return this.defaultSession;
  }

  async exec(command, options) {
    return this.execWithSession(command, await this.ensureDefaultSession(), options);
  }

  async execWithSessionToken(command, sessionId, options) {
    if (sessionId.trim().length === 0) throw new Error('sessionId must not be empty or whitespace');
    return this.execWithSession(command, sessionId, options);
  }

  async execWithSession(command, session, options = {}) {
    const start = Date.now();
    const timestamp = new Date().toISOString();
    const sessionId = session === DISABLE_SESSION_TOKEN ? undefined : session;
    try {
      if (options.signal?.aborted) throw new Error('Operation was aborted');
      let result;
      if (options.stream && options.onOutput) {
        // The streaming execute: the runtime is not told the timeout.
        let stdout = '';
        let stderr = '';
        for await (const ev of this.container.execStream(command, session, options)) {
          if (ev.type === 'stdout' || ev.type === 'stderr') {
            if (ev.data) {
              if (ev.type === 'stdout') stdout += ev.data;
              else stderr += ev.data;
              options.onOutput(ev.type, ev.data);
            }
          } else if (ev.type === 'complete') {
            const exitCode = ev.exitCode ?? 0;
            result = {
              success: exitCode === 0,
              exitCode,
              stdout,
              stderr,
              command,
              duration: Date.now() - start,
              timestamp,
              sessionId
            };
            break;
          } else if (ev.type === 'error') throw new Error(ev.data || 'Command execution failed');
        }
        if (!result) throw new Error('Stream ended without completion event');
      } else {
        const r = await this.container.execute(command, session, {
          cwd: options.cwd,
          env: options.env,
          timeoutMs: options.timeout
        });
        result = {
          success: r.exitCode === 0,
          exitCode: r.exitCode,
          stdout: r.stdout,
          stderr: r.stderr,
          command,
          duration: Date.now() - start,
          timestamp,
          sessionId
        };
      }
      if (options.onComplete) options.onComplete(result);
      return result;
    } catch (err) {
      const e = err instanceof Error ? err : new Error(String(err));
      if (options.onError) options.onError(e);
      throw e;
    }
  }

  // ---- files ----
  async resolveSession(sessionId) {
    if (sessionId !== undefined) {
      if (sessionId.trim().length === 0) throw new Error('sessionId must not be empty or whitespace');
      return sessionId;
    }
    return this.ensureDefaultSession();
  }

  async readFileStream(path, options = {}) {
    return this.container.readStream(path, await this.resolveSession(options.sessionId));
  }

  async writeFile(path, content, options = {}) {
    const session = await this.resolveSession(options.sessionId);
    if (content instanceof ReadableStream) {
      const buf = Buffer.from(await new Response(content).arrayBuffer());
      return this.container.write(path, buf.toString('base64'), 'base64', session);
    }
    await this.container.write(path, content, options.encoding, session);
    return { success: true, path, timestamp: new Date().toISOString() };
  }

  // ---- sessions ----
  async createSession(options) {
    const id = options?.id || `session-${Date.now()}`;
    if (id === DISABLE_SESSION_TOKEN) throw new Error(`Session ID '${DISABLE_SESSION_TOKEN}' is reserved for internal use`);
    const env = {};
    for (const [k, v] of Object.entries(options?.env ?? {})) if (typeof v === 'string') env[k] = v;
    await this.container.createSession({ id, env, cwd: options?.cwd });
    return this.sessionWrapper(id);
  }

  async getSession(sessionId) {
    return this.sessionWrapper(sessionId);
  }

  async deleteSession(sessionId) {
    if (this.defaultSession && sessionId === this.defaultSession) {
      throw new Error(`Cannot delete default session '${sessionId}'. Use sandbox.destroy() to terminate the sandbox.`);
    }
    return this.container.deleteSession(sessionId);
  }

  sessionWrapper(id) {
    return {
      id,
      terminal: null,
      exec: (command, options) => this.execWithSession(command, id, options),
      readFileStream: (path) => this.readFileStream(path, { sessionId: id }),
      writeFile: (path, content, options) => this.writeFile(path, content, { ...options, sessionId: id })
    };
  }

  // ---- tunnels (sandbox.tunnels.* through the SDK's proxy) ----
  async callTunnels(method, args) {
    if (method === 'get') return this.sbxd.tunnelGet(this.container.id, args[0], args[1]);
    if (method === 'destroy') {
      const port = typeof args[0] === 'object' && args[0] ? args[0].port : args[0];
      return this.sbxd.tunnelDestroy(this.container.id, port);
    }
    throw new Error(`tunnels.${method} is not available in the sbxfs bridge harness`);
  }

  // ---- not available here ----
  mountBucket = unsupported('mountBucket');
  unmountBucket = unsupported('unmountBucket');

  // terminal(): the SDK proxies the WebSocket upgrade to the container.
  async fetch() {
    return new Response(JSON.stringify({ error: 'terminals are not available in the sbxfs bridge harness' }), {
      status: 501,
      headers: { 'Content-Type': 'application/json' }
    });
  }
}
