// workers-shim.mjs — what the bridge and the SDK import from the Workers
// runtime module "cloudflare:workers", for Node.
//
//   DurableObject, WorkerEntrypoint  base classes keeping (ctx, env), as in
//                                    workerd; the real WarmPool class of the
//                                    bridge extends DurableObject and runs on it
//   RpcTarget                        a plain marker class (no RPC here: calls are
//                                    direct, see runtime.mjs)
//   env                              the module-level env: server.mjs fills it
//                                    with the same bindings it passes to fetch()
//   tracing                          undefined: custom spans are off, so the
//                                    bridge runs each handler unwrapped (as it
//                                    does in a Worker without tracing)
export class DurableObject {
  constructor(ctx, env) {
    this.ctx = ctx;
    this.env = env;
  }
}

export class WorkerEntrypoint {
  constructor(ctx, env) {
    this.ctx = ctx;
    this.env = env;
  }
}

export class RpcTarget {}

export const env = {};

export const tracing = undefined;
