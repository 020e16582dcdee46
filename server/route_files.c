/* route_files.c — GET and PUT /v1/sandbox/:id/file/<path>.
 *
 * The path after "file/" is decoded like the bridge does (decodeURI with
 * "%25" kept, paths.c) and contained to /workspace lexically; the runtime
 * then resolves it inside the sandbox root, so symlinks planted by sandbox
 * commands cannot lead outside. GET answers with the file descriptor itself
 * (sendfile, byte exact), and — an sbxd extension, off under
 * --bridge-compat — honours a single `Range: bytes=A-B`. PUT streams the
 * body into upload_write() as it arrives and commits at the end (an
 * existing file written in place, a new one renamed into place: files.c); more than 32 MiB is
 * refused with 413 before or while reading.
 *
 * PUT .../extents/<path>?size=N — an sbxd extension — writes a whole file
 * of any size from its data extents only (extents.h): holes cost neither
 * bytes on the wire nor blocks on disk. Written like PUT (in place, or a new
 * file through a temp file and a rename); failures of the file system answer 409 fs_error with the
 * errno's name, as the /fs extension does (ENOSPC when the sandbox's disk is full).
 * POST on the same route appends: N bytes written at the existing file's
 * end in one O_APPEND write (upload_begin_append), answering where they
 * landed ("at").
 */
#include "extents.h"
#include "paths.h"
#include "routes.h"
#include "sandbox.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Decode and contain r->param; on failure a response is queued and a
 * negative errno returned. Also validates Session-Id (bridge order). */
/* The file's path: from the URL (decoded like the bridge does), or — the
 * extents routes, an sbxd extension — from `?path=`, fully percent-decoded,
 * which can name every file (the bridge's decodeURI cannot say %, ? or #). */
static int file_path_any(struct http_request *r, bool query_ok, char **out)
{
	char *dec = NULL, *abs = NULL, *res = NULL;
	const char *sid, *q;
	int err;

	/* (sbxd unescapes nothing itself: http.c) */
	q = query_ok && (!r->param || !r->param[0]) ? http_query(r, "path") : NULL;
	if (!q && (!r->param || !r->param[0])) {
		http_respond_error(r, 400, "invalid_request", "file path must not be empty");
		return -EINVAL;
	}
	err = q ? paths_decode_bytes(q, &dec) : paths_decode_uri(r->param, &dec);
	if (err == -EINVAL) {
		http_respond_error(r, 400, "invalid_request", "%s",
				   q ? "file path must be percent-encoded bytes, without NUL"
				     : "file path must not contain NUL");
		return err;
	} else if (err < 0) {
		return err;
	}
	if (!dec[0]) { /* ?path= (a URL path is never empty) */
		free(dec);
		http_respond_error(r, 400, "invalid_request", "file path must not be empty");
		return -EINVAL;
	}
	if (asprintf(&abs, "/%s", dec) < 0) {
		free(dec);
		return -ENOMEM;
	}
	free(dec);
	err = paths_resolve_workspace(abs, &res);
	free(abs);
	if (err == -EACCES) {
		http_respond_error(r, 403, "invalid_request",
				   "path must resolve to a location within /workspace");
		return err;
	} else if (err < 0) {
		return err;
	}
	sid = http_header(r, "Session-Id");
	if (sid && sid[0] && !paths_valid_session_id(sid)) {
		http_respond_error(r, 400, "invalid_request", "Invalid session ID format");
		free(res);
		return -EINVAL;
	}
	*out = res;
	return 0;
}

static int file_path(struct http_request *r, char **out)
{
	return file_path_any(r, false, out);
}

/* "bytes=A-B", "bytes=A-" or "bytes=-N" against size. 1: a range (written to
 * off and len), 0: no usable Range header (serve whole), -1: unsatisfiable. */
