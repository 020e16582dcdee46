/* recover — spool directories that outlive their mount (recover.h).
 *
 * Why a lock and not a pid file: a pid is reused (and means nothing in
 * another pid namespace), while a lock held on an open file goes away with
 * the last process holding it, however it died. A mount holds the lock of
 * its own directory from creation to exit (fuse_daemonize's child inherits
 * it); a directory whose lock can be taken belongs to no live mount, and
 * whoever takes it (one mount at a time) reaps it.
 *
 * Why "unchanged since" is the test for uploading: the data in a spool is a
 * whole new version of a file, based on the version the mount downloaded
 * (or created). Sending it is exactly what the lost close() would have done
 * if nobody touched the sandbox file meanwhile; if someone did, sending it
 * would silently destroy their change, so the user gets both: theirs in the
 * sandbox, ours in the recovery folder.
 *
 * Manifests are small text files written next to the spool (write a temp
 * file, rename): they survive a crash of sbxfs, not necessarily one of the
 * machine (neither does the spool data, which is not fsynced either).
 *
 * Why manifest files are recycled: a file made and removed for every file
 * written through the mount cost an inode's allocation and release each
 * time (on ext4 without a journal, a scan past every recently released
 * inode: it grew with the churn itself). A removed manifest is renamed to
 * a free name (m<N>.free) instead, and the next manifest of that directory
 * is written into it (then renamed into place, as a new one would be).
 * Not an xattr of the spool: a manifest rarely fits an inode's own room,
 * and freeing an xattr block is a discard on a disk mounted -o discard.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <inttypes.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <time.h>
#include <unistd.h>

#include "log.h"
#include "recover.h"
#include "statedir.h"
#include "tree.h"

#define SUFFIX ".unsent"
#define MEM_LINK "/mem"
#define TMPFS_MAGIC_ 0x01021994
#define RAMFS_MAGIC_ 0x858458f6
#define MAGIC "sbxfs unsent 1"

static void pool_forget(const char *dir);

/* ---- where ------------------------------------------------------------ */

/* a, b and c (may be "") joined into buf: -ENAMETOOLONG when it does not fit
 * (paths come from the disk and the user; snprintf's truncation would name
 * another file). */
static int join(char *buf, size_t size, const char *a, const char *b, const char *c)
{
	size_t la = strlen(a), lb = strlen(b), lc = strlen(c);

	if (la + lb + lc + 1 > size)
		return -ENAMETOOLONG;
	memcpy(buf, a, la);
	memcpy(buf + la, b, lb);
	memcpy(buf + la + lb, c, lc + 1);
	return 0;
}

/* A directory owned by us that nobody else may write or enter. */
static bool ours_alone(const struct stat *st)
{
	return S_ISDIR(st->st_mode) && st->st_uid == geteuid() && !(st->st_mode & 077);
}

/* A private directory of ours: created 0700 when absent; an existing one
 * must be ours alone (matters below a shared $TMPDIR). */
static int private_dir(char *path)
{
	struct stat st;
	int r = statedir_mkdirs(path);

	if (r < 0)
		return r;
	if (lstat(path, &st) != 0)
		return -errno;
	return ours_alone(&st) ? 0 : -EPERM;
}

static int state_path(const char *url, const char *what, bool create, char **out)
{
	char base[PATH_MAX], name[256], *p;
	const char *tmp = getenv("TMPDIR");
	int r = statedir_path(base, sizeof(base));

	if (r == -ENOENT) {
		/* no home: a directory in $TMPDIR, ours alone (others may
		 * write $TMPDIR, and so replace what is below a dir of theirs) */
		r = snprintf(base, sizeof(base), "%s/sbxfs-%ld",
			     tmp && tmp[0] == '/' ? tmp : "/tmp", (long)geteuid());
		r = r < 0 || (size_t)r >= sizeof(base) ? -ENAMETOOLONG : private_dir(base);
	}
	if (r < 0)
		return r;
	statedir_server_name(url, name, sizeof(name));
	if (asprintf(&p, "%s/%s/%s", base, what, name) < 0)
		return -ENOMEM;
	r = create ? private_dir(p) : 0;
	if (r < 0) {
		free(p);
		return r;
	}
	*out = p;
	return 0;
}

int recover_spool_root(const char *url, char **out)
{
	return state_path(url, "spool", true, out);
}

int recover_dir_for(const char *url, char **out)
{
	return state_path(url, "recovered", false, out);
}

static int lock_dir(const char *dir)
{
	char path[PATH_MAX];
	int fd;

	if (join(path, sizeof(path), dir, "/lock", "") < 0)
		return -ENAMETOOLONG;
	fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
	if (fd < 0)
		return -errno;
	if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
		int e = errno == EWOULDBLOCK ? -EBUSY : -errno;

		close(fd);
		return e;
	}
	return fd;
}

