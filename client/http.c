/* http.c — one HTTP request over libcurl, bounded in time and retried.
 *
 * sbx_http_do() runs a struct sbx_req on the calling thread's CURL handle
 * (client.c owns the handles). Every request carries the Bearer token and
 * is bounded in time:
 * connecting by connect_timeout_ms, and a transfer in which no byte moves for
 * io_timeout_ms fails with -ETIMEDOUT (checked in the progress callback,
 * which also serves cancellation and the thread's interrupt check, see
 * sbx_thread_set_interrupt). Exec streams are the one exception: a command
 * may stay silent for long, so once their response has begun only the
 * command's own timeout (plus slack) bounds them, and the server's
 * keepalives where it sends some (see exec.c). Idempotent requests are
 * retried with exponential backoff on connection failures and 502/503 as
 * long as nothing of the body has been handed on (an interrupted one never
 * is). What a failure means as an errno is errno.c's to say.
 *
 * Why per-request bounds are not enough (sbx.h, "Bounds in time"): one
 * operation of a user makes several requests in a row, and the kernel
 * repeats a lookup whose revalidation failed, so with a hung server each
 * wait of io_timeout_ms added up (`touch` took two, `ls` two). Two things
 * bound the total: a thread-local operation deadline (time before a request
 * counts, retries stop at it, a timed-out operation sends nothing more),
 * and a client-wide "not responding" state entered when a request timed
 * out while nothing came from the server at all: requests then fail at
 * once until a byte arrives, which a background prober asks for with GET
 * /health. Liveness is measured on bytes received, on any connection of the
 * client, so a server busy with one slow request but answering others is
 * never taken for hung; bytes the operation sends count as its own
 * progress (an upload to a live server may take long before an answer).
 *
 * Locks: the prober takes the client's `lock` (with probe_cv) only to
 * wait and to start; see client.c for the client's lock order.
 */
#include <errno.h>
#include <limits.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include <curl/curl.h>

#include "http.h"
#include "sbx_errno.h"
#include "url.h"

#define JSON_MAX (1u << 20)	    /* 2xx bodies collected in memory */
#define POST_INLINE_MAX (60 * 1024) /* POST and PUT bodies sent with the headers */

static __thread char last_error[1024];
static __thread sbx_interrupt_fn intr_fn;
static __thread void *intr_arg;

/* The calling thread's operation (sbx_thread_begin_op); times are
 * monotonic seconds. */
struct op_state {
	bool active;
	bool timed_out; /* a request of it timed out: the rest fail at once */
	bool probe;	/* this is a client's prober thread: never gated */
	double start;
	double progress; /* latest byte the operation's requests moved */
};
static __thread struct op_state op;

double sbx_now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

long long sbx_now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

void sbx_thread_begin_op(void)
{
	op.active = true;
	op.timed_out = false;
	op.start = op.progress = sbx_now_s();
}

void sbx_thread_end_op(void)
{
	op.active = false;
	op.timed_out = false;
}

const char *sbx_last_error(void)
{
	return last_error;
}

void sbx_set_error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(last_error, sizeof(last_error), fmt, ap);
	va_end(ap);
}

void sbx_thread_set_interrupt(sbx_interrupt_fn fn, void *arg)
{
	intr_fn = fn;
	intr_arg = fn ? arg : NULL;
}

static bool thread_interrupted(void)
{
	return intr_fn && intr_fn(intr_arg);
}

bool sbx_http_interrupted(void)
{
	return thread_interrupted();
}

bool sbx_thread_interrupted(void)
{
	return thread_interrupted();
}

/* ---- one request ------------------------------------------------------- */

/* Which bound ended a request (for its message). */
enum limit { LIM_STALL, LIM_OP, LIM_PAYLOAD, LIM_ALIVE };

