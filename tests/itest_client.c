/* itest_client.c — libsbx against a real sbxd (run by
 * tests/integration/client.sh, which starts sbxd and passes SBX_URL and
 * SANDBOX_API_KEY in the environment). Prints TAP itself, numbered from
 * $T_START (default 1).
 *
 *   itest_client all       every call: routes, files (100 MiB and 40 MiB),
 *                          POSIX ops, processes, 16 threads, streaming
 *   itest_client posix     the POSIX + file suite only (for --bridge-compat
 *                          and SBX_NO_EXTENSIONS=1 runs)
 *   itest_client exact     reads are byte-exact whatever the server does to
 *                          text-typed files (run through Cloudflare's bridge
 *                          code by bridge_v1.sh too)
 *   itest_client attrs     writes that carry mode and times (also part of
 *                          all and posix)
 *   itest_client stalled   the server is stopped (SIGSTOP): ETIMEDOUT in bound
 *   itest_client refused   the server is gone: ECONNREFUSED in bound
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "sbx.h"

#ifndef RENAME_NOREPLACE
#define RENAME_NOREPLACE (1 << 0)
#endif
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif

static int t_n, t_failed;
static struct sbx_client *C;
static char ID[SBX_ID_MAX + 1];
static const char *TMPDIR_ = "/tmp";

static void check(int ok, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void check(int ok, const char *fmt, ...)
{
	va_list ap;

	t_n++;
	printf("%s %d - ", ok ? "ok" : "not ok", t_n);
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

static char *wpath(const char *rel)
{
	static __thread char buf[8][4096];
	static __thread int k;
	char *p = buf[k++ % 8];

	snprintf(p, 4096, "/workspace/%s", rel);
	return p;
}

/* Runs a shell command line in the sandbox, returns stdout (static buf). */
static const char *sh(const char *line, int *code)
{
	static __thread char out[65536];
	const char *argv[] = {"bash", "-c", line, NULL};
	struct sbx_buf b;
	int ec = -1, rc;

	sbx_buf_init(&b, sizeof(out) - 1);
	rc = sbx_exec_capture(C, ID, argv, NULL, &b, NULL, &ec);
	snprintf(out, sizeof(out), "%s", rc == 0 && b.data ? b.data : "");
	sbx_buf_release(&b);
	if (code)
		*code = rc < 0 ? rc : ec;
	return out;
}

static struct sbx_client *client(long io_timeout_ms, int retries, const char *token)
{
	struct sbx_client_opts o = {0};
	struct sbx_client *c = NULL;

	o.url = getenv("SBX_URL");
	o.token = token;
	o.io_timeout_ms = io_timeout_ms;
	o.retries = retries;
	if (!o.url || sbx_client_new(&o, &c) < 0) {
		printf("Bail out! no client for SBX_URL\n");
		exit(1);
	}
	return c;
}

/* ---- local helpers: test data and SHA-256 --------------------------------- */

static int make_file(const char *path, off_t size, unsigned seed)
{
	static unsigned char buf[1 << 16];
	uint64_t x = seed * 2654435761u + 1;
	off_t done = 0;
	int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);

	if (fd < 0)
		return -1;
	while (done < size) {
		size_t n = size - done < (off_t)sizeof(buf) ? (size_t)(size - done) : sizeof(buf);

		for (size_t i = 0; i < n; i += 8) {
			x ^= x << 13;
			x ^= x >> 7;
			x ^= x << 17;
			memcpy(buf + i, &x, n - i < 8 ? n - i : 8);
		}
		if (write(fd, buf, n) != (ssize_t)n) {
			close(fd);
			return -1;
		}
		done += (off_t)n;
	}
	return fd;
}

static void local_sha(const char *path, char out[65])
{
	char cmd[4200];
	FILE *f;

	out[0] = '\0';
	snprintf(cmd, sizeof(cmd), "sha256sum '%s'", path);
	f = popen(cmd, "r");
	if (!f)
		return;
	if (!fgets(out, 65, f))
		out[0] = '\0';
	pclose(f);
}

static void remote_sha(const char *path, char out[65])
{
	const char *argv[] = {"sha256sum", "--", path, NULL};
	struct sbx_buf b;
	int ec = -1;

	out[0] = '\0';
	sbx_buf_init(&b, 4096);
	if (sbx_exec_capture(C, ID, argv, NULL, &b, NULL, &ec) == 0 && ec == 0 && b.len >= 64)
		snprintf(out, 65, "%.64s", b.data);
	sbx_buf_release(&b);
}

/* ---- routes ------------------------------------------------------------------ */

static int stream_chunks;
static double stream_first;

static int stream_cb(void *arg, int stream, const void *data, size_t len)
{
	if (stream == 1 && stream_chunks++ == 0)
		stream_first = now_s();
	return 0;
}

struct canceller {
	atomic_int *flag;
};

static void *cancel_later(void *arg)
{
	struct timespec ts = {0, 500000000L};

	nanosleep(&ts, NULL);
	atomic_store(((struct canceller *)arg)->flag, 1);
	return NULL;
}

static void test_routes(void)
{
	char id2[SBX_ID_MAX + 1] = "";
	struct sbx_buf out, err;
	struct sbx_exec_opts eo = {0};
	bool running = false;
	int ec = -1;

	RC(sbx_health(C), 0, "health");
	RC(sbx_create_id(C, id2), 0, "create id");
	check(strlen(id2) == 26 && sbx_valid_id(id2), "created id is 26 chars of [a-z2-7]: %s",
	      id2);
	RC(sbx_running(C, ID, &running), 0, "running");

	{
		const char *argv[] = {"bash", "-c", "echo out; echo err >&2; exit 3", NULL};

		sbx_buf_init(&out, 1024);
		sbx_buf_init(&err, 1024);
		RC(sbx_exec_capture(C, ID, argv, NULL, &out, &err, &ec), 0, "exec");
		check(ec == 3, "exec exit code 3 (%d)", ec);
		check(out.data && !strcmp(out.data, "out\n"), "exec stdout");
		check(err.data && !strcmp(err.data, "err\n"), "exec stderr");
		sbx_buf_release(&out);
		sbx_buf_release(&err);
	}
	RC(sbx_running(C, ID, &running), 0, "running after exec");
	check(running, "sandbox runs after an exec");
	{
		const char *argv[] = {"pwd", NULL};

		sbx_exec_capture(C, ID, (const char *[]){"mkdir", "-p", "/workspace/sub", NULL},
				 NULL, NULL, NULL, &ec);
		eo.cwd = "sub";
		sbx_buf_init(&out, 1024);
		RC(sbx_exec_capture(C, ID, argv, &eo, &out, NULL, &ec), 0, "exec with cwd");
		check(out.data && !strcmp(out.data, "/workspace/sub\n"), "cwd applies");
		sbx_buf_release(&out);
		eo.cwd = "/etc";
		RC(sbx_exec_capture(C, ID, argv, &eo, NULL, NULL, &ec), -EACCES,
		   "exec with cwd outside /workspace is EACCES");
		eo.cwd = NULL;
	}
	{
		const char *argv[] = {"sleep", "10", NULL};
		double t0 = now_s();

		eo.timeout_ms = 500;
		RC(sbx_exec_capture(C, ID, argv, &eo, NULL, NULL, &ec), 0, "exec with timeout");
		check(ec == 124 && now_s() - t0 < 8, "timeout gives exit 124 soon (%d, %.1fs)", ec,
		      now_s() - t0);
		eo.timeout_ms = 0;
	}
	{
		const char *argv[] = {"bash", "-c", "echo first; sleep 3; echo second", NULL};
		double t_end;

		stream_chunks = 0;
		RC(sbx_exec(C, ID, argv, NULL, stream_cb, NULL, &ec), 0, "streaming exec");
		t_end = now_s();
		check(stream_chunks >= 2 && t_end - stream_first >= 1.5,
		      "first chunk arrives before the command ends (%d chunks, %.2fs early)",
		      stream_chunks, t_end - stream_first);
	}
	{
		const char *argv[] = {"sleep", "30", NULL};
		atomic_int flag = 0;
		struct canceller cc = {&flag};
		pthread_t th;
		double t0 = now_s();

		eo.cancel = &flag;
		pthread_create(&th, NULL, cancel_later, &cc);
		RC(sbx_exec(C, ID, argv, &eo, NULL, NULL, &ec), -ECANCELED,
		   "exec cancelled from another thread");
		pthread_join(th, NULL);
		check(now_s() - t0 < 5, "cancel is prompt (%.1fs)", now_s() - t0);
		eo.cancel = NULL;
	}
	{
		const char *argv[] = {"head", "-c", "100000", "/dev/zero", NULL};

		sbx_buf_init(&out, 1000);
		RC(sbx_exec_capture(C, ID, argv, NULL, &out, NULL, &ec), -E2BIG,
		   "captured output over its limit is E2BIG");
		sbx_buf_release(&out);
	}
	{
		/* Every byte value, NULs and invalid UTF-8 included, through
		 * base64: what a server passing output as text cannot alter. */
		const char *argv[] = {"bash", "-c",
				      "for i in $(seq 0 255); do printf \"\\\\$(printf %03o $i)\"; "
				      "done | base64 -w0",
				      NULL};
		const char *bad[] = {"bash", "-c", "echo 'not base64!'", NULL};
		const char *cut[] = {"bash", "-c", "printf QUJD; printf QQ", NULL};
		bool exact;

		sbx_buf_init(&out, 256);
		RC(sbx_exec_capture_b64(C, ID, argv, NULL, &out, NULL, &ec), 0, "exec, base64 out");
		exact = ec == 0 && out.len == 256;
		for (int i = 0; exact && i < 256; i++)
			exact = (unsigned char)out.data[i] == i;
		check(exact, "base64 output decodes to the 256 byte values (%zu bytes)", out.len);
		sbx_buf_release(&out);
		sbx_buf_init(&out, 255);
		RC(sbx_exec_capture_b64(C, ID, argv, NULL, &out, NULL, &ec), -E2BIG,
		   "decoded output over its limit is E2BIG");
		sbx_buf_release(&out);
		sbx_buf_init(&out, 256);
		RC(sbx_exec_capture_b64(C, ID, bad, NULL, &out, NULL, &ec), -EIO,
		   "output that is not base64 is EIO");
		sbx_buf_release(&out);
		sbx_buf_init(&out, 256);
		RC(sbx_exec_capture_b64(C, ID, cut, NULL, &out, NULL, &ec), -EIO,
		   "base64 output cut mid-quantum is EIO");
		sbx_buf_release(&out);
	}
	{
		const char *argv[] = {"true", NULL};

		RC(sbx_exec(C, "Bad-Id", argv, NULL, NULL, NULL, &ec), -EINVAL,
		   "invalid id is EINVAL");
	}
	{
		struct sbx_client *bad = client(0, 0, "wrong-token");
		bool r;

		RC(sbx_running(bad, ID, &r), -EACCES, "wrong token is EACCES");
		check(strstr(sbx_last_error(), "token rejected") != NULL,
		      "message says token rejected");
		sbx_client_free(bad);
	}
}

