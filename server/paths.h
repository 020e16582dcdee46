/* paths.h — URL and sandbox path rules of the Sandbox Bridge API, as pure functions.
 *
 * The bridge (a Hono app on Workers) sees a request path after the WHATWG
 * URL parser removed dot segments ("." ".." and their %2e spellings), then
 * decodes it like JavaScript decodeURI with "%25" kept, then contains it to
 * /workspace lexically. These functions reproduce each step so that sbxd
 * answers every path exactly as the bridge does. No I/O, no allocation
 * beyond the returned strings; safe to call from any thread.
 */
#ifndef SBXD_PATHS_H
#define SBXD_PATHS_H

#include <stdbool.h>
#include <stddef.h>

/* Remove dot segments from a raw (still percent-encoded) URL path the way a
 * WHATWG URL parser does: "." / "%2e" segments vanish, ".." / ".%2e" /
 * "%2e." / "%2e%2e" pop the previous segment (never above the root).
 * path must start with '/'. *out is malloc'ed (caller frees). */
int paths_remove_dot_segments(const char *path, char **out);

/* Percent-decode like JS decodeURI, except that "%25" also stays literal:
 * escapes of reserved characters ; / ? : @ & = + $ , # and of '%' are kept
 * as written, other escapes decode when they form valid UTF-8, invalid or
 * malformed escapes stay literal (as Hono's tryDecodeURI does). A decoded
 * NUL byte is refused with -EINVAL. *out is malloc'ed. */
int paths_decode_uri(const char *in, char **out);

/* Full percent-decoding (decodeURIComponent-like, for query values and
 * path parameters); plus_is_space turns '+' into ' ' (query strings).
 * Malformed escapes stay literal; a decoded NUL is -EINVAL. */
int paths_decode_component(const char *in, bool plus_is_space, char **out);

/* Byte-exact percent-decoding: every %XX is its byte (names that are
 * not UTF-8 too), nothing else changes; a malformed escape or a decoded
 * NUL is -EINVAL. For sbxd's own ?path= (the extents routes). */
int paths_decode_bytes(const char *in, char **out);

/* Lexically normalise a path: empty and "." segments dropped, ".." pops
 * (never above "/"); the result is absolute ("/" at least). */
int paths_normalize(const char *path, char **out);

/* Resolve a user path to an absolute normalised path at or under
 * /workspace (bridge resolveWorkspacePath): relative paths are taken
 * relative to /workspace; "." and ".." resolved lexically. -EACCES when
 * the result is outside /workspace. *out is malloc'ed. */
int paths_resolve_workspace(const char *user_path, char **out);

/* ^[a-z2-7]{1,128}$ */
bool paths_valid_sandbox_id(const char *id);
/* ^[a-zA-Z0-9._-]{1,128}$ and no ".." */
bool paths_valid_session_id(const char *sid);
/* JavaScript's Number(str): surrounding white space ignored, "" is 0,
 * decimal with sign, fraction and exponent, 0x/0o/0b integers, Infinity.
 * false where JS gives NaN. */
bool paths_js_number(const char *str, double *out);
/* bridge validatePort on Number(str): an integer 1024..65535, not 3000
 * ("+8080", "8e3", " 8080 ", "0x1f90" count). Returns the port or -EINVAL. */
int paths_parse_port(const char *s);
/* DNS label: ^[a-z0-9]([a-z0-9-]*[a-z0-9])?$, 1..63 chars. */
bool paths_valid_tunnel_name(const char *name);

#endif