struct xfer {
	struct sbx_client *c;
	struct sbx_req *r;
	CURL *h;
	int attempt; /* 0 first, then retries */
	long status;
	bool headers;	/* response headers have begun */
	bool delivered; /* part of a 2xx body went to the sink */
	bool enough;	/* the sink stopped early with success */
	int err;	/* why a callback aborted, or 0 */
	enum limit why; /* err == -ETIMEDOUT: which bound */
	struct sbx_buf errbody;
	off_t up_pos; /* upload position within the body */
	curl_off_t last_ul;
	double last_move;    /* monotonic seconds of the last byte either way */
	double last_payload; /* streaming: of the last payload byte */
	long stall_ms;	     /* current stall limit, 0: none */
};

/* A byte arrived from the server: it is alive (for every thread), and the
 * calling thread's operation progressed. */
static void got_bytes(struct xfer *x, double t)
{
	x->last_move = t;
	atomic_store(&x->c->alive_ns, sbx_now_ns());
	if (op.active)
		op.progress = t;
}

/* When the operation last progressed: its start, its own bytes, or any
 * byte from the server. */
static double op_last(const struct sbx_client *c)
{
	double alive = (double)atomic_load(&c->alive_ns) / 1e9;
	double last = op.start > op.progress ? op.start : op.progress;

	return alive > last ? alive : last;
}

/* Since when the server is not responding (monotonic ns), 0 when it is. */
static long long silent_since(struct sbx_client *c)
{
	long long s = atomic_load(&c->silent_ns);

	return s && atomic_load(&c->alive_ns) < s ? s : 0;
}

void sbx_req_keepalive(struct sbx_client *c, struct sbx_req *r, long interval_ms)
{
	long lim = c->stream_timeout_ms, floor = 2 * interval_ms + 1000;

	if (lim > 0 && !r->alive_limit_ms)
		r->alive_limit_ms = lim > floor ? lim : floor;
}

static size_t on_header(char *p, size_t sz, size_t n, void *arg)
{
	static const char ka[] = "sbxd-keepalive:";
	struct xfer *x = arg;
	double t = sbx_now_s();
	size_t len = sz * n;

	x->headers = true;
	x->last_payload = t;
	got_bytes(x, t);
	if (len <= 2 && x->r->begun && (len == 0 || p[0] == '\r' || p[0] == '\n')) {
		long st = 0;

		/* the end of a header block: the final one once it is not 1xx */
		curl_easy_getinfo(x->h, CURLINFO_RESPONSE_CODE, &st);
		if (st >= 200 && st < 300) {
			x->r->begun(x->r->begun_arg);
			x->r->begun = NULL;
		}
	}
	if (x->r->streaming && len > sizeof(ka) - 1 && !strncasecmp(p, ka, sizeof(ka) - 1)) {
		long s = 0;

		for (size_t i = sizeof(ka) - 1; i < len && s <= 86400; i++)
			if (p[i] >= '0' && p[i] <= '9')
				s = s * 10 + (p[i] - '0');
			else if (p[i] != ' ')
				break;
		sbx_req_keepalive(x->c, x->r, (s > 86400 ? 86400 : s) * 1000);
	}
	return len;
}

static size_t on_write(char *p, size_t sz, size_t n, void *arg)
{
	struct xfer *x = arg;
	struct sbx_req *r = x->r;
	size_t len = sz * n;
	int rc;

	if (!x->status)
		curl_easy_getinfo(x->h, CURLINFO_RESPONSE_CODE, &x->status);
	got_bytes(x, sbx_now_s());
	if (!r->marks_payload)
		x->last_payload = x->last_move;
	if (x->status < 200 || x->status >= 300) {
		size_t room = SBX_ERRBODY_MAX - x->errbody.len;

		sbx_buf_add(&x->errbody, p, len < room ? len : room);
		return len;
	}
	x->delivered = true;
	if (r->sink) {
		r->payload = false;
		rc = r->sink(r->sink_arg, x->status, p, len);
		if (r->payload)
			x->last_payload = x->last_move;
		if (rc < 0) {
			x->err = rc;
			return 0;
		}
		if (rc > 0) {
			x->enough = true;
			return 0;
		}
		return len;
	}
	if (r->resp) {
		rc = sbx_buf_add(r->resp, p, len);
		if (rc < 0) {
			x->err = rc == -E2BIG ? -EFBIG : rc;
			return 0;
		}
	}
	return len;
}

