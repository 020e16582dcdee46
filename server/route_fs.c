/* route_fs.c — POST /v1/sandbox/:id/fs, an sbxd EXTENSION (absent under
 * --bridge-compat; a stock bridge answers 404 "404 Not Found").
 *
 * One POSIX operation per request, done natively by sbxd (fsops.c) instead
 * of a bash + coreutils process behind /exec: the same work in a fraction of
 * the time, which is what makes stat storms and untar cheap. Request:
 *   {"op":"lstat|list|mkdir|create|mknod|link|rmdir|unlink|rename|
 *          truncate|chmod|utimens|symlink|readlink|statfs",
 *    "path":"/workspace/...", ...}
 * with "to" and "flags" ("noreplace"|"exchange") for rename, "to" for link
 * (the new name), "mode" (type and permission bits) for mknod, "mode" for
 * mkdir/create/chmod, "excl" (boolean) for create, "size" for truncate,
 * "target" for symlink, "atime"/"mtime" as [sec, nsec] | "now" | null
 * (omit) for utimens. Paths resolve like the
 * file routes (relative to /workspace, normalised, contained: 403).
 * Success: 200 JSON ({"ok":true} plus "stat", "link", "entries", "target"
 * or "statfs"); a stat is {"mode","size","nlink","uid","gid","ino",
 * "atime":[s,ns],"mtime":[s,ns],"ctime":[s,ns]}. Failure of the syscall:
 * 409 {"error":"<strerror>","code":"fs_error","errno":"ENOENT"}.
 */
#include "paths.h"
#include "routes.h"
#include "sandbox.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>

static const struct {
	int err;
	const char *name;
} errnames[] = {
    {EPERM, "EPERM"},	      {ENOENT, "ENOENT"},	  {EIO, "EIO"},
    {EBADF, "EBADF"},	      {EAGAIN, "EAGAIN"},	  {ENOMEM, "ENOMEM"},
    {EACCES, "EACCES"},	      {EBUSY, "EBUSY"},		  {EEXIST, "EEXIST"},
    {EXDEV, "EXDEV"},	      {ENOTDIR, "ENOTDIR"},	  {EISDIR, "EISDIR"},
    {EINVAL, "EINVAL"},	      {EFBIG, "EFBIG"},		  {ENOSPC, "ENOSPC"},
    {EROFS, "EROFS"},	      {EMLINK, "EMLINK"},	  {ENAMETOOLONG, "ENAMETOOLONG"},
    {ENOTEMPTY, "ENOTEMPTY"}, {ELOOP, "ELOOP"},		  {EDQUOT, "EDQUOT"},
    {ETXTBSY, "ETXTBSY"},     {EOPNOTSUPP, "EOPNOTSUPP"}, {EOVERFLOW, "EOVERFLOW"},
};

static const char *errno_name(int err)
{
	for (size_t i = 0; i < sizeof(errnames) / sizeof(errnames[0]); i++)
		if (errnames[i].err == err)
			return errnames[i].name;
	return "EIO";
}

const char *route_fs_errno_name(int err)
{
	return errno_name(err);
}

/* An integer as JSON, printed as written: cJSON 1.7.15 prints every
 * number with "%1.15g" and reads it back with sscanf to check it, 11 µs
 * for one stat's 13 numbers against 3 this way (a listing of 1000 names:
 * 11 ms of sbxd's CPU). */
static cJSON *jint(long long v)
{
	char b[24];

	snprintf(b, sizeof(b), "%lld", v);
	return cJSON_CreateRaw(b);
}

static cJSON *ts_json(const struct timespec *ts)
{
	cJSON *a = cJSON_CreateArray();
	cJSON_AddItemToArray(a, jint((long long)ts->tv_sec));
	cJSON_AddItemToArray(a, jint((long long)ts->tv_nsec));
	return a;
}