static void test_sessions_tunnels_archive(bool ext)
{
	char *sid = NULL;
	const char *env[] = {"FOO=bar baz", NULL};
	struct sbx_exec_opts eo = {0};
	struct sbx_buf out;
	struct sbx_tunnel t = {0};
	char tarpath[512], cmd[1200];
	int ec = -1, fd;
	char **ids = NULL;
	size_t nids = 0;

	sh("mkdir -p /workspace/sub", NULL);
	RC(sbx_session_create(C, ID, "sess-1", "/workspace/sub", env, &sid), 0, "session create");
	check(sid && !strcmp(sid, "sess-1"), "session id kept");
	free(sid);
	eo.session = "sess-1";
	{
		const char *argv[] = {"bash", "-c", "echo \"$FOO\"; pwd", NULL};

		sbx_buf_init(&out, 1024);
		RC(sbx_exec_capture(C, ID, argv, &eo, &out, NULL, &ec), 0, "exec in session");
		check(out.data && !strcmp(out.data, "bar baz\n/workspace/sub\n"),
		      "session env and cwd apply");
		sbx_buf_release(&out);
	}
	RC(sbx_session_delete(C, ID, "sess-1"), 0, "session delete");
	RC(sbx_session_delete(C, ID, "sess-1"), -ENOENT, "deleting it again is ENOENT");
	sid = NULL;
	RC(sbx_session_create(C, ID, NULL, NULL, NULL, &sid), 0, "session with server-chosen id");
	check(sid && sbx_valid_session_id(sid), "server-chosen id is valid");
	if (sid)
		sbx_session_delete(C, ID, sid);
	free(sid);

	RC(sbx_tunnel_create(C, ID, 8080, &t), 0, "tunnel create");
	check(t.port == 8080 && t.url && *t.url, "tunnel has a url (%s)", t.url ? t.url : "");
	sbx_tunnel_release(&t);
	RC(sbx_tunnel_delete(C, ID, 8080), 0, "tunnel delete");
	RC(sbx_tunnel_create(C, ID, 3000, &t), -EINVAL, "tunnel on port 3000 is EINVAL");

	sbx_file_write_buf(C, ID, wpath("arch/keep.txt"), "keep", 4);
	sbx_file_write_buf(C, ID, wpath("skipme/x"), "x", 1);
	snprintf(tarpath, sizeof(tarpath), "%s/persist.tar", TMPDIR_);
	fd = open(tarpath, O_RDWR | O_CREAT | O_TRUNC, 0600);
	{
		const char *ex[] = {"skipme", NULL};

		RC(sbx_persist(C, ID, ex, fd), 0, "persist");
	}
	close(fd);
	snprintf(cmd, sizeof(cmd),
		 "tar tf '%s' | grep -q 'arch/keep.txt' && ! tar tf '%s' | grep -q skipme", tarpath,
		 tarpath);
	check(system(cmd) == 0, "persisted tar has the files, not the excluded ones");

	snprintf(cmd, sizeof(cmd),
		 "cd '%s' && mkdir -p hyd && echo hydrated > hyd/h.txt && tar cf hyd.tar hyd",
		 TMPDIR_);
	check(system(cmd) == 0, "local tar made");
	snprintf(tarpath, sizeof(tarpath), "%s/hyd.tar", TMPDIR_);
	fd = open(tarpath, O_RDONLY);
	RC(sbx_hydrate_fd(C, ID, fd), 0, "hydrate");
	close(fd);
	sbx_buf_init(&out, 100);
	RC(sbx_file_read_buf(C, ID, wpath("hyd/h.txt"), 100, &out), 0, "hydrated file readable");
	check(out.data && !strcmp(out.data, "hydrated\n"), "hydrated content");
	sbx_buf_release(&out);

	{
		int rc = sbx_list_sandboxes(C, &ids, &nids);
		bool found = false;

		for (size_t i = 0; rc == 0 && i < nids; i++)
			found |= !strcmp(ids[i], ID);
		if (ext)
			check(rc == 0 && found, "sandbox listing (extension) has our id (rc %d)",
			      rc);
		else
			check(rc == -ENOSYS,
			      "no sandbox listing without extensions: ENOSYS (rc %d)", rc);
		sbx_strv_free(ids, nids);
	}
}

/* ---- POSIX ---------------------------------------------------------------------- */

static const char *const HOSTILE[] = {
    "plain",
    "with space",
    "new\nline",
    "tab\there",
    "quote'single",
    "quote\"double",
    "back\\slash",
    "dollar$HOME",
    "star*?[a]",
    "-leading-dash",
    "--",
    "\xc3\xa9t\xc3\xa9 \xf0\x9f\x98\x80",
    "invalid\xff\xfeutf8",
    "100%",
    "a%41b",
    "hash#tag",
    "semi;colon&amp=x+y",
    "trailing-nl\n",
    " lead space",
    "...",
};
#define NHOSTILE (sizeof(HOSTILE) / sizeof(HOSTILE[0]))

static struct sbx_dirent *find_ent(struct sbx_dir *d, const char *name)
{
	for (size_t i = 0; i < d->n; i++)
		if (!strcmp(d->ents[i].name, name))
			return &d->ents[i];
	return NULL;
}

