/* itest_contexts.c — code contexts (client/contexts.c and the in-sandbox
 * drivers) with real interpreters in a real sandbox: run by
 * tests/integration/contexts.sh, which starts sbxd (plain, then
 * --bridge-compat: no extension, so only the normal exec route can be at
 * work) and passes SBX_URL, SANDBOX_API_KEY and ITEST_ID. Prints TAP,
 * numbered from 1; the script folds it into its own stream.
 *
 * Nothing waits on time: a cell that must be running when the test acts
 * prints a line first, and the test acts when its callback has seen it.
 */
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sbx.h"

static int t_n, t_failed;
static struct sbx_client *C;
static const char *ID;

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

static void skip(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void skip(const char *fmt, ...)
{
	va_list ap;

	t_n++;
	printf("ok %d - ", t_n);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf(" # SKIP\n");
	fflush(stdout);
}

#define RC(expr, want, what)                                                                       \
	do {                                                                                       \
		int rc_ = (int)(expr);                                                             \
		check(rc_ == (want), "%s (rc %d, want %d)", what, rc_, (int)(want));               \
	} while (0)

static struct sbx_client *client(void)
{
	struct sbx_client_opts o = {0};
	struct sbx_client *c = NULL;

	o.url = getenv("SBX_URL");
	o.token = getenv("SANDBOX_API_KEY");
	if (o.token && !*o.token)
		o.token = NULL;
	if (!o.url || sbx_client_new(&o, &c) < 0) {
		printf("Bail out! no client for SBX_URL\n");
		exit(1);
	}
	return c;
}

/* Runs a shell command line in the sandbox, returns stdout (static buf). */
static const char *sh(const char *line, int *code)
{
	static char out[65536];
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

/* ---- one cell ------------------------------------------------------------------ */

struct cell {
	/* in */
	struct sbx_client *c;
	const char *ctx;
	const char *code;
	size_t len;
	long timeout_ms;
	const char *wake; /* set `seen` once stdout contains this */
	/* out */
	pthread_mutex_t mu;
	pthread_cond_t cv;
	bool seen, done;
	struct sbx_buf out, err;
	enum sbx_cell_outcome outcome;
	int rc;
};

static int cell_cb(void *arg, int stream, const void *data, size_t len)
{
	struct cell *x = arg;

	pthread_mutex_lock(&x->mu);
	sbx_buf_add(stream == 1 ? &x->out : &x->err, data, len);
	if (x->wake && !x->seen && x->out.data && strstr(x->out.data, x->wake)) {
		x->seen = true;
		pthread_cond_broadcast(&x->cv);
	}
	pthread_mutex_unlock(&x->mu);
	return 0;
}

static void cell_init(struct cell *x, const char *ctx, const char *code)
{
	memset(x, 0, sizeof(*x));
	x->c = C;
	x->ctx = ctx;
	x->code = code;
	x->len = strlen(code);
	x->outcome = (enum sbx_cell_outcome) - 1;
	pthread_mutex_init(&x->mu, NULL);
	pthread_cond_init(&x->cv, NULL);
	sbx_buf_init(&x->out, 1 << 22);
	sbx_buf_init(&x->err, 1 << 22);
}

static void cell_release(struct cell *x)
{
	sbx_buf_release(&x->out);
	sbx_buf_release(&x->err);
	pthread_mutex_destroy(&x->mu);
	pthread_cond_destroy(&x->cv);
}

static void *cell_thread(void *arg)
{
	struct cell *x = arg;
	struct sbx_ctx_run_opts o = {.timeout_ms = x->timeout_ms};
	enum sbx_cell_outcome oc = (enum sbx_cell_outcome) - 1;
	int rc = sbx_ctx_run(x->c, ID, x->ctx, x->code, x->len, &o, cell_cb, x, &oc);

	pthread_mutex_lock(&x->mu);
	x->rc = rc;
	x->outcome = oc;
	x->done = true;
	pthread_cond_broadcast(&x->cv);
	pthread_mutex_unlock(&x->mu);
	return NULL;
}

static void cell_run(struct cell *x)
{
	cell_thread(x);
}

/* Waits (at most 60 s) until the cell's stdout showed x->wake. */
static bool cell_wait_seen(struct cell *x)
{
	struct timespec dl;
	bool seen;

	clock_gettime(CLOCK_REALTIME, &dl);
	dl.tv_sec += 60;
	pthread_mutex_lock(&x->mu);
	while (!x->seen && !x->done)
		if (pthread_cond_timedwait(&x->cv, &x->mu, &dl) != 0)
			break;
	seen = x->seen;
	pthread_mutex_unlock(&x->mu);
	return seen;
}

static const char *S(const struct sbx_buf *b)
{
	return b->data ? b->data : "";
}

/* Runs code in ctx; 0 when it ran with outcome want, else prints details. */
static bool run_expect(const char *ctx, const char *code, enum sbx_cell_outcome want,
		       const char *out_want, const char *err_has, const char *what)
{
	struct cell x;
	bool ok;

	cell_init(&x, ctx, code);
	cell_run(&x);
	ok = x.rc == 0 && x.outcome == want && (!out_want || !strcmp(S(&x.out), out_want)) &&
	     (!err_has || strstr(S(&x.err), err_has));
	check(ok, "%s", what);
	if (!ok)
		printf("#   rc %d outcome %d (want %d)\n#   out: %.400s\n#   err: %.800s\n", x.rc,
		       (int)x.outcome, (int)want, S(&x.out), S(&x.err));
	cell_release(&x);
	return ok;
}

static bool state_is(const char *ctx, enum sbx_ctx_state want, struct sbx_ctx_info *keep)
{
	struct sbx_ctx_info in;
	int rc = sbx_ctx_get(C, ID, ctx, &in);
	bool ok = rc == 0 && in.state == want;

	if (!ok)
		printf("#   %s: rc %d state %s (want %s) reason %s error %s\n", ctx, rc,
		       rc == 0 ? sbx_ctx_state_name(in.state) : "-", sbx_ctx_state_name(want),
		       rc == 0 && in.reason ? in.reason : "-",
		       rc == 0 && in.error ? in.error : "-");
	if (rc == 0 && keep)
		*keep = in;
	else if (rc == 0)
		sbx_ctx_info_release(&in);
	return ok;
}

/* Polls (at most 30 s) until ctx is in state want: a kill from another
 * command takes effect a little later. */
static bool wait_state(const char *ctx, enum sbx_ctx_state want, struct sbx_ctx_info *keep)
{
	struct timespec t0, t;
	struct sbx_ctx_info in;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (;;) {
		if (sbx_ctx_get(C, ID, ctx, &in) == 0) {
			if (in.state == want) {
				if (keep)
					*keep = in;
				else
					sbx_ctx_info_release(&in);
				return true;
			}
			sbx_ctx_info_release(&in);
		}
		clock_gettime(CLOCK_MONOTONIC, &t);
		if (t.tv_sec - t0.tv_sec > 30)
			return state_is(ctx, want, keep);
		usleep(50000);
	}
}

/* ---- the suite -------------------------------------------------------------- */

static void test_lifecycle(void)
{
	struct sbx_ctx_info *v = NULL;
	size_t n = 0;
	int rc;

	RC(sbx_ctx_create(C, ID, "py", NULL), 0, "create a python context (the default)");
	RC(sbx_ctx_create(C, ID, "py", "python"), -EEXIST, "creating it again is EEXIST");
	RC(sbx_ctx_create(C, ID, "bad/name", NULL), -EINVAL, "a name with '/' is EINVAL");
	RC(sbx_ctx_create(C, ID, "..", NULL), -EINVAL, "'..' is EINVAL");
	RC(sbx_ctx_create(C, ID, "rb", "ruby"), -EINVAL, "an unknown language is EINVAL");
	RC(sbx_ctx_create(C, ID, "js", "javascript"), 0, "create a javascript context");
	RC(sbx_ctx_create(C, ID, "py2", "python"), 0, "create a second python context");
	rc = sbx_ctx_list(C, ID, &v, &n);
	check(rc == 0 && n == 3 && !strcmp(v[0].name, "js") && !strcmp(v[1].name, "py") &&
		  !strcmp(v[2].name, "py2") && !strcmp(v[0].lang, "javascript") &&
		  !strcmp(v[1].lang, "python") && v[1].state == SBX_CTX_NEW && v[1].pid == 0,
	      "list: three contexts, sorted, with their languages, not started (rc %d, n %zu)", rc,
	      n);
	sbx_ctx_list_free(v, n);
	RC(sbx_ctx_set_lang(C, ID, "py2", "javascript"), 0, "lang of a context not started");
	RC(sbx_ctx_set_lang(C, ID, "py2", "cobol"), -EINVAL, "lang: unknown language is EINVAL");
	RC(sbx_ctx_set_lang(C, ID, "py2", "python"), 0, "lang back to python");
	RC(sbx_ctx_set_lang(C, ID, "nope", "python"), -ENOENT, "lang of a missing context: ENOENT");
}

static void test_python_state(void)
{
	int code;

	run_expect("py", "import math; x = 41", SBX_CELL_OK, "", NULL,
		   "python: first cell (installs the driver, starts the interpreter)");
	sh("ls /tmp/.sbx-contexts/driver-*.py", &code);
	check(code == 0, "the driver is installed under /tmp/.sbx-contexts (not /workspace)");
	sh("ls -A /workspace | grep -q .", &code);
	check(code != 0, "nothing was written to /workspace");
	run_expect("py", "x + 1", SBX_CELL_OK, "42\n", NULL, "python: state persists: x + 1 -> 42");
	run_expect("py", "math.floor(2.5)", SBX_CELL_OK, "2\n", NULL, "python: imports persist");
	run_expect("py", "print('a')\n'b'", SBX_CELL_OK, "a\n'b'\n", NULL,
		   "python: stdout, then the value's repr");
	run_expect("py", "y = None\ny", SBX_CELL_OK, "", NULL,
		   "python: a None value prints nothing");
	run_expect("py", "x + 1;", SBX_CELL_OK, "", NULL,
		   "python: a trailing ';' silences the value");
	run_expect("py", "print('h\xc3\xa9llo \xe2\x9c\x93')", SBX_CELL_OK,
		   "h\xc3\xa9llo \xe2\x9c\x93\n", NULL, "python: UTF-8 output round-trips");
	run_expect("py",
		   "import subprocess, sys\nsubprocess.run(['echo', 'child'])\n"
		   "subprocess.run('echo child-err >&2', shell=True)\nprint('after')",
		   SBX_CELL_OK, "child\nafter\n", NULL,
		   "python: a child process's output is the cell's, in order");
	run_expect("py", "import asyncio\nawait asyncio.sleep(0)\nv = await asyncio.sleep(0, 7)\nv",
		   SBX_CELL_OK, "7\n", NULL, "python: top-level await");
}

static void test_python_errors(void)
{
	struct sbx_ctx_info in;

	run_expect("py", "def f():\n    return 1 / 0\nprint('before')\nf()", SBX_CELL_ERROR,
		   "before\n", "ZeroDivisionError: division by zero",
		   "python: an exception is an error, `Name: message` on stderr");
	run_expect("py", "def f():\n    return 1 / 0\nf()", SBX_CELL_ERROR, "", "line 2, in f",
		   "python: ...with the traceback (the cell's lines)");
	run_expect("py", "raise ValueError('x')", SBX_CELL_ERROR, "", NULL,
		   "python: raise is an error");
	if (state_is("py", SBX_CTX_ERROR, &in)) {
		check(in.error && !strcmp(in.error, "ValueError: x"),
		      "python: the context's error is `ValueError: x` (%s)",
		      in.error ? in.error : "NULL");
		sbx_ctx_info_release(&in);
	} else {
		check(0, "python: the context says error after a failed cell");
	}
	run_expect("py", "x = (", SBX_CELL_ERROR, "", "SyntaxError", "python: a syntax error");
	run_expect("py", "import sys; sys.exit(3)", SBX_CELL_ERROR, "", "SystemExit",
		   "python: sys.exit() is an error; the interpreter stays");
	run_expect("py", "x", SBX_CELL_OK, "41\n", NULL, "python: state survived the errors");
	check(state_is("py", SBX_CTX_OK, NULL), "python: the context says ok");
}

static void test_python_interrupt(void)
{
	struct cell x;
	pthread_t th;

	cell_init(&x, "py", "keep = 'kept'\nprint('spinning', flush=True)\nwhile True: pass");
	x.wake = "spinning";
	pthread_create(&th, NULL, cell_thread, &x);
	if (cell_wait_seen(&x)) {
		check(state_is("py", SBX_CTX_RUNNING, NULL),
		      "python: a running cell: state running");
		RC(sbx_ctx_interrupt(C, ID, "py"), 0, "python: interrupt `while True: pass`");
	} else {
		check(0, "python: the spinning cell started");
	}
	pthread_join(th, NULL);
	check(x.rc == 0 && x.outcome == SBX_CELL_INTERRUPTED &&
		  strstr(S(&x.err), "KeyboardInterrupt"),
	      "python: the cell ends interrupted, KeyboardInterrupt on stderr (rc %d, outcome %d)",
	      x.rc, (int)x.outcome);
	cell_release(&x);
	run_expect("py", "keep, x", SBX_CELL_OK, "('kept', 41)\n", NULL,
		   "python: the interrupt kept every variable");

	cell_init(&x, "py", "import time\nprint('sleeping', flush=True)\ntime.sleep(3600)");
	x.wake = "sleeping";
	pthread_create(&th, NULL, cell_thread, &x);
	if (cell_wait_seen(&x))
		sbx_ctx_interrupt(C, ID, "py");
	pthread_join(th, NULL);
	check(x.rc == 0 && x.outcome == SBX_CELL_INTERRUPTED,
	      "python: interrupt stops a blocking sleep (rc %d, outcome %d)", x.rc, (int)x.outcome);
	cell_release(&x);

	RC(sbx_ctx_interrupt(C, ID, "py"), 0, "python: interrupt with nothing running is a no-op");
	run_expect("py", "x", SBX_CELL_OK, "41\n", NULL, "python: ...that left the state alone");

	cell_init(&x, "py", "import time\ntime.sleep(3600)");
	x.timeout_ms = 1500;
	cell_run(&x);
	check(x.rc == 0 && x.outcome == SBX_CELL_INTERRUPTED,
	      "python: the run's timeout interrupts the cell (rc %d, outcome %d)", x.rc,
	      (int)x.outcome);
	cell_release(&x);
	run_expect("py", "x", SBX_CELL_OK, "41\n", NULL, "python: ...and the state survives it");
}

static void test_streaming(void)
{
	struct cell x;
	pthread_t th;
	int code;

	/* The cell waits for a file that the test creates only once it has
	 * seen the cell's first line: output must stream before the end. */
	sh("rm -f /tmp/itest-go", NULL);
	cell_init(
	    &x, "py",
	    "import os, time\nprint('first', flush=True)\n"
	    "t = time.time()\nwhile not os.path.exists('/tmp/itest-go') and time.time() - t < 60:\n"
	    "    time.sleep(0.02)\nprint('second')");
	x.wake = "first";
	pthread_create(&th, NULL, cell_thread, &x);
	check(cell_wait_seen(&x) && !x.done,
	      "streaming: the first line arrives while the cell runs");
	sh("touch /tmp/itest-go", &code);
	pthread_join(th, NULL);
	check(x.rc == 0 && x.outcome == SBX_CELL_OK && !strcmp(S(&x.out), "first\nsecond\n"),
	      "streaming: then the rest, in order");
	cell_release(&x);
}

static bool have_matplotlib(void)
{
	int code;

	sh("python3 -c 'import matplotlib' 2>/dev/null", &code);
	return code == 0;
}

static void test_results(void)
{
	struct sbx_ctx_result *r = NULL;
	struct cell x;
	struct sbx_buf b;
	size_t n = 0;
	int rc;

	if (!have_matplotlib()) {
		printf("# ************************************************************\n"
		       "# matplotlib is not installed (scripts/install-deps installs\n"
		       "# python3-matplotlib): the PNG checks are SKIPPED\n"
		       "# ************************************************************\n");
		skip("matplotlib figure as a PNG result: matplotlib absent");
	} else {
		cell_init(&x, "py",
			  "import matplotlib.pyplot as plt\nplt.plot([1, 2, 3])\nplt.show()\n"
			  "print('between')\nplt.figure()\nplt.plot([3, 2, 1]);\n");
		cell_run(&x);
		check(x.rc == 0 && x.outcome == SBX_CELL_OK &&
			  !strncmp(S(&x.out), "[result 1.png image/png ", 24) &&
			  strstr(S(&x.out), "bytes]\nbetween\n[result 2.png image/png "),
		      "matplotlib: show() and an open figure give 1.png and 2.png, announced in "
		      "order");
		if (t_failed)
			printf("#   out: %.300s\n#   err: %.600s\n", S(&x.out), S(&x.err));
		rc = sbx_ctx_results(C, ID, "py", &r, &n);
		check(rc == 0 && n == 2 && !strcmp(r[0].name, "1.png") &&
			  !strcmp(r[1].name, "2.png") && !strcmp(r[0].mime, "image/png") &&
			  r[0].size > 100,
		      "results: 1.png and 2.png listed (rc %d, n %zu)", rc, n);
		if (rc == 0 && n >= 1) {
			char ann[128];

			snprintf(ann, sizeof(ann), "[result 1.png image/png %lld bytes]",
				 (long long)r[0].size);
			check(strstr(S(&x.out), ann) != NULL,
			      "results: the announced size is the file's");
			rc = sbx_ctx_result_read(C, ID, "py", "1.png", 64 << 20, &b);
			check(rc == 0 && b.len == (size_t)r[0].size &&
				  !memcmp(b.data, "\x89PNG\r\n\x1a\n", 8),
			      "results: 1.png starts with the PNG signature (rc %d, %zu bytes)", rc,
			      rc == 0 ? b.len : 0);
			if (rc == 0)
				sbx_buf_release(&b);
		}
		free(r);
		cell_release(&x);
	}
	run_expect("py",
		   "class H:\n    def _repr_html_(self): return '<b>hi</b>'\n"
		   "    def __repr__(self): return 'H()'\nH()",
		   SBX_CELL_OK, "H()\n[result 1.html text/html 9 bytes]\n", NULL,
		   "rich value: its repr, then _repr_html_ as 1.html");
	rc = sbx_ctx_results(C, ID, "py", &r, &n);
	check(rc == 0 && n == 1 && !strcmp(r[0].name, "1.html") && !strcmp(r[0].mime, "text/html"),
	      "results: replaced by the latest cell's");
	free(r);
	rc = sbx_ctx_result_read(C, ID, "py", "1.html", 1 << 20, &b);
	check(rc == 0 && b.len == 9 && !memcmp(b.data, "<b>hi</b>", 9), "results: 1.html's bytes");
	if (rc == 0)
		sbx_buf_release(&b);
	RC(sbx_ctx_result_read(C, ID, "py", "1.html", 4, &b), -EFBIG, "results: past max is EFBIG");
	RC(sbx_ctx_result_read(C, ID, "py", "7.png", 1 << 20, &b), -ENOENT,
	   "results: a missing result is ENOENT");
	RC(sbx_ctx_result_read(C, ID, "py", "../lang", 1 << 20, &b), -EINVAL,
	   "results: a bad name is EINVAL");
	run_expect("py", "display(1, [2])", SBX_CELL_OK, "1\n[2]\n", NULL,
		   "display() of plain values prints them");
	rc = sbx_ctx_results(C, ID, "py", &r, &n);
	check(rc == 0 && n == 0, "results: a cell without results leaves none");
	free(r);
}

static void test_two_contexts(void)
{
	run_expect("py2", "x", SBX_CELL_ERROR, "", "NameError: name 'x' is not defined",
		   "two contexts do not share state");
	run_expect("py2", "x = 'other'", SBX_CELL_OK, "", NULL, "the second context sets its x");
	run_expect("py", "x", SBX_CELL_OK, "41\n", NULL, "...which leaves the first one's alone");
}

static void test_javascript(void)
{
	struct cell x;
	pthread_t th;

	run_expect("js", "let x = 41; const f = (a) => a * 2; console.log('hi')", SBX_CELL_OK,
		   "hi\n", NULL, "javascript: first cell");
	run_expect("js", "x + 1", SBX_CELL_OK, "42\n", NULL,
		   "javascript: state persists: x + 1 -> 42");
	run_expect("js", "f(x)", SBX_CELL_OK, "82\n", NULL, "javascript: functions persist");
	run_expect("js", "({a: [1, 'b']})", SBX_CELL_OK, "{ a: [ 1, 'b' ] }\n", NULL,
		   "javascript: the value is shown as util.inspect does");
	run_expect("js",
		   "const r = await new Promise((res) => setTimeout(() => res(7), 10)); r * 6",
		   SBX_CELL_OK, "42\n", NULL, "javascript: top-level await, with its value");
	run_expect("js", "r + x", SBX_CELL_OK, "48\n", NULL,
		   "javascript: a declaration of an await cell persists");
	run_expect("js", "function g() { null.foo }\ng()", SBX_CELL_ERROR, "",
		   "TypeError: Cannot read properties of null",
		   "javascript: an exception is an error with `Name: message`");
	run_expect("js", "function g2() { throw new RangeError('deep') }\ng2()", SBX_CELL_ERROR, "",
		   "at g2 (cell", "javascript: ...and the stack names the cell's frames");
	run_expect("js", "await Promise.reject(new Error('async boom'))", SBX_CELL_ERROR, "",
		   "Error: async boom", "javascript: a rejected await is an error");
	run_expect("js", "x = ", SBX_CELL_ERROR, "", "SyntaxError", "javascript: a syntax error");
	run_expect("js", "require('path').join('a', 'b')", SBX_CELL_OK, "'a/b'\n", NULL,
		   "javascript: require works");
	run_expect("js", "display.html('<i>j</i>'); 1", SBX_CELL_OK,
		   "[result 1.html text/html 8 bytes]\n1\n", NULL,
		   "javascript: display.html result");

	cell_init(&x, "js", "globalThis.kept = 'yes'; console.log('spinning'); while (true) {}");
	x.wake = "spinning";
	pthread_create(&th, NULL, cell_thread, &x);
	if (cell_wait_seen(&x))
		RC(sbx_ctx_interrupt(C, ID, "js"), 0, "javascript: interrupt `while (true) {}`");
	else
		check(0, "javascript: the spinning cell started");
	pthread_join(th, NULL);
	check(x.rc == 0 && x.outcome == SBX_CELL_INTERRUPTED,
	      "javascript: the cell ends interrupted (rc %d, outcome %d)", x.rc, (int)x.outcome);
	cell_release(&x);
	run_expect("js", "[kept, x]", SBX_CELL_OK, "[ 'yes', 41 ]\n", NULL,
		   "javascript: the interrupt kept the state");

	cell_init(&x, "js", "console.log('waiting'); await new Promise(() => {})");
	x.wake = "waiting";
	pthread_create(&th, NULL, cell_thread, &x);
	if (cell_wait_seen(&x))
		sbx_ctx_interrupt(C, ID, "js");
	pthread_join(th, NULL);
	check(x.rc == 0 && x.outcome == SBX_CELL_INTERRUPTED,
	      "javascript: interrupt an await that never ends (rc %d, outcome %d)", x.rc,
	      (int)x.outcome);
	cell_release(&x);
	run_expect("js", "x", SBX_CELL_OK, "41\n", NULL, "javascript: ...state kept");
}

static void test_death(void)
{
	struct sbx_ctx_info in;
	int code;

	run_expect("py2", "import os, signal\nos.kill(os.getpid(), signal.SIGKILL)", SBX_CELL_DIED,
		   "", "sbx-context: the python interpreter was killed by SIGKILL during this cell",
		   "an interpreter killed during a cell: the cell says so");
	if (state_is("py2", SBX_CTX_DEAD, &in)) {
		check(in.reason && strstr(in.reason, "SIGKILL"), "...the context says dead: %s",
		      in.reason ? in.reason : "NULL");
		sbx_ctx_info_release(&in);
	} else {
		check(0, "...the context says dead");
	}
	run_expect("py2", "'fresh' if 'x' not in globals() else x", SBX_CELL_OK, "'fresh'\n", NULL,
		   "...and the next run starts a fresh interpreter");

	run_expect("py2", "z = 1", SBX_CELL_OK, "", NULL,
		   "set state, then kill the idle interpreter");
	sh("kill -KILL $(cat /tmp/.sbx-contexts/ctx/py2/pid)", &code);
	check(code == 0, "kill -KILL the idle interpreter from another command");
	if (wait_state("py2", SBX_CTX_DEAD, &in)) {
		check(in.reason && strstr(in.reason, "killed by SIGKILL"),
		      "the context says dead: %s", in.reason ? in.reason : "NULL");
		sbx_ctx_info_release(&in);
	} else {
		check(0, "the context says dead");
	}
	run_expect("py2", "'z' in globals()", SBX_CELL_OK, "False\n",
		   "sbx-context: the python interpreter was killed by SIGKILL; its state is lost",
		   "the next run restarts fresh, with the reason on stderr");
	run_expect("py2", "1", SBX_CELL_OK, "1\n", NULL, "the run after it is quiet");
	{
		struct cell x;

		cell_init(&x, "py2", "2");
		cell_run(&x);
		check(x.rc == 0 && S(&x.err)[0] == '\0', "...with nothing on stderr");
		cell_release(&x);
	}
	run_expect("js", "process.exit(5)", SBX_CELL_DIED, "",
		   "the javascript interpreter exited with status 5",
		   "javascript: process.exit() ends the interpreter: the cell says so");
	run_expect("js", "typeof x", SBX_CELL_OK, "'undefined'\n", NULL,
		   "javascript: a fresh interpreter on the next run");
}

static void test_restart(void)
{
	char cmd[128];
	struct sbx_ctx_info in;
	int code;

	run_expect("py2", "w = 1", SBX_CELL_OK, "", NULL, "restart: set a variable");
	if (state_is("py2", SBX_CTX_OK, &in)) {
		snprintf(cmd, sizeof(cmd), "kill -0 %d", in.pid);
		sbx_ctx_info_release(&in);
	} else {
		snprintf(cmd, sizeof(cmd), "false");
	}
	RC(sbx_ctx_set_lang(C, ID, "py2", "javascript"), -EBUSY,
	   "lang while the interpreter runs is EBUSY");
	RC(sbx_ctx_restart(C, ID, "py2"), 0, "restart");
	sh(cmd, &code);
	check(code != 0, "restart: the old interpreter is gone");
	check(state_is("py2", SBX_CTX_NEW, NULL), "restart: the context is new again");
	run_expect("py2", "'w' in globals()", SBX_CELL_OK, "False\n", NULL,
		   "restart: a fresh interpreter, without a notice");
	RC(sbx_ctx_restart(C, ID, "py2"), 0, "restart again");
	RC(sbx_ctx_set_lang(C, ID, "py2", "javascript"), 0, "lang after a restart");
	run_expect("py2", "typeof require", SBX_CELL_OK, "'function'\n", NULL,
		   "the context now runs javascript");
	RC(sbx_ctx_restart(C, ID, "nope"), -ENOENT, "restart of a missing context: ENOENT");
	RC(sbx_ctx_interrupt(C, ID, "nope"), -ENOENT, "interrupt of a missing context: ENOENT");
}

static void test_new_client(void)
{
	struct sbx_client *saved = C;

	C = client();
	run_expect("py", "x", SBX_CELL_OK, "41\n", NULL,
		   "a new client finds the context and its state (it lives in the sandbox)");
	sbx_client_free(C);
	C = saved;
}

static void test_big_cell(void)
{
	size_t n = 200000;
	char *code = malloc(n + 64);
	struct cell x;

	memcpy(code, "s = '", 5);
	memset(code + 5, 'a', n);
	snprintf(code + 5 + n, 59, "'\nlen(s)");
	cell_init(&x, "py", code);
	cell_run(&x);
	check(x.rc == 0 && x.outcome == SBX_CELL_OK && !strcmp(S(&x.out), "200000\n"),
	      "a 200 KB cell (staged over several execs) runs (rc %d)", x.rc);
	cell_release(&x);
	free(code);
}

static void test_delete(void)
{
	struct sbx_ctx_info in, *v = NULL;
	struct sbx_ctx_result *r = NULL;
	enum sbx_cell_outcome oc;
	size_t n = 0;
	char cmd[128] = "false";
	int rc, code;

	if (state_is("py2", SBX_CTX_OK, &in)) {
		snprintf(cmd, sizeof(cmd), "kill -0 %d", in.pid);
		sbx_ctx_info_release(&in);
	}
	RC(sbx_ctx_delete(C, ID, "py2"), 0, "delete a context");
	sh(cmd, &code);
	check(code != 0, "delete: its interpreter is gone");
	rc = sbx_ctx_list(C, ID, &v, &n);
	check(rc == 0 && n == 2 && !strcmp(v[0].name, "js") && !strcmp(v[1].name, "py"),
	      "delete: the list no longer has it");
	sbx_ctx_list_free(v, n);
	RC(sbx_ctx_delete(C, ID, "py2"), -ENOENT, "delete again: ENOENT");
	RC(sbx_ctx_run(C, ID, "py2", "1", 1, NULL, NULL, NULL, &oc), -ENOENT,
	   "run in a deleted context: ENOENT");
	RC(sbx_ctx_results(C, ID, "py2", &r, &n), -ENOENT, "results of a deleted context: ENOENT");
	RC(sbx_ctx_get(C, ID, "py2", &in), -ENOENT, "get of a deleted context: ENOENT");
	RC(sbx_ctx_create(C, ID, "py2", NULL), 0, "the name can be used again");
	run_expect("py2", "'w' in globals()", SBX_CELL_OK, "False\n", NULL,
		   "...for a new, empty context");
}

static void test_reinstall(void)
{
	int code;

	/* A sandbox that lost /tmp (Cloudflare's after a sleep loses it all):
	 * the drivers come back by themselves. */
	run_expect("py", "x", SBX_CELL_OK, "41\n", NULL, "before the drivers vanish");
	sh("rm -f /tmp/.sbx-contexts/driver-*", &code);
	check(code == 0, "remove the installed drivers");
	run_expect("py", "x", SBX_CELL_OK, "41\n", NULL,
		   "the next run reinstalls them and reaches the same interpreter");
}

int main(int argc, char **argv)
{
	ID = getenv("ITEST_ID");
	if (!ID || !sbx_valid_id(ID)) {
		printf("Bail out! ITEST_ID\n");
		return 1;
	}
	C = client();
	sbx_destroy(C, ID);
	test_lifecycle();
	test_python_state();
	test_python_errors();
	test_python_interrupt();
	test_streaming();
	test_results();
	test_two_contexts();
	test_javascript();
	test_death();
	test_restart();
	test_new_client();
	test_big_cell();
	test_delete();
	test_reinstall();
	sbx_destroy(C, ID);
	sbx_client_free(C);
	printf("1..%d\n", t_n);
	return t_failed ? 1 : 0;
}
