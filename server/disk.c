/* disk.c — per-sandbox ext4 images on loop devices (see disk.h).
 *
 * Why images rather than quotas: project or user quotas would need the
 * host file system to be mounted with them (ext4 prjquota, XFS pquota),
 * which sbxd cannot arrange; tmpfs would spend RAM. An image bounds
 * everything a sandbox can write, counts real blocks (holes are free), and
 * gives an honest `df` inside the sandbox.
 *
 * mkfs options, each for a reason: -m 0 (no blocks reserved for root,
 * which does not exist inside); lazy_itable_init + lazy_journal_init and
 * the mount option noinit_itable (the image is sparse, so unwritten inode
 * tables and journal already read as zeros: zeroing them would only spend
 * real disk); nodiscard at mkfs (nothing to discard in a new sparse file);
 * a 16 MiB journal on large images (the default 64 MiB would become real
 * disk as the journal wraps); root_owner (the sandbox's uid owns the root).
 * The loop device uses direct I/O where the kernel allows it, so data is
 * not cached twice (once above the loop device, once below).
 */
#include "disk.h"
#include "hosttool.h"
#include "runtime.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <linux/loop.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include <unistd.h>

struct disks {
	char *dir;     /* STATE/disks */
	char *sbx_dir; /* STATE/sandboxes */
	uint64_t size; /* bytes per image; 0: off */
	char mkfs[64]; /* mkfs.ext4 found */
	char cp[64];   /* cp found (moving old sandboxes in) */
	char why[256]; /* why disks are off */
	bool enabled;
};

/* ---- images and loop devices ---------------------------------------------- */

static int make_image(struct disks *d, const char *path, uid_t uid, gid_t gid)
{
	char owner[64], ext[160], out[256];
	int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);
	int rc;

	if (fd < 0) {
		rc = -errno;
		sbxd_set_errmsg("cannot create %s: %s", path, strerror(errno));
		return rc;
	}
	if (ftruncate(fd, (off_t)d->size) < 0) {
		rc = -errno;
		sbxd_set_errmsg("cannot size %s: %s", path, strerror(errno));
		close(fd);
		unlink(path);
		return rc;
	}
	close(fd);
	snprintf(owner, sizeof(owner), "%lu:%lu", (unsigned long)uid, (unsigned long)gid);
	snprintf(ext, sizeof(ext), "lazy_itable_init=1,lazy_journal_init=1,nodiscard,root_owner=%s",
		 owner);
	{
		const char *argv[] = {d->mkfs, "-q", "-F", "-t",      "ext4", "-m", "0",
				      "-E",    ext,  "-J", "size=16", path,   NULL};

		if (d->size < (256u << 20)) { /* small images: mkfs's own journal size */
			argv[9] = path;
			argv[10] = NULL;
		}
		rc = host_tool_run(argv, out, sizeof(out));
	}
	if (rc != 0) {
		sbxd_set_errmsg("mkfs.ext4 %s failed (%d): %s", path, rc, out);
		unlink(path);
		return -EIO;
	}
	return 0;
}

/* Attaches image to a free loop device (auto-cleared when unmounted); the
 * device's fd, or -errno. */
