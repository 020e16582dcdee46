// sandbox-next.mjs — stand-in for the Sandbox Durable Object of
// @cloudflare/sandbox 0.13.0-next, behind the next bridge's routes
// (files, lifecycle, processes, terminals).
//
// As sandbox-v1.mjs: one object per container UUID handed out by the real
// WarmPool, its sandbox in sbxd named by the UUID's bytes in base32. File
// reads and writes behave as in the 0.12 runtime (the next runtime streams
// files the same way: container.mjs).
//
// Processes (the next runtime's process resources, rebuilt from its
// source's observable rules): exec(argv, {cwd, env, timeout}) launches argv
// directly (no shell) and returns a descriptor {id, pid, capability}; the
// SDK's own process object (createSandboxProcess) calls the capability:
//   status()            {id, pid, command, cwd, startedAt, state: running |
//                       exited (+exit {code, signal?, timedOut}, endedAt)}
//   openLogs({since, replay = true, follow = false})
//                       a pull subscription (next/cancel) over the process's
//                       sequenced byte log: {type: stdout|stderr, cursor,
//                       timestamp, data: bytes} then {type: terminal, state:
//                       exited, cursor, timestamp, exit}; cursors are
//                       base64url("v1.<base64url(store id)>.<sequence>"), an
//                       invalid one is refused ("Invalid byte log cursor")
//   kill(signal = 15)   signals the process; a no-op once it exited
// Output bytes are kept as they are (this generation moves bytes, not text).
// The pid is the process's pid in its sandbox (a wrapper records it).
// Not here: terminals (create fails with a message saying so; none listed),
// port watches, bucket mounts.
import { randomUUID } from 'node:crypto';
import { Container, DISABLE_SESSION_TOKEN, q } from './container.mjs';
import { sbxdIdFor } from './sandbox-v1.mjs';

const unsupported = (what) => () => Promise.reject(new Error(`${what} is not available in the sbxfs bridge harness`));

const b64url = (s) => Buffer.from(s).toString('base64url');

class ByteLog {
  constructor(storeId) {
    this.storeId = storeId;
    this.events = []; // sequence i+1 at index i
    this.subscribers = new Set();
    this.closed = false;
  }
  cursor(seq) {
    return b64url(`v1.${b64url(this.storeId)}.${seq}`);
  }
  parse(cursor) {
    const bad = () => new Error('Invalid byte log cursor');
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw bad();
    const text = Buffer.from(cursor, 'base64url').toString();
    if (b64url(text) !== cursor) throw bad();
    const m = /^v1\.([A-Za-z0-9_-]+)\.([0-9]+)$/.exec(text);
    if (!m || m[1] !== b64url(this.storeId)) throw bad();
    const seq = Number(m[2]);
    if (seq > this.events.length) throw bad();
    return seq;
  }
  push(event) {
    const seq = this.events.length + 1;
    const e = { ...event, cursor: this.cursor(seq), timestamp: new Date().toISOString() };
    this.events.push(e);
    for (const s of this.subscribers) s.wake();
    return e;
  }
  append(type, data) {
    this.push({ type, data: new Uint8Array(data) });
  }
  close(exit) {
    this.closed = true;
    this.push({ type: 'terminal', state: 'exited', exit });
  }
  subscribe({ since, replay, follow } = {}) {
    const after = since ? this.parse(since) : 0;
    let next = (replay ?? true) ? after + 1 : this.events.length + 1;
    const end = (follow ?? false) && !this.closed ? Infinity : this.events.length;
    const log = this;
    let wake = () => {};
    const sub = { wake: () => wake() };
    this.subscribers.add(sub);
    return {
      async next() {
        for (;;) {
          if (next > end) break;
          if (next <= log.events.length) {
            const e = log.events[next - 1];
            next++;
            if (e.type === 'terminal' && end === Infinity) next = Infinity;
            return { done: false, value: e };
          }
          if (log.closed) break;
          await new Promise((resolve) => {
            wake = resolve;
          });
        }
        log.subscribers.delete(sub);
        return { done: true, value: undefined };
      },
      async cancel() {
        log.subscribers.delete(sub);
        next = Infinity;
        wake();
      },
      [Symbol.dispose]() {
        this.cancel();
      }
    };
  }
}

