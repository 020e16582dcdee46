// container.mjs — what Cloudflare's sandbox container runtime does at the
// boundary the bridge sees, rebuilt on top of sbxd.
//
// In Cloudflare's deployment the Sandbox Durable Object forwards each call
// over HTTP to a runtime inside the container (cloudflare/sandbox-sdk,
// packages/sandbox-container). What comes back shapes what a bridge client
// receives, so this module reproduces, from reading that runtime's source
// (0.12.x), the observable rules — never its code:
//
// Commands (the streaming execute the bridge uses)
//  - sessionless: `bash -c COMMAND` in /workspace (or the given cwd); each
//    stream's bytes go through one streaming UTF-8 TextDecoder, so invalid
//    bytes become U+FFFD, a leading BOM is dropped, NUL bytes survive;
//  - in a session: a background subshell of the session's shell (the state
//    given at session creation applies; `cd`/`export` do not carry to the
//    next command); its output is relabelled line by line by bash `read`,
//    so NUL bytes vanish, every line ends with "\n" (also a last line that
//    had none) and each line is decoded as UTF-8 on its own;
//  - the streaming route passes no timeout to the runtime: timeouts are
//    ignored there (the non-streaming one kills at the deadline, exit 124);
//  - an empty command (after trimming) is refused: "Invalid command: empty
//    command provided".
// Sessions: created explicitly (an existing id: "Session 'ID' already
// exists") or implicitly by the first command or file call naming them
// (cwd /workspace); deleting an unknown one: "Session 'ID' not found".
// Files
//  - read (SSE: metadata, chunks of 65535 bytes, complete): a missing path
//    or a directory (Bun's exists() is false for both) gives one `error`
//    event — the bridge has already answered 200 then, so the client sees
//    an aborted body; the MIME type comes from the extension (Bun's table,
//    approximated with mime-db) or, for unknown extensions, from
//    `file --mime-type -b` run in the sandbox; text types are sent as UTF-8
//    text decoded with a TextDecoder (invalid bytes -> U+FFFD, BOM dropped),
//    everything else as base64 (byte-exact);
//  - write: base64 content checked against [A-Za-z0-9+/=]*, written in place
//    (Bun.write: truncate, create missing parent directories).
// Where sbxd cannot do what the container does, it is done through exec:
// files outside /workspace (persist/hydrate use /tmp) and names no URL can
// carry to sbxd are read with base64 through exec and written through a
// hidden temp file in /workspace that is then copied over the target.
import { randomUUID } from 'node:crypto';
import mime from 'mime-types';
import { SbxdError, urlPath } from './sbxd.mjs';

export const DISABLE_SESSION_TOKEN = '__DISABLE_SESSION__';

// The runtime's list of application/* types that count as text (plus
// text/*, +json and +xml).
const TEXT_MIME_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/json',
  'application/json-seq',
  'application/rtf',
  'application/sql',
  'application/toml',
  'application/typescript',
  'application/x-empty',
  'application/x-httpd-php',
  'application/x-javascript',
  'application/x-sh',
  'application/x-shellscript',
  'application/x-typescript',
  'application/x-yaml',
  'application/xml',
  'application/xml-dtd',
  'application/xml-external-parsed-entity',
  'application/yaml',
  'inode/x-empty'
]);

const READ_CHUNK = 65535;

export function isBinaryMime(type) {
  const t = type.split(';')[0].trim().toLowerCase();
  const sub = t.split('/')[1] ?? '';
  return !(t.startsWith('text/') || TEXT_MIME_TYPES.has(t) || sub.endsWith('+json') || sub.endsWith('+xml'));
}