static size_t on_read(char *p, size_t sz, size_t n, void *arg)
{
	struct xfer *x = arg;
	struct sbx_req *r = x->r;
	off_t left = r->body_len - x->up_pos;
	size_t want = sz * n;
	ssize_t got;

	if (left <= 0)
		return 0;
	if ((off_t)want > left)
		want = (size_t)left;
	if (r->body_fn) {
		got = r->body_fn(r->body_arg, x->up_pos, p, want);
		if (got <= 0) {
			x->err = got < 0 ? (int)got : -EIO;
			return CURL_READFUNC_ABORT;
		}
	} else if (r->body_fd < 0) {
		memcpy(p, (const char *)r->body + x->up_pos, want);
		got = (ssize_t)want;
	} else {
		do
			got = pread(r->body_fd, p, want, r->body_off + x->up_pos);
		while (got < 0 && errno == EINTR);
		if (got < 0) {
			x->err = -errno;
			return CURL_READFUNC_ABORT;
		}
		if (got == 0) { /* the file shrank under us */
			x->err = -EIO;
			return CURL_READFUNC_ABORT;
		}
	}
	x->up_pos += got;
	return (size_t)got;
}

static int on_seek(void *arg, curl_off_t off, int origin)
{
	struct xfer *x = arg;

	if (origin != SEEK_SET || off < 0 || off > x->r->body_len)
		return CURL_SEEKFUNC_CANTSEEK;
	x->up_pos = (off_t)off;
	return CURL_SEEKFUNC_OK;
}

/* Whether limit_ms (0: none) has passed since `since`. libcurl calls the
 * progress callback about once a second on an idle transfer, a second after
 * the request began, then every second; a tick that comes a hair early
 * (poll timeouts are not exact) would push the end a whole second late, so
 * the last 50 ms count as passed. */
static bool past(double t, double since, long limit_ms)
{
	double slack = limit_ms / 10 < 50 ? (double)limit_ms / 10 : 50;

	return limit_ms > 0 && (t - since) * 1000.0 > (double)limit_ms - slack;
}

static int on_progress(void *arg, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal,
		       curl_off_t ulnow)
{
	struct xfer *x = arg;
	struct sbx_req *r = x->r;
	double t = sbx_now_s();

	if (r->cancel && atomic_load(r->cancel)) {
		x->err = -ECANCELED;
		return 1;
	}
	/* Returning non-zero makes curl end the transfer and close its
	 * connection (CURLE_ABORTED_BY_CALLBACK); the easy handle itself is
	 * reset before its next request, so it stays reusable. */
	if (thread_interrupted()) {
		x->err = -EINTR;
		return 1;
	}
	/* Received bytes are seen by on_header/on_write; bytes sent are the
	 * request's own progress and its operation's, but only on the first
	 * attempt: a retry resends what was sent before and must not extend
	 * the operation's deadline. */
	if (ulnow != x->last_ul) {
		x->last_ul = ulnow;
		x->last_move = t;
		if (op.active && x->attempt == 0)
			op.progress = t;
	}
	if (r->streaming && x->headers) {
		if (past(t, x->last_payload, r->stream_limit_ms))
			x->why = LIM_PAYLOAD;
		else if (past(t, x->last_move, r->alive_limit_ms))
			x->why = LIM_ALIVE;
		else
			return 0;
	} else if (past(t, x->last_move, x->stall_ms)) {
		x->why = LIM_STALL;
	} else if (op.active && !op.probe && past(t, op_last(x->c), x->c->io_timeout_ms)) {
		x->why = LIM_OP;
	} else {
		return 0;
	}
	x->err = -ETIMEDOUT;
	return 1;
}

