/* route_pool.c — the bridge's routes outside /v1/sandbox: pool management
 * (GET /v1/pool/stats, POST /v1/pool/shutdown-prewarmed, POST /v1/pool/prime)
 * and the API description (GET /v1/openapi.json, /v1/openapi.html,
 * /v1/openapi).
 *
 * sbxd has no warm pool: a sandbox starts on first use in about 50 ms, so
 * "warm" is always 0, "assigned" is the number of running sandboxes and
 * "maxInstances" is --max-sandboxes; the two POST routes have nothing to do
 * and answer {"ok":true} as the bridge does. Their auth is the bridge's own
 * check for these routes: exactly "Bearer <token>" (case-sensitive), and
 * for the API description also ?token=.
 *
 * The OpenAPI document is built from the routing table, so it lists exactly
 * the routes this server answers in its mode (--bridge-compat=v1 or next, or
 * both generations plus sbxd's extensions).
 */
#include "routes.h"
#include "sandbox.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum MHD_Result route_pool_stats(struct http_request *r)
{
	struct sandbox_table *t = http_table(r);
	char **ids = NULL;
	size_t n = 0, running = 0;
	cJSON *o, *cfg;

	if (sandbox_list(t, &ids, &n) == 0)
		for (size_t i = 0; i < n; i++) {
			running += sandbox_is_running(t, ids[i]);
			free(ids[i]);
		}
	free(ids);
	o = cJSON_CreateObject();
	if (!o || !cJSON_AddNumberToObject(o, "warm", 0) ||
	    !cJSON_AddNumberToObject(o, "assigned", (double)running) ||
	    !cJSON_AddNumberToObject(o, "total", (double)running) ||
	    !(cfg = cJSON_AddObjectToObject(o, "config")) ||
	    !cJSON_AddNumberToObject(cfg, "warmTarget", 0) ||
	    !cJSON_AddNumberToObject(cfg, "refreshInterval", 10000) ||
	    !cJSON_AddNumberToObject(o, "maxInstances", sandbox_table_max(t))) {
		cJSON_Delete(o);
		return MHD_NO;
	}
	return http_respond_json(r, 200, o);
}

enum MHD_Result route_pool_ok(struct http_request *r)
{
	cJSON *o = cJSON_CreateObject();

	if (!o || !cJSON_AddTrueToObject(o, "ok")) {
		cJSON_Delete(o);
		return MHD_NO;
	}
	return http_respond_json(r, 200, o);
}

/* ---- the API description --------------------------------------------------------- */

struct api_doc {
	const char *method, *pattern, *summary;
	const char *body;  /* request body media type, or NULL */
	unsigned ok;	   /* success status */
	const char *reply; /* its media type, or NULL for none */
};

