/* test_filecache.c — fs/filecache.c under concurrency: threads hammering
 * the paths libfuse runs at once (open/read/release of one file, RENAME_EXCHANGE
 * of open files). No request is sent: the files are empty in the sandbox
 * (nothing to download) and nothing is written, so the client points at a
 * port nobody listens on. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

#include "filecache.h"

static char dir[] = "/tmp/test_filecache.XXXXXX";
static struct sbx_client *client;

static int setup(void **state)
{
	struct sbx_client_opts o = {.url = "http://127.0.0.1:9", .retries = 0};

	if (!mkdtemp(dir))
		return -1;
	return sbx_client_new(&o, &client);
}

/* The free manifest files kept for reuse (recover.c) go with the spool
 * directory at unmount (recover_spool_remove); teardown wants it (and a
 * test its memory spool, where) empty. */
static void drop_free_manifests(const char *where)
{
	DIR *d = opendir(where);
	struct dirent *e;

	while (d && (e = readdir(d)))
		if (strstr(e->d_name, ".free"))
			unlinkat(dirfd(d), e->d_name, 0);
	if (d)
		closedir(d);
}

static int teardown(void **state)
{
	sbx_client_free(client);
	drop_free_manifests(dir);
	return rmdir(dir); /* fails if a spool file was left behind */
}

static struct filecache *mk(size_t idle_max)
{
	struct filecache *fc = NULL;

	assert_int_equal(filecache_new(client, dir, idle_max, NULL, NULL, &fc), 0);
	return fc;
}

static const struct sbx_stat empty = {.mode = S_IFREG | 0644, .nlink = 1};

/* The last release of a file, and an open of the same file that arrives
 * while that release runs (the hook lets it in at the worst moment: after
 * "last reference" was decided, before the descriptor is closed). */
struct race {
	struct filecache *fc;
	pthread_mutex_t mu;
	pthread_cond_t cv;
	bool go, opened, released;
	struct fc_node *n2;
	int open_err;
};
static struct race *the_race;

static void release_hook(void)
{
	struct race *rc = the_race;
	struct timespec until;

	pthread_mutex_lock(&rc->mu);
	rc->go = true;
	pthread_cond_broadcast(&rc->cv);
	clock_gettime(CLOCK_REALTIME, &until);
	until.tv_nsec += 20 * 1000000L; /* a correct release blocks the open: give up */
	if (until.tv_nsec >= 1000000000L) {
		until.tv_sec++;
		until.tv_nsec -= 1000000000L;
	}
	while (!rc->opened)
		if (pthread_cond_timedwait(&rc->cv, &rc->mu, &until) != 0)
			break;
	pthread_mutex_unlock(&rc->mu);
}

static void *late_opener(void *arg)
{
	struct race *rc = arg;
	bool keep;

	pthread_mutex_lock(&rc->mu);
	while (!rc->go)
		pthread_cond_wait(&rc->cv, &rc->mu);
	pthread_mutex_unlock(&rc->mu);
	rc->open_err =
	    filecache_open(rc->fc, "abc", "/workspace/f", &empty, O_RDWR, &rc->n2, &keep);
	pthread_mutex_lock(&rc->mu);
	rc->opened = true;
	pthread_cond_broadcast(&rc->cv);
	pthread_mutex_unlock(&rc->mu);
	return NULL;
}

/* One thread's last release must never close the descriptor another
 * thread's open of the same file has just taken. */
static void test_open_racing_the_last_release_keeps_its_descriptor(void **state)
{
	struct filecache *fc = mk(1 << 20);

	for (int i = 0; i < 20; i++) {
		struct race rc = {.fc = fc};
		struct fc_node *n;
		pthread_t t;
		bool keep;
		char c;

		pthread_mutex_init(&rc.mu, NULL);
		pthread_cond_init(&rc.cv, NULL);
		the_race = &rc;
		assert_int_equal(
		    filecache_open(fc, "abc", "/workspace/f", &empty, O_RDWR, &n, &keep), 0);
		assert_int_equal(pthread_create(&t, NULL, late_opener, &rc), 0);
		filecache_test_release_hook(release_hook);
		filecache_release(fc, n);
		filecache_test_release_hook(NULL);
		pthread_join(t, NULL);
		assert_int_equal(rc.open_err, 0);
		assert_int_equal(filecache_read(rc.n2, &c, 1, 0), 0); /* not -EBADF */
		assert_int_equal(filecache_write(rc.n2, "x", 1, 0), 1);
		filecache_unlink(fc, "abc", "/workspace/f"); /* never uploaded */
		filecache_release(fc, rc.n2);
		pthread_cond_destroy(&rc.cv);
		pthread_mutex_destroy(&rc.mu);
	}
	filecache_free(fc);
}

struct swapper {
	struct filecache *fc;
	const char *a, *b;
	int rounds;
};

static void *exchange_loop(void *arg)
{
	struct swapper *s = arg;

	for (int i = 0; i < s->rounds; i++)
		filecache_exchange(s->fc, "abc", s->a, s->b);
	return NULL;
}

/* Two RENAME_EXCHANGEs at once (of different pairs) must each move their
 * own open files: none may end up detached (its data never uploaded) or
 * under another pair's name. */
