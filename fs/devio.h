/* devio — the mount's own reads of /dev/fuse (libfuse's
 * fuse_session_custom_io), for the one thing libfuse 3.14's path API hides
 * that exact invalidation needs: the kernel's node ids. A dentry can be
 * dropped only by naming its parent's node id (FUSE_NOTIFY_INVAL_ENTRY),
 * and the path API gives away none but the root's. So devio reads each
 * request itself and keeps, on the reading thread (libfuse handles a
 * request on the thread that read it), the header and names of the one
 * being handled: when that request makes an entry in the kernel (LOOKUP,
 * MKDIR, MKNOD, SYMLINK, LINK, CREATE) or moves one (RENAME), the callback
 * libfuse calls for it learns the directory's node id (fs/kernel.c keeps it
 * beside the path).
 *
 * Everything passes through untouched: read(2) and writev(2) of the same
 * descriptor, the same errors. Splicing requests in is off (it would hide
 * their headers); answers are spliced out as before.
 */
#ifndef SBXFS_DEVIO_H
#define SBXFS_DEVIO_H

#include <stdbool.h>
#include <stdint.h>

struct fuse;

/* After fuse_mount, before the loop. 0 or -1; on an error libfuse's own
 * I/O stays (and no node id is ever known: devio_* answer 0). */
int devio_install(struct fuse *f);
/* The node id of the directory in which the request being handled on
 * this thread makes the entry `name` (a LOOKUP, MKDIR, MKNOD, SYMLINK,
 * LINK or CREATE of that name); 0 otherwise. */
uint64_t devio_entry_parent(const char *name);
/* Whether the request being handled on this thread is a GETATTR (of an
 * inode the kernel has, not a lookup of a name). */
bool devio_getattr(void);
/* The node id of the directory a RENAME (or RENAME2) being handled on
 * this thread moves the entry `from` to as `to` (last names), and in
 * *olddir the one it takes it from; 0 otherwise. */
uint64_t devio_rename_dirs(const char *from, const char *to, uint64_t *olddir);

#endif
