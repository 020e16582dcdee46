/* fsops.c — native file-system operations for the /fs extension.
 *
 * A stock bridge offers only exec for stat, listing, rename and friends, so
 * libsbx builds them on exec (a bash, a coreutils process, an SSE stream per
 * call). sbxd can do the same work itself in a fraction of the time: every
 * operation resolves the parent directory inside the sandbox root
 * (openat2 RESOLVE_IN_ROOT, as the file routes do) and then acts on the
 * final component with the *at() syscall that never follows it, as the
 * sandbox user. The errno is the syscall's own.
 *
 * Symlinks, because the sandbox plants them and can swap them at any time:
 * no operation ever resolves a path on the host. Operations on a name
 * (mkdir, unlink, rename, symlink, lstat, readlink, utimens) act on the
 * final component itself with the *at() form that does not follow it.
 * The ones POSIX defines as following a final link (chmod, truncate, and
 * the file routes' GET/PUT) first open the object the sandbox would reach,
 * resolved inside the root by openat2 (RESOLVE_IN_ROOT), and then act on
 * that descriptor: a link swapped after the open cannot redirect the
 * operation, and "-> /var/lib/sbxd/sandboxes/other/..." resolves to
 * <root>/var/lib/... (absent), never to the host's path.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/xattr.h>
#include <unistd.h>

#include "runtime.h"

/* Runs fn on (parent fd, final name) of path as the sandbox user. The
 * sandbox root itself ("/workspace" has a parent, "/" has none) is refused. */
#define WITH_PARENT(sb, path, dfd, name, body)                                                     \
	do {                                                                                       \
		int tok_ = sandbox_fs_begin(sb);                                                   \
		const char *name;                                                                  \
		int dfd = sandbox_root_parent(sb, path, false, &name);                             \
		if (dfd < 0) {                                                                     \
			rc = dfd;                                                                  \
		} else {                                                                           \
			body;                                                                      \
			close(dfd);                                                                \
		}                                                                                  \
		sandbox_fs_end(sb, tok_);                                                          \
	} while (0)

static char *read_link_at(int dfd, const char *name, size_t hint)
{
	size_t cap = hint > 0 && hint < PATH_MAX ? hint + 1 : 256;
	for (;;) {
		char *buf = malloc(cap);
		if (!buf)
			return NULL;
		ssize_t n = readlinkat(dfd, name, buf, cap);
		if (n < 0) {
			free(buf);
			return NULL;
		}
		if ((size_t)n < cap) {
			buf[n] = '\0';
			return buf;
		}
		free(buf);
		if (cap >= 65536)
			return NULL;
		cap *= 4;
	}
}

int sandbox_fs_lstat(struct sandbox *sb, const char *path, struct stat *st, char **link)
{
	int rc = 0;
	WITH_PARENT(sb, path, dfd, name, {
		struct stat s;
		if (fstatat(dfd, name, &s, AT_SYMLINK_NOFOLLOW) < 0) {
			rc = -errno;
		} else {
			char *l = NULL;
			if (link && S_ISLNK(s.st_mode) &&
			    !(l = read_link_at(dfd, name, (size_t)s.st_size)))
				rc = -errno ? -errno : -EIO;
			if (rc == 0) {
				*st = s;
				if (link)
					*link = l;
			}
		}
	});
	return rc;
}

int sandbox_fs_mkdir(struct sandbox *sb, const char *path, mode_t mode)
{
	int rc = 0;
	WITH_PARENT(sb, path, dfd, name, {
		struct stat st;
		/* mode as asked, not sbxd's umask (the caller's is applied);
		 * the setgid bit a setgid parent passes on stays, as Linux's */
		if (mkdirat(dfd, name, mode & 07777) < 0)
			rc = -errno;
		else if (fstatat(dfd, name, &st, AT_SYMLINK_NOFOLLOW) == 0 &&
			 (st.st_mode & 07777) != ((mode & 01777) | (st.st_mode & S_ISGID)))
			(void)!fchmodat(dfd, name, (mode & 01777) | (st.st_mode & S_ISGID), 0);
	});
	return rc;
}

int sandbox_fs_rmdir(struct sandbox *sb, const char *path)
{
	int rc = 0;
	WITH_PARENT(sb, path, dfd, name, {
		if (unlinkat(dfd, name, AT_REMOVEDIR) < 0)
			rc = -errno;
	});
	return rc;
}