static void test_two_exchanges_at_once_keep_every_open_file(void **state)
{
	struct filecache *fc = mk(1 << 20);
	const char *keys[4] = {"/workspace/a", "/workspace/b", "/workspace/c", "/workspace/d"};
	struct swapper s1 = {fc, keys[0], keys[1], 20001}, s2 = {fc, keys[2], keys[3], 20001};
	struct fc_node *n[4];
	pthread_t t1, t2;
	char id[SBX_ID_MAX + 1], key[64];
	bool keep;

	for (int i = 0; i < 4; i++)
		assert_int_equal(filecache_open(fc, "abc", keys[i], &empty, O_RDWR, &n[i], &keep),
				 0);
	assert_int_equal(pthread_create(&t1, NULL, exchange_loop, &s1), 0);
	assert_int_equal(pthread_create(&t2, NULL, exchange_loop, &s2), 0);
	pthread_join(t1, NULL);
	pthread_join(t2, NULL);
	/* an odd number of exchanges: each file sits under its partner's name */
	for (int i = 0; i < 4; i++) {
		filecache_node_name(fc, n[i], id, key, sizeof(key));
		assert_string_equal(id, "abc");
		assert_string_equal(key, keys[i ^ 1]);
	}
	for (int i = 0; i < 4; i++)
		filecache_release(fc, n[i]);
	filecache_free(fc);
}

/* An unlinked file kept open under libfuse's hidden name: its local
 * attributes answer, it is never uploaded, and unlinking the hidden name
 * forgets it. */
static void test_a_hidden_unlinked_file_answers_locally(void **state)
{
	struct filecache *fc = mk(1 << 20);
	struct sbx_stat st, base = empty;
	struct fc_node *n;
	bool keep;
	mode_t m = 0600;

	base.mode = S_IFREG | 0640;
	assert_int_equal(filecache_open(fc, "abc", "/workspace/u", &base, O_RDWR, &n, &keep), 0);
	assert_int_equal(filecache_write(n, "data", 4, 0), 4);
	filecache_hide(fc, "abc", "/workspace/u", "/workspace/.fuse_hidden0000000100000002");
	assert_int_equal(filecache_attr(fc, "abc", "/workspace/u", &st, true, NULL), FC_NONE);
	assert_int_equal(
	    filecache_attr(fc, "abc", "/workspace/.fuse_hidden0000000100000002", &st, true, NULL),
	    FC_UNLINKED);
	assert_int_equal(st.size, 4);
	assert_int_equal(st.mode, S_IFREG | 0640);
	assert_int_equal(filecache_setattr_local(
			     fc, "abc", "/workspace/.fuse_hidden0000000100000002", &m, NULL, false),
			 0);
	assert_int_equal(filecache_setattr_local(fc, "abc", "/workspace/u", &m, NULL, false),
			 -ENOENT);
	filecache_node_stat(fc, n, &st);
	assert_int_equal(st.mode, S_IFREG | 0600);
	/* the last close: no upload (nothing listens: it would fail) */
	assert_int_equal(filecache_release(fc, n), 0);
	filecache_unlink(fc, "abc", "/workspace/.fuse_hidden0000000100000002");
	assert_int_equal(
	    filecache_attr(fc, "abc", "/workspace/.fuse_hidden0000000100000002", &st, true, NULL),
	    FC_NONE);
	filecache_free(fc);
}

/* A mode set while the data is unsent travels with that data: learning
 * the sandbox file's attributes meanwhile (the answer to a chown or a
 * link of it) must not take it back (a chmod then a chown lost the chmod,
 * and the upload at close sent the old mode). */
static void test_attributes_learnt_keep_a_mode_set_with_unsent_data(void **state)
{
	struct filecache *fc = mk(1 << 20);
	struct sbx_stat st, base = empty;
	struct fc_node *n;
	bool keep;
	mode_t m = 0600;

	base.mode = S_IFREG | 01644;
	assert_int_equal(filecache_open(fc, "abc", "/workspace/m", &base, O_RDWR, &n, &keep), 0);
	assert_int_equal(filecache_write(n, "data", 4, 0), 4);
	assert_int_equal(filecache_setattr_local(fc, "abc", "/workspace/m", &m, NULL, true), 0);
	st = base;
	st.uid = 7; /* the sandbox's answer: still the old mode, a new owner */
	filecache_set_version(fc, "abc", "/workspace/m", &st);
	filecache_node_stat(fc, n, &st);
	assert_int_equal(st.mode, S_IFREG | 0600);
	assert_int_equal(st.uid, 7);
	/* (unlinked: no upload at the last close, nothing listens) */
	filecache_hide(fc, "abc", "/workspace/m", "/workspace/.fuse_hidden0000000200000002");
	filecache_release(fc, n);
	filecache_unlink(fc, "abc", "/workspace/.fuse_hidden0000000200000002");
	filecache_free(fc);
}

/* B35: a lookup of a name holds its node for a moment; another thread's
 * lookup of the same name must not take it for an open file then. Here
 * `a` is idle (closed, clean, nothing in it) and `b`, another name of the
 * same file (inode 42), is open with 4 bytes written: every lookup of `a`
 * shows b's data. A thread looks `a` up over and over meanwhile. */
struct hammer {
	struct filecache *fc;
	atomic_bool stop;
};