static int on_sockopt(void *arg, curl_socket_t fd, curlsocktype purpose)
{
	struct sbx_client *c = arg;
	long ms = c->stream_timeout_ms > c->io_timeout_ms ? c->stream_timeout_ms : c->io_timeout_ms;
	unsigned int v = (unsigned int)ms;

	/* A connection whose peer vanished (host down, NAT state dropped)
	 * never says so. TCP keepalive probes it (on_sockopt's caller sets
	 * the probe timing), and TCP_USER_TIMEOUT closes it once probes or
	 * data stay unacknowledged this long, so even an exec stream without
	 * server keepalives (the bridge) ends when its connection is dead. A
	 * stopped but present server is not dead: its kernel answers. */
	if (purpose == CURLSOCKTYPE_IPCXN)
		setsockopt(fd, IPPROTO_TCP, TCP_USER_TIMEOUT, &v, sizeof(v));
	return CURL_SOCKOPT_OK;
}

/* TCP keepalive timing: probes start after a third of the dead-connection
 * bound L (see on_sockopt) and repeat every sixth, so a dead peer is found
 * about L/3 + L after the connection went idle. */
static long keepalive_secs(const struct sbx_client *c, int div)
{
	long ms = c->stream_timeout_ms > c->io_timeout_ms ? c->stream_timeout_ms : c->io_timeout_ms;
	long s = ms / 1000 / div;

	return s < 1 ? 1 : s > 60 ? 60 : s;
}

/* A small PUT body whole in memory (malloc'd into *out; free it), from
 * wherever the request has it: sent with the headers in one write instead
 * of the headers, then each piece the read callback hands over (an extents
 * record's header line, then its bytes), which the server reads and acts
 * on separately. 0 or -errno (the fd's; -EIO when the file shrank). */
static int inline_put_body(const struct sbx_req *r, char **out)
{
	size_t len = (size_t)r->body_len, got = 0;
	char *buf = malloc(len ? len : 1);

	if (!buf)
		return -ENOMEM;
	while (got < len) {
		ssize_t n;

		if (r->body_fn) {
			n = r->body_fn(r->body_arg, (off_t)got, buf + got, len - got);
			if (n <= 0) {
				free(buf);
				return n < 0 ? (int)n : -EIO;
			}
		} else if (r->body_fd < 0) {
			memcpy(buf, r->body, len);
			n = (ssize_t)len;
		} else {
			n = pread(r->body_fd, buf + got, len - got, r->body_off + (off_t)got);
			if (n < 0 && errno == EINTR)
				continue;
			if (n <= 0) {
				int e = n < 0 ? -errno : -EIO; /* 0: the file shrank under us */

				free(buf);
				return e;
			}
		}
		got += (size_t)n;
	}
	*out = buf;
	return 0;
}

/* One attempt; returns 0 or -errno and fills x. budget_ms: what remains
 * of the operation's time (LONG_MAX outside one). */
