/* logstore.h — a bounded, sequenced event log on disk: the combined output
 * of one managed process or terminal (the next bridge's process logs).
 *
 * Every event gets the next sequence number (1, 2, ...): output chunks
 * (stdout, stderr, terminal data) and, last, one terminal event carrying the
 * outcome as JSON. Events live in two segment files in a directory sbxd
 * owns (never inside the sandbox); when the newer segment reaches half the
 * store's byte limit, the older one is deleted, so a store never holds more
 * than its limit and the oldest events vanish first. Readers that fall
 * behind an eviction get one "truncated" event and continue at the oldest
 * retained event, as in the bridge. Unlike the bridge, sbxd lets a live
 * follower that is still reading the older segment hold the writer (and so
 * the process, through its pipe) for as long as it makes progress, so that
 * a client following a process's output (libsbx's exec on processes) loses
 * nothing while it keeps reading.
 *
 * Cursors are the bridge's: base64url("v1." + base64url(store id) + "." +
 * sequence), opaque to clients; a cursor of another store, from the future,
 * or malformed is refused.
 *
 * Threads: a store is shared by its writer (one reader thread of sbxd) and
 * any number of subscriptions on HTTP threads; its mutex guards the files
 * and the index. A subscription is used by one thread at a time. Each
 * subscription owns an eventfd that becomes readable when the store changed,
 * so a follower can wait for new events together with its socket in poll().
 */
#ifndef SBXD_LOGSTORE_H
#define SBXD_LOGSTORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum log_type {
	LOG_STDOUT = 1,
	LOG_STDERR = 2,
	LOG_DATA = 3,	   /* terminal output */
	LOG_TERMINAL = 4,  /* the last event: data is the outcome as JSON */
	LOG_TRUNCATED = 5, /* only from logsub_next: events were evicted */
};

#define LOG_CHUNK_MAX (64 * 1024) /* bytes of one output event at most */
#define LOG_CURSOR_MAX 192	  /* room for any cursor string + NUL */

struct log_event {
	enum log_type type;
	uint64_t seq;	  /* 0 for LOG_TRUNCATED */
	int64_t ts_ms;	  /* wall clock, ms since the epoch */
	const void *data; /* valid until the next logsub_next/logsub_free */
	size_t len;
};

struct logstore;
struct logsub;

/* Creates an empty store named id (the cursor's store id) in dirfd (kept
 * open by the caller while the store lives), at most max_bytes of event
 * data and headers. Files of an older store of that name are replaced. */
int logstore_new(int dirfd, const char *id, size_t max_bytes, struct logstore **out);
/* Removes the store's files and frees it. Subscriptions must be gone. NULL ok. */
void logstore_free(struct logstore *ls);

/* Appends an output event (len 1..LOG_CHUNK_MAX; longer data is split).
 * -EPIPE after the terminal event. A failed write evicts (readers see
 * "truncated") rather than blocking the writer. */
int logstore_append(struct logstore *ls, enum log_type type, const void *data, size_t len);
/* Appends the terminal event (JSON text of the outcome; ts_ms 0: now) and
 * wakes followers; nothing can be appended after it. */
int logstore_finish(struct logstore *ls, const char *json, int64_t ts_ms);
bool logstore_finished(struct logstore *ls);
uint64_t logstore_last_seq(struct logstore *ls);

/* Cursor text of seq (NUL-terminated, < LOG_CURSOR_MAX). */
void logstore_cursor(const struct logstore *ls, uint64_t seq, char *buf, size_t len);
/* The sequence a cursor names. -EINVAL malformed ("Invalid byte log
 * cursor"), -EXDEV another store, -ERANGE from the future; the bridge's
 * words are put in *why. */
int logstore_parse_cursor(struct logstore *ls, const char *cursor, uint64_t *seq, const char **why);

/* A reader: events after seq `after` (0 = from the start) when replay, else
 * only events appended from now on; follow: keep waiting for events until
 * the terminal one, else stop at the last event that exists now. */
int logstore_subscribe(struct logstore *ls, uint64_t after, bool replay, bool follow,
		       struct logsub **out);
/* 1 with the next event in *ev, 0 when the subscription is complete, or
 * -EAGAIN when a follower has nothing yet (wait on logsub_fd). -errno. */
int logsub_next(struct logsub *s, struct log_event *ev);
/* Readable when logsub_next may have something new; logsub_next drains it. */
int logsub_fd(const struct logsub *s);
void logsub_free(struct logsub *s); /* NULL ok */

#endif
