/* test_cache.c — the metadata cache (fs/cache.c): freshness, negative
 * answers from complete listings, local changes, the race generation. A
 * fake clock drives time. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cache.h"

static double fake_now;

static double clock_fn(void)
{
	return fake_now;
}

static struct cache *mk(double timeout)
{
	struct cache *c = NULL;

	fake_now = 100;
	assert_int_equal(cache_new(timeout, clock_fn, &c), 0);
	return c;
}

static struct sbx_stat st_of(mode_t mode, off_t size)
{
	struct sbx_stat s = {.mode = mode, .size = size, .nlink = 1};

	return s;
}

static void count_told(void *arg, const char *path)
{
	(*(int *)arg)++;
	(void)path;
}

/* A listing of /w with files a, b and dir d. */
static void put_listing(struct cache *c)
{
	struct sbx_dirent e[3] = {
	    {.name = (char *)"b", .st = st_of(S_IFREG | 0644, 2)},
	    {.name = (char *)"a", .st = st_of(S_IFREG | 0644, 1)},
	    {.name = (char *)"d", .st = st_of(S_IFDIR | 0755, 0)},
	};
	struct sbx_dir d = {.ents = e, .n = 3};

	cache_put_dir(c, cache_gen(c), "/i/w", &d);
}

static void test_listing_answers_children_and_absent_names(void **state)
{
	struct cache *c = mk(5);
	struct sbx_stat s;

	put_listing(c);
	assert_int_equal(cache_get(c, "/i/w/a", &s, NULL), CACHE_HIT);
	assert_int_equal(s.size, 1);
	assert_int_equal(cache_get(c, "/i/w/.a.swp", &s, NULL), CACHE_NEGATIVE);
	assert_int_equal(cache_get(c, "/i/w/d/x", &s, NULL), CACHE_MISS);
	assert_true(cache_has_dir(c, "/i/w"));
	cache_free(c);
}

static void test_facts_expire_after_the_timeout(void **state)
{
	struct cache *c = mk(5);
	struct sbx_stat s;

	put_listing(c);
	fake_now += 4.9;
	assert_int_equal(cache_get(c, "/i/w/a", &s, NULL), CACHE_HIT);
	fake_now += 0.2;
	assert_int_equal(cache_get(c, "/i/w/a", &s, NULL), CACHE_MISS);
	assert_int_equal(cache_get(c, "/i/w/zz", &s, NULL), CACHE_MISS);
	cache_free(c);
}

/* An unlink of one name of a hard-linked file gives its other names the
 * file's new attributes (cache_set_ino), but no new lease: a name's tie to
 * the inode is as old as what the cache knew of it (a sandbox process may
 * have replaced the name since), and a name of another type is not that
 * file (it is forgotten). */
static void test_new_attributes_of_a_link_keep_the_name_s_age(void **state)
{
	struct cache *c = mk(5);
	struct sbx_stat f = st_of(S_IFREG | 0644, 2), d = st_of(S_IFDIR | 0755, 0), now, s;
	int told = 0;

	(void)state;
	f.ino = d.ino = 9;
	f.nlink = 3;
	cache_put(c, cache_gen(c), "/i/w/b", &f, NULL);
	cache_put(c, cache_gen(c), "/i/w/d", &d, NULL);
	fake_now += 4;
	now = f;
	now.nlink = 2;
	now.ctime.tv_sec = 77;
	cache_set_ino(c, "/i", 9, "/i/w/a", &now, count_told, &told);
	assert_int_equal(cache_get(c, "/i/w/b", &s, NULL), CACHE_HIT);
	assert_int_equal(s.nlink, 2);
	assert_int_equal(s.ctime.tv_sec, 77);
	assert_int_equal(cache_get(c, "/i/w/d", &s, NULL), CACHE_MISS);
	assert_int_equal(told, 2);
	fake_now += 1.1; /* 5.1 s after the cache learnt b: no longer known */
	assert_int_equal(cache_get(c, "/i/w/b", &s, NULL), CACHE_MISS);
	cache_free(c);
}

