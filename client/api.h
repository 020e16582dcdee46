/* api.h — bridge routes <-> C structs, private parts shared within libsbx.
 *
 * The public route calls are declared in sbx.h; this header adds what other
 * libsbx modules need from api.c: the raw file GET/PUT used by files.c. cJSON never appears here.
 */
#ifndef SBX_API_H
#define SBX_API_H

#include <stddef.h>
#include <sys/types.h>

#include "http.h"

/* sbx_exec with an explicit stall limit for the event stream once it has
 * begun: 0 for none, < 0 for sbx_exec's default (none, or the command's
 * timeout plus slack). libsbx's own scripts are short, so they use a limit:
 * a server that hangs mid-stream then fails them instead of hanging. */
int sbx_api_exec(struct sbx_client *c, const char *id, const char *const argv[],
		 const struct sbx_exec_opts *opts, sbx_output_cb cb, void *arg, int *exit_code,
		 long stall_ms);

/* GET /v1/sandbox/:id/file<path>: the 2xx body goes to sink. range: a Range
 * header value or NULL. *status gets the HTTP status (also on failure; 0 when none). */
int sbx_api_file_get(struct sbx_client *c, const char *id, const char *path, const char *range,
		     const char *op, sbx_sink_fn sink, void *arg, long *status);
/* PUT /v1/sandbox/:id/file<path> with len bytes from data, or from fd at off
 * when data is NULL. */
int sbx_api_file_put(struct sbx_client *c, const char *id, const char *path, const void *data,
		     int fd, off_t off, off_t len, const char *op);

/* A time as a decimal number of seconds with nine digits after the point:
 * {-2, 500000000} is "-1.500000000" (what touch -d @T and sbxd's ?mtime=
 * read). */
void sbx_ts_decimal(const struct timespec *ts, char *buf, size_t size);

/* The sbxd extension PUT /v1/sandbox/:id/extents<path>?size=N: the whole
 * file, body_len bytes of extent records produced by fn (see sbx_req).
 * -ENOSYS when the server lacks the route (remembered), the server's errno
 * for a file-system failure (ENOSPC ...), else as sbx_http_do.
 * attrs (NULL: none) go along as ?mode=&atime=&mtime=. *got (may be NULL)
 * says what the answer told: 0 nothing (an sbxd that predates attributes
 * ignored them), 1 the attributes after the write (in *st, may be NULL),
 * 2 attributes applied but the file was gone again when it looked. */
int sbx_api_extents_put(struct sbx_client *c, const char *id, const char *path, off_t size,
			off_t body_len, ssize_t (*fn)(void *, off_t, char *, size_t), void *arg,
			const char *op, const struct sbx_file_attrs *attrs, struct sbx_stat *st,
			int *got);
bool sbx_api_extents_usable(struct sbx_client *c);
/* GET of the same: the body ("<size>\n" and extent records) goes to sink.
 * -ENOSYS when the server lacks the route, -ENOENT for a missing file. */
int sbx_api_extents_get(struct sbx_client *c, const char *id, const char *path, sbx_sink_fn sink,
			void *arg);

/* The sbxd extension POST /v1/sandbox/:id/fs: one POSIX operation done by
 * the server itself (no process spawned). q->op is "lstat", "list", "mkdir",
 * "rmdir", "unlink", "rename", "truncate", "chmod", "utimens", "symlink",
 * "readlink" or "statfs"; unused fields stay NULL / -1. Returns -ENOSYS when
 * the server lacks the route (remembered in the client), else the syscall's
 * own -errno, or 0 with the answer in *res (release with
 * sbx_fs_res_release). */
struct sbx_fs_req {
	const char *op;
	const char *path;
	const char *to;		   /* rename */
	const char *flags;	   /* rename: NULL, "noreplace", "exchange" */
	const char *target;	   /* symlink */
	long mode;		   /* mkdir, chmod; -1 none */
	off_t size;		   /* truncate; -1 none */
	const struct timespec *ts; /* utimens */
	bool excl;		   /* create: O_EXCL */
	long uid, gid;		   /* chown (-1: unchanged); -2: none */
	long ouid, ogid;	   /* create, mkdir, mknod, symlink: "owner"; -1: none */
};
struct sbx_fs_res {
	struct sbx_stat st; /* lstat; any op whose answer has a "stat" */
	bool have_st;
	struct sbx_after after; /* what a change left ("stat", "parent", ...) */
	char *link;		/* lstat of a symlink, readlink */
	struct sbx_dir dir;	/* list */
	struct statvfs sv;	/* statfs */
};
int sbx_api_fs(struct sbx_client *c, const char *id, const struct sbx_fs_req *q,
	       struct sbx_fs_res *res);
void sbx_fs_res_release(struct sbx_fs_res *res);
/* Whether an extension may be tried: not disabled, not known to be absent. */
bool sbx_api_fs_usable(struct sbx_client *c, const char *path);

/* api_next.c: exec through the next generation's processes (sbx_api_exec
 * switches to it once /exec answered 404), and spawn as a process. */
int sbx_next_exec(struct sbx_client *c, const char *id, const char *const argv[],
		  const struct sbx_exec_opts *opts, sbx_output_cb cb, void *arg, int *exit_code,
		  long stall_ms);
int sbx_next_spawn(struct sbx_client *c, const char *id, const char *cmdline, const char *logpath,
		   int *pid);
/* Sessions of a server without them, kept in the client (as a v1 bridge
 * keeps them: the cwd and env of creation, for every exec of the session). */
int sbx_next_session_create(struct sbx_client *c, const char *id, const char *sid, const char *cwd,
			    const char *const *env, char **sid_out);
int sbx_next_session_delete(struct sbx_client *c, const char *id, const char *sid);

#endif
