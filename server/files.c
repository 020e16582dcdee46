/* files.c — the file routes' I/O, resolved inside the sandbox.
 *
 * Every path is opened with openat2(RESOLVE_IN_ROOT) relative to the
 * sandbox's root view (STATE/sandboxes/<id>/), so a symlink planted by a
 * sandbox command resolves the way it would inside the sandbox: "/etc/shadow"
 * becomes <root>/etc/shadow (absent), "../../other" stops at the root. I/O
 * runs with the sandbox user's fsuid, so modes apply and new files belong to
 * the sandbox user.
 *
 * An upload over an existing regular file is written into that file, in
 * place (see upload_begin for why). An upload that makes a new file is
 * written to a temp file in the root view's uploads/ directory
 * (SANDBOX_UPLOADS: outside /workspace, so never visible in it, yet on the
 * same file system, so the final rename is atomic) and renamed to the
 * target at commit. A killed sbxd leaves the temp file there, and the next
 * one removes it when it first starts the sandbox.
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/falloc.h>
#include <linux/openat2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "runtime.h"

struct upload {
	struct sandbox *sb;
	int dir_fd;    /* parent directory */
	int tmp_dir;   /* directory of the temp file: uploads/, or dir_fd */
	int fd;	       /* temp file, or the target itself when in_place */
	char *name;    /* final component */
	char tmp[64];  /* temp name in tmp_dir */
	bool in_place; /* fd is the target itself (or what its symlink names) */
	bool failed;
	int err;
	off_t pos; /* upload_write's next offset */
	/* in place: the file's size at upload_begin, the size upload_set_size
	 * asked for (-1: where the writes end), and the end of the furthest
	 * write so far (every byte below it not written is a hole already) */
	off_t old_size;
	off_t size;
	off_t hi;
	bool grown;	       /* in place: upload_set_size made the file larger */
	long mode;	       /* upload_set_attrs: permission bits, -1 none */
	long create_mode;      /* upload_set_create_mode: for a new file only, -1 none */
	bool existed;	       /* the target existed at upload_begin */
	bool has_times;	       /* upload_set_attrs: times given */
	struct timespec ts[2]; /* atime, mtime (UTIME_OMIT / UTIME_NOW allowed) */
	/* the replaced file's access time: a write does not change it (the
	 * temp file and rename would, by making a new inode) */
	bool keep_atime;
	struct timespec old_atime;
	ino_t replaced; /* the inode whose place the data took (0: none) */
	/* upload_begin_append: the bytes go to buf, then at commit to the
	 * file's end in one O_APPEND write; at: where they landed */
	bool append;
	char *buf;
	off_t at;
};

int sandbox_root_open(struct sandbox *sb, const char *path, int flags, mode_t mode)
{
	/* "/workspace/a" -> "workspace/a" relative to the root view */
	while (*path == '/')
		path++;
	if (!*path)
		path = ".";
	struct open_how how = {
	    .flags = (uint64_t)(flags | O_CLOEXEC),
	    .mode = (flags & O_CREAT) ? mode : 0,
	    .resolve = RESOLVE_IN_ROOT | RESOLVE_NO_MAGICLINKS,
	};
	long fd;
	do {
		fd = syscall(SYS_openat2, sb->root_fd, path, &how, sizeof(how));
	} while (fd < 0 && errno == EAGAIN);
	return fd < 0 ? -errno : (int)fd;
}

/* fd, opened O_NONBLOCK (a FIFO the sandbox put at the name must not
 * block the open), when it is a regular file: made blocking again, its
 * attributes in *st. Else it is closed: -EISDIR, -EINVAL (a FIFO, a
 * device, a socket) or -errno. */
static int keep_regular(int fd, struct stat *st)
{
	int e = 0;

	if (fstat(fd, st) < 0)
		e = -errno;
	else if (S_ISDIR(st->st_mode))
		e = -EISDIR;
	else if (!S_ISREG(st->st_mode))
		e = -EINVAL;
	else if (fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) < 0)
		e = -errno;
	if (e < 0) {
		close(fd);
		return e;
	}
	return fd;
}

