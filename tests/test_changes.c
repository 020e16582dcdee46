/* test_changes.c — the one recorder of changes (fs/changes.c): after each
 * kind of change reported, the metadata cache, the open files and the
 * kernel agree with what happened. Real cache and file cache (the files
 * are empty in the sandbox, so nothing is downloaded; the client points at
 * a port nobody listens on); kernel notifications are recorded. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <fcntl.h>
#include <linux/fs.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cache.h"
#include "changes.h"
#include "filecache.h"

static char dir[] = "/tmp/test_changes.XXXXXX";
static struct sbx_client *client;

struct fixture {
	struct cache *cache;
	struct filecache *files;
	struct changes *ch;
	char stale[16][128];
	int nstale;
	char below[4][64];
	int nbelow;
};

static void on_stale(void *arg, const char *path)
{
	struct fixture *f = arg;

	if (f->nstale < 16)
		snprintf(f->stale[f->nstale++], sizeof(f->stale[0]), "%s", path);
}

static void on_stale_below(void *arg, const char *prefix)
{
	struct fixture *f = arg;

	if (f->nbelow < 4)
		snprintf(f->below[f->nbelow++], sizeof(f->below[0]), "%s", prefix);
}

static int setup(void **state)
{
	struct sbx_client_opts o = {.url = "http://127.0.0.1:9", .retries = 0};

	if (!mkdtemp(dir))
		return -1;
	return sbx_client_new(&o, &client);
}

static int teardown(void **state)
{
	sbx_client_free(client);
	return rmdir(dir); /* fails if a spool file was left behind */
}

static struct fixture *mk(void)
{
	struct fixture *f = calloc(1, sizeof(*f));

	assert_non_null(f);
	assert_int_equal(cache_new(30, NULL, &f->cache), 0);
	assert_int_equal(filecache_new(client, dir, 1 << 20, NULL, NULL, &f->files), 0);
	assert_int_equal(changes_new(f->cache, f->files, NULL, &f->ch), 0);
	changes_on_kernel(f->ch, on_stale, on_stale_below, f);
	return f;
}

static void done(struct fixture *f)
{
	changes_free(f->ch);
	filecache_free(f->files);
	cache_free(f->cache);
	free(f);
}

static struct sbx_stat reg(ino_t ino, nlink_t nlink)
{
	struct sbx_stat s = {.mode = S_IFREG | 0644, .nlink = nlink, .ino = ino};

	return s;
}

static struct fc_node *open_empty(struct fixture *f, const char *rel)
{
	struct sbx_stat s = reg(7, 1);
	struct fc_node *n = NULL;
	bool keep;

	assert_int_equal(filecache_open(f->files, "abc", rel, &s, O_RDWR, &n, &keep), 0);
	return n;
}

static void name_of(struct fixture *f, struct fc_node *n, char *path, size_t size)
{
	char id[SBX_ID_MAX + 1];

	filecache_node_name(f->files, n, id, path, size);
}

static void test_a_rename_moves_what_is_known_and_the_open_file(void **state)
{
	struct fixture *f = mk();
	struct sbx_stat s = reg(7, 1), got;
	struct fc_node *n = open_empty(f, "/workspace/a");
	char path[256];

	struct sbx_dirent e = {.name = (char *)"a", .st = s};
	struct sbx_dir d = {.ents = &e, .n = 1};
	struct cache_listing l = {0};

	cache_put_dir(f->cache, cache_gen(f->cache), "/abc/workspace", &d);
	changes_renamed(f->ch, "/abc/workspace/a", "/abc/workspace/b", 0);
	assert_int_equal(cache_get(f->cache, "/abc/workspace/a", &got, NULL), CACHE_NEGATIVE);
	/* b exists (the server said nothing of its attributes: asked again) */
	assert_int_equal(cache_get_dir(f->cache, "/abc/workspace", &l), CACHE_HIT);
	assert_int_equal(l.n, 1);
	assert_string_equal(l.names[0], "b");
	cache_listing_release(&l);
	name_of(f, n, path, sizeof(path));
	assert_string_equal(path, "/workspace/b");
	/* the kernel applied our own rename itself: nothing to tell it */
	assert_int_equal(f->nstale, 0);
	filecache_release(f->files, n);
	done(f);
}

static void test_an_exchange_swaps_the_open_files_both_ways(void **state)
{
	struct fixture *f = mk();
	struct fc_node *a = open_empty(f, "/workspace/a"), *b = open_empty(f, "/workspace/b");
	char path[256];

	changes_renamed(f->ch, "/abc/workspace/a", "/abc/workspace/b", RENAME_EXCHANGE);
	name_of(f, a, path, sizeof(path));
	assert_string_equal(path, "/workspace/b");
	name_of(f, b, path, sizeof(path));
	assert_string_equal(path, "/workspace/a");
	filecache_release(f->files, a);
	filecache_release(f->files, b);
	done(f);
}