export function q(s) {
  return `'${String(s).replace(/'/g, `'\\''`)}'`;
}

function validatePath(path) {
  const errors = [];
  if (!path || typeof path !== 'string') errors.push('Path must be a non-empty string');
  else {
    if (path.includes('\0')) errors.push('Path contains null bytes');
    if (path.length > 4096) errors.push('Path too long (max 4096 characters)');
  }
  return errors.length ? `Invalid path format for '${path}': ${errors.join(', ')}` : null;
}

function normalize(p) {
  const parts = [];
  for (const seg of p.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') parts.pop();
    else parts.push(seg);
  }
  return `/${parts.join('/')}`;
}

const VALID_ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

// Output of one stream, turned into the strings the runtime would send.
class Sessionless {
  constructor() {
    this.dec = new TextDecoder();
  }
  push(bytes) {
    const s = this.dec.decode(bytes, { stream: true });
    return s ? [s] : [];
  }
  end() {
    const s = this.dec.decode();
    return s ? [s] : [];
  }
}

class LineLabelled {
  constructor() {
    this.rest = Buffer.alloc(0);
  }
  static line(bytes, partial) {
    const kept = Buffer.from(bytes.filter((b) => b !== 0)); // bash read drops NUL
    if (partial && kept.length === 0) return null; // `read` false and "$line" empty
    return `${new TextDecoder('utf-8', { ignoreBOM: true }).decode(kept)}\n`;
  }
  push(bytes) {
    const out = [];
    let buf = this.rest.length ? Buffer.concat([this.rest, bytes]) : Buffer.from(bytes);
    let nl;
    while ((nl = buf.indexOf(0x0a)) >= 0) {
      out.push(LineLabelled.line(buf.subarray(0, nl), false));
      buf = buf.subarray(nl + 1);
    }
    this.rest = Buffer.from(buf);
    return out;
  }
  end() {
    const s = this.rest.length ? LineLabelled.line(this.rest, true) : null;
    this.rest = Buffer.alloc(0);
    return s ? [s] : [];
  }
}

function sse(obj) {
  return new TextEncoder().encode(`data: ${JSON.stringify(obj)}\n\n`);
}

// A ReadableStream pulling from an async iterator (ReadableStream.from is
// newer than some Node 20s and Debian's Node 18).
function streamOf(iterable) {
  const it = iterable[Symbol.asyncIterator]();
  return new ReadableStream({
    async pull(c) {
      const r = await it.next();
      if (r.done) c.close();
      else c.enqueue(r.value);
    },
    async cancel() {
      await it.return?.();
    }
  });
}

function errorStream(message) {
  return new ReadableStream({
    start(c) {
      c.enqueue(sse({ type: 'error', error: message }));
      c.close();
    }
  });
}

export class Container {
  constructor(sbxd, id) {
    this.sbxd = sbxd; // client of the sbxd that runs this container's sandbox
    this.id = id; // that sandbox's id in sbxd
    this.sessions = new Map(); // id -> {cwd, env}
  }

  reset() {
    this.sessions.clear();
  }

  // ---- sessions ---------------------------------------------------------------

  async createSession({ id, env, cwd }) {
    if (this.sessions.has(id)) throw new Error(`Session '${id}' already exists`);
    const dir = cwd || '/workspace';
    const st = await this.sbxd.lstat(this.id, dir).catch(() => null);
    if (dir.startsWith('/workspace') && (!st || (st.mode & 0o170000) !== 0o040000)) {
      throw new Error(`Failed to create session '${id}': ENOENT: no such file or directory, posix_spawn '/bin/bash'`);
    }
    this.sessions.set(id, { cwd: dir, env: { ...(env || {}) } });
  }

  async deleteSession(id) {
    if (!this.sessions.has(id)) throw new Error(`Session '${id}' not found`);
    this.sessions.delete(id);
    return { success: true, sessionId: id, timestamp: new Date().toISOString() };
  }

  session(id, cwd) {
    let s = this.sessions.get(id);
    if (!s) {
      s = { cwd: cwd || '/workspace', env: {} };
      this.sessions.set(id, s);
    }
    return s;
  }

  // ---- commands -----------------------------------------------------------------

  // Yields the runtime's events: {type:'start'}, {type:'stdout'|'stderr',
  // data}, then {type:'complete', exitCode} or {type:'error', data}.
  // Throws (as the runtime's HTTP error answer would) when it cannot start.
  async *execStream(command, token, { cwd, env } = {}) {
    if (!command || command.trim() === '') throw new Error('Invalid command: empty command provided');
    let script = '';
    let labelled;
    if (token === DISABLE_SESSION_TOKEN) {
      labelled = false;
      if (cwd) {
        const st = await this.sbxd.lstat(this.id, cwd).catch(() => null);
        if (cwd.startsWith('/workspace') && (!st || (st.mode & 0o170000) !== 0o040000)) {
          throw new Error(
            `Failed to execute streaming command '${command}' in sessionless execution: ENOENT: no such file or directory, posix_spawn '/bin/bash'`
          );
        }
        script += `cd -- ${q(cwd)} || exit 1\n`;
      }
      for (const [k, v] of Object.entries(env || {})) {
        if (typeof v === 'string' && VALID_ENV_NAME.test(k)) script += `export ${k}=${q(v)}\n`;
      }
    } else {
      labelled = true;
      const s = this.session(token, cwd);
      script += `cd -- ${q(s.cwd)} 2>/dev/null\n`;
      for (const [k, v] of Object.entries({ ...s.env, ...(env || {}) })) {
        if (typeof v === 'string' && VALID_ENV_NAME.test(k)) script += `export ${k}=${q(v)}\n`;
      }
      if (cwd) {
        script += `cd -- ${q(cwd)} 2>/dev/null || { printf '%s\\n' ${q(`Failed to change directory to ${q(cwd)}`)} >&2; exit 1; }\n`;
      }
    }
    script += command;
    const streams = labelled
      ? { stdout: new LineLabelled(), stderr: new LineLabelled() }
      : { stdout: new Sessionless(), stderr: new Sessionless() };
    yield { type: 'start', command };
    try {
      for await (const e of this.sbxd.exec(this.id, ['bash', '-c', script])) {
        if (e.type === 'stdout' || e.type === 'stderr') {
          for (const data of streams[e.type].push(e.bytes)) yield { type: e.type, data };
        } else if (e.type === 'exit') {
          for (const t of ['stdout', 'stderr']) for (const data of streams[t].end()) yield { type: t, data };
          yield { type: 'complete', exitCode: e.code };
          return;
        } else {
          yield { type: 'error', data: e.message };
          return;
        }
      }
    } catch (err) {
      yield { type: 'error', data: err.message };
    }
  }

  // The non-streaming execute: collected output; the timeout applies.
  async execute(command, token, { cwd, env, timeoutMs } = {}) {
    if (timeoutMs === undefined || token !== DISABLE_SESSION_TOKEN) {
      let stdout = '';
      let stderr = '';
      for await (const e of this.execStream(command, token, { cwd, env })) {
        if (e.type === 'stdout') stdout += e.data;
        else if (e.type === 'stderr') stderr += e.data;
        else if (e.type === 'complete') return { exitCode: e.exitCode, stdout, stderr };
        else if (e.type === 'error') throw new Error(e.data);
      }
      throw new Error('Stream ended without completion event');
    }
    const out = [];
    const err = [];
    let code = -1;
    let script = cwd ? `cd -- ${q(cwd)} || exit 1\n${command}` : command;
    for await (const e of this.sbxd.exec(this.id, ['bash', '-c', script], { timeoutMs })) {
      if (e.type === 'stdout') out.push(e.bytes);
      else if (e.type === 'stderr') err.push(e.bytes);
      else if (e.type === 'exit') code = e.code;
      else throw new Error(e.message);
    }
    return { exitCode: code, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString() };
  }

  // ---- files ----------------------------------------------------------------------

  absolute(path, token) {
    if (path.startsWith('/')) return normalize(path);
    const base = token === DISABLE_SESSION_TOKEN ? '/workspace' : this.session(token).cwd;
    return normalize(`${base}/${path}`);
  }

  // Where sbxd's file routes can carry the path: its URL form, else null.
  route(abs) {
    return abs.startsWith('/workspace/') ? urlPath(abs) : null;
  }

  async mimeType(abs) {
    const t = mime.lookup(abs) || 'application/octet-stream';
    if (t !== 'application/octet-stream') return t;
    try {
      const r = await this.sbxd.run(this.id, 'file --mime-type -b "$1"', [abs]);
      if (r.code === 0) return r.stdout.toString().trim();
    } catch {
      // keep octet-stream, as the runtime does when `file` fails
    }
    return t;
  }

  // The runtime's read stream (SSE bytes), consumed by the SDK's streamFile.
  async readStream(path, token) {
    const bad = validatePath(path);
    if (bad) return errorStream(bad);
    if (token !== DISABLE_SESSION_TOKEN) this.session(token);
    const abs = this.absolute(path, token);
    let size;
    let body; // async iterable of byte chunks
    const enc = this.route(abs);
    if (enc !== null) {
      const res = await this.sbxd.fileGet(this.id, enc);
      if (res.status !== 200) {
        let msg = `File not found: ${abs}`;
        if (res.status !== 404) {
          try {
            const j = await res.json();
            // sbxd refuses what the container (root, no containment) would read
            if (j.code !== 'workspace_read_not_found') msg = `Failed to get file metadata for '${abs}': ${j.error}`;
          } catch {
            // keep "not found"
          }
        } else await res.arrayBuffer();
        return errorStream(msg);
      }
      size = Number(res.headers.get('content-length'));
      body = res.body;
    } else {
      const r = await this.sbxd.run(this.id, '[ -f "$1" ] || exit 3; base64 -w0 -- "$1"', [abs]);
      if (r.code === 3) return errorStream(`File not found: ${abs}`);
      if (r.code !== 0) return errorStream(`Failed to get file metadata for '${abs}': ${r.stderr.toString().trim()}`);
      const bytes = Buffer.from(r.stdout.toString(), 'base64');
      size = bytes.length;
      body = [bytes];
    }
    const mimeType = await this.mimeType(abs);
    const binary = isBinaryMime(mimeType);
    async function* frames() {
      yield sse({ type: 'metadata', mimeType, size, isBinary: binary, encoding: binary ? 'base64' : 'utf-8' });
      const dec = new TextDecoder();
      let carry = Buffer.alloc(0);
      let total = 0;
      const emit = (slice, stream) =>
        sse({ type: 'chunk', data: binary ? Buffer.from(slice).toString('base64') : dec.decode(slice, { stream }) });
      for await (const chunk of body) {
        let all = carry.length ? Buffer.concat([carry, chunk]) : Buffer.from(chunk);
        let off = 0;
        while (off + READ_CHUNK <= all.length) {
          yield emit(all.subarray(off, off + READ_CHUNK), true);
          total += READ_CHUNK;
          off += READ_CHUNK;
        }
        carry = Buffer.from(all.subarray(off));
      }
      if (carry.length) {
        yield emit(carry, false);
        total += carry.length;
      }
      if (!binary) {
        const rest = dec.decode();
        if (rest) yield sse({ type: 'chunk', data: rest });
      }
      yield sse({ type: 'complete', bytesRead: total });
    }
    return streamOf(frames());
  }

  async write(path, content, encoding, token) {
    const bad = validatePath(path);
    if (bad) throw new Error(bad);
    const b64 = encoding === 'base64';
    if (b64 && !/^[A-Za-z0-9+/=]*$/.test(content)) {
      throw new Error(`Invalid base64 content for '${path}': must contain only A-Z, a-z, 0-9, +, /, =`);
    }
    if (token !== DISABLE_SESSION_TOKEN) this.session(token);
    const abs = this.absolute(path, token);
    const bytes = b64 ? Buffer.from(content, 'base64') : Buffer.from(String(content), 'utf-8');
    try {
      const enc = this.route(abs);
      if (enc !== null) {
        await this.sbxd.filePut(this.id, enc, bytes);
        return;
      }
      const tmp = `/workspace/.sbx-bridge-harness-${randomUUID()}`;
      await this.sbxd.filePut(this.id, urlPath(tmp), bytes);
      const r = await this.sbxd.run(
        this.id,
        'mkdir -p -- "$(dirname -- "$2")" && cat -- "$1" > "$2"; rc=$?; rm -f -- "$1"; exit $rc',
        [tmp, abs]
      );
      if (r.code !== 0) throw new SbxdError(r.stderr.toString().trim() || `exit ${r.code}`, 502);
    } catch (err) {
      throw new Error(`Failed to write file '${path}': ${err.message}`);
    }
  }
}
