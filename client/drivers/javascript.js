// sbx code-context driver for JavaScript (Node.js): a persistent interpreter
// in the sandbox. Shipped by libsbx (client/contexts.c embeds this file and
// installs it as /tmp/.sbx-contexts/driver-<hash>.js through exec). Node's
// standard library only; Node 14 or later. The modes, the protocol, the exit
// statuses and the files of a context are those of python.py (read its
// header): `node driver.js daemon CTXDIR`, `node driver.js run CTXDIR CODE`.
//
// Cells run in one vm context (vm.createContext), so declarations persist:
// `let x = 41` in one cell, `x + 1` in the next gives 42. The value of the
// cell (its completion value) is printed with util.inspect unless undefined.
// A cell that uses top-level await runs as the body of an async function.
// So that its declarations still persist, its top-level statements are
// found by a small scanner (strings, templates, comments, regexps and
// brackets) and rewritten: `let/const/var x = ...` becomes `x = ...`
// (destructuring in parentheses), `function f` / `class K` become `f =
// function f` / `K = class K`, and its last statement, when it is an
// expression, is returned: its value is the cell's value. Each rewrite is
// checked by compiling it; the plain async body is the fallback.
//
// Interrupt: SIGINT (to the daemon's process group). Synchronous code is
// stopped by vm's breakOnSigint; a cell awaiting something is abandoned (its
// pending work may still run later, its output then goes to the log).
'use strict';
const fs = require('fs');
const net = require('net');
const path = require('path');
const util = require('util');
const vm = require('vm');

const EXIT_OK = 0, EXIT_ERROR = 1, EXIT_INTERRUPTED = 2, EXIT_DIED = 3, EXIT_INTERNAL = 4;
const DRIVER = __filename;
const LOG_MAX = 1 << 20;

function writeAtomic(file, data) {
  const tmp = `${file}.tmp${process.pid}`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}

const pause = new Int32Array(new SharedArrayBuffer(4));

// Writes all of data to fd (which may be non-blocking: then it waits 1 ms
// between tries).
function writeAll(fd, data) {
  const buf = Buffer.isBuffer(data) ? data : Buffer.from(data, 'utf8');
  let off = 0;
  while (off < buf.length) {
    try {
      off += fs.writeSync(fd, buf, off, buf.length - off);
    } catch (e) {
      if (e.code !== 'EAGAIN') throw e;
      Atomics.wait(pause, 0, 0, 1);
    }
  }
}

// ---- the client mode ---------------------------------------------------------

function readText(file) {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (e) {
    return null;
  }
}

function diedReason(ctx) {
  if (!fs.existsSync(ctx)) return 'the context was deleted';
  const ended = readText(path.join(ctx, 'ended'));
  if (ended === 'restarted') return 'the javascript interpreter was restarted';
  if (ended === 'deleted') return 'the context was deleted';
  const st = parseInt(readText(path.join(ctx, 'exit')), 10);
  if (Number.isNaN(st)) return 'the javascript interpreter died (reason unknown)';
  if (st > 128) {
    const name = Object.keys(require('os').constants.signals).find(
        (k) => require('os').constants.signals[k] === st - 128);
    return `the javascript interpreter was killed by ${name || `signal ${st - 128}`}`;
  }
  return `the javascript interpreter exited with status ${st}`;
}

