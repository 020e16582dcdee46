/* route_sandbox.c — the routes about a sandbox as a whole: GET /health,
 * POST /v1/sandbox (a new random id), GET /v1/sandbox (extension: list),
 * DELETE /v1/sandbox/:id, GET /v1/sandbox/:id/running, GET
 * /v1/sandbox/:id/info (extension: limits and usage), and the bridge
 * routes sbxd does not implement (mount, unmount: 501).
 */
#include "routes.h"
#include "sandbox.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

enum MHD_Result route_health(struct http_request *r)
{
	cJSON *o = cJSON_CreateObject();

	if (!o || !cJSON_AddTrueToObject(o, "ok")) {
		cJSON_Delete(o);
		return MHD_NO;
	}
	return http_respond_json(r, 200, o);
}

/* RFC 4648 base32, lowercase, no padding: 16 bytes -> 26 chars. */
static void base32_lower(const unsigned char *in, size_t n, char *out)
{
	static const char alphabet[] = "abcdefghijklmnopqrstuvwxyz234567";
	unsigned value = 0;
	int bits = 0;
	size_t o = 0;

	for (size_t i = 0; i < n; i++) {
		value = (value << 8 | in[i]) & 0xfff;
		bits += 8;
		while (bits >= 5) {
			out[o++] = alphabet[(value >> (bits - 5)) & 31];
			bits -= 5;
		}
	}
	if (bits > 0)
		out[o++] = alphabet[(value << (5 - bits)) & 31];
	out[o] = '\0';
}

enum MHD_Result route_sandbox_create(struct http_request *r)
{
	unsigned char bytes[16];
	/* 16 bytes (26 characters) in 0.12, 15 (24) in the next bridge */
	size_t want = http_compat(r) == HTTP_COMPAT_NEXT ? 15 : 16;
	char id[32];
	size_t got = 0;
	cJSON *o;

	while (got < want) {
		ssize_t n = getrandom(bytes + got, want - got, 0);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return http_respond_error(r, 500, "internal_error", "getrandom: %s",
						  strerror(errno));
		got += (size_t)n;
	}
	base32_lower(bytes, want, id);
	o = cJSON_CreateObject();
	if (!o || !cJSON_AddStringToObject(o, "id", id)) {
		cJSON_Delete(o);
		return MHD_NO;
	}
	return http_respond_json(r, 200, o);
}

enum MHD_Result route_sandbox_list(struct http_request *r)
{
	char **ids = NULL;
	size_t n = 0;
	cJSON *o, *arr;
	enum MHD_Result ret = MHD_NO;
	int err;

	err = sandbox_list(http_table(r), &ids, &n);
	if (err < 0)
		return http_respond_error(r, 500, "internal_error", "list failed: %s",
					  http_errmsg(err));
	o = cJSON_CreateObject();
	arr = o ? cJSON_AddArrayToObject(o, "sandboxes") : NULL;
	if (!arr)
		goto out;
	for (size_t i = 0; i < n; i++) {
		cJSON *e = cJSON_CreateObject();

		if (!e)
			goto out;
		cJSON_AddItemToArray(arr, e);
		if (!cJSON_AddStringToObject(e, "id", ids[i]) ||
		    !cJSON_AddBoolToObject(e, "running", sandbox_is_running(http_table(r), ids[i])))
			goto out;
	}
	ret = http_respond_json(r, 200, o);
	o = NULL;
out:
	cJSON_Delete(o);
	for (size_t i = 0; i < n; i++)
		free(ids[i]);
	free(ids);
	return ret;
}

enum MHD_Result route_sandbox_destroy(struct http_request *r)
{
	int err = sandbox_destroy(http_table(r), r->id);

	/* like the bridge: best effort, always 204 */
	if (err < 0)
		fprintf(stderr, "sbxd: destroy %s: %s\n", r->id, http_errmsg(err));
	return http_respond_empty(r, 204);
}

enum MHD_Result route_running(struct http_request *r)
{
	struct sandbox *sb = NULL;
	bool running;
	cJSON *o;
	int err;