static void test_timeout_zero_disables_caching(void **state)
{
	struct cache *c = mk(0);
	struct sbx_stat s = st_of(S_IFREG, 1);

	cache_put(c, cache_gen(c), "/i/w/a", &s, NULL);
	put_listing(c);
	assert_int_equal(cache_get(c, "/i/w/a", &s, NULL), CACHE_MISS);
	assert_int_equal(cache_get(c, "/i/w/q", &s, NULL), CACHE_MISS);
	cache_free(c);
}

static void test_reply_older_than_a_local_change_is_dropped(void **state)
{
	struct cache *c = mk(5);
	struct sbx_stat s = st_of(S_IFREG, 7);
	uint64_t gen = cache_gen(c);

	cache_invalidate(c, "/i/w/a"); /* a write raced the request */
	cache_put(c, gen, "/i/w/a", &s, NULL);
	assert_int_equal(cache_get(c, "/i/w/a", &s, NULL), CACHE_MISS);
	cache_free(c);
}

static void test_create_and_remove_update_the_listing(void **state)
{
	struct cache *c = mk(5);
	struct sbx_stat s = st_of(S_IFREG | 0600, 0);
	struct cache_listing l;

	put_listing(c);
	cache_add(c, "/i/w/new", &s, NULL);
	assert_int_equal(cache_get(c, "/i/w/new", &s, NULL), CACHE_HIT);
	cache_add(c, "/i/w/unknown", NULL, NULL); /* exists, attrs to fetch */
	assert_int_equal(cache_get(c, "/i/w/unknown", &s, NULL), CACHE_MISS);
	cache_remove(c, "/i/w/a");
	assert_int_equal(cache_get(c, "/i/w/a", &s, NULL), CACHE_NEGATIVE);
	assert_int_equal(cache_get_dir(c, "/i/w", &l), CACHE_HIT);
	assert_int_equal(l.n, 4);
	assert_string_equal(l.names[0], "b");
	assert_string_equal(l.names[1], "d");
	assert_string_equal(l.names[2], "new");
	assert_string_equal(l.names[3], "unknown");
	cache_listing_release(&l);
	cache_free(c);
}

static void test_new_directory_starts_complete_and_empty(void **state)
{
	struct cache *c = mk(5);
	struct sbx_stat s = st_of(S_IFDIR | 0755, 0);

	cache_add(c, "/i/w/nd", &s, NULL);
	assert_true(cache_has_dir(c, "/i/w/nd"));
	assert_int_equal(cache_get(c, "/i/w/nd/anything", &s, NULL), CACHE_NEGATIVE);
	cache_free(c);
}

static void test_rename_moves_a_subtree(void **state)
{
	struct cache *c = mk(5);
	struct sbx_stat s = st_of(S_IFREG, 3);
	struct sbx_dirent e[1] = {{.name = (char *)"f", .st = st_of(S_IFREG | 0644, 9)}};
	struct sbx_dir d = {.ents = e, .n = 1};

	put_listing(c);
	cache_put_dir(c, cache_gen(c), "/i/w/d", &d);
	cache_rename(c, "/i/w/d", "/i/w/e");
	assert_int_equal(cache_get(c, "/i/w/d", &s, NULL), CACHE_NEGATIVE);
	assert_int_equal(cache_get(c, "/i/w/d/f", &s, NULL), CACHE_MISS);
	assert_int_equal(cache_get(c, "/i/w/e/f", &s, NULL), CACHE_HIT);
	assert_int_equal(s.size, 9);
	assert_int_equal(cache_get(c, "/i/w/e", &s, NULL), CACHE_HIT);
	assert_true(S_ISDIR(s.mode));
	/* rename over an existing file replaces it */
	cache_rename(c, "/i/w/a", "/i/w/b");
	assert_int_equal(cache_get(c, "/i/w/b", &s, NULL), CACHE_HIT);
	assert_int_equal(s.size, 1);
	assert_int_equal(cache_get(c, "/i/w/a", &s, NULL), CACHE_NEGATIVE);
	cache_free(c);
}