static void test_hostile_names(void)
{
	struct sbx_dir d;
	char p[512], q[512];
	size_t i, ok_w = 0, ok_r = 0, ok_ren = 0, ok_back = 0, ok_un = 0, ok_st = 0;
	struct sbx_buf b;

	sbx_mkdir(C, ID, wpath("hn"), 0755);
	for (i = 0; i < NHOSTILE; i++) {
		snprintf(p, sizeof(p), "/workspace/hn/%s", HOSTILE[i]);
		if (sbx_file_write_buf(C, ID, p, HOSTILE[i], strlen(HOSTILE[i])) == 0)
			ok_w++;
		else
			printf("#   write %s: %s\n", HOSTILE[i], sbx_last_error());
	}
	check(ok_w == NHOSTILE, "hostile names: all written (%zu/%zu)", ok_w, NHOSTILE);
	RC(sbx_listdir(C, ID, wpath("hn"), &d), 0, "hostile names: listdir");
	{
		size_t found = 0;

		for (i = 0; i < NHOSTILE; i++) {
			struct sbx_dirent *e = find_ent(&d, HOSTILE[i]);

			if (e && S_ISREG(e->st.mode) && e->st.size == (off_t)strlen(HOSTILE[i]))
				found++;
			else
				printf("#   missing or wrong: [%s]\n", HOSTILE[i]);
		}
		check(found == NHOSTILE && d.n == NHOSTILE,
		      "hostile names: listed exactly (%zu, %zu entries)", found, d.n);
	}
	sbx_dir_release(&d);
	for (i = 0; i < NHOSTILE; i++) {
		struct sbx_stat st;

		snprintf(p, sizeof(p), "/workspace/hn/%s", HOSTILE[i]);
		snprintf(q, sizeof(q), "/workspace/hn/renamed %s", HOSTILE[i]);
		sbx_buf_init(&b, 1024);
		if (sbx_file_read_buf(C, ID, p, 1024, &b) == 0 && b.len == strlen(HOSTILE[i]) &&
		    !memcmp(b.data, HOSTILE[i], b.len))
			ok_r++;
		else
			printf("#   read %s: %s\n", HOSTILE[i], sbx_last_error());
		sbx_buf_release(&b);
		if (sbx_lstat(C, ID, p, &st, NULL) == 0 && S_ISREG(st.mode))
			ok_st++;
		if (sbx_rename(C, ID, p, q, 0) == 0)
			ok_ren++;
		if (sbx_rename(C, ID, q, p, 0) == 0)
			ok_back++;
		if (sbx_unlink(C, ID, p) == 0)
			ok_un++;
	}
	check(ok_r == NHOSTILE, "hostile names: read back (%zu)", ok_r);
	check(ok_st == NHOSTILE, "hostile names: lstat (%zu)", ok_st);
	check(ok_ren == NHOSTILE && ok_back == NHOSTILE,
	      "hostile names: rename there and back (%zu, %zu)", ok_ren, ok_back);
	check(ok_un == NHOSTILE, "hostile names: unlink (%zu)", ok_un);
	RC(sbx_listdir(C, ID, wpath("hn"), &d), 0, "listdir after unlinks");
	check(d.n == 0, "directory empty again (%zu)", d.n);
	sbx_dir_release(&d);
	RC(sbx_rmdir(C, ID, wpath("hn")), 0, "rmdir");
}

static void test_posix_ops(void)
{
	struct sbx_stat st;
	struct sbx_dir d;
	struct statvfs sv;
	char *link = NULL;
	struct timespec ts[2];
	int ec;

	sh("rm -rf /workspace/px && mkdir -p /workspace/px", &ec);
	RC(sbx_mkdir(C, ID, wpath("px/d"), 0750), 0, "mkdir");
	RC(sbx_lstat(C, ID, wpath("px/d"), &st, NULL), 0, "lstat dir");
	check(S_ISDIR(st.mode) && (st.mode & 07777) == 0750, "mkdir mode 0750 (%o)", st.mode);
	RC(sbx_mkdir(C, ID, wpath("px/d"), 0755), -EEXIST, "mkdir existing is EEXIST");
	RC(sbx_mkdir(C, ID, wpath("px/nope/d"), 0755), -ENOENT, "mkdir under missing is ENOENT");
	RC(sbx_lstat(C, ID, wpath("px/missing"), &st, NULL), -ENOENT, "lstat missing is ENOENT");
	RC(sbx_file_write_buf(C, ID, wpath("px/f"), "hello", 5), 0, "write file");
	RC(sbx_lstat(C, ID, wpath("px/f/x"), &st, NULL), -ENOTDIR,
	   "lstat through a file is ENOTDIR");
	RC(sbx_listdir(C, ID, wpath("px/f"), &d), -ENOTDIR, "listdir of a file is ENOTDIR");
	RC(sbx_listdir(C, ID, wpath("px/missing"), &d), -ENOENT, "listdir of missing is ENOENT");
	RC(sbx_file_write_buf(C, ID, wpath("px/d/inner"), "i", 1), 0, "write inner");
	RC(sbx_rmdir(C, ID, wpath("px/d")), -ENOTEMPTY, "rmdir non-empty is ENOTEMPTY");
	RC(sbx_rmdir(C, ID, wpath("px/f")), -ENOTDIR, "rmdir of a file is ENOTDIR");
	RC(sbx_unlink(C, ID, wpath("px/d")), -EISDIR, "unlink of a dir is EISDIR");
	RC(sbx_unlink(C, ID, wpath("px/missing")), -ENOENT, "unlink missing is ENOENT");

	/* rename(2) semantics */
	sbx_mkdir(C, ID, wpath("px/empty"), 0755);
	RC(sbx_rename(C, ID, wpath("px/f"), wpath("px/d"), 0), -EISDIR,
	   "rename file over dir is EISDIR");
	RC(sbx_rename(C, ID, wpath("px/d"), wpath("px/f"), 0), -ENOTDIR,
	   "rename dir over file is ENOTDIR");
	RC(sbx_rename(C, ID, wpath("px/empty"), wpath("px/d"), 0), -ENOTEMPTY,
	   "rename over non-empty dir is ENOTEMPTY");
	RC(sbx_rename(C, ID, wpath("px/d"), wpath("px/d/sub"), 0), -EINVAL,
	   "rename into itself is EINVAL");
	RC(sbx_rename(C, ID, wpath("px/missing"), wpath("px/x"), 0), -ENOENT,
	   "rename missing is ENOENT");
	sbx_mkdir(C, ID, wpath("px/empty2"), 0755);
	RC(sbx_rename(C, ID, wpath("px/d"), wpath("px/empty2"), 0), 0, "rename dir over empty dir");
	RC(sbx_lstat(C, ID, wpath("px/empty2/inner"), &st, NULL), 0, "moved dir has its content");
	sbx_file_write_buf(C, ID, wpath("px/g"), "gg", 2);
	RC(sbx_rename(C, ID, wpath("px/g"), wpath("px/f"), 0), 0, "rename over existing file");
	{
		struct sbx_buf b;

		sbx_buf_init(&b, 100);
		sbx_file_read_buf(C, ID, wpath("px/f"), 100, &b);
		check(b.data && !strcmp(b.data, "gg"), "target replaced");
		sbx_buf_release(&b);
	}
	sbx_file_write_buf(C, ID, wpath("px/h"), "h", 1);
	RC(sbx_rename(C, ID, wpath("px/h"), wpath("px/f"), RENAME_NOREPLACE), -EEXIST,
	   "RENAME_NOREPLACE over existing is EEXIST");
	RC(sbx_rename(C, ID, wpath("px/h"), wpath("px/h2"), RENAME_NOREPLACE), 0,
	   "RENAME_NOREPLACE to a new name");
	RC(sbx_lstat(C, ID, wpath("px/h"), &st, NULL), -ENOENT, "old name gone after NOREPLACE");
	RC(sbx_rename(C, ID, wpath("px/empty"), wpath("px/empty3"), RENAME_NOREPLACE), 0,
	   "RENAME_NOREPLACE of a directory");
	{
		int rc = sbx_rename(C, ID, wpath("px/h2"), wpath("px/f"), RENAME_EXCHANGE);
		struct sbx_buf b;

		sbx_buf_init(&b, 100);
		if (rc == 0)
			sbx_file_read_buf(C, ID, wpath("px/f"), 100, &b);
		check(rc == -EINVAL || (rc == 0 && b.data && !strcmp(b.data, "h")),
		      "RENAME_EXCHANGE swaps (extension) or is EINVAL (exec) (rc %d)", rc);
		sbx_buf_release(&b);
		if (rc == 0)
			sbx_rename(C, ID, wpath("px/h2"), wpath("px/f"), RENAME_EXCHANGE);
	}

	/* truncate, chmod, utimens */
	RC(sbx_truncate(C, ID, wpath("px/f"), 10000), 0, "truncate up");
	sbx_lstat(C, ID, wpath("px/f"), &st, NULL);
	check(st.size == 10000, "size 10000 (%jd)", (intmax_t)st.size);
	RC(sbx_truncate(C, ID, wpath("px/f"), 1), 0, "truncate down");
	sbx_lstat(C, ID, wpath("px/f"), &st, NULL);
	check(st.size == 1, "size 1 (%jd)", (intmax_t)st.size);
	RC(sbx_truncate(C, ID, wpath("px/missing"), 1), -ENOENT, "truncate missing is ENOENT");
	RC(sbx_truncate(C, ID, wpath("px/empty3"), 1), -EISDIR, "truncate dir is EISDIR");
	RC(sbx_chmod(C, ID, wpath("px/f"), 0604), 0, "chmod");
	sbx_lstat(C, ID, wpath("px/f"), &st, NULL);
	check((st.mode & 07777) == 0604, "mode 0604 (%o)", st.mode & 07777);
	RC(sbx_file_write_buf(C, ID, wpath("px/f"), "new", 3), 0, "overwrite");
	sbx_lstat(C, ID, wpath("px/f"), &st, NULL);
	check((st.mode & 07777) == 0604 && st.size == 3, "overwrite keeps the mode (%o)",
	      st.mode & 07777);
	ts[0].tv_sec = 1000000000;
	ts[0].tv_nsec = 123456789;
	ts[1].tv_sec = 1100000000;
	ts[1].tv_nsec = 987654321;
	RC(sbx_utimens(C, ID, wpath("px/f"), ts), 0, "utimens");
	sbx_lstat(C, ID, wpath("px/f"), &st, NULL);
	check(st.atime.tv_sec == 1000000000 && st.atime.tv_nsec == 123456789 &&
		  st.mtime.tv_sec == 1100000000 && st.mtime.tv_nsec == 987654321,
	      "atime and mtime to the nanosecond (%jd.%09ld %jd.%09ld)", (intmax_t)st.atime.tv_sec,
	      st.atime.tv_nsec, (intmax_t)st.mtime.tv_sec, st.mtime.tv_nsec);
	ts[0].tv_nsec = UTIME_OMIT;
	ts[1].tv_sec = 1200000000;
	ts[1].tv_nsec = 0;
	RC(sbx_utimens(C, ID, wpath("px/f"), ts), 0, "utimens with UTIME_OMIT");
	sbx_lstat(C, ID, wpath("px/f"), &st, NULL);
	check(st.atime.tv_sec == 1000000000 && st.mtime.tv_sec == 1200000000, "OMIT keeps atime");
	ts[0].tv_nsec = UTIME_NOW;
	ts[1].tv_nsec = UTIME_OMIT;
	RC(sbx_utimens(C, ID, wpath("px/f"), ts), 0, "utimens with UTIME_NOW");
	sbx_lstat(C, ID, wpath("px/f"), &st, NULL);
	check(llabs((long long)(st.atime.tv_sec - time(NULL))) < 60 &&
		  st.mtime.tv_sec == 1200000000,
	      "NOW sets atime to now");
	RC(sbx_utimens(C, ID, wpath("px/missing"), ts), -ENOENT, "utimens missing is ENOENT");

	/* symlinks */
	RC(sbx_symlink(C, ID, "../odd target\n$x", wpath("px/ln")), 0, "symlink");
	RC(sbx_readlink(C, ID, wpath("px/ln"), &link), 0, "readlink");
	check(link && !strcmp(link, "../odd target\n$x"), "link target exact");
	free(link);
	link = NULL;
	RC(sbx_lstat(C, ID, wpath("px/ln"), &st, &link), 0, "lstat link");
	check(S_ISLNK(st.mode) && link && !strcmp(link, "../odd target\n$x"),
	      "lstat gives the target");
	free(link);
	RC(sbx_symlink(C, ID, "x", wpath("px/ln")), -EEXIST, "symlink existing is EEXIST");
	RC(sbx_readlink(C, ID, wpath("px/f"), &link), -EINVAL, "readlink non-link is EINVAL");
	RC(sbx_listdir(C, ID, wpath("px"), &d), 0, "listdir");
	{
		struct sbx_dirent *e = find_ent(&d, "ln");

		check(e && S_ISLNK(e->st.mode) && e->link && !strcmp(e->link, "../odd target\n$x"),
		      "listdir shows the link target");
		e = find_ent(&d, "f");
		check(e && e->st.mtime.tv_sec == 1200000000 && e->st.size == 3 && e->st.nlink == 1,
		      "listdir attributes");
	}
	sbx_dir_release(&d);

	/* permissions: the sandbox user is not root */
	sh("mkdir -p /workspace/px/locked && touch /workspace/px/locked/x && chmod 000 "
	   "/workspace/px/locked",
	   &ec);
	RC(sbx_listdir(C, ID, wpath("px/locked"), &d), -EACCES,
	   "listdir of mode 000 dir is EACCES");
	RC(sbx_lstat(C, ID, wpath("px/locked/x"), &st, NULL), -EACCES, "lstat inside it is EACCES");
	sh("chmod 755 /workspace/px/locked", &ec);

	RC(sbx_statfs(C, ID, "/workspace", &sv), 0, "statfs");
	check(sv.f_blocks > 0 && sv.f_bsize > 0 && sv.f_namemax >= 255, "statfs values");
	RC(sbx_statfs(C, ID, wpath("px/missing"), &sv), -ENOENT, "statfs missing is ENOENT");
}

