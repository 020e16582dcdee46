/* fsext.c — sbxd's file-system extensions: POST /fs and the extents routes.
 *
 * sbxd does POSIX operations natively where the bridge needs a process:
 * POST /v1/sandbox/:id/fs runs one operation (lstat, list, mkdir, rename
 * ...) in the server and answers with the attributes it left; PUT/GET
 * /v1/sandbox/:id/extents<path> move a whole file as its data extents only
 * (files.c frames them). Each route is tried while the client has not seen
 * it missing (a 404/405/501 is remembered in c->ext_fs / c->ext_extents)
 * and SBX_NO_EXTENSIONS is unset; -ENOSYS tells the caller to take the
 * exec path. Here: the JSON of the requests and answers (the answer parsers
 * are exposed for unit tests), and that state.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include <cjson/cJSON.h>

#include "fsext.h"
#include "http.h"
#include "sbx_errno.h"
#include "url.h"

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

static cJSON *fs_body_json(const struct sbx_fs_req *q)
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

int sbx_fs_answer_parse(const char *op, const char *data, size_t len, struct sbx_fs_res *res)
{
	struct sbx_fs_res out;
	cJSON *j, *v;
	int rc;

	memset(&out, 0, sizeof(out));
	j = cJSON_ParseWithLength(data ? data : "", len);
	if (!cJSON_IsObject(j)) {
		rc = -EIO;
		goto out;
	}
	v = cJSON_GetObjectItemCaseSensitive(j, "stat");
	if (v) {
		/* the path's attributes after the operation */
		if (json_stat(v, &out.st) < 0) {
			rc = -EIO;
			goto out;
		}
		out.have_st = true;
		out.after.st = out.st;
		out.after.have_st = true;
	}
	{
		static const char *const keys[] = {"parent", "to_parent", "from_stat", "left"};
		struct sbx_stat *dst[] = {&out.after.parent, &out.after.to_parent,
					  &out.after.from_st, &out.after.left};
		bool *have[] = {&out.after.have_parent, &out.after.have_to_parent,
				&out.after.have_from_st, &out.after.have_left};

		for (size_t i = 0; i < 4; i++) {
			v = cJSON_GetObjectItemCaseSensitive(j, keys[i]);
			if (v && json_stat(v, dst[i]) == 0)
				*have[i] = true;
		}
	}
	if (!strcmp(op, "lstat")) {
		v = cJSON_GetObjectItemCaseSensitive(j, "link");
		if (json_stat(cJSON_GetObjectItemCaseSensitive(j, "stat"), &out.st) < 0) {
			rc = -EIO;
			goto out;
		}
		if (cJSON_IsString(v) && !(out.link = strdup(v->valuestring))) {
			rc = -ENOMEM;
			goto out;
		}
	} else if (!strcmp(op, "list")) {
		rc = fs_list(cJSON_GetObjectItemCaseSensitive(j, "entries"), &out.dir);
		if (rc < 0)
			goto out;
	} else if (!strcmp(op, "readlink")) {
		v = cJSON_GetObjectItemCaseSensitive(j, "target");
		if (!cJSON_IsString(v)) {
			rc = -EIO;
			goto out;
		}
		if (!(out.link = strdup(v->valuestring))) {
			rc = -ENOMEM;
			goto out;
		}
	} else if (!strcmp(op, "statfs")) {
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
			goto out;
		}
	}
	*res = out;
	memset(&out, 0, sizeof(out));
	rc = 0;
out:
	sbx_fs_res_release(&out);
	cJSON_Delete(j);
	return rc;
}

char *sbx_fs_body(const struct sbx_fs_req *q)
{
	cJSON *j = fs_body_json(q);
	char *s = j ? cJSON_PrintUnformatted(j) : NULL;

	cJSON_Delete(j);
	return s;
}

int sbx_api_fs(struct sbx_client *c, const char *id, const struct sbx_fs_req *q,
	       struct sbx_fs_res *res)
{
	struct sbx_req r;
	struct sbx_buf b;
	char *path = NULL, *text = NULL;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (!sbx_api_fs_usable(c, q->path) || (q->to && !sbx_api_fs_usable(c, q->to)))
		return -ENOSYS;
	sbx_buf_init(&b, 256u << 20);
	rc = -ENOMEM;
	text = sbx_fs_body(q);
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
	rc = sbx_fs_answer_parse(q->op, b.data, b.len, res);
	if (rc == -EIO)
		sbx_set_error("fs %s %s: malformed answer", q->op, q->path);
out:
	free(text);
	free(path);
	sbx_buf_release(&b);
	return rc;
}

