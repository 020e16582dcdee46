// hooks.mjs — Node module-resolution hook (registered by register.mjs).
//
// - The bridge and the SDK import the Workers runtime module
//   "cloudflare:workers"; under Node it resolves to workers-shim.mjs, our
//   small stand-in for the parts they use.
// - @cloudflare/containers is published with extension-less relative
//   imports ('./lib/container'), which bundlers and workerd's module loader
//   accept and Node's ESM loader does not: such an import that Node cannot
//   find is retried with ".js", then "/index.js".
const shim = new URL('./workers-shim.mjs', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'cloudflare:workers') return { url: shim, shortCircuit: true };
  try {
    return await next(specifier, context);
  } catch (err) {
    const relative = specifier.startsWith('./') || specifier.startsWith('../');
    if (err?.code !== 'ERR_MODULE_NOT_FOUND' || !relative || /\.[cm]?js$/.test(specifier)) throw err;
    for (const suffix of ['.js', '/index.js']) {
      try {
        return await next(specifier + suffix, context);
      } catch {
        // try the next form
      }
    }
    throw err;
  }
}
