/* test_sandbox_fs.c — server/sandbox.c's sandbox_fs_begin/_end: acting as a
 * sandbox's user for file-system access, nested (a route wraps a whole
 * request in one begin, and the helpers it calls begin and end their own):
 * an inner end must leave the thread acting as the outer begin's user, not
 * as root, and another sandbox's begin inside must end back in the outer
 * one's. Per thread: another thread's begin changes nothing here. Needs
 * root (sbxd drops to the sandbox users only then); without it every call
 * is a no-op, which is checked instead. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <pthread.h>
#include <sys/fsuid.h>
#include <unistd.h>

#include "runtime.h"

/* The thread's file-system uid/gid (an invalid id changes nothing and
 * returns the current one). */
static uid_t fsuid_now(void)
{
	return (uid_t)setfsuid((uid_t)-1);
}

static gid_t fsgid_now(void)
{
	return (gid_t)setfsgid((gid_t)-1);
}

static struct sandbox_table table;
static struct sandbox one = {.table = &table, .id = "one", .uid = 70001, .gid = 70011};
static struct sandbox two = {.table = &table, .id = "two", .uid = 70002, .gid = 70012};

static void *other_thread(void *arg)
{
	int tok = sandbox_fs_begin(&two);

	*(uid_t *)arg = fsuid_now();
	sandbox_fs_end(&two, tok);
	return NULL;
}

static void test_nested_begins_keep_the_outer_user_until_the_outer_end(void **state)
{
	pthread_t th;
	uid_t seen = 0;
	int outer, inner, other;

	(void)state;
	table.as_root = geteuid() == 0;
	if (!table.as_root) {
		assert_int_equal(sandbox_fs_begin(&one), 0);
		return;
	}
	outer = sandbox_fs_begin(&one);
	assert_int_equal(fsuid_now(), 70001);
	assert_int_equal(fsgid_now(), 70011);

	/* a helper's own begin and end inside: still the sandbox user after */
	inner = sandbox_fs_begin(&one);
	assert_int_equal(fsuid_now(), 70001);
	sandbox_fs_end(&one, inner);
	assert_int_equal(fsuid_now(), 70001);
	assert_int_equal(fsgid_now(), 70011);

	/* another sandbox inside: its user, then the outer one's again */
	other = sandbox_fs_begin(&two);
	assert_int_equal(fsuid_now(), 70002);
	assert_int_equal(fsgid_now(), 70012);
	inner = sandbox_fs_begin(&two);
	sandbox_fs_end(&two, inner);
	assert_int_equal(fsuid_now(), 70002);
	sandbox_fs_end(&two, other);
	assert_int_equal(fsuid_now(), 70001);
	assert_int_equal(fsgid_now(), 70011);

	/* per thread: another thread acts as two meanwhile, this one not */
	assert_int_equal(pthread_create(&th, NULL, other_thread, &seen), 0);
	pthread_join(th, NULL);
	assert_int_equal(seen, 70002);
	assert_int_equal(fsuid_now(), 70001);

	sandbox_fs_end(&one, outer);
	assert_int_equal(fsuid_now(), 0);
	assert_int_equal(fsgid_now(), 0);

	/* and a begin after the outer end starts afresh */
	outer = sandbox_fs_begin(&two);
	assert_int_equal(fsuid_now(), 70002);
	sandbox_fs_end(&two, outer);
	assert_int_equal(fsuid_now(), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_nested_begins_keep_the_outer_user_until_the_outer_end),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