static int parse_range(const char *h, uint64_t size, uint64_t *off, uint64_t *len)
{
	uint64_t a, b;
	char *end;

	if (!h || strncmp(h, "bytes=", 6) != 0 || strchr(h, ','))
		return 0;
	h += 6;
	if (*h == '-') {
		if (h[1] < '0' || h[1] > '9')
			return 0;
		errno = 0;
		b = strtoull(h + 1, &end, 10);
		if (errno || *end)
			return 0;
		if (b == 0)
			return -1;
		if (b > size)
			b = size;
		if (size == 0)
			return -1;
		*off = size - b;
		*len = b;
		return 1;
	}
	if (*h < '0' || *h > '9')
		return 0;
	errno = 0;
	a = strtoull(h, &end, 10);
	if (errno || *end != '-')
		return 0;
	h = end + 1;
	if (*h == '\0') {
		b = size ? size - 1 : 0;
	} else {
		if (*h < '0' || *h > '9')
			return 0;
		b = strtoull(h, &end, 10);
		if (errno || *end || b < a)
			return 0;
	}
	if (a >= size)
		return -1;
	if (b >= size)
		b = size - 1;
	*off = a;
	*len = b - a + 1;
	return 1;
}

/* A file's bytes [off, off + len) as a response body, read as it goes. Not
 * MHD's fd response: when the sandbox cuts the file while it is sent, that
 * stalls, the client waiting for bytes that never come until its timeout
 * and sbxd's connection held until the idle timeout. A read that ends
 * short cuts the connection, which the client sees at once. */
struct file_body {
	int fd;
	uint64_t off, len;
};

static ssize_t file_body_read(void *cls, uint64_t pos, char *buf, size_t max)
{
	struct file_body *b = cls;
	size_t want = max;
	ssize_t n;

	if (pos >= b->len)
		return MHD_CONTENT_READER_END_OF_STREAM;
	if (want > b->len - pos)
		want = (size_t)(b->len - pos);
	do
		n = pread(b->fd, buf, want, (off_t)(b->off + pos));
	while (n < 0 && errno == EINTR);
	return n > 0 ? n : MHD_CONTENT_READER_END_WITH_ERROR;
}

static void file_body_free(void *cls)
{
	struct file_body *b = cls;

	close(b->fd);
	free(b);
}

enum MHD_Result route_file_get(struct http_request *r)
{
	struct sandbox *sb = NULL;
	struct MHD_Response *resp;
	struct file_body *body;
	struct stat st;
	char *path = NULL;
	uint64_t off = 0, len;
	unsigned status = 200;
	enum MHD_Result ret = MHD_YES;
	int fd = -1, err, rg = 0;

	err = file_path(r, &path);
	if (err < 0) {
		ret = err == -ENOMEM ? MHD_NO : MHD_YES;
		goto out;
	}
	if (http_sandbox_get(r, &sb) < 0)
		goto out;
	sbxd_set_errmsg("%s", "");
	fd = sandbox_open_read(sb, path);
	if (fd == -ENOENT || fd == -ENOTDIR) {
		ret = http_respond_error(r, 404, "workspace_read_not_found", "File not found: %s",
					 path);
		goto out;
	} else if (fd < 0) {
		ret = http_respond_error(r, 502, "exec_transport_error", "read failed: %s",
					 http_errmsg(fd));
		goto out;
	}
	if (fstat(fd, &st) < 0) {
		ret = http_respond_error(r, 502, "exec_transport_error", "read failed: %s",
					 strerror(errno));
		goto out;
	}
	len = (uint64_t)st.st_size;
	if (!http_bridge_compat(r))
		rg = parse_range(http_header(r, MHD_HTTP_HEADER_RANGE), (uint64_t)st.st_size, &off,
				 &len);
	if (rg < 0) {
		char cr[64];

		resp = MHD_create_response_from_buffer(0, (void *)"", MHD_RESPMEM_PERSISTENT);
		if (!resp) {
			ret = MHD_NO;
			goto out;
		}
		snprintf(cr, sizeof(cr), "bytes */%" PRIu64, (uint64_t)st.st_size);
		MHD_add_response_header(resp, MHD_HTTP_HEADER_CONTENT_RANGE, cr);
		ret = http_respond(r, 416, resp);
		goto out;
	}
	body = calloc(1, sizeof(*body));
	if (!body) {
		ret = MHD_NO;
		goto out;
	}
	*body = (struct file_body){fd, off, len};
	resp = MHD_create_response_from_callback(len, 256 * 1024, file_body_read, body,
						 file_body_free);
	if (!resp) {
		free(body);
		ret = MHD_NO;
		goto out;
	}
	fd = -1; /* the response owns it now */
	MHD_add_response_header(resp, MHD_HTTP_HEADER_CONTENT_TYPE, "application/octet-stream");
	if (!http_bridge_compat(r))
		MHD_add_response_header(resp, MHD_HTTP_HEADER_ACCEPT_RANGES, "bytes");
	if (rg > 0) {
		char cr[96];

		snprintf(cr, sizeof(cr), "bytes %" PRIu64 "-%" PRIu64 "/%" PRIu64, off,
			 off + len - (len ? 1 : 0), (uint64_t)st.st_size);
		MHD_add_response_header(resp, MHD_HTTP_HEADER_CONTENT_RANGE, cr);
		status = 206;
	}
	ret = http_respond(r, status, resp);
out:
	if (fd >= 0)
		close(fd);
	if (sb)
		sandbox_put(sb);
	free(path);
	return ret;
}