static void test_a_removal_forgets_the_name_and_detaches_the_open_file(void **state)
{
	struct fixture *f = mk();
	struct sbx_stat s = reg(7, 1), got;
	struct fc_node *n = open_empty(f, "/workspace/gone");
	char path[256];

	cache_put(f->cache, cache_gen(f->cache), "/abc/workspace/gone", &s, NULL);
	changes_removed(f->ch, "/abc/workspace/gone", NULL);
	assert_int_not_equal(cache_get(f->cache, "/abc/workspace/gone", &got, NULL), CACHE_HIT);
	name_of(f, n, path, sizeof(path));
	assert_string_equal(path, ""); /* never uploaded under that name again */
	filecache_release(f->files, n);
	done(f);
}

static void test_an_upload_makes_the_other_names_of_a_hard_link_stale_everywhere(void **state)
{
	struct fixture *f = mk();
	struct sbx_stat s = reg(42, 2), got;

	cache_put(f->cache, cache_gen(f->cache), "/abc/workspace/one", &s, NULL);
	cache_put(f->cache, cache_gen(f->cache), "/abc/workspace/two", &s, NULL);
	s.size = 100;
	changes_sent(f->ch, "/abc/workspace/one", &s); /* (by the file cache's upload) */
	changes_uploaded(f->ch, "/abc/workspace/one", &s);
	assert_int_equal(cache_get(f->cache, "/abc/workspace/one", &got, NULL), CACHE_HIT);
	assert_int_equal(got.size, 100);
	assert_int_equal(cache_get(f->cache, "/abc/workspace/two", &got, NULL), CACHE_MISS);
	/* the uploaded name itself (its ctime moved), then the other one */
	assert_int_equal(f->nstale, 2);
	assert_string_equal(f->stale[0], "/abc/workspace/one");
	assert_string_equal(f->stale[1], "/abc/workspace/two");
	done(f);
}

static void test_a_command_makes_the_whole_sandbox_stale_and_only_it(void **state)
{
	struct fixture *f = mk();
	struct sbx_stat s = reg(7, 1), got;

	cache_put(f->cache, cache_gen(f->cache), "/abc/workspace/x", &s, NULL);
	cache_put(f->cache, cache_gen(f->cache), "/abd/workspace/x", &s, NULL);
	changes_sandbox(f->ch, "abc");
	assert_int_equal(cache_get(f->cache, "/abc/workspace/x", &got, NULL), CACHE_MISS);
	assert_int_equal(cache_get(f->cache, "/abd/workspace/x", &got, NULL), CACHE_HIT);
	assert_int_equal(f->nbelow, 1);
	assert_string_equal(f->below[0], "/abc");
	done(f);
}

static void test_a_destroyed_sandbox_leaves_no_open_file_under_its_name(void **state)
{
	struct fixture *f = mk();
	struct fc_node *n = open_empty(f, "/workspace/f");
	char path[256];

	changes_sandbox_gone(f->ch, "abc");
	name_of(f, n, path, sizeof(path));
	assert_string_equal(path, "");
	filecache_release(f->files, n);
	done(f);
}

static void test_a_new_hard_link_makes_the_old_name_stale_in_the_kernel(void **state)
{
	struct fixture *f = mk();

	/* no attributes came with the answer (a bridge): the kernel is told */
	changes_linked(f->ch, "/abc/workspace/f", "/abc/workspace/hl", NULL);
	assert_true(f->nstale >= 1);
	assert_string_equal(f->stale[f->nstale - 1], "/abc/workspace/f");
	done(f);
}

static void test_a_created_name_is_known_at_once(void **state)
{
	struct fixture *f = mk();
	struct sbx_stat s = reg(9, 1), got;

	changes_created(f->ch, "/abc/workspace/new", NULL, &s);
	assert_int_equal(cache_get(f->cache, "/abc/workspace/new", &got, NULL), CACHE_HIT);
	assert_int_equal(got.ino, 9);
	done(f);
}

/* B31: a listing of the directory read from the server while a file in
 * it was being uploaded, and stored after the upload, would stand for the
 * file's attributes (its size before the upload) until the timeout. */