static void test_newer_listing_beats_older_entry(void **state)
{
	struct cache *c = mk(5);
	struct sbx_stat s = st_of(S_IFREG, 3);
	struct sbx_dir empty = {0};

	cache_put(c, cache_gen(c), "/i/w/gone", &s, NULL);
	fake_now += 1;
	cache_put_dir(c, cache_gen(c), "/i/w", &empty);
	assert_int_equal(cache_get(c, "/i/w/gone", &s, NULL), CACHE_NEGATIVE);
	cache_free(c);
}

static void test_drop_prefix_forgets_one_sandbox(void **state)
{
	struct cache *c = mk(5);
	struct sbx_stat s = st_of(S_IFREG, 3);

	put_listing(c);
	cache_put(c, cache_gen(c), "/j/w/a", &s, NULL);
	cache_drop_prefix(c, "/i");
	assert_int_equal(cache_get(c, "/i/w/a", &s, NULL), CACHE_MISS);
	assert_int_equal(cache_get(c, "/j/w/a", &s, NULL), CACHE_HIT);
	cache_free(c);
}

static void test_many_entries_survive_growth_and_sweeps(void **state)
{
	struct cache *c = mk(5);
	struct sbx_stat s;
	char p[64];

	for (int i = 0; i < 70000; i++) {
		s = st_of(S_IFREG, i);
		snprintf(p, sizeof(p), "/i/w/f%d", i);
		cache_put(c, cache_gen(c), p, &s, NULL);
	}
	for (int i = 0; i < 70000; i += 997) {
		snprintf(p, sizeof(p), "/i/w/f%d", i);
		assert_int_equal(cache_get(c, p, &s, NULL), CACHE_HIT);
		assert_int_equal(s.size, i);
	}
	fake_now += 10; /* everything stale: the next sweeps drop it */
	for (int i = 0; i < 10000; i++) {
		s = st_of(S_IFREG, i);
		snprintf(p, sizeof(p), "/j/w/g%d", i);
		cache_put(c, cache_gen(c), p, &s, NULL);
	}
	assert_int_equal(cache_get(c, "/j/w/g9999", &s, NULL), CACHE_HIT);
	assert_int_equal(cache_get(c, "/i/w/f3", &s, NULL), CACHE_MISS);
	cache_free(c);
}

/* A file created through the mount reaches the server at close; a listing
 * fetched meanwhile (the old one expired) must still name it, and storing
 * its attributes after the upload names it in the parent's listing. */
static bool dir_has(struct cache *c, const char *dir, const char *name)
{
	struct cache_listing l = {0};
	bool found = false;

	if (cache_get_dir(c, dir, &l) != CACHE_HIT)
		return false;
	for (size_t i = 0; i < l.n; i++)
		found |= strcmp(l.names[i], name) == 0;
	cache_listing_release(&l);
	return found;
}

static void test_listing_fetched_before_an_upload_keeps_local_names(void **state)
{
	struct cache *c = mk(2);
	struct sbx_stat f = st_of(S_IFREG | 0644, 0);
	struct sbx_dir empty = {0};
	struct sbx_dirent one = {.name = (char *)"new", .st = st_of(S_IFREG | 0644, 9)};
	struct sbx_dir withnew = {.ents = &one, .n = 1};

	put_listing(c);
	fake_now += 3;			    /* the listing expired */
	cache_add(c, "/i/w/new", &f, NULL); /* created, still open */
	fake_now += 0.5;
	cache_put_dir(c, cache_gen(c), "/i/w", &empty); /* server: not there yet */
	assert_true(dir_has(c, "/i/w", "new"));
	assert_false(dir_has(c, "/i/w", "a"));
	assert_int_equal(cache_get(c, "/i/w/new", NULL, NULL), CACHE_HIT);
	/* once the server shows it, it is an ordinary entry again */
	cache_put_dir(c, cache_gen(c), "/i/w", &withnew);
	assert_true(dir_has(c, "/i/w", "new"));
	fake_now += 0.5;
	cache_put_dir(c, cache_gen(c), "/i/w", &empty); /* removed in the sandbox */
	assert_false(dir_has(c, "/i/w", "new"));
	/* a local name the server never shows goes after the timeout */
	cache_add(c, "/i/w/gone", &f, NULL);
	fake_now += 2.5;
	cache_put_dir(c, cache_gen(c), "/i/w", &empty);
	assert_false(dir_has(c, "/i/w", "gone"));
	cache_free(c);
}

