/* http.c — the client object and one HTTP request over libcurl.
 *
 * Each thread that calls into a client gets its own CURL easy handle (a
 * pthread key per client), reset and reused for every request so that
 * connections stay alive between requests; no handle is ever used by two
 * threads. Every request carries the Bearer token and is bounded in time:
 * connecting by connect_timeout_ms, and a transfer in which no byte moves for
 * io_timeout_ms fails with -ETIMEDOUT (checked in the progress callback,
 * which also serves cancellation and the thread's interrupt check, see
 * sbx_thread_set_interrupt). Exec streams are the one exception: a command
 * may stay silent for long, so once their response has begun only the
 * command's own timeout (plus slack) bounds them. Idempotent requests are
 * retried with exponential backoff on connection failures and 502/503 as long
 * as nothing of the body has been handed on (an interrupted one never is). The two error maps, HTTP
 * status
 * + bridge code -> errno and CURLcode -> errno, are here and nowhere else.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <curl/curl.h>

#include "api.h"
#include "http.h"
#include "posix.h"

#define JSON_MAX (1u << 20) /* 2xx bodies collected in memory */
#define ERRBODY_MAX (64u << 10)

struct sbx_handle {
	CURL *h;
	struct sbx_client *c;
	struct sbx_handle *next, *prev;
};

static __thread char last_error[1024];
static __thread sbx_interrupt_fn intr_fn;
static __thread void *intr_arg;

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

/* ---- error maps ------------------------------------------------------ */

int sbx_status_to_errno(long status, const char *code)
{
	if (status >= 200 && status < 300)
		return 0;
	if (code && !strcmp(code, "capacity_exceeded"))
		return -EAGAIN;
	switch (status) {
	case 400:
		return -EINVAL;
	case 401:
	case 403:
		return -EACCES;
	case 404:
		return -ENOENT;
	case 405:
	case 501:
		return -ENOSYS;
	case 408:
	case 504:
		return -ETIMEDOUT;
	case 409:
		return -EEXIST;
	case 413:
		return -EFBIG;
	case 414:
		return -ENAMETOOLONG;
	case 507:
		return -ENOSPC;
	case 416:
		return -EINVAL;
	case 429:
	case 503:
		return -EAGAIN;
	default:
		return -EIO;
	}
}

int sbx_error_to_errno(long status, const char *code, const char *errname, const char *msg)
{
	int e;

	if (status >= 200 && status < 300)
		return 0;
	/* sbxd names the errno of a failed file-system call */
	if (errname && errname[0] && (e = sbx_errno_from_name(errname)) != 0)
		return e;
	/* the bridge's write failures carry Node's "EACCES: permission denied,
	 * open '...'" after "write failed: " */
	if (code && !strcmp(code, "workspace_archive_write_error") && msg) {
		const char *p = strstr(msg, ": E");
		char name[32];
		size_t n = 0;

		if (p) {
			p += 2;
			while (n + 1 < sizeof(name) &&
			       ((p[n] >= 'A' && p[n] <= 'Z') || (p[n] >= '0' && p[n] <= '9')))
				n++;
			memcpy(name, p, n);
			name[n] = '\0';
			if (p[n] == ':' && (e = sbx_errno_from_name(name)) != 0)
				return e;
		}
	}
	return sbx_status_to_errno(status, code);
}

int sbx_curlcode_to_errno(int curlcode)
{
	switch ((CURLcode)curlcode) {
	case CURLE_OK:
		return 0;
	case CURLE_OPERATION_TIMEDOUT:
		return -ETIMEDOUT;
	case CURLE_COULDNT_CONNECT:
		return -ECONNREFUSED;
	case CURLE_COULDNT_RESOLVE_HOST:
	case CURLE_COULDNT_RESOLVE_PROXY:
	case CURLE_GOT_NOTHING:
	case CURLE_SEND_ERROR:
	case CURLE_RECV_ERROR:
		return -ENOTCONN;
	case CURLE_OUT_OF_MEMORY:
		return -ENOMEM;
	case CURLE_ABORTED_BY_CALLBACK:
		return -ECANCELED;
	case CURLE_URL_MALFORMAT:
	case CURLE_UNSUPPORTED_PROTOCOL:
	case CURLE_BAD_FUNCTION_ARGUMENT:
		return -EINVAL;
	case CURLE_FILESIZE_EXCEEDED:
		return -EFBIG;
	case CURLE_PEER_FAILED_VERIFICATION:
	case CURLE_SSL_CACERT_BADFILE:
		return -EACCES;
	default:
		return -EIO;
	}
}

/* ---- URL helpers ----------------------------------------------------- */

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

/* ---- the client -------------------------------------------------------- */

static pthread_once_t global_once = PTHREAD_ONCE_INIT;
static CURLcode global_rc;

static void global_init(void)
{
	global_rc = curl_global_init(CURL_GLOBAL_ALL);
}