int sandbox_fs_unlink(struct sandbox *sb, const char *path)
{
	return sandbox_fs_unlink_left(sb, path, NULL, NULL, NULL);
}

static int owner_get_at(struct sandbox *sb, int dfd, const char *name, long *uid, long *gid);

int sandbox_fs_unlink_left(struct sandbox *sb, const char *path, struct stat *left, long *uid,
			   long *gid)
{
	int rc = 0;
	if (left)
		left->st_ino = 0;
	WITH_PARENT(sb, path, dfd, name, {
		struct stat was;
		int fd = -1;
		/* a name of a file with others: held by an O_PATH descriptor
		 * across the unlink, to read what the others show after it
		 * (its owner too: through the descriptor, as the name may be
		 * swapped meanwhile) */
		if (left && fstatat(dfd, name, &was, AT_SYMLINK_NOFOLLOW) == 0 &&
		    !S_ISDIR(was.st_mode) && was.st_nlink > 1 &&
		    (fd = openat(dfd, name, O_PATH | O_NOFOLLOW | O_CLOEXEC)) >= 0 &&
		    owner_get_at(sb, fd, "", uid, gid) < 0)
			*uid = *gid = -1;
		if (unlinkat(dfd, name, 0) < 0)
			rc = -errno;
		/* the same file (the sandbox may have swapped the name between
		 * the look and the unlink: then nothing is said) */
		if (fd >= 0 && (rc < 0 || fstat(fd, left) < 0 || left->st_ino != was.st_ino ||
				left->st_dev != was.st_dev || left->st_nlink + 1 != was.st_nlink))
			left->st_ino = 0;
		if (fd >= 0)
			close(fd);
	});
	return rc;
}

int sandbox_fs_rename(struct sandbox *sb, const char *from, const char *to, unsigned flags)
{
	int rc = 0;
	WITH_PARENT(sb, from, dfrom, nfrom, {
		const char *nto;
		int dto = sandbox_root_parent(sb, to, false, &nto);
		if (dto < 0) {
			rc = dto;
		} else {
			if (renameat2(dfrom, nfrom, dto, nto, flags) < 0)
				rc = -errno;
			close(dto);
		}
	});
	return rc;
}

int sandbox_fs_truncate(struct sandbox *sb, const char *path, off_t size)
{
	int tok = sandbox_fs_begin(sb);
	/* O_NONBLOCK: a FIFO planted in place of the file must not block */
	int fd = sandbox_root_open(sb, path, O_WRONLY | O_NOCTTY | O_NONBLOCK, 0);
	int rc = fd < 0 ? fd : 0;
	struct stat st;

	if (fd >= 0) {
		if (fstat(fd, &st) < 0)
			rc = -errno;
		else if (!S_ISREG(st.st_mode))
			rc = -EINVAL;
		else if (ftruncate(fd, size) < 0)
			rc = -errno;
		close(fd);
	}
	sandbox_fs_end(sb, tok);
	return rc == -ENXIO ? -EINVAL : rc;
}

#ifndef SYS_fchmodat2
#define SYS_fchmodat2 452
#endif

/* chmod of the object an O_PATH descriptor holds (fchmod() refuses O_PATH):
 * fchmodat2(AT_EMPTY_PATH) where the kernel has it (6.6), else the
 * /proc/self/fd magic link, which names exactly that inode too. */
static int chmod_fd(int fd, mode_t mode)
{
	char p[32];

	if (syscall(SYS_fchmodat2, fd, "", mode, AT_EMPTY_PATH) == 0)
		return 0;
	if (errno != ENOSYS && errno != EINVAL)
		return -errno;
	snprintf(p, sizeof(p), "/proc/self/fd/%d", fd);
	return chmod(p, mode) < 0 ? -errno : 0;
}

int sandbox_fs_chmod(struct sandbox *sb, const char *path, mode_t mode)
{
	int tok = sandbox_fs_begin(sb);
	int fd = sandbox_root_open(sb, path, O_PATH, 0);
	int rc = fd;

	if (fd >= 0) {
		rc = chmod_fd(fd, mode & 07777);
		close(fd);
	}
	sandbox_fs_end(sb, tok);
	return rc;
}

int sandbox_fs_utimens(struct sandbox *sb, const char *path, const struct timespec ts[2])
{
	int rc = 0;
	WITH_PARENT(sb, path, dfd, name, {
		if (utimensat(dfd, name, ts, AT_SYMLINK_NOFOLLOW) < 0)
			rc = -errno;
	});
	return rc;
}

