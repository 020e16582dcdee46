/* devio — see devio.h. The FUSE wire format (<linux/fuse.h>) is the
 * kernel's stable ABI: a request is a struct fuse_in_header and its
 * arguments; an answer a struct fuse_out_header (the request's unique)
 * and the opcode's out struct, which the header does not name. */
#include <errno.h>
#include <fcntl.h>
#include <fuse.h>
#include <fuse_lowlevel.h>
#include <linux/fuse.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>

#include "devio.h"
#include "log.h"

static pthread_rwlock_t gate = PTHREAD_RWLOCK_INITIALIZER;
static _Atomic uint64_t epoch = 1; /* invalidations announced so far, + 1 */
static _Atomic uint64_t zeroed;
static int dev_fd = -1;		     /* the session's /dev/fuse (devio_install) */
static _Atomic int epochs_known = 1; /* 0: the kernel refused INC_EPOCH */

/* The request this thread read last (libfuse answers it before reading
 * the next): its unique, opcode and the epoch when it was read. */
static __thread struct {
	uint64_t unique;
	uint64_t nodeid;
	uint32_t opcode;
	uint64_t epoch;
	uint64_t own; /* invalidations this thread announced since */
	bool zero;    /* devio_uncached: its answer goes with zero timeouts */
} cur;

void devio_uncached(void)
{
	cur.zero = true;
}

void devio_stale(void)
{
	pthread_rwlock_wrlock(&gate);
	atomic_fetch_add(&epoch, 1);
	if (cur.unique)
		cur.own++;
	pthread_rwlock_unlock(&gate);
}

/* The notification FUSE_NOTIFY_INC_EPOCH (protocol 7.44, Linux 6.16):
 * no body. Defined here for headers older than the kernel. */
#define NOTIFY_INC_EPOCH 8

int devio_new_epoch(void)
{
	struct fuse_out_header h = {.len = sizeof(h), .error = NOTIFY_INC_EPOCH, .unique = 0};

	if (dev_fd < 0 || !atomic_load(&epochs_known))
		return -ENOSYS;
	if (write(dev_fd, &h, sizeof(h)) == (ssize_t)sizeof(h))
		return 0;
	if (errno == EINVAL || errno == ENOSYS) { /* an older kernel: unknown code */
		if (atomic_exchange(&epochs_known, 0))
			sbxfs_log(
			    "this kernel has no FUSE_NOTIFY_INC_EPOCH (Linux < 6.16): after a "
			    "command, names in use below the sandbox keep what they were until "
			    "cache_timeout");
		return -ENOSYS;
	}
	return -errno;
}

uint32_t devio_opcode(void)
{
	return cur.opcode;
}

uint64_t devio_nodeid(void)
{
	return cur.opcode ? cur.nodeid : 0;
}

uint64_t devio_unique(void)
{
	return cur.opcode ? cur.unique : 0;
}

uint64_t devio_zeroed(void)
{
	return atomic_load(&zeroed);
}

static bool carries_entries(uint32_t opcode)
{
	switch (opcode) {
	case FUSE_LOOKUP:
	case FUSE_MKDIR:
	case FUSE_MKNOD:
	case FUSE_SYMLINK:
	case FUSE_LINK:
	case FUSE_CREATE:
	case FUSE_GETATTR:
	case FUSE_SETATTR:
	case FUSE_READDIRPLUS:
		return true;
	}
	return false;
}

static void zero_entry(char *p)
{
	struct fuse_entry_out e;

	memcpy(&e, p, sizeof(e));
	e.entry_valid = e.attr_valid = 0;
	e.entry_valid_nsec = e.attr_valid_nsec = 0;
	memcpy(p, &e, sizeof(e));
}