int recover_spool_create(const char *root, char **dir, int *lock_fd)
{
	char path[PATH_MAX], sub[PATH_MAX + 8];
	int fd;

	if (snprintf(path, sizeof(path), "%s/%ld.XXXXXX", root, (long)getpid()) >=
	    (int)sizeof(path))
		return -ENAMETOOLONG;
	if (!mkdtemp(path)) {
		char again[PATH_MAX];
		int r = -errno;

		/* the root may have just been removed by an exiting mount
		 * (recover_spool_remove): make it again, once */
		if (r != -ENOENT || join(again, sizeof(again), root, "", "") < 0)
			return r;
		r = private_dir(again);
		if (r < 0)
			return r;
		memcpy(path + strlen(path) - 6, "XXXXXX", 6);
		if (!mkdtemp(path))
			return -errno;
	}
	fd = lock_dir(path);
	if (fd < 0)
		goto fail;
	for (const char *s = "files"; s; s = strcmp(s, "files") == 0 ? "ctl" : NULL) {
		snprintf(sub, sizeof(sub), "%s/%s", path, s);
		if (mkdir(sub, 0700) != 0) {
			int e = -errno;

			close(fd);
			fd = e;
			goto fail;
		}
	}
	*dir = strdup(path);
	if (!*dir) {
		close(fd);
		fd = -ENOMEM;
		goto fail;
	}
	*lock_fd = fd;
	return 0;
fail:
	snprintf(sub, sizeof(sub), "%s/files", path);
	rmdir(sub);
	snprintf(sub, sizeof(sub), "%s/ctl", path);
	rmdir(sub);
	snprintf(sub, sizeof(sub), "%s/lock", path);
	unlink(sub);
	rmdir(path);
	return fd;
}

/* The memory spool root: $XDG_RUNTIME_DIR/sbxfs (the user's own tmpfs,
 * made by the login manager), else /dev/shm/sbxfs-UID; the same checks as
 * private_dir (/dev/shm is everyone's), and it must be in memory. */
static int mem_root(char *buf, size_t size)
{
	const char *rt = getenv("XDG_RUNTIME_DIR");
	struct statfs sf;
	struct stat st;
	int r;

	if (rt && rt[0] == '/')
		r = snprintf(buf, size, "%s/sbxfs", rt);
	else
		r = snprintf(buf, size, "/dev/shm/sbxfs-%ld", (long)geteuid());
	if (r < 0 || (size_t)r >= size)
		return -ENAMETOOLONG;
	/* (not private_dir: a missing $XDG_RUNTIME_DIR is not made) */
	if (mkdir(buf, 0700) != 0 && errno != EEXIST)
		return -errno;
	if (lstat(buf, &st) != 0)
		return -errno;
	if (!ours_alone(&st))
		return -EPERM;
	if (statfs(buf, &sf) != 0)
		return -errno;
	if ((unsigned long)sf.f_type != TMPFS_MAGIC_ && (unsigned long)sf.f_type != RAMFS_MAGIC_)
		return -EXDEV;
	return 0;
}

int recover_mem_create(const char *dir, char **mem, size_t *room)
{
	char root[PATH_MAX], path[PATH_MAX], link[PATH_MAX];
	struct statvfs sv;
	int r = mem_root(root, sizeof(root));

	if (r < 0)
		return r;
	if (join(path, sizeof(path), root, "/spool.XXXXXX", "") < 0 ||
	    join(link, sizeof(link), dir, MEM_LINK, "") < 0)
		return -ENAMETOOLONG;
	/* the root may have just been removed by an exiting mount
	 * (rm_spool): made again, once */
	if (!mkdtemp(path) &&
	    (errno != ENOENT || (r = mem_root(root, sizeof(root))) < 0 ||
	     join(path, sizeof(path), root, "/spool.XXXXXX", "") < 0 || !mkdtemp(path)))
		return r < 0 ? r : -errno;
	if (symlink(path, link) != 0 || statvfs(path, &sv) != 0) {
		r = -errno;
		unlink(link);
		rmdir(path);
		return r;
	}
	*mem = strdup(path);
	if (!*mem) {
		unlink(link);
		rmdir(path);
		return -ENOMEM;
	}
	*room = (size_t)sv.f_bavail * sv.f_frsize;
	return 0;
}

static bool has_suffix(const char *name, const char *suffix)
{
	size_t n = strlen(name), s = strlen(suffix);

	return n > s && strcmp(name + n - s, suffix) == 0;
}

static int rm_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	if (flag == FTW_DP)
		rmdir(path);
	else
		unlink(path);
	return 0;
}

static void rm_tree(const char *dir)
{
	nftw(dir, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
}

/* The memory spool of spool directory dir (its MEM_LINK), into buf: 0,
 * -ENOENT (none, or gone with a reboot), or -EPERM when it is not a
 * private directory of ours. */
static int mem_of(const char *dir, char *buf, size_t size)
{
	char link[PATH_MAX];
	struct stat st;
	ssize_t n;

	if (join(link, sizeof(link), dir, MEM_LINK, "") < 0)
		return -ENAMETOOLONG;
	n = readlink(link, buf, size - 1);
	if (n < 0)
		return -errno;
	buf[n] = '\0';
	if (buf[0] != '/' || lstat(buf, &st) != 0)
		return -ENOENT;
	return ours_alone(&st) ? 0 : -EPERM;
}

/* The directories that hold dir's spool files: dir/files and its memory
 * spool (if any). Their number. */
static int spool_subdirs(const char *dir, char sub[2][PATH_MAX])
{
	int n = 0;

	if (join(sub[0], PATH_MAX, dir, "/files", "") == 0)
		n++;
	if (mem_of(dir, sub[n], PATH_MAX) == 0)
		n++;
	return n;
}

/* Number of manifests in dir's spool directories (< 0: cannot read one). */
static int count_unsent(const char *dir)
{
	char sub[2][PATH_MAX];
	int n = 0, k = spool_subdirs(dir, sub);

	for (int i = 0; i < k; i++) {
		struct dirent *e;
		DIR *d = opendir(sub[i]);

		if (!d) {
			if (errno == ENOENT)
				continue;
			return -errno;
		}
		while ((e = readdir(d)))
			if (has_suffix(e->d_name, SUFFIX))
				n++;
		closedir(d);
	}
	return n;
}

/* Removes dir with its memory spool (and that one's root, when no other
 * mount uses it). */
static void rm_spool(const char *dir)
{
	char mem[PATH_MAX];

	if (mem_of(dir, mem, sizeof(mem)) == 0) {
		char *slash = strrchr(mem, '/');

		rm_tree(mem);
		if (slash && slash != mem) {
			*slash = '\0';
			rmdir(mem);
		}
	}
	rm_tree(dir);
}

void recover_spool_remove(const char *dir, int lock_fd)
{
	char mem[PATH_MAX];

	if (dir) {
		pool_forget(dir);
		if (mem_of(dir, mem, sizeof(mem)) == 0)
			pool_forget(mem);
	}
	if (dir && count_unsent(dir) == 0) {
		char root[PATH_MAX];
		const char *slash = strrchr(dir, '/');

		rm_spool(dir);
		/* and the server's root when no other mount uses it */
		if (slash && (size_t)(slash - dir) < sizeof(root)) {
			memcpy(root, dir, (size_t)(slash - dir));
			root[slash - dir] = '\0';
			rmdir(root);
		}
	}
	if (lock_fd >= 0)
		close(lock_fd);
}

/* ---- manifests ---------------------------------------------------------- */

/* Keys may hold any byte but NUL: %XX for controls, space, '%' and non-ASCII. */
static char *escape(const char *s)
{
	static const char hex[] = "0123456789ABCDEF";
	char *out = malloc(3 * strlen(s) + 1), *o = out;

	if (!out)
		return NULL;
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		if (*p <= 0x20 || *p >= 0x7f || *p == '%') {
			*o++ = '%';
			*o++ = hex[*p >> 4];
			*o++ = hex[*p & 15];
		} else {
			*o++ = (char)*p;
		}
	}
	*o = '\0';
	return out;
}