static const struct api_doc docs[] = {
    {"GET", "/health", "Health check", NULL, 200, "application/json"},
    {"POST", "/v1/sandbox", "A new random sandbox id (nothing is created)", NULL, 200,
     "application/json"},
    {"GET", "/v1/sandbox", "sbxd extension: list the sandboxes sbxd keeps", NULL, 200,
     "application/json"},
    {"DELETE", "", "Destroy a sandbox: every process, session and file", NULL, 204, NULL},
    {"POST", "/exec", "Run argv (quoted into one bash command); output as server-sent events",
     "application/json", 200, "text/event-stream"},
    {"GET", "/file/*", "Read a file under /workspace", NULL, 200, "application/octet-stream"},
    {"PUT", "/file/*", "Write a file under /workspace (parents created)",
     "application/octet-stream", 200, "application/json"},
    {"GET", "/running", "Whether the sandbox runs", NULL, 200, "application/json"},
    {"POST", "/session", "Create a shell session", "application/json", 200, "application/json"},
    {"DELETE", "/session/:", "Delete a shell session", NULL, 200, "application/json"},
    {"POST", "/tunnel/:", "Expose a port of the sandbox", "application/json", 200,
     "application/json"},
    {"DELETE", "/tunnel/:", "Stop exposing a port", NULL, 204, NULL},
    {"GET", "/tunnels", "sbxd extension: the ports the sandbox exposes", NULL, 200,
     "application/json"},
    {"POST", "/fs", "sbxd extension: one POSIX operation under /workspace", "application/json", 200,
     "application/json"},
    {"GET", "/extents/*", "sbxd extension: a file as its data extents (holes left out)", NULL, 200,
     "application/x-sbx-extents"},
    {"PUT", "/extents/*",
     "sbxd extension: write a whole file from its data extents, with its mode "
     "and times",
     "application/x-sbx-extents", 200, "application/json"},
    {"POST", "/extents/*", "sbxd extension: append to an existing file in one O_APPEND write",
     "application/x-sbx-extents", 200, "application/json"},
    {"GET", "/info", "sbxd extension: the sandbox's limits and usage", NULL, 200,
     "application/json"},
    {"POST", "/persist", "tar of /workspace", NULL, 200, "application/octet-stream"},
    {"POST", "/hydrate", "Extract a tar into /workspace", "application/x-tar", 200,
     "application/json"},
    {"POST", "/mount", "Mount a bucket (not supported by sbxd: 501)", "application/json", 501,
     "application/json"},
    {"POST", "/unmount", "Unmount a bucket (not supported by sbxd: 501)", "application/json", 501,
     "application/json"},
    {"GET", "/pty", "A shell per session over WebSocket (0.12 protocol)", NULL, 101, NULL},
    {"POST", "/processes", "Start a background process", "application/json", 200,
     "application/json"},
    {"GET", "/processes", "List processes (running and recently exited)", NULL, 200,
     "application/json"},
    {"GET", "/processes/:", "A process's status", NULL, 200, "application/json"},
    {"GET", "/processes/:/logs", "A process's output as server-sent events (since, replay, follow)",
     NULL, 200, "text/event-stream"},
    {"POST", "/processes/:/kill", "Signal a process's group", "application/json", 204, NULL},
    {"POST", "/terminals", "Start a command on a terminal", "application/json", 200,
     "application/json"},
    {"GET", "/terminals", "List terminals", NULL, 200, "application/json"},
    {"GET", "/terminals/:", "A terminal's snapshot", NULL, 200, "application/json"},
    {"GET", "/terminals/:/connect", "Attach to a terminal over WebSocket (cursor, cols, rows)",
     NULL, 101, NULL},
    {"POST", "/terminals/:/interrupt", "SIGINT to the terminal's foreground job", NULL, 204, NULL},
    {"POST", "/terminals/:/terminate", "Hang up and stop the terminal", NULL, 204, NULL},
    {"GET", "/v1/pool/stats", "Pool statistics", NULL, 200, "application/json"},
    {"POST", "/v1/pool/shutdown-prewarmed", "Stop pre-warmed containers (none in sbxd)", NULL, 200,
     "application/json"},
    {"POST", "/v1/pool/prime", "Prime the warm pool (nothing to do in sbxd)", NULL, 200,
     "application/json"},
    {"GET", "/v1/openapi.json", "This document", NULL, 200, "application/json"},
    {"GET", "/v1/openapi.html", "This document as a web page", NULL, 200, "text/html"},
    {"GET", "/v1/openapi", "This document as a web page", NULL, 200, "text/html"},
};

static const struct api_doc *doc_of(const struct route *rt)
{
	for (size_t i = 0; i < sizeof(docs) / sizeof(docs[0]); i++)
		if (strcmp(docs[i].method, rt->method) == 0 &&
		    strcmp(docs[i].pattern, rt->pattern) == 0)
			return &docs[i];
	return NULL;
}

/* "/processes/:/logs" -> "/v1/sandbox/{id}/processes/{processId}/logs";
 * the names of the parameters go to names[] (at most 2). */
