// register.mjs — `node --import ./register.mjs server.mjs ...` installs the
// resolution hook that maps "cloudflare:workers" to workers-shim.mjs.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
