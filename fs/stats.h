/* stats — request counters behind MOUNT/.sbxfs/stats: how many requests
 * each route/operation sent since mount and how long they took, so anyone
 * can see what a user action costs. Fed by libsbx's request callback;
 * thread-safe.
 */
#ifndef SBXFS_STATS_H
#define SBXFS_STATS_H

#include <stddef.h>

struct stats;

int stats_new(struct stats **out);
void stats_free(struct stats *s);
/* Matches sbx_request_cb: stats_record(s, "exec", "lstat", 200, 0.004). */
void stats_record(void *s, const char *route, const char *op, int status, double seconds);
/* The report as text: a comment line, "total N ERRORS SECONDS", then one
 * line per route[:op] in the same format ("exec:lstat 3 0 0.012"),
 * malloc'd into *text (free()), its length in *len. */
int stats_format(struct stats *s, char **text, size_t *len);

/* The kernel's requests to the mount (FUSE), counted apart from the HTTP
 * requests above: the report lists them after the rows, as "kernel:getattr
 * N", and they are not in its total. The path API answers a LOOKUP and a
 * GETATTR with one getattr: fs_getattr tells them apart (devio_opcode). */
enum stats_kop {
	KOP_LOOKUP,
	KOP_GETATTR,
	KOP_READDIR,
	KOP_READDIRPLUS,
	KOP_OPENDIR,
	KOP_OPEN,
	KOP_CREATE,
	KOP_READ,
	KOP_WRITE,
	KOP_FLUSH,
	KOP_RELEASE,
	KOP_N
};
void stats_kernel(struct stats *s, enum stats_kop op);

#endif