cJSON *route_fs_stat_json(const struct stat *st)
{
	cJSON *o = cJSON_CreateObject();
	cJSON_AddItemToObject(o, "mode", jint(st->st_mode));
	cJSON_AddItemToObject(o, "size", jint((long long)st->st_size));
	cJSON_AddItemToObject(o, "nlink", jint((long long)st->st_nlink));
	cJSON_AddItemToObject(o, "uid", jint(st->st_uid));
	cJSON_AddItemToObject(o, "gid", jint(st->st_gid));
	cJSON_AddItemToObject(o, "ino", jint((long long)st->st_ino));
	cJSON_AddItemToObject(o, "blocks", jint((long long)st->st_blocks));
	cJSON_AddItemToObject(o, "atime", ts_json(&st->st_atim));
	cJSON_AddItemToObject(o, "mtime", ts_json(&st->st_mtim));
	cJSON_AddItemToObject(o, "ctime", ts_json(&st->st_ctim));
	return o;
}

/* "owner":[uid|null,gid|null], the owner a client recorded (fsops.c,
 * "ownership"); absent when none is. */
static cJSON *with_owner(cJSON *o, long uid, long gid)
{
	cJSON *a;

	if (!o || (uid < 0 && gid < 0))
		return o;
	a = cJSON_AddArrayToObject(o, "owner");
	if (a) {
		cJSON_AddItemToArray(a, uid < 0 ? cJSON_CreateNull() : jint(uid));
		cJSON_AddItemToArray(a, gid < 0 ? cJSON_CreateNull() : jint(gid));
	}
	return o;
}

cJSON *route_fs_stat_json_of(struct sandbox *sb, const char *path, const struct stat *st)
{
	long uid = -1, gid = -1;

	sandbox_fs_owner(sb, path, &uid, &gid);
	return with_owner(route_fs_stat_json(st), uid, gid);
}

/* What one listing may cost sbxd (and its client): a directory is the
 * sandbox's to fill. Each entry is printed as it is read, so the answer
 * costs about its text, twice at the end (the entries, then the whole);
 * a listing past LIST_TEXT_MAX of it is refused (EFBIG), and a longer
 * link target is left out (a client reads it when it needs it): 20 000
 * links of 4000 bytes made one `ls` cost 300 MiB here and in sbxfs. */
#define LIST_TEXT_MAX ((size_t)32 << 20)
#define LIST_LINK_MAX 1024

struct list_acc {
	char *text; /* "[e,e,...": the entries printed so far */
	size_t len, cap;
};

static int add_entry_owned(void *arg, const char *name, const struct stat *st, const char *link,
			   long uid, long gid)
{
	struct list_acc *a = arg;
	cJSON *e = cJSON_CreateObject();
	char *t;
	size_t n;

	if (!e)
		return -ENOMEM;
	if (link && strlen(link) > LIST_LINK_MAX)
		link = NULL;
	cJSON_AddStringToObject(e, "name", name);
	cJSON_AddItemToObject(e, "stat", with_owner(route_fs_stat_json(st), uid, gid));
	if (link)
		cJSON_AddStringToObject(e, "link", link);
	t = cJSON_PrintUnformatted(e);
	cJSON_Delete(e);
	if (!t)
		return -ENOMEM;
	n = strlen(t);
	if (a->len + n + 2 > LIST_TEXT_MAX) {
		free(t);
		sbxd_set_errmsg("the directory's listing is larger than %zu MiB",
				LIST_TEXT_MAX >> 20);
		return -EFBIG;
	}
	if (a->len + n + 3 > a->cap) {
		size_t cap = a->cap ? a->cap * 2 : 4096;
		char *nt;

		while (cap < a->len + n + 3)
			cap *= 2;
		if (!(nt = realloc(a->text, cap))) {
			free(t);
			return -ENOMEM;
		}
		a->text = nt;
		a->cap = cap;
	}
	char sep = a->len == 0 ? '[' : ',';

	a->text[a->len++] = sep;
	memcpy(a->text + a->len, t, n);
	a->len += n;
	free(t);
	return 0;
}

