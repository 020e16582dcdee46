/* route_tunnels.c — POST and DELETE /v1/sandbox/:id/tunnel/:port.
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

enum MHD_Result route_tunnel_open(struct http_request *r)
{
	struct sandbox *sb = NULL;
	struct tunnel_info ti;
	struct timespec ts;
	const char *name = NULL;
	cJSON *body = NULL, *o = NULL;
	char url[64], host[48], created[40], id[160];
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
	snprintf(url, sizeof(url), "http://127.0.0.1:%d/", ti.host_port);
	snprintf(host, sizeof(host), "127.0.0.1:%d", ti.host_port);
	snprintf(id, sizeof(id), "%s-%d", r->id, ti.port);
	ts.tv_sec = ti.created;
	ts.tv_nsec = 0;
	http_iso8601(created, sizeof(created), &ts);
	o = cJSON_CreateObject();
	if (!o || !cJSON_AddStringToObject(o, "id", id) ||
	    !cJSON_AddNumberToObject(o, "port", ti.port) ||
	    !cJSON_AddStringToObject(o, "url", url) ||
	    !cJSON_AddStringToObject(o, "hostname", host) ||
	    !cJSON_AddStringToObject(o, "createdAt", created) ||
	    (name && !cJSON_AddStringToObject(o, "name", name))) {
		cJSON_Delete(o);
		ret = MHD_NO;
		goto out;
	}
	ret = http_respond_json(r, 200, o);
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
