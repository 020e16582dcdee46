/* spool — an append-mostly byte stream kept in an unlinked temporary file.
 *
 * Command output (any size: it lives on disk, never whole in memory),
 * snapshot tars and process logs are spooled here. One thread writes while
 * any number of readers read at their own offsets; a reader that reaches the
 * end of a spool that is not finished yet may block until more data arrives
 * or the writer finishes, polling an `interrupted` callback at least every
 * 100 ms so that Ctrl-C on a blocked `cat` returns promptly.
 *
 * Spools are reference-counted: spool_new() returns one reference, each
 * spool_ref() adds one, spool_unref() drops one and frees on the last.
 * All functions are thread-safe.
 */
#ifndef SBXFS_SPOOL_H
#define SBXFS_SPOOL_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

struct spool;

/* A new empty spool backed by an unlinked file in dir (a private directory
 * of the mount). */
int spool_new(const char *dir, struct spool **out);
/* The same, the file made at the first write (a spool that stays empty,
 * the output of most commands, costs no file: 30-40 us each on ext4).
 * spool_fd is -1 until then: for spools written by spool_write_at and
 * spool_append only. A file that cannot be made fails that write. */
int spool_new_lazy(const char *dir, struct spool **out);
struct spool *spool_ref(struct spool *s);
void spool_unref(struct spool *s); /* NULL ok */

/* Writes len bytes at off (growing the size to off + len if needed) /
 * at the end. -ENOSPC etc. from the disk; -EFBIG past limit (see below). */
int spool_write_at(struct spool *s, off_t off, const void *data, size_t len);
int spool_append(struct spool *s, const void *data, size_t len);
/* Refuse to grow past max bytes (-EFBIG); 0 = no limit. */
void spool_set_limit(struct spool *s, off_t max);
/* The limit every spool made after this starts with (0, none, until set):
 * what sandbox programs print is kept on the host's disk, and must not
 * cost it without bound (-o output_max_mb). A terminal's segments stay
 * below it; a snapshot sets its own. */
void spool_set_default_limit(off_t max);
/* Marks the stream complete: blocked readers return what is left, then EOF. */
void spool_finish(struct spool *s);
/* Marks the stream broken (err < 0): readers return what is left, then err
 * instead of EOF, at every read at the end (a `cat` then fails, as it
 * should when the output it streamed was cut off). */
void spool_fail(struct spool *s, int err);
bool spool_finished(struct spool *s);
off_t spool_size(struct spool *s);

/* The backing descriptor (owned by the spool), for whole-file transfers
 * (sbx_persist / sbx_hydrate_fd). After writing to it directly, tell the
 * spool its new size with spool_sync_size(). */
int spool_fd(struct spool *s);
int spool_sync_size(struct spool *s);

/* Reads up to size bytes at off. Returns as soon as any data is available
 * (a short read is normal), 0 at the end of a finished spool. When block is
 * true and off is at the end of an unfinished spool, waits for data; then
 * interrupted(arg) (may be NULL) is polled every <= 100 ms and -EINTR
 * returned once it says so. When block is false, -EAGAIN instead of
 * waiting. */
ssize_t spool_read(struct spool *s, void *buf, size_t size, off_t off, bool block,
		   bool (*interrupted)(void *arg), void *arg);
/* The same with a bounded wait: max_wait_ms < 0 waits as long as needed,
 * otherwise -EAGAIN once max_wait_ms passed without data. */
ssize_t spool_read_wait(struct spool *s, void *buf, size_t size, off_t off, long max_wait_ms,
			bool (*interrupted)(void *arg), void *arg);
/* Whether a read at off returns without waiting (NULL: yes). */
bool spool_readable(struct spool *s, off_t off);

#endif