/* "now" | null | [sec, nsec] */
static bool parse_time(const cJSON *j, struct timespec *ts)
{
	if (!j || cJSON_IsNull(j)) {
		ts->tv_sec = 0;
		ts->tv_nsec = UTIME_OMIT;
		return true;
	}
	if (cJSON_IsString(j) && strcmp(j->valuestring, "now") == 0) {
		ts->tv_sec = 0;
		ts->tv_nsec = UTIME_NOW;
		return true;
	}
	if (cJSON_IsArray(j) && cJSON_GetArraySize(j) == 2) {
		const cJSON *s = cJSON_GetArrayItem(j, 0), *n = cJSON_GetArrayItem(j, 1);
		if (cJSON_IsNumber(s) && cJSON_IsNumber(n) && n->valuedouble >= 0 &&
		    n->valuedouble < 1e9) {
			ts->tv_sec = (time_t)s->valuedouble;
			ts->tv_nsec = (long)n->valuedouble;
			return true;
		}
	}
	return false;
}

/* lstat of path (and its parent when parent_key), added to res under key:
 * best effort, a vanished path is simply not reported. */
static void add_lstat(struct sandbox *sb, const char *path, cJSON *res, const char *key)
{
	struct stat st;

	if (!cJSON_GetObjectItemCaseSensitive(res, key) &&
	    sandbox_fs_lstat(sb, path, &st, NULL) == 0)
		cJSON_AddItemToObject(res, key, route_fs_stat_json_of(sb, path, &st));
}

static void add_parent(struct sandbox *sb, const char *path, cJSON *res, const char *key)
{
	const char *slash = strrchr(path, '/');
	char *dir;

	if (!slash || slash == path || !strcmp(path, "/workspace"))
		return;
	dir = strndup(path, (size_t)(slash - path));
	if (dir)
		add_lstat(sb, dir, res, key);
	free(dir);
}

/* What a successful change left, so that a client need not ask again (or
 * guess): "stat" of the path it made or changed (rename: of "to"),
 * "parent" of the directory whose entries changed (rename: of "path"'s),
 * "to_parent" of rename's target directory. The times are the file
 * system's own (a clamped far-future time, a ctime that moved). */
static void add_after(struct sandbox *sb, const char *op, const char *path, const char *to,
		      cJSON *res)
{
	bool entries = !strcmp(op, "mkdir") || !strcmp(op, "create") || !strcmp(op, "rmdir") ||
		       !strcmp(op, "unlink") || !strcmp(op, "symlink") || !strcmp(op, "rename") ||
		       !strcmp(op, "mknod");
	bool attrs = !strcmp(op, "mkdir") || !strcmp(op, "create") || !strcmp(op, "symlink") ||
		     !strcmp(op, "truncate") || !strcmp(op, "chmod") || !strcmp(op, "utimens") ||
		     !strcmp(op, "mknod") || !strcmp(op, "chown");

	if (!strcmp(op, "link")) {
		/* the new name (its inode: the link count of both names) */
		add_lstat(sb, to, res, "stat");
		add_parent(sb, to, res, "parent");
		return;
	}
	if (!strcmp(op, "rename")) {
		add_lstat(sb, to, res, "stat");
		add_parent(sb, to, res, "to_parent");
		/* an exchange changed both names */
		add_lstat(sb, path, res, "from_stat");
	} else if (attrs) {
		add_lstat(sb, path, res, "stat");
	}
	if (entries)
		add_parent(sb, path, res, "parent");
}

/* "owner":[uid,gid] on a request that made a name (create, mkdir, mknod,
 * symlink): who made it through the mount. Best effort, like a setgid
 * directory's group: the name exists either way. */
