/* api.c — the bridge routes, one C call each, and all JSON handling.
 *
 * Every route of PROTOCOL.md maps to one function here: build the URL and
 * the JSON body, send it with sbx_http_do(), and turn the JSON answer into C
 * values. cJSON is used in this file only. Exec answers are event streams,
 * parsed incrementally by sse.c as they arrive; output reaches the caller's
 * callback chunk by chunk, and only the terminal event decides success.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "api.h"
#include "b64.h"
#include "http.h"
#include "posix.h"
#include "sbx_errno.h"
#include "sse.h"
#include "url.h"

#define HYDRATE_MAX (32u << 20)

/* ---- JSON helpers ------------------------------------------------------ */

/* Sends a request whose answer is a JSON object; *out gets it (cJSON_Delete). */
static int request_json(struct sbx_client *c, struct sbx_req *r, cJSON **out)
{
	struct sbx_buf b;
	cJSON *j;
	int rc;

	sbx_buf_init(&b, sbx_http_json_max());
	r->resp = &b;
	rc = sbx_http_do(c, r);
	if (rc < 0)
		goto out;
	j = cJSON_ParseWithLength(b.data ? b.data : "", b.len);
	if (!j || !cJSON_IsObject(j)) {
		cJSON_Delete(j);
		sbx_set_error("%s %s: the server's answer is not a JSON object", r->method,
			      r->path);
		rc = -EIO;
		goto out;
	}
	*out = j;
out:
	sbx_buf_release(&b);
	return rc;
}

static char *print_json(cJSON *j)
{
	char *s = cJSON_PrintUnformatted(j);

	if (!s)
		sbx_set_error("out of memory");
	return s;
}

/* ---- simple routes ------------------------------------------------------ */

int sbx_health(struct sbx_client *c)
{
	struct sbx_req r;

	sbx_req_init(&r, "GET", "/health", "health");
	r.idempotent = true;
	return sbx_http_do(c, &r);
}

int sbx_create_id(struct sbx_client *c, char out[SBX_ID_MAX + 1])
{
	struct sbx_req r;
	cJSON *j = NULL, *id;
	int rc;

	sbx_req_init(&r, "POST", "/v1/sandbox", "create");
	rc = request_json(c, &r, &j);
	if (rc < 0)
		return rc;
	id = cJSON_GetObjectItemCaseSensitive(j, "id");
	if (!cJSON_IsString(id) || !sbx_valid_id(id->valuestring)) {
		sbx_set_error("POST /v1/sandbox: no valid id in the answer");
		rc = -EIO;
		goto out;
	}
	snprintf(out, SBX_ID_MAX + 1, "%s", id->valuestring);
out:
	cJSON_Delete(j);
	return rc;
}

