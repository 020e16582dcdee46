/* Unit tests for fs/proclog.c: the look at a v1 log file. The script is
 * run by a real bash on a real file, as it is in the sandbox. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "proclog.h"

struct look {
	int code;
	char out[256];
	size_t len;
};

/* Runs the script on file with offset have and pid; stdout into *l. */
static void look(const char *file, long long have, int pid, struct look *l)
{
	char h[24], p[16];
	int fds[2], st;
	pid_t child;
	ssize_t n;

	snprintf(h, sizeof(h), "%lld", have);
	snprintf(p, sizeof(p), "%d", pid);
	assert_int_equal(pipe(fds), 0);
	child = fork();
	assert_true(child >= 0);
	if (child == 0) {
		dup2(fds[1], 1);
		close(fds[0]);
		close(fds[1]);
		execlp("bash", "bash", "-c", proclog_file_script, "t", file, h, p, (char *)NULL);
		_exit(127);
	}
	close(fds[1]);
	memset(l, 0, sizeof(*l));
	while ((n = read(fds[0], l->out + l->len, sizeof(l->out) - 1 - l->len)) > 0)
		l->len += (size_t)n;
	close(fds[0]);
	assert_int_equal(waitpid(child, &st, 0), child);
	l->code = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static char *temp_file(const char *content)
{
	char *path = strdup("/tmp/test_proclog.XXXXXX");
	int fd = mkstemp(path);

	assert_true(fd >= 0);
	assert_int_equal(write(fd, content, strlen(content)), (ssize_t)strlen(content));
	close(fd);
	return path;
}

static void test_a_look_gives_the_size_then_the_bytes_after_what_the_mount_has(void **state)
{
	char *f = temp_file("hello\nworld\n");
	struct look l;

	look(f, 0, getpid(), &l);
	assert_int_equal(l.code, 0);			    /* the pid lives */
	assert_string_equal(l.out, "12\naGVsbG8Kd29ybGQK"); /* the bytes in base64 */
	look(f, 6, getpid(), &l);
	assert_string_equal(l.out, "12\nd29ybGQK"); /* "world\n" */
	look(f, 12, getpid(), &l);
	assert_string_equal(l.out, "12\n");
	unlink(f);
	free(f);
}

static void test_a_look_says_when_the_process_has_ended(void **state)
{
	char *f = temp_file("last words\n");
	pid_t dead = fork();
	struct look l;

	assert_true(dead >= 0);
	if (dead == 0)
		_exit(0);
	waitpid(dead, NULL, 0);
	look(f, 5, dead, &l);
	assert_int_equal(l.code, 1);
	assert_string_equal(l.out, "11\nd29yZHMK"); /* "words\n": still read */
	unlink(f);
	free(f);
}

static void test_a_missing_file_is_exit_3_and_a_shrunk_one_gives_no_bytes(void **state)
{
	char *f = temp_file("abc");
	struct look l;

	look(f, 10, getpid(), &l);
	assert_int_equal(l.code, 0);
	assert_string_equal(l.out, "3\n"); /* the mount then starts over at 3 */
	unlink(f);
	look(f, 0, getpid(), &l);
	assert_int_equal(l.code, 3);
	assert_int_equal(l.len, 0);
	free(f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_a_look_gives_the_size_then_the_bytes_after_what_the_mount_has),
	    cmocka_unit_test(test_a_look_says_when_the_process_has_ended),
	    cmocka_unit_test(test_a_missing_file_is_exit_3_and_a_shrunk_one_gives_no_bytes),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