static void handle_destroy(void *arg)
{
	struct sbx_handle *hd = arg;
	struct sbx_client *c = hd->c;

	pthread_mutex_lock(&c->lock);
	if (hd->prev)
		hd->prev->next = hd->next;
	else
		c->handles = hd->next;
	if (hd->next)
		hd->next->prev = hd->prev;
	pthread_mutex_unlock(&c->lock);
	curl_easy_cleanup(hd->h);
	free(hd);
}

static CURL *thread_handle(struct sbx_client *c)
{
	struct sbx_handle *hd = pthread_getspecific(c->key);

	if (hd)
		return hd->h;
	hd = calloc(1, sizeof(*hd));
	if (!hd)
		return NULL;
	hd->h = curl_easy_init();
	if (!hd->h) {
		free(hd);
		return NULL;
	}
	hd->c = c;
	if (pthread_setspecific(c->key, hd)) {
		curl_easy_cleanup(hd->h);
		free(hd);
		return NULL;
	}
	pthread_mutex_lock(&c->lock);
	hd->next = c->handles;
	if (c->handles)
		c->handles->prev = hd;
	c->handles = hd;
	pthread_mutex_unlock(&c->lock);
	return hd->h;
}

int sbx_client_new(const struct sbx_client_opts *opts, struct sbx_client **out)
{
	struct sbx_client *c = NULL;
	const char *ne;
	size_t n;
	int rc = -ENOMEM;

	pthread_once(&global_once, global_init);
	if (global_rc != CURLE_OK) {
		sbx_set_error("libcurl initialisation failed");
		return -EIO;
	}
	if (!opts || !opts->url ||
	    (strncmp(opts->url, "http://", 7) && strncmp(opts->url, "https://", 8))) {
		sbx_set_error("server URL must start with http:// or https://");
		return -EINVAL;
	}
	c = calloc(1, sizeof(*c));
	if (!c)
		goto out;
	c->url = strdup(opts->url);
	if (!c->url)
		goto out;
	n = strlen(c->url);
	while (n > 0 && c->url[n - 1] == '/')
		c->url[--n] = '\0';
	if (opts->token && *opts->token) {
		if (strpbrk(opts->token, "\r\n")) {
			sbx_set_error("token contains a line break");
			rc = -EINVAL;
			goto out;
		}
		if (asprintf(&c->auth, "Authorization: Bearer %s", opts->token) < 0) {
			c->auth = NULL;
			goto out;
		}
	}
	if (opts->cacert) {
		c->cacert = strdup(opts->cacert);
		if (!c->cacert)
			goto out;
	}
	c->insecure = opts->insecure;
	c->connect_timeout_ms = opts->connect_timeout_ms > 0 ? opts->connect_timeout_ms : 5000;
	c->io_timeout_ms = opts->io_timeout_ms > 0 ? opts->io_timeout_ms : 30000;
	c->retries = opts->retries >= 0 ? opts->retries : 3;
	ne = getenv("SBX_NO_EXTENSIONS");
	c->no_ext = ne && *ne && strcmp(ne, "0");
	atomic_init(&c->ext_range, 0);
	atomic_init(&c->ext_list, 0);
	atomic_init(&c->ext_fs, 0);
	if (pthread_mutex_init(&c->lock, NULL))
		goto out;
	if (pthread_key_create(&c->key, handle_destroy)) {
		pthread_mutex_destroy(&c->lock);
		goto out;
	}
	*out = c;
	return 0;
out:
	if (c) {
		free(c->url);
		free(c->auth);
		free(c->cacert);
		free(c);
	}
	if (rc == -ENOMEM)
		sbx_set_error("out of memory");
	return rc;
}

void sbx_client_free(struct sbx_client *c)
{
	struct sbx_handle *hd, *next;

	if (!c)
		return;
	/* The calling thread's handle, and those of threads still alive, are
	 * released here; the key is deleted so no destructor runs later. */
	pthread_setspecific(c->key, NULL);
	pthread_key_delete(c->key);
	for (hd = c->handles; hd; hd = next) {
		next = hd->next;
		curl_easy_cleanup(hd->h);
		free(hd);
	}
	pthread_mutex_destroy(&c->lock);
	free(c->url);
	free(c->auth);
	free(c->cacert);
	free(c);
}

void sbx_client_set_request_cb(struct sbx_client *c, sbx_request_cb cb, void *arg)
{
	c->cb = cb;
	c->cb_arg = arg;
}

const char *sbx_client_url(const struct sbx_client *c)
{
	return c->url;
}

/* ---- one request ------------------------------------------------------- */

struct xfer {
	struct sbx_req *r;
	CURL *h;
	long status;
	bool headers;	/* response headers have begun */
	bool delivered; /* part of a 2xx body went to the sink */
	bool enough;	/* the sink stopped early with success */
	int err;	/* why a callback aborted, or 0 */
	struct sbx_buf errbody;
	off_t up_pos; /* upload position within the body */
	curl_off_t last_bytes;
	double last_move; /* monotonic seconds of the last progress */
	long stall_ms;	  /* current stall limit, 0: none */
};

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static size_t on_header(char *p, size_t sz, size_t n, void *arg)
{
	struct xfer *x = arg;

	x->headers = true;
	x->last_move = now_s();
	return sz * n;
}