void sbx_strv_free(char **v, size_t n)
{
	size_t i;

	if (!v)
		return;
	for (i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

/* Extension GET /v1/sandbox. Accepted answers: ["id",...], {"ids":[...]},
 * {"sandboxes":[...]}, where each element is an id or an object with "id". */
int sbx_list_sandboxes(struct sbx_client *c, char ***ids, size_t *n)
{
	struct sbx_req r;
	cJSON *j = NULL, *arr, *el;
	struct sbx_buf b;
	char **v = NULL;
	size_t cnt = 0, cap;
	int rc;

	if (c->no_ext || atomic_load(&c->ext_list) < 0) {
		sbx_set_error("the server offers no sandbox listing");
		return -ENOSYS;
	}
	sbx_req_init(&r, "GET", "/v1/sandbox", "list");
	r.idempotent = true;
	sbx_buf_init(&b, sbx_http_json_max());
	r.resp = &b;
	rc = sbx_http_do(c, &r);
	if (rc < 0) {
		if (r.status == 404 || r.status == 405 || r.status == 501) {
			atomic_store(&c->ext_list, -1);
			sbx_set_error("the server offers no sandbox listing");
			rc = -ENOSYS;
		}
		goto out;
	}
	j = cJSON_ParseWithLength(b.data ? b.data : "", b.len);
	arr = j;
	if (cJSON_IsObject(j)) {
		arr = cJSON_GetObjectItemCaseSensitive(j, "ids");
		if (!arr)
			arr = cJSON_GetObjectItemCaseSensitive(j, "sandboxes");
	}
	if (!cJSON_IsArray(arr)) {
		atomic_store(&c->ext_list, -1);
		sbx_set_error("GET /v1/sandbox: answer is not a list of ids");
		rc = -ENOSYS;
		goto out;
	}
	cap = (size_t)cJSON_GetArraySize(arr);
	v = calloc(cap + 1, sizeof(*v));
	if (!v) {
		rc = -ENOMEM;
		goto out;
	}
	cJSON_ArrayForEach(el, arr)
	{
		const char *s = NULL;

		if (cJSON_IsString(el))
			s = el->valuestring;
		else if (cJSON_IsObject(el) &&
			 cJSON_IsString(cJSON_GetObjectItemCaseSensitive(el, "id")))
			s = cJSON_GetObjectItemCaseSensitive(el, "id")->valuestring;
		if (!s || !sbx_valid_id(s) || cnt >= cap)
			continue;
		v[cnt] = strdup(s);
		if (!v[cnt]) {
			rc = -ENOMEM;
			goto out;
		}
		cnt++;
	}
	atomic_store(&c->ext_list, 1);
	*ids = v;
	*n = cnt;
	v = NULL;
	rc = 0;
out:
	sbx_strv_free(v, cnt);
	cJSON_Delete(j);
	sbx_buf_release(&b);
	return rc;
}

int sbx_running(struct sbx_client *c, const char *id, bool *running)
{
	struct sbx_req r;
	cJSON *j = NULL, *v;
	char *path;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	path = sbx_route_path(id, "/running");
	if (!path)
		return -ENOMEM;
	sbx_req_init(&r, "GET", path, "running");
	r.idempotent = true;
	rc = request_json(c, &r, &j);
	if (rc < 0)
		goto out;
	v = cJSON_GetObjectItemCaseSensitive(j, "running");
	if (!cJSON_IsBool(v)) {
		sbx_set_error("GET %s: no \"running\" in the answer", path);
		rc = -EIO;
		goto out;
	}
	*running = cJSON_IsTrue(v);
out:
	cJSON_Delete(j);
	free(path);
	return rc;
}

int sbx_destroy(struct sbx_client *c, const char *id)
{
	struct sbx_req r;
	char *path;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	path = sbx_route_path(id, "");
	if (!path)
		return -ENOMEM;
	sbx_req_init(&r, "DELETE", path, "destroy");
	r.idempotent = true;
	rc = sbx_http_do(c, &r);
	free(path);
	return rc;
}

/* ---- exec ---------------------------------------------------------------- */

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

static int exec_event(void *arg, enum sbx_sse_kind kind, const void *data, size_t len)
{
	struct exec_ctx *x = arg;
	cJSON *j, *v;

	switch (kind) {
	case SBX_SSE_STDOUT:
	case SBX_SSE_STDERR:
		if (x->cb && x->cb(x->arg, (int)kind, data, len) != 0) {
			x->cancelled = true;
			return -ECANCELED;
		}
		return 0;
	case SBX_SSE_EXIT:
		j = cJSON_ParseWithLength(data, len);
		v = cJSON_GetObjectItemCaseSensitive(j, "exit_code");
		if (!cJSON_IsNumber(v)) {
			cJSON_Delete(j);
			snprintf(x->msg, sizeof(x->msg), "exit event without an exit code");
			return -EIO;
		}
		x->exit_code = v->valueint;
		x->have_exit = true;
		cJSON_Delete(j);
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

static char *exec_body(const char *const argv[], const struct sbx_exec_opts *o)
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
	s = print_json(j);
out:
	cJSON_Delete(j);
	return s;
}

int sbx_exec(struct sbx_client *c, const char *id, const char *const argv[],
	     const struct sbx_exec_opts *opts, sbx_output_cb cb, void *arg, int *exit_code)
{
	return sbx_api_exec(c, id, argv, opts, cb, arg, exit_code, -1);
}

int sbx_api_exec(struct sbx_client *c, const char *id, const char *const argv[],
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
	body = exec_body(argv, opts);
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
	if (rc < 0 && r.status == 404 && !r.code[0]) {
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

/* ---- files (raw routes; the logic is in files.c) -------------------------- */

int sbx_api_file_get(struct sbx_client *c, const char *id, const char *path, const char *range,
		     const char *op, sbx_sink_fn sink, void *arg, long *status)
{
	struct sbx_req r;
	char *url;
	int rc = sbx_file_route(id, "/file", path, NULL, &url);

	if (rc < 0)
		return rc;
	sbx_req_init(&r, "GET", url, "file_get");
	r.op = op;
	r.range = range;
	r.idempotent = true;
	r.sink = sink;
	r.sink_arg = arg;
	rc = sbx_http_do(c, &r);
	if (status)
		*status = r.status;
	free(url);
	return rc;
}

int sbx_api_file_put(struct sbx_client *c, const char *id, const char *path, const void *data,
		     int fd, off_t off, off_t len, const char *op)
{
	struct sbx_req r;
	char *url;
	int rc = sbx_file_route(id, "/file", path, NULL, &url);

	if (rc < 0)
		return rc;
	sbx_req_init(&r, "PUT", url, "file_put");
	r.op = op;
	r.content_type = "application/octet-stream";
	r.body = data ? data : "";
	r.body_fd = data ? -1 : fd;
	r.body_off = off;
	r.body_len = len;
	rc = sbx_http_do(c, &r);
	free(url);
	return rc;
}

bool sbx_api_extents_usable(struct sbx_client *c)
{
	return !c->no_ext && atomic_load(&c->ext_extents) >= 0;
}

static int json_stat(cJSON *o, struct sbx_stat *st);

void sbx_ts_decimal(const struct timespec *ts, char *buf, size_t size)
{
	/* {-2, 500000000} is -1.5 s: the whole part rounds toward zero */
	if (ts->tv_sec < 0 && ts->tv_nsec > 0)
		snprintf(buf, size, "-%jd.%09ld", -(intmax_t)(ts->tv_sec + 1),
			 1000000000L - ts->tv_nsec);
	else
		snprintf(buf, size, "%jd.%09ld", (intmax_t)ts->tv_sec, ts->tv_nsec);
}

/* "&atime=S.NNNNNNNNN" (or "now"; nothing for UTIME_OMIT) into buf. */
static void time_query(char *buf, size_t size, const char *name, const struct timespec *ts)
{
	char d[48];

	buf[0] = '\0';
	if (ts->tv_nsec == UTIME_OMIT)
		return;
	if (ts->tv_nsec == UTIME_NOW) {
		snprintf(buf, size, "&%s=now", name);
		return;
	}
	sbx_ts_decimal(ts, d, sizeof(d));
	snprintf(buf, size, "&%s=%s", name, d);
}

/* The answer of an extents PUT: {"ok":true} from an sbxd before
 * attributes, {"ok":true,"stat":{...}|null} after. */
static int extents_answer(const struct sbx_buf *b, struct sbx_stat *st, int *got)
{
	cJSON *j = b->data ? cJSON_ParseWithLength(b->data, b->len) : NULL;
	cJSON *v = j ? cJSON_GetObjectItemCaseSensitive(j, "stat") : NULL;
	struct sbx_stat tmp;
	int rc = 0;

	*got = 0;
	if (cJSON_IsNull(v)) {
		*got = 2;
	} else if (v) {
		rc = json_stat(v, &tmp);
		if (rc == 0) {
			*got = 1;
			if (st)
				*st = tmp;
		} else {
			sbx_set_error("extents: malformed stat in the answer");
		}
	}
	cJSON_Delete(j);
	return rc;
}

int sbx_api_extents_put(struct sbx_client *c, const char *id, const char *path, off_t size,
			off_t body_len, ssize_t (*fn)(void *, off_t, char *, size_t), void *arg,
			const char *op, const struct sbx_file_attrs *attrs, struct sbx_stat *st,
			int *got)
{
	struct sbx_req r;
	struct sbx_buf b;
	char *url = NULL, q[160] = "", at[64] = "", mt[64] = "", query[200];
	int rc = sbx_check_id(id), g = 0;

	if (rc < 0)
		return rc;
	if (attrs) {
		if (attrs->times) {
			time_query(at, sizeof(at), "atime", &attrs->times[0]);
			time_query(mt, sizeof(mt), "mtime", &attrs->times[1]);
		}
		int k = 0;

		if (attrs->mode >= 0)
			k = snprintf(q, sizeof(q), "&mode=%lo", (unsigned long)attrs->mode & 07777);
		snprintf(q + k, sizeof(q) - (size_t)k, "%s%s", at, mt);
	}
	snprintf(query, sizeof(query), "size=%jd%s", (intmax_t)size, q);
	rc = sbx_file_route(id, "/extents", path, query, &url);
	if (rc < 0)
		return rc;
	sbx_buf_init(&b, 64 * 1024);
	sbx_req_init(&r, "PUT", url, "extents_put");
	r.op = op;
	r.content_type = "application/x-sbx-extents";
	r.body_len = body_len;
	r.body_fn = fn;
	r.body_arg = arg;
	r.resp = &b;
	rc = sbx_http_do(c, &r);
	if (rc == 0)
		rc = extents_answer(&b, st, &g);
	sbx_buf_release(&b);
	if (rc == 0 && got)
		*got = g;
	if (rc < 0) {
		if (r.status == 404 || r.status == 405 || r.status == 501) {
			/* No such route: a stock bridge, or --bridge-compat. */
			atomic_store(&c->ext_extents, -1);
			rc = -ENOSYS;
		}
	} else {
		atomic_store(&c->ext_extents, 1);
	}
	free(url);
	return rc;
}

int sbx_api_extents_get(struct sbx_client *c, const char *id, const char *path, sbx_sink_fn sink,
			void *arg)
{
	struct sbx_req r;
	char *url = NULL;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	rc = sbx_file_route(id, "/extents", path, NULL, &url);
	if (rc < 0)
		return rc;
	sbx_req_init(&r, "GET", url, "extents_get");
	r.op = "read_sparse";
	r.idempotent = true;
	r.sink = sink;
	r.sink_arg = arg;
	rc = sbx_http_do(c, &r);
	if (rc < 0) {
		if ((r.status == 404 && !r.code[0]) || r.status == 405 || r.status == 501) {
			/* No such route (a missing file has its own code). */
			atomic_store(&c->ext_extents, -1);
			rc = -ENOSYS;
		}
	} else {
		atomic_store(&c->ext_extents, 1);
	}
	free(url);
	return rc;
}

/* ---- limits and usage (extension) ------------------------------------------ */

static int64_t num_or(const cJSON *o, const char *key, int64_t dflt)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);

	return cJSON_IsNumber(v) ? (int64_t)v->valuedouble : dflt;
}

static void limit_from(const cJSON *limits, const char *name, const char *max_key,
		       const char *used_key, struct sbx_limit *out)
{
	const cJSON *o = cJSON_GetObjectItemCaseSensitive(limits, name);
	const cJSON *how = cJSON_GetObjectItemCaseSensitive(o, "how");

	out->max = num_or(o, max_key, -1);
	out->used = num_or(o, used_key, -1);
	snprintf(out->how, sizeof(out->how), "%s",
		 cJSON_IsString(how) ? how->valuestring : "unknown");
}

int sbx_sandbox_info(struct sbx_client *c, const char *id, struct sbx_info *out)
{
	struct sbx_req r;
	struct sbx_info i;
	cJSON *j = NULL, *l;
	char *path;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (c->no_ext || atomic_load(&c->ext_info) < 0) {
		sbx_set_error("the server offers no sandbox info");
		return -ENOSYS;
	}
	path = sbx_route_path(id, "/info");
	if (!path)
		return -ENOMEM;
	sbx_req_init(&r, "GET", path, "info");
	r.idempotent = true;
	rc = request_json(c, &r, &j);
	if (rc < 0) {
		if (r.status == 404 || r.status == 405 || r.status == 501) {
			atomic_store(&c->ext_info, -1);
			sbx_set_error("the server offers no sandbox info");
			rc = -ENOSYS;
		}
		goto out;
	}
	l = cJSON_GetObjectItemCaseSensitive(j, "limits");
	if (!cJSON_IsObject(l)) {
		sbx_set_error("GET %s: no \"limits\" in the answer", path);
		rc = -EIO;
		goto out;
	}
	memset(&i, 0, sizeof(i));
	i.uid = num_or(j, "uid", -1);
	limit_from(l, "pids", "max", "current", &i.pids);
	limit_from(l, "memory", "max", "current", &i.memory);
	limit_from(l, "cpu", "max_percent", "usage_usec", &i.cpu);
	limit_from(l, "disk", "max", "used", &i.disk);
	i.oom_kills = num_or(cJSON_GetObjectItemCaseSensitive(l, "memory"), "oom_kills", -1);
	atomic_store(&c->ext_info, 1);
	*out = i;
out:
	cJSON_Delete(j);
	free(path);
	return rc;
}

/* ---- sessions -------------------------------------------------------------- */

int sbx_session_create(struct sbx_client *c, const char *id, const char *sid, const char *cwd,
		       const char *const *env, char **sid_out)
{
	struct sbx_req r;
	cJSON *j = NULL, *ans = NULL, *e, *v;
	char *path = NULL, *body = NULL, *res;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (sid && !sbx_valid_session_id(sid)) {
		sbx_set_error("invalid session id");
		return -EINVAL;
	}
	rc = -ENOMEM;
	j = cJSON_CreateObject();
	if (!j)
		goto out;
	if (sid && !cJSON_AddStringToObject(j, "id", sid))
		goto out;
	if (cwd && !cJSON_AddStringToObject(j, "cwd", cwd))
		goto out;
	if (env) {
		size_t i;

		e = cJSON_AddObjectToObject(j, "env");
		if (!e)
			goto out;
		for (i = 0; env[i]; i++) {
			const char *eq = strchr(env[i], '=');
			char key[256];

			if (!eq || eq == env[i] || (size_t)(eq - env[i]) >= sizeof(key)) {
				sbx_set_error("env entries must be KEY=VALUE");
				rc = -EINVAL;
				goto out;
			}
			snprintf(key, sizeof(key), "%.*s", (int)(eq - env[i]), env[i]);
			if (!cJSON_AddStringToObject(e, key, eq + 1))
				goto out;
		}
	}
	body = print_json(j);
	path = sbx_route_path(id, "/session");
	if (!body || !path)
		goto out;
	if (atomic_load(&c->gen_v1) < 0)
		goto local;
	sbx_req_init(&r, "POST", path, "session_create");
	r.content_type = "application/json";
	r.body = body;
	r.body_len = (off_t)strlen(body);
	rc = request_json(c, &r, &ans);
	if (rc < 0 && r.status == 404 && !r.code[0]) {
		/* a next-only server has no sessions: the client keeps them */
		atomic_store(&c->gen_v1, -1);
	local:
		rc = sbx_next_session_create(c, id, sid, cwd, env, sid_out);
		goto out;
	}
	if (rc < 0)
		goto out;
	v = cJSON_GetObjectItemCaseSensitive(ans, "id");
	if (!cJSON_IsString(v)) {
		sbx_set_error("POST %s: no session id in the answer", path);
		rc = -EIO;
		goto out;
	}
	res = strdup(v->valuestring);
	if (!res) {
		rc = -ENOMEM;
		goto out;
	}
	if (sid_out)
		*sid_out = res;
	else
		free(res);
	rc = 0;
out:
	cJSON_Delete(j);
	cJSON_Delete(ans);
	free(body);
	free(path);
	return rc;
}

int sbx_session_delete(struct sbx_client *c, const char *id, const char *sid)
{
	struct sbx_req r;
	char suffix[SBX_SESSION_MAX + 16];
	char *path;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (!sbx_valid_session_id(sid)) {
		sbx_set_error("invalid session id");
		return -EINVAL;
	}
	snprintf(suffix, sizeof(suffix), "/session/%s", sid);
	path = sbx_route_path(id, suffix);
	if (!path)
		return -ENOMEM;
	if (atomic_load(&c->gen_v1) < 0) { /* no sessions on the server (next) */
		free(path);
		return sbx_next_session_delete(c, id, sid);
	}
	sbx_req_init(&r, "DELETE", path, "session_delete");
	r.idempotent = true;
	rc = sbx_http_do(c, &r);
	if (rc < 0 && r.status == 404 && !r.code[0]) {
		atomic_store(&c->gen_v1, -1);
		rc = sbx_next_session_delete(c, id, sid);
	}
	free(path);
	return rc;
}

/* ---- tunnels ----------------------------------------------------------------- */

void sbx_tunnel_release(struct sbx_tunnel *t)
{
	if (!t)
		return;
	free(t->url);
	free(t->hostname);
	free(t->tunnel_id);
	t->url = t->hostname = t->tunnel_id = NULL;
}

static char *json_strdup(cJSON *j, const char *key)
{
	cJSON *v = cJSON_GetObjectItemCaseSensitive(j, key);

	return strdup(cJSON_IsString(v) ? v->valuestring : "");
}

/* The checked route path of a sandbox's tunnel on port (free() it). */
static int tunnel_path(const char *id, int port, char **out)
{
	char suffix[32];
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (!sbx_valid_port(port)) {
		sbx_set_error("invalid port %d (1024-65535, not 3000)", port);
		return -EINVAL;
	}
	snprintf(suffix, sizeof(suffix), "/tunnel/%d", port);
	*out = sbx_route_path(id, suffix);
	return *out ? 0 : -ENOMEM;
}

int sbx_tunnel_create(struct sbx_client *c, const char *id, int port, struct sbx_tunnel *out)
{
	struct sbx_tunnel t = {0};
	struct sbx_req r;
	cJSON *j = NULL, *v;
	char *path;
	int rc = tunnel_path(id, port, &path);

	if (rc < 0)
		return rc;
	sbx_req_init(&r, "POST", path, "tunnel_create");
	rc = request_json(c, &r, &j);
	if (rc < 0)
		goto out;
	v = cJSON_GetObjectItemCaseSensitive(j, "port");
	t.port = cJSON_IsNumber(v) ? v->valueint : port;
	t.url = json_strdup(j, "url");
	t.hostname = json_strdup(j, "hostname");
	t.tunnel_id = json_strdup(j, "id");
	if (!t.url || !t.hostname || !t.tunnel_id) {
		sbx_tunnel_release(&t);
		rc = -ENOMEM;
		goto out;
	}
	*out = t;
out:
	cJSON_Delete(j);
	free(path);
	return rc;
}

int sbx_tunnel_delete(struct sbx_client *c, const char *id, int port)
{
	struct sbx_req r;
	char *path;
	int rc = tunnel_path(id, port, &path);

	if (rc < 0)
		return rc;
	sbx_req_init(&r, "DELETE", path, "tunnel_delete");
	r.idempotent = true;
	rc = sbx_http_do(c, &r);
	free(path);
	return rc;
}

/* ---- persist / hydrate ---------------------------------------------------------- */

static int fd_sink(void *arg, long status, const char *data, size_t len)
{
	int fd = *(int *)arg;

	while (len > 0) {
		ssize_t w = write(fd, data, len);

		if (w < 0) {
			if (errno == EINTR)
				continue;
			return -errno;
		}
		data += w;
		len -= (size_t)w;
	}
	return 0;
}

int sbx_persist(struct sbx_client *c, const char *id, const char *const *excludes, int fd)
{
	struct sbx_req r;
	struct sbx_buf q;
	char *path = NULL, *full = NULL;
	size_t i;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	sbx_buf_init(&q, 64u << 10);
	rc = sbx_buf_add(&q, "/persist", 8);
	for (i = 0; rc == 0 && excludes && excludes[i]; i++) {
		const char *e = excludes[i];
		char *enc;

		if (!*e || strchr(e, ',') || strstr(e, "..")) {
			sbx_set_error("persist: bad exclude name");
			rc = -EINVAL;
			goto out;
		}
		rc = sbx_buf_add(&q, i ? "," : "?excludes=", i ? 1 : 10);
		enc = rc == 0 ? sbx_url_encode_query(e) : NULL;
		if (rc == 0 && !enc)
			rc = -ENOMEM;
		if (rc == 0)
			rc = sbx_buf_add(&q, enc, strlen(enc));
		free(enc);
	}
	if (rc < 0)
		goto out;
	path = sbx_route_path(id, q.data);
	if (!path) {
		rc = -ENOMEM;
		goto out;
	}
	sbx_req_init(&r, "POST", path, "persist");
	r.sink = fd_sink;
	r.sink_arg = &fd;
	rc = sbx_http_do(c, &r);
out:
	free(full);
	free(path);
	sbx_buf_release(&q);
	return rc;
}

int sbx_hydrate_fd(struct sbx_client *c, const char *id, int fd)
{
	struct sbx_req r;
	struct sbx_buf b;
	struct stat st;
	char *path = NULL;
	off_t cur;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	sbx_buf_init(&b, HYDRATE_MAX);
	path = sbx_route_path(id, "/hydrate");
	if (!path) {
		rc = -ENOMEM;
		goto out;
	}
	sbx_req_init(&r, "POST", path, "hydrate");
	r.content_type = "application/x-tar";
	cur = lseek(fd, 0, SEEK_CUR);
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && cur >= 0) {
		r.body_fd = fd;
		r.body_off = cur;
		r.body_len = st.st_size - cur;
	} else {
		char chunk[65536];
		ssize_t n;

		while ((n = read(fd, chunk, sizeof(chunk))) != 0) {
			if (n < 0) {
				if (errno == EINTR)
					continue;
				rc = -errno;
				goto out;
			}
			rc = sbx_buf_add(&b, chunk, (size_t)n);
			if (rc < 0) {
				sbx_set_error("hydrate: tar larger than 32 MiB");
				rc = -EFBIG;
				goto out;
			}
		}
		r.body = b.data ? b.data : "";
		r.body_len = (off_t)b.len;
	}
	if (r.body_len > (off_t)HYDRATE_MAX) {
		sbx_set_error("hydrate: tar larger than 32 MiB");
		rc = -EFBIG;
		goto out;
	}
	rc = sbx_http_do(c, &r);
out:
	free(path);
	sbx_buf_release(&b);
	return rc;
}

/* ---- the /fs extension ------------------------------------------------------- */

bool sbx_api_fs_usable(struct sbx_client *c, const char *path)
{
	/* sbxd resolves /fs paths like the file routes: under /workspace only. */
	return !c->no_ext && atomic_load(&c->ext_fs) >= 0 && path &&
	       (!strcmp(path, "/workspace") || !strncmp(path, "/workspace/", 11));
}

void sbx_fs_res_release(struct sbx_fs_res *res)
{
	if (!res)
		return;
	free(res->link);
	res->link = NULL;
	sbx_dir_release(&res->dir);
}

static int json_ts(cJSON *a, struct timespec *ts)
{
	cJSON *s = cJSON_GetArrayItem(a, 0), *n = cJSON_GetArrayItem(a, 1);

	if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != 2 || !cJSON_IsNumber(s) ||
	    !cJSON_IsNumber(n) || n->valuedouble < 0 || n->valuedouble >= 1e9)
		return -EIO;
	ts->tv_sec = (time_t)s->valuedouble;
	ts->tv_nsec = (long)n->valuedouble;
	return 0;
}

static double num(cJSON *o, const char *key, bool *ok)
{
	cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);

	if (!cJSON_IsNumber(v) || v->valuedouble < 0) {
		*ok = false;
		return 0;
	}
	return v->valuedouble;
}