static int unhex(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return -1;
}

/* The escaped token at s (up to the end of its line), decoded; NULL when
 * malformed or it would hold a NUL. */
static char *unescape(const char *s, size_t len)
{
	char *out = malloc(len + 1), *o = out;

	if (!out)
		return NULL;
	for (size_t i = 0; i < len; i++) {
		if (s[i] == '%') {
			int h = i + 2 < len ? unhex(s[i + 1]) : -1,
			    l = h >= 0 ? unhex(s[i + 2]) : -1;

			if (l < 0 || (h == 0 && l == 0)) {
				free(out);
				return NULL;
			}
			*o++ = (char)(h << 4 | l);
			i += 2;
		} else if ((unsigned char)s[i] <= 0x20) {
			free(out);
			return NULL;
		} else {
			*o++ = s[i];
		}
	}
	*o = '\0';
	return out;
}

int recover_manifest_format(const struct recover_manifest *m, char **out)
{
	char *key = escape(m->key), base[80] = "-", chmod[16] = "", atime[80] = "", mtime[80] = "",
	     append[48] = "";
	int r;

	if (!key)
		return -ENOMEM;
	if (m->base_known)
		snprintf(base, sizeof(base), "%jd %jd %ld", (intmax_t)m->base_size,
			 (intmax_t)m->base_mtime.tv_sec, m->base_mtime.tv_nsec);
	/* (optional lines, after the ones every sbxfs reads: an older one
	 * skips them; "end" after them tells a manifest cut short) */
	if (m->set_mode)
		snprintf(chmod, sizeof(chmod), "chmod %04o\n",
			 (unsigned)(m->set_mode_bits & 07777));
	if (m->set_atime)
		snprintf(atime, sizeof(atime), "atime %jd %ld\n", (intmax_t)m->atime.tv_sec,
			 m->atime.tv_nsec);
	if (m->set_mtime)
		snprintf(mtime, sizeof(mtime), "mtime %jd %ld\n", (intmax_t)m->mtime.tv_sec,
			 m->mtime.tv_nsec);
	if (m->append)
		snprintf(append, sizeof(append), "append %jd %d\n", (intmax_t)m->append_from,
			 m->hollow ? 1 : 0);
	r = asprintf(out, "%s\nkey %s\nnew %d\nmode %04o\nbase %s\n%s%s%s%send\n", MAGIC, key,
		     m->isnew ? 1 : 0, (unsigned)(m->mode & 07777), base, chmod, atime, mtime,
		     append);
	free(key);
	return r < 0 ? -ENOMEM : 0;
}

/* "SEC NSEC" of an atime/mtime line into *ts: false when malformed. */
static bool parse_time(const char *s, struct timespec *ts)
{
	long long sec;
	long nsec;
	int n = 0;

	if (sscanf(s, "%lld %ld%n", &sec, &nsec, &n) != 2 || s[n] || nsec < 0 ||
	    nsec >= 1000000000L)
		return false;
	ts->tv_sec = (time_t)sec;
	ts->tv_nsec = nsec;
	return true;
}