function client(ctx, arg) {
  let src;
  if (arg.startsWith('@')) {
    src = fs.readFileSync(arg.slice(1));
    fs.unlinkSync(arg.slice(1));
  } else {
    src = Buffer.from(arg, 'base64');
  }
  const code = src.toString('utf8');
  // A signal to this process (the exec's timeout, a cancelled command)
  // interrupts the cell; the daemon ends it and we exit with its status.
  const forward = () => {
    try {
      process.kill(-parseInt(readText(path.join(ctx, 'pid')), 10), 'SIGINT');
    } catch (e) {
    }
  };
  for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(s, forward);

  let buf = '';
  let done = false;
  const sock = net.createConnection(path.join(ctx, 'sock'));
  sock.setEncoding('utf8');
  sock.on('connect', () => sock.write(JSON.stringify({code}) + '\n'));
  sock.on('error', () => {});
  sock.on('data', (d) => {
    buf += d;
    let i;
    while (!done && (i = buf.indexOf('\n')) >= 0) {
      let m;
      try {
        m = JSON.parse(buf.slice(0, i));
      } catch (e) {
        m = {}; // a line cut by an interrupt (see send() in the daemon)
      }
      buf = buf.slice(i + 1);
      if ('o' in m) writeAll(1, m.o);
      else if ('e' in m) writeAll(2, m.e);
      else if ('r' in m) writeAll(1, `[result ${m.r[0]} ${m.r[1]} ${m.r[2]} bytes]\n`);
      else if ('end' in m) {
        done = true;
        sock.destroy();
        process.exit(m.end === 'ok' ? EXIT_OK : m.end === 'error' ? EXIT_ERROR : EXIT_INTERRUPTED);
      }
    }
  });
  sock.on('close', () => {
    if (done) return;
    // No end line: the daemon is gone. Its supervisor records why.
    const deadline = Date.now() + 5000;
    const wait = () => {
      if (Date.now() < deadline && fs.existsSync(ctx) && !fs.existsSync(path.join(ctx, 'exit'))) {
        setTimeout(wait, 20);
        return;
      }
      const why = diedReason(ctx);
      try {
        if (!fs.existsSync(path.join(ctx, 'ended'))) writeAtomic(path.join(ctx, 'ended'), 'reported\n');
      } catch (e) {
      }
      writeAll(2, `sbx-context: ${why} during this cell; its state is lost, the next run starts a fresh one\n`);
      process.exit(EXIT_DIED);
    };
    wait();
  });
}

// ---- top-level await ---------------------------------------------------------

const KEYWORDS = new Set(['return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void',
  'throw', 'case', 'do', 'else', 'yield', 'await']);
const STATEMENT = /^(let|const|var|if|for|while|do|switch|try|return|throw|function|async\s+function|class|import|export|break|continue|debugger|with|label\s*:)\b/;