static void template_of(const struct route *rt, char *out, size_t len, const char *names[3])
{
	const char *p = rt->pattern;
	size_t o = 0;
	int k = 0;

	names[0] = names[1] = names[2] = NULL;
	if (rt->sandbox) {
		o = (size_t)snprintf(out, len, "/v1/sandbox/{id}");
		names[k++] = "id";
	}
	while (*p && o + 24 < len) {
		if (p[0] == ':' || p[0] == '*') {
			const char *name =
			    strncmp(rt->pattern, "/session", 8) == 0	  ? "sessionId"
			    : strncmp(rt->pattern, "/tunnel", 7) == 0	  ? "port"
			    : strncmp(rt->pattern, "/processes", 10) == 0 ? "processId"
			    : strncmp(rt->pattern, "/terminals", 10) == 0 ? "terminalId"
									  : "path";

			o += (size_t)snprintf(out + o, len - o, "{%s}", name);
			if (k < 3)
				names[k++] = name;
			p++;
			continue;
		}
		out[o++] = *p++;
	}
	out[o] = '\0';
}

static cJSON *operation(const struct route *rt, const struct api_doc *d, const char *names[3])
{
	cJSON *op = cJSON_CreateObject(), *params, *resp, *r200;
	char code[16];

	if (!op)
		return NULL;
	cJSON_AddStringToObject(op, "summary", d ? d->summary : rt->pattern);
	if (rt->lookup)
		cJSON_AddStringToObject(op, "description",
					"Never starts the sandbox: for one that does not run the "
					"answer is [] or 404 not_found.");
	cJSON_AddStringToObject(op, "tags",
				rt->extension		? "sbxd"
				: rt->gen == ROUTE_V1	? "v1"
				: rt->gen == ROUTE_NEXT ? "next"
							: "common");
	/* tags is an array in OpenAPI */
	{
		cJSON *t = cJSON_DetachItemFromObject(op, "tags"), *a = cJSON_CreateArray();

		if (a && t)
			cJSON_AddItemToArray(a, t);
		else
			cJSON_Delete(t);
		if (a)
			cJSON_AddItemToObject(op, "tags", a);
	}
	params = cJSON_AddArrayToObject(op, "parameters");
	for (int i = 0; params && i < 3 && names[i]; i++) {
		cJSON *p = cJSON_CreateObject(), *sch;

		if (!p)
			break;
		cJSON_AddStringToObject(p, "name", names[i]);
		cJSON_AddStringToObject(p, "in", "path");
		cJSON_AddTrueToObject(p, "required");
		sch = cJSON_AddObjectToObject(p, "schema");
		if (sch)
			cJSON_AddStringToObject(sch, "type", "string");
		cJSON_AddItemToArray(params, p);
	}
	if (d && d->body) {
		cJSON *rb = cJSON_AddObjectToObject(op, "requestBody"), *c;

		c = rb ? cJSON_AddObjectToObject(rb, "content") : NULL;
		if (c)
			cJSON_AddObjectToObject(c, d->body);
	}
	resp = cJSON_AddObjectToObject(op, "responses");
	snprintf(code, sizeof(code), "%u", d ? d->ok : 200);
	r200 = resp ? cJSON_AddObjectToObject(resp, code) : NULL;
	if (r200) {
		cJSON_AddStringToObject(r200, "description", "Success");
		if (d && d->reply) {
			cJSON *c = cJSON_AddObjectToObject(r200, "content");

			if (c)
				cJSON_AddObjectToObject(c, d->reply);
		}
	}
	if (resp) {
		cJSON *e = cJSON_AddObjectToObject(resp, "default");

		if (e)
			cJSON_AddStringToObject(
			    e, "description",
			    "Error: {\"error\":\"<message>\",\"code\":\"<code>\"}");
	}
	if (rt->auth || rt->sandbox) {
		cJSON *sec = cJSON_AddArrayToObject(op, "security"), *b = cJSON_CreateObject();

		if (sec && b) {
			cJSON_AddArrayToObject(b, "bearerAuth");
			cJSON_AddItemToArray(sec, b);
		} else {
			cJSON_Delete(b);
		}
	}
	return op;
}