int recover_manifest_parse(const char *text, struct recover_manifest *m, char **keybuf)
{
	struct recover_manifest r = {0};
	char *key = NULL;
	bool have_new = false, have_mode = false, have_base = false, have_end = false;
	const char *p = text;
	size_t ml = strlen(MAGIC);

	if (strncmp(p, MAGIC, ml) != 0 || p[ml] != '\n')
		return -EINVAL;
	for (p += ml + 1; *p;) {
		const char *end = strchr(p, '\n');
		size_t len = end ? (size_t)(end - p) : strlen(p);
		char line[128];

		if (len > 4 && strncmp(p, "key ", 4) == 0 && !key) {
			key = unescape(p + 4, len - 4);
			if (!key)
				goto bad;
		} else if (len < sizeof(line)) {
			long long a, b;
			long c;
			unsigned mode;
			int n = 0, d;

			memcpy(line, p, len);
			line[len] = '\0';
			if (sscanf(line, "new %d%n", &d, &n) == 1 && !line[n] &&
			    (d == 0 || d == 1)) {
				r.isnew = d;
				have_new = true;
			} else if (sscanf(line, "mode %o%n", &mode, &n) == 1 && !line[n] &&
				   mode <= 07777) {
				r.mode = (mode_t)mode;
				have_mode = true;
			} else if (strcmp(line, "end") == 0 && end) {
				have_end = true;
				break;
			} else if (strcmp(line, "base -") == 0) {
				have_base = true;
			} else if (sscanf(line, "base %lld %lld %ld%n", &a, &b, &c, &n) == 3 &&
				   !line[n] && a >= 0 && c >= 0 && c < 1000000000L) {
				r.base_known = true;
				r.base_size = (off_t)a;
				r.base_mtime.tv_sec = (time_t)b;
				r.base_mtime.tv_nsec = c;
				have_base = true;
			} else if (strncmp(line, "chmod ", 6) == 0) {
				/* a garbled one is no manifest: uploading
				 * without it would widen a mode set private */
				if (r.set_mode || sscanf(line, "chmod %o%n", &mode, &n) != 1 ||
				    line[n] || mode > 07777)
					goto bad;
				r.set_mode = true;
				r.set_mode_bits = (mode_t)mode;
			} else if (strncmp(line, "atime ", 6) == 0) {
				if (r.set_atime || !parse_time(line + 6, &r.atime))
					goto bad;
				r.set_atime = true;
			} else if (strncmp(line, "mtime ", 6) == 0) {
				if (r.set_mtime || !parse_time(line + 6, &r.mtime))
					goto bad;
				r.set_mtime = true;
			} else if (strncmp(line, "append ", 7) == 0) {
				/* a garbled one is no manifest: the whole
				 * spool of a hollow file is mostly a hole */
				if (r.append || sscanf(line, "append %lld %d%n", &a, &d, &n) != 2 ||
				    line[n] || a < 0 || (d != 0 && d != 1))
					goto bad;
				r.append = true;
				r.append_from = (off_t)a;
				r.hollow = d == 1;
			} /* unknown lines: a newer sbxfs may add some */
		} else if (strncmp(p, "chmod ", 6) == 0 || strncmp(p, "atime ", 6) == 0 ||
			   strncmp(p, "mtime ", 6) == 0 || strncmp(p, "append ", 7) == 0) {
			goto bad; /* (far too long to be one) */
		}
		p += len + (end ? 1 : 0);
	}
	/* (without "end", a manifest of an older sbxfs: nothing optional) */
	if (!key || !have_new || !have_mode || !have_base ||
	    ((r.set_mode || r.set_atime || r.set_mtime || r.append) && !have_end))
		goto bad;
	r.key = key;
	*m = r;
	*keybuf = key;
	return 0;
bad:
	free(key);
	return -EINVAL;
}

/* ---- free manifest files, for reuse ---------------------------------------- */

#define POOL_MAX 64
#define FREE_SUFFIX ".free"

static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
static char *pool[POOL_MAX]; /* paths of free manifest files (malloc'd) */
static size_t pool_n;
static unsigned long pool_seq;

/* Whether path is a file directly in the directory that holds spool. */
static bool same_dir(const char *path, const char *spool)
{
	const char *slash = strrchr(spool, '/');
	size_t dl = slash ? (size_t)(slash - spool) + 1 : 0;

	return strncmp(path, spool, dl) == 0 && !strchr(path + dl, '/');
}

/* A free manifest file beside spool, taken out of the pool (malloc'd), or
 * NULL. */
static char *pool_take(const char *spool)
{
	char *p = NULL;

	pthread_mutex_lock(&pool_lock);
	for (size_t i = pool_n; i-- > 0;)
		if (same_dir(pool[i], spool)) {
			p = pool[i];
			pool[i] = pool[--pool_n];
			break;
		}
	pthread_mutex_unlock(&pool_lock);
	return p;
}

/* The manifest of spool (at path) is no longer one: renamed to a free name
 * and pooled, or removed when the pool is full. */
static void pool_put(const char *spool, const char *path)
{
	char free_path[PATH_MAX + 48], *dup;
	const char *slash = strrchr(spool, '/');
	unsigned long seq;
	bool room;

	pthread_mutex_lock(&pool_lock);
	room = pool_n < POOL_MAX;
	seq = ++pool_seq;
	pthread_mutex_unlock(&pool_lock);
	if (!room || !slash || (size_t)(slash - spool) + 48 > sizeof(free_path)) {
		unlink(path);
		return;
	}
	memcpy(free_path, spool, (size_t)(slash - spool));
	snprintf(free_path + (slash - spool), 48, "/m%lu" FREE_SUFFIX, seq);
	if (renameat2(AT_FDCWD, path, AT_FDCWD, free_path, RENAME_NOREPLACE) != 0) {
		if (errno != ENOENT) /* (none: the common case, a clean file) */
			unlink(path);
		return;
	}
	dup = strdup(free_path);
	pthread_mutex_lock(&pool_lock);
	if (dup && pool_n < POOL_MAX) {
		pool[pool_n++] = dup;
		dup = NULL;
		room = true;
	} else {
		room = false;
	}
	pthread_mutex_unlock(&pool_lock);
	if (!room) { /* filled meanwhile (or no memory) */
		unlink(free_path);
		free(dup);
	}
}

/* Forgets (not removes) the pooled files below dir: it is about to go. */
static void pool_forget(const char *dir)
{
	size_t dl = strlen(dir);

	pthread_mutex_lock(&pool_lock);
	for (size_t i = pool_n; i-- > 0;)
		if (strncmp(pool[i], dir, dl) == 0 && pool[i][dl] == '/') {
			free(pool[i]);
			pool[i] = pool[--pool_n];
		}
	pthread_mutex_unlock(&pool_lock);
}

