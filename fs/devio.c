/* devio — see devio.h. The FUSE wire format (<linux/fuse.h>) is the
 * kernel's stable ABI: a request is a struct fuse_in_header, then the
 * opcode's argument struct, then its names, each ending in a NUL. */
#include <errno.h>
#include <fcntl.h>
#include <fuse.h>
#include <fuse_lowlevel.h>
#include <limits.h>
#include <linux/fuse.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>

#include "devio.h"

/* The request this thread read last (libfuse handles it before reading
 * the next): its opcode and node id, and for the opcodes devio.h names,
 * its names and a RENAME's target directory. */
struct current {
	uint32_t opcode;
	uint64_t nodeid;
	uint64_t newdir;
	char name[NAME_MAX + 1];
	char newname[NAME_MAX + 1];
};
static __thread struct current cur;

/* Copies the NUL-terminated name at *p (at most end - *p bytes) into out
 * and moves *p past it; false when it does not fit or is unterminated. */
static bool take_name(const char **p, const char *end, char *out)
{
	size_t n = (size_t)(end - *p);
	const char *z = memchr(*p, '\0', n);

	if (!z || (size_t)(z - *p) > NAME_MAX)
		return false;
	memcpy(out, *p, (size_t)(z - *p) + 1);
	*p = z + 1;
	return true;
}

static void parse(const char *buf, size_t len)
{
	struct fuse_in_header in;
	const char *p = buf + sizeof(in), *end = buf + len;
	size_t skip = 0;

	cur.opcode = 0;
	if (len < sizeof(in))
		return;
	memcpy(&in, buf, sizeof(in));
	switch (in.opcode) {
	case FUSE_LOOKUP:
	case FUSE_SYMLINK: /* name, then the target */
		break;
	case FUSE_MKDIR:
		skip = sizeof(struct fuse_mkdir_in);
		break;
	case FUSE_MKNOD:
		skip = sizeof(struct fuse_mknod_in);
		break;
	case FUSE_CREATE:
		skip = sizeof(struct fuse_create_in);
		break;
	case FUSE_LINK:
		skip = sizeof(struct fuse_link_in);
		break;
	case FUSE_RENAME:
	case FUSE_RENAME2: {
		/* a fuse_rename_in is a fuse_rename2_in without its flags */
		struct fuse_rename2_in r = {0};

		skip = in.opcode == FUSE_RENAME ? sizeof(struct fuse_rename_in) : sizeof(r);
		if ((size_t)(end - p) < skip)
			return;
		memcpy(&r, p, skip);
		cur.newdir = r.newdir;
		break;
	}
	case FUSE_GETATTR:
		cur.opcode = in.opcode;
		return;
	default:
		return;
	}
	if ((size_t)(end - p) < skip)
		return;
	p += skip;
	if (!take_name(&p, end, cur.name))
		return;
	if ((in.opcode == FUSE_RENAME || in.opcode == FUSE_RENAME2) &&
	    !take_name(&p, end, cur.newname))
		return;
	cur.nodeid = in.nodeid;
	cur.opcode = in.opcode;
}

static ssize_t dev_read(int fd, void *buf, size_t len, void *userdata)
{
	ssize_t r = read(fd, buf, len);
	int e = errno;

	(void)userdata;
	parse(buf, r > 0 ? (size_t)r : 0);
	errno = e;
	return r;
}

static ssize_t dev_writev(int fd, struct iovec *iov, int count, void *userdata)
{
	(void)userdata;
	return writev(fd, iov, count);
}

static ssize_t dev_splice_send(int fdin, off_t *offin, int fdout, off_t *offout, size_t len,
			       unsigned int flags, void *userdata)
{
	(void)userdata;
	return splice(fdin, offin, fdout, offout, len, flags);
}

int devio_install(struct fuse *f)
{
	static const struct fuse_custom_io io = {
	    .read = dev_read, .writev = dev_writev, .splice_send = dev_splice_send};
	struct fuse_session *se = fuse_get_session(f);

	return fuse_session_custom_io(se, &io, fuse_session_fd(se)) == 0 ? 0 : -1;
}

uint64_t devio_entry_parent(const char *name)
{
	switch (cur.opcode) {
	case FUSE_LOOKUP:
	case FUSE_MKDIR:
	case FUSE_MKNOD:
	case FUSE_SYMLINK:
	case FUSE_LINK:
	case FUSE_CREATE:
		return strcmp(cur.name, name) == 0 ? cur.nodeid : 0;
	}
	return 0;
}

bool devio_getattr(void)
{
	return cur.opcode == FUSE_GETATTR;
}

uint64_t devio_rename_dirs(const char *from, const char *to, uint64_t *olddir)
{
	if ((cur.opcode != FUSE_RENAME && cur.opcode != FUSE_RENAME2) ||
	    strcmp(cur.name, from) != 0 || strcmp(cur.newname, to) != 0)
		return 0;
	*olddir = cur.nodeid;
	return cur.newdir;
}
