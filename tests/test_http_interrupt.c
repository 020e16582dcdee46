/* test_http_interrupt.c — sbx_thread_set_interrupt (client/http.c): a
 * request waiting on a server that never answers ends with -EINTR once the
 * thread's check says so, promptly when a signal wakes the thread, is never
 * retried, and leaves the thread's handle usable. The "server" is a real
 * loopback socket that listens and never accepts: the kernel completes the
 * connection, so libcurl sends its request and waits, as it does on a
 * stopped sbxd. The requests are GET /v1/sandbox (sbx_list_sandboxes): once
 * a request has timed out, the client's prober asks GET /health of the same
 * server, and its connections are not the test's. */
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "sbx.h"

struct hung {
	int lfd;
	char url[64];
	struct sbx_client *c;
};

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int setup(void **state)
{
	static struct hung h;
	struct sockaddr_in a;
	socklen_t len = sizeof(a);
	struct sbx_client_opts o = {0};

	memset(&a, 0, sizeof(a));
	a.sin_family = AF_INET;
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	h.lfd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
	if (h.lfd < 0 || bind(h.lfd, (struct sockaddr *)&a, sizeof(a)) != 0 ||
	    listen(h.lfd, 16) != 0 || getsockname(h.lfd, (struct sockaddr *)&a, &len) != 0)
		return -1;
	snprintf(h.url, sizeof(h.url), "http://127.0.0.1:%d", ntohs(a.sin_port));
	o.url = h.url;
	o.io_timeout_ms = 3000;
	o.retries = 3;
	if (sbx_client_new(&o, &h.c) != 0)
		return -1;
	*state = &h;
	return 0;
}

static int teardown(void **state)
{
	struct hung *h = *state;

	sbx_thread_set_interrupt(NULL, NULL);
	sbx_client_free(h->c);
	close(h->lfd);
	return 0;
}

/* Whether the request on an accepted connection is the test's, not the
 * prober's. Its first bytes may lag the connection: waited for, with a
 * deadline. */
static bool is_listing(int fd)
{
	struct pollfd p = {.fd = fd, .events = POLLIN};
	char line[32] = "";
	ssize_t n;

	if (poll(&p, 1, 10000) != 1)
		return false;
	n = recv(fd, line, sizeof(line) - 1, 0);
	return n > 0 && !strncmp(line, "GET /v1/sandbox ", 16);
}

/* Connections made to the hung server for the test's requests since the
 * last call (accepted and closed here, so that each test counts its own). */
static int connections(struct hung *h)
{
	int n = 0, fd;

	while ((fd = accept(h->lfd, NULL, NULL)) >= 0) {
		n += is_listing(fd);
		close(fd);
	}
	return n;
}

/* The request every test makes: idempotent, so a retry would show. */
static int ask(struct hung *h)
{
	char **ids = NULL;
	size_t n = 0;
	int rc = sbx_list_sandboxes(h->c, &ids, &n);

	assert_null(ids);
	return rc;
}

static bool after_deadline(void *arg)
{
	return now_s() >= *(double *)arg;
}

static bool always(void *arg)
{
	return true;
}

static void on_sig(int sig)
{
}

struct kick {
	pthread_t target;
	double at;
	atomic_bool done;
};

/* From `at` on, signals the target every 10 ms until it is done, as
 * libfuse's interrupt does: one signal may land while the thread is
 * between two waits, not in one. */
static void *kicker(void *arg)
{
	struct kick *k = arg;

	while (!atomic_load(&k->done)) {
		if (now_s() >= k->at)
			pthread_kill(k->target, SIGUSR2);
		usleep(10000);
	}
	return NULL;
}

static void test_a_hung_request_ends_with_eintr_within_a_progress_tick(void **state)
{
	struct hung *h = *state;
	double t0 = now_s(), deadline = t0 + 0.3, dt;

	sbx_thread_set_interrupt(after_deadline, &deadline);
	assert_int_equal(ask(h), -EINTR);
	dt = now_s() - t0;
	/* curl calls its progress callback about once a second on an idle
	 * transfer: without a signal, the check runs within ~1 s. */
	assert_true(dt >= 0.3);
	assert_true(dt < 2.0);
	assert_non_null(strstr(sbx_last_error(), "interrupted"));
	assert_int_equal(connections(h), 1); /* idempotent, yet not retried */
}

static void test_a_signal_wakes_the_request_at_once(void **state)
{
	struct hung *h = *state;
	struct sigaction sa;
	struct kick k;
	pthread_t th;
	double t0, deadline, dt;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_sig; /* no SA_RESTART, as sbxfs installs it */
	sigemptyset(&sa.sa_mask);
	assert_int_equal(sigaction(SIGUSR2, &sa, NULL), 0);
	t0 = now_s();
	deadline = t0 + 0.3;
	k.target = pthread_self();
	k.at = deadline;
	atomic_init(&k.done, false);
	assert_int_equal(pthread_create(&th, NULL, kicker, &k), 0);
	sbx_thread_set_interrupt(after_deadline, &deadline);
	assert_int_equal(ask(h), -EINTR);
	dt = now_s() - t0;
	atomic_store(&k.done, true);
	pthread_join(th, NULL);
	/* the progress tick would end it at ~1 s */
	assert_true(dt < 0.8);
	assert_int_equal(connections(h), 1);
}

static void test_an_interrupted_thread_sends_nothing(void **state)
{
	struct hung *h = *state;
	double t0 = now_s();

	sbx_thread_set_interrupt(always, NULL);
	assert_int_equal(ask(h), -EINTR);
	assert_true(now_s() - t0 < 0.5);
	assert_int_equal(connections(h), 0);
}

static void test_after_an_interrupt_the_handle_works_and_the_check_can_be_cleared(void **state)
{
	struct hung *h = *state;
	double t0, deadline = now_s() + 0.2;

	sbx_thread_set_interrupt(after_deadline, &deadline);
	assert_int_equal(ask(h), -EINTR);
	assert_int_equal(connections(h), 1);
	/* cleared: the same handle makes a new request, bounded by io_timeout */
	sbx_thread_set_interrupt(NULL, NULL);
	t0 = now_s();
	assert_int_equal(ask(h), -ETIMEDOUT);
	assert_true(now_s() - t0 >= 2.9);
	assert_int_equal(connections(h), 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_a_hung_request_ends_with_eintr_within_a_progress_tick),
	    cmocka_unit_test(test_a_signal_wakes_the_request_at_once),
	    cmocka_unit_test(test_an_interrupted_thread_sends_nothing),
	    cmocka_unit_test(test_after_an_interrupt_the_handle_works_and_the_check_can_be_cleared),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