static int loop_attach(const char *image, char *dev, size_t devlen)
{
	int ctl = -1, img = -1, fd = -1, rc = -EBUSY;

	img = open(image, O_RDWR | O_CLOEXEC);
	if (img < 0)
		return -errno;
	ctl = open("/dev/loop-control", O_RDWR | O_CLOEXEC);
	if (ctl < 0) {
		rc = -errno;
		goto out;
	}
	for (int tries = 0; tries < 32; tries++) {
		struct loop_config lc;
		int n = ioctl(ctl, LOOP_CTL_GET_FREE);

		if (n < 0) {
			rc = -errno;
			break;
		}
		snprintf(dev, devlen, "/dev/loop%d", n);
		fd = open(dev, O_RDWR | O_CLOEXEC);
		if (fd < 0) {
			rc = -errno;
			break;
		}
		memset(&lc, 0, sizeof(lc));
		lc.fd = (uint32_t)img;
		lc.info.lo_flags = LO_FLAGS_AUTOCLEAR | LO_FLAGS_DIRECT_IO;
		snprintf((char *)lc.info.lo_file_name, sizeof(lc.info.lo_file_name), "%s", image);
		if (ioctl(fd, LOOP_CONFIGURE, &lc) == 0)
			goto done;
		if (errno == EINVAL) { /* no direct I/O for this backing file */
			lc.info.lo_flags = LO_FLAGS_AUTOCLEAR;
			if (ioctl(fd, LOOP_CONFIGURE, &lc) == 0)
				goto done;
		}
		rc = -errno;
		close(fd);
		fd = -1;
		if (rc != -EBUSY) /* EBUSY: another process took it first */
			break;
	}
	goto out;
done:
	rc = fd;
	fd = -1;
out:
	if (fd >= 0)
		close(fd);
	if (ctl >= 0)
		close(ctl);
	close(img);
	return rc;
}

static int mount_image(const char *image, const char *dir)
{
	char dev[64];
	int fd = loop_attach(image, dev, sizeof(dev)), rc = 0;

	if (fd < 0) {
		sbxd_set_errmsg("no loop device for %s: %s", image, strerror(-fd));
		return fd;
	}
	if (mount(dev, dir, "ext4", MS_NOSUID | MS_NODEV, "discard,noinit_itable") < 0) {
		rc = -errno;
		sbxd_set_errmsg("cannot mount %s (%s) on %s: %s", image, dev, dir, strerror(errno));
	}
	/* The mount holds the device now; with AUTOCLEAR, closing the last
	 * reference (this fd after a failed mount, or the unmount) frees it. */
	close(fd);
	return rc;
}

bool disk_is_mounted(const char *dir)
{
	struct stat a, b;
	char up[4096];

	snprintf(up, sizeof(up), "%s/..", dir);
	if (stat(dir, &a) < 0 || stat(up, &b) < 0)
		return false;
	return a.st_dev != b.st_dev;
}

int disk_detach(const char *dir)
{
	if (!disk_is_mounted(dir))
		return 0;
	if (umount2(dir, UMOUNT_NOFOLLOW) == 0)
		return 0;
	if (errno == EBUSY && umount2(dir, MNT_DETACH | UMOUNT_NOFOLLOW) == 0)
		return 0;
	sbxd_set_errmsg("cannot unmount %s: %s", dir, strerror(errno));
	return -errno;
}

/* ---- set-up --------------------------------------------------------------- */

static char *join(const char *a, const char *b)
{
	char *p;

	if (asprintf(&p, "%s/%s", a, b) < 0)
		return NULL;
	return p;
}

/* Makes, mounts, unmounts and deletes a small image: proves the chain. */
static int probe(struct disks *d)
{
	char *img = join(d->dir, ".probe.img"), *mnt = join(d->dir, ".probe");
	uint64_t size = d->size;
	int rc = -ENOMEM;

	if (!img || !mnt)
		goto out;
	disk_detach(mnt);
	unlink(img);
	if (mkdir(mnt, 0700) < 0 && errno != EEXIST) {
		rc = -errno;
		sbxd_set_errmsg("cannot create %s: %s", mnt, strerror(errno));
		goto out;
	}
	d->size = 8u << 20;
	rc = make_image(d, img, 0, 0);
	d->size = size;
	if (rc == 0)
		rc = mount_image(img, mnt);
	if (rc == 0)
		rc = disk_detach(mnt);
	unlink(img);
	rmdir(mnt);
out:
	free(img);
	free(mnt);
	return rc;
}