static void *look_up_a(void *arg)
{
	struct hammer *h = arg;
	struct sbx_stat st = {.mode = S_IFREG | 0644, .nlink = 2, .ino = 42};

	while (!atomic_load(&h->stop))
		filecache_attr(h->fc, "abc", "/workspace/a", &st, false, NULL);
	return NULL;
}

static void test_a_name_looked_up_elsewhere_is_not_open(void **state)
{
	struct filecache *fc = mk(1 << 20);
	struct sbx_stat base = {.mode = S_IFREG | 0644, .nlink = 2, .ino = 42}, st;
	struct hammer h = {.fc = fc};
	struct fc_node *a, *b;
	struct timespec t0, t;
	pthread_t th;
	bool keep;
	int wrong = 0;

	assert_int_equal(filecache_open(fc, "abc", "/workspace/a", &base, O_RDONLY, &a, &keep), 0);
	assert_int_equal(filecache_release(fc, a), 0);
	assert_int_equal(filecache_open(fc, "abc", "/workspace/b", &base, O_RDWR, &b, &keep), 0);
	assert_int_equal(filecache_write(b, "data", 4, 0), 4);
	assert_int_equal(pthread_create(&th, NULL, look_up_a, &h), 0);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	do {
		for (int i = 0; i < 1000; i++) {
			st = base;
			assert_int_equal(
			    filecache_attr(fc, "abc", "/workspace/a", &st, false, NULL),
			    FC_PATCHED);
			wrong += st.size != 4;
		}
		clock_gettime(CLOCK_MONOTONIC, &t);
	} while (!wrong &&
		 (t.tv_sec - t0.tv_sec) * 1000000000L + (t.tv_nsec - t0.tv_nsec) < 1500000000L);
	atomic_store(&h.stop, true);
	pthread_join(th, NULL);
	assert_int_equal(wrong, 0);
	/* b's data never goes anywhere (nothing listens) */
	filecache_unlink(fc, "abc", "/workspace/b");
	assert_int_equal(filecache_release(fc, b), 0);
	filecache_free(fc);
}

/* Descriptors of this process open on nameless files in the directory:
 * the spare spool files (O_TMPFILE). */
static int spare_fds(void)
{
	DIR *d = opendir("/proc/self/fd");
	struct dirent *e;
	int n = 0;

	while (d && (e = readdir(d))) {
		char link[300], target[512];
		ssize_t len;

		snprintf(link, sizeof(link), "/proc/self/fd/%s", e->d_name);
		len = readlink(link, target, sizeof(target) - 1);
		if (len <= 0)
			continue;
		target[len] = '\0';
		if (strncmp(target, dir, strlen(dir)) == 0 && strstr(target, "(deleted)"))
			n++;
	}
	if (d)
		closedir(d);
	return n;
}

/* Over the files of directory where whose name starts with first (0: any)
 * and holds sub (NULL: any): how many, or with bytes, their sizes. */
static long long scan_in(const char *where, char first, const char *sub, bool bytes)
{
	DIR *d = opendir(where);
	struct dirent *e;
	struct stat st;
	long long n = 0;

	while (d && (e = readdir(d))) {
		if ((first && e->d_name[0] != first) || (sub && !strstr(e->d_name, sub)))
			continue;
		if (!bytes)
			n++;
		else if (fstatat(dirfd(d), e->d_name, &st, 0) == 0)
			n += st.st_size;
	}
	if (d)
		closedir(d);
	return n;
}

/* The same in the spool directory. */
static long long spool_scan(char first, const char *sub, bool bytes)
{
	return scan_in(dir, first, sub, bytes);
}

/* Spool files in the directory (not the free manifests). */
static int spool_files(void)
{
	return (int)spool_scan('f', NULL, false);
}

/* Crash manifests (recover.h: one per file holding unsent data). */
static int manifests(void)
{
	return (int)spool_scan(0, ".unsent", false);
}

/* Bytes in the spool files. */
static long long spool_bytes(void)
{
	return spool_scan('f', NULL, true);
}

struct spare_worker {
	struct filecache *fc;
	int first, count, bad;
};

static void *spare_worker_main(void *arg)
{
	struct spare_worker *w = arg;

	for (int i = w->first; i < w->first + w->count; i++) {
		char path[64], data[32], back[32] = "";
		struct fc_node *n;
		bool keep;
		int len;

		snprintf(path, sizeof(path), "/workspace/s%d", i);
		len = snprintf(data, sizeof(data), "node %d", i);
		if (filecache_open(w->fc, "abc", path, &empty, O_RDWR | O_CREAT, &n, &keep) != 0) {
			w->bad++;
			continue;
		}
		if (filecache_write(n, data, (size_t)len, 0) != len ||
		    filecache_read(n, back, sizeof(back) - 1, 0) != len || strcmp(back, data) != 0)
			w->bad++;
		filecache_unlink(w->fc, "abc", path); /* never uploaded */
		filecache_release(w->fc, n);
	}
	return NULL;
}

/* New nodes take spool files made ahead (nameless) by the cache's own
 * thread: each node gets a file of its own (four threads creating at once,
 * each node's data read back intact), the pool refills in the background,
 * and nothing of it is left after the cache goes. */
