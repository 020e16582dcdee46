/* fsext.h — sbxd's file-system extensions (fsext.c), private to libsbx.
 *
 * POST /v1/sandbox/:id/fs (one POSIX operation in the server) and the
 * extents routes (a whole file as its data extents). Both answer -ENOSYS
 * when the server lacks them, which the caller (posix.c, files.c) takes as
 * "use the exec path".
 */
#ifndef SBX_FSEXT_H
#define SBX_FSEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/statvfs.h>
#include <sys/types.h>

#include "http.h"

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
/* POST of the same route: body records within [0, size), appended to the
 * existing file at its end in one O_APPEND write (docs/EXTENSIONS.md).
 * *at: the offset where they landed. -ENOSYS: the server cannot
 * (remembered); -ENOENT: no such file; else as above. */
int sbx_api_extents_append(struct sbx_client *c, const char *id, const char *path, off_t size,
			   off_t body_len, ssize_t (*fn)(void *, off_t, char *, size_t), void *arg,
			   const struct sbx_file_attrs *attrs, struct sbx_stat *st, int *got,
			   off_t *at);
bool sbx_api_append_usable(struct sbx_client *c, const char *path);
bool sbx_api_extents_usable(struct sbx_client *c);
/* ... for path: any path on an sbxd that takes ?path=, else URL-safe ones. */
bool sbx_api_extents_path_usable(struct sbx_client *c, const char *path);
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
/* Whether /fs may be tried for path: not disabled, not known to be absent,
 * under /workspace. */
bool sbx_api_fs_usable(struct sbx_client *c, const char *path);

/* The pure halves of sbx_api_fs, for tests: the request body (malloc'd,
 * NULL on ENOMEM), and the answer of op parsed into *res (0, -EIO when
 * malformed, -ENOMEM). */
char *sbx_fs_body(const struct sbx_fs_req *q);
int sbx_fs_answer_parse(const char *op, const char *data, size_t len, struct sbx_fs_res *res);
/* The answer of an extents PUT: {"ok":true} from an sbxd before attributes
 * (*got = 0), {"ok":true,"stat":{...}} (1, *st filled; st may be NULL) or
 * {"ok":true,"stat":null} (2). -EIO for a malformed stat. */
/* *at (may be NULL): an append's "at", -1 when the answer has none. */
int sbx_extents_answer_parse(const char *data, size_t len, struct sbx_stat *st, int *got,
			     off_t *at);

#endif
