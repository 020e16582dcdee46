/* filecache — the data of open workspace files. Each file open through the
 * mount is backed by one local spool file (shared by all opens of the same
 * file): downloaded whole on open, read and written locally, uploaded whole
 * on flush/fsync/release when dirty. Spools of closed, clean files are kept
 * (bounded) so that reopening an unchanged file needs no download and the
 * kernel may keep its page cache. Uploads that failed for a transient
 * reason are retried by a background thread (fs/flusher.c).
 *
 * Nodes are named by (sandbox id, path in the sandbox): "/workspace/a.c".
 * Thread-safe: a table lock for the set of nodes, one lock per node for its
 * data (held across its transfers, so a flush never races a write of the
 * same file); lock order in fs/filecache_int.h.
 */
#ifndef SBXFS_FILECACHE_H
#define SBXFS_FILECACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "sbx.h"

struct filecache;
struct fc_node;

/* dir: a private existing directory for spool files. idle_max: bytes of
 * closed clean spools kept for reuse. uploaded (may be NULL): told the new
 * attributes of a file the background flusher sent (a retried upload), from
 * the flusher thread. */
int filecache_new(struct sbx_client *client, const char *dir, size_t idle_max,
		  void (*uploaded)(void *arg, const char *id, const char *path,
				   const struct sbx_stat *st),
		  void *arg, struct filecache **out);
/* fn (called from the uploading thread) learns of each upload over a
 * sandbox file whose inode number it knew: with new_ino 0 before the
 * request (it may free old_ino), then with the number the file has after
 * it (a new one: sbxd and the parts path replace files by a rename; 0 when
 * the upload failed, or when the server said the data took another file's
 * place than old_ino's); told: the server said which file it replaced
 * (sbxd), else the caller may look for old_ino elsewhere itself. Set before
 * the first open. */
void filecache_on_replaced(struct filecache *fc,
			   void (*fn)(void *arg, const char *id, const char *path, ino_t old_ino,
				      ino_t new_ino, bool before, bool told),
			   void *arg);
/* fn is told an upload's answer (the attributes path has now) under the
 * node's lock, before the node counts as clean: once a stat no longer
 * patches a mode or times kept for the upload, the metadata cache already
 * holds what the sandbox took (it must not notify the kernel: that may
 * wait for this very request). Set before the first open. */
void filecache_on_sent(struct filecache *fc,
		       void (*fn)(void *arg, const char *id, const char *path,
				  const struct sbx_stat *st),
		       void *arg);
/* Uploads what is still dirty; a spool that cannot be uploaded is left in
 * dir and named on stderr (never silently dropped). NULL ok. */
void filecache_free(struct filecache *fc);

/* Opens path of sandbox id, whose sandbox file has the attributes *remote
 * (a file created through the mount exists in the sandbox first, or is
 * filecache_create_unborn's). flags as open(2) (O_TRUNC honoured). *keep_cache:
 * the spool equals what the kernel may have cached (same sandbox size and
 * mtime as when it was filled). */
int filecache_open(struct filecache *fc, const char *id, const char *path,
		   const struct sbx_stat *remote, int flags, struct fc_node **out,
		   bool *keep_cache);
/* Opens a new empty file path (flags as open(2)) whose create is put off:
 * the one upload its close makes also creates it, with mode and creator
 * (sbxd folds the two: docs/EXTENSIONS.md). Until then every request the
 * client sends first creates it (filecache_drain, the client's `before`
 * callback), so no answer of the sandbox ever misses it. *st: the
 * attributes it shows meanwhile (ino: a number of its own, FC_FAKE_INO
 * and up). -EEXIST: a node of that name exists (the caller creates the
 * file itself). */
int filecache_create_unborn(struct filecache *fc, const char *id, const char *path, mode_t mode,
			    const uid_t *uid, const gid_t *gid, int flags, struct sbx_stat *st,
			    struct fc_node **out);
/* Sends every create still put off (filecache_create_unborn) and waits for
 * those other threads are sending: before every request. 0, or the
 * transient errno that left one unsent (the request must fail too). A
 * create the sandbox refused is for its file's next flush to report. */