	if (http_compat(r) == HTTP_COMPAT_NEXT) {
		/* the next bridge only looks: {"running":false} unless it runs */
		if (http_sandbox_lookup(r, &sb) < 0)
			return MHD_YES;
		sandbox_put(sb);
		o = cJSON_CreateObject();
		if (!o || !cJSON_AddTrueToObject(o, "running")) {
			cJSON_Delete(o);
			return MHD_NO;
		}
		return http_respond_json(r, 200, o);
	}
	/* the bridge starts the sandbox and runs `true` in it */
	sbxd_set_errmsg("%s", "");
	err = sandbox_get(http_table(r), r->id, &sb);
	if (err == -EAGAIN)
		return http_respond_error(r, 503, "capacity_exceeded", "%s",
					  sbxd_errmsg()[0] ? sbxd_errmsg()
							   : "instance limit reached");
	running = err == 0;
	if (sb)
		sandbox_put(sb);
	o = cJSON_CreateObject();
	if (!o || !cJSON_AddBoolToObject(o, "running", running)) {
		cJSON_Delete(o);
		return MHD_NO;
	}
	return http_respond_json(r, 200, o);
}

/* value, or null when unknown / not limited */
static bool add_num(cJSON *o, const char *key, bool known, double v)
{
	return known ? cJSON_AddNumberToObject(o, key, v) != NULL
		     : cJSON_AddNullToObject(o, key) != NULL;
}

static cJSON *add_limit(cJSON *limits, const char *name, const char *how)
{
	cJSON *o = cJSON_AddObjectToObject(limits, name);

	if (o && !cJSON_AddStringToObject(o, "how", how))
		return NULL;
	return o;
}

enum MHD_Result route_info(struct http_request *r)
{
	struct sandbox *sb = NULL;
	struct sandbox_info i;
	cJSON *o = NULL, *l, *e;
	enum MHD_Result ret = MHD_NO;
	bool ok;

	if (http_sandbox_get(r, &sb) < 0)
		return MHD_YES;
	sandbox_info(sb, &i);
	o = cJSON_CreateObject();
	ok = o && cJSON_AddStringToObject(o, "id", r->id) &&
	     cJSON_AddNumberToObject(o, "uid", (double)i.uid);
	l = ok ? cJSON_AddObjectToObject(o, "limits") : NULL;
	ok = l != NULL;
	if (ok && (ok = (e = add_limit(l, "pids", i.pids_how)) != NULL))
		ok = add_num(e, "max", i.pids_max >= 0, (double)i.pids_max) &&
		     add_num(e, "current", i.pids >= 0, (double)i.pids);
	if (ok && (ok = (e = add_limit(l, "memory", i.memory_how)) != NULL))
		ok = add_num(e, "max", i.memory_max != UINT64_MAX, (double)i.memory_max) &&
		     add_num(e, "current", i.memory != UINT64_MAX, (double)i.memory) &&
		     add_num(e, "oom_kills", i.oom_kills >= 0, (double)i.oom_kills);
	if (ok && (ok = (e = add_limit(l, "cpu", i.cpu_how)) != NULL))
		ok = add_num(e, "max_percent", i.cpu_max >= 0, (double)i.cpu_max) &&
		     add_num(e, "usage_usec", i.cpu_usec != UINT64_MAX, (double)i.cpu_usec);
	if (ok && (ok = (e = add_limit(l, "disk", i.disk_how)) != NULL))
		ok = add_num(e, "max", i.disk_max != UINT64_MAX, (double)i.disk_max) &&
		     add_num(e, "used", i.disk_used != UINT64_MAX, (double)i.disk_used);
	if (ok) {
		ret = http_respond_json(r, 200, o);
		o = NULL;
	}
	cJSON_Delete(o);
	sandbox_put(sb);
	return ret;
}

enum MHD_Result route_not_supported(struct http_request *r)
{
	return http_respond_error(r, 501, "not_supported", "sbxd does not support %s yet",
				  "bucket mounts");
}