static int perform(struct sbx_client *c, CURL *h, struct sbx_req *r, struct xfer *x, long budget_ms)
{
	struct curl_slist *hdrs = NULL, *tmp;
	char line[256];
	char *url = NULL, *put_body = NULL;
	CURLcode cc;
	bool inline_body = false;
	int rc = -ENOMEM;

	r->code[0] = '\0';
	r->errname[0] = '\0';
	r->msg[0] = '\0';
	curl_easy_reset(h);
	if (asprintf(&url, "%s%s", c->url, r->path) < 0) {
		url = NULL;
		goto out;
	}

#define ADDHDR(s)                                                                                  \
	do {                                                                                       \
		tmp = curl_slist_append(hdrs, (s));                                                \
		if (!tmp)                                                                          \
			goto out;                                                                  \
		hdrs = tmp;                                                                        \
	} while (0)
	if (c->auth)
		ADDHDR(c->auth);
	ADDHDR("Expect:");
	if (r->content_type) {
		snprintf(line, sizeof(line), "Content-Type: %s", r->content_type);
		ADDHDR(line);
	} else if (!strcmp(r->method, "PUT") && r->body_len <= POST_INLINE_MAX) {
		ADDHDR("Content-Type:"); /* an inline PUT body (below) is no form */
	}
	if (r->session) {
		snprintf(line, sizeof(line), "Session-Id: %s", r->session);
		ADDHDR(line);
	}
	if (r->range) {
		snprintf(line, sizeof(line), "Range: %s", r->range);
		ADDHDR(line);
	}
#undef ADDHDR

	curl_easy_setopt(h, CURLOPT_URL, url);
	curl_easy_setopt(h, CURLOPT_PATH_AS_IS, 1L);
	curl_easy_setopt(h, CURLOPT_HTTPHEADER, hdrs);
	curl_easy_setopt(h, CURLOPT_NOSIGNAL, 1L);
	curl_easy_setopt(h, CURLOPT_TCP_KEEPALIVE, 1L);
	curl_easy_setopt(h, CURLOPT_TCP_KEEPIDLE, keepalive_secs(c, 3));
	curl_easy_setopt(h, CURLOPT_TCP_KEEPINTVL, keepalive_secs(c, 6));
	curl_easy_setopt(h, CURLOPT_SOCKOPTFUNCTION, on_sockopt);
	curl_easy_setopt(h, CURLOPT_SOCKOPTDATA, c);
	curl_easy_setopt(h, CURLOPT_TCP_NODELAY, 1L);
	curl_easy_setopt(h, CURLOPT_CONNECTTIMEOUT_MS,
			 budget_ms < c->connect_timeout_ms ? budget_ms : c->connect_timeout_ms);
	curl_easy_setopt(h, CURLOPT_USERAGENT, "libsbx/" SBX_VERSION);
	curl_easy_setopt(h, CURLOPT_PROXY, c->proxy);
	curl_easy_setopt(h, CURLOPT_NOPROXY, c->noproxy);
	if (c->cacert)
		curl_easy_setopt(h, CURLOPT_CAINFO, c->cacert);
	if (c->insecure) {
		curl_easy_setopt(h, CURLOPT_SSL_VERIFYPEER, 0L);
		curl_easy_setopt(h, CURLOPT_SSL_VERIFYHOST, 0L);
	}
	curl_easy_setopt(h, CURLOPT_HEADERFUNCTION, on_header);
	curl_easy_setopt(h, CURLOPT_HEADERDATA, x);
	curl_easy_setopt(h, CURLOPT_WRITEFUNCTION, on_write);
	curl_easy_setopt(h, CURLOPT_WRITEDATA, x);
	curl_easy_setopt(h, CURLOPT_NOPROGRESS, 0L);
	curl_easy_setopt(h, CURLOPT_XFERINFOFUNCTION, on_progress);
	curl_easy_setopt(h, CURLOPT_XFERINFODATA, x);

	if (!strcmp(r->method, "GET")) {
		curl_easy_setopt(h, CURLOPT_HTTPGET, 1L);
	} else if (!strcmp(r->method, "PUT") && r->body_len <= POST_INLINE_MAX) {
		rc = inline_put_body(r, &put_body);
		if (rc < 0) {
			x->err = rc;
			sbx_set_error("%s %s: %s", r->method, r->path, strerror(-rc));
			goto out;
		}
		/* sent as a POST's fields are, under the name PUT; without a
		 * type of its own, none (libcurl would name a form's) */
		curl_easy_setopt(h, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)r->body_len);
		curl_easy_setopt(h, CURLOPT_POSTFIELDS, put_body);
		curl_easy_setopt(h, CURLOPT_CUSTOMREQUEST, "PUT");
		inline_body = true;
	} else if (!strcmp(r->method, "PUT")) {
		curl_easy_setopt(h, CURLOPT_UPLOAD, 1L);
		curl_easy_setopt(h, CURLOPT_INFILESIZE_LARGE, (curl_off_t)r->body_len);
	} else if (!strcmp(r->method, "POST")) {
		curl_easy_setopt(h, CURLOPT_POST, 1L);
		curl_easy_setopt(h, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)r->body_len);
		/* A small body in memory (exec, /fs) goes out in the same
		 * packet as the headers: read through the callback it is a
		 * second send, which the server waits for separately. */
		if (r->body && r->body_fd < 0 && !r->body_fn && r->body_len <= POST_INLINE_MAX) {
			curl_easy_setopt(h, CURLOPT_POSTFIELDS, r->body);
			inline_body = true;
		}
	} else {
		curl_easy_setopt(h, CURLOPT_CUSTOMREQUEST, r->method);
	}
	if ((!strcmp(r->method, "PUT") || !strcmp(r->method, "POST")) && !inline_body) {
		curl_easy_setopt(h, CURLOPT_READFUNCTION, on_read);
		curl_easy_setopt(h, CURLOPT_READDATA, x);
		curl_easy_setopt(h, CURLOPT_SEEKFUNCTION, on_seek);
		curl_easy_setopt(h, CURLOPT_SEEKDATA, x);
	}

	x->h = h;
	x->last_move = x->last_payload = sbx_now_s();
	x->stall_ms = c->io_timeout_ms;
	cc = curl_easy_perform(h);
	if (!x->status)
		curl_easy_getinfo(h, CURLINFO_RESPONSE_CODE, &x->status);

	if (x->enough) {
		rc = 0;
		goto out;
	}
	if (cc != CURLE_OK) {
		rc = x->err ? x->err : sbx_curlcode_to_errno((int)cc);
		if (x->err == -ETIMEDOUT && x->why == LIM_OP)
			sbx_set_error("%s %s: no progress in this operation for %ld ms", r->method,
				      r->path, c->io_timeout_ms);
		else if (x->err == -ETIMEDOUT && x->why == LIM_ALIVE)
			sbx_set_error("%s %s: no data and no keepalive from the server for %ld ms",
				      r->method, r->path, r->alive_limit_ms);
		else if (x->err == -ETIMEDOUT)
			sbx_set_error("%s %s: no data from the server for %ld ms", r->method,
				      r->path,
				      x->why == LIM_PAYLOAD ? r->stream_limit_ms : x->stall_ms);
		else if (x->err == -ECANCELED)
			sbx_set_error("%s %s: cancelled", r->method, r->path);
		else if (x->err == -EINTR)
			sbx_set_error("%s %s: interrupted", r->method, r->path);
		else if (x->err)
			sbx_set_error("%s %s: %s", r->method, r->path, strerror(-x->err));
		else
			sbx_set_error("%s %s%s: %s", r->method, c->url, r->path,
				      curl_easy_strerror(cc));
		goto out;
	}
	if (x->status < 200 || x->status >= 300) {
		char msg[512] = "";

		r->code[0] = '\0';
		sbx_error_body_parse(x->errbody.data, x->errbody.len, msg, sizeof(msg), r->code,
				     sizeof(r->code), r->errname, sizeof(r->errname));
		snprintf(r->msg, sizeof(r->msg), "%.*s", (int)sizeof(r->msg) - 1, msg); /* (cut) */
		rc = sbx_answer_errno(r->route, x->status, r->code, r->errname, msg);
		if (x->status == 401)
			sbx_set_error("token rejected by %s (401 %s): check SANDBOX_API_KEY",
				      c->url, *msg ? msg : "Unauthorized");
		else
			sbx_set_error("%s %s: HTTP %ld%s%s", r->method, r->path, x->status,
				      *msg ? ": " : "", msg);
		goto out;
	}
	rc = 0;