int filecache_drain(struct filecache *fc);
/* fn learns of a put-off create sent on its own (filecache_drain): st the
 * new file's attributes, or NULL when the sandbox refused it (the name is
 * not there; the file's next flush returns the errno). Called without locks. Set before the first
 * open. */
void filecache_on_born(struct filecache *fc,
		       void (*fn)(void *arg, const char *id, const char *path, ino_t fake,
				  const struct sbx_stat *st),
		       void *arg);
ssize_t filecache_read(struct fc_node *n, char *buf, size_t size, off_t off);
/* off < 0: append at the end of the spool. */
ssize_t filecache_write(struct fc_node *n, const char *buf, size_t size, off_t off);
/* ftruncate of an open file: of a hard-linked one, under every name open
 * here (filecache_truncate_links). */
int filecache_truncate(struct fc_node *n, off_t size);
/* Uploads when dirty (every close(2) and fsync). On an upload, *st gets the
 * file's new attributes and *uploaded is set. A transient failure (server
 * unreachable, timeout, 503) keeps the data dirty for the next try; a
 * permanent one (EACCES, ENOSPC, EDQUOT, ENAMETOOLONG, EFBIG, ...) drops
 * the unsent data, as a local file system drops pages it could not write
 * back (the next open shows what the sandbox has), and is returned to
 * each descriptor once: *seen (NULL: none) is the descriptor's
 * filecache_err_seq, taken at its open; a refusal since then is its
 * errno here, whichever descriptor's flush met it. */
int filecache_flush(struct filecache *fc, struct fc_node *n, unsigned *seen, struct sbx_stat *st,
		    bool *uploaded);
/* Refusals of n's unsent data so far (for filecache_flush's *seen). */
unsigned filecache_err_seq(struct fc_node *n);
/* n is a new file whose create is put off (filecache_create_unborn) and
 * that nothing was written to or set on yet. */
bool filecache_unsent_new_empty(struct filecache *fc, struct fc_node *n);
/* Drops one open reference (the last close: uploads when dirty, returns its
 * error; 1 when it uploaded, so the caller's cached attributes are stale).
 * After a transient failure the background flusher retries. */
int filecache_release(struct filecache *fc, struct fc_node *n);
/* Local attributes of an open node: the sandbox's as of the open (or the
 * last upload), with the local size, and the local mtime when dirty. */
/* The sandbox file's attributes as last learned (inode, link count), with
 * no local patching: unlike filecache_node_stat, nothing counts as shown. */
void filecache_node_base(struct filecache *fc, struct fc_node *n, struct sbx_stat *st);
void filecache_node_stat(struct filecache *fc, struct fc_node *n, struct sbx_stat *st);
/* The node's sandbox id and current path ("" once detached). */
void filecache_node_name(struct filecache *fc, struct fc_node *n, char id[SBX_ID_MAX + 1],
			 char *path, size_t size);

/* Attributes as this mount sees them. FC_UNLINKED: path is an unlinked
 * file still open here (libfuse's hidden name, fs/workspace.c), *st filled
 * (nlink 1: libfuse subtracts the hidden link). FC_PATCHED: path is open
 * or dirty, its size and (when dirty) mtime were patched into *st.
 * FC_NONE: untouched. sends (NULL ok): 0 when path has no node of its own
 * (open, dirty or unlinked), else filecache_sends read under the node's
 * lock: a caller that read the metadata cache after this and finds
 * filecache_sends moved may hold an answer older than an upload of the
 * file whose node no longer patches what it carried (filecache_on_sent).
 * (Counted per file cache, not per node: the node may be gone by then.) */
enum fc_attr { FC_NONE, FC_PATCHED, FC_UNLINKED };
enum fc_attr filecache_attr(struct filecache *fc, const char *id, const char *path,
			    struct sbx_stat *st, bool unlinked_only, unsigned *sends);
/* *st is what the sandbox has at path now, read after filecache_attr
 * counted sends. When path is open here with clean data of another
 * version, the sandbox changed it behind the mount (a command, a
 * process): the same file changed in place, every descriptor reads the
 * new data from its next use on, as on a local disk (`tail -f` of a log a
 * command appends to); another file took the name (a rename over it),
 * the open data leaves the name, for the descriptors open on it, as a
 * replaced file stays readable through them. Nothing when an upload was
 * answered since sends (st may be older than it), or while a descriptor
 * here can write it. */