static int json_stat(cJSON *o, struct sbx_stat *st)
{
	bool ok = cJSON_IsObject(o);

	if (!ok)
		return -EIO;
	memset(st, 0, sizeof(*st));
	st->mode = (mode_t)num(o, "mode", &ok);
	st->size = (off_t)num(o, "size", &ok);
	st->nlink = (nlink_t)num(o, "nlink", &ok);
	st->uid = (uid_t)num(o, "uid", &ok);
	st->gid = (gid_t)num(o, "gid", &ok);
	st->ino = (ino_t)num(o, "ino", &ok);
	{
		bool have = true;
		double b = num(o, "blocks", &have); /* sbxd adds it; older ones not */

		st->has_blocks = have;
		st->blocks = have ? (blkcnt_t)b : 0;
	}
	if (!ok || json_ts(cJSON_GetObjectItemCaseSensitive(o, "atime"), &st->atime) < 0 ||
	    json_ts(cJSON_GetObjectItemCaseSensitive(o, "mtime"), &st->mtime) < 0 ||
	    json_ts(cJSON_GetObjectItemCaseSensitive(o, "ctime"), &st->ctime) < 0)
		return -EIO;
	{
		/* "owner":[uid|null, gid|null]: recorded by a client (sbxd) */
		cJSON *ow = cJSON_GetObjectItemCaseSensitive(o, "owner");
		cJSON *u = cJSON_GetArrayItem(ow, 0), *g = cJSON_GetArrayItem(ow, 1);

		st->has_ouid = cJSON_IsArray(ow) && cJSON_IsNumber(u) && u->valuedouble >= 0 &&
			       u->valuedouble < 4294967295.0;
		st->has_ogid = cJSON_IsArray(ow) && cJSON_IsNumber(g) && g->valuedouble >= 0 &&
			       g->valuedouble < 4294967295.0;
		st->ouid = st->has_ouid ? (uid_t)u->valuedouble : 0;
		st->ogid = st->has_ogid ? (gid_t)g->valuedouble : 0;
	}
	return 0;
}