int recover_manifest_write(const char *spool, const struct recover_manifest *m)
{
	char path[PATH_MAX], tmp[PATH_MAX + 8], *text = NULL, *reuse;
	size_t len, done = 0;
	int fd = -1, r;

	if (join(path, sizeof(path), spool, SUFFIX, "") < 0)
		return -ENAMETOOLONG;
	join(tmp, sizeof(tmp), path, ".tmp", "");
	r = recover_manifest_format(m, &text);
	if (r < 0)
		return r;
	len = strlen(text);
	reuse = pool_take(spool);
	if (reuse) {
		fd = open(reuse, O_WRONLY | O_CLOEXEC | O_NOFOLLOW);
		if (fd < 0) { /* gone meanwhile: make one */
			free(reuse);
			reuse = NULL;
		}
	}
	if (!reuse)
		fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	if (fd < 0) {
		r = -errno;
		goto out;
	}
	while (done < len) {
		ssize_t n = pwrite(fd, text + done, len - done, (off_t)done);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			r = n < 0 ? -errno : -EIO;
			break;
		}
		done += (size_t)n;
	}
	/* a reused file may have held a longer manifest */
	if (r == 0 && reuse && ftruncate(fd, (off_t)len) != 0)
		r = -errno;
	if (close(fd) != 0 && r == 0)
		r = -errno;
	if (r == 0 && rename(reuse ? reuse : tmp, path) != 0)
		r = -errno;
	if (r < 0)
		unlink(reuse ? reuse : tmp);
out:
	free(reuse);
	free(text);
	return r;
}

void recover_manifest_remove(const char *spool)
{
	char path[PATH_MAX];

	if (join(path, sizeof(path), spool, SUFFIX, "") == 0)
		pool_put(spool, path);
}

/* For spools of earlier mounts: their directory goes, nothing is pooled. */
static void manifest_unlink(const char *spool)
{
	char path[PATH_MAX];

	if (join(path, sizeof(path), spool, SUFFIX, "") == 0)
		unlink(path);
}

static char *read_small(const char *path);

/* The manifest of spool `from`, changed by edit (NULL: none) and written
 * as that of spool `to`; 0 also when from has none. */
static int manifest_copy(const char *from, const char *to,
			 void (*edit)(struct recover_manifest *, const void *), const void *arg)
{
	char path[PATH_MAX], *text, *keybuf = NULL;
	struct recover_manifest m;
	int r;

	if (join(path, sizeof(path), from, SUFFIX, "") < 0)
		return -ENAMETOOLONG;
	text = read_small(path);
	if (!text)
		return errno == ENOENT ? 0 : -errno;
	r = recover_manifest_parse(text, &m, &keybuf);
	free(text);
	if (r == 0) {
		if (edit)
			edit(&m, arg);
		r = recover_manifest_write(to, &m);
	}
	free(keybuf);
	return r;
}

static void edit_key(struct recover_manifest *m, const void *key)
{
	m->key = key;
}

int recover_manifest_rekey(const char *spool, const char *key)
{
	return manifest_copy(spool, spool, edit_key, key);
}

static void edit_attrs(struct recover_manifest *m, const void *arg)
{
	const struct recover_manifest *a = arg;

	m->set_mode = a->set_mode;
	m->set_mode_bits = a->set_mode_bits;
	m->set_atime = a->set_atime;
	m->atime = a->atime;
	m->set_mtime = a->set_mtime;
	m->mtime = a->mtime;
	m->append = a->append;
	m->append_from = a->append_from;
	m->hollow = a->hollow;
}

int recover_manifest_set_attrs(const char *spool, const struct recover_manifest *m)
{
	return manifest_copy(spool, spool, edit_attrs, m);
}

static void edit_base(struct recover_manifest *m, const void *arg)
{
	const struct recover_manifest *b = arg;

	m->key = b->key;
	m->isnew = false;
	m->base_known = true;
	m->base_size = b->base_size;
	m->base_mtime = b->base_mtime;
}

int recover_manifest_rebase(const char *spool, const char *key, off_t base_size,
			    struct timespec base_mtime)
{
	struct recover_manifest b = {
	    .key = key, .base_known = true, .base_size = base_size, .base_mtime = base_mtime};

	return manifest_copy(spool, spool, edit_base, &b);
}

int recover_manifest_move(const char *from, const char *to)
{
	/* the new one first: a crash in between leaves two manifests of the
	 * same data (the second finds the file changed: a copy in the
	 * recovery folder), never none */
	int r = manifest_copy(from, to, NULL, NULL);

	if (r == 0)
		recover_manifest_remove(from);
	return r;
}

/* ---- the next mount ----------------------------------------------------- */

/* Reads a small file whole (a manifest: a key is at most 3 PATH_MAX
 * escaped); NULL with errno on failure. */
static char *read_small(const char *path)
{
	char *buf = malloc(PATH_MAX * 3 + 512);
	ssize_t n, got = 0, cap = PATH_MAX * 3 + 511;
	int fd;

	if (!buf)
		return NULL;
	fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
	if (fd < 0) {
		int e = errno;

		free(buf);
		errno = e;
		return NULL;
	}
	while (got < cap && (n = read(fd, buf + got, (size_t)(cap - got))) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			break;
		got += n;
	}
	close(fd);
	buf[got] = '\0';
	return buf;
}

/* Failures that say nothing about the file: the server could not be asked. */
static bool transient(int r)
{
	return r == -ECONNREFUSED || r == -ETIMEDOUT || r == -ENOTCONN || r == -EAGAIN ||
	       r == -EINTR || r == -ECANCELED || r == -ENOMEM;
}