int sandbox_fs_symlink(struct sandbox *sb, const char *target, const char *path)
{
	int rc = 0;
	WITH_PARENT(sb, path, dfd, name, {
		if (symlinkat(target, dfd, name) < 0)
			rc = -errno;
	});
	return rc;
}

int sandbox_fs_readlink(struct sandbox *sb, const char *path, char **target)
{
	int rc = 0;
	WITH_PARENT(sb, path, dfd, name, {
		struct stat st;
		char *t;
		if (fstatat(dfd, name, &st, AT_SYMLINK_NOFOLLOW) < 0)
			rc = -errno;
		else if (!S_ISLNK(st.st_mode))
			rc = -EINVAL;
		else if (!(t = read_link_at(dfd, name, (size_t)st.st_size)))
			rc = errno ? -errno : -EIO;
		else
			*target = t;
	});
	return rc;
}

int sandbox_fs_statfs(struct sandbox *sb, const char *path, struct statvfs *out)
{
	int tok = sandbox_fs_begin(sb);
	int fd = sandbox_root_open(sb, path, O_PATH, 0);
	int rc = fd;
	if (fd >= 0) {
		rc = fstatvfs(fd, out) < 0 ? -errno : 0;
		close(fd);
	}
	sandbox_fs_end(sb, tok);
	return rc;
}

int sandbox_fs_create(struct sandbox *sb, const char *path, mode_t mode, bool excl, struct stat *st,
		      bool *created)
{
	int rc = 0;
	WITH_PARENT(sb, path, dfd, name, {
		/* an existing file a sandbox command removes between the
		 * open and the look is made after all, as open(O_CREAT)
		 * does (a few times: a loop removing it) */
		for (int tries = 0; tries < 8; tries++) {
			/* O_NONBLOCK: a FIFO of that name must not block us */
			int fd = openat(dfd, name,
					O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC |
					    O_NONBLOCK,
					mode & 07777);
			rc = 0;
			if (fd >= 0) {
				/* exactly the mode asked for: sbxd's umask must not apply */
				if (fchmod(fd, mode & 07777) < 0 || fstat(fd, st) < 0)
					rc = -errno;
				*created = true;
				close(fd);
			} else if (errno == EEXIST && !excl) {
				if (fstatat(dfd, name, st, AT_SYMLINK_NOFOLLOW) < 0)
					rc = -errno;
			} else {
				rc = -errno;
			}
			if (rc != -ENOENT || *created)
				break;
		}
	});
	return rc;
}

int sandbox_fs_link(struct sandbox *sb, const char *from, const char *to)
{
	int rc = 0;
	WITH_PARENT(sb, from, dfrom, nfrom, {
		const char *nto;
		int dto = sandbox_root_parent(sb, to, false, &nto);
		if (dto < 0) {
			rc = dto;
		} else {
			/* never follows a symlink at `from`, as link(2) */
			if (linkat(dfrom, nfrom, dto, nto, 0) < 0)
				rc = -errno;
			close(dto);
		}
	});
	return rc;
}

int sandbox_fs_mknod(struct sandbox *sb, const char *path, mode_t mode)
{
	int rc = 0;

	if (!S_ISFIFO(mode) && !S_ISSOCK(mode) && !S_ISREG(mode))
		return -EPERM; /* no device nodes in a sandbox */
	WITH_PARENT(sb, path, dfd, name, {
		if (mknodat(dfd, name, mode & (S_IFMT | 07777), 0) < 0)
			rc = -errno;
		else if (fchmodat(dfd, name, mode & 07777, 0) < 0) /* no umask */
			rc = -errno;
	});
	return rc;
}

/* ---- ownership -------------------------------------------------------------
 *
 * A sandbox runs as one user, so sbxd cannot chown: the owner a client set
 * (chown through the mount, or the host user who created a file) is kept
 * in an extended attribute of the file, "uid:gid" with "*" for "the
 * sandbox's own user". When sbxd runs as root it is trusted.sbx.owner,
 * which sandbox processes can neither read nor forge; otherwise
 * user.sbx.owner (regular files and directories only, as the kernel
 * allows user attributes). The attribute lives with the inode: renames and
 * hard links keep it, and an upload that replaces the file copies it. It is
 * reached through /proc/self/fd/<dir>/<name> with the l*xattr calls, which
 * never follow the final component (a symlink keeps its own owner) and need
 * no open of the file itself (which its mode might refuse). */