out:
	curl_slist_free_all(hdrs);
	free(url);
	free(put_body);
	return rc;
}

void sbx_req_init(struct sbx_req *r, const char *method, const char *path, const char *route)
{
	memset(r, 0, sizeof(*r));
	r->method = method;
	r->path = path;
	r->route = route;
	r->body_fd = -1;
}

static bool retryable(struct sbx_req *r, const struct xfer *x, int rc)
{
	if (!r->idempotent || x->delivered || x->err)
		return false;
	/* 503, and 502 from a proxy or a sandbox that failed to start, are
	 * transient; a 502 with another bridge code is the route's own answer
	 * (e.g. session_error "not found") and would only repeat. */
	if (x->status == 503)
		return true;
	if (x->status == 502)
		return !r->code[0] || !strcmp(r->code, "pool_error");
	if (x->status)
		return false;
	return rc == -ECONNREFUSED || rc == -ENOTCONN;
}

static void *prober_main(void *arg);

/* The server is not responding (a request timed out, nothing came for
 * io_timeout_ms): requests fail at once, the prober asks until it answers. */
static void set_silent(struct sbx_client *c)
{
	if (!silent_since(c))
		atomic_store(&c->silent_ns, sbx_now_ns());
	pthread_mutex_lock(&c->lock);
	if (!c->prober_started && !atomic_load(&c->stopping))
		c->prober_started = pthread_create(&c->prober, NULL, prober_main, c) == 0;
	pthread_cond_broadcast(&c->probe_cv);
	pthread_mutex_unlock(&c->lock);
}