/* Copies from's bytes from start on into the new file to. */
static int copy_file(const char *from, const char *to, off_t start)
{
	char buf[65536];
	int in = open(from, O_RDONLY | O_CLOEXEC), out, r = 0;
	ssize_t n;

	if (in < 0)
		return -errno;
	out = open(to, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
	if (out < 0) {
		r = -errno;
		close(in);
		return r;
	}
	while ((n = pread(in, buf, sizeof(buf), start)) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 || write(out, buf, (size_t)n) != n) {
			r = -EIO;
			break;
		}
		start += n;
	}
	close(in);
	if (close(out) != 0 && r == 0)
		r = -errno;
	if (r < 0)
		unlink(to);
	return r;
}

/* Moves spool to RECOVERED/<stamp>/<id><rel> (".1", ".2"... when taken);
 * the destination into dest. */
static int move_out(const char *spool, const char *recovered, const char *stamp, const char *id,
		    const char *rel, char *dest, size_t size)
{
	char dir[PATH_MAX];
	const char *slash;
	int r;

	if (snprintf(dest, size, "%s/%s/%s%s", recovered, stamp, id, rel) >= (int)size)
		return -ENAMETOOLONG;
	slash = strrchr(dest, '/');
	snprintf(dir, sizeof(dir), "%.*s", (int)(slash - dest), dest);
	r = statedir_mkdirs(dir);
	if (r < 0)
		return r;
	for (int i = 1; access(dest, F_OK) == 0 && i < 1000; i++) {
		if (snprintf(dir, sizeof(dir), "%s/%s/%s%s.%d", recovered, stamp, id, rel, i) >=
		    (int)sizeof(dir))
			return -ENAMETOOLONG;
		if (access(dir, F_OK) != 0) {
			snprintf(dest, size, "%s", dir);
			break;
		}
	}
	if (rename(spool, dest) == 0)
		return 0;
	if (errno != EXDEV)
		return -errno;
	r = copy_file(spool, dest, 0);
	if (r == 0)
		unlink(spool);
	return r;
}

/* The mode and times set while the data was unsent, as its close would
 * have sent them (filecache.c upload()): a file made private with fchmod
 * stays private, a script made executable stays so. */
static void lost_close_attrs(const struct recover_manifest *m, struct timespec ts[2],
			     struct sbx_file_attrs *a)
{
	*a = (struct sbx_file_attrs){.mode = -1};
	ts[0].tv_nsec = ts[1].tv_nsec = UTIME_OMIT;
	if (m->set_mode)
		a->mode = (long)(m->set_mode_bits & 07777);
	else if (m->isnew)
		a->mode = (long)(m->mode & 07777);
	if (m->set_atime)
		ts[0] = m->atime;
	if (m->set_mtime)
		ts[1] = m->mtime;
	if (m->set_atime || m->set_mtime)
		a->times = ts;
}

/* Uploads the spool as the sandbox file. */
static int send_back(struct sbx_client *c, const char *spool, const char *id, const char *rel,
		     const struct recover_manifest *m, off_t *size)
{
	struct timespec ts[2];
	struct sbx_file_attrs a;
	struct stat st;
	int fd = open(spool, O_RDONLY | O_CLOEXEC), r;

	if (fd < 0)
		return -errno;
	if (fstat(fd, &st) != 0) {
		r = -errno;
		close(fd);
		return r;
	}
	lost_close_attrs(m, ts, &a);
	r = sbx_file_write_fd_attrs(c, id, rel, fd, st.st_size, &a, NULL);
	close(fd);
	if (r == 0)
		*size = st.st_size;
	return r;
}

/* Appends the spool's bytes from m->append_from to the sandbox file, as
 * the lost close would have (filecache.c append_tail), with the mode and
 * times set meanwhile. */
static int append_back(struct sbx_client *c, const char *spool, const char *id, const char *rel,
		       const struct recover_manifest *m, off_t *size)
{
	struct timespec ts[2];
	struct sbx_file_attrs a;
	int fd = open(spool, O_RDONLY | O_CLOEXEC), r = 0;
	struct sbx_stat st;
	struct stat ls;
	off_t from = m->append_from, at;

	if (fd < 0)
		return -errno;
	lost_close_attrs(m, ts, &a);
	if (fstat(fd, &ls) != 0)
		r = -errno;
	else if (ls.st_size < from)
		r = -EINVAL; /* (its manifest does not fit it) */
	while (r == 0 && from < ls.st_size) {
		size_t len = ls.st_size - from < SBX_APPEND_MAX ? (size_t)(ls.st_size - from)
								: SBX_APPEND_MAX;

		r = sbx_file_append_fd(c, id, rel, fd, from, len,
				       from + (off_t)len == ls.st_size ? &a : NULL, &st, &at);
		from += (off_t)len;
	}
	close(fd);
	if (r == 0)
		*size = ls.st_size - m->append_from;
	return r;
}

/* The bytes of spool before from go: what is left is the data (a hollow
 * spool's head is a hole, not the file's). */
static int cut_head(const char *spool, off_t from)
{
	char tmp[PATH_MAX + 8];
	int r;

	if (from <= 0)
		return 0;
	if (snprintf(tmp, sizeof(tmp), "%s.tail", spool) >= (int)sizeof(tmp))
		return -ENAMETOOLONG;
	unlink(tmp); /* (left by a recovery that died here) */
	r = copy_file(spool, tmp, from);
	if (r == 0 && rename(tmp, spool) != 0) {
		r = -errno;
		unlink(tmp);
	}
	return r;
}

