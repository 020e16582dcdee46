/* contexts.c — code contexts: persistent interpreters inside a sandbox.
 *
 * The bridge has no route for a stateful interpreter, so the interpreter is
 * ours: a small driver per language (client/drivers/python.py, .js; standard
 * libraries only) that runs as a daemon inside the sandbox, one per context,
 * listening on a unix socket. Everything else is the exec route, nothing
 * but it (no file route: it reaches only /workspace; no extension), so that
 * contexts work on sbxd and on Cloudflare's bridge alike:
 *
 *   - every operation is ONE exec of client/drivers/manage.sh (its text is
 *     sent along each time, ~8 KiB; it is never installed, so it can never
 *     be stale), with the operation and names as arguments;
 *   - a cell is one exec whose process is the driver's client mode: it
 *     hands the cell to the daemon and writes the cell's output as its own
 *     stdout/stderr, and its exit status is the cell's outcome. Streaming,
 *     output order and the exec timeout thus come from the exec machinery;
 *   - the drivers are installed on first use, by exec too, as
 *     /tmp/.sbx-contexts/driver-<hash>.{py,js}: the hash (FNV-1a of the
 *     embedded bytes) puts a new version next to an old one instead of over
 *     it, so a daemon started by an older client keeps its own driver;
 *     manage.sh exits 66 when the driver it needs is missing, and run then
 *     installs and tries once more — no extra round trip in the common case;
 *   - interrupt, restart, delete and list need no interpreter (bash, kill,
 *     the context's files), so they work whatever state the interpreter is
 *     in: interrupt is SIGINT to the interpreter's process group.
 *
 * The cell's source travels as base64 in an argument (byte-exact, and
 * needs no quoting); above 64 KiB it is staged in the context's directory
 * first, 48 KiB per exec, since one command line is limited to 128 KiB.
 * Output that libsbx parses (list, results) is NUL-separated and base64,
 * parsed strictly: the sandbox is not trusted.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "api.h"
#include "b64.h"
#include "contexts.h"
#include "drivers.h"
#include "exec.h"
#include "http.h"

#define INLINE_MAX (64u << 10)	/* raw cell bytes sent inline (88 KiB of base64) */
#define STAGE_CHUNK (48u << 10) /* raw bytes per staging exec; a multiple of 3 */
#define CODE_MAX (16u << 20)	/* longest cell */
#define LIST_MAX (4u << 20)	/* decoded output of list / results */
#define ERR_TAIL 2048		/* stderr kept for messages */
#define MANAGE_STALL_MS 20000	/* restart/delete wait up to 10 s for a death */

/* ---- the embedded drivers ------------------------------------------------------ */

struct drivers {
	const struct sbx_driver_file *manage, *py, *js;
	char pyname[48], jsname[48];
};
static struct drivers drv; /* set once, read-only afterwards */
static pthread_once_t drv_once = PTHREAD_ONCE_INIT;

static uint64_t fnv1a(const unsigned char *p, size_t n)
{
	uint64_t h = 14695981039346656037ull;

	for (size_t i = 0; i < n; i++) {
		h ^= p[i];
		h *= 1099511628211ull;
	}
	return h;
}

static void drivers_init(void)
{
	for (const struct sbx_driver_file *f = sbx_driver_files; f->name; f++) {
		if (!strcmp(f->name, "manage.sh"))
			drv.manage = f;
		else if (!strcmp(f->name, "python.py"))
			drv.py = f;
		else if (!strcmp(f->name, "javascript.js"))
			drv.js = f;
	}
	if (drv.py)
		snprintf(drv.pyname, sizeof(drv.pyname), "driver-%016" PRIx64 ".py",
			 fnv1a(drv.py->data, drv.py->len));
	if (drv.js)
		snprintf(drv.jsname, sizeof(drv.jsname), "driver-%016" PRIx64 ".js",
			 fnv1a(drv.js->data, drv.js->len));
}

static const struct drivers *drivers(void)
{
	pthread_once(&drv_once, drivers_init);
	return &drv;
}

const char *sbx_ctx_driver_name(const char *lang)
{
	const struct drivers *d = drivers();

	if (lang && !strcmp(lang, "python") && d->py)
		return d->pyname;
	if (lang && !strcmp(lang, "javascript") && d->js)
		return d->jsname;
	return NULL;
}

/* ---- pure helpers ------------------------------------------------------------------ */