int disks_new(const char *state_dir, uint64_t size, struct disks **out)
{
	struct disks *d = calloc(1, sizeof(*d));

	if (!d)
		return -ENOMEM;
	d->size = size;
	d->dir = join(state_dir, "disks");
	d->sbx_dir = join(state_dir, "sandboxes");
	if (!d->dir || !d->sbx_dir) {
		disks_free(d);
		return -ENOMEM;
	}
	if (size == 0) {
		snprintf(d->why, sizeof(d->why), "--max-disk 0");
	} else if (geteuid() != 0) {
		snprintf(d->why, sizeof(d->why), "needs root for loop devices and mounts");
	} else if (!host_tool_find("mkfs.ext4", d->mkfs, sizeof(d->mkfs))) {
		snprintf(d->why, sizeof(d->why), "mkfs.ext4 not found (Debian: e2fsprogs)");
	} else if (mkdir(d->dir, 0700) < 0 && errno != EEXIST) {
		snprintf(d->why, sizeof(d->why), "cannot create %s: %s", d->dir, strerror(errno));
	} else if (probe(d) < 0) {
		snprintf(d->why, sizeof(d->why), "%s", sbxd_errmsg());
	} else {
		d->enabled = true;
		host_tool_find("cp", d->cp, sizeof(d->cp));
	}
	*out = d;
	return 0;
}

void disks_free(struct disks *d)
{
	if (!d)
		return;
	if (d->enabled)
		rmdir(d->dir); /* only when no image is left */
	free(d->dir);
	free(d->sbx_dir);
	free(d);
}

bool disks_enabled(const struct disks *d)
{
	return d && d->enabled;
}

void disks_describe(const struct disks *d, char *buf, size_t len)
{
	if (d->enabled)
		snprintf(buf, len, "%" PRIu64 " MiB (ext4 image)", d->size >> 20);
	else
		snprintf(buf, len, "off (%s)", d->why);
}

/* ---- one sandbox ------------------------------------------------------------ */

static bool dir_empty(const char *path)
{
	DIR *dp = opendir(path);
	struct dirent *e;
	bool empty = true;

	if (!dp)
		return true;
	while ((e = readdir(dp)))
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
			empty = false;
			break;
		}
	closedir(dp);
	return empty;
}

static int remove_path(const char *path)
{
	char *slash = strrchr(path, '/'), parent[4096];
	int fd, rc;

	if (!slash || (size_t)(slash - path) >= sizeof(parent))
		return -EINVAL;
	memcpy(parent, path, (size_t)(slash - path));
	parent[slash - path] = '\0';
	fd = open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	rc = tree_remove_at(fd, slash + 1);
	close(fd);
	return rc;
}

struct names {
	char *img, *fresh, *marker, *moving;
};

static void names_free(struct names *n)
{
	free(n->img);
	free(n->fresh);
	free(n->marker);
	free(n->moving);
}

static int names_init(struct disks *d, const char *id, struct names *n)
{
	memset(n, 0, sizeof(*n));
	if (asprintf(&n->img, "%s/%s.img", d->dir, id) < 0 ||
	    asprintf(&n->fresh, "%s/%s.img.new", d->dir, id) < 0 ||
	    asprintf(&n->marker, "%s/%s.unlimited", d->dir, id) < 0 ||
	    asprintf(&n->moving, "%s/.moving-%s", d->sbx_dir, id) < 0) {
		names_free(n);
		return -ENOMEM;
	}
	return 0;
}

/* A move into an image that an earlier sbxd did not finish: undo it (the
 * files are still complete in the old directory). */
static void undo_move(const struct names *n, const char *dir)
{
	struct stat st;

	if (lstat(n->moving, &st) < 0)
		return;
	fprintf(stderr, "sbxd: %s: finishing an interrupted move into a disk image\n", dir);
	disk_detach(dir);
	unlink(n->fresh);
	if (rmdir(dir) < 0 && errno == ENOTEMPTY)
		remove_path(dir);
	if (rename(n->moving, dir) < 0)
		fprintf(stderr, "sbxd: cannot rename %s back to %s: %s\n", n->moving, dir,
			strerror(errno));
}

/* Moves the files of dir into a fresh image mounted at dir. 0 on success;
 * 1 when they stay where they were, without a disk limit. */
