/* test_http_deadline.c — the bounds in time of client/http.c (sbx.h,
 * "Bounds in time") against a real sbxd on loopback, stopped with SIGSTOP
 * where a hung server is wanted (its kernel still accepts connections, as
 * with a server that hangs):
 *   - an operation (sbx_thread_begin_op) costs one io_timeout in total on a
 *     hung server, however many requests it makes; time spent before a
 *     request counts; answers keep it going; retries stop at its deadline;
 *   - a server that stopped answering fails later requests at once, and is
 *     used again as soon as it answers (the prober);
 *   - exec streams: sbxd's keepalives keep a silent command's stream alive
 *     past stream_timeout, and their absence ends it within the limit
 *     (never below two keepalive intervals + 1 s).
 * The retry case needs a peer that accepts and then drops connections
 * (a broken proxy), which sbxd never does: a plain loopback socket.
 * Bounds allow for libcurl's one-second progress tick and a loaded box. */
#include <arpa/inet.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <netinet/in.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "sbx.h"

#define IO_MS 2000
#define ID "deadline"

static struct {
	pid_t pid;
	char dir[PATH_MAX];
	char url[128];
} S;

static struct sbx_client *C;

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void sleep_s(double s)
{
	struct timespec ts = {(time_t)s, (long)((s - (double)(time_t)s) * 1e9)};

	while (nanosleep(&ts, &ts) != 0 && errno == EINTR)
		;
}

/* sbxd next to this test's build directory (tests/run exports SBX_BUILD). */
static int start_sbxd(void **state)
{
	const char *build = getenv("SBX_BUILD"), *tmp = getenv("TMPDIR");
	char exe[PATH_MAX], sbxd[PATH_MAX + 8], state_dir[PATH_MAX + 8], urlf[PATH_MAX + 8],
	    logf[PATH_MAX + 16];
	ssize_t n;

	if (!build) {
		n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
		if (n <= 0)
			return -1;
		exe[n] = '\0';
		*strrchr(exe, '/') = '\0'; /* build/tests */
		*strrchr(exe, '/') = '\0'; /* build */
		build = exe;
	}
	snprintf(sbxd, sizeof(sbxd), "%s/sbxd", build);
	snprintf(S.dir, sizeof(S.dir), "%s/test_http_deadline.XXXXXX",
		 tmp && tmp[0] == '/' ? tmp : "/tmp");
	if (!mkdtemp(S.dir) || chmod(S.dir, 0755) != 0)
		return -1;
	snprintf(state_dir, sizeof(state_dir), "%s/state", S.dir);
	snprintf(urlf, sizeof(urlf), "%s/url", S.dir);
	snprintf(logf, sizeof(logf), "%s/sbxd.log", S.dir);
	S.pid = fork();
	if (S.pid < 0)
		return -1;
	if (S.pid == 0) {
		int fd = open(logf, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);

		if (fd >= 0) {
			dup2(fd, 1);
			dup2(fd, 2);
		}
		execl(sbxd, "sbxd", "--listen", "127.0.0.1:0", "--state-dir", state_dir,
		      "--url-file", urlf, "--no-auth", "--keepalive", "1", (char *)NULL);
		_exit(127);
	}
	for (int i = 0; i < 400; i++) { /* 20 s */
		FILE *f = fopen(urlf, "re");

		if (f) {
			bool got = fgets(S.url, sizeof(S.url), f) != NULL;

			fclose(f);
			if (got && S.url[0]) {
				S.url[strcspn(S.url, "\r\n")] = '\0';
				return 0;
			}
		}
		sleep_s(0.05);
	}
	return -1;
}

static int stop_sbxd(void **state)
{
	char cmd[PATH_MAX + 16];

	if (S.pid > 0) {
		kill(S.pid, SIGCONT);
		kill(S.pid, SIGTERM);
		waitpid(S.pid, NULL, 0);
	}
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", S.dir);
	return system(cmd) == 0 ? 0 : -1;
}

/* SIGSTOP, and wait until every thread is stopped: a thread running on
 * another CPU may still answer for a moment after kill() returned. */
static void hang_server(void)
{
	char dir[64];
	size_t dl;

	kill(S.pid, SIGSTOP);
	snprintf(dir, sizeof(dir), "/proc/%d/task", (int)S.pid);
	dl = strlen(dir);
	for (int i = 0; i < 1000; i++) {
		DIR *d = opendir(dir);
		struct dirent *e;
		bool all = true;

		if (!d)
			break;
		while ((e = readdir(d))) {
			char path[128], buf[512], *p;
			size_t nl = strlen(e->d_name);
			FILE *f;

			if (e->d_name[0] == '.' || dl + nl + 7 > sizeof(path))
				continue;
			memcpy(path, dir, dl);
			path[dl] = '/';
			memcpy(path + dl + 1, e->d_name, nl);
			memcpy(path + dl + 1 + nl, "/stat", 6);
			f = fopen(path, "re");
			if (!f)
				continue;
			if (fgets(buf, sizeof(buf), f) && (p = strrchr(buf, ')')) && p[2] != 'T')
				all = false;
			fclose(f);
		}
		closedir(d);
		if (all)
			return;
		sleep_s(0.01);
	}
}