static cJSON *ts_value(const struct timespec *ts)
{
	if (ts->tv_nsec == UTIME_OMIT)
		return cJSON_CreateNull();
	if (ts->tv_nsec == UTIME_NOW)
		return cJSON_CreateString("now");
	{
		cJSON *a = cJSON_CreateArray();

		if (a) {
			cJSON_AddItemToArray(a, cJSON_CreateNumber((double)ts->tv_sec));
			cJSON_AddItemToArray(a, cJSON_CreateNumber((double)ts->tv_nsec));
		}
		return a;
	}
}

static cJSON *fs_body(const struct sbx_fs_req *q)
{
	cJSON *j = cJSON_CreateObject();

	if (!j)
		return NULL;
	if (!cJSON_AddStringToObject(j, "op", q->op) ||
	    !cJSON_AddStringToObject(j, "path", q->path))
		goto bad;
	if (q->to && !cJSON_AddStringToObject(j, "to", q->to))
		goto bad;
	if (q->flags && !cJSON_AddStringToObject(j, "flags", q->flags))
		goto bad;
	if (q->target && !cJSON_AddStringToObject(j, "target", q->target))
		goto bad;
	if (q->mode >= 0 && !cJSON_AddNumberToObject(j, "mode", (double)q->mode))
		goto bad;
	if (q->size >= 0 && !cJSON_AddNumberToObject(j, "size", (double)q->size))
		goto bad;
	if (!strcmp(q->op, "create") && !cJSON_AddBoolToObject(j, "excl", q->excl))
		goto bad;
	if (!strcmp(q->op, "chown") && (!cJSON_AddNumberToObject(j, "uid", (double)q->uid) ||
					!cJSON_AddNumberToObject(j, "gid", (double)q->gid)))
		goto bad;
	if (q->ouid >= 0 && q->ogid >= 0 &&
	    (!strcmp(q->op, "create") || !strcmp(q->op, "mkdir") || !strcmp(q->op, "mknod") ||
	     !strcmp(q->op, "symlink"))) {
		cJSON *o = cJSON_AddArrayToObject(j, "owner");

		if (!o)
			goto bad;
		cJSON_AddItemToArray(o, cJSON_CreateNumber((double)q->ouid));
		cJSON_AddItemToArray(o, cJSON_CreateNumber((double)q->ogid));
	}
	if (q->ts) {
		cJSON *a = ts_value(&q->ts[0]), *m = ts_value(&q->ts[1]);

		if (!a || !m) {
			cJSON_Delete(a);
			cJSON_Delete(m);
			goto bad;
		}
		cJSON_AddItemToObject(j, "atime", a);
		cJSON_AddItemToObject(j, "mtime", m);
	}
	return j;
bad:
	cJSON_Delete(j);
	return NULL;
}