int sandbox_open_read(struct sandbox *sb, const char *path)
{
	int tok = sandbox_fs_begin(sb);
	int fd = sandbox_root_open(sb, path, O_RDONLY | O_NOCTTY | O_NONBLOCK, 0);
	struct stat st;

	sandbox_fs_end(sb, tok);
	return fd < 0 ? fd : keep_regular(fd, &st);
}

/* Opens (creating as needed) the directory holding path's final component;
 * *name points into path at that component. Each missing parent is made
 * with mkdirat() in its parent, itself resolved in root. */
int sandbox_root_parent(struct sandbox *sb, const char *path, bool create, const char **name)
{
	const char *slash = strrchr(path, '/');
	if (!slash || !slash[1])
		return -EINVAL;
	*name = slash + 1;
	size_t plen = (size_t)(slash - path);
	char *dir = strndup(path, plen ? plen : 1);
	if (!dir)
		return -ENOMEM;
	int fd = sandbox_root_open(sb, dir, O_PATH | O_DIRECTORY, 0);
	if (fd != -ENOENT || !create)
		goto out;
	int cur = sandbox_root_open(sb, "/", O_PATH | O_DIRECTORY, 0);
	char *p = dir;
	while (cur >= 0) {
		while (*p == '/')
			p++;
		if (!*p)
			break;
		char *end = strchrnul(p, '/');
		char c = *end;
		*end = '\0';
		int next = sandbox_root_open(sb, dir, O_PATH | O_DIRECTORY, 0);
		if (next == -ENOENT) {
			if (mkdirat(cur, p, 0755) < 0 && errno != EEXIST)
				next = -errno;
			else
				next = sandbox_root_open(sb, dir, O_PATH | O_DIRECTORY, 0);
		}
		*end = c;
		close(cur);
		cur = next;
		p = end;
	}
	fd = cur;
out:
	free(dir);
	return fd;
}

/* Opens the existing regular file u->name in u->dir_fd for writing in
 * place: never through a symlink, never blocking (a FIFO the sandbox put
 * there meanwhile), a regular file only (-EINVAL: anything else). */
