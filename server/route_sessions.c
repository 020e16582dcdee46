/* route_sessions.c — POST /v1/sandbox/:id/session and
 * DELETE /v1/sandbox/:id/session/:sid.
 *
 * Create takes an optional JSON body {id, cwd, env}; an empty body counts
 * as {}. A body that is not a JSON object, or members of the wrong type,
 * are 400 invalid_request like every other route's (under --bridge-compat,
 * like the bridge, an unparsable body counts as {} and ill-typed members
 * are ignored). The default id is "session-<epoch ms>". Every other
 * failure, a duplicate id included, is 502 session_error, as the bridge
 * reports errors of the SDK's createSession.
 */
#include "paths.h"
#include "routes.h"
#include "sandbox.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool valid_env_name(const char *k)
{
	if (!k || !((*k >= 'A' && *k <= 'Z') || (*k >= 'a' && *k <= 'z') || *k == '_'))
		return false;
	for (k++; *k; k++)
		if (!((*k >= 'A' && *k <= 'Z') || (*k >= 'a' && *k <= 'z') ||
		      (*k >= '0' && *k <= '9') || *k == '_'))
			return false;
	return true;
}

enum MHD_Result route_session_create(struct http_request *r)
{
	cJSON *body = http_body_json(r), *jid, *jcwd, *jenv, *it, *o;
	char sidbuf[64], *cwd = NULL, **env = NULL;
	const char *sid;
	struct sandbox *sb = NULL;
	enum MHD_Result ret = MHD_YES;
	size_t nenv = 0;
	int err;

	if (body && !cJSON_IsObject(body)) {
		cJSON_Delete(body);
		body = NULL;
	}
	jid = cJSON_GetObjectItemCaseSensitive(body, "id");
	jcwd = cJSON_GetObjectItemCaseSensitive(body, "cwd");
	jenv = cJSON_GetObjectItemCaseSensitive(body, "env");
	if (!http_bridge_compat(r)) {
		const char *bad = NULL;

		if (!body && r->body_len > 0)
			bad = "Invalid JSON body";
		else if (jid && !cJSON_IsNull(jid) && !cJSON_IsString(jid))
			bad = "id must be a string";
		else if (jcwd && !cJSON_IsNull(jcwd) && !cJSON_IsString(jcwd))
			bad = "cwd must be a string";
		else if (jenv && !cJSON_IsNull(jenv) && !cJSON_IsObject(jenv))
			bad = "env must be an object";
		if (bad) {
			ret = http_respond_error(r, 400, "invalid_request", "%s", bad);
			goto out;
		}
	}
	if (cJSON_IsString(jid) && jid->valuestring[0]) {
		sid = jid->valuestring;
	} else {
		struct timespec ts;

		clock_gettime(CLOCK_REALTIME, &ts);
		snprintf(sidbuf, sizeof(sidbuf), "session-%lld",
			 (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
		sid = sidbuf;
	}
	if (!paths_valid_session_id(sid)) {
		ret = http_respond_error(r, 502, "session_error",
					 "session create failed: Invalid session ID format");
		goto out;
	}
	if (cJSON_IsString(jcwd) && jcwd->valuestring[0]) {
		/* relative to /workspace, normalised; a session may start anywhere */
		char *abs = NULL;

		if (jcwd->valuestring[0] == '/')
			abs = strdup(jcwd->valuestring);
		else if (asprintf(&abs, "/workspace/%s", jcwd->valuestring) < 0)
			abs = NULL;
		err = abs ? paths_normalize(abs, &cwd) : -ENOMEM;
		free(abs);
		if (err < 0) {
			ret = MHD_NO;
			goto out;
		}
	}
	if (cJSON_IsObject(jenv)) {
		env = calloc((size_t)cJSON_GetArraySize(jenv) + 1, sizeof(*env));
		if (!env) {
			ret = MHD_NO;
			goto out;
		}
		cJSON_ArrayForEach(it, jenv)
		{
			if (!valid_env_name(it->string) || !cJSON_IsString(it)) {
				ret = http_respond_error(
				    r, 502, "session_error",
				    "session create failed: invalid env entry '%s'",
				    it->string ? it->string : "");
				goto out;
			}
			if (asprintf(&env[nenv], "%s=%s", it->string, it->valuestring) < 0) {
				env[nenv] = NULL;
				ret = MHD_NO;
				goto out;
			}
			nenv++;
		}
	}
	if (http_sandbox_get(r, &sb) < 0)
		goto out;
	sbxd_set_errmsg("%s", "");
	err = sandbox_session_create(sb, sid, cwd, (const char *const *)env);
	if (err == -EEXIST) {
		ret = http_respond_error(r, 502, "session_error",
					 "session create failed: Session '%s' already exists", sid);
		goto out;
	} else if (err < 0) {
		ret = http_respond_error(r, 502, "session_error", "session create failed: %s",
					 http_errmsg(err));
		goto out;
	}
	o = cJSON_CreateObject();
	if (!o || !cJSON_AddStringToObject(o, "id", sid)) {
		cJSON_Delete(o);
		ret = MHD_NO;
		goto out;
	}
	ret = http_respond_json(r, 200, o);
out:
	if (sb)
		sandbox_put(sb);
	for (size_t i = 0; env && i < nenv; i++)
		free(env[i]);
	free(env);
	free(cwd);
	cJSON_Delete(body);
	return ret;
}

enum MHD_Result route_session_delete(struct http_request *r)
{
	struct sandbox *sb = NULL;
	char *sid = NULL, ts[40];
	struct timespec now;
	enum MHD_Result ret = MHD_YES;
	cJSON *o;
	int err;

	err = paths_decode_component(r->param, false, &sid);
	if (err == -EINVAL) /* a NUL byte: no session can have that name */
		return http_respond_error(r, 502, "session_error",
					  "session delete failed: Session '%s' not found",
					  r->param);
	if (err < 0)
		return MHD_NO;
	if (http_sandbox_get(r, &sb) < 0)
		goto out;
	err = paths_valid_session_id(sid) ? sandbox_session_delete(sb, sid) : -ENOENT;
	if (err == -ENOENT) {
		ret = http_respond_error(r, 502, "session_error",
					 "session delete failed: Session '%s' not found", sid);
		goto out;
	} else if (err < 0) {
		ret = http_respond_error(r, 502, "session_error", "session delete failed: %s",
					 http_errmsg(err));
		goto out;
	}
	clock_gettime(CLOCK_REALTIME, &now);
	http_iso8601(ts, sizeof(ts), &now);
	o = cJSON_CreateObject();
	if (!o || !cJSON_AddTrueToObject(o, "success") ||
	    !cJSON_AddStringToObject(o, "sessionId", sid) ||
	    !cJSON_AddStringToObject(o, "timestamp", ts)) {
		cJSON_Delete(o);
		ret = MHD_NO;
		goto out;
	}
	ret = http_respond_json(r, 200, o);
out:
	if (sb)
		sandbox_put(sb);
	free(sid);
	return ret;
}