static const char *owner_attr(struct sandbox *sb)
{
	return sb->table->as_root ? "trusted.sbx.owner" : "user.sbx.owner";
}

#ifndef SYS_getxattrat
#define SYS_getxattrat 464
#endif

/* The kernel's struct xattr_args (getxattrat, Linux 6.13). */
struct xattr_args_at {
	uint64_t value;
	uint32_t size;
	uint32_t flags;
};

static atomic_bool no_getxattrat;

/* lgetxattr of name in directory dfd: getxattrat(AT_SYMLINK_NOFOLLOW)
 * where the kernel has it, else through the /proc/self/fd magic link
 * (a walk through procfs: a few percent of sbxd's time for each stat it
 * answers, and every answer of a change carries one or two). name "": the
 * file dfd itself, an O_PATH descriptor, through the magic link, which
 * lands on the file it holds (a symlink itself, not followed on) whatever
 * name the sandbox swapped meanwhile (getxattrat's AT_EMPTY_PATH refuses
 * O_PATH descriptors: EBADF). */
static ssize_t getxattr_at(int dfd, const char *name, const char *attr, char *buf, size_t size)
{
	char p[64 + NAME_MAX];

	if (!*name) {
		snprintf(p, sizeof(p), "/proc/self/fd/%d", dfd);
		return getxattr(p, attr, buf, size);
	}
	if (!atomic_load_explicit(&no_getxattrat, memory_order_relaxed)) {
		struct xattr_args_at a = {.value = (uint64_t)(uintptr_t)buf,
					  .size = (uint32_t)size};
		long n =
		    syscall(SYS_getxattrat, dfd, name, AT_SYMLINK_NOFOLLOW, attr, &a, sizeof(a));

		/* (EPERM: see setxattr_at) */
		if (n >= 0 || (errno != ENOSYS && errno != EPERM))
			return n;
		if (errno == ENOSYS)
			atomic_store(&no_getxattrat, true);
	}
	snprintf(p, sizeof(p), "/proc/self/fd/%d/%s", dfd, name);
	ssize_t n = lgetxattr(p, attr, buf, size);
	if (n >= 0 || errno != EPERM)
		atomic_store(&no_getxattrat, true);
	return n;
}

#ifndef SYS_setxattrat
#define SYS_setxattrat 463
#endif
#ifndef SYS_removexattrat
#define SYS_removexattrat 466
#endif

static atomic_bool no_setxattrat;

/* lsetxattr (value NULL: lremovexattr) of name in directory dfd: the *at
 * calls where the kernel has them (6.13), else through the magic link, as
 * getxattr_at. */
static int setxattr_at(int dfd, const char *name, const char *attr, const char *value)
{
	char p[64 + NAME_MAX];

	if (!atomic_load_explicit(&no_setxattrat, memory_order_relaxed)) {
		struct xattr_args_at a = {.value = (uint64_t)(uintptr_t)value,
					  .size = value ? (uint32_t)strlen(value) : 0};
		long r = value ? syscall(SYS_setxattrat, dfd, name, AT_SYMLINK_NOFOLLOW, attr, &a,
					 sizeof(a))
			       : syscall(SYS_removexattrat, dfd, name, AT_SYMLINK_NOFOLLOW, attr);

		/* EPERM too: a seccomp filter (a container's) may answer a
		 * call it does not know so; the way through /proc decides,
		 * and the call is given up when that way says otherwise */
		if (r == 0 || (errno != ENOSYS && errno != EPERM))
			return (int)r;
		if (errno == ENOSYS)
			atomic_store(&no_setxattrat, true);
	}
	snprintf(p, sizeof(p), "/proc/self/fd/%d/%s", dfd, name);
	int r = value ? lsetxattr(p, attr, value, strlen(value), 0) : lremovexattr(p, attr);
	if (r == 0 || errno != EPERM)
		atomic_store(&no_setxattrat, true);
	return r;
}

/* "uid:gid", "*" for a half not set; false when neither is */
static bool owner_value(long uid, long gid, char *v, size_t size)
{
	if (uid >= 0 && gid >= 0)
		snprintf(v, size, "%ld:%ld", uid, gid);
	else if (uid >= 0)
		snprintf(v, size, "%ld:*", uid);
	else if (gid >= 0)
		snprintf(v, size, "*:%ld", gid);
	return uid >= 0 || gid >= 0;
}

