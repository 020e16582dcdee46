/* fuzz_http.c — libFuzzer target: raw bytes as one HTTP connection to sbxd.
 *
 * The real server (http.c, every route, the edge, the sandbox runtime) runs
 * in this process with a private state directory; each input is written to
 * one end of a socketpair whose other end is handed to libmicrohttpd, so
 * the whole path a request takes — request line and header parsing, the
 * framing checks, routing, the bridge's path rules, the JSON bodies of
 * every route, Range, the file and /fs operations on a real sandbox
 * workspace — is exercised without a network. The first byte may pick
 * another server: '!' one running --bridge-compat, '#' one whose sandboxes
 * can never start (its init does not exist).
 *
 * What counts as a bug: a crash or sanitizer report (the build has ASan and
 * UBSan), a connection sbxd neither answers nor closes within 5 s after the
 * client has sent everything and shut its side (a hang), or bytes that are
 * not an HTTP/1.x response.
 *
 * On the first two servers one sandbox ("fz") is started at initialisation
 * and serves the file, /fs, session, persist and hydrate routes; requests
 * that could run commands or open tunnels there (anything with "/exec" or
 * "/tunnel/" in its request line) are not sent to them, so the fuzzer
 * never starts processes of its own making. They go to the '#' server,
 * where the routes check their bodies in full and then fail to start the
 * sandbox (502), which is all of their code that runs before a start.
 */
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "http.h"
#include "sandbox.h"

#define TOKEN "fuzz-token"

static struct sandbox_table *tables[3];
static struct http_server *servers[3];
static char state_dir[256];

static void cleanup(void)
{
	for (int i = 0; i < 3; i++) {
		http_server_stop(servers[i]);
		sandbox_table_free(tables[i]);
	}
	if (state_dir[0]) {
		char cmd[300];

		snprintf(cmd, sizeof(cmd), "rm -rf '%s'", state_dir);
		(void)!system(cmd);
	}
}

static void start(int i, const char *init)
{
	static char dirs[3][300]; /* the table borrows cfg's strings */
	char *dir = dirs[i];
	struct sbxd_config cfg = {0};
	struct http_options opt = {0};
	struct sockaddr_in a = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};

	snprintf(dir, sizeof(dirs[i]), "%s/%d", state_dir, i);
	mkdir(dir, 0755);
	cfg.state_dir = dir;
	cfg.init_path = init;
	cfg.shared_uid = true; /* one uid, no limits, no disk images: the HTTP layer is what is fuzzed */
	cfg.sandbox_uid = geteuid() == 0 ? 65534 : getuid();
	cfg.sandbox_gid = geteuid() == 0 ? 65534 : getgid();
	cfg.bridge_compat = i == 1;
	cfg.max_sandboxes = 1;
	if (sandbox_table_new(&cfg, &tables[i]) < 0) {
		fprintf(stderr, "fuzz_http: sandbox table: %s\n", sbxd_errmsg());
		exit(1);
	}
	opt.table = tables[i];
	opt.token = TOKEN;
	opt.bridge_compat = i == 1;
	if (http_server_start(&opt, (struct sockaddr *)&a, sizeof(a), &servers[i]) < 0) {
		fprintf(stderr, "fuzz_http: cannot start the server\n");
		exit(1);
	}
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	const char *tmp = getenv("TMPDIR");
	const char *init = getenv("SBXD_INIT");
	static char initbuf[4096];

	if (!init) { /* next to this binary's directory: BUILD/fuzz/.. */
		char exe[4000];
		ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);

		if (n > 0) {
			exe[n] = '\0';
			*strrchr(exe, '/') = '\0';
			snprintf(initbuf, sizeof(initbuf), "%s/../sbxd-init", exe);
			init = initbuf;
		}
	}
	snprintf(state_dir, sizeof(state_dir), "%s/sbxd-fuzz.XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(state_dir) || chmod(state_dir, 0755) < 0) {
		perror("fuzz_http: state dir");
		exit(1);
	}
	start(0, init);
	start(1, init);
	/* an init that exists when the table checks it and is gone when a
	 * sandbox would start: every start fails at once, without a fork */
	static char noinit[300];
	snprintf(noinit, sizeof(noinit), "%s/noinit", state_dir);
	int fd = open(noinit, O_WRONLY | O_CREAT | O_CLOEXEC, 0755);
	if (fd >= 0)
		close(fd);
	start(2, noinit);
	unlink(noinit);
	atexit(cleanup);
	/* the one sandbox the routes may use: start it now, fail loudly if not */
	struct sandbox *sb;
	if (sandbox_get(tables[0], "fz", &sb) < 0 || (sandbox_put(sb), 0) ||
	    sandbox_get(tables[1], "fz", &sb) < 0) {
		fprintf(stdout, "fuzz_http: cannot start sandbox fz: %s\n", sbxd_errmsg());
		exit(1);
	}
	sandbox_put(sb);
	(void)argc;
	(void)argv;
	return 0;
}

