// runtime.mjs — the Durable Object machinery the bridge relies on, for Node.
//
// In a Worker, env.Sandbox and env.WarmPool are Durable Object namespaces:
// `ns.get(ns.idFromName(name))` returns an RPC stub of the one object that
// lives under that name. Here a namespace keeps one instance per name, made
// by a factory on first use, and hands out a stub: a Proxy that turns every
// method call into a Promise (as RPC does: even a synchronous throw becomes a
// rejection), answers `then` with undefined (a stub is not a thenable), and
// returns a rejecting method for names the object lacks, like workerd's
// "The RPC receiver does not implement the method" (so `if (stub.configure)`
// is true, as on a real stub). Arguments are passed by reference: no
// structured clone, functions stay functions (workerd would pass stubs).
//
// DurableObjectState (ctx) offers what the real WarmPool class uses:
// storage.get/put/delete (values cloned, as storage does), alarms
// (setAlarm/getAlarm/deleteAlarm: a timer that calls the object's alarm(),
// unref'd so it never keeps the process alive), waitUntil,
// blockConcurrencyWhile.
import { createHash } from 'node:crypto';

class DurableObjectId {
  constructor(name) {
    this.name = name;
    this.hex = createHash('sha256').update(String(name)).digest('hex');
  }
  toString() {
    return this.hex;
  }
  equals(other) {
    return other instanceof DurableObjectId && other.hex === this.hex;
  }
}

class MemStorage {
  constructor(owner) {
    this.owner = owner; // () => the object, for alarms
    this.map = new Map();
    this.alarmAt = null;
    this.alarmTimer = null;
  }
  async get(key) {
    if (Array.isArray(key)) {
      const out = new Map();
      for (const k of key) if (this.map.has(k)) out.set(k, structuredClone(this.map.get(k)));
      return out;
    }
    return this.map.has(key) ? structuredClone(this.map.get(key)) : undefined;
  }
  async put(key, value) {
    if (typeof key === 'object' && key !== null) {
      for (const [k, v] of Object.entries(key)) this.map.set(k, structuredClone(v));
      return;
    }
    this.map.set(key, structuredClone(value));
  }
  async delete(key) {
    return this.map.delete(key);
  }
  async list() {
    return new Map([...this.map].map(([k, v]) => [k, structuredClone(v)]));
  }
  async getAlarm() {
    return this.alarmAt;
  }
  async setAlarm(when) {
    const at = when instanceof Date ? when.getTime() : Number(when);
    await this.deleteAlarm();
    this.alarmAt = at;
    this.alarmTimer = setTimeout(async () => {
      this.alarmAt = null;
      this.alarmTimer = null;
      const obj = this.owner();
      if (obj && typeof obj.alarm === 'function') {
        try {
          await obj.alarm();
        } catch (err) {
          console.error('alarm failed:', err);
        }
      }
    }, Math.max(0, at - Date.now()));
    this.alarmTimer.unref();
  }
  async deleteAlarm() {
    if (this.alarmTimer) clearTimeout(this.alarmTimer);
    this.alarmTimer = null;
    this.alarmAt = null;
  }
}

class DurableObjectState {
  constructor(id, owner) {
    this.id = id;
    this.storage = new MemStorage(owner);
  }
  waitUntil(promise) {
    Promise.resolve(promise).catch((err) => console.error('waitUntil:', err));
  }
  async blockConcurrencyWhile(fn) {
    return fn();
  }
}

function rpcStub(obj) {
  return new Proxy(obj, {
    get(target, prop) {
      if (prop === 'then' || typeof prop === 'symbol') return undefined;
      const v = target[prop];
      if (typeof v === 'function') {
        return (...args) => {
          try {
            return Promise.resolve(v.apply(target, args));
          } catch (err) {
            return Promise.reject(err);
          }
        };
      }
      if (v !== undefined) return v;
      return () =>
        Promise.reject(new TypeError(`The RPC receiver does not implement the method "${String(prop)}".`));
    }
  });
}

export class DurableObjectNamespace {
  // factory(ctx, name) -> the object living under that name
  constructor(factory) {
    this.factory = factory;
    this.objects = new Map();
  }
  idFromName(name) {
    return new DurableObjectId(name);
  }
  get(id) {
    const key = id instanceof DurableObjectId ? id.name : String(id);
    let stub = this.objects.get(key);
    if (!stub) {
      let obj = null;
      const ctx = new DurableObjectState(id instanceof DurableObjectId ? id : this.idFromName(key), () => obj);
      obj = this.factory(ctx, key);
      stub = rpcStub(obj);
      this.objects.set(key, stub);
    }
    return stub;
  }
  getByName(name) {
    return this.get(this.idFromName(name));
  }
}