static void test_files(bool big)
{
	struct sbx_buf b;
	char buf[100], lp[512], lp2[512], sha_l[65], sha_r[65], sha_b[65];
	int fd, fd2;
	off_t size = 0;
	ssize_t n;

	RC(sbx_file_read_buf(C, ID, wpath("nope/none"), 100, &b), -ENOENT,
	   "read missing is ENOENT");
	RC(sbx_file_write_buf(C, ID, wpath("deep/er/file"), "", 0), 0,
	   "write empty, parents created");
	sbx_buf_init(&b, 10);
	RC(sbx_file_read_buf(C, ID, wpath("deep/er/file"), 10, &b), 0, "read empty file");
	check(b.len == 0 && b.data, "empty file is empty");
	sbx_buf_release(&b);
	RC(sbx_file_read_buf(C, ID, wpath("px/f"), 2, &b), -EFBIG, "read over max is EFBIG");

	snprintf(lp, sizeof(lp), "%s/m3", TMPDIR_);
	fd = make_file(lp, 3 << 20, 7);
	RC(sbx_file_write_fd(C, ID, wpath("m3"), fd, 3 << 20), 0, "write 3 MiB from fd");
	{
		char want[100];

		pread(fd, want, 100, 2500000);
		n = sbx_file_read_range(C, ID, wpath("m3"), 2500000, buf, 100);
		check(n == 100 && !memcmp(buf, want, 100), "range read at 2.5 MB (%zd)", n);
		pread(fd, want, 100, 1000);
		n = sbx_file_read_range(C, ID, wpath("m3"), 1000, buf, 100);
		check(n == 100 && !memcmp(buf, want, 100), "range read at 1000 (%zd)", n);
		n = sbx_file_read_range(C, ID, wpath("m3"), (3 << 20) - 10, buf, 100);
		check(n == 10 && !memcmp(buf, want, 0), "range read over EOF is short (%zd)", n);
		n = sbx_file_read_range(C, ID, wpath("m3"), 3 << 20, buf, 100);
		check(n == 0, "range read at EOF is 0 (%zd)", n);
		n = sbx_file_read_range(C, ID, wpath("hash#m3"), 0, buf, 100);
		check(n == -ENOENT, "range read of missing is ENOENT (%zd)", n);
	}
	sbx_file_write_buf(C, ID, wpath("odd%41#?.bin"), "\x00\xff\x80", 3);
	n = sbx_file_read_range(C, ID, wpath("odd%41#?.bin"), 1, buf, 10);
	check(n == 2 && !memcmp(buf, "\xff\x80", 2), "range read of an unsafe name (%zd)", n);
	close(fd);
	unlink(lp);

	/* a name the file routes cannot carry, with binary content of 5 MiB:
	 * written via a temp name + mv, read back via exec and base64 */
	snprintf(lp, sizeof(lp), "%s/odd5", TMPDIR_);
	snprintf(lp2, sizeof(lp2), "%s/odd5.back", TMPDIR_);
	fd = make_file(lp, 5 << 20, 55);
	local_sha(lp, sha_l);
	RC(sbx_file_write_fd(C, ID, wpath("odd dir/5%25 #1?\xff.bin"), fd, 5 << 20), 0,
	   "write 5 MiB under an unsafe name");
	remote_sha(wpath("odd dir/5%25 #1?\xff.bin"), sha_r);
	check(sha_l[0] && !strcmp(sha_l, sha_r), "unsafe name: sandbox sha256 equal");
	fd2 = open(lp2, O_RDWR | O_CREAT | O_TRUNC, 0600);
	RC(sbx_file_read_fd(C, ID, wpath("odd dir/5%25 #1?\xff.bin"), fd2, &size), 0,
	   "read it back");
	close(fd2);
	local_sha(lp2, sha_b);
	check(size == 5 << 20 && !strcmp(sha_l, sha_b), "unsafe name read back: sha256 equal");
	close(fd);
	unlink(lp);
	unlink(lp2);

	if (!big)
		return;
	/* Over the 32 MiB request limit: parts assembled in the sandbox. */
	for (int k = 0; k < 2; k++) {
		off_t sz = k == 0 ? (off_t)40 << 20 : (off_t)100 << 20;
		const char *rp = k == 0 ? wpath("big/forty.bin") : wpath("big/hundred.bin");
		double t0 = now_s();
		struct sbx_dir d;

		snprintf(lp, sizeof(lp), "%s/big%d", TMPDIR_, k);
		snprintf(lp2, sizeof(lp2), "%s/big%d.back", TMPDIR_, k);
		fd = make_file(lp, sz, 100 + k);
		local_sha(lp, sha_l);
		RC(sbx_file_write_fd(C, ID, rp, fd, sz), 0, k ? "write 100 MiB" : "write 40 MiB");
		remote_sha(rp, sha_r);
		check(sha_l[0] && !strcmp(sha_l, sha_r), "%s: sandbox sha256 equal",
		      k ? "100 MiB" : "40 MiB");
		fd2 = open(lp2, O_RDWR | O_CREAT | O_TRUNC, 0600);
		RC(sbx_file_read_fd(C, ID, rp, fd2, &size), 0, k ? "read 100 MiB" : "read 40 MiB");
		close(fd2);
		local_sha(lp2, sha_b);
		check(size == sz && !strcmp(sha_l, sha_b), "%s read back: sha256 equal",
		      k ? "100 MiB" : "40 MiB");
		RC(sbx_listdir(C, ID, wpath("big"), &d), 0, "listdir big");
		{
			size_t parts = 0;

			for (size_t i = 0; i < d.n; i++)
				parts += strncmp(d.ents[i].name, ".sbx-part", 9) == 0;
			check(parts == 0, "no part files left (%zu)", parts);
		}
		sbx_dir_release(&d);
		printf("# %s round trip: %.1f s\n", k ? "100 MiB" : "40 MiB", now_s() - t0);
		close(fd);
		unlink(lp);
		unlink(lp2);
	}
	/* keeps the mode of an existing large target */
	sbx_chmod(C, ID, wpath("big/forty.bin"), 0640);
	snprintf(lp, sizeof(lp), "%s/big3", TMPDIR_);
	fd = make_file(lp, (off_t)33 << 20, 3);
	RC(sbx_file_write_fd(C, ID, wpath("big/forty.bin"), fd, (off_t)33 << 20), 0,
	   "overwrite large file");
	{
		struct sbx_stat st;

		sbx_lstat(C, ID, wpath("big/forty.bin"), &st, NULL);
		check((st.mode & 07777) == 0640 && st.size == (off_t)33 << 20,
		      "large overwrite keeps the mode (%o)", st.mode & 07777);
	}
	/* a failed assembly (the target is a directory) leaves no parts */
	sbx_mkdir(C, ID, wpath("big/adir"), 0755);
	RC(sbx_file_write_fd(C, ID, wpath("big/adir"), fd, (off_t)33 << 20), -EISDIR,
	   "large write over a directory is EISDIR");
	{
		struct sbx_dir d;
		size_t parts = 0;

		RC(sbx_listdir(C, ID, wpath("big"), &d), 0, "listdir big");
		for (size_t i = 0; i < d.n; i++)
			parts += strncmp(d.ents[i].name, ".sbx-part", 9) == 0;
		check(parts == 0, "no part files left after a failure (%zu)", parts);
		sbx_dir_release(&d);
	}
	close(fd);
	unlink(lp);
	sh("rm -rf /workspace/big", NULL);
}