/* ---- PUT --------------------------------------------------------------- */

struct put_state {
	struct sandbox *sb;
	struct upload *up;
	char *path;
	uint64_t total;
	int err;       /* first write error, reported at the end */
	char msg[512]; /* its message */
	bool too_large;
};

static void put_state_free(void *p)
{
	struct put_state *ps = p;

	if (!ps)
		return;
	upload_abort(ps->up);
	if (ps->sb)
		sandbox_put(ps->sb);
	free(ps->path);
	free(ps);
}

/* A write the sandbox's file system refused: the bridge answers every such
 * failure 502 workspace_archive_write_error; sbxd says which one it was, by
 * status class and by the errno's name (docs/EXTENSIONS.md, "Differences"),
 * so a client can tell a full disk from a read-only directory and never
 * retries what cannot succeed. */
static enum MHD_Result respond_write_error(struct http_request *r, int err, const char *msg)
{
	cJSON *e = cJSON_CreateObject();
	int status;

	switch (-err) {
	case ENOSPC:
	case EDQUOT:
		status = 507;
		break;
	case EACCES:
	case EPERM:
	case EROFS:
		status = 403;
		break;
	case ENAMETOOLONG:
		status = 414;
		break;
	case EFBIG:
		status = 413;
		break;
	default:
		status = err == -EIO || err == -ENOMEM ? 500 : 409;
	}
	if (!e || !cJSON_AddStringToObject(e, "error", msg) ||
	    !cJSON_AddStringToObject(e, "code", "fs_error") ||
	    !cJSON_AddStringToObject(e, "errno", route_fs_errno_name(-err))) {
		cJSON_Delete(e);
		return MHD_NO;
	}
	return http_respond_json(r, status, e);
}

enum MHD_Result route_file_put_headers(struct http_request *r)
{
	struct put_state *ps;
	const char *cl;
	int err;

	ps = calloc(1, sizeof(*ps));
	if (!ps)
		return MHD_NO;
	r->state = ps;
	r->state_free = put_state_free;
	err = file_path(r, &ps->path);
	if (err < 0)
		return err == -ENOMEM ? MHD_NO : MHD_YES;
	cl = http_header(r, MHD_HTTP_HEADER_CONTENT_LENGTH);
	if (cl) {
		char *end;
		unsigned long long v;

		errno = 0;
		v = strtoull(cl, &end, 10);
		if (!errno && *end == '\0' && v > HTTP_FILE_BODY_MAX)
			return http_respond_error(
			    r, 413, "payload_too_large",
			    "payload too large: %llu bytes exceeds the %u-byte limit", v,
			    HTTP_FILE_BODY_MAX);
	}
	if (http_sandbox_get(r, &ps->sb) < 0)
		return MHD_YES;
	sbxd_set_errmsg("%s", "");
	err = upload_begin(ps->sb, ps->path, &ps->up);
	if (err < 0) { /* answered after the body, as in route_extents_headers */
		ps->up = NULL;
		ps->err = err;
		snprintf(ps->msg, sizeof(ps->msg), "%s", http_errmsg(err));
	}
	return MHD_YES;
}