static void test_stored_attributes_join_the_parent_listing(void **state)
{
	struct cache *c = mk(5);
	struct sbx_stat f = st_of(S_IFREG | 0644, 7);
	struct sbx_dir empty = {0};

	cache_put_dir(c, cache_gen(c), "/i/w", &empty);
	assert_false(dir_has(c, "/i/w", "up"));
	cache_put(c, cache_gen(c), "/i/w/up", &f, NULL); /* e.g. after an upload */
	assert_true(dir_has(c, "/i/w", "up"));
	assert_int_equal(cache_get(c, "/i/w/up", NULL, NULL), CACHE_HIT);
	cache_free(c);
}

static void test_a_change_in_a_directory_makes_its_own_attributes_stale(void **state)
{
	struct cache *c = mk(5);
	struct sbx_stat s, dir = st_of(S_IFDIR | 0755, 0);

	dir.nlink = 2;
	cache_put(c, cache_gen(c), "/i/w/p", &dir, NULL);
	cache_put(c, cache_gen(c), "/i/w/q", &dir, NULL);
	cache_add(c, "/i/w/p/s", &dir, NULL);
	/* never a guessed mtime or link count: asked for again */
	assert_int_equal(cache_get(c, "/i/w/p", &s, NULL), CACHE_MISS);
	dir.nlink = 3;
	cache_put(c, cache_gen(c), "/i/w/p", &dir, NULL); /* the server's answer */
	assert_int_equal(cache_get(c, "/i/w/p", &s, NULL), CACHE_HIT);
	assert_int_equal(s.nlink, 3);
	cache_rename(c, "/i/w/p/s", "/i/w/q/s");
	assert_int_equal(cache_get(c, "/i/w/p", &s, NULL), CACHE_MISS);
	assert_int_equal(cache_get(c, "/i/w/q", &s, NULL), CACHE_MISS);
	cache_remove(c, "/i/w/q/s");
	assert_int_equal(cache_get(c, "/i/w/q", &s, NULL), CACHE_MISS);
	cache_free(c);
}

/* Entries are stored packed (cache.c MEMORY): every field a server can
 * report comes back exactly, the extremes included. */