static void test_an_answer_read_before_an_upload_is_not_stored_after_it(void **state)
{
	struct fixture *f = mk();
	struct sbx_stat s = reg(7, 1), got;
	char name[] = "q?x";
	struct sbx_dirent de = {.name = name, .st = reg(7, 1)};
	struct sbx_dir d = {&de, 1};
	uint64_t gen;

	cache_put(f->cache, cache_gen(f->cache), "/abc/workspace/q?x", &s, NULL);
	gen = cache_gen(f->cache); /* the listing is asked for... */
	s.size = 64756;
	changes_sent(f->ch, "/abc/workspace/q?x", &s); /* ...the upload ends... */
	changes_uploaded(f->ch, "/abc/workspace/q?x", &s);
	cache_put_dir(f->cache, gen, "/abc/workspace", &d); /* ...the listing comes */
	assert_int_equal(cache_get(f->cache, "/abc/workspace/q?x", &got, NULL), CACHE_HIT);
	assert_int_equal(got.size, 64756);
	/* the same for the answer to a lookup of the name itself */
	gen = cache_gen(f->cache);
	s.size = 70000;
	changes_sent(f->ch, "/abc/workspace/q?x", &s);
	changes_uploaded(f->ch, "/abc/workspace/q?x", &s);
	cache_put(f->cache, gen, "/abc/workspace/q?x", &de.st, NULL);
	assert_int_equal(cache_get(f->cache, "/abc/workspace/q?x", &got, NULL), CACHE_HIT);
	assert_int_equal(got.size, 70000);
	done(f);
}

/* B34: an unlink whose name the cache had let go (a command emptied it
 * between the kernel's lookup and the unlink): the caller's attributes
 * still tell the other names their link count dropped. */
static void test_an_unlink_the_cache_forgot_still_tells_the_other_names(void **state)
{
	struct fixture *f = mk();
	struct sbx_stat s = reg(42, 2), got;

	cache_put(f->cache, cache_gen(f->cache), "/abc/workspace/two", &s, NULL);
	changes_removed(f->ch, "/abc/workspace/one", &s);
	assert_int_equal(cache_get(f->cache, "/abc/workspace/two", &got, NULL), CACHE_MISS);
	assert_true(f->nstale >= 1);
	assert_string_equal(f->stale[0], "/abc/workspace/two");
	done(f);
}

/* B38: a change the server answered without attributes (the exec
 * fallback's chmod) to a hard-linked name the cache had let go: what the
 * kernel was last told of it names its inode, and the other names go stale. */
static bool seen_one(void *arg, const char *path, ino_t *ino, nlink_t *nlink, mode_t *mode)
{
	if (strcmp(path, "/abc/workspace/one") != 0)
		return false;
	*ino = 42;
	*nlink = 2;
	*mode = S_IFREG | 0644;
	return true;
}

static void test_an_unanswered_change_of_a_forgotten_link_tells_the_other_names(void **state)
{
	struct fixture *f = mk();
	struct sbx_stat s = reg(42, 2), got;

	changes_on_kernel_links(f->ch, NULL, seen_one);
	cache_put(f->cache, cache_gen(f->cache), "/abc/workspace/two", &s, NULL);
	changes_attrs(f->ch, "/abc/workspace/one");
	assert_int_equal(cache_get(f->cache, "/abc/workspace/two", &got, NULL), CACHE_MISS);
	assert_true(f->nstale >= 1);
	assert_string_equal(f->stale[0], "/abc/workspace/two");
	done(f);
}

/* B43: a link through the exec fallback (no attributes in the answer) of
 * an open file whose name the cache and the kernel table had let go (a
 * command in between): the attributes the caller took first tell the open
 * node it is linked, so its writes reach the new name. */
static void test_a_link_of_an_open_file_the_caches_forgot_marks_it_linked(void **state)
{
	struct fixture *f = mk();
	struct fc_node *n = open_empty(f, "/workspace/f");
	struct sbx_stat known = reg(7, 1), base;

	changes_linked(f->ch, "/abc/workspace/f", "/abc/workspace/hl", &known);
	filecache_node_base(f->files, n, &base);
	assert_int_equal(base.nlink, 2);
	assert_int_equal(base.ino, 7);
	filecache_release(f->files, n);
	done(f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_a_rename_moves_what_is_known_and_the_open_file),
	    cmocka_unit_test(test_an_exchange_swaps_the_open_files_both_ways),
	    cmocka_unit_test(test_a_removal_forgets_the_name_and_detaches_the_open_file),
	    cmocka_unit_test(test_an_upload_makes_the_other_names_of_a_hard_link_stale_everywhere),
	    cmocka_unit_test(test_a_command_makes_the_whole_sandbox_stale_and_only_it),
	    cmocka_unit_test(test_a_destroyed_sandbox_leaves_no_open_file_under_its_name),
	    cmocka_unit_test(test_a_new_hard_link_makes_the_old_name_stale_in_the_kernel),
	    cmocka_unit_test(test_a_created_name_is_known_at_once),
	    cmocka_unit_test(test_an_answer_read_before_an_upload_is_not_stored_after_it),
	    cmocka_unit_test(test_an_unlink_the_cache_forgot_still_tells_the_other_names),
	    cmocka_unit_test(test_an_unanswered_change_of_a_forgotten_link_tells_the_other_names),
	    cmocka_unit_test(test_a_link_of_an_open_file_the_caches_forgot_marks_it_linked),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
