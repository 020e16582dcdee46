/* exec.c — POST /v1/sandbox/:id/exec: a command and its event stream.
 *
 * The answer is a server-sent event stream, parsed incrementally by sse.c
 * as it arrives: stdout/stderr reach the caller's callback chunk by chunk,
 * and only the terminal event (exit or error) decides success. The stream's
 * liveness is the delicate part: a command may be silent for long, so once
 * the answer has begun only the command's timeout (plus slack), or the
 * server's keepalives where it sends some, bound it (see http.c). A server
 * without /exec (the next generation, a 404 without a bridge code) is
 * remembered and served by api_next.c on processes instead. Also the
 * capturing variants (bounded buffers, optionally base64-decoded).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "api.h"
#include "b64.h"
#include "exec.h"
#include "http.h"
#include "sbx_errno.h"
#include "sse.h"
#include "url.h"

struct exec_ctx {
	struct sbx_sse sse;
	struct sbx_client *c;
	struct sbx_req *r;
	sbx_output_cb cb;
	void *arg;
	bool cancelled; /* the output callback asked to stop */
	bool have_exit;
	int exit_code;
	bool error_event;
	char msg[512];
};

int sbx_exec_exit_parse(const char *data, size_t len, int *code)
{
	cJSON *j = cJSON_ParseWithLength(data, len);
	cJSON *v = cJSON_GetObjectItemCaseSensitive(j, "exit_code");
	int rc = -EIO;

	if (cJSON_IsNumber(v)) {
		*code = v->valueint;
		rc = 0;
	}
	cJSON_Delete(j);
	return rc;
}

static int exec_event(void *arg, enum sbx_sse_kind kind, const void *data, size_t len)
{
	struct exec_ctx *x = arg;

	switch (kind) {
	case SBX_SSE_STDOUT:
	case SBX_SSE_STDERR:
		if (x->cb && x->cb(x->arg, (int)kind, data, len) != 0) {
			x->cancelled = true;
			return -ECANCELED;
		}
		return 0;
	case SBX_SSE_EXIT:
		if (sbx_exec_exit_parse(data, len, &x->exit_code) < 0) {
			snprintf(x->msg, sizeof(x->msg), "exit event without an exit code");
			return -EIO;
		}
		x->have_exit = true;
		return 0;
	case SBX_SSE_MESSAGE: /* raw mode only, never on an exec stream */
		return 0;
	case SBX_SSE_ERROR:
		x->error_event = true;
		sbx_error_body_parse(data, len, x->msg, sizeof(x->msg), NULL, 0, NULL, 0);
		if (!x->msg[0])
			snprintf(x->msg, sizeof(x->msg), "exec failed");
		return 0;
	}
	return 0;
}

/* Feeds the parser, and tells the request which bytes were payload. A
 * server that proves its liveness on a silent stream says so (sbxd: the
 * Sbxd-Keepalive header, seen by http.c; any server: keepalive comments):
 * from then on the stream fails after stream_timeout_ms without a byte.
 * A server without keepalives (the bridge) gets no such limit: silence
 * there may be a quiet command, and only a dead connection (TCP keepalive,
 * see http.c) ends it. */
static int exec_sink(void *arg, long status, const char *data, size_t len)
{
	struct exec_ctx *x = arg;
	unsigned long before = x->sse.payload, kas = x->sse.keepalives;
	int rc = sbx_sse_feed(&x->sse, data, len);

	if (x->sse.payload != before)
		x->r->payload = true;
	if (!kas && x->sse.keepalives)
		sbx_req_keepalive(x->c, x->r, x->sse.keepalive_ms);
	return rc;
}

char *sbx_exec_body(const char *const argv[], const struct sbx_exec_opts *o)
{
	cJSON *j = cJSON_CreateObject(), *a;
	char *s = NULL;
	size_t i;

	if (!j)
		return NULL;
	a = cJSON_AddArrayToObject(j, "argv");
	if (!a)
		goto out;
	for (i = 0; argv[i]; i++) {
		cJSON *t = cJSON_CreateString(argv[i]);

		if (!t)
			goto out;
		cJSON_AddItemToArray(a, t);
	}
	if (o && o->timeout_ms > 0 &&
	    !cJSON_AddNumberToObject(j, "timeout_ms", (double)o->timeout_ms))
		goto out;
	if (o && o->cwd && !cJSON_AddStringToObject(j, "cwd", o->cwd))
		goto out;
	s = cJSON_PrintUnformatted(j);
out:
	cJSON_Delete(j);
	return s;
}

int sbx_exec(struct sbx_client *c, const char *id, const char *const argv[],
	     const struct sbx_exec_opts *opts, sbx_output_cb cb, void *arg, int *exit_code)
{
	return sbx_exec_limit(c, id, argv, opts, cb, arg, exit_code, -1);
}

