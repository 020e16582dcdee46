/* url.h — route paths, private to libsbx (implemented by url.c).
 *
 * Every function is pure; each returned string is malloc'd (free() it),
 * NULL on ENOMEM. The public checks (sbx_valid_id, sbx_valid_session_id,
 * sbx_valid_port) are declared in sbx.h.
 */
#ifndef SBX_URL_H
#define SBX_URL_H

#include <stdbool.h>
#include <stddef.h>

/* 0 for a valid sandbox id, else -EINVAL with the message set. */
int sbx_check_id(const char *id);

/* Percent-encodes a sandbox path for a URL as PROTOCOL.md "Paths in URLs"
 * says ('/' and the reserved set stay raw). */
char *sbx_url_encode_path(const char *path);
/* Percent-encodes one path segment (everything but unreserved characters). */
char *sbx_url_encode_segment(const char *s);
/* A path-encoded value that is also safe in a query ('&', '+', '=', ';'
 * escaped too). */
char *sbx_url_encode_query(const char *s);
/* Whether the bridge's file routes can address this path exactly: it decodes
 * URLs like decodeURI with %25 kept, so names with '%', '?', '#' or invalid
 * UTF-8 cannot round-trip; such files are read and written through exec. */
bool sbx_path_url_safe(const char *path);
/* Whether s is valid UTF-8 (no overlongs, no surrogates). */
bool sbx_utf8_valid(const char *s, size_t len);

/* "/v1/sandbox/<id><suffix>" (id not checked). */
char *sbx_route_path(const char *id, const char *suffix);
/* "/v1/sandbox/<id>/<kind>[/<res>][/<tail>]", res encoded as a segment. */
char *sbx_res_path(const char *id, const char *kind, const char *res, const char *tail);
/* "/v1/sandbox/<id><route><encoded path>[?query]" with id checked: 0, or
 * -EINVAL (bad id) / -ENOMEM; *out on success. route: "/file", "/extents". */
int sbx_file_route(const char *id, const char *route, const char *path, const char *query,
		   char **out);

/* "scheme://authority/base" of a client URL: *auth (alen bytes) and *base
 * point into url (base may be ""). */
void sbx_url_split(const char *url, const char **auth, size_t *alen, const char **base);

#endif
