/* parse.h — strict parsers of command output (parse.c), private to libsbx.
 *
 * Exposed so that unit tests can feed them hostile input directly. Each
 * returns 0 or -EIO (malformed) / -ENOMEM; out-parameters are written only
 * on success.
 */
#ifndef SBX_PARSE_H
#define SBX_PARSE_H

#include <stddef.h>
#include <stdint.h>
#include <sys/statvfs.h>

#include "sbx.h"

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
/* The output of the ps script (PS_SCRIPT in posix.c). */
int sbx_parse_ps(const char *data, size_t len, struct sbx_proc **procs, size_t *n);
/* /proc/net/tcp{,6} text -> sorted unique listening ports. */
int sbx_parse_ports(const char *data, size_t len, int **ports, size_t *n);
/* `stat -f --printf '%S %s %b %f %a %c %d %l %i\n'` output -> statvfs. */
int sbx_parse_statfs(const char *data, struct statvfs *out);
/* Digits of base 10 or 16 (no sign, no spaces, no overflow) -> *out. */
int sbx_parse_u64(const char *s, size_t len, int base, uint64_t *out);

#endif