static int fs_list(cJSON *arr, struct sbx_dir *out)
{
	struct sbx_dir d = {NULL, 0};
	size_t cap = (size_t)cJSON_GetArraySize(arr);
	cJSON *e;

	d.ents = calloc(cap ? cap : 1, sizeof(*d.ents));
	if (!d.ents)
		return -ENOMEM;
	cJSON_ArrayForEach(e, arr)
	{
		cJSON *name = cJSON_GetObjectItemCaseSensitive(e, "name");
		cJSON *link = cJSON_GetObjectItemCaseSensitive(e, "link");
		struct sbx_dirent *de = &d.ents[d.n];

		if (d.n >= cap || !cJSON_IsString(name) || !name->valuestring[0] ||
		    strchr(name->valuestring, '/') || !strcmp(name->valuestring, ".") ||
		    !strcmp(name->valuestring, "..") ||
		    json_stat(cJSON_GetObjectItemCaseSensitive(e, "stat"), &de->st) < 0)
			goto bad;
		de->name = strdup(name->valuestring);
		de->link = NULL;
		if (S_ISLNK(de->st.mode) && cJSON_IsString(link))
			de->link = strdup(link->valuestring);
		d.n++;
		if (!de->name || (S_ISLNK(de->st.mode) && cJSON_IsString(link) && !de->link)) {
			sbx_dir_release(&d);
			return -ENOMEM;
		}
	}
	*out = d;
	return 0;
bad:
	sbx_dir_release(&d);
	return -EIO;
}