/* ---- extents ------------------------------------------------------------------- */

bool sbx_api_extents_usable(struct sbx_client *c)
{
	return !c->no_ext && atomic_load(&c->ext_extents) >= 0;
}

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
 * attributes, {"ok":true,"stat":{...}|null} after, with "replaced":N
 * since it tells the inode the data took the place of. */
int sbx_extents_answer_parse(const char *data, size_t len, struct sbx_stat *st, int *got, off_t *at)
{
	cJSON *j = data ? cJSON_ParseWithLength(data, len) : NULL;
	cJSON *v = j ? cJSON_GetObjectItemCaseSensitive(j, "stat") : NULL;
	cJSON *rp = j ? cJSON_GetObjectItemCaseSensitive(j, "replaced") : NULL;
	cJSON *ap = j ? cJSON_GetObjectItemCaseSensitive(j, "at") : NULL;
	struct sbx_stat tmp;
	int rc = 0;

	*got = 0;
	if (at)
		*at = cJSON_IsNumber(ap) && ap->valuedouble >= 0 && ap->valuedouble < 9.2e18
			  ? (off_t)ap->valuedouble
			  : -1;
	if (cJSON_IsNull(v)) {
		*got = 2;
	} else if (v) {
		rc = json_stat(v, &tmp);
		if (rc == 0 && cJSON_IsNumber(rp) && rp->valuedouble >= 0 &&
		    rp->valuedouble < 18446744073709551616.0) {
			tmp.has_replaced = true;
			tmp.replaced = (ino_t)rp->valuedouble;
		}
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

/* The extents route of path: the path in the URL where the bridge's
 * decoding can say it, else (%, ?, #, bytes that are not UTF-8) as
 * ?path=, fully percent-encoded (sbxd decodes it fully). *any: which. */
static int extents_route(const char *id, const char *path, const char *query, char **out, bool *any)
{
	char *enc, *p;
	int rc;

	*any = !sbx_path_url_safe(path);
	if (!*any)
		return sbx_file_route(id, "/extents", path, query, out);
	if ((rc = sbx_check_id(id)) < 0)
		return rc;
	if (!(enc = sbx_url_encode_segment(path)))
		return -ENOMEM;
	rc = asprintf(&p, "/v1/sandbox/%s/extents?path=%s%s%s", id, enc, query ? "&" : "",
		      query ? query : "") < 0
		 ? -ENOMEM
		 : 0;
	free(enc);
	if (rc == 0)
		*out = p;
	return rc;
}

bool sbx_client_folds_creates(struct sbx_client *c, const char *path)
{
	return !c->no_ext && atomic_load(&c->ext_extents) > 0 &&
	       (sbx_path_url_safe(path) || atomic_load(&c->ext_anypath) > 0);
}

int sbx_client_appends(struct sbx_client *c, const char *path)
{
	if (!sbx_api_append_usable(c, path))
		return -1;
	return atomic_load(&c->ext_append) > 0 && atomic_load(&c->ext_extents) > 0 ? 1 : 0;
}

bool sbx_api_extents_path_usable(struct sbx_client *c, const char *path)
{
	return sbx_api_extents_usable(c) &&
	       (sbx_path_url_safe(path) || atomic_load(&c->ext_anypath) >= 0);
}

/* An sbxd older than ?path= answers it 400 (no path in the URL): that
 * server's extents take URL paths only. */
static bool anypath_refused(struct sbx_client *c, bool any, long status)
{
	if (!any || status != 400 || atomic_load(&c->ext_anypath) > 0)
		return false;
	atomic_store(&c->ext_anypath, -1);
	return true;
}

static int extents_send(struct sbx_client *c, const char *method, const char *id, const char *path,
			off_t size, off_t body_len, ssize_t (*fn)(void *, off_t, char *, size_t),
			void *arg, const char *op, const struct sbx_file_attrs *attrs,
			struct sbx_stat *st, int *got, off_t *at);

int sbx_api_extents_put(struct sbx_client *c, const char *id, const char *path, off_t size,
			off_t body_len, ssize_t (*fn)(void *, off_t, char *, size_t), void *arg,
			const char *op, const struct sbx_file_attrs *attrs, struct sbx_stat *st,
			int *got)
{
	return extents_send(c, "PUT", id, path, size, body_len, fn, arg, op, attrs, st, got, NULL);
}

bool sbx_api_append_usable(struct sbx_client *c, const char *path)
{
	return sbx_api_extents_path_usable(c, path) && atomic_load(&c->ext_append) >= 0;
}

int sbx_api_extents_append(struct sbx_client *c, const char *id, const char *path, off_t size,
			   off_t body_len, ssize_t (*fn)(void *, off_t, char *, size_t), void *arg,
			   const struct sbx_file_attrs *attrs, struct sbx_stat *st, int *got,
			   off_t *at)
{
	if (!sbx_api_append_usable(c, path))
		return -ENOSYS;
	return extents_send(c, "POST", id, path, size, body_len, fn, arg, "append", attrs, st, got,
			    at);
}

static int extents_send(struct sbx_client *c, const char *method, const char *id, const char *path,
			off_t size, off_t body_len, ssize_t (*fn)(void *, off_t, char *, size_t),
			void *arg, const char *op, const struct sbx_file_attrs *attrs,
			struct sbx_stat *st, int *got, off_t *at)
{
	bool append = strcmp(method, "POST") == 0;
	struct sbx_req r;
	struct sbx_buf b;
	char *url = NULL, q[224] = "", atq[64] = "", mt[64] = "", query[264];
	int rc = sbx_check_id(id), g = 0;
	bool any;

	if (rc < 0)
		return rc;
	if (attrs) {
		if (attrs->times) {
			time_query(atq, sizeof(atq), "atime", &attrs->times[0]);
			time_query(mt, sizeof(mt), "mtime", &attrs->times[1]);
		}
		int k = 0;

		if (attrs->mode >= 0)
			k = snprintf(q, sizeof(q), "&mode=%lo", (unsigned long)attrs->mode & 07777);
		if (attrs->create)
			k += snprintf(q + k, sizeof(q) - (size_t)k, "&create_mode=%lo",
				      (unsigned long)attrs->create_mode & 07777);
		if (attrs->create && attrs->has_creator)
			k += snprintf(q + k, sizeof(q) - (size_t)k, "&owner=%lu:%lu",
				      (unsigned long)attrs->creator_uid,
				      (unsigned long)attrs->creator_gid);
		snprintf(q + k, sizeof(q) - (size_t)k, "%s%s", atq, mt);
	}
	snprintf(query, sizeof(query), "size=%jd%s", (intmax_t)size, q);
	rc = extents_route(id, path, query, &url, &any);
	if (rc < 0)
		return rc;
	sbx_buf_init(&b, 64 * 1024);
	sbx_req_init(&r, method, url, append ? "extents_append" : "extents_put");
	r.op = op;
	r.content_type = "application/x-sbx-extents";
	r.body_len = body_len;
	r.body_fn = fn;
	r.body_arg = arg;
	r.resp = &b;
	rc = sbx_http_do(c, &r);
	if (rc == 0)
		rc = sbx_extents_answer_parse(b.data, b.len, st, &g, at);
	sbx_buf_release(&b);
	if (rc == 0 && got)
		*got = g;
	if (rc == 0 && append && at && *at < 0) {
		/* an answer without "at" is no append: never taken for one */
		sbx_set_error("append: no offset in the answer");
		rc = -EPROTO;
	}
	if (rc < 0) {
		if (r.status == 404 || r.status == 405 || r.status == 501) {
			/* No such route: a stock bridge, or --bridge-compat
			 * (append: an sbxd from before it, too) */
			atomic_store(append ? &c->ext_append : &c->ext_extents, -1);
			rc = -ENOSYS;
		} else if (anypath_refused(c, any, r.status)) {
			rc = -ENOSYS;
		} else if (append && r.status == 409) {
			atomic_store(&c->ext_append, 1); /* (the file system said no) */
		}
	} else {
		atomic_store(&c->ext_extents, 1);
		if (append)
			atomic_store(&c->ext_append, 1);
		if (any)
			atomic_store(&c->ext_anypath, 1);
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
	bool any;

	if (rc < 0)
		return rc;
	rc = extents_route(id, path, NULL, &url, &any);
	if (rc < 0)
		return rc;
	sbx_req_init(&r, "GET", url, "extents_get");
	r.op = "read_sparse";
	r.idempotent = true;
	r.sink = sink;
	r.sink_arg = arg;
	rc = sbx_http_do(c, &r);
	if (rc < 0) {
		if (sbx_route_absent(r.status, r.code) || r.status == 405 || r.status == 501) {
			/* No such route (a missing file has its own code). */
			atomic_store(&c->ext_extents, -1);
			rc = -ENOSYS;
		} else if (anypath_refused(c, any, r.status)) {
			rc = -ENOSYS;
		}
	} else {
		atomic_store(&c->ext_extents, 1);
		if (any)
			atomic_store(&c->ext_anypath, 1);
	}
	free(url);
	return rc;
}