/* ---- processes and ports ----------------------------------------------------------- */

static bool proc_listed(int pid, const char *needle, char *state)
{
	struct sbx_proc *p = NULL;
	size_t n = 0;
	bool found = false;

	if (sbx_ps(C, ID, &p, &n) < 0)
		return false;
	for (size_t i = 0; i < n; i++)
		if (p[i].pid == pid && (!needle || strstr(p[i].cmdline, needle))) {
			found = true;
			if (state)
				*state = p[i].state;
		}
	sbx_procs_free(p, n);
	return found;
}

/* A 1-byte write at 8 GiB (after 100 KiB of data and before a 3 MiB data
 * region at 4 GiB) sends the data only, quickly, and stays sparse in the
 * sandbox: on sbxd through the extents extension, elsewhere through parts
 * written at their offsets. */
static void test_sparse(void)
{
	const off_t gib = (off_t)1 << 30, size = 8 * gib + 1;
	char lp[4096], sha_r[65], cmd[512];
	const char *out;
	double t0;
	int fd, code;

	snprintf(lp, sizeof(lp), "%s/sparse", TMPDIR_);
	fd = make_file(lp, 100 << 10, 9);
	check(fd >= 0 && ftruncate(fd, size) == 0 && pwrite(fd, "X", 1, 8 * gib) == 1,
	      "a local sparse file of 8 GiB + 1");
	{
		static char mid[3 << 20];

		memset(mid, 'm', sizeof(mid));
		check(pwrite(fd, mid, sizeof(mid), 4 * gib) == (ssize_t)sizeof(mid),
		      "with 3 MiB of data at 4 GiB");
	}
	lseek(fd, 12345, SEEK_SET);
	t0 = now_s();
	RC(sbx_file_write_fd(C, ID, wpath("sp/huge.bin"), fd, size), 0, "write the sparse file");
	check(now_s() - t0 < 20, "in well under a minute (%.1f s)", now_s() - t0);
	check(lseek(fd, 0, SEEK_CUR) == 12345, "the caller's offset is unchanged");
	out = sh("cd /workspace/sp && stat -c %s huge.bin && du -k huge.bin | cut -f1 && "
		 "tail -c 1 huge.bin && echo && dd if=huge.bin bs=1M skip=4096 count=3 status=none "
		 "| tr -d m | wc -c && dd if=huge.bin bs=1M skip=1 count=100 status=none | tr -d "
		 "'\\0' | wc -c",
		 &code);
	{
		long long sz = -1, kb = -1, notm = -1, notz = -1;
		char last = 0;

		sscanf(out, "%lld %lld %c %lld %lld", &sz, &kb, &last, &notm, &notz);
		check(code == 0 && sz == (long long)size, "its size in the sandbox (%lld)", sz);
		check(kb >= 0 && kb < 20 * 1024, "it uses %lld KiB of disk there, not 8 GiB", kb);
		check(last == 'X' && notm == 0 && notz == 0,
		      "the data is in place, the holes read as zeros (%c %lld %lld)", last, notm,
		      notz);
	}
	snprintf(cmd, sizeof(cmd), "head -c 102400 %s | sha256sum", wpath("sp/huge.bin"));
	out = sh(cmd, &code);
	snprintf(sha_r, sizeof(sha_r), "%.64s", out);
	{
		char head[65];
		char c2[4200];
		FILE *f;

		snprintf(c2, sizeof(c2), "head -c 102400 '%s' | sha256sum", lp);
		f = popen(c2, "r");
		head[0] = '\0';
		if (f) {
			if (!fgets(head, sizeof(head), f))
				head[0] = '\0';
			pclose(f);
		}
		check(head[0] && !strcmp(head, sha_r), "the first 100 KiB are equal");
	}
	/* (without extensions a read downloads every zero: 8 GiB, not here) */
	if (!getenv("SBX_NO_EXTENSIONS") && !getenv("ITEST_COMPAT")) {
		char back[4200], buf[8];
		struct stat st;
		off_t got = -1;
		int fd2;

		snprintf(back, sizeof(back), "%s.back", lp);
		fd2 = open(back, O_RDWR | O_CREAT | O_TRUNC, 0600);
		t0 = now_s();
		RC(sbx_file_read_fd(C, ID, wpath("sp/huge.bin"), fd2, &got), 0, "read it back");
		check(got == size && now_s() - t0 < 20, "whole, in well under a minute (%.1f s)",
		      now_s() - t0);
		fstat(fd2, &st);
		check(st.st_size == size && st.st_blocks < 40 * 1024,
		      "sparse here too: %lld KiB on disk", (long long)st.st_blocks / 2);
		check(pread(fd2, buf, 1, 8 * gib) == 1 && buf[0] == 'X' &&
			  pread(fd2, buf, 1, 4 * gib + 5) == 1 && buf[0] == 'm' &&
			  pread(fd2, buf, 1, 2 * gib) == 1 && buf[0] == 0,
		      "its data and holes read back in place");
		close(fd2);
		unlink(back);
	}
	close(fd);
	unlink(lp);
	sh("rm -rf /workspace/sp", NULL);
}

/* The info extension: sbxd tells the sandbox's uid and limits; servers
 * without it answer ENOSYS. */