static void set_creator(struct sandbox *sb, const char *op, const char *path, const cJSON *body)
{
	const cJSON *o = cJSON_GetObjectItemCaseSensitive(body, "owner");
	const cJSON *u = cJSON_GetArrayItem(o, 0), *g = cJSON_GetArrayItem(o, 1);

	if (strcmp(op, "create") && strcmp(op, "mkdir") && strcmp(op, "mknod") &&
	    strcmp(op, "symlink"))
		return;
	if (!cJSON_IsArray(o) || !cJSON_IsNumber(u) || !cJSON_IsNumber(g) || u->valuedouble < 0 ||
	    g->valuedouble < 0 || u->valuedouble > 4294967294.0 || g->valuedouble > 4294967294.0)
		return;
	sandbox_fs_chown(sb, path, (long)u->valuedouble, (long)g->valuedouble);
}

/* Resolves a JSON path member like the file routes do; on failure an error
 * response is queued and NULL returned (*ret set). */
static char *json_path(struct http_request *r, const cJSON *body, const char *key,
		       enum MHD_Result *ret)
{
	const cJSON *j = cJSON_GetObjectItemCaseSensitive(body, key);
	char *out = NULL;
	if (!cJSON_IsString(j) || !j->valuestring[0]) {
		*ret = http_respond_error(r, 400, "invalid_request",
					  "%s must be a non-empty string", key);
		return NULL;
	}
	int err = paths_resolve_workspace(j->valuestring, &out);
	if (err == -EACCES) {
		*ret = http_respond_error(r, 403, "invalid_request",
					  "path must resolve to a location within /workspace");
		return NULL;
	}
	if (err < 0) {
		*ret = err == -ENOMEM
			   ? MHD_NO
			   : http_respond_error(r, 400, "invalid_request", "bad %s", key);
		return NULL;
	}
	return out;
}

static bool json_number(const cJSON *body, const char *key, double lo, double hi, double *out)
{
	const cJSON *j = cJSON_GetObjectItemCaseSensitive(body, key);
	if (!cJSON_IsNumber(j) || j->valuedouble < lo || j->valuedouble > hi)
		return false;
	*out = j->valuedouble;
	return true;
}

enum MHD_Result route_fs(struct http_request *r)
{
	enum MHD_Result ret = MHD_YES;
	cJSON *body = http_body_json(r), *res = NULL;
	char *path = NULL, *to = NULL;
	struct sandbox *sb = NULL;
	bool created = false;
	struct stat cst; /* create: the file it made or found */
	int err = 0, tok = -1;
	double num = 0;

	const cJSON *jop = cJSON_GetObjectItemCaseSensitive(body, "op");
	if (!cJSON_IsObject(body) || !cJSON_IsString(jop)) {
		ret = http_respond_error(r, 400, "invalid_request",
					 body ? "op must be a string" : "Invalid JSON body");
		goto out;
	}
	const char *op = jop->valuestring;
	if (!(path = json_path(r, body, "path", &ret)))
		goto out;
	if (!(res = cJSON_CreateObject())) {
		ret = MHD_NO;
		goto out;
	}
	if (http_sandbox_get(r, &sb) < 0)
		goto out;
	/* one change of credentials for the operation and the stats of its
	 * answer (each helper below begins and ends its own: nested, free) */
	tok = sandbox_fs_begin(sb);

