/* posix.h — POSIX operations on exec, private parts of libsbx.
 *
 * The public calls (sbx_lstat, sbx_listdir, ...) are in sbx.h. Declared here:
 * the script runner files.c shares, and the strict parsers of command output,
 * exposed so that unit tests can feed them hostile input directly.
 */
#ifndef SBX_POSIX_H
#define SBX_POSIX_H

#include <stdbool.h>
#include <stddef.h>

#include "http.h"

/* Runs one of libsbx's fixed bash scripts: argv is ["bash", "-c", PRELUDE
 * script, "sbx", "raw"|"b64", args...]. Names travel only in args (base64-
 * encoded when one of them is not valid UTF-8, decoded by the prelude). The
 * command's stdout goes to sink (decoded first when b64out: the script pipes
 * it through `base64 -w0` so that it is byte-exact on any server). A non-zero
 * exit becomes the errno its stderr names (sbx_errno_from_stderr, errno.c). */
int sbx_run_script(struct sbx_client *c, const char *id, const char *op, const char *script,
		   const char *const *args, bool b64out, sbx_sink_fn sink, void *arg);
/* The same with an explicit stall limit (sbx_run_script uses io_timeout:
 * a script silent that long, or a server hung mid-stream, is -ETIMEDOUT). */
int sbx_run_script_limit(struct sbx_client *c, const char *id, const char *op, const char *script,
			 const char *const *args, bool b64out, sbx_sink_fn sink, void *arg,
			 long stall_ms);

/* The record format of find -printf used by lstat and listdir: 12 fields,
 * each NUL-terminated: type, mode (octal), size, atime, mtime, ctime (as
 * %A@/%T@/%C@), nlink, inode, uid, gid, name, symlink target. */
#define SBX_FIND_FMT "%y\\0%m\\0%s\\0%A@\\0%T@\\0%C@\\0%n\\0%i\\0%U\\0%G\\0%f\\0%l\\0"

/* Parses a whole listing (any number of records) strictly: -EIO on anything
 * malformed (bad numbers, unknown type, name empty, ".", ".." or with '/',
 * truncated record). On success *out owns the entries. */
int sbx_parse_listing(const char *data, size_t len, struct sbx_dir *out);
/* Parses exactly one record (lstat); *link gets the target of a symlink
 * (malloc'd) when link is non-NULL. */
int sbx_parse_stat(const char *data, size_t len, struct sbx_stat *st, char **link);
/* "SEC[.FRACTION]" as GNU find's %T@ prints a timespec -> timespec;
 * -EINVAL when malformed. Before 1970 find prints tv_sec with its sign and
 * then tv_nsec: "-2.7500000000" is (-2, 750000000), i.e. -1.25 s. */
int sbx_parse_time(const char *s, struct timespec *ts);
/* The output of the ps script (see posix.c). */
int sbx_parse_ps(const char *data, size_t len, struct sbx_proc **procs, size_t *n);
/* /proc/net/tcp{,6} text -> sorted unique listening ports. */
int sbx_parse_ports(const char *data, size_t len, int **ports, size_t *n);
/* `stat -f --printf '%S %s %b %f %a %c %d %l %i\n'` output -> statvfs. */
int sbx_parse_statfs(const char *data, struct statvfs *out);

#endif
