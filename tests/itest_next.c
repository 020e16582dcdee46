/* itest_next.c — libsbx against sbxd in each bridge generation (run by
 * tests/integration/client_next.sh, which starts sbxd and passes SBX_URL and
 * SANDBOX_API_KEY). Prints TAP.
 *
 *   itest_next both   sbxd's default: both generations (exec on /exec)
 *   itest_next v1     sbxd --bridge-compat=v1: no processes or terminals
 *   itest_next next   sbxd --bridge-compat=next: exec, sessions and spawn
 *                     work through processes; no /pty
 *
 * What a caller of sbx_exec sees must not depend on the generation: the
 * same checks run in every mode (stdout/stderr apart, exact bytes and exit
 * codes, timeouts, background jobs, cwd, sessions' cwd and env).
 */
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sbx.h"

static int t_n, t_failed;
static struct sbx_client *C;
static char ID[SBX_ID_MAX + 1];
static const char *MODE;
static atomic_int n_exec_404, n_exec;

static void check(int ok, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void check(int ok, const char *fmt, ...)
{
	va_list ap;

	t_n++;
	printf("%s %d - [%s] ", ok ? "ok" : "not ok", t_n, MODE);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	if (!ok) {
		t_failed++;
		printf("#   last error: %s\n", sbx_last_error());
	}
	fflush(stdout);
}

#define RC(expr, want, what)                                                                       \
	do {                                                                                       \
		int rc_ = (int)(expr);                                                             \
		check(rc_ == (want), "%s (rc %d, want %d)", what, rc_, (int)(want));               \
	} while (0)

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void on_request(void *arg, const char *route, const char *op, int status, double s)
{
	if (!strcmp(route, "exec")) {
		atomic_fetch_add(&n_exec, 1);
		if (status == 404)
			atomic_fetch_add(&n_exec_404, 1);
	}
}

static bool has(const char *mode)
{
	return strstr(mode, MODE) != NULL;
}

/* exec of a bash line, both streams captured */
static int shx(const char *line, const struct sbx_exec_opts *o, struct sbx_buf *out,
	       struct sbx_buf *err, int *code)
{
	const char *argv[] = {"bash", "-c", line, NULL};

	sbx_buf_init(out, 16u << 20);
	sbx_buf_init(err, 1u << 20);
	return sbx_exec_capture(C, ID, argv, o, out, err, code);
}

static const char *str(const struct sbx_buf *b)
{
	return b->data ? b->data : "";
}

/* ---- exec: the same on every generation -------------------------------------------- */

static void test_exec(void)
{
	struct sbx_buf out, err;
	struct sbx_exec_opts o = {0};
	int code = -1, rc;
	double t0;

	RC(shx("printf out; printf err >&2; exit 7", NULL, &out, &err, &code), 0, "exec runs");
	check(!strcmp(str(&out), "out") && !strcmp(str(&err), "err") && code == 7,
	      "stdout, stderr and the exit code apart (%s|%s|%d)", str(&out), str(&err), code);
	sbx_buf_release(&out);
	sbx_buf_release(&err);

	RC(shx("exit 255", NULL, &out, &err, &code), 0, "exit 255 runs");
	check(code == 255, "exit code 255 exact (%d)", code);
	sbx_buf_release(&out);
	sbx_buf_release(&err);
	RC(shx("kill -9 $$", NULL, &out, &err, &code), 0, "a command killed by a signal");
	check(code == 137, "its exit code is 128+9 (%d)", code);
	sbx_buf_release(&out);
	sbx_buf_release(&err);

	RC(shx("for i in $(seq 1 200); do echo o$i; echo e$i >&2; done", NULL, &out, &err, &code),
	   0, "interleaved output");
	{
		struct sbx_buf wo, we;
		char line[32];

		sbx_buf_init(&wo, 1u << 16);
		sbx_buf_init(&we, 1u << 16);
		for (int i = 1; i <= 200; i++) {
			int n = snprintf(line, sizeof(line), "o%d\n", i);

			sbx_buf_add(&wo, line, (size_t)n);
			line[0] = 'e';
			sbx_buf_add(&we, line, (size_t)n);
		}
		check(!strcmp(str(&out), str(&wo)) && !strcmp(str(&err), str(&we)),
		      "each stream complete and in order");
		sbx_buf_release(&wo);
		sbx_buf_release(&we);
	}
	sbx_buf_release(&out);
	sbx_buf_release(&err);

	/* bytes that look like libsbx's own end marker pass through */
	RC(shx("printf '\\036sbx:0123abcd:5\\036'; printf 'x\\036sbx:'; printf '\\036' >&2", NULL,
	       &out, &err, &code),
	   0, "output like an end marker");
	check(out.len == 22 && !memcmp(out.data, "\036sbx:0123abcd:5\036x\036sbx:", 22) &&
		  err.len == 1 && err.data[0] == '\036' && code == 0,
	      "is delivered byte for byte (%zu, %zu)", out.len, err.len);
	sbx_buf_release(&out);
	sbx_buf_release(&err);

	RC(shx("head -c 3000000 /dev/urandom > /tmp/r.bin; sha256sum < /tmp/r.bin | cut -c1-64 "
	       ">&2; "
	       "cat /tmp/r.bin",
	       NULL, &out, &err, &code),
	   0, "3 MB of binary output");
	{
		char cmd[256], sum[80] = "";
		FILE *f;

		snprintf(cmd, sizeof(cmd), "%s/r.bin", getenv("T_TMP") ? getenv("T_TMP") : "/tmp");
		f = fopen(cmd, "w");
		if (f) {
			fwrite(out.data, 1, out.len, f);
			fclose(f);
		}
		snprintf(cmd, sizeof(cmd), "sha256sum < %s/r.bin | cut -c1-64",
			 getenv("T_TMP") ? getenv("T_TMP") : "/tmp");
		f = popen(cmd, "r");
		if (f) {
			if (!fgets(sum, sizeof(sum), f))
				sum[0] = '\0';
			pclose(f);
		}
		check(out.len == 3000000 && !strcmp(sum, str(&err)),
		      "binary output is exact (%zu bytes)", out.len);
	}
	sbx_buf_release(&out);
	sbx_buf_release(&err);

	t0 = now_s();
	RC(shx("sleep 60 & echo started", NULL, &out, &err, &code), 0, "a background job");
	check(now_s() - t0 < 20 && !strcmp(str(&out), "started\n") && code == 0,
	      "does not hold the exec (%.1f s)", now_s() - t0);
	sbx_buf_release(&out);
	sbx_buf_release(&err);

	o.timeout_ms = 300;
	RC(shx("sleep 30", &o, &out, &err, &code), 0, "a command with a timeout");
	check(code == 124 && !strcmp(str(&err), "Command timed out after 300ms\n"),
	      "times out as v1 exec does: 124 and the stderr line (%d)", code);
	sbx_buf_release(&out);
	sbx_buf_release(&err);
	o.timeout_ms = 0;

	shx("mkdir -p /workspace/sub", NULL, &out, &err, &code);
	sbx_buf_release(&out);
	sbx_buf_release(&err);
	o.cwd = "sub";
	RC(shx("pwd", &o, &out, &err, &code), 0, "exec with a relative cwd");
	check(!strcmp(str(&out), "/workspace/sub\n"), "runs in /workspace/sub");
	sbx_buf_release(&out);
	sbx_buf_release(&err);
	o.cwd = "/etc";
	rc = shx("pwd", &o, &out, &err, &code);
	check(rc == -EACCES, "a cwd outside /workspace is EACCES (%d)", rc);
	sbx_buf_release(&out);
	sbx_buf_release(&err);
}

static int stop_after_first(void *arg, int stream, const void *data, size_t len)
{
	return 1;
}

static void test_exec_cancel(void)
{
	const char *argv[] = {"bash", "-c", "echo first; sleep 30; echo late", NULL};
	int code = -1;
	double t0 = now_s();

	RC(sbx_exec(C, ID, argv, NULL, stop_after_first, NULL, &code), -ECANCELED,
	   "the output callback cancels an exec");
	check(now_s() - t0 < 20, "at once (%.1f s)", now_s() - t0);
}

static void test_sessions(void)
{
	const char *env[] = {"FOO=bar baz", NULL};
	struct sbx_exec_opts o = {.session = "nsess"};
	struct sbx_buf out, err;
	char *sid = NULL;
	int code = -1;

	RC(sbx_session_create(C, ID, "nsess", "/workspace/sub", env, &sid), 0, "session create");
	check(sid && !strcmp(sid, "nsess"), "the session id is kept");
	free(sid);
	RC(shx("echo \"$FOO\"; pwd", &o, &out, &err, &code), 0, "exec in the session");
	check(!strcmp(str(&out), "bar baz\n/workspace/sub\n"), "the session's env and cwd apply");
	sbx_buf_release(&out);
	sbx_buf_release(&err);
	RC(sbx_session_create(C, ID, "nsess", NULL, NULL, NULL), -EEXIST,
	   "creating it again fails");
	check(strstr(sbx_last_error(), "already exists") != NULL, "with the bridge's words");
	RC(sbx_session_delete(C, ID, "nsess"), 0, "session delete");
	RC(sbx_session_delete(C, ID, "nsess"), -ENOENT, "deleting it again is ENOENT");
}

static void test_spawn(void)
{
	struct sbx_buf out, err;
	int pid = -1, code = -1, rc;
	double t0 = now_s();
	bool found = false;

	RC(sbx_spawn(C, ID, "echo spawned; exec sleep 60", "/tmp/spawn.log", &pid), 0, "spawn");
	check(pid > 1, "spawn gives a sandbox pid (%d)", pid);
	while (now_s() - t0 < 20) {
		shx("cat /tmp/spawn.log", NULL, &out, &err, &code);
		found = !strcmp(str(&out), "spawned\n");
		sbx_buf_release(&out);
		sbx_buf_release(&err);
		if (found)
			break;
		usleep(100000);
	}
	check(found, "its output goes to the log file");
	if (has("both next")) {
		struct sbx_process *v = NULL;
		size_t n = 0;

		found = false;
		rc = sbx_process_list(C, ID, &v, &n);
		for (size_t i = 0; rc == 0 && i < n; i++)
			found |= v[i].pid == pid && v[i].state == SBX_PROC_RUNNING;
		check(found, "the server lists the spawned process (rc %d, %zu)", rc, n);
		sbx_processes_free(v, n);
	}
	RC(sbx_kill(C, ID, pid, SIGKILL), 0, "kill the spawned process");
}

/* ---- processes and logs (next generation) ---------------------------------------- */

struct logcap {
	struct sbx_buf out, err;
	int exits, code, sig;
	bool timed_out;
	char cursor[256];
	int events;
};

static int cap_log(void *arg, const struct sbx_log_event *ev)
{
	struct logcap *l = arg;

	l->events++;
	if (ev->cursor && ev->cursor[0])
		snprintf(l->cursor, sizeof(l->cursor), "%s", ev->cursor);
	if (ev->kind == SBX_LOG_STDOUT)
		sbx_buf_add(&l->out, ev->data, ev->len);
	else if (ev->kind == SBX_LOG_STDERR)
		sbx_buf_add(&l->err, ev->data, ev->len);
	else if (ev->kind == SBX_LOG_EXIT) {
		l->exits++;
		l->code = ev->exit_code;
		l->sig = ev->signal;
		l->timed_out = ev->timed_out;
	}
	return 0;
}

static void logcap_init(struct logcap *l)
{
	memset(l, 0, sizeof(*l));
	sbx_buf_init(&l->out, 1u << 20);
	sbx_buf_init(&l->err, 1u << 20);
}

static void logcap_release(struct logcap *l)
{
	sbx_buf_release(&l->out);
	sbx_buf_release(&l->err);
}

static void test_processes(void)
{
	const char *a1[] = {"bash", "-c", "echo a; echo b >&2; exit 3", NULL};
	const char *a2[] = {"bash", "-c", "for i in 1 2 3; do echo l$i; sleep 0.2; done", NULL};
	const char *a3[] = {"sleep", "60", NULL};
	const char *env[] = {"FOO=bar", NULL};
	const char *a4[] = {"printenv", "FOO", NULL};
	struct sbx_process_opts po = {.env = env};
	struct sbx_process p = {0}, q = {0};
	struct sbx_log_opts lo = {.follow = true};
	struct logcap l;
	int rc;

	if (!has("both next")) {
		RC(sbx_process_start(C, ID, a1, NULL, &p), -ENOSYS, "v1: no processes (ENOSYS)");
		RC(sbx_process_list(C, ID, &(struct sbx_process *){0}, &(size_t){0}), -ENOSYS,
		   "v1: no process list (ENOSYS)");
		return;
	}
	RC(sbx_process_start(C, ID, a1, NULL, &p), 0, "process start");
	check(p.id && p.pid > 1 && p.command && !strcmp(p.command[0], "bash") && p.cwd &&
		  !strcmp(p.cwd, "/workspace") && p.started_at,
	      "its status (id %s, pid %d)", p.id ? p.id : "?", p.pid);
	logcap_init(&l);
	RC(sbx_process_logs(C, ID, p.id, &lo, cap_log, &l), 0, "follow its log");
	check(!strcmp(str(&l.out), "a\n") && !strcmp(str(&l.err), "b\n") && l.exits == 1 &&
		  l.code == 3,
	      "stdout, stderr and the exit event (%d)", l.code);
	logcap_release(&l);
	RC(sbx_process_get(C, ID, p.id, &q), 0, "process get");
	check(q.state == SBX_PROC_EXITED && q.exit_code == 3 && q.ended_at, "it has exited with 3");
	sbx_process_release(&q);
	RC(sbx_process_get(C, ID, "no-such-process", &q), -ENOENT, "an unknown process is ENOENT");
	sbx_process_release(&p);

	RC(sbx_process_start(C, ID, a2, NULL, &p), 0, "a process that writes over time");
	logcap_init(&l);
	RC(sbx_process_logs(C, ID, p.id, &lo, cap_log, &l), 0, "follow it");
	check(!strcmp(str(&l.out), "l1\nl2\nl3\n") && l.exits == 1, "every line, then the exit");
	{
		struct logcap l2;
		struct sbx_log_opts since = {.since = NULL};
		char first[256] = "";

		logcap_init(&l2);
		sbx_process_logs(C, ID, p.id, &since, cap_log, &l2);
		logcap_release(&l2);
		/* the cursor of the first event: replay after it */
		{
			struct logcap l3;

			logcap_init(&l3);
			l3.events = 0;
			since.since = NULL;
			sbx_process_logs(C, ID, p.id, &since, cap_log, &l3);
			logcap_release(&l3);
		}
		snprintf(first, sizeof(first), "%s", l.cursor);
		logcap_init(&l2);
		since.since = first;
		RC(sbx_process_logs(C, ID, p.id, &since, cap_log, &l2), 0,
		   "the log after the last cursor");
		check(l2.events == 0, "is empty (%d events)", l2.events);
		logcap_release(&l2);
	}
	logcap_release(&l);
	sbx_process_release(&p);

	RC(sbx_process_start(C, ID, a4, &po, &p), 0, "a process with env");
	logcap_init(&l);
	sbx_process_logs(C, ID, p.id, &lo, cap_log, &l);
	check(!strcmp(str(&l.out), "bar\n"), "sees it");
	logcap_release(&l);
	sbx_process_release(&p);

	RC(sbx_process_start(C, ID, a3, NULL, &p), 0, "a sleeping process");
	RC(sbx_process_kill(C, ID, p.id, SIGTERM), 0, "kill it");
	logcap_init(&l);
	rc = sbx_process_logs(C, ID, p.id, &lo, cap_log, &l);
	check(rc == 0 && l.exits == 1 && l.code == 143 && l.sig == SIGTERM,
	      "it ends by SIGTERM (%d, %d)", l.code, l.sig);
	logcap_release(&l);
	RC(sbx_process_kill(C, ID, p.id, 0), -EINVAL, "signal 0 is EINVAL");
	sbx_process_release(&p);
	po.env = NULL;
	po.timeout_ms = 200;
	RC(sbx_process_start(C, ID, a3, &po, &p), 0, "a process with a timeout");
	logcap_init(&l);
	sbx_process_logs(C, ID, p.id, &lo, cap_log, &l);
	check(l.exits == 1 && l.timed_out && l.sig == SIGTERM, "it times out (%d)", l.code);
	logcap_release(&l);
	sbx_process_release(&p);
	{
		const char *bad[] = {"nosuchcmd", NULL};

		RC(sbx_process_start(C, ID, bad, NULL, &p), -ENOENT,
		   "a missing executable is ENOENT");
	}
}

/* ---- terminals ----------------------------------------------------------------------- */

/* Reads from t until want appears (or 20 s); the bytes in *acc. */
static bool read_until(struct sbx_term *t, const char *want, struct sbx_buf *acc)
{
	double t0 = now_s();

	while (now_s() - t0 < 20) {
		char buf[4096];
		ssize_t n = sbx_term_read(t, buf, sizeof(buf), 500);

		if (n > 0)
			sbx_buf_add(acc, buf, (size_t)n);
		else if (n != -ETIMEDOUT)
			return acc->data && strstr(acc->data, want);
		if (acc->data && strstr(acc->data, want))
			return true;
	}
	return false;
}

static void test_terminals(void)
{
	const char *sh[] = {"bash", "--norc", "--noprofile", "-i", NULL};
	const char *env[] = {"PS1=$ ", NULL};
	struct sbx_terminal_opts to = {.env = env, .cols = 100, .rows = 30};
	struct sbx_term_connect_opts co = {0};
	struct sbx_terminal tm = {0}, g = {0};
	struct sbx_term *t = NULL;
	struct sbx_buf acc;
	char cursor[256];
	int code = -1, sig = -1;

	if (!has("both next")) {
		RC(sbx_terminal_create(C, ID, sh, &to, &tm), -ENOSYS, "v1: no terminals (ENOSYS)");
		return;
	}
	RC(sbx_terminal_create(C, ID, sh, &to, &tm), 0, "terminal create");
	check(tm.id && tm.running && tm.pid > 1, "its snapshot (%s)", tm.id ? tm.id : "?");
	RC(sbx_terminal_connect(C, ID, tm.id, &co, &t), 0, "connect over WebSocket");
	if (!t)
		return;
	sbx_buf_init(&acc, 1u << 20);
	sbx_term_write(t, "stty size\r", 10);
	check(read_until(t, "30 100", &acc), "the terminal has the size it was created with");
	sbx_buf_release(&acc);
	RC(sbx_term_resize(t, 77, 22), 0, "resize");
	sbx_buf_init(&acc, 1u << 20);
	sbx_term_write(t, "stty size\r", 10);
	check(read_until(t, "22 77", &acc), "stty size shows the new size");
	sbx_buf_release(&acc);
	snprintf(cursor, sizeof(cursor), "%s", sbx_term_cursor(t));
	check(cursor[0] != '\0', "reads carry a cursor");
	sbx_buf_init(&acc, 1u << 20);
	sbx_term_write(t, "sleep 100; echo rc=$?\r", 22);
	read_until(t, "sleep 100", &acc);
	usleep(300000);
	RC(sbx_term_interrupt(t), 0, "interrupt");
	check(read_until(t, "rc=130", &acc) || read_until(t, "$ ", &acc),
	      "Ctrl-C stops the foreground sleep");
	sbx_buf_release(&acc);
	{
		/* a second connection resumes after the cursor: none of the old output */
		struct sbx_term *t2 = NULL;
		struct sbx_term_connect_opts c2 = {.cursor = cursor};

		RC(sbx_terminal_connect(C, ID, tm.id, &c2, &t2), 0, "connect again from a cursor");
		sbx_buf_init(&acc, 1u << 20);
		check(t2 && read_until(t2, "sleep 100", &acc) && !strstr(str(&acc), "30 100"),
		      "it gets only the output after the cursor");
		sbx_buf_release(&acc);
		sbx_term_close(t2);
	}
	sbx_buf_init(&acc, 1u << 20);
	sbx_term_write(t, "exit 5\r", 7);
	read_until(t, "\x01never", &acc);
	check(sbx_term_exit(t, &code, &sig) == 1 && code == 5, "exit 5 ends the terminal (%d)",
	      code);
	sbx_buf_release(&acc);
	sbx_term_close(t);
	RC(sbx_terminal_get(C, ID, tm.id, &g), 0, "terminal get");
	check(!g.running && g.exit_code == 5, "it has exited with 5");
	sbx_terminal_release(&g);
	sbx_terminal_release(&tm);

	{
		const char *sl[] = {"sleep", "300", NULL};

		RC(sbx_terminal_create(C, ID, sl, NULL, &tm), 0, "a terminal running sleep");
		RC(sbx_terminal_terminate(C, ID, tm.id), 0, "terminate it");
		RC(sbx_terminal_get(C, ID, tm.id, &g), 0, "get it");
		check(!g.running, "it no longer runs");
		sbx_terminal_release(&g);
		sbx_terminal_release(&tm);
	}
	RC(sbx_terminal_get(C, ID, "nope", &g), -ENOENT, "an unknown terminal is ENOENT");
	{
		struct sbx_term *t3 = NULL;
		struct sbx_term_connect_opts c3 = {.cursor = "garbage"};
		const char *sh1[] = {"bash", NULL};
		char buf[64];
		ssize_t n;

		sbx_terminal_create(C, ID, sh1, NULL, &tm);
		RC(sbx_terminal_connect(C, ID, tm.id, &c3, &t3), 0, "connect with a bad cursor");
		n = t3 ? sbx_term_read(t3, buf, sizeof(buf), 10000) : 0;
		check(n == -EIO && strstr(sbx_last_error(), "cursor"),
		      "the read fails with the server's words (%zd: %s)", n, sbx_last_error());
		sbx_term_close(t3);
		sbx_terminal_terminate(C, ID, tm.id);
		sbx_terminal_release(&tm);
	}
}

static void test_pty(void)
{
	struct sbx_term *t = NULL;
	struct sbx_buf acc;
	int code = -1;

	if (!has("both v1")) {
		RC(sbx_pty_connect(C, ID, "ptys", 80, 24, NULL, &t), -ENOSYS,
		   "next: no /pty (ENOSYS)");
		return;
	}
	RC(sbx_pty_connect(C, ID, "ptys", 90, 20, NULL, &t), 0, "v1 pty connect");
	if (!t)
		return;
	sbx_buf_init(&acc, 1u << 20);
	sbx_term_write(t, "stty size; echo pty-$((6*7))\r", 29);
	check(read_until(t, "pty-42", &acc) && strstr(str(&acc), "20 90"), "the pty answers");
	sbx_buf_release(&acc);
	sbx_buf_init(&acc, 1u << 20);
	sbx_term_write(t, "exit 4\r", 7);
	read_until(t, "\x01never", &acc);
	check(sbx_term_exit(t, &code, NULL) == 1 && code == 4, "its exit is reported (%d)", code);
	sbx_buf_release(&acc);
	sbx_term_close(t);
}

int main(int argc, char **argv)
{
	struct sbx_client_opts o = {0};
	int gen, want;

	setvbuf(stdout, NULL, _IOLBF, 0);
	MODE = argc > 1 ? argv[1] : "both";
	snprintf(ID, sizeof(ID), "%s", getenv("ITEST_ID") ? getenv("ITEST_ID") : "itestnext");
	o.url = getenv("SBX_URL");
	o.token = getenv("SANDBOX_API_KEY");
	o.retries = -1;
	if (!o.url || sbx_client_new(&o, &C) < 0) {
		printf("Bail out! no client for SBX_URL\n");
		return 1;
	}
	sbx_client_set_request_cb(C, on_request, NULL);
	test_exec();
	test_exec_cancel();
	test_sessions();
	test_spawn();
	test_processes();
	test_terminals();
	test_pty();
	gen = sbx_generation(C, ID);
	want = !strcmp(MODE, "v1")     ? SBX_GEN_V1
	       : !strcmp(MODE, "next") ? SBX_GEN_NEXT
				       : SBX_GEN_V1 | SBX_GEN_NEXT;
	check(gen == want, "sbx_generation says %d (want %d)", gen, want);
	if (!strcmp(MODE, "next"))
		check(atomic_load(&n_exec_404) == 1 && atomic_load(&n_exec) == 1,
		      "exec found /exec missing once, then ran on processes (%d tries)",
		      atomic_load(&n_exec));
	else
		check(atomic_load(&n_exec_404) == 0, "exec never met a 404 (%d)",
		      atomic_load(&n_exec_404));
	sbx_destroy(C, ID);
	sbx_client_free(C);
	printf("1..%d\n", t_n);
	return t_failed ? 1 : 0;
}