static void test_attributes_come_back_exactly(void **state)
{
	struct cache *c = mk(5);
	struct sbx_stat in = {
	    .mode = S_IFREG | 06755,
	    .size = INT64_MAX - 1,
	    .nlink = 4000000000u,
	    .uid = 4294967294u,
	    .gid = 12345,
	    .ino = UINT64_MAX - 7,
	    .atime = {.tv_sec = -1, .tv_nsec = 999999999},
	    .mtime = {.tv_sec = INT64_MAX / 2, .tv_nsec = 1},
	    .ctime = {.tv_sec = 1700000000, .tv_nsec = 500000000},
	    .has_blocks = true,
	    .blocks = (blkcnt_t)1 << 40,
	    .has_ouid = false,
	    .has_ogid = true,
	    .ouid = 0,
	    .ogid = 4294967293u,
	};
	struct sbx_stat out;
	struct sbx_dirent e[1] = {{.name = (char *)"x", .link = (char *)"../t", .st = in}};
	struct sbx_dir d = {.ents = e, .n = 1};
	struct cache_listing l = {0};
	char *lk = NULL;

	e[0].st.mode = S_IFLNK | 0777;
	cache_put(c, cache_gen(c), "/i/w/f", &in, NULL);
	memset(&out, 0xa5, sizeof(out));
	assert_int_equal(cache_get(c, "/i/w/f", &out, NULL), CACHE_HIT);
	assert_true(out.mode == in.mode && out.size == in.size && out.nlink == in.nlink);
	assert_true(out.uid == in.uid && out.gid == in.gid && out.ino == in.ino);
	assert_true(out.atime.tv_sec == -1 && out.atime.tv_nsec == 999999999);
	assert_true(out.mtime.tv_sec == INT64_MAX / 2 && out.mtime.tv_nsec == 1);
	assert_true(out.ctime.tv_sec == 1700000000 && out.ctime.tv_nsec == 500000000);
	assert_true(out.has_blocks && out.blocks == in.blocks);
	assert_true(!out.has_ouid && out.has_ogid && out.ogid == in.ogid);
	/* a listing's children, and a symlink's target */
	cache_put_dir(c, cache_gen(c), "/i/w", &d);
	assert_int_equal(cache_get(c, "/i/w/x", &out, &lk), CACHE_HIT);
	assert_string_equal(lk, "../t");
	free(lk);
	assert_int_equal(out.ino, in.ino);
	assert_int_equal(cache_get_dir(c, "/i/w", &l), CACHE_HIT);
	assert_int_equal(l.n, 1);
	assert_true(l.have[0] && l.st[0].size == in.size &&
		    l.st[0].mtime.tv_sec == in.mtime.tv_sec);
	cache_listing_release(&l);
	cache_free(c);
}

/* A listing stores its names in one buffer: thousands of creates and
 * removes (garbage, compaction) keep it exact and sorted. */
static void test_a_listing_stays_exact_through_many_changes(void **state)
{
	struct cache *c = mk(5);
	struct sbx_stat f = st_of(S_IFREG | 0644, 1), s;
	struct sbx_dir empty = {0};
	struct cache_listing l = {0};
	char p[64];

	cache_put_dir(c, cache_gen(c), "/i/w", &empty);
	for (int i = 0; i < 5000; i++) {
		snprintf(p, sizeof(p), "/i/w/a-rather-long-file-name-%05d", i);
		cache_add(c, p, &f, NULL);
	}
	for (int i = 0; i < 5000; i++)
		if (i % 3) {
			snprintf(p, sizeof(p), "/i/w/a-rather-long-file-name-%05d", i);
			cache_remove(c, p);
		}
	cache_add(c, "/i/w/0first", &f, NULL);
	assert_int_equal(cache_get_dir(c, "/i/w", &l), CACHE_HIT);
	assert_int_equal(l.n, 1 + (5000 + 2) / 3);
	assert_string_equal(l.names[0], "0first");
	for (size_t i = 1; i < l.n; i++) {
		snprintf(p, sizeof(p), "a-rather-long-file-name-%05zu", (i - 1) * 3);
		assert_string_equal(l.names[i], p);
	}
	cache_listing_release(&l);
	assert_int_equal(cache_get(c, "/i/w/a-rather-long-file-name-00001", &s, NULL),
			 CACHE_NEGATIVE);
	assert_int_equal(cache_get(c, "/i/w/a-rather-long-file-name-04998", &s, NULL), CACHE_HIT);
	cache_free(c);
}

/* A path lives inside its entry: renames to longer and shorter names move
 * attributes and listings of a whole subtree intact. */