static void test_new_files_take_spool_files_made_ahead(void **state)
{
	struct filecache *fc = mk(1 << 20);
	struct spare_worker w[4];
	pthread_t th[4];
	struct timespec t0, t;
	int n;

	for (int i = 0; i < 4; i++) {
		w[i] = (struct spare_worker){.fc = fc, .first = i * 50, .count = 50};
		assert_int_equal(pthread_create(&th[i], NULL, spare_worker_main, &w[i]), 0);
	}
	for (int i = 0; i < 4; i++) {
		pthread_join(th[i], NULL);
		assert_int_equal(w[i].bad, 0);
	}
	/* the unlinked nodes' spools went at their last release: emptied
	 * and kept for new nodes (recycled) */
	assert_int_equal(spool_files(), filecache_test_recycled(fc, false));
	assert_in_range(filecache_test_recycled(fc, false), 1, 200);
	/* the pool: refilled once below 8, up to 32 (its own thread: polled) */
	clock_gettime(CLOCK_MONOTONIC, &t0);
	while ((n = spare_fds()) < 8) {
		clock_gettime(CLOCK_MONOTONIC, &t);
		if (t.tv_sec - t0.tv_sec > 20)
			break;
		usleep(10000);
	}
	assert_in_range(n, 8, 32);
	filecache_free(fc); /* teardown: the directory must be empty */
	assert_int_equal(spare_fds(), 0);
}

/* More files freed at once than the pool of emptied spool files holds
 * (2048), by four threads while the spares thread empties them: the pool
 * never holds more than it has room for, every other file is gone. (A
 * free let in while the file that filled the pool was being emptied made
 * the thread write one past the pool's end.) */
#define FLOOD 2400
struct flood {
	struct filecache *fc;
	struct fc_node **n;
	int first, count;
};

static void *flood_main(void *arg)
{
	struct flood *f = arg;

	for (int i = f->first; i < f->first + f->count; i++) {
		char path[64];

		snprintf(path, sizeof(path), "/workspace/fl%d", i);
		filecache_unlink(f->fc, "abc", path); /* never uploaded */
		filecache_release(f->fc, f->n[i]);
	}
	return NULL;
}

static void test_a_flood_of_freed_files_overfills_no_pool(void **state)
{
	struct filecache *fc = mk(1 << 20);
	struct fc_node **n = calloc(FLOOD, sizeof(*n));
	struct flood f[4];
	pthread_t th[4];

	for (int round = 0; round < 2; round++) {
		for (int i = 0; i < FLOOD; i++) {
			char path[64];
			bool keep;

			snprintf(path, sizeof(path), "/workspace/fl%d", i);
			assert_int_equal(
			    filecache_open(fc, "abc", path, &empty, O_RDWR | O_CREAT, &n[i], &keep),
			    0);
			assert_int_equal(filecache_write(n[i], "x", 1, 0), 1);
		}
		for (int i = 0; i < 4; i++) {
			f[i] = (struct flood){
			    .fc = fc, .n = n, .first = i * (FLOOD / 4), .count = FLOOD / 4};
			assert_int_equal(pthread_create(&th[i], NULL, flood_main, &f[i]), 0);
		}
		for (int i = 0; i < 4; i++)
			pthread_join(th[i], NULL);
		/* (the spares thread empties what is left: polled) */
		for (int i = 0; i < 2000 && filecache_test_recycled(fc, false) !=
						filecache_test_recycled(fc, true);
		     i++)
			usleep(10000);
		assert_in_range(filecache_test_recycled(fc, true), 1, 2048);
		assert_int_equal(filecache_test_recycled(fc, false),
				 filecache_test_recycled(fc, true));
		assert_int_equal(spool_files(), filecache_test_recycled(fc, true));
	}
	free(n);
	filecache_free(fc); /* teardown: the directory must be empty */
}

/* Closed clean files stay cached up to the budget (1024 files here; bytes are
 * fs_filecache's test), the most recently used ones: past an eighth more,
 * a batch goes, back down to the budget, so that a close does not visit
 * every node; never fewer than the budget once full. Each
 * reopen of a cached file says keep_cache (the spool equals the sandbox
 * file); one evicted makes a new node (a spool file more). */
/* Spool files of nodes (those kept for new nodes aside). */
static int nodes(struct filecache *fc)
{
	return spool_files() - filecache_test_recycled(fc, false);
}