static cJSON *document(struct http_request *r)
{
	cJSON *doc = cJSON_CreateObject(), *info, *paths, *comp, *sch, *bearer;
	const struct route *rts;
	size_t n;
	int mode = http_compat(r);

	if (!doc)
		return NULL;
	cJSON_AddStringToObject(doc, "openapi", "3.1.0");
	info = cJSON_AddObjectToObject(doc, "info");
	if (info) {
		cJSON_AddStringToObject(info, "title", "Sandbox Bridge HTTP API (sbxd)");
		cJSON_AddStringToObject(info, "version", mode == HTTP_COMPAT_NEXT ? "next" : "v1");
		cJSON_AddStringToObject(
		    info, "description",
		    mode == HTTP_COMPAT_V1 ? "sbxd --bridge-compat=v1: the 0.12 bridge's routes"
		    : mode == HTTP_COMPAT_NEXT
			? "sbxd --bridge-compat=next: the next bridge's routes"
			: "sbxd: both bridge generations and sbxd's extensions");
	}
	paths = cJSON_AddObjectToObject(doc, "paths");
	rts = http_routes(&n);
	for (size_t i = 0; paths && i < n; i++) {
		const struct route *rt = &rts[i];
		const char *names[3];
		char tmpl[256], method[16];
		cJSON *item, *op;

		if (!http_route_served(r, rt))
			continue;
		template_of(rt, tmpl, sizeof(tmpl), names);
		item = cJSON_GetObjectItemCaseSensitive(paths, tmpl);
		if (!item)
			item = cJSON_AddObjectToObject(paths, tmpl);
		op = item ? operation(rt, doc_of(rt), names) : NULL;
		if (!op)
			continue;
		for (size_t k = 0; rt->method[k] && k + 1 < sizeof(method); k++)
			method[k] = (char)(rt->method[k] | 0x20), method[k + 1] = '\0';
		cJSON_AddItemToObject(item, method, op);
	}
	comp = cJSON_AddObjectToObject(doc, "components");
	sch = comp ? cJSON_AddObjectToObject(comp, "securitySchemes") : NULL;
	bearer = sch ? cJSON_AddObjectToObject(sch, "bearerAuth") : NULL;
	if (bearer) {
		cJSON_AddStringToObject(bearer, "type", "http");
		cJSON_AddStringToObject(bearer, "scheme", "bearer");
	}
	return doc;
}

enum MHD_Result route_openapi_json(struct http_request *r)
{
	if (!http_auth_ok(r, false, true))
		return http_respond_error(r, 401, "unauthorized", "Unauthorized");
	return http_respond_json(r, 200, document(r));
}

enum MHD_Result route_openapi_html(struct http_request *r)
{
	cJSON *doc, *paths, *item;
	struct MHD_Response *resp;
	char *html = NULL;
	size_t len = 0;
	FILE *f;

	if (!http_auth_ok(r, false, true))
		return http_respond_error(r, 401, "unauthorized", "Unauthorized");
	doc = document(r);
	f = open_memstream(&html, &len);
	if (!doc || !f) {
		cJSON_Delete(doc);
		if (f)
			fclose(f);
		free(html);
		return MHD_NO;
	}
	fputs("<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>sbxd API</title></head>"
	      "<body><h1>Sandbox Bridge HTTP API (sbxd)</h1>\n<p>The machine-readable document is "
	      "<a href=\"openapi.json\">openapi.json</a>.</p>\n<table>\n",
	      f);
	paths = cJSON_GetObjectItemCaseSensitive(doc, "paths");
	cJSON_ArrayForEach(item, paths)
	{
		cJSON *op;

		cJSON_ArrayForEach(op, item)
		{
			cJSON *s = cJSON_GetObjectItemCaseSensitive(op, "summary");

			/* the texts are ours (no markup), the paths too */
			fprintf(f, "<tr><td><code>%s %s</code></td><td>%s</td></tr>\n", op->string,
				item->string, cJSON_IsString(s) ? s->valuestring : "");
		}
	}
	fputs("</table></body></html>\n", f);
	fclose(f);
	cJSON_Delete(doc);
	resp = MHD_create_response_from_buffer(len, html, MHD_RESPMEM_MUST_FREE);
	if (!resp) {
		free(html);
		return MHD_NO;
	}
	MHD_add_response_header(resp, MHD_HTTP_HEADER_CONTENT_TYPE, "text/html; charset=utf-8");
	return http_respond(r, 200, resp);
}