bool sbx_ctx_valid_name(const char *name)
{
	size_t n;

	if (!name || !*name || *name == '.' || *name == '-')
		return false;
	for (n = 0; name[n]; n++) {
		char ch = name[n];

		if (n >= SBX_CTX_NAME_MAX)
			return false;
		if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
		      (ch >= '0' && ch <= '9') || ch == '_' || ch == '.' || ch == '-'))
			return false;
	}
	return true;
}

int sbx_ctx_check_lang(const char *lang)
{
	if (lang && (!strcmp(lang, "python") || !strcmp(lang, "javascript")))
		return 0;
	sbx_set_error("unknown language '%s' (python or javascript)", lang ? lang : "");
	return -EINVAL;
}

static const char *const STATE_NAMES[] = {"new", "idle", "running", "ok", "error", "dead"};

const char *sbx_ctx_state_name(enum sbx_ctx_state s)
{
	if ((unsigned)s < sizeof(STATE_NAMES) / sizeof(STATE_NAMES[0]))
		return STATE_NAMES[s];
	return "?";
}

int sbx_ctx_exit_errno(int code)
{
	switch (code) {
	case CTX_EXIT_OK:
		return 0;
	case CTX_EXIT_NOENT:
	case CTX_EXIT_NO_DRIVER:
		return -ENOENT;
	case CTX_EXIT_EXISTS:
		return -EEXIST;
	case CTX_EXIT_NO_INTERPRETER:
		return -ENOEXEC;
	case CTX_EXIT_BUSY:
		return -EBUSY;
	case CTX_EXIT_INVALID:
		return -EINVAL;
	default:
		return -EIO;
	}
}

bool sbx_ctx_valid_result(const char *name)
{
	size_t i = 0, d, e;

	while (name[i] >= '0' && name[i] <= '9')
		i++;
	d = i;
	if (d == 0 || d > 9 || name[i] != '.')
		return false;
	for (i++, e = 0; name[i] >= 'a' && name[i] <= 'z'; i++)
		e++;
	return e >= 1 && e <= 8 && name[i] == '\0';
}

const char *sbx_ctx_mime(const char *result)
{
	static const char *const map[][2] = {
	    {"png", "image/png"},	{"jpeg", "image/jpeg"}, {"jpg", "image/jpeg"},
	    {"svg", "image/svg+xml"},	{"html", "text/html"},	{"json", "application/json"},
	    {"md", "text/markdown"},	{"tex", "text/latex"},	{"txt", "text/plain"},
	    {"pdf", "application/pdf"}, {"gif", "image/gif"},
	};
	const char *dot = result ? strrchr(result, '.') : NULL;

	if (dot)
		for (size_t i = 0; i < sizeof(map) / sizeof(map[0]); i++)
			if (!strcmp(dot + 1, map[i][0]))
				return map[i][1];
	return "application/octet-stream";
}

void sbx_ctx_info_release(struct sbx_ctx_info *info)
{
	if (!info)
		return;
	free(info->reason);
	free(info->error);
	info->reason = NULL;
	info->error = NULL;
}

void sbx_ctx_list_free(struct sbx_ctx_info *infos, size_t n)
{
	if (!infos)
		return;
	for (size_t i = 0; i < n; i++)
		sbx_ctx_info_release(&infos[i]);
	free(infos);
}

/* ---- running manage.sh --------------------------------------------------------- */

struct mexec {
	sbx_output_cb cb; /* run: the caller's callback gets all output */
	void *arg;
	struct sbx_buf *out; /* other operations: stdout, base64-decoded */
	struct sbx_b64_stream dec;
	int out_err;
	char err[ERR_TAIL]; /* the tail of stderr, for messages */
	size_t errlen;
};

static void mexec_init(struct mexec *m)
{
	memset(m, 0, sizeof(*m));
	sbx_b64_stream_init(&m->dec);
}

static void err_tail(struct mexec *m, const char *d, size_t len)
{
	const size_t cap = sizeof(m->err) - 1;

	if (len > cap) {
		d += len - cap;
		len = cap;
	}
	if (m->errlen + len > cap) {
		size_t drop = m->errlen + len - cap;

		memmove(m->err, m->err + drop, m->errlen - drop);
		m->errlen -= drop;
	}
	memcpy(m->err + m->errlen, d, len);
	m->errlen += len;
	m->err[m->errlen] = '\0';
}