class SandboxProcess {
  constructor(owner, argv, options) {
    this.owner = owner;
    this.id = `proc-${randomUUID()}`;
    this.command = [...argv];
    this.cwd = options.cwd ?? '/workspace';
    this.env = options.env ?? {};
    this.timeout = options.timeout;
    this.startedAt = new Date().toISOString();
    this.state = 'running';
    this.pid = 0;
    this.log = new ByteLog(this.id);
    this.capability = {
      status: async () => this.status(),
      openLogs: async (opts) => this.log.subscribe(opts ?? {}),
      kill: async (signal) => this.kill(signal ?? 15),
      openPortWatch: unsupported('port watches')
    };
  }

  async start() {
    const sbxd = this.owner.sbxd;
    const sid = this.owner.container.id;
    const assigns = [];
    for (const [k, v] of Object.entries(this.env)) assigns.push(`${k}=${v}`);
    // The wrapper's first line of output is its pid (exec keeps it): no
    // helper process in the sandbox asks for it. (One did, with `cat` of a
    // pid file, polled: under load a `ps` run by the mount at the same time
    // listed those helpers as the sandbox's processes.)
    const argv = [
      'bash',
      '-c',
      'printf "%s\\n" "$$"; cd -- "$1" || exit 1; shift; exec env -- "$@"',
      'bash',
      this.cwd,
      ...assigns,
      ...this.command
    ];
    const t0 = Date.now();
    const events = sbxd.exec(sid, argv, { timeoutMs: this.timeout });
    const first = events.next(); // sends the request
    let gotPid;
    const pidKnown = new Promise((res) => (gotPid = res));
    let head = Buffer.alloc(0); // stdout until the pid's newline
    this.done = (async () => {
      let code = -1;
      let timedOut = false;
      try {
        for (let r = await first; !r.done; r = await events.next()) {
          const e = r.value;
          if (e.type === 'stdout' && head !== null) {
            head = Buffer.concat([head, e.bytes]);
            const nl = head.indexOf(10);
            if (nl < 0) continue;
            const pid = head.subarray(0, nl).toString();
            if (/^[0-9]+$/.test(pid)) this.pid = Number(pid);
            gotPid();
            const rest = head.subarray(nl + 1);
            head = null;
            if (rest.length) this.log.append('stdout', rest);
            continue;
          }
          if (e.type === 'stdout' || e.type === 'stderr') {
            const s = e.bytes.toString();
            if (this.timeout !== undefined && e.type === 'stderr' && s === `Command timed out after ${this.timeout}ms\n`) {
              timedOut = true; // sbxd's note; the next runtime reports it in exit.timedOut
              continue;
            }
            this.log.append(e.type, e.bytes);
          } else if (e.type === 'exit') code = e.code;
          else this.log.append('stderr', Buffer.from(`${e.message}\n`));
        }
      } catch (err) {
        this.log.append('stderr', Buffer.from(`${err.message}\n`));
      }
      if (head !== null && head.length) this.log.append('stdout', head);
      if (this.timeout !== undefined && Date.now() - t0 >= this.timeout && code === 124) timedOut = true;
      this.exit = code > 128 && !timedOut ? { code, signal: code - 128, timedOut } : { code, timedOut };
      this.state = 'exited';
      this.endedAt = new Date().toISOString();
      this.log.close(this.exit);
      gotPid();
    })();
    await pidKnown;
  }

  status() {
    const base = { id: this.id, pid: this.pid, command: this.command, cwd: this.cwd, startedAt: this.startedAt };
    if (this.state === 'running') return { ...base, state: 'running' };
    return { ...base, state: 'exited', exit: { ...this.exit }, endedAt: this.endedAt };
  }