enum MHD_Result route_file_put_data(struct http_request *r, const char *data, size_t len)
{
	struct put_state *ps = r->state;
	int err;

	ps->total += len;
	if (ps->total > HTTP_FILE_BODY_MAX && !ps->too_large) {
		ps->too_large = true;
		upload_abort(ps->up);
		ps->up = NULL;
	}
	if (ps->too_large || ps->err)
		return MHD_YES; /* drain, answer at the end with the full size */
	err = upload_write(ps->up, data, len);
	if (err < 0) {
		ps->err = err;
		/* keep the runtime's message for the final answer */
		snprintf(ps->msg, sizeof(ps->msg), "%s", http_errmsg(err));
		upload_abort(ps->up);
		ps->up = NULL;
	}
	return MHD_YES;
}

enum MHD_Result route_file_put_done(struct http_request *r)
{
	struct put_state *ps = r->state;
	struct upload *up = ps->up;
	char msg[600];
	cJSON *o;
	int err;

	if (ps->too_large)
		return http_respond_error(r, 413, "payload_too_large",
					  "payload too large: %" PRIu64
					  " bytes exceeds the %u-byte limit",
					  ps->total, HTTP_FILE_BODY_MAX);
	if (ps->err) {
		snprintf(msg, sizeof(msg), "write failed: %s", ps->msg);
		return respond_write_error(r, ps->err, msg);
	}
	ps->up = NULL;
	sbxd_set_errmsg("%s", "");
	err = upload_commit(up, NULL);
	if (err < 0) {
		snprintf(msg, sizeof(msg), "write failed: %s", http_errmsg(err));
		return respond_write_error(r, err, msg);
	}
	o = cJSON_CreateObject();
	if (!o || !cJSON_AddTrueToObject(o, "ok")) {
		cJSON_Delete(o);
		return MHD_NO;
	}
	return http_respond_json(r, 200, o);
}

/* ---- sparse PUT (extension) ------------------------------------------------- */

struct extents_state {
	struct sandbox *sb;
	struct upload *up;
	char *path;
	struct extents_parser parser;
	int err;	       /* first file-system error, answered at the end */
	bool bad;	       /* bad framing (message in parser.err) */
	long mode;	       /* ?mode=, -1 none */
	long create_mode;      /* ?create_mode=, -1 none: a new file's mode */
	long owner[2];	       /* ?owner=UID:GID, -1 none: a new file's creator */
	bool has_times;	       /* ?atime= or ?mtime= */
	struct timespec ts[2]; /* UTIME_OMIT where not given */
	bool append;	       /* POST: size bytes appended (upload_begin_append) */
};

static void extents_state_free(void *p)
{
	struct extents_state *es = p;

	if (!es)
		return;
	upload_abort(es->up);
	if (es->sb)
		sandbox_put(es->sb);
	free(es->path);
	free(es);
}

static enum MHD_Result respond_fs_error(struct http_request *r, int err)
{
	cJSON *e = cJSON_CreateObject();

	if (!e || !cJSON_AddStringToObject(e, "error", strerror(-err)) ||
	    !cJSON_AddStringToObject(e, "code", "fs_error") ||
	    !cJSON_AddStringToObject(e, "errno", route_fs_errno_name(-err))) {
		cJSON_Delete(e);
		return MHD_NO;
	}
	return http_respond_json(r, 409, e);
}

/* Seconds since the epoch as a decimal number, "SEC" or "SEC.NNNNNNNNN"
 * (exactly nine digits: nanoseconds), negative before 1970 ("-1.500000000"
 * is {-2, 500000000}); or "now". */