static int mexec_out(void *arg, int stream, const void *data, size_t len)
{
	struct mexec *m = arg;
	unsigned char *tmp;
	long k;
	int rc;

	if (stream == 2)
		err_tail(m, data, len);
	if (m->cb)
		return m->cb(m->arg, stream, data, len);
	if (stream != 1 || !m->out)
		return 0;
	tmp = malloc(3 * (len + 3) / 4 + 3);
	if (!tmp) {
		m->out_err = -ENOMEM;
		return 1;
	}
	k = sbx_b64_stream_feed(&m->dec, data, len, tmp);
	rc = k < 0 ? -EIO : sbx_buf_add(m->out, tmp, (size_t)k);
	free(tmp);
	if (rc < 0) {
		m->out_err = rc == -E2BIG ? -EFBIG : rc;
		return 1;
	}
	return 0;
}

/* sbx_last_error() for a failed operation: the last line libsbx's scripts
 * wrote ("sbx-context: ...", prefix dropped), else the last line. */
static void set_error(const struct mexec *m, const char *op, int code)
{
	const char *s = m->err, *best = NULL, *line = NULL;
	size_t bestlen = 0, linelen = 0;

	while (*s) {
		const char *nl = strchr(s, '\n');
		size_t l = nl ? (size_t)(nl - s) : strlen(s);

		if (l > 0) {
			line = s;
			linelen = l;
			if (l > 13 && !strncmp(s, "sbx-context: ", 13)) {
				best = s + 13;
				bestlen = l - 13;
			}
		}
		s += l + (nl ? 1 : 0);
	}
	if (best)
		sbx_set_error("context %s: %.*s", op, (int)bestlen, best);
	else if (line)
		sbx_set_error("context %s: %.*s", op, (int)linelen, line);
	else
		sbx_set_error("context %s: exit status %d", op, code);
}

/* One exec of manage.sh: bash -c MANAGE sbx OP PYDRIVER JSDRIVER ARGS... */
static int manage_exec(struct sbx_client *c, const char *id, const char *op,
		       const char *const *args, const struct sbx_exec_opts *eo, long stall_ms,
		       struct mexec *m, int *code)
{
	const struct drivers *d = drivers();
	const char *argv[16];
	size_t i = 0;
	int rc;

	if (!d->manage || !d->py || !d->js) {
		sbx_set_error("contexts: the drivers are missing from this build");
		return -ENOSYS;
	}
	argv[i++] = "bash";
	argv[i++] = "-c";
	argv[i++] = (const char *)d->manage->data;
	argv[i++] = "sbx";
	argv[i++] = op;
	argv[i++] = d->pyname;
	argv[i++] = d->jsname;
	for (size_t k = 0; args && args[k] && i < 15; k++)
		argv[i++] = args[k];
	argv[i] = NULL;
	rc = sbx_exec_limit(c, id, argv, eo, mexec_out, m, code, stall_ms);
	if (rc == -ECANCELED && m->out_err)
		rc = m->out_err;
	return rc;
}

/* A management operation: its stdout (base64) decoded into *out when out
 * is non-NULL (at most max bytes; release with sbx_buf_release), its exit
 * status mapped to an errno. */
static int manage(struct sbx_client *c, const char *id, const char *op, const char *const *args,
		  struct sbx_buf *out, size_t max)
{
	struct sbx_exec_opts eo = {0};
	struct mexec m;
	struct sbx_buf b;
	long stall = c->io_timeout_ms > MANAGE_STALL_MS ? c->io_timeout_ms : MANAGE_STALL_MS;
	int code = -1, rc;

	mexec_init(&m);
	sbx_buf_init(&b, max);
	m.out = out ? &b : NULL;
	eo.op = "context";
	rc = manage_exec(c, id, op, args, &eo, stall, &m, &code);
	if (rc < 0)
		goto out;
	if (code != 0) {
		rc = sbx_ctx_exit_errno(code);
		set_error(&m, op, code);
		goto out;
	}
	if (out && sbx_b64_stream_finish(&m.dec) < 0) {
		sbx_set_error("context %s: truncated output", op);
		rc = -EIO;
		goto out;
	}
	if (out) {
		*out = b;
		sbx_buf_init(&b, max);
	}
	rc = 0;
out:
	sbx_buf_release(&b);
	return rc;
}

static int check_name(const char *name)
{
	if (sbx_ctx_valid_name(name))
		return 0;
	sbx_set_error("invalid context name '%s'", name ? name : "");
	return -EINVAL;
}

/* ---- operations -------------------------------------------------------------------- */