static void test_info(void)
{
	struct sbx_info i;
	int rc = sbx_sandbox_info(C, ID, &i);

	if (getenv("SBX_NO_EXTENSIONS") || getenv("ITEST_COMPAT")) {
		check(rc == -ENOSYS, "no info extension here: ENOSYS (rc %d)", rc);
		return;
	}
	check(rc == 0, "sandbox info (rc %d)", rc);
	if (rc < 0)
		return;
	check(i.uid > 0, "a host uid (%lld)", (long long)i.uid);
	check(i.pids.how[0] && i.memory.how[0] && i.cpu.how[0] && i.disk.how[0],
	      "every limit says how it is held (%s, %s, %s, %s)", i.pids.how, i.memory.how,
	      i.cpu.how, i.disk.how);
	check(strcmp(i.pids.how, "off") == 0 || i.pids.max > 0, "pids limit %lld (%s), %lld in use",
	      (long long)i.pids.max, i.pids.how, (long long)i.pids.used);
}

static void test_processes(void)
{
	struct sbx_proc *p = NULL;
	size_t n = 0;
	int pid = 0, ec;
	char st = 0;
	double t0;
	int *ports = NULL;
	size_t np = 0;
	bool gone = false;

	RC(sbx_ps(C, ID, &p, &n), 0, "ps");
	check(n >= 1 && p[0].start_time > 1600000000, "ps lists processes with start times");
	sbx_procs_free(p, n);
	RC(sbx_spawn(C, ID, "echo started; exec sleep 77", "/workspace/spawn.log", &pid), 0,
	   "spawn");
	check(pid > 1, "spawn gives a pid (%d)", pid);
	check(proc_listed(pid, "sleep 77", &st), "spawned pid runs the command (state %c)", st);
	t0 = now_s();
	while (now_s() - t0 < 10) {
		const char *o = sh("cat /workspace/spawn.log", &ec);

		if (!strcmp(o, "started\n"))
			break;
	}
	check(!strcmp(sh("cat /workspace/spawn.log", &ec), "started\n"),
	      "spawn log has the output");
	RC(sbx_kill(C, ID, pid, 0), 0, "kill -0");
	RC(sbx_kill(C, ID, pid, SIGTERM), 0, "kill TERM");
	t0 = now_s();
	while (now_s() - t0 < 10 && !gone)
		gone = !proc_listed(pid, NULL, &st) || st == 'Z';
	check(gone, "killed process is gone");
	RC(sbx_kill(C, ID, 999999, SIGTERM), -ESRCH, "kill of missing pid is ESRCH");

	/* a listener: bash cannot listen; the host's python3 is visible in sbxd
	 * sandboxes (a stock bridge image has it too). */
	RC(sbx_spawn(C, ID,
		     "exec python3 -c 'import "
		     "socket,time\ns=socket.socket()\ns.bind((\"0.0.0.0\",8765))\n"
		     "s.listen()\ntime.sleep(60)'",
		     "/workspace/listen.log", &pid),
	   0, "spawn a listener");
	t0 = now_s();
	bool seen = false;
	while (now_s() - t0 < 10 && !seen) {
		if (sbx_listening_ports(C, ID, &ports, &np) == 0)
			for (size_t i = 0; i < np; i++)
				seen |= ports[i] == 8765;
		free(ports);
		ports = NULL;
	}
	check(seen, "listening port 8765 is listed");
	sbx_kill(C, ID, pid, SIGKILL);
}

/* ---- threads ---------------------------------------------------------------------- */

static atomic_int mt_fail, mt_ops;

static void mt_failed(const char *what)
{
	atomic_fetch_add(&mt_fail, 1);
	printf("#   thread op %s failed: %s\n", what, sbx_last_error());
}

static void *mt_worker(void *arg)
{
	int i = (int)(intptr_t)arg;

	for (int k = 0; k < 4; k++) {
		char p[256], q[256], data[64], echo[64];
		struct sbx_buf b;
		struct sbx_stat st;
		struct sbx_dir d;
		const char *argv[] = {"echo", echo, NULL};
		int ec = -1;

		snprintf(p, sizeof(p), "/workspace/mt/t%d-%d", i, k);
		snprintf(q, sizeof(q), "/workspace/mt/t%d-%d.renamed", i, k);
		snprintf(data, sizeof(data), "thread %d iteration %d", i, k);
		snprintf(echo, sizeof(echo), "e%d.%d", i, k);
		if (sbx_file_write_buf(C, ID, p, data, strlen(data)) < 0)
			mt_failed("write");
		sbx_buf_init(&b, 1000);
		if (sbx_file_read_buf(C, ID, p, 1000, &b) < 0 || strcmp(b.data, data))
			mt_failed("read");
		sbx_buf_release(&b);
		if (sbx_lstat(C, ID, p, &st, NULL) < 0 || st.size != (off_t)strlen(data))
			mt_failed("lstat");
		sbx_buf_init(&b, 1000);
		if (sbx_exec_capture(C, ID, argv, NULL, &b, NULL, &ec) < 0 || ec != 0 ||
		    strncmp(b.data, echo, strlen(echo)))
			mt_failed("exec");
		sbx_buf_release(&b);
		if (sbx_rename(C, ID, p, q, 0) < 0)
			mt_failed("rename");
		if (sbx_listdir(C, ID, "/workspace/mt", &d) < 0)
			mt_failed("listdir");
		else
			sbx_dir_release(&d);
		if (sbx_unlink(C, ID, q) < 0)
			mt_failed("unlink");
		atomic_fetch_add(&mt_ops, 7);
	}
	return NULL;
}

static void test_threads(void)
{
	pthread_t th[16];
	double t0 = now_s();
	struct sbx_dir d;

	sbx_mkdir(C, ID, "/workspace/mt", 0755);
	for (int i = 0; i < 16; i++)
		pthread_create(&th[i], NULL, mt_worker, (void *)(intptr_t)i);
	for (int i = 0; i < 16; i++)
		pthread_join(th[i], NULL);
	check(atomic_load(&mt_fail) == 0, "16 threads, %d mixed operations, %d failures (%.1f s)",
	      atomic_load(&mt_ops), atomic_load(&mt_fail), now_s() - t0);
	RC(sbx_listdir(C, ID, "/workspace/mt", &d), 0, "listdir after threads");
	check(d.n == 0, "all thread files gone (%zu)", d.n);
	sbx_dir_release(&d);
}

static void test_destroy(void)
{
	struct sbx_buf b;

	RC(sbx_file_write_buf(C, ID, wpath("doomed"), "x", 1), 0, "write before destroy");
	RC(sbx_destroy(C, ID), 0, "destroy");
	RC(sbx_file_read_buf(C, ID, wpath("doomed"), 10, &b), -ENOENT, "files gone after destroy");
	RC(sbx_destroy(C, ID), 0, "destroy again");
}

/* ---- dead server ---------------------------------------------------------------------- */

static void test_dead(int want)
{
	struct sbx_client *c = client(2000, 3, getenv("SANDBOX_API_KEY"));
	double t0 = now_s();
	struct sbx_stat st;
	int rc;
	bool r;

	rc = sbx_running(c, ID, &r);
	check(rc == want, "%s: running gives %s (rc %d)", want == -ETIMEDOUT ? "stalled" : "gone",
	      want == -ETIMEDOUT ? "ETIMEDOUT" : "ECONNREFUSED", rc);
	check(now_s() - t0 < 10, "within the bound (%.1f s)", now_s() - t0);
	t0 = now_s();
	rc = sbx_lstat(c, ID, "/workspace", &st, NULL);
	check(rc == want, "lstat gives the same (rc %d)", rc);
	check(now_s() - t0 < 10, "within the bound (%.1f s)", now_s() - t0);
	sbx_client_free(c);
}

/* Request counters (the request callback fs/ uses for .sbxfs/stats). */
static atomic_int n_fs, n_fs_404, n_range206, n_requests, n_exec, n_get200;

static atomic_int n_extents, n_extents_404, n_part;

static void on_request(void *arg, const char *route, const char *op, int status, double secs)
{
	atomic_fetch_add(&n_requests, 1);
	if (!strcmp(route, "extents_put")) {
		atomic_fetch_add(&n_extents, 1);
		if (status == 404)
			atomic_fetch_add(&n_extents_404, 1);
	}
	if (op && !strcmp(op, "write_part"))
		atomic_fetch_add(&n_part, 1);
	if (!strcmp(route, "fs")) {
		atomic_fetch_add(&n_fs, 1);
		if (status == 404)
			atomic_fetch_add(&n_fs_404, 1);
	}
	if (!strcmp(route, "file_get") && status == 206)
		atomic_fetch_add(&n_range206, 1);
	if (!strcmp(route, "file_get") && status == 200)
		atomic_fetch_add(&n_get200, 1);
	if (!strcmp(route, "exec"))
		atomic_fetch_add(&n_exec, 1);
}