static bool parse_query_time(const char *v, struct timespec *ts)
{
	bool neg = *v == '-';
	long long sec;
	long nsec = 0;
	char *end;

	if (!strcmp(v, "now")) {
		ts->tv_sec = 0;
		ts->tv_nsec = UTIME_NOW;
		return true;
	}
	if (neg)
		v++;
	if (*v < '0' || *v > '9')
		return false;
	errno = 0;
	sec = strtoll(v, &end, 10);
	if (errno || (*end && *end != '.'))
		return false;
	if (*end == '.') {
		const char *n = end + 1;

		for (int i = 0; i < 9; i++) {
			if (n[i] < '0' || n[i] > '9')
				return false;
			nsec = nsec * 10 + (n[i] - '0');
		}
		if (n[9])
			return false;
	}
	if (neg && nsec) {
		ts->tv_sec = (time_t)(-sec - 1);
		ts->tv_nsec = 1000000000L - nsec;
	} else {
		ts->tv_sec = (time_t)(neg ? -sec : sec);
		ts->tv_nsec = nsec;
	}
	return true;
}

/* An octal mode query parameter (absent: -1). 0, or a 400 answer queued
 * and -EINVAL. */
static int query_mode(struct http_request *r, const char *name, long *out)
{
	const char *m = http_query(r, name);
	char *end;
	long v;

	*out = -1;
	if (!m)
		return 0;
	errno = 0;
	v = strtol(m, &end, 8);
	if (!*m || *m < '0' || *m > '7' || errno || *end || v > 07777) {
		http_respond_error(r, 400, "invalid_request",
				   "%s must be an octal number from 0 to 7777", name);
		return -EINVAL;
	}
	*out = v;
	return 0;
}

/* ?owner=UID:GID (absent: -1, -1). 0, or a 400 answer queued and -EINVAL. */
static int query_owner(struct http_request *r, long out[2])
{
	const char *o = http_query(r, "owner");
	unsigned long long v[2];
	char *end;

	out[0] = out[1] = -1;
	if (!o)
		return 0;
	for (int i = 0; i < 2; i++) {
		errno = 0;
		v[i] = *o >= '0' && *o <= '9' ? strtoull(o, &end, 10) : 0;
		if (*o < '0' || *o > '9' || errno || v[i] > 4294967294ULL ||
		    *end != (i == 0 ? ':' : '\0')) {
			http_respond_error(r, 400, "invalid_request",
					   "owner must be UID:GID (decimal numbers)");
			return -EINVAL;
		}
		out[i] = (long)v[i];
		o = end + 1;
	}
	return 0;
}

/* ?mode=OCTAL&atime=T&mtime=T: what the file gets at commit;
 * ?create_mode=OCTAL&owner=UID:GID: what it gets if the upload creates it
 * (a create folded into the upload: docs/EXTENSIONS.md). 0, or a 400
 * answer queued and -EINVAL. */
static int parse_attrs(struct http_request *r, struct extents_state *es)
{
	static const char *const names[2] = {"atime", "mtime"};

	if (query_mode(r, "mode", &es->mode) < 0 ||
	    query_mode(r, "create_mode", &es->create_mode) < 0 || query_owner(r, es->owner) < 0)
		return -EINVAL;
	for (int i = 0; i < 2; i++) {
		const char *v = http_query(r, names[i]);

		es->ts[i].tv_sec = 0;
		es->ts[i].tv_nsec = UTIME_OMIT;
		if (!v)
			continue;
		if (!parse_query_time(v, &es->ts[i])) {
			http_respond_error(r, 400, "invalid_request",
					   "%s must be SECONDS, SECONDS.NANOSECONDS (9 digits) "
					   "or now",
					   names[i]);
			return -EINVAL;
		}
		es->has_times = true;
	}
	return 0;
}

enum MHD_Result route_extents_headers(struct http_request *r)
{
	struct extents_state *es;
	const char *q = http_query(r, "size");
	unsigned long long size;
	char *end;
	int err;