int sbx_ctx_install(struct sbx_client *c, const char *id)
{
	const struct drivers *d = drivers();
	const struct sbx_driver_file *files[2] = {d->py, d->js};
	const char *names[2] = {d->pyname, d->jsname};
	int rc = 0;

	for (int i = 0; i < 2 && rc == 0; i++) {
		const char *args[3];
		char *b64;

		if (!files[i]) {
			sbx_set_error("contexts: the drivers are missing from this build");
			return -ENOSYS;
		}
		b64 = malloc(sbx_b64_encoded_len(files[i]->len) + 1);
		if (!b64)
			return -ENOMEM;
		sbx_b64_encode(files[i]->data, files[i]->len, b64);
		args[0] = names[i];
		args[1] = b64;
		args[2] = NULL;
		rc = manage(c, id, "install", args, NULL, 0);
		free(b64);
	}
	return rc;
}

int sbx_ctx_create(struct sbx_client *c, const char *id, const char *name, const char *lang)
{
	const char *args[3] = {name, lang ? lang : "python", NULL};
	int rc;

	if ((rc = check_name(name)) < 0 || (rc = sbx_ctx_check_lang(args[1])) < 0)
		return rc;
	return manage(c, id, "create", args, NULL, 0);
}

int sbx_ctx_set_lang(struct sbx_client *c, const char *id, const char *name, const char *lang)
{
	const char *args[3] = {name, lang, NULL};
	int rc;

	if ((rc = check_name(name)) < 0 || (rc = sbx_ctx_check_lang(lang)) < 0)
		return rc;
	return manage(c, id, "lang", args, NULL, 0);
}

static int simple(struct sbx_client *c, const char *id, const char *op, const char *name)
{
	const char *args[2] = {name, NULL};
	int rc = check_name(name);

	return rc < 0 ? rc : manage(c, id, op, args, NULL, 0);
}

int sbx_ctx_delete(struct sbx_client *c, const char *id, const char *name)
{
	return simple(c, id, "delete", name);
}

int sbx_ctx_interrupt(struct sbx_client *c, const char *id, const char *name)
{
	return simple(c, id, "interrupt", name);
}

int sbx_ctx_restart(struct sbx_client *c, const char *id, const char *name)
{
	return simple(c, id, "restart", name);
}

int sbx_ctx_list(struct sbx_client *c, const char *id, struct sbx_ctx_info **infos, size_t *n)
{
	struct sbx_buf b;
	int rc;

	rc = manage(c, id, "list", NULL, &b, LIST_MAX);
	if (rc < 0)
		return rc;
	rc = sbx_ctx_parse_list(b.data ? b.data : "", b.len, infos, n);
	sbx_buf_release(&b);
	if (rc == -EIO)
		sbx_set_error("context list: malformed answer");
	return rc;
}

int sbx_ctx_get(struct sbx_client *c, const char *id, const char *name, struct sbx_ctx_info *out)
{
	const char *args[2] = {name, NULL};
	struct sbx_ctx_info *v = NULL;
	struct sbx_buf b;
	size_t n = 0;
	int rc;

	if ((rc = check_name(name)) < 0)
		return rc;
	rc = manage(c, id, "list", args, &b, LIST_MAX);
	if (rc < 0)
		return rc;
	rc = sbx_ctx_parse_list(b.data ? b.data : "", b.len, &v, &n);
	sbx_buf_release(&b);
	if (rc == 0 && (n != 1 || strcmp(v[0].name, name) != 0))
		rc = -EIO;
	if (rc < 0) {
		if (rc == -EIO)
			sbx_set_error("context list: malformed answer");
		sbx_ctx_list_free(v, n);
		return rc;
	}
	*out = v[0];
	free(v);
	return 0;
}

int sbx_ctx_results(struct sbx_client *c, const char *id, const char *name,
		    struct sbx_ctx_result **results, size_t *n)
{
	const char *args[2] = {name, NULL};
	struct sbx_buf b;
	int rc;

	if ((rc = check_name(name)) < 0)
		return rc;
	rc = manage(c, id, "results", args, &b, LIST_MAX);
	if (rc < 0)
		return rc;
	rc = sbx_ctx_parse_results(b.data ? b.data : "", b.len, results, n);
	sbx_buf_release(&b);
	if (rc == -EIO)
		sbx_set_error("context results: malformed answer");
	return rc;
}

int sbx_ctx_result_read(struct sbx_client *c, const char *id, const char *name, const char *result,
			size_t max, struct sbx_buf *out)
{
	const char *args[3] = {name, result, NULL};
	int rc;

	if ((rc = check_name(name)) < 0)
		return rc;
	if (!result || !sbx_ctx_valid_result(result)) {
		sbx_set_error("invalid result name '%s'", result ? result : "");
		return -EINVAL;
	}
	return manage(c, id, "result", args, out, max);
}

