/* devio — the mount's own reads and writes of /dev/fuse (libfuse's
 * fuse_session_custom_io), for the one guarantee libfuse 3.14's path API
 * cannot give: that an answer computed before sbxfs told the kernel
 * something went stale is not kept by the kernel after that.
 *
 * The race it closes: a LOOKUP (or a listing with attributes) is read
 * and answered from what sbxfs knew; meanwhile a command ends and sbxfs
 * drops MOUNT/<id> from the kernel; then the answer is written. The
 * kernel guards attributes of inodes it already has (attr_version), but
 * an answer that makes a new inode (the old one went with the dropped
 * names) is taken as it is and kept for the whole timeout: a link count
 * or a size from before the command, while sbxfs itself answers the new
 * one (the exerciser's threads, about 1 run in 50).
 *
 * So devio numbers the invalidations (devio_stale, called as each is
 * queued for the notifier) and notes on the reading thread the number at which each
 * request was read (libfuse handles a request on the thread that read
 * it). An answer that carries entries or attributes and is written after
 * a later invalidation goes to the kernel with their timeouts zeroed: the
 * kernel uses it once and asks again. The check and the write hold a
 * shared lock that devio_stale takes exclusively, so no answer can be
 * checked before an invalidation and written after it.
 *
 * Everything else passes through untouched: read(2) and writev(2) of the
 * same descriptor, the same errors. One session a process (its state is
 * the module's). Splicing requests in is off (libfuse's
 * default; it would hide their headers); answers are spliced out as before.
 */
#ifndef SBXFS_DEVIO_H
#define SBXFS_DEVIO_H

#include <stdbool.h>
#include <stdint.h>

struct fuse;
struct fuse_custom_io;

/* After fuse_mount, before the loop. 0 or -1 (then libfuse's own I/O
 * stays, and the race above stays open). */
int devio_install(struct fuse *f);
/* Something the kernel may hold is about to be invalidated: answers to
 * requests read before this are written with zero timeouts. Cheap; call
 * before every notification, once sbxfs's own caches say what the
 * notification will. On a thread answering a request, not that request's
 * answer: what it invalidates is what its own operation changed (a link,
 * the other names' link count), and the answer was made after the change
 * (counting those made the zeroed answers one per git object). */
void devio_stale(void);

/* The answer this thread writes for the request it is handling goes to
 * the kernel with zero timeouts: used once, asked again (attributes two
 * files share one kernel inode for, fs/filecache.h filecache_shadowed). */
void devio_uncached(void);

/* Tells the kernel (Linux 6.16 and later) to start a new epoch: every
 * dentry made by a lookup sent before this is looked up again at its next
 * use, wherever it is, whenever its answer lands. 0, -ENOSYS (an older
 * kernel, or no session: then not tried again), or -errno. */
int devio_new_epoch(void);

/* The opcode (<linux/fuse.h>) of the request this thread is handling, 0
 * when unknown (devio not installed, or a thread that answers none): the
 * path API calls one getattr for a GETATTR (of an inode the kernel holds),
 * a LOOKUP of a name, and libfuse's own look at a node it just made. */
uint32_t devio_opcode(void);
/* The kernel's node id of that request's inode, 0 when unknown. */
uint64_t devio_nodeid(void);
/* That request's unique id (one request, however many calls libfuse
 * makes for it), 0 when unknown. */
uint64_t devio_unique(void);

/* For tests: the callbacks devio_install gives libfuse, and the number of
 * answers written with zeroed timeouts so far. */
const struct fuse_custom_io *devio_io(void);
uint64_t devio_zeroed(void);

#endif
