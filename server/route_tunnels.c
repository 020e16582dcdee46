/* route_tunnels.c — POST and DELETE /v1/sandbox/:id/tunnel/:port, and
 * GET /v1/sandbox/:id/tunnels (extension: docs/EXTENSIONS.md).
 *
 * The port is checked as the bridge's validatePort (1024..65535, not 3000);
 * an optional JSON body {"name"} must hold a DNS label. The answer mirrors
 * the bridge's TunnelInfo with a URL on 127.0.0.1 that the runtime forwards
 * into the sandbox's network namespace.
 */
#include "paths.h"
#include "routes.h"
#include "sandbox.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Number(decodeURIComponent(param)) as the bridge sees it; -EINVAL if not a
 * valid port. */
static int tunnel_port(const char *param)
{
	char *dec = NULL, *p, *e;
	int port;

	if (paths_decode_component(param, false, &dec) < 0)
		return -EINVAL;
	for (p = dec; *p && strchr(" \t\r\n", *p); p++)
		;
	for (e = p + strlen(p); e > p && strchr(" \t\r\n", e[-1]); e--)
		;
	*e = '\0';
	port = paths_parse_port(p);
	free(dec);
	return port;
}

static bool blank(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!strchr(" \t\r\n", s[i]))
			return false;
	return true;
}

/* The bridge's TunnelInfo of ti (name: NULL or its DNS label). */
static cJSON *tunnel_json(const char *sandbox, const struct tunnel_info *ti, const char *name)
{
	char url[64], host[48], created[40], id[160];
	struct timespec ts = {.tv_sec = ti->created};
	cJSON *o = cJSON_CreateObject();

	snprintf(url, sizeof(url), "http://127.0.0.1:%d/", ti->host_port);
	snprintf(host, sizeof(host), "127.0.0.1:%d", ti->host_port);
	snprintf(id, sizeof(id), "%s-%d", sandbox, ti->port);
	http_iso8601(created, sizeof(created), &ts);
	if (!o || !cJSON_AddStringToObject(o, "id", id) ||
	    !cJSON_AddNumberToObject(o, "port", ti->port) ||
	    !cJSON_AddStringToObject(o, "url", url) ||
	    !cJSON_AddStringToObject(o, "hostname", host) ||
	    !cJSON_AddStringToObject(o, "createdAt", created) ||
	    (name && !cJSON_AddStringToObject(o, "name", name))) {
		cJSON_Delete(o);
		return NULL;
	}
	return o;
}

enum MHD_Result route_tunnel_open(struct http_request *r)
{
	struct sandbox *sb = NULL;
	struct tunnel_info ti;
	const char *name = NULL;
	cJSON *body = NULL, *o = NULL;
	enum MHD_Result ret = MHD_YES;
	int port, err;

	port = tunnel_port(r->param);
	if (port < 0)
		return http_respond_error(r, 400, "invalid_request", "Invalid port");
	if (r->body_len && !blank(r->body, r->body_len)) {
		cJSON *jn;

		body = http_body_json(r);
		if (!body)
			return http_respond_error(r, 400, "invalid_request", "Invalid JSON body");
		jn = cJSON_IsObject(body) ? cJSON_GetObjectItemCaseSensitive(body, "name") : NULL;
		if (jn && !cJSON_IsString(jn)) {
			ret = http_respond_error(r, 400, "invalid_request",
						 "name must be a string when provided");
			goto out;
		}
		if (jn) {
			name = jn->valuestring;
			if (strlen(name) < 1 || strlen(name) > 63) {
				ret = http_respond_error(
				    r, 400, "invalid_request",
				    "Tunnel name '%s' must be 1–63 characters long.", name);
				goto out;
			}
			if (!paths_valid_tunnel_name(name)) {
				ret = http_respond_error(
				    r, 400, "invalid_request",
				    "Tunnel name '%s' is not a valid DNS label. Use lowercase "
				    "letters, digits, and internal hyphens only (no dots, no "
				    "leading/trailing hyphens).",
				    name);
				goto out;
			}
		}
	}
	if (http_sandbox_get(r, &sb) < 0)
		goto out;
	sbxd_set_errmsg("%s", "");
	err = sandbox_tunnel_open(sb, port, &ti);
	if (err < 0) {
		ret = http_respond_error(r, 502, "tunnel_error", "tunnel failed: %s",
					 http_errmsg(err));
		goto out;
	}
	o = tunnel_json(r->id, &ti, name);
	ret = o ? http_respond_json(r, 200, o) : MHD_NO;
out:
	if (sb)
		sandbox_put(sb);
	cJSON_Delete(body);
	return ret;
}

enum MHD_Result route_tunnel_close(struct http_request *r)
{
	struct sandbox *sb = NULL;
	enum MHD_Result ret;
	int port, err;

	port = tunnel_port(r->param);
	if (port < 0)
		return http_respond_error(r, 400, "invalid_request", "Invalid port");
	if (http_sandbox_get(r, &sb) < 0)
		return MHD_YES;
	sbxd_set_errmsg("%s", "");
	err = sandbox_tunnel_close(sb, port);
	if (err < 0)
		ret = http_respond_error(r, 502, "tunnel_error", "tunnel failed: %s",
					 http_errmsg(err));
	else
		ret = http_respond_empty(r, 204);
	sandbox_put(sb);
	return ret;
}

/* Extension: what the sandbox exposes, whoever exposed it, so that a client
 * that comes back (a new mount) sees the ports an earlier one opened. */
enum MHD_Result route_tunnel_list(struct http_request *r)
{
	struct sandbox *sb = NULL;
	struct tunnel_info *v = NULL;
	cJSON *o = NULL, *a;
	size_t n = 0;
	int err;

	if (http_sandbox_lookup(r, &sb) < 0) /* (answered: a sandbox not running has none) */
		return MHD_YES;
	err = sandbox_tunnel_list(sb, &v, &n);
	sandbox_put(sb);
	if (err < 0)
		return http_respond_error(r, 500, "internal_error", "%s", strerror(-err));
	o = cJSON_CreateObject();
	a = o ? cJSON_AddArrayToObject(o, "tunnels") : NULL;
	for (size_t i = 0; a && i < n; i++) {
		cJSON *t = tunnel_json(r->id, &v[i], NULL);

		if (!t || !cJSON_AddItemToArray(a, t)) {
			cJSON_Delete(t);
			a = NULL;
		}
	}
	free(v);
	if (!a) {
		cJSON_Delete(o);
		return MHD_NO;
	}
	return http_respond_json(r, 200, o);
}
