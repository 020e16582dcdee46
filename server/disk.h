/* disk.h — a file system of its own per sandbox, so --max-disk is real.
 *
 * Each sandbox's root view (STATE/sandboxes/<id>: workspace, tmp, home and
 * sbxd's upload temp files) is the root of an ext4 file system in a sparse
 * image file, STATE/disks/<id>.img, of --max-disk bytes, loop-mounted with
 * `discard`. The sandbox then gets ENOSPC when it is full, whatever writes
 * (commands, uploads, /tmp), and the host pays only for blocks really
 * written: holes are free, deleted files give their blocks back to the host
 * file system (discard punches holes in the image). A fresh image costs
 * about 5 MB of real disk and well under 100 ms to make and mount.
 *
 * Needs root (loop devices, mount) and mkfs.ext4; disks_new() tries the
 * whole chain once and, when something is missing, leaves disks off with the
 * reason for the log. Images stay mounted while sbxd runs and are unmounted
 * at shutdown (a killed sbxd leaves them mounted; the next one reuses the
 * mounts). A sandbox made before images existed (or while they were off) is
 * moved into one at its next start; when its files do not fit, it keeps
 * running from its directory without a disk limit, and a marker
 * (STATE/disks/<id>.unlimited) stops further attempts.
 *
 * Functions return 0 or -errno; messages go to sbxd_errmsg().
 */
#ifndef SBXD_DISK_H
#define SBXD_DISK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

struct disks;

/* size: bytes per image, 0 = no disk limit (disks off). Never fails for a
 * host without loop devices (disks are then off; see disks_describe). */
int disks_new(const char *state_dir, uint64_t size, struct disks **out);
void disks_free(struct disks *d); /* NULL ok */
bool disks_enabled(const struct disks *d);
/* "10240 MiB (ext4 image)" or "off (<reason>)" */
void disks_describe(const struct disks *d, char *buf, size_t len);

/* Makes dir, the root view of sandbox id, the root of its image (making the
 * image on first use, moving what dir held into it), owned by uid:gid.
 * *limited: whether the sandbox now has its disk limit. No-op when disks
 * are off. */
int disk_attach(struct disks *d, const char *id, const char *dir, uid_t uid, gid_t gid,
		bool *limited);
/* Unmounts dir when an image is mounted there (lazily when busy). */
int disk_detach(const char *dir);
/* Deletes the image of id (after disk_detach) and its markers. */
int disk_remove(struct disks *d, const char *id);
/* Bytes in use and in all on the file system holding dir. */
int disk_usage(const char *dir, uint64_t *used, uint64_t *total);
/* Whether dir is the root of a mounted image (a mount point). */
bool disk_is_mounted(const char *dir);

#endif