static void test_renames_to_longer_and_shorter_paths_keep_everything(void **state)
{
	struct cache *c = mk(5);
	struct sbx_stat s, dir = st_of(S_IFDIR | 0755, 0);
	struct sbx_dirent e[2] = {{.name = (char *)"f", .st = st_of(S_IFREG | 0644, 9)},
				  {.name = (char *)"g", .st = st_of(S_IFREG | 0644, 8)}};
	struct sbx_dir d = {.ents = e, .n = 2};
	const char *longer = "/i/w/a-much-longer-directory-name-than-before/and/deeper";

	cache_put(c, cache_gen(c), "/i/w/d", &dir, NULL);
	cache_put_dir(c, cache_gen(c), "/i/w/d", &d);
	cache_rename(c, "/i/w/d", longer);
	assert_true(dir_has(c, longer, "f") && dir_has(c, longer, "g"));
	assert_int_equal(
	    cache_get(c, "/i/w/a-much-longer-directory-name-than-before/and/deeper/g", &s, NULL),
	    CACHE_HIT);
	assert_int_equal(s.size, 8);
	cache_rename(c, longer, "/i/w/z");
	assert_true(dir_has(c, "/i/w/z", "f"));
	assert_int_equal(cache_get(c, "/i/w/z/f", &s, NULL), CACHE_HIT);
	assert_int_equal(s.size, 9);
	assert_int_equal(cache_get(c, "/i/w/z", &s, NULL), CACHE_HIT);
	assert_true(S_ISDIR(s.mode));
	assert_int_equal(cache_get(c, "/i/w/z/h", &s, NULL), CACHE_NEGATIVE);
	assert_int_equal(cache_get(c, longer, &s, NULL), CACHE_NEGATIVE);
	cache_free(c);
}

/* A long walk under a short timeout: what expired is swept as the cache
 * grows, so it holds what the window holds, a quarter more at most (and
 * at least 65536 entries before any sweep); what is fresh is all kept. */
static void test_a_long_walk_keeps_only_the_window(void **state)
{
	struct cache *c = mk(1);
	struct sbx_stat s = st_of(S_IFREG, 1);
	char p[64];
	size_t most = 0;

	for (int i = 0; i < 400000; i++) {
		if (i % 20000 == 0)
			fake_now += 0.5; /* 40k names a second: 40k fresh at a time */
		snprintf(p, sizeof(p), "/i/w/d%d/f%d", i / 1000, i);
		cache_put(c, cache_gen(c), p, &s, NULL);
		if (cache_count(c) > most)
			most = cache_count(c);
	}
	assert_true(most <= 65536 + 65536 / 4 + 4096);
	for (int i = 400000 - 20000; i < 400000; i += 101) {
		snprintf(p, sizeof(p), "/i/w/d%d/f%d", i / 1000, i);
		assert_int_equal(cache_get(c, p, &s, NULL), CACHE_HIT);
	}
	assert_true(cache_check(c, NULL)); /* what the sweeps removed, uncounted */
	cache_free(c);
}

/* Seeded random creates, removals, renames and drops over a small tree of
 * names, against a model of which paths the cache answers: the cache
 * answers exactly those, and its counts of what lies below each path
 * (what lets a file's create, unlink or rename skip visiting every entry)
 * and its index of inode numbers (a hard link's other names) stay exact,
 * with a file's change as with a directory's subtree. */
#define RND_N 39    /* the names operated on: 3 + 9 + 27 paths below /i/w */
#define RND_MAX 256 /* the model: paths answered (renames make deeper ones) */

struct rnd_model {
	char p[RND_MAX][64];
	uint64_t ino[RND_MAX];
	bool dir[RND_MAX];
	int n;
};

static void rnd_path(int k, char *out, size_t size)
{
	static const char *const names[] = {"a", "b", "c"};
	int depth = k < 3 ? 1 : k < 12 ? 2 : 3, idx = k < 3 ? k : k < 12 ? k - 3 : k - 12;
	int len = snprintf(out, size, "/i/w");

	for (int d = depth - 1; d >= 0; d--)
		len += snprintf(out + len, size - (size_t)len, "/%s",
				names[(idx / (d == 2   ? 9
					      : d == 1 ? 3
						       : 1)) %
				      3]);
}