static int open_in_place(struct upload *u, struct stat *st)
{
	int fd;

	if (!strcmp(u->name, ".") || !strcmp(u->name, ".."))
		return -EISDIR;
	fd = openat(u->dir_fd, u->name, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	if (fd < 0)
		return errno == ENXIO ? -EINVAL : -errno; /* ENXIO: a FIFO nobody reads */
	return keep_regular(fd, st);
}

/* The temp file a new file's data goes to until upload_commit renames it to
 * the target: in uploads/ when it shares the target's file system (always,
 * but for a sandbox whose files predate it); else beside the target. */
static int open_temp(struct upload *u)
{
	struct stat ds, us;

	u->tmp_dir =
	    openat(u->sb->root_fd, SANDBOX_UPLOADS, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (u->tmp_dir >= 0 &&
	    (fstat(u->tmp_dir, &us) < 0 || fstat(u->dir_fd, &ds) < 0 || us.st_dev != ds.st_dev)) {
		close(u->tmp_dir);
		u->tmp_dir = -1;
	}
	for (int tries = 0; tries < 16; tries++) {
		uint64_t r = 0;

		(void)!getrandom(&r, sizeof(r), 0);
		snprintf(u->tmp, sizeof(u->tmp), ".sbxd-put.%016llx", (unsigned long long)r);
		u->fd = openat(u->tmp_dir >= 0 ? u->tmp_dir : u->dir_fd, u->tmp,
			       O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0644);
		if (u->fd >= 0 || errno != EEXIST)
			break;
	}
	return u->fd < 0 ? -errno : 0;
}

/* Why in place: an existing file is written into, the same inode, as a
 * local disk's write(2) and the Cloudflare bridge do. A temp file renamed
 * over it made a new file: a sandbox process holding the old one open (a
 * server appending to its log, `tail -f`) went on with the deleted inode
 * and its later output was lost; a writable file in a read-only directory
 * could not be written (the rename needs the directory); xattrs, ACLs and
 * capabilities were lost, and the directory's mtime moved. The price: an
 * upload cut short (a dropped connection, a full disk, a killed sbxd)
 * leaves the file partly rewritten, as a local disk's interrupted write
 * does (sbxfs keeps its data and reports the error at close or fsync, so
 * the writer can write it again), and readers can see a write in progress.
 * A new file still goes through a temp file and a rename: half of one is
 * never visible. Where the sandbox user cannot open the file for writing
 * but may replace it (EACCES, EPERM: a 0444 file in a writable directory;
 * ETXTBSY: a running program) the rename, as before, is the fallback: it
 * changes nothing before it succeeds. */
int upload_begin(struct sandbox *sb, const char *path, struct upload **out)
{
	struct upload *u = calloc(1, sizeof(*u));
	if (!u)
		return -ENOMEM;
	u->sb = sb;
	u->fd = -1;
	u->tmp_dir = -1;
	u->mode = -1;
	u->create_mode = -1;
	u->size = -1;
	int tok = sandbox_fs_begin(sb);
	const char *name;
	int rc = sandbox_root_parent(sb, path, true, &name);
	if (rc < 0)
		goto fail;
	u->dir_fd = rc;
	if (!(u->name = strdup(name))) {
		rc = -ENOMEM;
		goto fail_dir;
	}
	struct stat st;
	bool exists;
	/* the sandbox may swap the file for a symlink, a FIFO or a directory
	 * between the look and the open: then look again, a few times */
	for (int tries = 0;; tries++) {
		exists = fstatat(u->dir_fd, u->name, &st, AT_SYMLINK_NOFOLLOW) == 0;
		if (!exists || !S_ISREG(st.st_mode))
			break;
		rc = open_in_place(u, &st);
		if (rc >= 0 || rc == -EACCES || rc == -EPERM || rc == -ETXTBSY)
			break;
		if ((rc != -ENOENT && rc != -ELOOP && rc != -EINVAL && rc != -EISDIR) || tries == 3)
			goto fail_dir;
	}
	u->existed = exists;
	if (exists && S_ISDIR(st.st_mode)) {
		rc = -EISDIR;
		goto fail_dir;
	}
	if (exists && S_ISREG(st.st_mode) && rc >= 0) {
		u->fd = rc;
	} else if (exists && S_ISLNK(st.st_mode)) {
		/* write through the link, as a write to that path inside the
		 * sandbox would (resolved in root, never outside it) */
		rc = sandbox_root_open(sb, path, O_WRONLY | O_CREAT | O_NOCTTY | O_NONBLOCK, 0644);
		if (rc < 0) {
			rc = rc == -ENXIO ? -EINVAL : rc; /* a FIFO nobody reads */
			goto fail_dir;
		}
		/* only a regular file is written: a FIFO or a device behind
		 * the link would block or do worse */
		rc = keep_regular(rc, &st);
		if (rc < 0)
			goto fail_dir;
		u->fd = rc;
	}
	if (u->fd >= 0) {
		u->in_place = true;
		u->replaced = st.st_ino;
		u->old_size = st.st_size;
	} else {
		/* a new file; or the fallback over a file we may not write,
		 * or over a FIFO or socket, which it replaces */
		rc = open_temp(u);
		if (rc < 0)
			goto fail_dir;
		if (exists) {
			u->keep_atime = true;
			u->old_atime = st.st_atim;
			(void)!fchmod(u->fd, st.st_mode & 07777);
			sandbox_fs_copy_owner(sb, u->dir_fd, u->name, u->fd);
		}
	}
	sandbox_fs_end(sb, tok);
	*out = u;
	return 0;
fail_dir:
	if (u->fd >= 0)
		close(u->fd);
	close(u->dir_fd);
	if (u->tmp_dir >= 0)
		close(u->tmp_dir);
fail:
	sandbox_fs_end(sb, tok);
	free(u->name);
	free(u);
	return rc;
}

/* Why an append of its own: a file the mount opened with O_APPEND (a `>>`
 * of a log or notes file) and a sandbox process appending to it at the
 * same time both keep every line on a local disk. Whole-file uploads wrote
 * the mount's copy from its open over the lines the sandbox added
 * meanwhile. Here the new bytes go where the sandbox's own `>>` would put
 * them: one write(2) at the end, atomic against other appenders as theirs
 * is. The existing file only: the client falls back to a whole upload
 * when it is gone (ENOENT) or may not be written (EACCES). */
int upload_begin_append(struct sandbox *sb, const char *path, off_t len, struct upload **out)
{
	struct upload *u;
	struct stat st;
	int tok, fd;

	if (len < 0 || len > UPLOAD_APPEND_MAX)
		return -EFBIG;
	u = calloc(1, sizeof(*u));
	if (!u || !(u->buf = calloc(1, len ? (size_t)len : 1))) {
		free(u);
		return -ENOMEM;
	}
	tok = sandbox_fs_begin(sb);
	/* through a final symlink, resolved inside the sandbox as its own
	 * `>>` would; never blocking on a FIFO, a regular file only */
	fd = sandbox_root_open(sb, path, O_WRONLY | O_APPEND | O_NOCTTY | O_NONBLOCK, 0);
	if (fd == -ENXIO)
		fd = -EINVAL;
	if (fd >= 0)
		fd = keep_regular(fd, &st);
	sandbox_fs_end(sb, tok);
	if (fd < 0) {
		free(u->buf);
		free(u);
		return fd;
	}
	u->sb = sb;
	u->fd = fd;
	u->dir_fd = u->tmp_dir = -1;
	u->mode = u->create_mode = -1;
	u->size = len;
	u->existed = u->in_place = u->append = true;
	u->replaced = st.st_ino;
	*out = u;
	return 0;
}

/* One O_APPEND write of the whole buffer (a short one, on a full disk,
 * goes on where it stopped); u->at: where it landed. */
static int append_commit(struct upload *u)
{
	const char *p = u->buf;
	size_t left = (size_t)u->size;
	bool first = true;

	u->at = -1;
	while (left > 0 || first) {
		ssize_t w = write(u->fd, p, left);
		off_t end;

		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0)
			return -errno;
		if (first && (end = lseek(u->fd, 0, SEEK_CUR)) >= 0)
			u->at = end - w;
		first = false;
		if (w == 0 && left > 0)
			return -EIO;
		p += w;
		left -= (size_t)w;
	}
	return 0;
}

static int set_failed(struct upload *u, int err)
{
	if (!u->failed) {
		u->failed = true;
		u->err = err;
	}
	return -u->err;
}

/* Makes [off, end) of a file written in place read as zeros, past nothing
 * the file had at upload_begin (beyond that it reads as zeros already): a
 * hole punched, or zeros written where the file system punches none. */
static int clear_range(struct upload *u, off_t off, off_t end)
{
	static const char zeros[65536];

	if (end > u->old_size)
		end = u->old_size;
	if (off >= end)
		return 0;
	if (fallocate(u->fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, off, end - off) == 0)
		return 0;
	if (errno != EOPNOTSUPP && errno != ENOSYS)
		return set_failed(u, errno);
	while (off < end) {
		size_t n = end - off < (off_t)sizeof(zeros) ? (size_t)(end - off) : sizeof(zeros);
		ssize_t w = pwrite(u->fd, zeros, n, off);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return set_failed(u, w < 0 ? errno : EIO);
		off += w;
	}
	return 0;
}

int upload_write(struct upload *u, const void *data, size_t len)
{
	int rc = upload_write_at(u, data, len, u->pos);

	if (rc == 0)
		u->pos += (off_t)len;
	return rc;
}

int upload_set_size(struct upload *u, off_t size)
{
	struct stat st;

	if (u->failed)
		return -u->err;
	/* in place the file shrinks only at commit: until then its old data
	 * stays where the new data does not cover it yet (a growth now
	 * reports EFBIG or a quota before any data is written) */
	if (u->in_place) {
		u->size = size;
		if (fstat(u->fd, &st) < 0)
			return set_failed(u, errno);
		if (size <= st.st_size)
			return 0;
	}
	if (ftruncate(u->fd, size) < 0)
		return set_failed(u, errno);
	u->grown = u->in_place;
	return 0;
}

/* An upload in place that failed leaves what it wrote (see upload_begin),
 * but not the size it never reached: the file ends where the old data or
 * the new does, as after a local disk's write that ran out of space. */
static void undo_growth(struct upload *u)
{
	if (u->grown && u->fd >= 0)
		(void)!ftruncate(u->fd, u->hi > u->old_size ? u->hi : u->old_size);
	u->grown = false;
}

int upload_write_at(struct upload *u, const void *data, size_t len, off_t off)
{
	const char *p = data;

	if (u->failed)
		return -u->err;
	if (u->append) { /* (the framing keeps every record within the size) */
		if (off < 0 || off > u->size || (off_t)len > u->size - off)
			return set_failed(u, EINVAL);
		memcpy(u->buf + off, data, len);
		return 0;
	}
	/* in place, what lies between the furthest write and this one is a
	 * hole in the new data: clear it now, so that every byte below hi is
	 * new data or a hole whatever the order of the writes */
	if (u->in_place && off > u->hi && clear_range(u, u->hi, off) < 0)
		return -u->err;
	while (len > 0) {
		ssize_t w = pwrite(u->fd, p, len, off);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return set_failed(u, w < 0 ? errno : EIO);
		p += w;
		len -= (size_t)w;
		off += w;
		if (off > u->hi)
			u->hi = off;
	}
	return 0;
}

static void upload_free(struct upload *u, bool remove_tmp)
{
	int tok = sandbox_fs_begin(u->sb);
	if (u->fd >= 0)
		close(u->fd);
	if (remove_tmp && !u->in_place && u->tmp[0])
		unlinkat(u->tmp_dir >= 0 ? u->tmp_dir : u->dir_fd, u->tmp, 0);
	if (u->dir_fd >= 0)
		close(u->dir_fd);
	if (u->tmp_dir >= 0)
		close(u->tmp_dir);
	sandbox_fs_end(u->sb, tok);
	free(u->name);
	free(u->buf);
	free(u);
}

void upload_set_create_mode(struct upload *u, long mode)
{
	u->create_mode = mode;
}

bool upload_created(const struct upload *u)
{
	return !u->existed;
}

void upload_set_attrs(struct upload *u, long mode, const struct timespec *ts)
{
	u->mode = mode;
	u->has_times = ts != NULL;
	if (ts) {
		u->ts[0] = ts[0];
		u->ts[1] = ts[1];
	}
}

/* The finished temp file takes the target's name: readers see the old file
 * or the new one. Over an empty regular file (one a sandbox command made
 * meanwhile, or an empty one the sandbox user may not write: see
 * upload_begin) the two are exchanged and the old one removed: a rename
 * over an existing file makes ext4 (auto_da_alloc) start writing the new
 * data out at once, so that a crash of the machine leaves the old contents
 * or the new, never an empty file; for an empty old file there is nothing
 * to keep, and that write (a disk write per small file, which the next
 * unlink of the file then waits for) is the writeback's to do later,
 * batched. Anything unusual (the target changed, no RENAME_EXCHANGE): the
 * plain rename. */
static int replace(struct upload *u)
{
	int from = u->tmp_dir >= 0 ? u->tmp_dir : u->dir_fd;
	struct stat st;

	if (fstatat(u->dir_fd, u->name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode) &&
	    st.st_size == 0 && st.st_nlink == 1 &&
	    renameat2(from, u->tmp, u->dir_fd, u->name, RENAME_EXCHANGE) == 0) {
		/* the temp name now holds the old file: a regular file (a
		 * rename would have dropped it too, whatever it got since);
		 * anything else (a directory made there meanwhile) goes back,
		 * and the plain rename says what it says about it */
		if (fstatat(from, u->tmp, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode)) {
			u->replaced = st.st_ino;
			if (unlinkat(from, u->tmp, 0) < 0)
				fprintf(stderr, "sbxd: cannot remove the replaced file %s: %s\n",
					u->tmp, strerror(errno));
			return 0;
		}
		if (renameat2(from, u->tmp, u->dir_fd, u->name, RENAME_EXCHANGE) < 0)
			return -errno;
	}
	/* what the rename is about to unlink (a sandbox process may swap it
	 * between the two calls: then the client is told the wrong one, and
	 * shows the new file a number of its own, as for any other) */
	u->replaced = fstatat(u->dir_fd, u->name, &st, AT_SYMLINK_NOFOLLOW) == 0 ? st.st_ino : 0;
	if (renameat(from, u->tmp, u->dir_fd, u->name) < 0)
		return -errno;
	return 0;
}

int upload_commit(struct upload *u, ino_t *replaced)
{
	return upload_commit_at(u, replaced, NULL);
}

int upload_commit_at(struct upload *u, ino_t *replaced, off_t *at)
{
	int rc = u->failed ? -u->err : 0;
	int tok = sandbox_fs_begin(u->sb);
	/* a new file gets the mode its creator asked for, as open(O_CREAT)
	 * would give it; an existing one keeps its own (upload_begin) */
	if (u->mode < 0 && !u->existed && u->create_mode >= 0)
		u->mode = u->create_mode;
	if (rc == 0 && u->append) {
		rc = append_commit(u);
	} else if (rc == 0 && u->in_place) {
		/* the holes after the last write, then the final size */
		off_t size = u->size >= 0 ? u->size : u->hi;

		rc = clear_range(u, u->hi, size);
		if (rc == 0 && ftruncate(u->fd, size) < 0)
			rc = -errno;
		if (rc == 0)
			u->grown = false;
	}
	/* mode and times on the finished data, before the rename: a new file
	 * appears with them, or (on failure) not at all */
	if (rc == 0 && u->mode >= 0 && fchmod(u->fd, (mode_t)u->mode & 07777) < 0)
		rc = -errno;
	if (!u->has_times) {
		u->ts[0].tv_nsec = u->ts[1].tv_nsec = UTIME_OMIT;
		u->has_times = u->keep_atime;
	}
	if (u->keep_atime && u->ts[0].tv_nsec == UTIME_OMIT)
		u->ts[0] = u->old_atime;
	if (rc == 0 && u->has_times && futimens(u->fd, u->ts) < 0)
		rc = -errno;
	if (rc < 0)
		undo_growth(u);
	if (close(u->fd) < 0 && rc == 0)
		rc = -errno;
	u->fd = -1;
	if (rc == 0 && !u->in_place)
		rc = replace(u);
	sandbox_fs_end(u->sb, tok);
	if (rc == 0)
		u->tmp[0] = '\0'; /* renamed: nothing to remove */
	if (replaced)
		*replaced = rc == 0 ? u->replaced : 0;
	if (at)
		*at = rc == 0 && u->append ? u->at : -1;
	upload_free(u, true);
	if (rc < 0)
		sbxd_set_errmsg("%s", strerror(-rc));
	return rc;
}

void upload_abort(struct upload *u)
{
	if (!u)
		return;
	undo_growth(u);
	upload_free(u, true);
}