int sbx_api_fs(struct sbx_client *c, const char *id, const struct sbx_fs_req *q,
	       struct sbx_fs_res *res)
{
	struct sbx_fs_res out;
	struct sbx_req r;
	struct sbx_buf b;
	cJSON *body = NULL, *j = NULL, *v;
	char *path = NULL, *text = NULL;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (!sbx_api_fs_usable(c, q->path) || (q->to && !sbx_api_fs_usable(c, q->to)))
		return -ENOSYS;
	memset(&out, 0, sizeof(out));
	sbx_buf_init(&b, 256u << 20);
	rc = -ENOMEM;
	body = fs_body(q);
	text = body ? print_json(body) : NULL;
	path = sbx_route_path(id, "/fs");
	if (!text || !path)
		goto out;
	sbx_req_init(&r, "POST", path, "fs");
	r.op = q->op;
	r.content_type = "application/json";
	r.body = text;
	r.body_len = (off_t)strlen(text);
	r.resp = &b;
	/* Reads are idempotent; so are these writes when repeated after a
	 * connection failure only if nothing arrived — but a mkdir that did
	 * happen would then say EEXIST. Retry the reading ops only. */
	r.idempotent = !strcmp(q->op, "lstat") || !strcmp(q->op, "list") ||
		       !strcmp(q->op, "readlink") || !strcmp(q->op, "statfs");
	rc = sbx_http_do(c, &r);
	if (rc < 0) {
		if (r.status == 404 || r.status == 405 || r.status == 501) {
			/* No such route: a stock bridge, or --bridge-compat. */
			atomic_store(&c->ext_fs, -1);
			rc = -ENOSYS;
		}
		/* else errno.c's: an fs_error's named errno, an older sbxd's
		 * "unknown op" as -ENOSYS (the exec path does it then) */
		goto out;
	}
	atomic_store(&c->ext_fs, 1);
	j = cJSON_ParseWithLength(b.data ? b.data : "", b.len);
	if (!cJSON_IsObject(j)) {
		rc = -EIO;
		goto bad;
	}
	v = cJSON_GetObjectItemCaseSensitive(j, "stat");
	if (v) {
		/* the path's attributes after the operation */
		if (json_stat(v, &out.st) < 0) {
			rc = -EIO;
			goto bad;
		}
		out.have_st = true;
		out.after.st = out.st;
		out.after.have_st = true;
	}
	{
		static const char *const keys[] = {"parent", "to_parent", "from_stat"};
		struct sbx_stat *dst[] = {&out.after.parent, &out.after.to_parent,
					  &out.after.from_st};
		bool *have[] = {&out.after.have_parent, &out.after.have_to_parent,
				&out.after.have_from_st};

		for (size_t i = 0; i < 3; i++) {
			v = cJSON_GetObjectItemCaseSensitive(j, keys[i]);
			if (v && json_stat(v, dst[i]) == 0)
				*have[i] = true;
		}
	}
	if (!strcmp(q->op, "lstat")) {
		v = cJSON_GetObjectItemCaseSensitive(j, "link");
		if (json_stat(cJSON_GetObjectItemCaseSensitive(j, "stat"), &out.st) < 0) {
			rc = -EIO;
			goto bad;
		}
		if (cJSON_IsString(v) && !(out.link = strdup(v->valuestring))) {
			rc = -ENOMEM;
			goto out;
		}
	} else if (!strcmp(q->op, "list")) {
		rc = fs_list(cJSON_GetObjectItemCaseSensitive(j, "entries"), &out.dir);
		if (rc < 0)
			goto bad;
	} else if (!strcmp(q->op, "readlink")) {
		v = cJSON_GetObjectItemCaseSensitive(j, "target");
		if (!cJSON_IsString(v)) {
			rc = -EIO;
			goto bad;
		}
		if (!(out.link = strdup(v->valuestring))) {
			rc = -ENOMEM;
			goto out;
		}
	} else if (!strcmp(q->op, "statfs")) {
		cJSON *o = cJSON_GetObjectItemCaseSensitive(j, "statfs");
		bool ok = cJSON_IsObject(o);

		out.sv.f_bsize = (unsigned long)num(o, "bsize", &ok);
		out.sv.f_frsize = (unsigned long)num(o, "frsize", &ok);
		out.sv.f_blocks = (fsblkcnt_t)num(o, "blocks", &ok);
		out.sv.f_bfree = (fsblkcnt_t)num(o, "bfree", &ok);
		out.sv.f_bavail = (fsblkcnt_t)num(o, "bavail", &ok);
		out.sv.f_files = (fsfilcnt_t)num(o, "files", &ok);
		out.sv.f_ffree = (fsfilcnt_t)num(o, "ffree", &ok);
		out.sv.f_favail = out.sv.f_ffree;
		out.sv.f_namemax = (unsigned long)num(o, "namemax", &ok);
		if (!ok) {
			rc = -EIO;
			goto bad;
		}
	}
	*res = out;
	memset(&out, 0, sizeof(out));
	rc = 0;
	goto out;
bad:
	sbx_set_error("fs %s %s: malformed answer", q->op, q->path);
out:
	sbx_fs_res_release(&out);
	cJSON_Delete(body);
	cJSON_Delete(j);
	free(text);
	free(path);
	sbx_buf_release(&b);
	return rc;
}