static void check_extension_use(void)
{
	int fs = atomic_load(&n_fs), r206 = atomic_load(&n_range206);

	int ex = atomic_load(&n_extents);

	if (getenv("SBX_NO_EXTENSIONS"))
		check(fs == 0 && r206 == 0 && ex == 0,
		      "SBX_NO_EXTENSIONS=1: no extension used (%d fs, %d ranges, %d extents)", fs,
		      r206, ex);
	else if (getenv("ITEST_COMPAT"))
		check(fs <= 1 && atomic_load(&n_fs_404) == fs && r206 == 0 && ex <= 1 &&
			  atomic_load(&n_extents_404) == ex,
		      "bridge-compat: one failed probe each, then the plain paths (%d fs, %d "
		      "ranges, %d extents)",
		      fs, r206, ex);
	else
		check(fs > 50 && r206 > 0 && ex > 0,
		      "extensions detected and used (%d fs, %d ranges, %d extents, %d parts, %d "
		      "requests)",
		      fs, r206, ex, atomic_load(&n_part), atomic_load(&n_requests));
}

/* ---- writes that carry mode and times -------------------------------------- */

/* "MODE MTIME.NS ATIME.NS SIZE" as the sandbox's own stat(1) sees path. */
static const char *sandbox_stat(const char *path)
{
	char line[4200];

	snprintf(line, sizeof(line), "stat -c '%%a %%.9Y %%.9X %%s' -- '%s' | tr -d '\\n'", path);
	return sh(line, NULL);
}

static bool ts_eq(const struct timespec *a, long long sec, long nsec)
{
	return a->tv_sec == (time_t)sec && a->tv_nsec == nsec;
}

/* sbx_file_write_*_attrs: the file gets its mode and times and the answer
 * its attributes; on sbxd that is the one upload request (the extents
 * extension), elsewhere the write and then chmod, utimens, lstat. The same
 * outcome either way, checked with the sandbox's own stat(1). */
static void test_write_attrs(bool ext)
{
	struct timespec ts[2] = {{1700000000, 123456789}, {1600000000, 987654321}};
	struct sbx_file_attrs a = {.mode = 0600, .times = ts};
	struct sbx_stat st, ls;
	char tmpl[4096];
	int n0, fd, rc;

	sh("rm -rf /workspace/attrs && mkdir /workspace/attrs", NULL);
	n0 = atomic_load(&n_requests);
	memset(&st, 0, sizeof(st));
	rc = sbx_file_write_buf_attrs(C, ID, wpath("attrs/new.txt"), "hello\n", 6, &a, &st);
	RC(rc, 0, "write with mode 0600 and times: a new file");
	if (ext)
		check(atomic_load(&n_requests) - n0 == 1,
		      "... in one request on sbxd (%d requests)", atomic_load(&n_requests) - n0);
	else
		check(atomic_load(&n_requests) - n0 >= 2,
		      "... in separate requests without the extension (%d requests)",
		      atomic_load(&n_requests) - n0);
	check(S_ISREG(st.mode) && (st.mode & 07777) == 0600 && st.size == 6 &&
		  ts_eq(&st.mtime, 1600000000, 987654321) &&
		  ts_eq(&st.atime, 1700000000, 123456789),
	      "... the answer has its attributes (mode %o, size %jd, mtime %jd.%09ld, atime "
	      "%jd.%09ld)",
	      (unsigned)st.mode, (intmax_t)st.size, (intmax_t)st.mtime.tv_sec, st.mtime.tv_nsec,
	      (intmax_t)st.atime.tv_sec, st.atime.tv_nsec);
	check(!strcmp(sandbox_stat("/workspace/attrs/new.txt"),
		      "600 1600000000.987654321 1700000000.123456789 6"),
	      "... and so does the sandbox's stat(1): %s",
	      sandbox_stat("/workspace/attrs/new.txt"));
	RC(sbx_lstat(C, ID, wpath("attrs/new.txt"), &ls, NULL), 0, "... lstat of it");
	check(ls.mode == st.mode && ls.size == st.size && ls.ino == st.ino &&
		  ts_eq(&ls.mtime, st.mtime.tv_sec, st.mtime.tv_nsec) &&
		  ts_eq(&ls.ctime, st.ctime.tv_sec, st.ctime.tv_nsec),
	      "... which says the same as the answer, ctime and inode included");

	/* an existing executable: mode kept when none is given, times set;
	 * from a descriptor (the mount's way) */
	sh("printf old > /workspace/attrs/run.sh && chmod 755 /workspace/attrs/run.sh", NULL);
	snprintf(tmpl, sizeof(tmpl), "%s/attrsXXXXXX", TMPDIR_);
	fd = mkstemp(tmpl);
	if (fd >= 0) {
		unlink(tmpl);
		check(write(fd, "#!/bin/sh\necho hi\n", 19) == 19, "a 19-byte local file");
	}
	/* (a whole second without the extension: the exec paths read times
	 * with find -printf %T@, which prints {-31536000, 5} as
	 * "-31536000.000000005", not as the decimal it is) */
	ts[0].tv_nsec = UTIME_OMIT;
	ts[1] = (struct timespec){-86400 * 365, ext ? 5 : 0};
	a.mode = -1;
	rc = sbx_file_write_fd_attrs(C, ID, wpath("attrs/run.sh"), fd, 19, &a, &st);
	RC(rc, 0, "rewrite of a 0755 file with no mode, a 1969 mtime and atime omitted");
	check((st.mode & 07777) == 0755 && st.size == 19 &&
		  ts_eq(&st.mtime, -86400 * 365, ts[1].tv_nsec),
	      "... keeps 0755, gets the mtime (mode %o, mtime %jd.%09ld)", (unsigned)st.mode,
	      (intmax_t)st.mtime.tv_sec, st.mtime.tv_nsec);
	check(!strncmp(sandbox_stat("/workspace/attrs/run.sh"),
		       ext ? "755 -31535999.999999995 " : "755 -31536000.000000000 ", 24),
	      "... as stat(1) in the sandbox says: %s", sandbox_stat("/workspace/attrs/run.sh"));
	check(!strcmp(sh("/workspace/attrs/run.sh", NULL), "hi\n"), "... and it runs");

	/* "now", and setuid-less special bits the user may set */
	ts[0].tv_nsec = UTIME_NOW;
	ts[1].tv_nsec = UTIME_NOW;
	a.mode = 01750;
	rc = sbx_file_write_buf_attrs(C, ID, wpath("attrs/now"), "", 0, &a, &st);
	RC(rc, 0, "an empty file with mode 1750 and both times now");
	check((st.mode & 07777) == 01750 && st.size == 0 &&
		  llabs(st.mtime.tv_sec - time(NULL)) < 120,
	      "... sticky bit and times now (mode %o, mtime %jd, now %jd)", (unsigned)st.mode,
	      (intmax_t)st.mtime.tv_sec, (intmax_t)time(NULL));

	/* only the answer asked for: no attributes to set */
	rc = sbx_file_write_buf_attrs(C, ID, wpath("attrs/plain"), "x", 1, NULL, &st);
	check(rc == 0 && S_ISREG(st.mode) && (st.mode & 07777) == 0644 && st.size == 1,
	      "a write asking only for the attributes gets them (rc %d, mode %o)", rc,
	      (unsigned)st.mode);
	/* a write that fails changes nothing: into a directory */
	sh("mkdir -p /workspace/attrs/dir", NULL);
	a.mode = 0600;
	rc = sbx_file_write_buf_attrs(C, ID, wpath("attrs/dir"), "x", 1, &a, &st);
	check(rc < 0, "writing over a directory fails (rc %d)", rc);
	check(!strncmp(sandbox_stat("/workspace/attrs/dir"), "755 ", 4),
	      "... and the directory keeps its mode: %s", sandbox_stat("/workspace/attrs/dir"));
	if (fd >= 0)
		close(fd);
}

/* ---- byte-exact reads ------------------------------------------------------ */

struct drain {
	int fd;
	struct sbx_buf *b;
};

static void *drain_pipe(void *arg)
{
	struct drain *d = arg;
	char buf[65536];
	ssize_t n;

	while ((n = read(d->fd, buf, sizeof(buf))) > 0)
		sbx_buf_add(d->b, buf, (size_t)n);
	return NULL;
}

/* Reads rel whole three ways (buffer, regular fd, pipe) and in ranges, and
 * compares with want. Cloudflare's runtime sends files of text MIME types
 * as decoded UTF-8 (U+FFFD, BOM dropped): none of that may show. */