static bool at_or_below(const char *p, const char *q)
{
	size_t n = strlen(q);

	return strncmp(p, q, n) == 0 && (p[n] == '\0' || p[n] == '/');
}

/* The model answers path k no more (the last one takes its place). */
static void rnd_drop(struct rnd_model *m, int k)
{
	m->n--;
	memcpy(m->p[k], m->p[m->n], sizeof(m->p[k]));
	m->ino[k] = m->ino[m->n];
	m->dir[k] = m->dir[m->n];
}

/* Forgets what is at or below q (parent: only q's parent itself). */
static void rnd_forget(struct rnd_model *m, const char *q, bool parent)
{
	size_t n = parent ? (size_t)(strrchr(q, '/') - q) : strlen(q);

	for (int k = 0; k < m->n;)
		if (parent ? strlen(m->p[k]) == n && strncmp(m->p[k], q, n) == 0
			   : at_or_below(m->p[k], q))
			rnd_drop(m, k);
		else
			k++;
}

static void rnd_add(struct rnd_model *m, const char *p, uint64_t ino, bool dir)
{
	assert_true(m->n < RND_MAX && strlen(p) < sizeof(m->p[0]));
	m->ino[m->n] = ino;
	m->dir[m->n] = dir;
	snprintf(m->p[m->n++], sizeof(m->p[0]), "%s", p);
}