/* A request of this thread timed out. */
static void timed_out(struct sbx_client *c)
{
	if (op.probe)
		return;
	if (op.active)
		op.timed_out = true;
	if (sbx_now_ns() - atomic_load(&c->alive_ns) >= (long long)c->io_timeout_ms * 1000000LL)
		set_silent(c);
}

/* Whether an attempt may be sent now: 0, or -ETIMEDOUT (with the message
 * set unless quiet) when the operation or the server has run out of time.
 * *budget_ms gets what remains of the operation's time. */
static int gate(struct sbx_client *c, struct sbx_req *r, bool quiet, long *budget_ms)
{
	long long silent;
	double left;

	*budget_ms = LONG_MAX;
	if (op.probe)
		return 0;
	silent = silent_since(c);
	if (silent) {
		if (!quiet)
			sbx_set_error("%s %s: not sent: %s has not responded for %.0f s", r->method,
				      r->path, c->url,
				      (double)(sbx_now_ns() - atomic_load(&c->alive_ns)) / 1e9);
		return -ETIMEDOUT;
	}
	if (!op.active)
		return 0;
	if (op.timed_out) {
		if (!quiet)
			sbx_set_error(
			    "%s %s: not sent: an earlier request of this operation timed out",
			    r->method, r->path);
		return -ETIMEDOUT;
	}
	left = (op_last(c) - sbx_now_s()) * 1000.0 + (double)c->io_timeout_ms;
	if (left < 1.0) {
		if (!quiet)
			sbx_set_error("%s %s: not sent: no progress in this operation for %ld ms",
				      r->method, r->path, c->io_timeout_ms);
		timed_out(c);
		return -ETIMEDOUT;
	}
	*budget_ms = (long)left;
	return 0;
}

int sbx_http_before(struct sbx_client *c)
{
	static __thread bool inside;
	int rc;

	if (!c->before || inside || op.probe)
		return 0;
	inside = true;
	rc = c->before(c->before_arg);
	inside = false;
	return rc;
}