static size_t on_write(char *p, size_t sz, size_t n, void *arg)
{
	struct xfer *x = arg;
	struct sbx_req *r = x->r;
	size_t len = sz * n;
	int rc;

	if (!x->status)
		curl_easy_getinfo(x->h, CURLINFO_RESPONSE_CODE, &x->status);
	x->last_move = now_s();
	if (x->status < 200 || x->status >= 300) {
		size_t room = ERRBODY_MAX - x->errbody.len;

		sbx_buf_add(&x->errbody, p, len < room ? len : room);
		return len;
	}
	x->delivered = true;
	if (r->sink) {
		rc = r->sink(r->sink_arg, x->status, p, len);
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
	if (r->body_fd < 0) {
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

static int on_progress(void *arg, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal,
		       curl_off_t ulnow)
{
	struct xfer *x = arg;
	struct sbx_req *r = x->r;
	double t = now_s();
	long limit;

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
	if (dlnow + ulnow != x->last_bytes) {
		x->last_bytes = dlnow + ulnow;
		x->last_move = t;
	}
	limit = x->stall_ms;
	if (r->streaming && x->headers)
		limit = r->stream_limit_ms;
	if (limit > 0 && (t - x->last_move) * 1000.0 > (double)limit) {
		x->err = -ETIMEDOUT;
		return 1;
	}
	return 0;
}

/* One attempt; returns 0 or -errno and fills x. */
static int perform(struct sbx_client *c, CURL *h, struct sbx_req *r, struct xfer *x)
{
	struct curl_slist *hdrs = NULL, *tmp;
	char line[256];
	char *url = NULL;
	CURLcode cc;
	int rc = -ENOMEM;

	r->code[0] = '\0';
	r->errname[0] = '\0';
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
	curl_easy_setopt(h, CURLOPT_TCP_NODELAY, 1L);
	curl_easy_setopt(h, CURLOPT_CONNECTTIMEOUT_MS, c->connect_timeout_ms);
	curl_easy_setopt(h, CURLOPT_USERAGENT, "libsbx/" SBX_VERSION);
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
	} else if (!strcmp(r->method, "PUT")) {
		curl_easy_setopt(h, CURLOPT_UPLOAD, 1L);
		curl_easy_setopt(h, CURLOPT_INFILESIZE_LARGE, (curl_off_t)r->body_len);
	} else if (!strcmp(r->method, "POST")) {
		curl_easy_setopt(h, CURLOPT_POST, 1L);
		curl_easy_setopt(h, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)r->body_len);
	} else {
		curl_easy_setopt(h, CURLOPT_CUSTOMREQUEST, r->method);
	}
	if (!strcmp(r->method, "PUT") || !strcmp(r->method, "POST")) {
		curl_easy_setopt(h, CURLOPT_READFUNCTION, on_read);
		curl_easy_setopt(h, CURLOPT_READDATA, x);
		curl_easy_setopt(h, CURLOPT_SEEKFUNCTION, on_seek);
		curl_easy_setopt(h, CURLOPT_SEEKDATA, x);
	}

	x->h = h;
	x->last_move = now_s();
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
		if (x->err == -ETIMEDOUT)
			sbx_set_error(
			    "%s %s: no data from the server for %ld ms", r->method, r->path,
			    r->streaming && x->headers ? r->stream_limit_ms : x->stall_ms);
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
		sbx_api_error_parse(x->errbody.data, x->errbody.len, msg, sizeof(msg), r->code,
				    sizeof(r->code), r->errname, sizeof(r->errname));
		rc = sbx_error_to_errno(x->status, r->code, r->errname, msg);
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

int sbx_http_do(struct sbx_client *c, struct sbx_req *r)
{
	double t0 = now_s();
	CURL *h = thread_handle(c);
	int attempt, rc = -ENOMEM;
	long delay_ms = 100;

	r->status = 0;
	r->code[0] = '\0';
	if (!h) {
		sbx_set_error("cannot create a CURL handle");
		goto out;
	}
	for (attempt = 0;; attempt++) {
		struct xfer x;

		/* Before every attempt: an interrupted operation often makes
		 * several requests (fallbacks, parts), each must end at once. */
		if (thread_interrupted()) {
			rc = -EINTR;
			sbx_set_error("%s %s: interrupted", r->method, r->path);
			break;
		}
		memset(&x, 0, sizeof(x));
		x.r = r;
		sbx_buf_init(&x.errbody, ERRBODY_MAX);
		if (r->resp && !r->sink)
			r->resp->len = 0;
		rc = perform(c, h, r, &x);
		r->status = x.status;
		sbx_buf_release(&x.errbody);
		if (rc == 0 || attempt >= c->retries || !retryable(r, &x, rc))
			break;
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
		c->cb(c->cb_arg, r->route, r->op, (int)r->status, now_s() - t0);
	return rc;
}

/* Default cap for JSON bodies collected by api.c. */
size_t sbx_http_json_max(void)
{
	return JSON_MAX;
}
