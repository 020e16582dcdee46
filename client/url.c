/* url.c — what a request's URL is made of: checked ids, encoded paths.
 *
 * Every route path libsbx sends is built here: "/v1/sandbox/<id>..." from
 * a checked sandbox id, a sandbox path percent-encoded as PROTOCOL.md
 * "Paths in URLs" says (the bridge decodes like decodeURI), one resource
 * name encoded as a path segment, a query value. Pure functions, no I/O:
 * http.c prefixes the client's base URL, api*.c pick the route.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "http.h"
#include "url.h"

/* ---- what may go into a route ------------------------------------------------- */

bool sbx_valid_id(const char *id)
{
	size_t n;

	if (!id)
		return false;
	for (n = 0; id[n]; n++)
		if (!((id[n] >= 'a' && id[n] <= 'z') || (id[n] >= '2' && id[n] <= '7')))
			return false;
	return n >= 1 && n <= SBX_ID_MAX;
}

bool sbx_valid_session_id(const char *sid)
{
	size_t n;

	if (!sid)
		return false;
	for (n = 0; sid[n]; n++) {
		char ch = sid[n];

		if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
		      (ch >= '0' && ch <= '9') || ch == '.' || ch == '_' || ch == '-'))
			return false;
	}
	return n >= 1 && n <= SBX_SESSION_MAX && !strstr(sid, "..");
}

bool sbx_valid_port(long port)
{
	return port >= 1024 && port <= 65535 && port != 3000;
}

int sbx_check_id(const char *id)
{
	if (sbx_valid_id(id))
		return 0;
	sbx_set_error("invalid sandbox id (must match [a-z2-7]{1,128})");
	return -EINVAL;
}

/* ---- paths ------------------------------------------------------------------------ */

bool sbx_utf8_valid(const char *s, size_t len)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0;

	while (i < len) {
		unsigned char b = p[i];
		size_t n, k;
		unsigned long cp;

		if (b < 0x80) {
			i++;
			continue;
		}
		if (b >= 0xc2 && b <= 0xdf) {
			n = 1;
			cp = b & 0x1f;
		} else if (b >= 0xe0 && b <= 0xef) {
			n = 2;
			cp = b & 0x0f;
		} else if (b >= 0xf0 && b <= 0xf4) {
			n = 3;
			cp = b & 0x07;
		} else {
			return false;
		}
		if (len - i <= n)
			return false;
		for (k = 1; k <= n; k++) {
			if ((p[i + k] & 0xc0) != 0x80)
				return false;
			cp = cp << 6 | (p[i + k] & 0x3f);
		}
		if ((n == 2 && cp < 0x800) || (n == 3 && (cp < 0x10000 || cp > 0x10ffff)) ||
		    (cp >= 0xd800 && cp <= 0xdfff))
			return false;
		i += n + 1;
	}
	return true;
}

/* Bytes sent as %XX: what URL syntax needs (controls, space, '%', '?', '#',
 * non-ASCII) and the few ASCII characters that URL parsers may treat
 * specially ("<>\^`{|}[]). decodeURI turns all of these back into the byte;
 * the reserved set ; / ? : @ & = + $ , # is kept raw because decodeURI would
 * leave its escapes undecoded in the name. */
static bool must_escape(unsigned char b)
{
	return b <= 0x20 || b >= 0x7f || strchr("%?#\"<>\\^`{|}[]", b);
}

char *sbx_url_encode_path(const char *path)
{
	static const char hex[] = "0123456789ABCDEF";
	size_t n = strlen(path), i, o = 0;
	char *out = malloc(3 * n + 1);

	if (!out)
		return NULL;
	for (i = 0; i < n; i++) {
		unsigned char b = (unsigned char)path[i];

		if (must_escape(b)) {
			out[o++] = '%';
			out[o++] = hex[b >> 4];
			out[o++] = hex[b & 15];
		} else {
			out[o++] = (char)b;
		}
	}
	out[o] = '\0';
	return out;
}

bool sbx_path_url_safe(const char *path)
{
	size_t n = strlen(path);

	if (strpbrk(path, "%?#"))
		return false;
	return sbx_utf8_valid(path, n);
}

char *sbx_route_path(const char *id, const char *suffix)
{
	char *p;

	if (asprintf(&p, "/v1/sandbox/%s%s", id, suffix) < 0)
		return NULL;
	return p;
}

/* Percent-encodes one path segment (everything but unreserved characters). */
char *sbx_url_encode_segment(const char *s)
{
	static const char hex[] = "0123456789ABCDEF";
	size_t n = strlen(s), o = 0;
	char *out = malloc(3 * n + 1);

	if (!out)
		return NULL;
	for (size_t i = 0; i < n; i++) {
		unsigned char b = (unsigned char)s[i];

		if ((b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || (b >= '0' && b <= '9') ||
		    b == '-' || b == '.' || b == '_' || b == '~') {
			out[o++] = (char)b;
		} else {
			out[o++] = '%';
			out[o++] = hex[b >> 4];
			out[o++] = hex[b & 15];
		}
	}
	out[o] = '\0';
	return out;
}

/* "/v1/sandbox/<id>/<kind>[/<res>][/<tail>]"; NULL on ENOMEM. */
char *sbx_res_path(const char *id, const char *kind, const char *res, const char *tail)
{
	char *enc = res ? sbx_url_encode_segment(res) : NULL, *p;

	if (res && !enc)
		return NULL;
	if (asprintf(&p, "/v1/sandbox/%s/%s%s%s%s%s", id, kind, res ? "/" : "", res ? enc : "",
		     tail ? "/" : "", tail ? tail : "") < 0)
		p = NULL;
	free(enc);
	return p;
}

/* The checked route path of a file of sandbox id: "/v1/sandbox/<id><route>
 * <encoded path>[?query]". */
int sbx_file_route(const char *id, const char *route, const char *path, const char *query,
		   char **out)
{
	int rc = sbx_check_id(id);
	char *enc, *p;

	if (rc < 0)
		return rc;
	if (!(enc = sbx_url_encode_path(path)))
		return -ENOMEM;
	if (asprintf(&p, "/v1/sandbox/%s%s%s%s%s", id, route, enc, query ? "?" : "",
		     query ? query : "") < 0)
		rc = -ENOMEM;
	else
		*out = p;
	free(enc);
	return rc;
}

char *sbx_url_encode_query(const char *s)
{
	char *enc = sbx_url_encode_path(s), *out, *o;

	if (!enc)
		return NULL;
	out = malloc(3 * strlen(enc) + 1);
	if (out) {
		/* In a query '&', '+', '=' and ';' must be escaped as well. */
		o = out;
		for (const char *p = enc; *p; p++) {
			if (*p == '&' || *p == '+' || *p == '=' || *p == ';') {
				*o++ = '%';
				*o++ = "0123456789ABCDEF"[(unsigned char)*p >> 4];
				*o++ = "0123456789ABCDEF"[*p & 15];
			} else {
				*o++ = *p;
			}
		}
		*o = '\0';
	}
	free(enc);
	return out;
}

/* "scheme://authority/base" of the client URL: *authority and *base point
 * into it (base may be ""). */
void sbx_url_split(const char *url, const char **auth, size_t *alen, const char **base)
{
	const char *a = strstr(url, "://");

	a = a ? a + 3 : url;
	*auth = a;
	*alen = strcspn(a, "/");
	*base = a + *alen;
}