static void resume_server(void)
{
	kill(S.pid, SIGCONT);
}

static int client_new(void **state)
{
	struct sbx_client_opts o = {0};

	o.url = S.url;
	o.io_timeout_ms = IO_MS;
	o.stream_timeout_ms = 1000; /* below sbxd's 2 intervals + 1 s: 3 s */
	o.retries = 3;
	return sbx_client_new(&o, &C) == 0 ? 0 : -1;
}

static int client_free(void **state)
{
	sbx_thread_end_op();
	resume_server();
	sbx_client_free(C);
	C = NULL;
	return 0;
}

static void test_a_hung_server_costs_an_operation_one_io_timeout_in_total(void **state)
{
	struct sbx_stat st;
	bool running;
	double t0;

	assert_int_equal(sbx_health(C), 0);
	hang_server();
	t0 = now_s();
	sbx_thread_begin_op();
	assert_int_equal(sbx_health(C), -ETIMEDOUT);
	assert_int_equal(sbx_lstat(C, ID, "/workspace", &st, NULL), -ETIMEDOUT);
	assert_int_equal(sbx_running(C, ID, &running), -ETIMEDOUT);
	sbx_thread_end_op();
	/* three requests, one io_timeout (2 s) */
	assert_true(now_s() - t0 >= 1.9);
	assert_true(now_s() - t0 < 3.2);
}

static void test_time_spent_before_a_request_counts_against_the_operation(void **state)
{
	double t0, t1;

	assert_int_equal(sbx_health(C), 0);
	hang_server();
	t0 = now_s();
	sbx_thread_begin_op();
	sleep_s(1.2); /* a lock, an earlier step: no sign of the server */
	t1 = now_s();
	assert_int_equal(sbx_health(C), -ETIMEDOUT);
	assert_non_null(strstr(sbx_last_error(), "operation"));
	sbx_thread_end_op();
	/* the request got what remained (0.8 s, to the next tick), not 2 s */
	assert_true(now_s() - t1 < 1.8);
	assert_true(now_s() - t0 >= 1.9);
}

static void test_an_operation_that_keeps_getting_answers_is_never_cut(void **state)
{
	double t0 = now_s();

	sbx_thread_begin_op();
	for (int i = 0; i < 3; i++) {
		sleep_s(0.9);
		assert_int_equal(sbx_health(C), 0);
	}
	sbx_thread_end_op();
	assert_true(now_s() - t0 > 2.5); /* longer than io_timeout, yet fine */
}

/* A peer that accepts each connection and drops it after 0.9 s: curl gets
 * nothing (ENOTCONN), which an idempotent request retries. */
struct dropper {
	int lfd;
	atomic_int stop;
	atomic_int conns;
};

static void *dropper_main(void *arg)
{
	struct dropper *d = arg;

	while (!atomic_load(&d->stop)) {
		int fd = accept(d->lfd, NULL, NULL);

		if (fd < 0) {
			sleep_s(0.01);
			continue;
		}
		atomic_fetch_add(&d->conns, 1);
		sleep_s(0.9);
		close(fd);
	}
	return NULL;
}

static double drop_run(struct dropper *d, const char *url, bool in_op, int *rc)
{
	struct sbx_client_opts o = {0};
	struct sbx_client *c;
	double t0;

	o.url = url;
	o.io_timeout_ms = IO_MS;
	o.retries = 3;
	assert_int_equal(sbx_client_new(&o, &c), 0);
	t0 = now_s();
	if (in_op)
		sbx_thread_begin_op();
	*rc = sbx_health(c);
	sbx_thread_end_op();
	t0 = now_s() - t0;
	sbx_client_free(c);
	return t0;
}

static void test_retries_stop_at_the_operations_deadline(void **state)
{
	struct dropper d = {.lfd = -1};
	struct sockaddr_in a;
	socklen_t len = sizeof(a);
	pthread_t th;
	char url[64];
	double free_s, op_s;
	int rc, conns_free;

	memset(&a, 0, sizeof(a));
	a.sin_family = AF_INET;
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	d.lfd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
	assert_true(d.lfd >= 0);
	assert_int_equal(bind(d.lfd, (struct sockaddr *)&a, sizeof(a)), 0);
	assert_int_equal(listen(d.lfd, 16), 0);
	assert_int_equal(getsockname(d.lfd, (struct sockaddr *)&a, &len), 0);
	snprintf(url, sizeof(url), "http://127.0.0.1:%d", ntohs(a.sin_port));
	assert_int_equal(pthread_create(&th, NULL, dropper_main, &d), 0);

	/* outside an operation: every retry (4 attempts of 0.9 s + back-off) */
	free_s = drop_run(&d, url, false, &rc);
	conns_free = atomic_exchange(&d.conns, 0);
	assert_int_equal(rc, -ENOTCONN);
	assert_int_equal(conns_free, 4);
	assert_true(free_s > 3.5);
	/* in an operation: the retries end at its deadline (2 s; two
	 * attempts, the back-off before a third would outlast it) */
	op_s = drop_run(&d, url, true, &rc);
	assert_true(rc == -ENOTCONN || rc == -ETIMEDOUT);
	assert_true(op_s < 2.8);
	assert_true(atomic_load(&d.conns) < 4);

	atomic_store(&d.stop, 1);
	pthread_join(th, NULL);
	close(d.lfd);
}