static void test_closed_files_stay_cached_newest_first_within_the_budget(void **state)
{
	struct filecache *fc = mk(1 << 20);
	enum { FILES = 3000, LOW = 1024, BUDGET = LOW + LOW / 8 };
	char path[64];
	struct fc_node *n;
	bool keep;
	int cached;

	filecache_set_max_files(fc, LOW);
	for (int i = 0; i < FILES; i++) {
		snprintf(path, sizeof(path), "/workspace/f%d", i);
		assert_int_equal(filecache_open(fc, "abc", path, &empty, O_RDONLY, &n, &keep), 0);
		assert_false(keep);
		assert_int_equal(filecache_release(fc, n), 0);
		if (i % 97 == 0 || i == FILES - 1) /* never past the budget */
			assert_in_range(nodes(fc), i < BUDGET ? i + 1 : LOW, BUDGET);
	}
	cached = nodes(fc);
	/* the newest LOW are among them: reopened oldest first (a pass that
	 * evicts takes the least recently used, older than all of these),
	 * each still equals the sandbox file */
	for (int i = FILES - LOW; i < FILES; i++) {
		snprintf(path, sizeof(path), "/workspace/f%d", i);
		assert_int_equal(filecache_open(fc, "abc", path, &empty, O_RDONLY, &n, &keep), 0);
		assert_true(keep);
		assert_int_equal(filecache_release(fc, n), 0);
	}
	assert_in_range(nodes(fc), LOW, cached);
	/* the one just older was evicted: its open makes a node again */
	snprintf(path, sizeof(path), "/workspace/f%d", FILES - cached - 1);
	assert_int_equal(filecache_open(fc, "abc", path, &empty, O_RDONLY, &n, &keep), 0);
	assert_false(keep);
	assert_int_equal(filecache_release(fc, n), 0);
	/* an unlink of a cached file takes its node and spool at once */
	snprintf(path, sizeof(path), "/workspace/f%d", FILES - 1);
	cached = nodes(fc);
	filecache_unlink(fc, "abc", path);
	assert_int_equal(nodes(fc), cached - 1);
	assert_int_equal(filecache_open(fc, "abc", path, &empty, O_RDONLY, &n, &keep), 0);
	assert_false(keep);
	assert_int_equal(filecache_release(fc, n), 0);
	filecache_free(fc); /* teardown: the directory must be empty */
}

struct churn {
	struct filecache *fc;
	unsigned seed;
	int bad;
};

/* Opens, writes (then unlinks: never uploaded), renames and closes files
 * of 3000 names shared with the other threads: renames among the first
 * 1500, writes in the others (a write whose name another thread renamed
 * away before the unlink would be uploaded, to no server). */
static void *churn_main(void *arg)
{
	struct churn *c = arg;
	char path[64], to[64];

	for (int i = 0; i < 4000; i++) {
		unsigned r = rand_r(&c->seed);
		struct fc_node *n;
		bool keep;

		snprintf(path, sizeof(path), "/workspace/c%u", r % 3000);
		if (filecache_open(c->fc, "abc", path, &empty, O_RDWR, &n, &keep) != 0) {
			c->bad++;
			continue;
		}
		if (r % 7 == 0 && r % 3000 >= 1500) {
			filecache_write(n, "x", 1, 0);
			filecache_unlink(c->fc, "abc", path);
		} else if (r % 11 == 0 && r % 3000 < 1500) {
			snprintf(to, sizeof(to), "/workspace/c%u", (r / 7) % 1500);
			/* either way: through the index or by a visit of all */
			filecache_rename(c->fc, "abc", path, to, r % 2);
		}
		if (filecache_release(c->fc, n) < 0)
			c->bad++;
	}
	return NULL;
}

/* Four threads churning 3000 names through a 1024-file budget: every
 * eviction pass runs beside opens, unlinks, renames and other passes (a
 * node freed while another thread holds it would show under ASan), the
 * budget holds, the active list (what a command's flush visits) is
 * exactly the referenced and pending nodes, and nothing is left once the
 * cache goes. */
static void test_evictions_beside_opens_unlinks_and_renames(void **state)
{
	struct filecache *fc = mk(1 << 20);
	struct churn c[4];
	pthread_t th[4];

	filecache_set_max_files(fc, 1024);
	for (int i = 0; i < 4; i++) {
		c[i] = (struct churn){.fc = fc, .seed = 1234u + (unsigned)i};
		assert_int_equal(pthread_create(&th[i], NULL, churn_main, &c[i]), 0);
	}
	for (int i = 0; i < 4; i++) {
		pthread_join(th[i], NULL);
		assert_int_equal(c[i].bad, 0);
	}
	assert_in_range(nodes(fc), 1, 1024 + 128);
	assert_int_equal(filecache_test_active_wrong(fc), 0);
	filecache_free(fc); /* teardown: the directory must be empty */
}

/* A rename over a cached file takes the old copy out, by the index (a
 * file known to be one) or by a visit of every node (a directory, or
 * not known): one node left, under the new name, with the moved data; a
 * copy left behind would stand for the name once the new one is gone. */
static void test_a_rename_over_a_cached_file_takes_its_copy(void **state)
{
	for (int nondir = 0; nondir < 2; nondir++) {
		struct filecache *fc = mk(1 << 20);
		struct fc_node *a, *b, *m;
		char buf[8];
		bool keep;

		assert_int_equal(
		    filecache_open(fc, "abc", "/workspace/a", &empty, O_RDWR, &a, &keep), 0);
		assert_int_equal(filecache_write(a, "new", 3, 0), 3);
		filecache_rename(fc, "abc", "/workspace/a", "/workspace/a.tmp", nondir);
		assert_int_equal(
		    filecache_open(fc, "abc", "/workspace/b", &empty, O_RDWR, &b, &keep), 0);
		assert_int_equal(filecache_release(fc, b), 0); /* b: cached, idle */
		assert_int_equal(nodes(fc) - manifests(), 2);  /* (a holds unsent data) */
		filecache_rename(fc, "abc", "/workspace/a.tmp", "/workspace/b", nondir);
		assert_int_equal(nodes(fc) - manifests(), 1);
		/* b is the moved file, open: the same node, its data */
		assert_int_equal(
		    filecache_open(fc, "abc", "/workspace/b", &empty, O_RDONLY, &m, &keep), 0);
		assert_ptr_equal(m, a);
		assert_int_equal(filecache_read(m, buf, sizeof(buf), 0), 3);
		assert_memory_equal(buf, "new", 3);
		filecache_unlink(fc, "abc", "/workspace/b"); /* (never uploaded) */
		assert_int_equal(filecache_release(fc, m), 0);
		assert_int_equal(filecache_release(fc, a), 0);
		assert_int_equal(nodes(fc), 0);
		filecache_free(fc);
	}
}