  async kill(signal) {
    if (this.state !== 'running' || !this.pid) return;
    const r = await this.owner.sbxd.run(this.owner.container.id, `kill -${Number(signal)} -- ${this.pid}`);
    if (r.code !== 0 && this.state === 'running') throw new Error(r.stderr.toString().trim() || 'Failed to kill process');
  }

  descriptor() {
    return { id: this.id, pid: this.pid, capability: this.capability };
  }
}

export class SandboxNext {
  constructor(ctx, env, sbxd, name) {
    this.ctx = ctx;
    this.env = env;
    this.name = name;
    this.sbxd = sbxd;
    this.container = new Container(sbxd, sbxdIdFor(name));
    this.status = 'stopped';
    this.processes = new Map();
  }

  async configure() {}
  async setSandboxName() {}
  async renewActivityTimeout() {}

  async startAndWaitForPorts() {
    await this.sbxd.running(this.container.id);
    this.status = 'healthy';
  }

  async getState() {
    return { status: this.status, lastChange: Date.now() };
  }

  async isRuntimeActive() {
    return this.status === 'healthy';
  }

  async stop() {
    await this.destroy();
  }

  async destroy() {
    this.container.reset();
    this.processes.clear();
    this.status = 'stopped';
    await this.sbxd.destroy(this.container.id);
  }

  // ---- processes ----
  async exec(argv, options = {}) {
    if (!Array.isArray(argv) || argv.length === 0) throw new Error('command must be a non-empty argv array');
    const p = new SandboxProcess(this, argv, options);
    this.processes.set(p.id, p);
    await p.start();
    return p.descriptor();
  }

  async getProcess(id) {
    const p = this.processes.get(id);
    return p ? p.descriptor() : null;
  }

  async listProcesses() {
    return [...this.processes.values()].map((p) => p.status());
  }

  // ---- files ----
  async readFileStream(path) {
    return this.container.readStream(path, DISABLE_SESSION_TOKEN);
  }

  async writeFile(path, content, options = {}) {
    await this.container.write(path, content, options.encoding, DISABLE_SESSION_TOKEN);
    return { success: true, path, timestamp: new Date().toISOString() };
  }

  async createWorkspaceArchive({ root = '/workspace', excludes = [] } = {}) {
    const path = `/tmp/sandbox-archive-${randomUUID()}.tar`;
    const ex = excludes.map((e) => `--exclude ${q(`./${e.replace(/^\.\//, '')}`)}`).join(' ');
    const r = await this.sbxd.run(this.container.id, `tar cf ${q(path)} ${ex} -C ${q(root)} .`);
    if (r.code !== 0) throw new Error(`tar failed (exit ${r.code}): ${r.stderr.toString()}`);
    return path;
  }

  async extractWorkspaceArchive({ root = '/workspace', archivePath }) {
    const r = await this.sbxd.run(this.container.id, `mkdir -p ${q(root)} && tar xf ${q(archivePath)} -C ${q(root)}`);
    if (r.code !== 0) throw new Error(`tar extract failed (exit ${r.code}): ${r.stderr.toString()}`);
  }

  async cleanupWorkspaceArchive(path) {
    await this.sbxd.run(this.container.id, 'rm -f -- "$1"', [path]);
  }

  // ---- tunnels ----
  async callTunnels(method, args) {
    if (method === 'get') return this.sbxd.tunnelGet(this.container.id, args[0], args[1]);
    if (method === 'destroy') {
      const port = typeof args[0] === 'object' && args[0] ? args[0].port : args[0];
      return this.sbxd.tunnelDestroy(this.container.id, port);
    }
    throw new Error(`tunnels.${method} is not available in the sbxfs bridge harness`);
  }

  // ---- not here ----
  createTerminal = unsupported('terminals');
  async getTerminal() {
    return null;
  }
  async listTerminals() {
    return [];
  }
  mountBucket = unsupported('mountBucket');
  unmountBucket = unsupported('unmountBucket');
  cleanupMountDirectory = unsupported('cleanupMountDirectory');
}