/* The sandboxes the server has, asked once per recovery (when there is
 * something to recover). */
struct sandboxes {
	bool asked;
	int err; /* of the listing: -ENOSYS when the server cannot tell */
	char **ids;
	size_t n;
	char **gone; /* ids found absent (recover_stats.gone) */
	size_t n_gone;
};

/* Adds id to sb->gone once (best effort: it only costs forgetting it). */
static void note_gone(struct sandboxes *sb, const char *id)
{
	char **v, *dup;

	for (size_t i = 0; i < sb->n_gone; i++)
		if (strcmp(sb->gone[i], id) == 0)
			return;
	v = realloc(sb->gone, (sb->n_gone + 2) * sizeof(*v));
	if (!v)
		return;
	sb->gone = v;
	dup = strdup(id);
	if (!dup)
		return;
	v[sb->n_gone++] = dup;
	v[sb->n_gone] = NULL;
}

/* Whether sandbox id is gone from the server: 1, 0 (there, or the server
 * cannot tell), or a transient error (it could not be asked).
 * Why ask first: sbxd (like the bridge) starts a sandbox on first use, so
 * the lstat and upload below would bring a sandbox destroyed since the
 * crash back to life, empty but for the recovered file. Its list
 * (extension GET /v1/sandbox) names every sandbox it has, started or not,
 * without starting any. A stock bridge has no list and cannot tell (its
 * /running says the same of a stopped and of a destroyed sandbox): there
 * recovery goes on as before, and may re-create one. */
static int sandbox_gone(struct sbx_client *c, struct sandboxes *sb, const char *id)
{
	if (!sb->asked) {
		sbx_thread_begin_op();
		sb->err = sbx_list_sandboxes(c, &sb->ids, &sb->n);
		sbx_thread_end_op();
		if (transient(sb->err))
			return sb->err; /* (asked again for the next file) */
		sb->asked = true;
		if (sb->err < 0 && sb->err != -ENOSYS)
			sbxfs_log(
			    "cannot tell which sandboxes still exist (%s: %s): unsent data is "
			    "recovered as if each did",
			    strerror(-sb->err), sbx_last_error());
	}
	if (sb->err < 0)
		return 0;
	for (size_t i = 0; i < sb->n; i++)
		if (strcmp(sb->ids[i], id) == 0)
			return 0;
	note_gone(sb, id);
	return 1;
}

/* The end of an upload or append (what: which) of spool, r its result:
 * done (logged, counted, removed) or kept for the next mount (transient):
 * true; refused: false (logged; the caller moves it out). */
static bool sent_back(int r, const char *what, const char *key, const char *spool, const char *done,
		      off_t size, const char *note, struct recover_stats *st)
{
	if (r == 0) {
		sbxfs_log("%s: %s (%jd bytes%s)", key, done, (intmax_t)size, note);
		unlink(spool);
		manifest_unlink(spool);
		st->uploaded++;
		return true;
	}
	if (transient(r)) {
		sbxfs_log("%s: unsent data kept in %s: %s failed (%s); the next mount tries again",
			  key, spool, what, strerror(-r));
		st->kept++;
		return true;
	}
	sbxfs_log("%s: %s failed: %s", key, what, sbx_last_error());
	return false;
}

/* One unsent file: manifest at mpath, spool next to it. */
static void recover_one(struct sbx_client *c, struct sandboxes *sb, const char *mpath,
			const char *recovered, const char *stamp, struct recover_stats *st)
{
	char spool[PATH_MAX], dest[PATH_MAX], *text, *keybuf = NULL;
	struct recover_manifest m;
	struct tree_node t;
	struct sbx_stat s;
	const char *why;
	off_t size = 0;
	bool safe;
	int r;

	if (strlen(mpath) - strlen(SUFFIX) >= sizeof(spool))
		return;
	memcpy(spool, mpath, strlen(mpath) - strlen(SUFFIX));
	spool[strlen(mpath) - strlen(SUFFIX)] = '\0';
	text = read_small(mpath);
	if (!text || recover_manifest_parse(text, &m, &keybuf) < 0 || tree_parse(m.key, &t) < 0 ||
	    t.kind != TREE_WORKSPACE) {
		/* unreadable: the data still goes to the user, under its name */
		sbxfs_log("unsent data with an unreadable manifest (%s)", mpath);
		free(text);
		free(keybuf);
		memset(&m, 0, sizeof(m));
		m.key = "/unknown/workspace/unknown";
		tree_parse(m.key, &t);
		why = "its manifest is unreadable";
		goto move;
	}
	free(text);
	if (access(spool, F_OK) != 0) {
		sbxfs_log("%s: unsent data lost: its spool file %s is gone", m.key, spool);
		manifest_unlink(spool);
		st->moved++; /* accounted for; nothing to keep */
		goto out;
	}
	if (!c) {
		sbxfs_log("%s: unsent data kept in %s, not checked (delay_connect): the next "
			  "mount tries again",
			  m.key, spool);
		st->kept++;
		goto out;
	}
	r = sandbox_gone(c, sb, t.id);
	if (r == 1) {
		why = "its sandbox was destroyed since; it is not started again for this";
		goto move;
	}
	if (r == 0) {
		sbx_thread_begin_op();
		r = sbx_lstat(c, t.id, t.rel, &s, NULL);
		sbx_thread_end_op();
	}
	if (transient(r)) {
		sbxfs_log("%s: unsent data kept in %s: the server cannot be asked (%s); the next "
			  "mount tries again",
			  m.key, spool, strerror(-r));
		st->kept++;
		goto out;
	}
	if (m.append && !m.isnew) {
		/* only appends unsent: appended to the file as it is now, as
		 * the lost close would have, whoever wrote to it since */
		if (r == 0 && S_ISREG(s.mode)) {
			sbx_thread_begin_op();
			r = append_back(c, spool, t.id, t.rel, &m, &size);
			sbx_thread_end_op();
			if (sent_back(r, "append", m.key, spool, "unsent appended data appended",
				      size, "", st))
				goto out;
			why = "the append failed";
		} else {
			why = r == -ENOENT ? "the sandbox file was removed since"
					   : "the sandbox file is not a regular file now";
		}
		/* (a hollow spool: its appended bytes alone are the data) */
		if (m.hollow && (r = cut_head(spool, m.append_from)) < 0)
			sbxfs_log("%s: cannot cut the unsent appended bytes out of %s (%s)", m.key,
				  spool, strerror(-r));
		goto move;
	}
	if (m.isnew) {
		safe = r == -ENOENT;
		why = "a file of that name was created in the sandbox since";
	} else {
		safe = r == 0 && m.base_known && S_ISREG(s.mode) && s.size == m.base_size &&
		       s.mtime.tv_sec == m.base_mtime.tv_sec &&
		       s.mtime.tv_nsec == m.base_mtime.tv_nsec;
		why = r == -ENOENT    ? "the sandbox file was removed since"
		      : !m.base_known ? "the version it was based on is unknown"
				      : "the sandbox file changed since";
	}
	if (safe) {
		sbx_thread_begin_op();
		r = send_back(c, spool, t.id, t.rel, &m, &size);
		sbx_thread_end_op();
		if (sent_back(r, "upload", m.key, spool, "unsent data uploaded", size,
			      m.isnew ? "; a new file, still absent from the sandbox"
				      : "; the sandbox file was unchanged",
			      st))
			goto out;
		why = "the upload failed";
	}
move:
	r = move_out(spool, recovered, stamp, t.id, t.rel, dest, sizeof(dest));
	if (r < 0) {
		sbxfs_log("%s: unsent data kept in %s: cannot move it to %s (%s)", m.key, spool,
			  recovered, strerror(-r));
		st->kept++;
		goto out;
	}
	manifest_unlink(spool);
	sbxfs_log("%s: not uploaded (%s): the unsent version is in %s", m.key, why, dest);
	st->moved++;
out:
	free(keybuf);
}