/* A freed node's spool file is emptied and taken by the next new node
 * (no inode made or freed): nothing of the old file's data shows, and the
 * name is the new node's alone. */
static void test_a_new_file_takes_a_freed_spool_file_empty(void **state)
{
	struct filecache *fc = mk(1 << 20);
	struct fc_node *a, *b;
	char buf[16];
	bool keep;

	assert_int_equal(filecache_open(fc, "abc", "/workspace/a", &empty, O_RDWR, &a, &keep), 0);
	assert_int_equal(filecache_write(a, "secret", 6, 0), 6);
	assert_int_equal(manifests(), 1); /* unsent data: a crash keeps it */
	filecache_rename(fc, "abc", "/workspace/a", "/workspace/a2", true);
	assert_int_equal(manifests(), 1);
	filecache_unlink(fc, "abc", "/workspace/a2"); /* never uploaded */
	assert_int_equal(manifests(), 0);
	assert_int_equal(filecache_release(fc, a), 0);
	/* emptied by the spares thread, not by the release: polled */
	assert_int_equal(filecache_test_recycled(fc, false), 1);
	for (int i = 0; i < 1000 && filecache_test_recycled(fc, true) < 1; i++)
		nanosleep(&(struct timespec){0, 10000000}, NULL);
	assert_int_equal(filecache_test_recycled(fc, true), 1);
	assert_int_equal(spool_files(), 1);
	assert_int_equal(spool_bytes(), 0); /* the data went with the node */
	assert_int_equal(filecache_open(fc, "abc", "/workspace/b", &empty, O_RDWR, &b, &keep), 0);
	assert_int_equal(filecache_test_recycled(fc, false), 0);
	assert_int_equal(spool_files(), 1);
	assert_int_equal(filecache_read(b, buf, sizeof(buf), 0), 0);
	assert_int_equal(filecache_write(b, "new", 3, 0), 3);
	assert_int_equal(filecache_read(b, buf, sizeof(buf), 0), 3);
	assert_memory_equal(buf, "new", 3);
	filecache_unlink(fc, "abc", "/workspace/b");
	assert_int_equal(filecache_release(fc, b), 0);
	filecache_free(fc); /* teardown: the directory must be empty */
}

/* A create put off for the upload (filecache_create_unborn) while the
 * server is away: the drain before a request and the upload that would
 * carry it both fail transiently and leave it put off, with its data and
 * its crash manifest; a second one of the same name is the caller's to
 * create; once its sandbox is dropped and it is let go, the drain has
 * nothing left to look at. */
static void test_a_put_off_create_with_the_server_away(void **state)
{
	struct filecache *fc = mk(1 << 20);
	const int fl = O_WRONLY | O_CREAT | O_TRUNC;
	struct fc_node *n, *n2;
	struct sbx_stat st, up;
	uid_t u = 1000;
	gid_t g = 1001;
	bool sent;

	assert_int_equal(
	    filecache_create_unborn(fc, "abc", "/workspace/new", 0640, &u, &g, fl, &st, &n), 0);
	assert_true(st.ino >= 0xfe00000000ULL);
	assert_int_equal(st.mode, S_IFREG | 0640);
	assert_true(st.has_ouid && st.ouid == 1000 && st.has_ogid && st.ogid == 1001);
	assert_int_equal(
	    filecache_create_unborn(fc, "abc", "/workspace/new", 0600, &u, &g, fl, &st, &n2),
	    -EEXIST);
	assert_true(filecache_unsent_new_empty(fc, n));
	assert_int_equal(filecache_test_unborn(fc), 1);
	assert_int_equal(manifests(), 1);
	assert_int_equal(filecache_drain(fc), -ECONNREFUSED);
	assert_int_equal(filecache_test_unborn(fc), 1);
	assert_int_equal(filecache_write(n, "abc", 3, 0), 3);
	assert_false(filecache_unsent_new_empty(fc, n));
	assert_int_equal(filecache_flush(fc, n, NULL, &up, &sent), -ECONNREFUSED);
	assert_false(sent);
	assert_int_equal(filecache_test_unborn(fc), 1);
	assert_int_equal(manifests(), 1);
	filecache_drop_sandbox(fc, "abc");
	assert_int_equal(filecache_release(fc, n), 0);
	assert_int_equal(filecache_test_unborn(fc), 0);
	assert_int_equal(filecache_drain(fc), 0);
	assert_int_equal(manifests(), 0);
	filecache_free(fc); /* teardown: the directory must be empty */
}

