// sbxd.mjs — the stand-in's client of sbxd, the backend that really runs
// the sandboxes (its HTTP API: shared/PROTOCOL.md, docs/EXTENSIONS.md).
//
// Only sessionless calls are made: the container's own state (sessions) is
// kept by container.mjs, as the real container keeps it in its runtime.
// File routes carry a path in the URL, which sbxd decodes the way the
// bridge does (decodeURI keeping "%25" and reserved escapes, like Hono's
// getPath). urlPath() encodes a path so that it decodes back to itself, and
// says when no URL can carry it; the caller then moves the bytes through
// exec instead.
import { getPath } from 'hono/utils/url';

export class SbxdError extends Error {
  constructor(message, status, code) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const KEEP = /[A-Za-z0-9\-._~!$&'()*+,;=:@/%]/;

// The URL path after ".../file/" for absolute path p, or null when the
// bridge's decoding would not give p back.
export function urlPath(p) {
  let enc = '';
  for (const ch of p.slice(1)) enc += KEEP.test(ch) ? ch : encodeURIComponent(ch);
  const prefix = '/v1/sandbox/x/file/';
  let back;
  try {
    back = getPath(new Request(`http://127.0.0.1${prefix}${enc}`));
  } catch {
    return null;
  }
  return back === prefix + p.slice(1) ? enc : null;
}

export class Sbxd {
  constructor(url, token) {
    this.url = url.replace(/\/$/, '');
    this.token = token;
  }

  headers(extra = {}) {
    return this.token ? { Authorization: `Bearer ${this.token}`, ...extra } : extra;
  }

  async fail(res, what) {
    let msg = `${what}: HTTP ${res.status}`;
    let code;
    try {
      const j = await res.json();
      if (j && j.error) msg = j.error;
      code = j && j.code;
    } catch {
      // not JSON: keep the status line
    }
    throw new SbxdError(msg, res.status, code);
  }

  // Runs argv sessionless; yields {type:'stdout'|'stderr', bytes}, then one
  // {type:'exit', code} or {type:'error', message}.
  async *exec(id, argv, { timeoutMs, signal } = {}) {
    const body = { argv };
    if (timeoutMs !== undefined) body.timeout_ms = timeoutMs;
    const res = await fetch(`${this.url}/v1/sandbox/${id}/exec`, {
      method: 'POST',
      headers: this.headers({ 'Content-Type': 'application/json' }),
      body: JSON.stringify(body),
      signal
    });
    if (res.status !== 200) await this.fail(res, 'exec');
    const dec = new TextDecoder();
    let buf = '';
    let ev = null;
    let data = [];
    let ended = false;
    for await (const chunk of res.body) {
      buf += dec.decode(chunk, { stream: true });
      let nl;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl).replace(/\r$/, '');
        buf = buf.slice(nl + 1);
        if (line === '') {
          if (ev !== null || data.length) {
            const d = data.join('\n');
            if (ev === 'stdout' || ev === 'stderr') yield { type: ev, bytes: Buffer.from(d, 'base64') };
            else if (ev === 'exit') {
              ended = true;
              yield { type: 'exit', code: JSON.parse(d).exit_code };
            } else if (ev === 'error') {
              ended = true;
              yield { type: 'error', message: JSON.parse(d).error };
            }
          }
          ev = null;
          data = [];
        } else if (line.startsWith('event:')) ev = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trim());
      }
    }
    if (!ended) yield { type: 'error', message: 'sbxd exec stream ended without an exit event' };
  }

  // Runs a bash script sessionless and collects its output.
  async run(id, script, args = []) {
    const out = [];
    const err = [];
    let code = -1;
    for await (const e of this.exec(id, ['bash', '-c', script, 'bash', ...args])) {
      if (e.type === 'stdout') out.push(e.bytes);
      else if (e.type === 'stderr') err.push(e.bytes);
      else if (e.type === 'exit') code = e.code;
      else throw new SbxdError(e.message, 502);
    }
    return { code, stdout: Buffer.concat(out), stderr: Buffer.concat(err) };
  }

  // GET of a file: the fetch Response (the caller reads or cancels the body).
  async fileGet(id, enc) {
    return fetch(`${this.url}/v1/sandbox/${id}/file/${enc}`, { headers: this.headers() });
  }

  async filePut(id, enc, bytes) {
    const res = await fetch(`${this.url}/v1/sandbox/${id}/file/${enc}`, {
      method: 'PUT',
      headers: this.headers({ 'Content-Type': 'application/octet-stream' }),
      body: bytes
    });
    if (res.status !== 200) await this.fail(res, 'write');
    await res.arrayBuffer();
  }

  // sbxd's native lstat (extension); null when the path does not exist.
  async lstat(id, path) {
    const res = await fetch(`${this.url}/v1/sandbox/${id}/fs`, {
      method: 'POST',
      headers: this.headers({ 'Content-Type': 'application/json' }),
      body: JSON.stringify({ op: 'lstat', path })
    });
    if (res.status === 409) {
      await res.arrayBuffer();
      return null;
    }
    if (res.status !== 200) await this.fail(res, 'lstat');
    return (await res.json()).stat;
  }

  async running(id) {
    const res = await fetch(`${this.url}/v1/sandbox/${id}/running`, { headers: this.headers() });
    if (res.status !== 200) await this.fail(res, 'running');
    return (await res.json()).running === true;
  }

  async destroy(id) {
    const res = await fetch(`${this.url}/v1/sandbox/${id}`, { method: 'DELETE', headers: this.headers() });
    await res.arrayBuffer();
    if (res.status !== 204 && res.status !== 200) throw new SbxdError(`destroy: HTTP ${res.status}`, res.status);
  }

  async tunnelGet(id, port, options) {
    const res = await fetch(`${this.url}/v1/sandbox/${id}/tunnel/${port}`, {
      method: 'POST',
      headers: this.headers({ 'Content-Type': 'application/json' }),
      body: options && options.name ? JSON.stringify({ name: options.name }) : ''
    });
    if (res.status !== 200) await this.fail(res, 'tunnel');
    return res.json();
  }

  async tunnelDestroy(id, port) {
    const res = await fetch(`${this.url}/v1/sandbox/${id}/tunnel/${port}`, {
      method: 'DELETE',
      headers: this.headers()
    });
    await res.arrayBuffer();
    if (res.status !== 204) await this.fail(res, 'tunnel');
  }
}