int sbx_http_do(struct sbx_client *c, struct sbx_req *r)
{
	double t0 = sbx_now_s();
	CURL *h = sbx_thread_curl(c);
	int attempt, rc = -ENOMEM;
	long delay_ms = 100, budget_ms;

	r->status = 0;
	r->code[0] = '\0';
	rc = sbx_http_before(c);
	if (rc < 0)
		goto out;
	rc = -ENOMEM;
	if (!h) {
		sbx_set_error("cannot create a CURL handle");
		goto out;
	}
	for (attempt = 0;; attempt++) {
		struct xfer x;
		int g;

		/* Before every attempt: an interrupted operation often makes
		 * several requests (fallbacks, parts), each must end at once. */
		if (thread_interrupted()) {
			rc = -EINTR;
			sbx_set_error("%s %s: interrupted", r->method, r->path);
			break;
		}
		/* A retry that finds no time left reports what made it retry. */
		g = gate(c, r, attempt > 0, &budget_ms);
		if (g < 0) {
			if (attempt == 0)
				rc = g;
			break;
		}
		memset(&x, 0, sizeof(x));
		x.c = c;
		x.r = r;
		x.attempt = attempt;
		sbx_buf_init(&x.errbody, SBX_ERRBODY_MAX);
		if (r->resp && !r->sink)
			r->resp->len = 0;
		rc = perform(c, h, r, &x, budget_ms);
		r->status = x.status;
		sbx_buf_release(&x.errbody);
		if (rc == -ETIMEDOUT && !x.status) /* not a 408/504 answer */
			timed_out(c);
		if (rc == 0 || attempt >= c->retries || !retryable(r, &x, rc))
			break;
		if (op.active && !op.probe &&
		    (op_last(c) - sbx_now_s()) * 1000.0 + (double)c->io_timeout_ms <=
			(double)delay_ms)
			break; /* the back-off would outlast the operation */
		{
			struct timespec ts = {delay_ms / 1000, (delay_ms % 1000) * 1000000L};

			/* a signal (see sbx_thread_set_interrupt) cuts the wait
			 * short; the check above then decides */
			nanosleep(&ts, NULL);
		}
		if (delay_ms < 2000)
			delay_ms *= 2;
	}
out:
	if (c->cb)
		c->cb(c->cb_arg, r->route, r->op, (int)r->status, sbx_now_s() - t0);
	return rc;
}

/* ---- the prober -------------------------------------------------------- */

/* While the server is not responding, one thread per client asks GET
 * /health, each attempt bounded by io_timeout_ms like any request. Any byte
 * of an answer ends the state (got_bytes); a refused or dropped connection
 * ends it too: the server is gone or restarting, not hung, and requests
 * then fail fast on their own (or succeed). Other failures wait a second
 * before the next try. sbx_client_free cancels it through `stopping`. */
static void *prober_main(void *arg)
{
	struct sbx_client *c = arg;

	op.probe = true;
	pthread_mutex_lock(&c->lock);
	while (!atomic_load(&c->stopping)) {
		struct sbx_req r;
		int rc;

		if (!silent_since(c)) {
			pthread_cond_wait(&c->probe_cv, &c->lock);
			continue;
		}
		pthread_mutex_unlock(&c->lock);
		sbx_req_init(&r, "GET", "/health", "probe");
		r.cancel = &c->stopping;
		rc = sbx_http_do(c, &r);
		pthread_mutex_lock(&c->lock);
		if (rc == -ECONNREFUSED || rc == -ENOTCONN) {
			atomic_store(&c->silent_ns, 0);
		} else if (rc < 0 && rc != -ETIMEDOUT && silent_since(c) &&
			   !atomic_load(&c->stopping)) {
			struct timespec ts;

			clock_gettime(CLOCK_REALTIME, &ts);
			ts.tv_sec += 1;
			pthread_cond_timedwait(&c->probe_cv, &c->lock, &ts);
		}
	}
	pthread_mutex_unlock(&c->lock);
	return NULL;
}

/* Default cap for JSON bodies collected in memory (api.c, api_next.c, fsext.c). */
size_t sbx_http_json_max(void)
{
	return JSON_MAX;
}