void filecache_seen(struct filecache *fc, const char *id, const char *path,
		    const struct sbx_stat *st, unsigned sends);
/* Whether a file that left path that way is still open here: an open of
 * path then bypasses the kernel's page cache (direct I/O), which the two
 * share (one inode for one name in the path API). */
bool filecache_shadowed(struct filecache *fc, const char *id, const char *path);
/* Uploads answered so far in fc (from 1; see filecache_attr). */
unsigned filecache_sends(struct filecache *fc);
/* The attributes of the file open (or holding unsent data) here under
 * path, as this mount sees them; false when none is, or when the
 * sandbox refused its create (its name is not there). */
bool filecache_open_stat(struct filecache *fc, const char *id, const char *path,
			 struct sbx_stat *st);
/* Nodes held for a moment, as a lookup holds one (fc_ungrab lets each go):
 * what must look at nodes under their own lock picks them under fc->lock
 * first (lock order). Also a fence (filecache_fence). */
struct fc_held {
	struct fc_node **v;
	size_t n, cap;
};
/* An unlink or rename of path in sandbox id is about to be sent:
 * waits for the uploads in flight of the files open here at path (below:
 * and below it, for a directory) and holds back those that would start,
 * until filecache_unfence, so that every upload of them reaches the
 * sandbox either before the change or after it, under the name the change
 * left them (none, once removed: filecache_unlink, filecache_hide; the
 * new one, once renamed: filecache_rename). Call filecache_unfence(f)
 * once the change and its changes_* are done (or refused). No upload of
 * a fenced file may be made by the caller meanwhile (it would wait for
 * itself). */
void filecache_fence(struct filecache *fc, const char *id, const char *path, bool below,
		     struct fc_held *f);
void filecache_unfence(struct filecache *fc, struct fc_held *f);
/* Uploads path's node if dirty (before chmod/rename/utimens of the path). */
int filecache_flush_path(struct filecache *fc, const char *id, const char *path,
			 struct sbx_stat *st, bool *uploaded);
/* path (attributes *st) is a name of a hard-linked file open and written
 * under another name here: that data goes to the sandbox now, so that
 * opening path reads it (each name has its own node). 1: it uploaded. */
int filecache_flush_link(struct filecache *fc, const char *id, const char *path,
			 const struct sbx_stat *st);
/* Retries now the uploads of closed files of sandbox id that failed
 * transiently: before a command runs in the sandbox. Returns the first
 * error (the data stays for the flusher). */
int filecache_flush_pending(struct filecache *fc, const char *id);
/* A descriptor opened for writing (flags of filecache_open) is being
 * closed: before filecache_release. */
void filecache_writer_closed(struct fc_node *n);
/* Truncates an open node of path, or (st: path's attributes, may be NULL)
 * of another name of the same hard-linked file, and uploads it: the
 * upload's errno. -ENOENT when none is open. *up:
 * the attributes the upload answered (mode 0: none sent); *own: the node
 * was path's own. */
int filecache_truncate_path(struct filecache *fc, const char *id, const char *path, off_t size,
			    const struct sbx_stat *st, struct sbx_stat *up, bool *own);
/* n was opened with O_TRUNC and is one name of hard-linked sandbox inode
 * ino: the other names open here (each has its own node) are cut to size
 * too, so that none of them later uploads the data O_TRUNC removed; each
 * that no descriptor able to write holds is uploaded now. */
void filecache_truncate_links(struct filecache *fc, struct fc_node *n, ino_t ino, off_t size);
/* The sandbox file of attributes *st (in sandbox id) got or lost a name:
 * its open nodes (under any name) take its link count, so that what they
 * write later tells the other names (workspace.c ws_data_changed). */
void filecache_set_links(struct filecache *fc, const char *id, const struct sbx_stat *st);
/* The sandbox file's attributes are now *st (we changed its metadata, or
 * learnt them): a clean node's sandbox version becomes (size, mtime); an
 * open node remembers them for fstat after an unlink. */
void filecache_set_version(struct filecache *fc, const char *id, const char *path,
			   const struct sbx_stat *st);
/* We changed the sandbox file's metadata and the server did not say what
 * it has now (a bridge): a clean node no longer knows its version (the
 * next open downloads; filecache_seen takes no change for the sandbox's). */