// [start, end) of each top-level statement of code (separators: ';' and
// line ends where JavaScript would insert a semicolon, approximately).
function topLevelStatements(code) {
  const out = [];
  const stack = [];
  const n = code.length;
  let start = 0, i = 0, prev = '', word = '';
  const cut = (end) => {
    if (code.slice(start, end).trim()) out.push([start, end]);
    start = end + 1;
  };
  const operandEnd = () => (prev === 'a' && !KEYWORDS.has(word)) || prev === ')' || prev === ']' ||
      prev === '}';
  while (i < n) {
    const c = code[i];
    const top = stack[stack.length - 1];
    if (top === '`') {
      if (c === '\\') i += 2;
      else if (c === '`') {
        stack.pop();
        prev = 'a';
        word = '';
        i++;
      } else if (c === '$' && code[i + 1] === '{') {
        stack.push('${');
        i += 2;
      } else i++;
      continue;
    }
    if (c === '\n' && stack.length === 0) {
      const rest = code.slice(i + 1).match(/^\s*(\S)/);
      const next = rest ? rest[1] : '';
      if (operandEnd() && !'.?:,=+-*/%&|^<>([`'.includes(next)) cut(i);
      i++;
      continue;
    }
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '/' && code[i + 1] === '/') {
      while (i < n && code[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && code[i + 1] === '*') {
      const e = code.indexOf('*/', i + 2);
      i = e < 0 ? n : e + 2;
      continue;
    }
    if (c === '"' || c === "'") {
      for (i++; i < n && code[i] !== c && code[i] !== '\n'; i++) if (code[i] === '\\') i++;
      i++;
      prev = 'a';
      word = '';
      continue;
    }
    if (c === '`') {
      stack.push('`');
      i++;
      continue;
    }
    if (c === '/' && !operandEnd()) { // a regular expression literal
      let cls = false;
      for (i++; i < n && code[i] !== '\n'; i++) {
        if (code[i] === '\\') i++;
        else if (code[i] === '[') cls = true;
        else if (code[i] === ']') cls = false;
        else if (code[i] === '/' && !cls) break;
      }
      for (i++; i < n && /[a-z]/.test(code[i]); i++);
      prev = 'a';
      word = '';
      continue;
    }
    if (/[A-Za-z0-9_$]/.test(c)) {
      const m = code.slice(i).match(/^[A-Za-z0-9_$]+/)[0];
      i += m.length;
      prev = 'a';
      word = m;
      continue;
    }
    if (c === '(' || c === '[' || c === '{') stack.push(c);
    else if (c === ')' || c === ']') stack.pop();
    else if (c === '}') {
      stack.pop();
    } else if (c === ';' && stack.length === 0) {
      prev = ';';
      cut(i);
      i++;
      continue;
    }
    prev = c;
    word = '';
    i++;
  }
  cut(n);
  return out;
}

// The async forms of a cell using top-level await, best first.
function asyncForms(code) {
  const stmts = topLevelStatements(code);
  let body = '', last = 0, lastExpr = null;
  stmts.forEach(([s, e], k) => {
    let t = code.slice(s, e);
    const lead = t.match(/^(\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/)[0];
    let m, stmt = t.slice(lead.length), expr = false;
    if ((m = stmt.match(/^(?:let|const|var)\s+([A-Za-z_$][\w$]*)\s*$/))) stmt = `${m[1]} = undefined`;
    else if ((m = stmt.match(/^(?:let|const|var)\s+([{[][\s\S]*)$/))) stmt = `(${m[1]}\n)`;
    else if ((m = stmt.match(/^(?:let|const|var)\s+(?=[A-Za-z_$])/))) stmt = stmt.slice(m[0].length);
    else if ((m = stmt.match(/^(async\s+)?function(\s*\*?\s*)([A-Za-z_$][\w$]*)/))) stmt = `${m[3]} = ${stmt};`;
    else if ((m = stmt.match(/^class\s+([A-Za-z_$][\w$]*)/))) stmt = `${m[1]} = ${stmt};`;
    else expr = !STATEMENT.test(stmt) && !/^[{;]/.test(stmt);
    body += code.slice(last, s) + lead;
    if (k === stmts.length - 1 && expr) lastExpr = [body.length, stmt];
    body += stmt;
    last = e;
  });
  body += code.slice(last);
  const forms = [];
  if (lastExpr) {
    const [at, stmt] = lastExpr;
    forms.push(body.slice(0, at) + `return (${stmt}\n);` + body.slice(at + stmt.length));
  }
  forms.push(body, code);
  return forms.map((b) => `(async () => {\n${b}\n})()`);
}

// ---- the daemon ----------------------------------------------------------------

class Interrupted extends Error {}

function daemon(ctx) {
  const results = path.join(ctx, 'results');
  fs.mkdirSync(results, {recursive: true});
  if (fs.existsSync('/workspace')) process.chdir('/workspace');

  let cur = null;        // {sock, alive} of the running cell's client
  let running = null;    // {reject} while a cell awaits
  let logged = 0;
  let cellNo = 0;
  let nresult = 0;

  // Messages to the client are written synchronously to the socket's
  // descriptor, not through the net.Socket stream: output must stream while
  // a synchronous cell runs (the event loop is blocked then), and an
  // interrupt terminates the cell's JavaScript wherever it is, even inside a
  // stream's bookkeeping, which would leave the stream stuck for good. A
  // line cut short there is ended by the newline the interrupt path writes
  // first; the client skips it.
  const send = (conn, obj) => {
    if (!conn || !conn.alive) return;
    try {
      writeAll(conn.fd, JSON.stringify(obj) + '\n');
    } catch (e) {
      conn.alive = false;
    }
  };
  const log = (text) => {
    const b = Buffer.from(text, 'utf8').subarray(0, LOG_MAX - logged);
    if (b.length) {
      logged += b.length;
      try {
        writeAll(2, b); // the log: the supervisor's file
      } catch (e) {
      }
    }
  };
  // Everything written to process.stdout/stderr (console.* included) goes to
  // the running cell's client, in order, on one socket; between cells to the
  // log (the daemon's original stderr).
  const route = (key) => function(chunk, encoding, cb) {
    if (typeof encoding === 'function') cb = encoding;
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (cur) send(cur, {[key]: text});
    else log(text);
    if (typeof cb === 'function') process.nextTick(cb);
    return true;
  };
  process.stdout.write = route('o');
  process.stderr.write = route('e');

  const setStatus = (status, error) => {
    try {
      if (error !== undefined) writeAtomic(path.join(ctx, 'error'), error);
      writeAtomic(path.join(ctx, 'status'), status + '\n');
    } catch (e) {
    }
  };

  const addResult = (data, ext, mime) => {
    const buf = Buffer.isBuffer(data) ? data : Buffer.from(String(data), 'utf8');
    const name = `${++nresult}.${ext}`;
    const file = path.join(results, name);
    fs.writeFileSync(file + '.tmp', buf);
    fs.renameSync(file + '.tmp', file);
    send(cur, {r: [name, mime, buf.length]});
  };
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // display(value): a Buffer holding a PNG, or a string holding an <svg>,
  // becomes a result; anything else is printed. display.png/svg/html/json/
  // markdown(value) say the type (png takes a Buffer or base64).
  const display = (...values) => {
    for (const v of values) {
      if (Buffer.isBuffer(v) && v.subarray(0, 8).equals(PNG)) addResult(v, 'png', 'image/png');
      else if (typeof v === 'string' && /^\s*<svg[\s>]/.test(v)) addResult(v, 'svg', 'image/svg+xml');
      else process.stdout.write(util.inspect(v) + '\n');
    }
  };
  display.png = (v) => addResult(Buffer.isBuffer(v) ? v : Buffer.from(String(v), 'base64'), 'png', 'image/png');
  display.svg = (v) => addResult(v, 'svg', 'image/svg+xml');
  display.html = (v) => addResult(v, 'html', 'text/html');
  display.markdown = (v) => addResult(v, 'md', 'text/markdown');
  display.json = (v) => addResult(typeof v === 'string' ? v : JSON.stringify(v), 'json', 'application/json');

  const cellRequire = require('module').createRequire(path.join(process.cwd(), '[cell]'));
  const sandbox = {console, require: cellRequire, process, Buffer, display, module: {exports: {}},
                   __dirname: process.cwd(), __filename: path.join(process.cwd(), '[cell]')};
  sandbox.exports = sandbox.module.exports;
  for (const k of ['setTimeout', 'setInterval', 'setImmediate', 'clearTimeout', 'clearInterval',
                   'clearImmediate', 'queueMicrotask', 'structuredClone', 'URL', 'URLSearchParams',
                   'TextEncoder', 'TextDecoder', 'AbortController', 'AbortSignal', 'Event', 'EventTarget',
                   'fetch', 'Headers', 'Request', 'Response', 'FormData', 'Blob', 'performance', 'crypto',
                   'atob', 'btoa', 'BroadcastChannel', 'MessageChannel']) {
    if (k in globalThis && !(k in sandbox)) sandbox[k] = globalThis[k];
  }
  const context = vm.createContext(sandbox);

  // Async errors of earlier cells must not end the interpreter.
  process.on('uncaughtException', (e) => process.stderr.write(`Uncaught ${formatError(e)}\n`));
  process.on('unhandledRejection', (e) => process.stderr.write(`Unhandled rejection: ${formatError(e)}\n`));
  process.on('SIGINT', () => {
    if (running) running.reject(new Interrupted('the cell was interrupted'));
  });

  const compile = (code, filename) => {
    try {
      return {script: new vm.Script(code, {filename}), async: false};
    } catch (e) {
      if (!e || e.name !== 'SyntaxError' || !/\bawait\b/.test(code)) throw e;
      for (const form of asyncForms(code)) {
        try {
          return {script: new vm.Script(form, {filename, lineOffset: -1}), async: true};
        } catch (e2) {
        }
      }
      throw e;
    }
  };

  const runCell = async (conn, code) => {
    cellNo++;
    nresult = 0;
    try { // a cell may have removed the directory
      fs.mkdirSync(results, {recursive: true});
      for (const f of fs.readdirSync(results)) fs.unlinkSync(path.join(results, f));
    } catch (e) {
    }
    setStatus('running');
    cur = conn;
    let status = 'ok';
    let error;
    try {
      const {script, async} = compile(code, `cell${cellNo}`);
      let value = script.runInContext(context, {breakOnSigint: true, displayErrors: false});
      if (async) {
        value = await new Promise((resolve, reject) => {
          running = {reject};
          Promise.resolve(value).then(resolve, reject);
        });
      }
      if (value !== undefined) process.stdout.write(util.inspect(value, {colors: false}) + '\n');
    } catch (e) {
      if (e instanceof Interrupted || (e && e.code === 'ERR_SCRIPT_EXECUTION_INTERRUPTED')) {
        if (conn.alive) {
          try {
            writeAll(conn.fd, '\n');
          } catch (e2) {
            conn.alive = false;
          }
        }
        status = 'interrupted';
        error = 'Interrupted';
        process.stderr.write(`Interrupted: ${e.message}\n`);
      } else {
        status = 'error';
        error = errorLine(e);
        process.stderr.write(formatError(e) + '\n');
      }
    } finally {
      running = null;
    }
    cur = null;
    setStatus(status === 'interrupted' ? 'error' : status, error);
    send(conn, {end: status});
    conn.sock.end();
  };

  const sockPath = path.join(ctx, 'sock');
  try {
    fs.unlinkSync(sockPath);
  } catch (e) {
  }
  let queue = Promise.resolve();
  const server = net.createServer((sock) => {
    const conn = {sock, fd: sock._handle.fd, alive: true};
    let buf = '';
    let started = false;
    sock.setEncoding('utf8');
    sock.on('error', () => {
      conn.alive = false;
    });
    sock.on('close', () => {
      conn.alive = false;
    });
    sock.on('data', (d) => {
      if (started) return;
      buf += d;
      const i = buf.indexOf('\n');
      if (i < 0) return;
      started = true;
      let code;
      try {
        code = JSON.parse(buf.slice(0, i)).code;
      } catch (e) {
      }
      if (typeof code !== 'string') {
        sock.destroy();
        return;
      }
      queue = queue.then(() => runCell(conn, code)).catch((e) => {
        log(`driver: ${e && e.stack}\n`);
        cur = null;
        send(conn, {end: 'error'});
        conn.sock.destroy();
      });
    });
  });
  server.listen(sockPath, () => {
    setStatus('idle');
    writeAtomic(path.join(ctx, 'pid'), `${process.pid}\n`);
  });
}

// "Name: message" of a thrown value.
function errorLine(e) {
  if (e && typeof e === 'object' && typeof e.message === 'string') {
    return `${e.name || 'Error'}: ${e.message}`.replace(/\n/g, ' ').slice(0, 1000);
  }
  return `Uncaught: ${util.inspect(e)}`.replace(/\n/g, ' ').slice(0, 1000);
}

// The stack of a thrown value without the driver's and Node's own frames.
function formatError(e) {
  if (!(e && typeof e === 'object' && typeof e.stack === 'string')) return `Uncaught ${util.inspect(e)}`;
  let stack = e.stack;
  if (!stack.includes(e.message || '\u0000')) stack = `${errorLine(e)}\n${stack}`;
  return stack.split('\n')
      .filter((l) => !/^\s+at /.test(l) || !(l.includes(DRIVER) || /\(node:|\bnode:internal|at node:/.test(l)))
      .join('\n');
}

function main() {
  const [mode, ctx, arg] = process.argv.slice(2);
  if (mode === 'daemon' && ctx && process.argv.length === 4) {
    daemon(path.resolve(ctx));
    return;
  }
  if (mode === 'run' && ctx && arg !== undefined && process.argv.length === 5) {
    try {
      client(path.resolve(ctx), arg);
    } catch (e) {
      writeAll(2, `sbx-context: driver failure: ${e && e.message}\n`);
      process.exit(EXIT_INTERNAL);
    }
    return;
  }
  writeAll(2, 'usage: driver.js daemon CTXDIR | run CTXDIR CODE\n');
  process.exit(EXIT_INTERNAL);
}

if (require.main === module) main();
else module.exports = {asyncForms, topLevelStatements};