static int move_in(struct disks *d, const struct names *n, const char *dir, uid_t uid, gid_t gid)
{
	char src[4200], dst[4200], out[256];
	int rc;

	fprintf(stderr, "sbxd: %s: moving its files into a disk image of %" PRIu64 " MiB\n", dir,
		d->size >> 20);
	rc = make_image(d, n->fresh, uid, gid);
	if (rc < 0)
		return rc;
	if (rename(dir, n->moving) < 0) {
		rc = -errno;
		unlink(n->fresh);
		return rc;
	}
	if (mkdir(dir, 0700) < 0 || (rc = mount_image(n->fresh, dir)) < 0) {
		if (!rc)
			rc = -errno;
		undo_move(n, dir);
		return rc;
	}
	snprintf(src, sizeof(src), "%s/.", n->moving);
	snprintf(dst, sizeof(dst), "%s/", dir);
	rc = -ENOENT;
	if (d->cp[0]) {
		const char *argv[] = {d->cp, "-a", "--", src, dst, NULL};

		rc = host_tool_run(argv, out, sizeof(out));
	}
	if (rc != 0) {
		FILE *f;

		fprintf(stderr,
			"sbxd: %s: its files do not fit in %" PRIu64 " MiB (%s): it keeps them "
			"without a disk limit (remove %s to try again)\n",
			dir, d->size >> 20, rc < 0 ? "cp not found" : out, n->marker);
		undo_move(n, dir);
		f = fopen(n->marker, "we");
		if (f) {
			fputs("files larger than --max-disk: no disk image\n", f);
			fclose(f);
		}
		return 1;
	}
	if (rename(n->fresh, n->img) < 0) {
		rc = -errno;
		undo_move(n, dir);
		return rc;
	}
	remove_path(n->moving);
	return 0;
}

int disk_attach(struct disks *d, const char *id, const char *dir, uid_t uid, gid_t gid,
		bool *limited)
{
	struct names n;
	struct stat st;
	int rc;

	*limited = false;
	if (!d || geteuid() != 0)
		return 0;
	rc = names_init(d, id, &n);
	if (rc < 0)
		return rc;
	undo_move(&n, dir);
	if (disk_is_mounted(dir)) { /* left mounted by an sbxd that was killed */
		*limited = true;
		goto out;
	}
	if (stat(n.img, &st) == 0) {
		/* Also when disks are off now: the sandbox's files are in there. */
		if (!dir_empty(dir))
			fprintf(stderr,
				"sbxd: %s: files written there while its disk image was not "
				"mounted stay hidden under the image\n",
				dir);
		rc = mount_image(n.img, dir);
		*limited = rc == 0;
		goto out;
	}
	if (!d->enabled || access(n.marker, F_OK) == 0)
		goto out;
	unlink(n.fresh);
	if (dir_empty(dir)) {
		rc = make_image(d, n.fresh, uid, gid);
		if (rc == 0 && rename(n.fresh, n.img) < 0)
			rc = -errno;
		if (rc == 0)
			rc = mount_image(n.img, dir);
		*limited = rc == 0;
		goto out;
	}
	rc = move_in(d, &n, dir, uid, gid);
	*limited = rc == 0;
	if (rc > 0)
		rc = 0;
out:
	names_free(&n);
	return rc;
}

int disk_remove(struct disks *d, const char *id)
{
	struct names n;
	int rc = 0;

	if (!d || !d->dir)
		return 0;
	if (names_init(d, id, &n) < 0)
		return -ENOMEM;
	if (unlink(n.img) < 0 && errno != ENOENT)
		rc = -errno;
	unlink(n.fresh);
	unlink(n.marker);
	names_free(&n);
	return rc;
}

int disk_usage(const char *dir, uint64_t *used, uint64_t *total)
{
	struct statvfs s;

	if (statvfs(dir, &s) < 0)
		return -errno;
	*used = (uint64_t)(s.f_blocks - s.f_bfree) * s.f_frsize;
	*total = (uint64_t)s.f_blocks * s.f_frsize;
	return 0;
}