/* Small files spooled in memory (filecache_set_mem; a plain directory
 * here): a file written past FC_MEM_FILE_MAX moves to the disk spool while
 * another thread renames it back and forth (its manifest moves with it,
 * under the key of the moment) and reads it; files past the budget move
 * too; the count of bytes in memory always equals what is there. */
struct mover {
	struct filecache *fc;
	atomic_bool done;
	int renames;
};

static void *renamer_main(void *arg)
{
	struct mover *m = arg;

	while (!atomic_load(&m->done)) {
		bool odd = m->renames++ % 2;

		filecache_rename(m->fc, "abc", odd ? "/workspace/g2" : "/workspace/g",
				 odd ? "/workspace/g" : "/workspace/g2", true);
	}
	return NULL;
}

static void test_files_move_from_memory_to_disk_with_their_manifests(void **state)
{
	struct filecache *fc = mk(64 << 20);
	char mem[sizeof(dir) + 8], *chunk = malloc(65536), *back = malloc(4 << 20);
	struct mover m = {.fc = fc};
	struct fc_node *g, *s[4];
	pthread_t t;
	bool keep;

	snprintf(mem, sizeof(mem), "%s/mem", dir);
	assert_int_equal(mkdir(mem, 0700), 0);
	filecache_set_mem(fc, mem, 1 << 20);
	assert_non_null(chunk);
	assert_non_null(back);
	assert_int_equal(filecache_open(fc, "abc", "/workspace/g", &empty, O_RDWR, &g, &keep), 0);
	assert_int_equal(scan_in(mem, 'f', NULL, false), 1);
	assert_int_equal(spool_files(), 0);
	assert_int_equal(pthread_create(&t, NULL, renamer_main, &m), 0);
	for (int i = 0; i < 40; i++) { /* 2.5 MiB */
		memset(chunk, 'A' + i % 26, 65536);
		assert_int_equal(filecache_write(g, chunk, 65536, (off_t)i * 65536), 65536);
		assert_int_equal(filecache_read(g, back, 4 << 20, 0), (i + 1) * 65536);
		for (int j = 0; j <= i; j++)
			assert_int_equal(back[j * 65536 + 4321], 'A' + j % 26);
		if ((i + 1) * 65536 <= (1 << 20))
			assert_int_equal(filecache_mem_bytes(fc), (i + 1) * 65536);
	}
	atomic_store(&m.done, true);
	pthread_join(t, NULL);
	assert_true(m.renames > 0);
	/* it moved: data and manifest on disk, nothing counted in memory */
	assert_int_equal(filecache_mem_bytes(fc), 0);
	assert_int_equal(scan_in(mem, 'f', NULL, false), 0); /* (spools and manifests) */
	assert_int_equal(spool_bytes() - scan_in(dir, 'f', ".unsent", true), 40 * 65536);
	assert_int_equal(manifests(), 1);

	/* four files of 300 KiB into the 1 MiB: three stay, one moves */
	for (int i = 0; i < 4; i++) {
		char path[32];

		snprintf(path, sizeof(path), "/workspace/s%d", i);
		assert_int_equal(filecache_open(fc, "abc", path, &empty, O_RDWR, &s[i], &keep), 0);
		memset(chunk, '0' + i, 65536);
		for (int k = 0; k < 5; k++) /* (in 60 KiB writes) */
			assert_int_equal(filecache_write(s[i], chunk, 61440, (off_t)k * 61440),
					 61440);
		assert_true(filecache_mem_bytes(fc) <= 1 << 20);
		assert_int_equal(filecache_mem_bytes(fc), scan_in(mem, 'f', NULL, true) -
							      scan_in(mem, 'f', ".unsent", true));
	}
	assert_int_equal(scan_in(mem, 'f', NULL, false) - scan_in(mem, 0, ".unsent", false), 3);
	assert_int_equal(manifests() + scan_in(mem, 0, ".unsent", false), 5);
	for (int i = 0; i < 4; i++) {
		char path[32];

		assert_int_equal(filecache_read(s[i], back, 4 << 20, 0), 5 * 61440);
		assert_int_equal(back[0], '0' + i);
		assert_int_equal(back[5 * 61440 - 1], '0' + i);
		snprintf(path, sizeof(path), "/workspace/s%d", i);
		filecache_unlink(fc, "abc", path);
		assert_int_equal(filecache_release(fc, s[i]), 0);
	}
	assert_int_equal(filecache_mem_bytes(fc), 0);
	filecache_unlink(fc, "abc", m.renames % 2 ? "/workspace/g2" : "/workspace/g");
	assert_int_equal(filecache_release(fc, g), 0);
	filecache_free(fc);
	drop_free_manifests(mem);	 /* (pooled beside its files too) */
	assert_int_equal(rmdir(mem), 0); /* nothing left in memory */
	free(chunk);
	free(back);
}

/* An unlink or rename of a file's name (or its directory's) on its way to
 * the sandbox (filecache_fence): a close's upload that comes meanwhile
 * waits for it, without the node's lock (what the change then updates
 * takes it), and goes to the name the change left: the new one after a
 * rename, none after an unlink (findings race/01, race/02). The upload's
 * name is what the replaced hook is told before its request. */
struct fenced {
	struct filecache *fc;
	struct fc_node *n;
	int r;
	atomic_int told;
	char path[256];
};