static bool has_manifest(const char *spool)
{
	char path[PATH_MAX];

	return join(path, sizeof(path), spool, SUFFIX, "") < 0 || access(path, F_OK) == 0;
}

/* A directory of a gone mount, locked by us: recover, then reap. */
static void recover_spool(struct sbx_client *c, struct sandboxes *sb, const char *dir,
			  const char *recovered, const char *stamp, struct recover_stats *st)
{
	char sub[2][PATH_MAX], path[PATH_MAX];
	struct recover_stats here = {0};
	int n = count_unsent(dir), k = spool_subdirs(dir, sub);

	if (n > 0) {
		sbxfs_log("found %d unsent file%s from a previous run (%s)", n, n == 1 ? "" : "s",
			  dir);
		here.found = n;
	}
	for (int i = 0; i < k && n > 0; i++) {
		struct dirent *e;
		DIR *d = opendir(sub[i]);

		while (d && (e = readdir(d))) {
			if (!has_suffix(e->d_name, SUFFIX) ||
			    join(path, sizeof(path), sub[i], "/", e->d_name) < 0)
				continue;
			recover_one(c, sb, path, recovered, stamp, &here);
		}
		if (d)
			closedir(d);
	}
	if (here.kept == 0) {
		rm_spool(dir);
	} else {
		/* keep the unsent files; what has no manifest is cache */
		for (int i = 0; i < k; i++) {
			struct dirent *e;
			DIR *d = opendir(sub[i]);

			while (d && (e = readdir(d))) {
				if (e->d_name[0] == '.' || has_suffix(e->d_name, SUFFIX) ||
				    join(path, sizeof(path), sub[i], "/", e->d_name) < 0 ||
				    has_manifest(path))
					continue;
				unlink(path);
			}
			if (d)
				closedir(d);
		}
	}
	st->found += here.found;
	st->uploaded += here.uploaded;
	st->moved += here.moved;
	st->kept += here.kept;
}

int recover_run(struct sbx_client *c, const char *root, const char *own, const char *recovered,
		struct recover_stats *st)
{
	const char *own_name = own ? strrchr(own, '/') : NULL;
	char stamp[32], path[PATH_MAX];
	struct sandboxes boxes = {0};
	struct dirent *e;
	struct tm tm;
	time_t now = time(NULL);
	DIR *d;

	memset(st, 0, sizeof(*st));
	own_name = own_name ? own_name + 1 : "";
	localtime_r(&now, &tm);
	strftime(stamp, sizeof(stamp), "%Y%m%d-%H%M%S", &tm);
	d = opendir(root);
	if (!d)
		return -errno;
	while ((e = readdir(d))) {
		struct stat sb;
		int fd;

		if (e->d_name[0] == '.' || strcmp(e->d_name, own_name) == 0)
			continue;
		if (snprintf(path, sizeof(path), "%s/%s", root, e->d_name) >= (int)sizeof(path) ||
		    lstat(path, &sb) != 0 || !S_ISDIR(sb.st_mode))
			continue;
		fd = lock_dir(path);
		if (fd < 0)
			continue; /* a live mount's, or not ours to touch */
		recover_spool(c, &boxes, path, recovered, stamp, st);
		close(fd);
	}
	closedir(d);
	sbx_strv_free(boxes.ids, boxes.n);
	st->gone = boxes.gone;
	st->n_gone = boxes.n_gone;
	return 0;
}