	es = calloc(1, sizeof(*es));
	if (!es)
		return MHD_NO;
	r->state = es;
	r->state_free = extents_state_free;
	err = file_path_any(r, true, &es->path);
	if (err < 0)
		return err == -ENOMEM ? MHD_NO : MHD_YES;
	errno = 0;
	size = q ? strtoull(q, &end, 10) : 0;
	if (!q || !*q || *q < '0' || *q > '9' || errno || *end ||
	    size > (unsigned long long)INT64_MAX)
		return http_respond_error(r, 400, "invalid_request",
					  "size must be a non-negative integer");
	es->append = strcmp(r->method, "POST") == 0;
	if (es->append && size > UPLOAD_APPEND_MAX)
		return http_respond_error(r, 400, "invalid_request",
					  "an append carries at most %d bytes", UPLOAD_APPEND_MAX);
	if (parse_attrs(r, es) < 0)
		return MHD_YES;
	if (http_sandbox_get(r, &es->sb) < 0)
		return MHD_YES;
	extents_init(&es->parser, size);
	sbxd_set_errmsg("%s", "");
	if (es->append) {
		err = upload_begin_append(es->sb, es->path, (off_t)size, &es->up);
	} else {
		err = upload_begin(es->sb, es->path, &es->up);
		if (err == 0)
			err = upload_set_size(es->up, (off_t)size);
	}
	if (err < 0) {
		/* Answered once the body is in: an answer before it makes the
		 * server stop reading, and a client still sending then sees a
		 * broken connection instead of this errno. */
		upload_abort(es->up);
		es->up = NULL;
		es->err = err;
	}
	return MHD_YES;
}

static int extents_write(void *arg, uint64_t off, const char *data, size_t len)
{
	return upload_write_at(arg, data, len, (off_t)off);
}

enum MHD_Result route_extents_data(struct http_request *r, const char *data, size_t len)
{
	struct extents_state *es = r->state;
	int err;

	if (es->bad || es->err)
		return MHD_YES; /* drain, answer at the end */
	err = extents_feed(&es->parser, data, len, extents_write, es->up);
	if (err == -EINVAL && es->parser.err[0])
		es->bad = true;
	else if (err < 0)
		es->err = err;
	if (es->bad || es->err) {
		upload_abort(es->up);
		es->up = NULL;
	}
	return MHD_YES;
}

enum MHD_Result route_extents_done(struct http_request *r)
{
	struct extents_state *es = r->state;
	struct upload *up = es->up;
	cJSON *o, *jst = NULL;
	struct stat st;
	ino_t replaced = 0;
	off_t at = -1;
	bool created;
	int err, tok;

	if (!es->bad && !es->err && extents_finish(&es->parser) < 0)
		es->bad = true;
	if (es->bad)
		return http_respond_error(r, 400, "invalid_request", "bad extent framing: %s",
					  es->parser.err);
	if (es->err)
		return respond_fs_error(r, es->err);
	es->up = NULL;
	upload_set_attrs(up, es->mode, es->has_times ? es->ts : NULL);
	upload_set_create_mode(up, es->create_mode);
	created = upload_created(up);
	/* one change of credentials for the commit and the stat (nested) */
	tok = sandbox_fs_begin(es->sb);
	err = upload_commit_at(up, &replaced, &at);
	/* who made it through the mount, as /fs create's "owner" records it
	 * (best effort: the file exists either way) */
	if (err == 0 && created && es->owner[0] >= 0)
		sandbox_fs_chown(es->sb, es->path, es->owner[0], es->owner[1]);
	/* The file's attributes now, as /fs lstat would answer them: a
	 * client caching them needs no request of its own. null when the
	 * path is gone again already (a sandbox command raced us). */
	if (err == 0 && sandbox_fs_lstat(es->sb, es->path, &st, NULL) == 0)
		jst = route_fs_stat_json_of(es->sb, es->path, &st);
	else if (err == 0)
		jst = cJSON_CreateNull();
	sandbox_fs_end(es->sb, tok);
	if (err < 0)
		return respond_fs_error(r, err);
	o = cJSON_CreateObject();
	if (!o || !jst || !cJSON_AddTrueToObject(o, "ok")) {
		cJSON_Delete(o);
		cJSON_Delete(jst);
		return MHD_NO;
	}
	cJSON_AddItemToObject(o, "stat", jst);
	cJSON_AddNumberToObject(o, "replaced", (double)replaced);
	if (es->append)
		cJSON_AddNumberToObject(o, "at", (double)at);
	return http_respond_json(r, 200, o);
}

