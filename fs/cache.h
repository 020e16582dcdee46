/* cache — the metadata cache of the workspace (attributes, symlink targets,
 * complete directory listings, negative entries), keyed by mount path
 * ("/<id>/workspace/src/a.c"). The consistency rules are in cache.c.
 *
 * Thread-safe (one mutex). Lookups copy out; the caller owns what it gets.
 */
#ifndef SBXFS_CACHE_H
#define SBXFS_CACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "sbx.h"

struct cache;

enum cache_result {
	CACHE_MISS = 0,	    /* unknown or stale: ask the server */
	CACHE_HIT = 1,	    /* *st (and *link) filled */
	CACHE_NEGATIVE = 2, /* known not to exist */
};

/* timeout in seconds; 0 disables caching (every lookup misses). now: a
 * monotonic clock in seconds, NULL for CLOCK_MONOTONIC (tests pass their own). */
int cache_new(double timeout, double (*now)(void), struct cache **out);
void cache_free(struct cache *c);

/* Generation: read it before sending a request and hand it to the
 * cache_put_* that stores the answer; the answer is dropped when the cache
 * was changed locally meanwhile (a write through the mount raced it). */
uint64_t cache_gen(struct cache *c);

/* Lookup of one path. link (may be NULL) gets a malloc'd symlink target
 * (NULL for non-links) on CACHE_HIT. */
enum cache_result cache_get(struct cache *c, const char *path, struct sbx_stat *st, char **link);
void cache_put(struct cache *c, uint64_t gen, const char *path, const struct sbx_stat *st,
	       const char *link);
void cache_put_negative(struct cache *c, uint64_t gen, const char *path);
/* What a change made through the mount left at path (the server's answer
 * to it, or to the upload): stored, and every answer still in flight is
 * dropped as cache_put drops it after a local change. They were read
 * before this change: a listing of the parent fetched while a file was
 * being uploaded shows the file as it was, and stored after the upload's
 * attributes it would stand for the timeout (B31 in the exerciser's
 * notes: the next open took its old size for the sandbox's and emptied
 * the open file's data). */
void cache_put_changed(struct cache *c, const char *path, const struct sbx_stat *st,
		       const char *link);

/* A complete listing of directory `path` (children get their attributes). */
void cache_put_dir(struct cache *c, uint64_t gen, const char *path, const struct sbx_dir *d);
/* A fresh complete listing, copied: names[i] with attributes st[i]
 * (have[i] false when only the name is known). Free with
 * cache_listing_release(). CACHE_MISS when none. */
struct cache_listing {
	char **names;
	struct sbx_stat *st;
	bool *have;
	size_t n;
};
enum cache_result cache_get_dir(struct cache *c, const char *path, struct cache_listing *out);
void cache_listing_release(struct cache_listing *l);
/* path has a fresh complete listing. */
bool cache_has_dir(struct cache *c, const char *path);

/* ---- changes made through the mount -------------------------------- */

/* Every change below marks the parent directory's own attributes stale
 * (its listing is kept up to date): the caller stores the server's values
 * when the answer carried them. */
/* path was created: it joins its parent's listing; st NULL when its
 * attributes are unknown (they will be fetched); a created directory
 * (st says S_IFDIR) starts with a complete, empty listing. */
void cache_add(struct cache *c, const char *path, const struct sbx_stat *st, const char *link);
/* A regular file created here whose create the server has not had yet
 * (fs/filecache.c: folded into its upload): as cache_add, but the parent's
 * known attributes stay known, with the mtime and ctime the create gives
 * them (st's mtime), rather than asked again. */
void cache_add_unsent(struct cache *c, const char *path, const struct sbx_stat *st);
/* path (and everything below it) was removed. */
void cache_remove(struct cache *c, const char *path);
/* from (and everything below) now lives at to, replacing what was there. */
void cache_rename(struct cache *c, const char *from, const char *to);
/* path's attributes changed in a way we cannot predict: forget them, but
 * keep knowing that it exists. */
void cache_invalidate(struct cache *c, const char *path);
/* The file of sandbox inode ino changed (its link count, its data): every
 * name of it below prefix ("/<id>") but except (NULL: none) is asked for
 * again. Hard links are names the cache cannot otherwise connect. each
 * (may be NULL) is told every such name, under the cache's lock: it must
 * only copy it. */
void cache_forget_ino(struct cache *c, const char *prefix, ino_t ino, const char *except,
		      void (*each)(void *arg, const char *path), void *arg);
/* As cache_forget_ino, but every such name whose attributes are fresh now
 * has attributes *st (of inode ino: what the server said all its names show
 * after a change of one, an unlink's "left"); the others are forgotten (st
 * NULL: all of them, cache_forget_ino). */
void cache_set_ino(struct cache *c, const char *prefix, ino_t ino, const char *except,
		   const struct sbx_stat *st, void (*each)(void *arg, const char *path), void *arg);
/* Forget everything at or below prefix ("/<id>" drops a sandbox). */
void cache_drop_prefix(struct cache *c, const char *prefix);

/* Entries held, fresh or not yet swept (tests). */
size_t cache_count(struct cache *c);
/* Tests: whether every count of entries below a path is exact (a visit
 * of every entry for each path); *hits (optional): how many paths have
 * fresh attributes. */
bool cache_check(struct cache *c, size_t *hits);

#endif