/* Zeroes the timeouts in the answer body p (len bytes) to opcode. */
static void zero_timeouts(uint32_t opcode, char *p, size_t len)
{
	if (opcode == FUSE_GETATTR || opcode == FUSE_SETATTR) {
		struct fuse_attr_out a;

		if (len >= sizeof(a)) {
			memcpy(&a, p, sizeof(a));
			a.attr_valid = 0;
			a.attr_valid_nsec = 0;
			memcpy(p, &a, sizeof(a));
		}
		return;
	}
	if (opcode != FUSE_READDIRPLUS) {
		if (len >= sizeof(struct fuse_entry_out))
			zero_entry(p);
		return;
	}
	for (size_t off = 0; len - off >= FUSE_NAME_OFFSET_DIRENTPLUS;) {
		struct fuse_direntplus d;
		size_t size;

		memcpy(&d, p + off, FUSE_NAME_OFFSET_DIRENTPLUS);
		size = FUSE_DIRENTPLUS_SIZE(&d);
		if (size > len - off)
			break;
		zero_entry(p + off);
		off += size;
	}
}

static ssize_t dev_read(int fd, void *buf, size_t len, void *userdata)
{
	ssize_t r = read(fd, buf, len);
	struct fuse_in_header in;

	(void)userdata;
	cur.opcode = 0;
	if (r >= (ssize_t)sizeof(in)) {
		memcpy(&in, buf, sizeof(in));
		cur.unique = in.unique;
		cur.nodeid = in.nodeid;
		cur.opcode = in.opcode;
		cur.own = 0;
		cur.zero = false;
		/* read after the request: an invalidation announced before
		 * it came after sbxfs's own cache dropped what it names */
		cur.epoch = atomic_load(&epoch);
	}
	return r; /* errno as read left it */
}

/* Writes the answer in iov[1..count) copied into one buffer with its
 * timeouts zeroed, after the header; false when no copy could be made
 * (nothing written). */
static bool write_zeroed(int fd, const struct iovec *iov, int count, ssize_t *r)
{
	size_t len = 0, off = 0;
	struct iovec out[2];
	char *body;
	int e;

	for (int i = 1; i < count; i++)
		len += iov[i].iov_len;
	body = malloc(len ? len : 1);
	if (!body)
		return false;
	for (int i = 1; i < count; i++) {
		memcpy(body + off, iov[i].iov_base, iov[i].iov_len);
		off += iov[i].iov_len;
	}
	zero_timeouts(cur.opcode, body, len);
	out[0] = iov[0];
	out[1] = (struct iovec){.iov_base = body, .iov_len = len};
	*r = writev(fd, out, 2);
	e = errno;
	if (*r >= 0)
		atomic_fetch_add(&zeroed, 1);
	free(body);
	errno = e;
	return true;
}

static ssize_t dev_writev(int fd, struct iovec *iov, int count, void *userdata)
{
	struct fuse_out_header h;
	ssize_t r;
	int e;

	(void)userdata;
	if (count < 2 || iov[0].iov_len < sizeof(h) || !carries_entries(cur.opcode))
		return writev(fd, iov, count);
	memcpy(&h, iov[0].iov_base, sizeof(h));
	if (h.unique != cur.unique || h.error != 0)
		return writev(fd, iov, count);
	pthread_rwlock_rdlock(&gate);
	/* without memory for the copy the answer goes as it is (kept until
	 * its timeout, as without devio) */
	if ((!cur.zero && atomic_load(&epoch) == cur.epoch + cur.own) ||
	    !write_zeroed(fd, iov, count, &r))
		r = writev(fd, iov, count);
	e = errno;
	pthread_rwlock_unlock(&gate);
	errno = e;
	return r;
}

static ssize_t dev_splice_send(int fdin, off_t *offin, int fdout, off_t *offout, size_t len,
			       unsigned int flags, void *userdata)
{
	(void)userdata;
	return splice(fdin, offin, fdout, offout, len, flags);
}

static const struct fuse_custom_io io = {
    .read = dev_read, .writev = dev_writev, .splice_send = dev_splice_send};

const struct fuse_custom_io *devio_io(void)
{
	return &io;
}

int devio_install(struct fuse *f)
{
	struct fuse_session *se = fuse_get_session(f);

	dev_fd = fuse_session_fd(se);
	return fuse_session_custom_io(se, &io, dev_fd) == 0 ? 0 : -1;
}