static void fenced_replaced(void *arg, const char *id, const char *path, ino_t old_ino,
			    ino_t new_ino, bool before, bool told)
{
	struct fenced *fe = arg;

	if (before) {
		snprintf(fe->path, sizeof(fe->path), "%s", path);
		atomic_fetch_add(&fe->told, 1);
	}
}

static void *fenced_closer(void *arg)
{
	struct fenced *fe = arg;
	struct sbx_stat up;
	bool sent;

	fe->r = filecache_flush(fe->fc, fe->n, NULL, &up, &sent);
	return NULL;
}

static void test_an_upload_waits_for_a_rename_or_unlink_of_its_name(void **state)
{
	const struct sbx_stat known = {.mode = S_IFREG | 0644, .nlink = 1, .ino = 7};
	const struct timespec moment = {0, 50 * 1000000L};
	struct fenced fe = {.fc = mk(1 << 20)};
	struct fc_held f = {0};
	struct sbx_stat st;
	pthread_t th;
	bool keep;

	filecache_on_replaced(fe.fc, fenced_replaced, &fe);
	assert_int_equal(
	    filecache_open(fe.fc, "abc", "/workspace/a/f", &known, O_WRONLY, &fe.n, &keep), 0);
	assert_int_equal(filecache_write(fe.n, "x", 1, 0), 1);
	/* `mv a b`: the close waits, then sends to b/f (no server: refused) */
	filecache_fence(fe.fc, "abc", "/workspace/a", true, &f);
	assert_int_equal(f.n, 1);
	assert_int_equal(pthread_create(&th, NULL, fenced_closer, &fe), 0);
	nanosleep(&moment, NULL); /* (a chance to send too early) */
	assert_int_equal(atomic_load(&fe.told), 0);
	st = known; /* what the change's own updates ask of the node */
	assert_int_equal(filecache_attr(fe.fc, "abc", "/workspace/a/f", &st, false, NULL),
			 FC_PATCHED);
	filecache_rename(fe.fc, "abc", "/workspace/a", "/workspace/b", false);
	filecache_unfence(fe.fc, &f);
	assert_int_equal(pthread_join(th, NULL), 0);
	assert_int_equal(fe.r, -ECONNREFUSED);
	assert_int_equal(atomic_load(&fe.told), 1);
	assert_string_equal(fe.path, "/workspace/b/f");
	/* `rm b/f`: the close waits, then has nothing to send */
	filecache_fence(fe.fc, "abc", "/workspace/b/f", false, &f);
	assert_int_equal(f.n, 1);
	assert_int_equal(pthread_create(&th, NULL, fenced_closer, &fe), 0);
	nanosleep(&moment, NULL);
	filecache_unlink(fe.fc, "abc", "/workspace/b/f");
	filecache_unfence(fe.fc, &f);
	assert_int_equal(pthread_join(th, NULL), 0);
	assert_int_equal(fe.r, 0);
	assert_int_equal(atomic_load(&fe.told), 1);
	assert_int_equal(manifests(), 0);
	/* nothing open at a name: nothing fenced */
	filecache_fence(fe.fc, "abc", "/workspace/b", true, &f);
	assert_int_equal(f.n, 0);
	filecache_unfence(fe.fc, &f);
	assert_int_equal(filecache_release(fe.fc, fe.n), 0);
	filecache_free(fe.fc);
}

static void test_only_unreachable_servers_are_transient(void **state)
{
	assert_true(filecache_transient(-ECONNREFUSED));
	assert_true(filecache_transient(-ETIMEDOUT));
	assert_true(filecache_transient(-EAGAIN));
	assert_true(filecache_transient(-ENOTCONN));
	assert_false(filecache_transient(-EACCES));
	assert_false(filecache_transient(-ENOSPC));
	assert_false(filecache_transient(-EDQUOT));
	assert_false(filecache_transient(-ENAMETOOLONG));
	assert_false(filecache_transient(-EIO));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_open_racing_the_last_release_keeps_its_descriptor),
	    cmocka_unit_test(test_two_exchanges_at_once_keep_every_open_file),
	    cmocka_unit_test(test_a_hidden_unlinked_file_answers_locally),
	    cmocka_unit_test(test_attributes_learnt_keep_a_mode_set_with_unsent_data),
	    cmocka_unit_test(test_a_name_looked_up_elsewhere_is_not_open),
	    cmocka_unit_test(test_new_files_take_spool_files_made_ahead),
	    cmocka_unit_test(test_a_flood_of_freed_files_overfills_no_pool),
	    cmocka_unit_test(test_closed_files_stay_cached_newest_first_within_the_budget),
	    cmocka_unit_test(test_evictions_beside_opens_unlinks_and_renames),
	    cmocka_unit_test(test_a_new_file_takes_a_freed_spool_file_empty),
	    cmocka_unit_test(test_a_rename_over_a_cached_file_takes_its_copy),
	    cmocka_unit_test(test_a_put_off_create_with_the_server_away),
	    cmocka_unit_test(test_files_move_from_memory_to_disk_with_their_manifests),
	    cmocka_unit_test(test_an_upload_waits_for_a_rename_or_unlink_of_its_name),
	    cmocka_unit_test(test_only_unreachable_servers_are_transient),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