/* A random name for a staged cell. */
static void stage_name(char out[17])
{
	static const char al[] = "abcdefghijklmnopqrstuvwxyz0123456789";
	unsigned char r[16];
	int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
	ssize_t got = fd >= 0 ? read(fd, r, sizeof(r)) : -1;

	if (fd >= 0)
		close(fd);
	if (got != (ssize_t)sizeof(r)) {
		struct timespec ts;
		uint64_t x;

		clock_gettime(CLOCK_REALTIME, &ts);
		x = (uint64_t)ts.tv_nsec ^ ((uint64_t)ts.tv_sec << 20) ^ (uint64_t)getpid() << 40 ^
		    (uint64_t)(uintptr_t)&ts;
		for (int i = 0; i < 16;
		     i++, x = x * 6364136223846793005ull + 1442695040888963407ull)
			r[i] = (unsigned char)(x >> 56);
	}
	for (int i = 0; i < 16; i++)
		out[i] = al[r[i] % (sizeof(al) - 1)];
	out[16] = '\0';
}

/* Sends a big cell to DIR/stage-NAME in pieces; *arg becomes "@NAME". */
static int stage_code(struct sbx_client *c, const char *id, const char *name, const char *code,
		      size_t len, char **arg)
{
	char sname[17], *b64;
	int rc = 0;

	stage_name(sname);
	b64 = malloc(sbx_b64_encoded_len(STAGE_CHUNK) + 1);
	if (!b64)
		return -ENOMEM;
	for (size_t off = 0; off < len && rc == 0; off += STAGE_CHUNK) {
		size_t k = len - off < STAGE_CHUNK ? len - off : STAGE_CHUNK;
		const char *args[4] = {name, sname, b64, NULL};

		sbx_b64_encode(code + off, k, b64);
		rc = manage(c, id, "stage", args, NULL, 0);
	}
	free(b64);
	if (rc < 0)
		return rc;
	if (asprintf(arg, "@%s", sname) < 0)
		return -ENOMEM;
	return 0;
}

int sbx_ctx_run(struct sbx_client *c, const char *id, const char *name, const char *code,
		size_t len, const struct sbx_ctx_run_opts *opts, sbx_output_cb cb, void *arg,
		enum sbx_cell_outcome *outcome)
{
	struct sbx_exec_opts eo = {0};
	struct mexec m;
	char *carg = NULL;
	int rc, status = -1;

	if ((rc = check_name(name)) < 0)
		return rc;
	if (!code && len) {
		sbx_set_error("context run: no code");
		return -EINVAL;
	}
	if (len > CODE_MAX) {
		sbx_set_error("context run: a cell of %zu bytes is over the %u-byte limit", len,
			      CODE_MAX);
		return -E2BIG;
	}
	if (len <= INLINE_MAX) {
		carg = malloc(sbx_b64_encoded_len(len) + 1);
		if (!carg)
			return -ENOMEM;
		sbx_b64_encode(code ? code : "", len, carg);
	} else if ((rc = stage_code(c, id, name, code, len, &carg)) < 0) {
		return rc;
	}
	eo.timeout_ms = opts ? opts->timeout_ms : 0;
	eo.cancel = opts ? opts->cancel : NULL;
	eo.op = "context";
	for (int attempt = 0;; attempt++) {
		const char *args[3] = {name, carg, NULL};

		mexec_init(&m);
		m.cb = cb;
		m.arg = arg;
		rc = manage_exec(c, id, "run", args, &eo, -1, &m, &status);
		if (rc < 0)
			goto out;
		if (status != CTX_EXIT_NO_DRIVER || attempt > 0)
			break;
		/* a fresh sandbox (or one that lost /tmp): install, then again */
		if ((rc = sbx_ctx_install(c, id)) < 0)
			goto out;
	}
	switch (status) {
	case CTX_EXIT_OK:
		*outcome = SBX_CELL_OK;
		break;
	case CTX_EXIT_CELL_ERROR:
		*outcome = SBX_CELL_ERROR;
		break;
	case CTX_EXIT_CELL_INTERRUPTED:
	case CTX_EXIT_TIMEOUT:
		*outcome = SBX_CELL_INTERRUPTED;
		break;
	case CTX_EXIT_CELL_DIED:
		*outcome = SBX_CELL_DIED;
		break;
	default:
		rc = sbx_ctx_exit_errno(status);
		set_error(&m, "run", status);
		goto out;
	}
	rc = 0;
out:
	free(carg);
	return rc;
}