/* GET .../extents/<path>: "<size>\n", then a record per data extent. */
struct extents_reader {
	int fd;
	uint64_t size; /* at open: a file that grows meanwhile is cut there */
	uint64_t scan; /* where the search for the next extent starts */
	uint64_t off, left;
	bool head_sent;
};

static ssize_t extents_read(void *cls, uint64_t pos, char *buf, size_t max)
{
	struct extents_reader *x = cls;
	off_t d, h;
	ssize_t n;

	if (!x->head_sent) {
		x->head_sent = true;
		return snprintf(buf, max, "%" PRIu64 "\n", x->size);
	}
	if (x->left == 0) {
		if (x->scan >= x->size)
			return MHD_CONTENT_READER_END_OF_STREAM;
		d = lseek(x->fd, (off_t)x->scan, SEEK_DATA);
		if (d < 0 && errno == ENXIO)
			return MHD_CONTENT_READER_END_OF_STREAM;
		if (d < 0)
			return MHD_CONTENT_READER_END_WITH_ERROR;
		if ((uint64_t)d >= x->size)
			return MHD_CONTENT_READER_END_OF_STREAM;
		h = lseek(x->fd, d, SEEK_HOLE);
		if (h < 0 || (uint64_t)h > x->size)
			h = (off_t)x->size;
		x->off = (uint64_t)d;
		x->left = (uint64_t)(h - d);
		x->scan = (uint64_t)h;
		return snprintf(buf, max, "%" PRIu64 " %" PRIu64 "\n", x->off, x->left);
	}
	n = pread(x->fd, buf, max < x->left ? max : (size_t)x->left, (off_t)x->off);
	if (n <= 0) /* shrank under us: the body can only end short */
		return MHD_CONTENT_READER_END_WITH_ERROR;
	x->off += (uint64_t)n;
	x->left -= (uint64_t)n;
	return n;
}

static void extents_reader_free(void *cls)
{
	struct extents_reader *x = cls;

	close(x->fd);
	free(x);
}

enum MHD_Result route_extents_get(struct http_request *r)
{
	struct extents_reader *x = NULL;
	struct MHD_Response *resp;
	struct sandbox *sb = NULL;
	struct stat st;
	char *path = NULL;
	enum MHD_Result ret = MHD_YES;
	int fd = -1, err;

	err = file_path_any(r, true, &path);
	if (err < 0) {
		ret = err == -ENOMEM ? MHD_NO : MHD_YES;
		goto out;
	}
	if (http_sandbox_get(r, &sb) < 0)
		goto out;
	sbxd_set_errmsg("%s", "");
	fd = sandbox_open_read(sb, path);
	if (fd == -ENOENT || fd == -ENOTDIR) {
		ret = http_respond_error(r, 404, "workspace_read_not_found", "File not found: %s",
					 path);
		goto out;
	} else if (fd < 0) {
		ret = respond_fs_error(r, fd);
		goto out;
	}
	x = calloc(1, sizeof(*x));
	if (!x || fstat(fd, &st) < 0) {
		ret = MHD_NO;
		goto out;
	}
	x->fd = fd;
	x->size = (uint64_t)st.st_size;
	resp = MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 256 * 1024, extents_read, x,
						 extents_reader_free);
	if (!resp) {
		ret = MHD_NO;
		goto out;
	}
	fd = -1;
	x = NULL;
	MHD_add_response_header(resp, MHD_HTTP_HEADER_CONTENT_TYPE, "application/x-sbx-extents");
	ret = http_respond(r, 200, resp);
out:
	free(x);
	if (fd >= 0)
		close(fd);
	if (sb)
		sandbox_put(sb);
	free(path);
	return ret;
}
