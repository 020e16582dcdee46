/* ops — the FUSE operations table of sbxfs (high-level path API); the
 * mount object it is handed is fs/mount.h's. */
#ifndef SBXFS_OPS_H
#define SBXFS_OPS_H

struct fuse_operations;

extern const struct fuse_operations sbxfs_ops;

#endif