	if (!strcmp(op, "lstat")) {
		struct stat st;
		char *link = NULL;
		if (!(err = sandbox_fs_lstat(sb, path, &st, &link))) {
			cJSON_AddItemToObject(res, "stat", route_fs_stat_json_of(sb, path, &st));
			if (link)
				cJSON_AddStringToObject(res, "link", link);
			free(link);
		}
	} else if (!strcmp(op, "list")) {
		struct list_acc acc = {0};
		err = sandbox_fs_list_owned(sb, path, add_entry_owned, &acc);
		if (!err) {
			if (!acc.text && !(acc.text = malloc(3)))
				err = -ENOMEM;
			else {
				if (!acc.len)
					acc.text[acc.len++] = '[';
				acc.text[acc.len++] = ']';
				acc.text[acc.len] = '\0';
				if (!cJSON_AddRawToObject(res, "entries", acc.text))
					err = -ENOMEM;
			}
		}
		free(acc.text);
	} else if (!strcmp(op, "mkdir")) {
		if (!json_number(body, "mode", 0, 07777, &num))
			num = 0755;
		err = sandbox_fs_mkdir(sb, path, (mode_t)num);
	} else if (!strcmp(op, "create")) {
		const cJSON *jx = cJSON_GetObjectItemCaseSensitive(body, "excl");
		if (!json_number(body, "mode", 0, 07777, &num))
			num = 0644;
		if (jx && !cJSON_IsBool(jx)) {
			ret =
			    http_respond_error(r, 400, "invalid_request", "excl must be a boolean");
			goto out;
		}
		err = sandbox_fs_create(sb, path, (mode_t)num, cJSON_IsTrue(jx), &cst, &created);
	} else if (!strcmp(op, "link")) {
		if (!(to = json_path(r, body, "to", &ret)))
			goto out;
		err = sandbox_fs_link(sb, path, to);
	} else if (!strcmp(op, "mknod")) {
		if (!json_number(body, "mode", 0, 0177777, &num)) {
			ret =
			    http_respond_error(r, 400, "invalid_request", "mode must be a number");
			goto out;
		}
		err = sandbox_fs_mknod(sb, path, (mode_t)num);
	} else if (!strcmp(op, "chown")) {
		double gnum = -1;
		if (!json_number(body, "uid", -1, 4294967294.0, &num) ||
		    !json_number(body, "gid", -1, 4294967294.0, &gnum)) {
			ret = http_respond_error(r, 400, "invalid_request",
						 "uid and gid must be numbers (-1: unchanged)");
			goto out;
		}
		err = sandbox_fs_chown(sb, path, (long)num, (long)gnum);
	} else if (!strcmp(op, "rmdir")) {
		err = sandbox_fs_rmdir(sb, path);
	} else if (!strcmp(op, "unlink")) {
		struct stat left;
		long lu = -1, lg = -1;
		err = sandbox_fs_unlink_left(sb, path, &left, &lu, &lg);
		/* a hard link's other names: what they show now, so that a
		 * client caching them need not ask (git's link + unlink of
		 * every object it writes) */
		if (!err && left.st_ino)
			cJSON_AddItemToObject(res, "left",
					      with_owner(route_fs_stat_json(&left), lu, lg));
	} else if (!strcmp(op, "rename")) {
		const cJSON *jf = cJSON_GetObjectItemCaseSensitive(body, "flags");
		unsigned flags = 0;
		if (cJSON_IsString(jf) && !strcmp(jf->valuestring, "noreplace"))
			flags = RENAME_NOREPLACE;
		else if (cJSON_IsString(jf) && !strcmp(jf->valuestring, "exchange"))
			flags = RENAME_EXCHANGE;
		else if (jf && !cJSON_IsNull(jf)) {
			ret = http_respond_error(r, 400, "invalid_request", "bad flags");
			goto out;
		}
		if (!(to = json_path(r, body, "to", &ret)))
			goto out;
		err = sandbox_fs_rename(sb, path, to, flags);
	} else if (!strcmp(op, "truncate")) {
		if (!json_number(body, "size", 0, 1e300, &num)) {
			ret =
			    http_respond_error(r, 400, "invalid_request", "size must be a number");
			goto out;
		}
		/* past what an off_t holds: what the kernel says of any size
		 * past the file system's limit (truncate(2) of 2^63 - 1) */
		err = num > 9.2e18 ? -EFBIG : sandbox_fs_truncate(sb, path, (off_t)num);
	} else if (!strcmp(op, "chmod")) {
		if (!json_number(body, "mode", 0, 07777, &num)) {
			ret =
			    http_respond_error(r, 400, "invalid_request", "mode must be a number");
			goto out;
		}
		err = sandbox_fs_chmod(sb, path, (mode_t)num);
	} else if (!strcmp(op, "utimens")) {
		struct timespec ts[2];
		if (!parse_time(cJSON_GetObjectItemCaseSensitive(body, "atime"), &ts[0]) ||
		    !parse_time(cJSON_GetObjectItemCaseSensitive(body, "mtime"), &ts[1])) {
			ret = http_respond_error(r, 400, "invalid_request",
						 "atime/mtime must be [sec,nsec], \"now\" or null");
			goto out;
		}
		err = sandbox_fs_utimens(sb, path, ts);
	} else if (!strcmp(op, "symlink")) {
		const cJSON *jt = cJSON_GetObjectItemCaseSensitive(body, "target");
		if (!cJSON_IsString(jt) || !jt->valuestring[0]) {
			ret = http_respond_error(r, 400, "invalid_request",
						 "target must be a non-empty string");
			goto out;
		}
		err = sandbox_fs_symlink(sb, jt->valuestring, path);
	} else if (!strcmp(op, "readlink")) {
		char *t = NULL;
		if (!(err = sandbox_fs_readlink(sb, path, &t))) {
			cJSON_AddStringToObject(res, "target", t);
			free(t);
		}
	} else if (!strcmp(op, "statfs")) {
		struct statvfs v;
		if (!(err = sandbox_fs_statfs(sb, path, &v))) {
			cJSON *o = cJSON_AddObjectToObject(res, "statfs");
			cJSON_AddNumberToObject(o, "bsize", (double)v.f_bsize);
			cJSON_AddNumberToObject(o, "frsize", (double)v.f_frsize);
			cJSON_AddNumberToObject(o, "blocks", (double)v.f_blocks);
			cJSON_AddNumberToObject(o, "bfree", (double)v.f_bfree);
			cJSON_AddNumberToObject(o, "bavail", (double)v.f_bavail);
			cJSON_AddNumberToObject(o, "files", (double)v.f_files);
			cJSON_AddNumberToObject(o, "ffree", (double)v.f_ffree);
			cJSON_AddNumberToObject(o, "namemax", (double)v.f_namemax);
		}
	} else {
		ret = http_respond_error(r, 400, "invalid_request", "unknown op '%s'", op);
		goto out;
	}
	if (err == 0) {
		if (created || strcmp(op, "create"))
			set_creator(sb, op, path, body);
		add_after(sb, op, path, to, res);
		/* a sandbox command removed it before the look: what the
		 * create opened is the answer (a create answered without
		 * attributes failed `> f` with EIO, 1 in 3000 against an
		 * `rm` loop) */
		if (!strcmp(op, "create") && !cJSON_GetObjectItemCaseSensitive(res, "stat"))
			cJSON_AddItemToObject(res, "stat", route_fs_stat_json_of(sb, path, &cst));
	}
	sandbox_fs_end(sb, tok);
	tok = -1;
	if (err == -ENOMEM) {
		ret = MHD_NO;
	} else if (err < 0) {
		cJSON *e = cJSON_CreateObject();
		cJSON_AddStringToObject(e, "error", strerror(-err));
		cJSON_AddStringToObject(e, "code", "fs_error");
		cJSON_AddStringToObject(e, "errno", errno_name(-err));
		ret = http_respond_json(r, 409, e);
	} else {
		cJSON_AddBoolToObject(res, "ok", 1);
		ret = http_respond_json(r, 200, res);
		res = NULL;
	}
out:
	if (tok >= 0)
		sandbox_fs_end(sb, tok);
	sandbox_put(sb);
	cJSON_Delete(res);
	cJSON_Delete(body);
	free(path);
	free(to);
	return ret;
}