static void exact_case(const char *what, const char *rel, const char *want, size_t len)
{
	struct sbx_buf b;
	char lp[512], got[64];
	int fd, pfd[2], ex0, get0;
	off_t size = 0;
	bool same;
	pthread_t th;
	struct drain d = {-1, &b};
	ssize_t n;
	size_t at;

	RC(sbx_file_write_buf(C, ID, wpath(rel), want, len), 0, what);
	ex0 = atomic_load(&n_exec);
	get0 = atomic_load(&n_get200);
	sbx_buf_init(&b, 0);
	RC(sbx_file_read_buf(C, ID, wpath(rel), len, &b), 0, "... read into a buffer of its size");
	check(b.len == len && !memcmp(b.data, want, len), "... byte-exact (%zu of %zu bytes)",
	      b.len, len);
	printf("# %s: %d exec, %d GET\n", rel, atomic_load(&n_exec) - ex0,
	       atomic_load(&n_get200) - get0);
	sbx_buf_release(&b);

	snprintf(lp, sizeof(lp), "%s/exact.back", TMPDIR_);
	fd = open(lp, O_RDWR | O_CREAT | O_TRUNC, 0600);
	write(fd, "junk-before", 11);
	RC(sbx_file_read_fd(C, ID, wpath(rel), fd, &size), 0, "... read into a file");
	sbx_buf_init(&b, len + 100);
	lseek(fd, 0, SEEK_SET);
	d.fd = fd;
	drain_pipe(&d);
	same = size == (off_t)len && b.len == len + 11 && !memcmp(b.data, "junk-before", 11) &&
	       !memcmp(b.data + 11, want, len);
	check(same, "... byte-exact after what the file held (%zu bytes)", b.len);
	sbx_buf_release(&b);
	close(fd);
	unlink(lp);

	sbx_buf_init(&b, len + 100);
	if (pipe(pfd) == 0) {
		d.fd = pfd[0];
		pthread_create(&th, NULL, drain_pipe, &d);
		RC(sbx_file_read_fd(C, ID, wpath(rel), pfd[1], &size), 0, "... read into a pipe");
		close(pfd[1]);
		pthread_join(th, NULL);
		close(pfd[0]);
	}
	check(b.len == len && !memcmp(b.data, want, len), "... byte-exact (%zu bytes)", b.len);
	sbx_buf_release(&b);

	same = true;
	for (int k = 0; k < 3 && same; k++) {
		at = k == 0 ? 0 : k == 1 ? len / 2 : len > 8 ? len - 8 : 0;
		n = sbx_file_read_range(C, ID, wpath(rel), (off_t)at, got, sizeof(got));
		same = n == (ssize_t)(len - at < sizeof(got) ? len - at : sizeof(got)) &&
		       !memcmp(got, want + at, (size_t)n);
	}
	check(same, "... ranged reads at the start, middle and end byte-exact");
}

static char *fill(size_t len, const char *unit, const char *head, const char *tail)
{
	char *p = malloc(len);
	size_t hl = strlen(head), tl = strlen(tail), ul = strlen(unit), i = 0;

	memcpy(p, head, hl);
	for (i = hl; i + ul <= len - tl; i += ul)
		memcpy(p + i, unit, ul);
	for (; i < len - tl; i++)
		p[i] = 'x';
	memcpy(p + len - tl, tail, tl);
	return p;
}

static void test_exact(void)
{
	const size_t big = (size_t)5 << 20;
	unsigned char *rnd = malloc(big);
	uint64_t x = 88172645463325252ull;
	char *p;
	int ex0, get0;

	exact_case("small .txt with a latin-1 byte", "ex/latin1.txt", "caf\xe9\n", 5);
	exact_case("small .md with a UTF-8 BOM", "ex/bom.md", "\357\273\277bom\n", 7);
	exact_case("small latin-1 text without extension", "ex/latin1-noext", "caf\xe9\n", 5);
	exact_case("small .json with a real U+FFFD", "ex/fffd.json", "\"\xef\xbf\xbd\"\n", 6);
	exact_case("small .c with NUL and CR bytes", "ex/nul.c", "a\0b\r\nc", 6);

	p = fill(big, "h\xc3\xa9llo w\xc3\xb6rld \xe2\x82\xac\n", "", "caf\xe9\n");
	exact_case("5 MiB .txt, UTF-8 but one latin-1 byte at the end", "ex/big-latin1.txt", p,
		   big);
	free(p);
	p = fill(big, "line\n", "", "\360\237\230A");
	exact_case("5 MiB .log ending in a cut 4-byte sequence (same length as U+FFFD)",
		   "ex/big-cut.log", p, big);
	free(p);
	p = fill(big, "line\n", "\xef\xbb\xbf", "");
	exact_case("5 MiB .md, valid UTF-8 after a BOM", "ex/big-bom.md", p, big);
	free(p);
	p = fill(big, "s\xc3\xa9l\n", "", "\xef\xbf\xbd\n");
	exact_case("5 MiB .csv, valid UTF-8 with a real U+FFFD", "ex/big-fffd.csv", p, big);
	free(p);
	for (size_t i = 0; i < big; i++) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		rnd[i] = (unsigned char)x;
	}
	exact_case("5 MiB random bytes named .txt", "ex/big-rand.txt", (char *)rnd, big);

	/* What the check costs: a file the runtime cannot alter is one GET (and,
	 * on a server without sbxd's extensions, the exec that learns its size). */
	p = fill(big, "h\xc3\xa9llo w\xc3\xb6rld\n", "", "");
	exact_case("5 MiB .txt of valid UTF-8", "ex/big-utf8.txt", p, big);
	ex0 = atomic_load(&n_exec);
	get0 = atomic_load(&n_get200);
	{
		struct sbx_buf b;

		sbx_file_read_buf(C, ID, wpath("ex/big-utf8.txt"), big, &b);
		sbx_buf_release(&b);
	}
	check(atomic_load(&n_get200) - get0 == 1 && atomic_load(&n_exec) - ex0 <= 1,
	      "a large file the runtime passes unaltered: one GET, at most one exec (%d, %d)",
	      atomic_load(&n_get200) - get0, atomic_load(&n_exec) - ex0);
	free(p);
	exact_case("5 MiB random bytes named .bin", "ex/big-rand.bin", (char *)rnd, big);
	ex0 = atomic_load(&n_exec);
	get0 = atomic_load(&n_get200);
	{
		struct sbx_buf b;

		sbx_file_read_buf(C, ID, wpath("ex/big-rand.bin"), big, &b);
		sbx_buf_release(&b);
	}
	check(atomic_load(&n_get200) - get0 == 1 && atomic_load(&n_exec) - ex0 <= 1,
	      "a large binary file: one GET, at most one exec (%d, %d)",
	      atomic_load(&n_get200) - get0, atomic_load(&n_exec) - ex0);
	free(rnd);
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "all";
	const char *start = getenv("T_START");
	char *id = getenv("ITEST_ID");

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (start)
		t_n = (int)strtol(start, NULL, 10) - 1;
	if (getenv("T_TMP"))
		TMPDIR_ = getenv("T_TMP");
	snprintf(ID, sizeof(ID), "%s", id && *id ? id : "itestclient");
	if (!strcmp(mode, "stalled") || !strcmp(mode, "refused")) {
		test_dead(!strcmp(mode, "stalled") ? -ETIMEDOUT : -ECONNREFUSED);
		return t_failed ? 1 : 0;
	}
	C = client(0, -1, getenv("SANDBOX_API_KEY"));
	sbx_client_set_request_cb(C, on_request, NULL);
	sbx_destroy(C, ID);
	if (!strcmp(mode, "threads")) {
		test_threads();
	} else if (!strcmp(mode, "exact")) {
		test_exact();
	} else if (!strcmp(mode, "attrs")) {
		test_write_attrs(!getenv("SBX_NO_EXTENSIONS") && !getenv("ITEST_COMPAT"));
	} else if (!strcmp(mode, "all")) {
		test_routes();
		test_sessions_tunnels_archive(!getenv("SBX_NO_EXTENSIONS"));
		test_posix_ops();
		test_hostile_names();
		test_files(true);
		test_sparse();
		test_write_attrs(!getenv("SBX_NO_EXTENSIONS"));
		test_info();
		test_processes();
		test_threads();
		test_destroy();
	} else {
		test_posix_ops();
		test_hostile_names();
		test_files(!strcmp(mode, "posix-big"));
		test_sparse();
		test_write_attrs(false);
		test_info();
		test_threads();
		test_sessions_tunnels_archive(false);
		test_destroy();
	}
	if (strcmp(mode, "threads") && strcmp(mode, "exact") && strcmp(mode, "attrs"))
		check_extension_use();
	sbx_client_free(C);
	return t_failed ? 1 : 0;
}