int sbx_exec_limit(struct sbx_client *c, const char *id, const char *const argv[],
		   const struct sbx_exec_opts *opts, sbx_output_cb cb, void *arg, int *exit_code,
		   long stall_ms)
{
	struct exec_ctx x;
	struct sbx_req r;
	char *path = NULL, *body = NULL;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (!argv || !argv[0]) {
		sbx_set_error("exec: argv must not be empty");
		return -EINVAL;
	}
	if (opts && opts->session && !sbx_valid_session_id(opts->session)) {
		sbx_set_error("invalid session id");
		return -EINVAL;
	}
	if (atomic_load(&c->gen_v1) < 0) /* a next-only server: exec on processes */
		return sbx_next_exec(c, id, argv, opts, cb, arg, exit_code, stall_ms);
	memset(&x, 0, sizeof(x));
	sbx_sse_init(&x.sse, exec_event, &x);
	x.cb = cb;
	x.arg = arg;
	rc = -ENOMEM;
	path = sbx_route_path(id, "/exec");
	body = sbx_exec_body(argv, opts);
	if (!path || !body)
		goto out;
	sbx_req_init(&r, "POST", path, "exec");
	r.op = opts ? opts->op : NULL;
	r.content_type = "application/json";
	r.body = body;
	r.body_len = (off_t)strlen(body);
	r.session = opts ? opts->session : NULL;
	x.c = c;
	x.r = &r;
	r.streaming = true;
	r.marks_payload = true;
	/* A command may be silent for as long as it likes, unless it has a
	 * timeout: then the server must end it by timeout + 5 s (SIGKILL). */
	r.stream_limit_ms =
	    opts && opts->timeout_ms > 0 ? opts->timeout_ms + 5000 + c->io_timeout_ms : 0;
	if (stall_ms >= 0)
		r.stream_limit_ms = stall_ms;
	r.cancel = opts ? opts->cancel : NULL;
	r.begun = opts ? opts->started : NULL;
	r.begun_arg = opts ? opts->started_arg : NULL;
	r.sink = exec_sink;
	r.sink_arg = &x;
	rc = sbx_http_do(c, &r);
	if (rc < 0 && sbx_route_absent(r.status, r.code)) {
		/* no /exec: the next generation; remembered, and run there */
		atomic_store(&c->gen_v1, -1);
		rc = sbx_next_exec(c, id, argv, opts, cb, arg, exit_code, stall_ms);
		goto out;
	}
	if (rc < 0) {
		if (x.cancelled)
			rc = -ECANCELED;
		if (x.sse.err && !x.cancelled)
			sbx_set_error("exec: bad event stream: %s", x.msg[0] ? x.msg : x.sse.msg);
		goto out;
	}
	atomic_store(&c->gen_v1, 1);
	rc = sbx_sse_finish(&x.sse);
	if (rc < 0) {
		sbx_set_error("exec: %s", x.msg[0] ? x.msg : x.sse.msg);
		goto out;
	}
	if (x.error_event) {
		sbx_set_error("exec: %s", x.msg);
		rc = -EIO;
		goto out;
	}
	if (exit_code)
		*exit_code = x.exit_code;
	rc = 0;
out:
	sbx_sse_release(&x.sse);
	free(path);
	free(body);
	return rc;
}

struct capture {
	struct sbx_buf *out, *err;
	int overflow;
	struct sbx_b64_stream *dec; /* stdout is base64 text: decode it */
};

static int capture_cb(void *arg, int stream, const void *data, size_t len)
{
	struct capture *cap = arg;
	struct sbx_buf *b = stream == 1 ? cap->out : cap->err;
	unsigned char *tmp = NULL;
	long n;
	int rc;

	if (!b)
		return 0;
	if (stream == 1 && cap->dec) {
		tmp = malloc(3 * (len + 3) / 4 + 3);
		if (!tmp) {
			cap->overflow = -ENOMEM;
			return 1;
		}
		n = sbx_b64_stream_feed(cap->dec, data, len, tmp);
		if (n < 0) {
			free(tmp);
			cap->overflow = -EIO;
			return 1;
		}
		data = tmp;
		len = (size_t)n;
	}
	rc = sbx_buf_add(b, data, len);
	free(tmp);
	if (rc < 0) {
		cap->overflow = rc;
		return 1;
	}
	return 0;
}

static int exec_capture(struct sbx_client *c, const char *id, const char *const argv[],
			const struct sbx_exec_opts *opts, struct sbx_buf *out, struct sbx_buf *err,
			int *exit_code, struct sbx_b64_stream *dec)
{
	struct capture cap = {out, err, 0, dec};
	int rc = sbx_exec(c, id, argv, opts, capture_cb, &cap, exit_code);

	if (rc == -ECANCELED && cap.overflow == -EIO) {
		sbx_set_error("exec: malformed base64 output");
		rc = -EIO;
	} else if (rc == -ECANCELED && cap.overflow) {
		sbx_set_error("exec: output over the %s limit",
			      cap.overflow == -E2BIG ? "size" : "memory");
		rc = cap.overflow;
	}
	return rc;
}

int sbx_exec_capture(struct sbx_client *c, const char *id, const char *const argv[],
		     const struct sbx_exec_opts *opts, struct sbx_buf *out, struct sbx_buf *err,
		     int *exit_code)
{
	return exec_capture(c, id, argv, opts, out, err, exit_code, NULL);
}

int sbx_exec_capture_b64(struct sbx_client *c, const char *id, const char *const argv[],
			 const struct sbx_exec_opts *opts, struct sbx_buf *out, struct sbx_buf *err,
			 int *exit_code)
{
	struct sbx_b64_stream dec;
	int rc;

	sbx_b64_stream_init(&dec);
	rc = exec_capture(c, id, argv, opts, out, err, exit_code, out ? &dec : NULL);
	/* A command that failed may have stopped anywhere: its status says so. */
	if (rc == 0 && out && exit_code && *exit_code == 0 && sbx_b64_stream_finish(&dec) < 0) {
		sbx_set_error("exec: truncated base64 output");
		rc = -EIO;
	}
	return rc;
}