static void test_a_server_not_responding_fails_requests_at_once_until_it_answers(void **state)
{
	double t0;
	int rc = -1;

	assert_int_equal(sbx_health(C), 0);
	hang_server();
	t0 = now_s();
	assert_int_equal(sbx_health(C), -ETIMEDOUT); /* no operation: its own bound */
	assert_true(now_s() - t0 >= 1.9);
	t0 = now_s();
	assert_int_equal(sbx_health(C), -ETIMEDOUT);
	assert_true(now_s() - t0 < 0.3);
	assert_non_null(strstr(sbx_last_error(), "has not responded"));
	resume_server();
	/* the prober's pending request is answered: usable again at once */
	t0 = now_s();
	while (now_s() - t0 < 5 && (rc = sbx_health(C)) != 0)
		sleep_s(0.05);
	assert_int_equal(rc, 0);
	assert_true(now_s() - t0 < 3);
}

struct bg_exec {
	const char *cmd;
	atomic_int started; /* output arrived */
	char out[64];
	size_t out_len;
	int code;
	int rc;
	double took;
};

static int bg_out(void *arg, int stream, const void *data, size_t len)
{
	struct bg_exec *b = arg;

	if (b->out_len + len < sizeof(b->out)) {
		memcpy(b->out + b->out_len, data, len);
		b->out_len += len;
	}
	atomic_store(&b->started, 1);
	return 0;
}

static void *bg_main(void *arg)
{
	struct bg_exec *b = arg;
	const char *argv[] = {"bash", "-c", b->cmd, NULL};
	double t0 = now_s();

	b->rc = sbx_exec(C, ID, argv, NULL, bg_out, b, &b->code);
	b->took = now_s() - t0;
	return NULL;
}

static void test_a_silent_command_outlives_the_stream_limit_while_keepalives_come(void **state)
{
	struct bg_exec b = {.cmd = "sleep 4; echo ok"};

	bg_main(&b);
	assert_int_equal(b.rc, 0);
	assert_int_equal(b.code, 0);
	assert_int_equal(b.out_len, 3);
	assert_memory_equal(b.out, "ok\n", 3);
	assert_true(b.took >= 3.9); /* silent longer than the 3 s limit */
}

static void test_a_stream_ends_once_keepalives_stop(void **state)
{
	struct bg_exec b = {.cmd = "echo started; sleep 60"};
	pthread_t th;
	double t0;

	assert_int_equal(pthread_create(&th, NULL, bg_main, &b), 0);
	t0 = now_s();
	while (!atomic_load(&b.started) && now_s() - t0 < 30)
		sleep_s(0.02);
	assert_true(atomic_load(&b.started));
	hang_server();
	t0 = now_s();
	pthread_join(th, NULL);
	assert_int_equal(b.rc, -ETIMEDOUT);
	/* 3 s after the last keepalive (about a second before the stop at
	 * most), to the next progress tick */
	assert_true(now_s() - t0 >= 1.0);
	assert_true(now_s() - t0 < 5.0);
	resume_server();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test_setup_teardown(
		test_a_hung_server_costs_an_operation_one_io_timeout_in_total, client_new,
		client_free),
	    cmocka_unit_test_setup_teardown(
		test_time_spent_before_a_request_counts_against_the_operation, client_new,
		client_free),
	    cmocka_unit_test_setup_teardown(
		test_an_operation_that_keeps_getting_answers_is_never_cut, client_new, client_free),
	    cmocka_unit_test(test_retries_stop_at_the_operations_deadline),
	    cmocka_unit_test_setup_teardown(
		test_a_server_not_responding_fails_requests_at_once_until_it_answers, client_new,
		client_free),
	    cmocka_unit_test_setup_teardown(
		test_a_silent_command_outlives_the_stream_limit_while_keepalives_come, client_new,
		client_free),
	    cmocka_unit_test_setup_teardown(test_a_stream_ends_once_keepalives_stop, client_new,
					    client_free),
	};

	signal(SIGPIPE, SIG_IGN);
	return cmocka_run_group_tests(tests, start_sbxd, stop_sbxd);
}