void filecache_version_unknown(struct filecache *fc, const char *id, const char *path);
/* If path is an unlinked open file, or (unsent) holds data not yet sent
 * (and is not hard-linked), applies mode (unless NULL) and times (unless
 * NULL; UTIME_NOW/UTIME_OMIT as utimensat) to its local attributes and
 * returns 0: the unlinked file has no sandbox file, the unsent one takes
 * them to the sandbox with its data, in the same request (a chmod or
 * utimens shows in the sandbox when the data does, at close or fsync).
 * Else -ENOENT (the caller asks the sandbox). */
int filecache_setattr_local(struct filecache *fc, const char *id, const char *path,
			    const mode_t *mode, const struct timespec ts[2], bool unsent);
/* If path is an unlinked open file: it shows owner uid and group gid
 * ((uid_t)-1, (gid_t)-1: unchanged) from now on, and 0; else -ENOENT. */
int filecache_chown_unlinked(struct filecache *fc, const char *id, const char *path, uid_t uid,
			     gid_t gid);
/* path was unlinked: its node (if any) is detached (stays readable while
 * open, never uploaded). */
void filecache_unlink(struct filecache *fc, const char *id, const char *path);
/* path was unlinked while open and goes on living under hidden (a name no
 * listing shows): it stays usable there, never uploaded, until
 * filecache_unlink(hidden). */
void filecache_hide(struct filecache *fc, const char *id, const char *path, const char *hidden);
/* from (and everything below) moved to to; what was at to is detached.
 * nondir: from is known to be no directory, so only the nodes of the two
 * names are looked at (through the index, not a visit of every node). */
void filecache_rename(struct filecache *fc, const char *id, const char *from, const char *to,
		      bool nondir);
/* Closed clean files kept by default (-o file_cache_files=): each costs
 * about 750 bytes here and a spool file within the byte budget. 1024 made
 * every grep -r of a 3000-file tree download all of it again (an LRU
 * cycled by a scan larger than itself). */
#define FC_FILES_DEFAULT 8192
/* At most n closed clean files kept (default FC_FILES_DEFAULT, -o
 * file_cache_files=); the byte budget applies too. */
void filecache_set_max_files(struct filecache *fc, size_t n);
/* Spools files of up to FC_MEM_FILE_MAX bytes in dir, a private directory
 * in tmpfs (fs/recover.h: recover_mem_create), while those hold at most
 * max bytes together; a file that grows past either moves to the disk
 * spool. Set before the first open. */
#define FC_MEM_FILE_MAX ((off_t)1 << 20)
void filecache_set_mem(struct filecache *fc, const char *dir, size_t max);
/* Bytes of files spooled in memory now (tests). */
long long filecache_mem_bytes(struct filecache *fc);
/* a and b (and everything below each) swapped names, in one step
 * (RENAME_EXCHANGE). */
void filecache_exchange(struct filecache *fc, const char *id, const char *a, const char *b);
/* Detach every node of sandbox id (it was destroyed). */
void filecache_drop_sandbox(struct filecache *fc, const char *id);
/* A command ran in sandbox id: each open file's next read first compares
 * its data with the sandbox's file (one lstat), as a getattr would. */
void filecache_sandbox_changed(struct filecache *fc, const char *id);

/* Whether err is worth retrying later (the server could not be reached or
 * asked us to come back); anything else is the sandbox's final answer. */
bool filecache_transient(int err);

/* For tests only: fn runs inside every release, between deciding whether
 * it drops the last reference and acting on it. NULL: none. */
void filecache_test_release_hook(void (*fn)(void));
/* Test hook: spool files kept for new nodes, not nodes of their own
 * (emptied: only those the spares thread has emptied; else also those
 * waiting for it, or being emptied). */
int filecache_test_recycled(struct filecache *fc, bool emptied);
/* Test hook: nodes whose place on the active list is wrong (on it but
 * neither referenced nor pending, or off it but either), plus list
 * entries that are no node's; 0 when the list is right. */
int filecache_test_active_wrong(struct filecache *fc);
/* Test hook: creates put off and not yet sent or refused. */
int filecache_test_unborn(struct filecache *fc);

#endif