static void test_random_changes_keep_answers_and_counts_exact(void **state)
{
	unsigned seed = 20261127;
	char paths[RND_N][32];
	struct rnd_model m = {.n = 0}, moved;
	struct cache *c = mk(5);
	struct sbx_stat s;
	size_t hits;

	for (int k = 0; k < RND_N; k++)
		rnd_path(k, paths[k], sizeof(paths[k]));
	for (int op = 0; op < 20000; op++) {
		int kind = rand_r(&seed) % 7;
		const char *p = paths[rand_r(&seed) % RND_N], *q = paths[rand_r(&seed) % RND_N];

		if (kind == 0) { /* a create: a file or a new (empty) directory */
			struct sbx_stat n =
			    st_of(rand_r(&seed) % 2 ? S_IFDIR | 0755 : S_IFREG | 0644, 1);

			n.ino = (uint64_t)(rand_r(&seed) % 6); /* 0: none; the others: links */
			cache_add(c, p, &n, NULL);
			rnd_forget(&m, p, false);
			rnd_forget(&m, p, true); /* its parent's mtime */
			rnd_add(&m, p, n.ino, S_ISDIR(n.mode));
		} else if (kind == 1 || kind == 2) { /* an unlink or rmdir, a drop */
			if (kind == 1)
				cache_remove(c, p);
			else
				cache_drop_prefix(c, p);
			rnd_forget(&m, p, false);
			if (kind == 1)
				rnd_forget(&m, p, true);
		} else if (kind == 6) { /* one name unlinked: the others' new attributes */
			struct sbx_stat n = st_of(S_IFREG | 0600, 3);
			const char *except = rand_r(&seed) % 2 ? p : NULL;
			int told = 0, named = 0;

			n.nlink = 7;
			n.ino = (uint64_t)(1 + rand_r(&seed) % 5);
			cache_set_ino(c, "/i", (ino_t)n.ino, except, &n, count_told, &told);
			for (int k = 0; k < m.n;)
				if (m.ino[k] != n.ino || (except && !strcmp(m.p[k], except))) {
					k++;
				} else if (m.dir[k]) { /* another type: forgotten */
					rnd_drop(&m, k);
					named++;
				} else {
					assert_int_equal(cache_get(c, m.p[k], &s, NULL), CACHE_HIT);
					assert_int_equal(s.nlink, 7);
					assert_int_equal(s.mode, S_IFREG | 0600);
					named++;
					k++;
				}
			assert_true(told >= named); /* (and the stale ones it knew) */
		} else if (!at_or_below(q, p) && !at_or_below(p, q)) { /* a rename */
			cache_rename(c, p, q);
			moved.n = 0;
			for (int k = 0; k < m.n; k++)
				if (at_or_below(m.p[k], p)) {
					char to[128];

					snprintf(to, sizeof(to), "%s%s", q, m.p[k] + strlen(p));
					rnd_add(&moved, to, m.ino[k], m.dir[k]);
				}
			rnd_forget(&m, p, false);
			rnd_forget(&m, q, false);
			rnd_forget(&m, p, true);
			rnd_forget(&m, q, true);
			for (int k = 0; k < moved.n; k++)
				rnd_add(&m, moved.p[k], moved.ino[k], moved.dir[k]);
		} else if (kind == 4) { /* a link count changed: its other names */
			uint64_t ino = (uint64_t)(rand_r(&seed) % 6);
			const char *except = rand_r(&seed) % 2 ? p : NULL;
			int told = 0, stale = 0;

			cache_forget_ino(c, "/i", (ino_t)ino, except, count_told, &told);
			for (int k = 0; k < m.n;)
				if (ino && m.ino[k] == ino && (!except || strcmp(m.p[k], except))) {
					rnd_drop(&m, k);
					stale++;
				} else {
					k++;
				}
			assert_true(told >= stale); /* (and the stale ones it knew) */
		} else if (kind == 5) {		    /* attributes after a change: another inode */
			struct sbx_stat n = st_of(S_IFREG | 0644, 2);

			n.ino = (uint64_t)(rand_r(&seed) % 6);
			cache_put_changed(c, p, &n, NULL);
			for (int k = 0; k < m.n; k++)
				if (strcmp(m.p[k], p) == 0) {
					rnd_drop(&m, k);
					break;
				}
			rnd_add(&m, p, n.ino, false);
		}
		for (int k = 0; k < m.n; k++)
			if (cache_get(c, m.p[k], &s, NULL) != CACHE_HIT)
				fail_msg("op %d (kind %d, %s, %s): %s is missing", op, kind, p, q,
					 m.p[k]);
		if (!cache_check(c, &hits) || hits != (size_t)m.n)
			fail_msg(
			    "op %d (kind %d, %s, %s): %zu answered, %d expected, or the counts "
			    "below paths",
			    op, kind, p, q, hits, m.n);
	}
	cache_free(c);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_listing_answers_children_and_absent_names),
	    cmocka_unit_test(test_facts_expire_after_the_timeout),
	    cmocka_unit_test(test_new_attributes_of_a_link_keep_the_name_s_age),
	    cmocka_unit_test(test_timeout_zero_disables_caching),
	    cmocka_unit_test(test_reply_older_than_a_local_change_is_dropped),
	    cmocka_unit_test(test_create_and_remove_update_the_listing),
	    cmocka_unit_test(test_new_directory_starts_complete_and_empty),
	    cmocka_unit_test(test_rename_moves_a_subtree),
	    cmocka_unit_test(test_newer_listing_beats_older_entry),
	    cmocka_unit_test(test_drop_prefix_forgets_one_sandbox),
	    cmocka_unit_test(test_many_entries_survive_growth_and_sweeps),
	    cmocka_unit_test(test_listing_fetched_before_an_upload_keeps_local_names),
	    cmocka_unit_test(test_stored_attributes_join_the_parent_listing),
	    cmocka_unit_test(test_a_change_in_a_directory_makes_its_own_attributes_stale),
	    cmocka_unit_test(test_attributes_come_back_exactly),
	    cmocka_unit_test(test_a_listing_stays_exact_through_many_changes),
	    cmocka_unit_test(test_renames_to_longer_and_shorter_paths_keep_everything),
	    cmocka_unit_test(test_a_long_walk_keeps_only_the_window),
	    cmocka_unit_test(test_random_changes_keep_answers_and_counts_exact),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