static int owner_get_at(struct sandbox *sb, int dfd, const char *name, long *uid, long *gid)
{
	char v[64], *colon, *end;
	ssize_t n;

	*uid = *gid = -1;
	n = getxattr_at(dfd, name, owner_attr(sb), v, sizeof(v) - 1);
	if (n < 0)
		return errno == ENODATA || errno == ENOTSUP || errno == EPERM ? 0 : -errno;
	v[n] = '\0';
	colon = strchr(v, ':');
	if (!colon)
		return 0;
	*colon = '\0';
	if (strcmp(v, "*") != 0) {
		long u = strtol(v, &end, 10);
		if (*end == '\0' && u >= 0 && u < 0xffffffffL)
			*uid = u;
	}
	if (strcmp(colon + 1, "*") != 0) {
		long g = strtol(colon + 1, &end, 10);
		if (*end == '\0' && g >= 0 && g < 0xffffffffL)
			*gid = g;
	}
	return 0;
}

static int owner_set_at(struct sandbox *sb, int dfd, const char *name, long uid, long gid)
{
	char v[64];

	if (!owner_value(uid, gid, v, sizeof(v))) {
		if (setxattr_at(dfd, name, owner_attr(sb), NULL) < 0 && errno != ENODATA)
			return -errno;
		return 0;
	}
	if (setxattr_at(dfd, name, owner_attr(sb), v) < 0)
		return errno == ENOTSUP || errno == EPERM ? -EPERM : -errno;
	return 0;
}

int sandbox_fs_owner(struct sandbox *sb, const char *path, long *uid, long *gid)
{
	int rc = 0;
	WITH_PARENT(sb, path, dfd, name, { rc = owner_get_at(sb, dfd, name, uid, gid); });
	return rc;
}

int sandbox_fs_chown(struct sandbox *sb, const char *path, long uid, long gid)
{
	int rc = 0;
	WITH_PARENT(sb, path, dfd, name, {
		struct stat st;
		long ou;
		long og;
		if (fstatat(dfd, name, &st, AT_SYMLINK_NOFOLLOW) < 0) {
			rc = -errno;
		} else if ((rc = owner_get_at(sb, dfd, name, &ou, &og)) == 0) {
			if (uid == -1)
				uid = ou;
			if (gid == -1)
				gid = og;
			rc = owner_set_at(sb, dfd, name, uid, gid);
		}
	});
	return rc;
}

void sandbox_fs_copy_owner(struct sandbox *sb, int dfd, const char *name, int fd)
{
	long uid, gid;
	char v[64];

	/* fd is the upload's own file, open for writing: no path to walk */
	if (owner_get_at(sb, dfd, name, &uid, &gid) == 0 && owner_value(uid, gid, v, sizeof(v)))
		(void)!fsetxattr(fd, owner_attr(sb), v, strlen(v), 0);
}

int sandbox_fs_list_owned(struct sandbox *sb, const char *path, sandbox_list_owned_fn fn, void *arg)
{
	int tok = sandbox_fs_begin(sb);
	int rc = 0;
	int fd = sandbox_root_open(sb, path, O_RDONLY | O_DIRECTORY, 0);
	if (fd < 0) {
		rc = fd;
		goto out;
	}
	DIR *d = fdopendir(fd);
	if (!d) {
		rc = -errno;
		close(fd);
		goto out;
	}
	struct dirent *e;
	errno = 0;
	while ((e = readdir(d))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		struct stat st;
		long uid = -1, gid = -1;
		if (fstatat(dirfd(d), e->d_name, &st, AT_SYMLINK_NOFOLLOW) < 0) {
			if (errno != ENOENT) {
				/* a directory without search permission (EACCES): a
				 * listing of no names would be a silent loss (a tar or
				 * rsync through the mount leaving its files out) */
				rc = -errno;
				break;
			}
			errno = 0; /* removed meanwhile: not an error of the listing */
			continue;
		}
		char *link = S_ISLNK(st.st_mode)
				 ? read_link_at(dirfd(d), e->d_name, (size_t)st.st_size)
				 : NULL;
		owner_get_at(sb, dirfd(d), e->d_name, &uid, &gid);
		rc = fn(arg, e->d_name, &st, link, uid, gid);
		free(link);
		if (rc)
			break;
		errno = 0;
	}
	if (!e && errno && rc == 0)
		rc = -errno;
	closedir(d);
out:
	sandbox_fs_end(sb, tok);
	return rc;
}