static bool sends_commands(const uint8_t *d, size_t n)
{
	const uint8_t *eol = memchr(d, '\n', n);
	size_t len = eol ? (size_t)(eol - d) : n;

	return memmem(d, len, "/exec", 5) || memmem(d, len, "/tunnel/", 8);
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	int which = 0, sv[2];
	struct sockaddr_in a = {.sin_family = AF_INET,
				.sin_addr.s_addr = htonl(INADDR_LOOPBACK),
				.sin_port = htons(40000)};
	char resp[16];
	size_t sent = 0, got = 0;
	bool closed = false, shut = false;
	double deadline;

	if (size > 0 && (data[0] == '!' || data[0] == '#')) {
		which = data[0] == '!' ? 1 : 2;
		data++;
		size--;
	}
	if (size == 0 || (which < 2 && sends_commands(data, size)))
		return 0;
	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) < 0)
		abort();
	fcntl(sv[0], F_SETFL, O_NONBLOCK);
	if (http_server_add_connection(servers[which], sv[1], (struct sockaddr *)&a, sizeof(a)) <
	    0) {
		close(sv[0]);
		return 0;
	}
	deadline = now() + 5;
	while (!closed) {
		struct pollfd p = {.fd = sv[0], .events = POLLIN | (shut ? 0 : POLLOUT)};
		double left = deadline - now();

		if (left <= 0) {
			fprintf(stdout,
				"fuzz_http: sbxd neither answered nor closed the connection\n");
			abort();
		}
		if (poll(&p, 1, (int)(left * 1000) + 1) < 0)
			continue;
		if (p.revents & POLLOUT) {
			ssize_t w = send(sv[0], data + sent, size - sent, MSG_NOSIGNAL);

			if (w > 0)
				sent += (size_t)w;
			if (w < 0 && errno != EAGAIN)
				sent = size; /* the server closed early: fine */
			if (sent == size) {
				shutdown(sv[0], SHUT_WR);
				shut = true;
				deadline = now() + 5;
			}
		}
		if (p.revents & (POLLIN | POLLHUP | POLLERR)) {
			char buf[65536];
			ssize_t r = recv(sv[0], buf, sizeof(buf), 0);

			if (r > 0) {
				if (got < sizeof(resp))
					memcpy(resp + got, buf,
					       (size_t)r < sizeof(resp) - got ? (size_t)r
									      : sizeof(resp) - got);
				got += (size_t)r;
			} else if (r == 0 || errno != EAGAIN) {
				closed = true;
			}
		}
	}
	close(sv[0]);
	/* The server frees a request on its connection thread, after the
	 * close: wait for that, or libFuzzer counts it as leaked. */
	deadline = now() + 5;
	while (http_server_in_flight(servers[which]) > 0) {
		if (now() > deadline) {
			fprintf(stdout, "fuzz_http: a request never completed\n");
			abort();
		}
		usleep(1000);
	}
	if (got > 0 && (got < 8 || memcmp(resp, "HTTP/1.", 7) != 0)) {
		fprintf(stdout, "fuzz_http: not an HTTP response: %.*s\n",
			(int)(got < 16 ? got : 16), resp);
		abort();
	}
	return 0;
}
