/* recover — spool directories that outlive their mount, and what the next
 * mount of the same server does with the unsent data it finds there.
 *
 * Every mount spools under one stable per-user, per-server root
 * (recover_spool_root: $XDG_STATE_HOME/sbxfs/spool/<server>/, else
 * ~/.local/state/..., else $TMPDIR/sbxfs-<uid>/...), in a directory of its
 * own that it holds a lock on (flock) for as long as it lives. A file whose
 * local data the server has not acknowledged has a manifest next to its
 * spool file (<spool>.unsent: which sandbox file, whether it is new, the
 * sandbox version it was based on, a mode and times set meanwhile). A clean unmount leaves nothing;
 * a crash (or an unmount whose uploads failed) leaves the directory, and its lock free.
 *
 * The next mount of that server (recover_run, before it mounts) reaps such
 * directories: spool files without a manifest are cache and are deleted;
 * each unsent file is
 *   - uploaded when that is safe: the sandbox file is unchanged since the
 *     version the local data was based on (or, for a file created through
 *     the mount, still does not exist);
 *   - appended when every unsent change was an append (a `>>`): those
 *     bytes alone, to the sandbox file as it is now, as the lost close
 *     would have (a file removed since: they alone go to the folder below);
 *   - otherwise moved to the recovery folder, RECOVERED/<time>/<id>/<path>
 *     (RECOVERED = recover_dir_for(), shown in the mount as the symbolic
 *     link .sbxfs/recovered), never over anything: the sandbox keeps what
 *     someone else wrote there, the user decides;
 *   - moved there too when its sandbox was destroyed since (sbxd's list
 *     of sandboxes does not have it): recovering into it would start a new,
 *     empty sandbox of that id;
 *   - kept where it is when the server cannot be asked (down, hung: the
 *     next mount tries again).
 * An upload carries the mode and times set on the file while its data was
 * unsent, as the lost close would have.
 * Each step is one log line.
 */
#ifndef SBXFS_RECOVER_H
#define SBXFS_RECOVER_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>
#include <time.h>

#include "sbx.h"

/* The spool root (created, mode 0700) and the recovery folder (created
 * when something is moved there) of server url. malloc'd into *out. */
int recover_spool_root(const char *url, char **out);
int recover_dir_for(const char *url, char **out);

/* A new spool directory of this mount below root, with files/ and ctl/,
 * locked: *dir (malloc'd) and *lock_fd (keep it open while mounted; it is
 * not close-on-exec-sensitive: sbxfs never execs, and the lock must survive
 * fuse_daemonize's fork). */
int recover_spool_create(const char *root, char **dir, int *lock_fd);
/* The memory spool of spool directory dir: a new private directory in
 * tmpfs ($XDG_RUNTIME_DIR/sbxfs/, else /dev/shm/sbxfs-UID/), linked from
 * dir as "mem", so that it is recovered and removed with dir. *mem
 * (malloc'd) and the bytes free there (*room). -EPERM: the root there is
 * not ours alone; -EXDEV: it is not in memory. */
int recover_mem_create(const char *dir, char **mem, size_t *room);
/* At a clean exit: removes dir (and its memory spool) if nothing unsent is left in it (else it
 * stays for the next mount), then releases the lock. NULL/-1 ok. */
void recover_spool_remove(const char *dir, int lock_fd);

/* What a manifest says (key: the mount path "/<id>/workspace/...",
 * borrowed). */
struct recover_manifest {
	const char *key;
	bool isnew;  /* created through the mount, never uploaded */
	mode_t mode; /* isnew: the mode to give it */
	bool base_known;
	off_t base_size; /* the sandbox version the data was based on */
	struct timespec base_mtime;
	/* What the lost close would have carried besides the data: a
	 * chmod/utimens (fchmod/futimens) of the file while its data was
	 * unsent (recovery applies them with the upload). Absent from
	 * manifests of older sbxfs: nothing to apply. */
	bool set_mode;
	mode_t set_mode_bits;
	bool set_atime, set_mtime;
	struct timespec atime, mtime;
	/* Every unsent change appended bytes after append_from (a `>>`):
	 * recovery appends those to the sandbox file, whatever it holds now,
	 * as the lost close would have. hollow: the spool holds nothing
	 * before append_from (not downloaded): only those bytes are data. */
	bool append, hollow;
	off_t append_from;
};
/* Writes (atomically replaces) the manifest of spool file `spool`. */
int recover_manifest_write(const char *spool, const struct recover_manifest *m);
void recover_manifest_remove(const char *spool);
/* The spool file moved from spool `from` to `to` (another directory):
 * so does its manifest, if it has one. */
int recover_manifest_move(const char *from, const char *to);
/* The file moved (rename): its manifest, if it has one, names key now. */
int recover_manifest_rekey(const char *spool, const char *key);
/* The pending mode and times of the file changed (m's set_* fields and
 * their values): its manifest, if it has one, says so now; what else it
 * says (key, base) stays. */
int recover_manifest_set_attrs(const char *spool, const struct recover_manifest *m);
/* The file was created in the sandbox (an empty one of attributes base
 * size, mtime): its manifest, if it has one, names key, is no longer new
 * and is based on that file. */
int recover_manifest_rebase(const char *spool, const char *key, off_t base_size,
			    struct timespec base_mtime);

/* Manifest text <-> struct (pure; unit-tested). Parsing fills *m with key
 * pointing into *keybuf (malloc'd, free it). -EINVAL for anything else. */
int recover_manifest_format(const struct recover_manifest *m, char **out);
int recover_manifest_parse(const char *text, struct recover_manifest *m, char **keybuf);

struct recover_stats {
	int found;    /* unsent files in directories of earlier mounts */
	int uploaded; /* sent: the sandbox file was unchanged */
	int moved;    /* into the recovery folder */
	int kept;     /* left for the next mount (the server could not be asked) */
	/* ids of the sandboxes found destroyed (their data moved), for the
	 * caller to forget; free with sbx_strv_free(gone, n_gone) */
	char **gone;
	size_t n_gone;
};
/* Reaps the spool directories below root whose mount is gone (own: this
 * mount's, skipped): see above. c NULL: no network (-o delay_connect), so
 * unsent files are only reported and kept. Logs with sbxfs_log. */
int recover_run(struct sbx_client *c, const char *root, const char *own, const char *recovered,
		struct recover_stats *st);

#endif
