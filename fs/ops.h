/* ops — the FUSE operations of sbxfs (high-level path API) and the mount
 * context they share. fs/main.c fills struct sbxfs_conf from the command
 * line; the init callback builds the runtime parts (client, caches, ctlfs)
 * after libfuse has daemonized, so no thread or connection crosses fork().
 */
#ifndef SBXFS_OPS_H
#define SBXFS_OPS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "sbx.h"

struct fuse_operations;

struct sbxfs_conf {
	char *url;
	char *token;
	char *cacert;
	bool insecure;
	double cache_timeout;	/* seconds, 0 disables */
	long io_timeout_ms;	/* 0: libsbx default */
	long stream_timeout_ms; /* 0: io_timeout_ms, < 0: none (sbx_client_opts) */
	char *mountpoint;	/* absolute */
	char *known_file;	/* remembered ids, NULL for none */
	char *spool_dir;	/* private, created by main */
	char *recovered_dir;	/* earlier mounts' unsent data (fs/recover.h) */
	size_t idle_cache_max;
};

struct sbxfs;

/* The context handed to fuse_new(): owns conf (strings freed by
 * sbxfs_free). */
int sbxfs_new(const struct sbxfs_conf *conf, struct sbxfs **out);
void sbxfs_free(struct sbxfs *fs);
/* The runtime error of init, if any (0 when fine): main() checks it. */
int sbxfs_init_error(const struct sbxfs *fs);

extern const struct fuse_operations sbxfs_ops;

#endif
