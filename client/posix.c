/* posix.c — POSIX file and process operations built on exec.
 *
 * The bridge offers no stat, listing, rename or process table, so each of
 * these is ONE exec of a small fixed bash script. Names never become part of
 * a shell string: the script text is constant and names are passed as
 * positional arguments (argv after "bash -c SCRIPT sbx"). Output that carries
 * names or binary data is NUL-separated and piped through `base64 -w0`, since
 * Cloudflare's bridge delivers exec output as UTF-8 text; it is decoded here
 * and parsed strictly. Failures keep their errno: scripts run with LC_ALL=C,
 * and the message of the failing tool (e.g. "mv: cannot move 'a' to 'b':
 * Directory not empty") is mapped back through glibc's own strerror texts,
 * or the script names the errno itself ("sbx-errno EEXIST") where a tool has
 * no errno to report. Only coreutils, findutils, bash and /proc are assumed.
 *
 * sbxd offers the same operations natively (the POST /fs extension, ~1 ms
 * instead of a process); each operation tries it first when the client has
 * not yet seen it missing (api.c remembers a 404) and SBX_NO_EXTENSIONS is
 * unset, and falls back to its script otherwise.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api.h"
#include "b64.h"
#include "http.h"
#include "posix.h"

#ifndef RENAME_NOREPLACE
#define RENAME_NOREPLACE (1 << 0)
#endif
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif

#define STDERR_MAX (64u << 10)
#define LISTING_MAX (256u << 20)
#define SMALL_MAX (1u << 20)
#define ERRNO_LAST 133

/* Every script starts with this: C locale (stable messages), no CDPATH, and
 * the argument transport: "$1" says whether the names that follow are raw
 * or base64 (used when a name is not valid UTF-8, which JSON on Cloudflare's
 * side would mangle); "y=$(...; echo .)" keeps trailing newlines of names. */
#define PRELUDE                                                                                    \
	"export LC_ALL=C; unset CDPATH\n"                                                          \
	"if [ \"$1\" = b64 ]; then shift; a=()\n"                                                  \
	"  for x in \"$@\"; do y=$(printf %s \"$x\" | base64 -d && echo .) || exit 1; "            \
	"a+=(\"${y%.}\"); done\n"                                                                  \
	"  set -- \"${a[@]}\"\n"                                                                   \
	"else shift; fi\n"                                                                         \
	"sbx_err() { printf 'sbx-errno %s\\n' \"$1\" >&2; exit 1; }\n"

/* ---- running a script ---------------------------------------------------- */

struct run {
	sbx_sink_fn sink;
	void *arg;
	bool b64;
	struct sbx_b64_stream dec;
	struct sbx_buf err;
	int sink_err;
};

static int run_out(void *arg, int stream, const void *data, size_t len)
{
	struct run *r = arg;
	unsigned char *tmp;
	long n;
	int rc;

	if (stream == 2) {
		size_t room = STDERR_MAX - r->err.len;

		sbx_buf_add(&r->err, data, len < room ? len : room);
		return 0;
	}
	if (!r->sink)
		return 0;
	if (!r->b64) {
		rc = r->sink(r->arg, 200, data, len);
		if (rc) {
			r->sink_err = rc;
			return 1;
		}
		return 0;
	}
	tmp = malloc(len / 4 * 3 + 6);
	if (!tmp) {
		r->sink_err = -ENOMEM;
		return 1;
	}
	n = sbx_b64_stream_feed(&r->dec, data, len, tmp);
	if (n < 0) {
		r->sink_err = -EIO;
		free(tmp);
		return 1;
	}
	rc = n > 0 ? r->sink(r->arg, 200, (const char *)tmp, (size_t)n) : 0;
	free(tmp);
	if (rc) {
		r->sink_err = rc;
		return 1;
	}
	return 0;
}

/* Last non-empty line of stderr, for messages. */
static void last_line(const char *s, size_t len, const char **line, size_t *llen)
{
	size_t end = len, start;

	while (end > 0 && (s[end - 1] == '\n' || s[end - 1] == '\r'))
		end--;
	start = end;
	while (start > 0 && s[start - 1] != '\n')
		start--;
	*line = s + start;
	*llen = end - start;
}

int sbx_run_script(struct sbx_client *c, const char *id, const char *op, const char *script,
		   const char *const *args, bool b64out, sbx_sink_fn sink, void *arg)
{
	return sbx_run_script_limit(c, id, op, script, args, b64out, sink, arg, c->io_timeout_ms);
}

int sbx_run_script_limit(struct sbx_client *c, const char *id, const char *op, const char *script,
			 const char *const *args, bool b64out, sbx_sink_fn sink, void *arg,
			 long stall_ms)
{
	struct sbx_exec_opts eo = {0};
	const char **argv = NULL;
	char **enc = NULL;
	char *text = NULL;
	struct run r;
	size_t nargs = 0, i;
	bool b64in = false;
	int rc = -ENOMEM, code = 0;

	memset(&r, 0, sizeof(r));
	r.sink = sink;
	r.arg = arg;
	r.b64 = b64out;
	sbx_b64_stream_init(&r.dec);
	sbx_buf_init(&r.err, STDERR_MAX);

	while (args && args[nargs])
		nargs++;
	for (i = 0; i < nargs; i++)
		if (!sbx_utf8_valid(args[i], strlen(args[i])))
			b64in = true;
	argv = calloc(nargs + 6, sizeof(*argv));
	enc = calloc(nargs + 1, sizeof(*enc));
	if (!argv || !enc)
		goto out;
	if (asprintf(&text, "%s%s", PRELUDE, script) < 0) {
		text = NULL;
		goto out;
	}
	argv[0] = "bash";
	argv[1] = "-c";
	argv[2] = text;
	argv[3] = "sbx";
	argv[4] = b64in ? "b64" : "raw";
	for (i = 0; i < nargs; i++) {
		if (b64in) {
			size_t n = strlen(args[i]);

			enc[i] = malloc(sbx_b64_encoded_len(n) + 1);
			if (!enc[i])
				goto out;
			sbx_b64_encode(args[i], n, enc[i]);
			argv[5 + i] = enc[i];
		} else {
			argv[5 + i] = args[i];
		}
	}
	eo.op = op;
	rc = sbx_api_exec(c, id, argv, &eo, run_out, &r, &code, stall_ms);
	if (rc == -ECANCELED && r.sink_err) {
		rc = r.sink_err;
		if (rc > 0) /* the sink had all it wanted */
			rc = 0;
		else if (rc == -EIO)
			sbx_set_error("%s: malformed base64 output", op);
		else
			sbx_set_error("%s: %s", op, strerror(-rc));
		goto out;
	}
	if (rc < 0)
		goto out;
	if (code != 0) {
		const char *l;
		size_t ll;

		rc = sbx_errno_from_stderr(r.err.data ? r.err.data : "", r.err.len);
		last_line(r.err.data ? r.err.data : "", r.err.len, &l, &ll);
		if (rc == -EIO && ll == 0)
			sbx_set_error("%s: exit status %d", op, code);
		else
			sbx_set_error("%s: %.*s", op, (int)(ll > 400 ? 400 : ll), l);
		goto out;
	}
	if (b64out && sbx_b64_stream_finish(&r.dec) < 0) {
		sbx_set_error("%s: truncated base64 output", op);
		rc = -EIO;
		goto out;
	}
	rc = 0;
out:
	if (enc)
		for (i = 0; i < nargs; i++)
			free(enc[i]);
	free(enc);
	free(argv);
	free(text);
	sbx_buf_release(&r.err);
	return rc;
}

static int buf_sink(void *arg, long status, const char *data, size_t len)
{
	int rc = sbx_buf_add(arg, data, len);

	return rc == -E2BIG ? -EFBIG : rc;
}

/* Runs a script and collects its (decoded) stdout in out (max bytes). */
static int run_collect(struct sbx_client *c, const char *id, const char *op, const char *script,
		       const char *const *args, bool b64out, size_t max, struct sbx_buf *out)
{
	int rc;

	sbx_buf_init(out, max);
	rc = sbx_run_script(c, id, op, script, args, b64out, buf_sink, out);
	if (rc < 0)
		sbx_buf_release(out);
	return rc;
}

/* ---- errno from messages --------------------------------------------------- */

static int errno_by_name(const char *name, size_t len)
{
	int e;

	for (e = 1; e <= ERRNO_LAST; e++) {
		const char *n = strerrorname_np(e);

		if (n && strlen(n) == len && !memcmp(n, name, len))
			return -e;
	}
	return 0;
}

static int errno_by_text(const char *text, size_t len)
{
	int e;

	for (e = 1; e <= ERRNO_LAST; e++) {
		const char *d = strerrordesc_np(e);

		if (d && strlen(d) == len && !memcmp(d, text, len))
			return -e;
	}
	return 0;
}

int sbx_errno_from_name(const char *name)
{
	return name ? errno_by_name(name, strlen(name)) : 0;
}

static bool has_prefix(const char *s, size_t len, const char *p)
{
	size_t n = strlen(p);

	return len >= n && !memcmp(s, p, n);
}

static bool has_suffix(const char *s, size_t len, const char *p)
{
	size_t n = strlen(p);

	return len >= n && !memcmp(s + len - n, p, n);
}

/* The errno one line names, or 0. */
static int line_errno(const char *l, size_t len)
{
	size_t i;
	int e;

	if (has_prefix(l, len, "sbx-errno "))
		return errno_by_name(l + 10, len - 10);
	/* mv refuses some renames before calling rename(2) and says so in
	 * words; these are the errnos rename(2) itself would give. */
	if (has_prefix(l, len, "mv: cannot overwrite directory ") &&
	    has_suffix(l, len, " with non-directory"))
		return -EISDIR;
	if (has_prefix(l, len, "mv: cannot overwrite non-directory "))
		return -ENOTDIR;
	if (has_prefix(l, len, "mv: cannot move ") &&
	    memmem(l, len, " to a subdirectory of itself", 28))
		return -EINVAL;
	/* "tool: context: Strerror text" — the text after the last ": ". */
	for (i = len; i >= 2; i--) {
		if (l[i - 2] == ':' && l[i - 1] == ' ') {
			e = errno_by_text(l + i, len - i);
			if (e)
				return e;
			break;
		}
	}
	/* bash's kill: "kill: (123) - No such process". */
	for (i = len; i >= 3; i--) {
		if (l[i - 3] == ' ' && l[i - 2] == '-' && l[i - 1] == ' ')
			return errno_by_text(l + i, len - i);
	}
	return 0;
}

int sbx_errno_from_stderr(const char *err, size_t len)
{
	size_t end = len;

	/* From the last line backwards: the first line naming an errno wins. */
	while (end > 0) {
		size_t start = end;
		int e;

		while (start > 0 && err[start - 1] != '\n')
			start--;
		{
			size_t l = end - start;

			while (l > 0 && err[start + l - 1] == '\r')
				l--;
			e = line_errno(err + start, l);
		}
		if (e)
			return e;
		if (start == 0)
			break;
		end = start - 1;
	}
	return -EIO;
}

/* ---- parsers ----------------------------------------------------------------- */

/* Next NUL-terminated field in [*p, end); -EIO if none. */
static int next_field(const char **p, const char *end, const char **f, size_t *flen)
{
	const char *z = memchr(*p, '\0', (size_t)(end - *p));

	if (!z)
		return -EIO;
	*f = *p;
	*flen = (size_t)(z - *p);
	*p = z + 1;
	return 0;
}

static int parse_u64(const char *s, size_t len, int base, uint64_t *out)
{
	uint64_t v = 0;
	size_t i;

	if (len == 0 || len > 22)
		return -EIO;
	for (i = 0; i < len; i++) {
		int d;

		if (s[i] >= '0' && s[i] <= '9')
			d = s[i] - '0';
		else if (base == 16 && s[i] >= 'a' && s[i] <= 'f')
			d = s[i] - 'a' + 10;
		else if (base == 16 && s[i] >= 'A' && s[i] <= 'F')
			d = s[i] - 'A' + 10;
		else
			return -EIO;
		if (d >= base || v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
			return -EIO;
		v = v * (uint64_t)base + (uint64_t)d;
	}
	*out = v;
	return 0;
}

int sbx_parse_time(const char *s, struct timespec *ts)
{
	const char *dot;
	uint64_t sec, frac = 0;
	size_t ilen, flen, i;
	bool neg = false;
	long nsec = 0;

	if (*s == '-') {
		neg = true;
		s++;
	}
	dot = strchr(s, '.');
	ilen = dot ? (size_t)(dot - s) : strlen(s);
	if (parse_u64(s, ilen, 10, &sec) < 0 || sec > (uint64_t)INT64_MAX / 2)
		return -EINVAL;
	if (dot) {
		flen = strlen(dot + 1);
		if (flen == 0 || flen > 30)
			return -EINVAL;
		for (i = 0; i < flen; i++) {
			if (dot[1 + i] < '0' || dot[1 + i] > '9')
				return -EINVAL;
			if (i < 9)
				frac = frac * 10 + (uint64_t)(dot[1 + i] - '0');
		}
		for (i = flen; i < 9; i++)
			frac *= 10;
		nsec = (long)frac;
	}
	if (neg) {
		/* GNU find prints (tv_sec, tv_nsec) = (-2, 750000000), which is
		 * -1.25 s, as "-2.7500000000": the sign goes with the seconds
		 * field only. */
		ts->tv_sec = -(time_t)sec;
		ts->tv_nsec = nsec;
	} else {
		ts->tv_sec = (time_t)sec;
		ts->tv_nsec = nsec;
	}
	return 0;
}

static int field_time(const char *f, size_t len, struct timespec *ts)
{
	char tmp[48];

	if (len == 0 || len >= sizeof(tmp))
		return -EIO;
	memcpy(tmp, f, len);
	tmp[len] = '\0';
	return sbx_parse_time(tmp, ts) < 0 ? -EIO : 0;
}

static int field_u64(const char *f, size_t len, int base, uint64_t max, uint64_t *v)
{
	if (parse_u64(f, len, base, v) < 0 || *v > max)
		return -EIO;
	return 0;
}

/* One record at *p; name and link point into the data (not terminated
 * there: lengths are returned). */
struct rec {
	struct sbx_stat st;
	const char *name, *link;
	size_t name_len, link_len;
};

static int parse_record(const char **p, const char *end, struct rec *r)
{
	const char *f[12];
	size_t fl[12];
	uint64_t v;
	mode_t type;
	int i;

	for (i = 0; i < 12; i++)
		if (next_field(p, end, &f[i], &fl[i]) < 0)
			return -EIO;
	memset(r, 0, sizeof(*r));
	if (fl[0] != 1)
		return -EIO;
	switch (f[0][0]) {
	case 'f':
		type = S_IFREG;
		break;
	case 'd':
		type = S_IFDIR;
		break;
	case 'l':
		type = S_IFLNK;
		break;
	case 'p':
		type = S_IFIFO;
		break;
	case 's':
		type = S_IFSOCK;
		break;
	case 'c':
		type = S_IFCHR;
		break;
	case 'b':
		type = S_IFBLK;
		break;
	default:
		return -EIO;
	}
	if (field_u64(f[1], fl[1], 8, 07777, &v) < 0)
		return -EIO;
	r->st.mode = type | (mode_t)v;
	if (field_u64(f[2], fl[2], 10, INT64_MAX, &v) < 0)
		return -EIO;
	r->st.size = (off_t)v;
	if (field_time(f[3], fl[3], &r->st.atime) < 0 ||
	    field_time(f[4], fl[4], &r->st.mtime) < 0 || field_time(f[5], fl[5], &r->st.ctime) < 0)
		return -EIO;
	if (field_u64(f[6], fl[6], 10, UINT32_MAX, &v) < 0)
		return -EIO;
	r->st.nlink = (nlink_t)v;
	if (field_u64(f[7], fl[7], 10, UINT64_MAX, &v) < 0)
		return -EIO;
	r->st.ino = (ino_t)v;
	if (field_u64(f[8], fl[8], 10, UINT32_MAX, &v) < 0)
		return -EIO;
	r->st.uid = (uid_t)v;
	if (field_u64(f[9], fl[9], 10, UINT32_MAX, &v) < 0)
		return -EIO;
	r->st.gid = (gid_t)v;
	r->name = f[10];
	r->name_len = fl[10];
	r->link = f[11];
	r->link_len = fl[11];
	if (type != S_IFLNK && fl[11] != 0)
		return -EIO;
	return 0;
}

void sbx_dir_release(struct sbx_dir *d)
{
	size_t i;

	if (!d)
		return;
	for (i = 0; i < d->n; i++) {
		free(d->ents[i].name);
		free(d->ents[i].link);
	}
	free(d->ents);
	d->ents = NULL;
	d->n = 0;
}

int sbx_parse_listing(const char *data, size_t len, struct sbx_dir *out)
{
	struct sbx_dir d = {NULL, 0};
	const char *p = data, *end = data + len;
	size_t cap = 0;
	int rc = -EIO;

	while (p < end) {
		struct rec r;
		struct sbx_dirent *e;

		if (parse_record(&p, end, &r) < 0)
			goto out;
		if (r.name_len == 0 || memchr(r.name, '/', r.name_len) ||
		    (r.name_len == 1 && r.name[0] == '.') ||
		    (r.name_len == 2 && r.name[0] == '.' && r.name[1] == '.'))
			goto out;
		if (d.n == cap) {
			size_t ncap = cap ? cap * 2 : 16;
			struct sbx_dirent *ne = realloc(d.ents, ncap * sizeof(*ne));

			if (!ne) {
				rc = -ENOMEM;
				goto out;
			}
			d.ents = ne;
			cap = ncap;
		}
		e = &d.ents[d.n];
		e->st = r.st;
		e->name = strndup(r.name, r.name_len);
		e->link = S_ISLNK(r.st.mode) ? strndup(r.link, r.link_len) : NULL;
		if (!e->name || (S_ISLNK(r.st.mode) && !e->link)) {
			free(e->name);
			free(e->link);
			rc = -ENOMEM;
			goto out;
		}
		d.n++;
	}
	*out = d;
	return 0;
out:
	sbx_dir_release(&d);
	return rc;
}

int sbx_parse_stat(const char *data, size_t len, struct sbx_stat *st, char **link)
{
	const char *p = data, *end = data + len;
	struct rec r;
	char *l = NULL;

	if (parse_record(&p, end, &r) < 0 || p != end)
		return -EIO;
	if (link && S_ISLNK(r.st.mode)) {
		l = strndup(r.link, r.link_len);
		if (!l)
			return -ENOMEM;
	}
	*st = r.st;
	if (link)
		*link = l;
	return 0;
}

/* ps output: "H\0<btime>\0<hz>\0<self pid>\0" then per process
 * "P\0<contents of /proc/PID/stat>\0<cmdline, NULs turned to spaces>\0". */
int sbx_parse_ps(const char *data, size_t len, struct sbx_proc **procs, size_t *n)
{
	const char *p = data, *end = data + len, *f;
	struct sbx_proc *v = NULL;
	size_t fl, cnt = 0, cap = 0;
	uint64_t btime, hz, self;
	int rc = -EIO;

	if (next_field(&p, end, &f, &fl) < 0 || fl != 1 || f[0] != 'H')
		goto out;
	/* btime or CLK_TCK may be unavailable (a restricted /proc): then start
	 * times count from boot (btime 0) at 100 ticks/s rather than failing. */
	if (next_field(&p, end, &f, &fl) < 0 || (fl && parse_u64(f, fl, 10, &btime) < 0))
		goto out;
	if (!fl)
		btime = 0;
	if (next_field(&p, end, &f, &fl) < 0 || (fl && parse_u64(f, fl, 10, &hz) < 0))
		goto out;
	if (!fl || hz == 0)
		hz = 100;
	if (next_field(&p, end, &f, &fl) < 0 || parse_u64(f, fl, 10, &self) < 0)
		goto out;
	while (p < end) {
		const char *st, *cl, *rp;
		size_t stl, cll, k;
		uint64_t pid, fields[20];
		const char *q, *qe;
		struct sbx_proc *e;

		if (next_field(&p, end, &f, &fl) < 0 || fl != 1 || f[0] != 'P')
			goto out;
		if (next_field(&p, end, &st, &stl) < 0 || next_field(&p, end, &cl, &cll) < 0)
			goto out;
		while (stl > 0 && (st[stl - 1] == '\n' || st[stl - 1] == ' '))
			stl--;
		/* "pid (comm) S ppid pgrp ... starttime ...": comm may hold
		 * anything, so the fields resume after the LAST ')'. */
		rp = NULL;
		for (k = stl; k > 0; k--)
			if (st[k - 1] == ')') {
				rp = st + k - 1;
				break;
			}
		q = memchr(st, ' ', stl);
		if (!rp || !q || parse_u64(st, (size_t)(q - st), 10, &pid) < 0 || q > rp)
			goto out;
		q = rp + 1;
		qe = st + stl;
		for (k = 0; k < 20; k++) {
			const char *s;

			while (q < qe && *q == ' ')
				q++;
			s = q;
			while (q < qe && *q != ' ')
				q++;
			if (s == q)
				goto out;
			if (k == 0) {
				if (q - s != 1)
					goto out;
				fields[0] = (unsigned char)*s;
			} else if (k != 1 && k != 19 && *s == '-' && q - s > 1 &&
				   parse_u64(s + 1, (size_t)(q - s - 1), 10, &fields[k]) == 0) {
				fields[k] = 0; /* tpgid, priority, nice may be negative */
			} else if (parse_u64(s, (size_t)(q - s), 10, &fields[k]) < 0) {
				goto out;
			}
		}
		if (pid == self || fields[1] == self)
			continue; /* the ps script itself */
		if (cnt == cap) {
			size_t ncap = cap ? cap * 2 : 32;
			struct sbx_proc *nv = realloc(v, ncap * sizeof(*nv));

			if (!nv) {
				rc = -ENOMEM;
				goto out;
			}
			v = nv;
			cap = ncap;
		}
		e = &v[cnt];
		e->pid = (int)pid;
		e->ppid = (int)fields[1];
		e->state = (char)fields[0];
		e->start_time = (time_t)(btime + fields[19] / hz);
		while (cll > 0 && cl[cll - 1] == ' ')
			cll--;
		if (cll == 0) {
			/* No command line (a zombie, a kernel thread): "[comm]". */
			const char *lp = memchr(st, '(', stl);
			size_t cl2 = lp ? (size_t)(rp - lp - 1) : 0;

			if (asprintf(&e->cmdline, "[%.*s]", (int)cl2, lp ? lp + 1 : "") < 0)
				e->cmdline = NULL;
		} else {
			e->cmdline = strndup(cl, cll);
		}
		if (!e->cmdline) {
			rc = -ENOMEM;
			goto out;
		}
		cnt++;
	}
	*procs = v;
	*n = cnt;
	return 0;
out:
	sbx_procs_free(v, cnt);
	return rc;
}

void sbx_procs_free(struct sbx_proc *procs, size_t n)
{
	size_t i;

	if (!procs)
		return;
	for (i = 0; i < n; i++)
		free(procs[i].cmdline);
	free(procs);
}

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x > y) - (x < y);
}

int sbx_parse_ports(const char *data, size_t len, int **ports, size_t *n)
{
	const char *p = data, *end = data + len;
	int *v = NULL;
	size_t cnt = 0, cap = 0, i, o;

	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		const char *le = eol ? eol : end;
		const char *tok[4];
		size_t tl[4];
		const char *q = p, *colon;
		uint64_t port, state;
		int k;

		for (k = 0; k < 4; k++) {
			while (q < le && (*q == ' ' || *q == '\t'))
				q++;
			tok[k] = q;
			while (q < le && *q != ' ' && *q != '\t')
				q++;
			tl[k] = (size_t)(q - tok[k]);
		}
		p = eol ? eol + 1 : end;
		/* "sl local_address rem_address st ...": data lines start
		 * with "N:"; the header line does not. */
		if (tl[0] < 2 || tok[0][tl[0] - 1] != ':' || tl[3] == 0)
			continue;
		colon = memchr(tok[1], ':', tl[1]);
		for (const char *h = tok[1]; colon && h < colon; h++)
			if (!((*h >= '0' && *h <= '9') || (*h >= 'A' && *h <= 'F') ||
			      (*h >= 'a' && *h <= 'f')))
				goto bad;
		if (!colon || colon == tok[1] ||
		    parse_u64(colon + 1, tl[1] - (size_t)(colon + 1 - tok[1]), 16, &port) < 0 ||
		    parse_u64(tok[3], tl[3], 16, &state) < 0 || port > 65535)
			goto bad;
		if (state != 0x0A)
			continue;
		if (cnt == cap) {
			size_t ncap = cap ? cap * 2 : 16;
			int *nv = realloc(v, ncap * sizeof(*nv));

			if (!nv) {
				free(v);
				return -ENOMEM;
			}
			v = nv;
			cap = ncap;
		}
		v[cnt++] = (int)port;
	}
	if (cnt)
		qsort(v, cnt, sizeof(*v), cmp_int);
	for (i = 0, o = 0; i < cnt; i++)
		if (o == 0 || v[o - 1] != v[i])
			v[o++] = v[i];
	*ports = v;
	*n = o;
	return 0;
bad:
	free(v);
	return -EIO;
}

int sbx_parse_statfs(const char *data, struct statvfs *out)
{
	uint64_t v[8], fsid;
	const char *p = data;
	int k;

	memset(out, 0, sizeof(*out));
	for (k = 0; k < 9; k++) {
		const char *s = p;

		while (*p && *p != ' ' && *p != '\n')
			p++;
		if (parse_u64(s, (size_t)(p - s), k == 8 ? 16 : 10, k == 8 ? &fsid : &v[k]) < 0)
			return -EIO;
		if (*p != (k == 8 ? '\n' : ' '))
			return -EIO;
		p++;
	}
	if (*p)
		return -EIO;
	out->f_frsize = v[0];
	out->f_bsize = v[1];
	out->f_blocks = v[2];
	out->f_bfree = v[3];
	out->f_bavail = v[4];
	out->f_files = v[5];
	out->f_ffree = v[6];
	out->f_favail = v[6];
	out->f_namemax = v[7];
	out->f_fsid = (unsigned long)fsid;
	return 0;
}

/* ---- the operations ------------------------------------------------------------ */

static __thread struct sbx_after last_after;

/* Every operation starts here: it also forgets what the previous one left. */
static int check_path(const char *path)
{
	memset(&last_after, 0, sizeof(last_after));
	if (!path || path[0] != '/') {
		sbx_set_error("sandbox paths must be absolute");
		return -EINVAL;
	}
	return 0;
}

/* sbxd's /fs extension does the operation natively, without spawning a
 * process; used once detected (api.c remembers a 404 and then says
 * -ENOSYS at once), and never with SBX_NO_EXTENSIONS=1. Returns -ENOSYS
 * when the exec path must do the job. */
void sbx_last_after(struct sbx_after *out)
{
	*out = last_after;
}

static int try_fs(struct sbx_client *c, const char *id, const char *op, const char *path,
		  struct sbx_fs_req *q, struct sbx_fs_res *res)
{
	struct sbx_fs_res dummy;
	int rc;

	memset(&last_after, 0, sizeof(last_after));
	q->op = op;
	q->path = path;
	if (!sbx_api_fs_usable(c, path))
		return -ENOSYS;
	rc = sbx_api_fs(c, id, q, res ? res : &dummy);
	if (rc == 0)
		last_after = (res ? res : &dummy)->after;
	if (rc == 0 && !res)
		sbx_fs_res_release(&dummy);
	return rc;
}

static __thread long creator_uid = -1, creator_gid = -1;

void sbx_thread_set_creator(uid_t uid, gid_t gid)
{
	creator_uid = uid == (uid_t)-1 ? -1 : (long)uid;
	creator_gid = gid == (gid_t)-1 ? -1 : (long)gid;
}

static void fs_req_init(struct sbx_fs_req *q)
{
	memset(q, 0, sizeof(*q));
	q->mode = -1;
	q->size = -1;
	q->ouid = creator_uid;
	q->ogid = creator_gid;
}

static const char LSTAT_SCRIPT[] =
    "set -o pipefail; find \"$1\" -maxdepth 0 -printf '" SBX_FIND_FMT "' | base64 -w0\n";

int sbx_lstat(struct sbx_client *c, const char *id, const char *path, struct sbx_stat *st,
	      char **link)
{
	const char *args[] = {path, NULL};
	struct sbx_buf out;
	struct sbx_stat s;
	char *l = NULL;
	int rc = check_path(path);

	if (rc < 0)
		return rc;
	{
		struct sbx_fs_req q;
		struct sbx_fs_res res;

		fs_req_init(&q);
		rc = try_fs(c, id, "lstat", path, &q, &res);
		if (rc != -ENOSYS) {
			if (rc < 0)
				return rc;
			*st = res.st;
			if (link) {
				*link = res.link;
				res.link = NULL;
			}
			sbx_fs_res_release(&res);
			return 0;
		}
	}
	rc = run_collect(c, id, "lstat", LSTAT_SCRIPT, args, true, SMALL_MAX, &out);
	if (rc < 0)
		return rc;
	rc = sbx_parse_stat(out.data ? out.data : "", out.len, &s, link ? &l : NULL);
	sbx_buf_release(&out);
	if (rc < 0) {
		sbx_set_error("lstat %s: malformed answer", path);
		return rc;
	}
	*st = s;
	if (link)
		*link = l;
	return 0;
}

static const char LISTDIR_SCRIPT[] =
    "set -o pipefail; cd -- \"$1\" || exit 1\n"
    "find . -ignore_readdir_race -mindepth 1 -maxdepth 1 -printf '" SBX_FIND_FMT "' | base64 -w0\n";

int sbx_listdir(struct sbx_client *c, const char *id, const char *path, struct sbx_dir *out)
{
	const char *args[] = {path, NULL};
	struct sbx_buf b;
	struct sbx_dir d;
	int rc = check_path(path);

	if (rc < 0)
		return rc;
	{
		struct sbx_fs_req q;
		struct sbx_fs_res res;

		fs_req_init(&q);
		rc = try_fs(c, id, "list", path, &q, &res);
		if (rc != -ENOSYS) {
			if (rc < 0)
				return rc;
			*out = res.dir;
			return 0;
		}
	}
	rc = run_collect(c, id, "listdir", LISTDIR_SCRIPT, args, true, LISTING_MAX, &b);
	if (rc < 0)
		return rc;
	rc = sbx_parse_listing(b.data ? b.data : "", b.len, &d);
	sbx_buf_release(&b);
	if (rc < 0) {
		sbx_set_error("listdir %s: malformed answer", path);
		return rc;
	}
	*out = d;
	return 0;
}

/* A script whose only output is its exit status. */
static int run_simple(struct sbx_client *c, const char *id, const char *op, const char *script,
		      const char *const *args)
{
	return sbx_run_script(c, id, op, script, args, false, NULL, NULL);
}

/* The /fs operation q where the server offers it, else the exec script;
 * the path is checked first either way. */
static int fs_or_script(struct sbx_client *c, const char *id, const char *op, const char *path,
			struct sbx_fs_req *q, const char *script, const char *const *args)
{
	int rc = check_path(path);

	if (rc < 0)
		return rc;
	rc = try_fs(c, id, op, path, q, NULL);
	if (rc != -ENOSYS)
		return rc;
	return run_simple(c, id, op, script, args);
}

int sbx_mkdir(struct sbx_client *c, const char *id, const char *path, mode_t mode)
{
	char m[16];
	const char *args[] = {path, m, NULL};
	struct sbx_fs_req q;

	fs_req_init(&q);
	q.mode = (long)(mode & 07777);
	snprintf(m, sizeof(m), "%o", (unsigned)(mode & 07777));
	return fs_or_script(c, id, "mkdir", path, &q, "mkdir -m \"$2\" -- \"$1\"\n", args);
}

/* noclobber makes bash open with O_EXCL; when that fails for a name that
 * does not exist, the second try gives the real error in words. The new
 * file is chmod'ed to the exact mode (the shell's umask applied). */
static const char CREATE_SCRIPT[] =
    "set -o pipefail; set -C\n"
    "if : >\"$1\" 2>/dev/null; then chmod -- \"$2\" \"$1\" || exit 1\n"
    "elif [ -e \"$1\" ] || [ -L \"$1\" ]; then [ \"$3\" = excl ] && sbx_err EEXIST\n"
    "else : >\"$1\" || exit 1; fi\n"
    "find \"$1\" -maxdepth 0 -printf '" SBX_FIND_FMT "' | base64 -w0\n";

int sbx_create(struct sbx_client *c, const char *id, const char *path, mode_t mode, bool excl,
	       struct sbx_stat *st)
{
	char m[16];
	const char *args[] = {path, m, excl ? "excl" : "", NULL};
	struct sbx_fs_req q;
	struct sbx_fs_res res;
	struct sbx_buf out;
	struct sbx_stat s;
	int rc = check_path(path);

	if (rc < 0)
		return rc;
	fs_req_init(&q);
	q.mode = (long)(mode & 07777);
	q.excl = excl;
	rc = try_fs(c, id, "create", path, &q, &res);
	if (rc != -ENOSYS) {
		if (rc < 0)
			return rc;
		s = res.st;
		rc = res.have_st ? 0 : -EIO;
		sbx_fs_res_release(&res);
		if (rc < 0) {
			sbx_set_error("create %s: no attributes in the answer", path);
			return rc;
		}
		*st = s;
		return 0;
	}
	snprintf(m, sizeof(m), "0%04o", (unsigned)(mode & 07777));
	rc = run_collect(c, id, "create", CREATE_SCRIPT, args, true, SMALL_MAX, &out);
	if (rc < 0)
		return rc;
	rc = sbx_parse_stat(out.data ? out.data : "", out.len, &s, NULL);
	sbx_buf_release(&out);
	if (rc < 0) {
		sbx_set_error("create %s: malformed answer", path);
		return rc;
	}
	*st = s;
	return 0;
}

int sbx_link(struct sbx_client *c, const char *id, const char *from, const char *to)
{
	const char *args[] = {from, to, NULL};
	struct sbx_fs_req q;
	int rc = check_path(from);

	if (rc == 0)
		rc = check_path(to);
	if (rc < 0)
		return rc;
	fs_req_init(&q);
	q.to = to;
	rc = sbx_api_fs_usable(c, to) ? try_fs(c, id, "link", from, &q, NULL) : -ENOSYS;
	if (rc != -ENOSYS)
		return rc;
	/* -P: a symlink at `from` is linked itself, as link(2) does */
	return run_simple(c, id, "link", "exec ln -P -T -- \"$1\" \"$2\"\n", args);
}

/* FIFOs with mkfifo; a UNIX socket needs a process that binds one (only
 * coreutils are assumed: python3 when the sandbox has it, else EPERM). A
 * socket address holds 107 bytes: bound from its directory, any path whose
 * last name fits works; a longer name is ENAMETOOLONG. */
static const char MKNOD_SCRIPT[] =
    "case $3 in\n"
    "fifo) exec mkfifo -m \"$2\" -- \"$1\";;\n"
    "sock) if [ -e \"$1\" ] || [ -L \"$1\" ]; then sbx_err EEXIST; fi\n"
    "  command -v python3 >/dev/null || sbx_err EPERM\n"
    "  cd -- \"${1%/*}/\" || exit 1\n"
    "  [ ${#4} -lt 108 ] || sbx_err ENAMETOOLONG\n"
    "  exec python3 -c 'import os, socket, sys\n"
    "s = socket.socket(socket.AF_UNIX)\n"
    "s.bind(sys.argv[1])\n"
    "os.chmod(sys.argv[1], int(sys.argv[2], 8))' \"$4\" \"$2\";;\n"
    "esac\n"
    "sbx_err EPERM\n";

int sbx_mknod(struct sbx_client *c, const char *id, const char *path, mode_t mode)
{
	char m[16];
	const char *slash = strrchr(path, '/');
	const char *args[] = {path, m, S_ISFIFO(mode) ? "fifo" : "sock", slash ? slash + 1 : path,
			      NULL};
	struct sbx_fs_req q;
	int rc = check_path(path);

	if (rc < 0)
		return rc;
	if (S_ISREG(mode)) {
		struct sbx_stat st;

		return sbx_create(c, id, path, mode & 07777, true, &st);
	}
	if (!S_ISFIFO(mode) && !S_ISSOCK(mode)) {
		sbx_set_error("mknod: device nodes cannot be made in a sandbox");
		return -EPERM;
	}
	fs_req_init(&q);
	q.mode = (long)(mode & (S_IFMT | 07777));
	rc = try_fs(c, id, "mknod", path, &q, NULL);
	if (rc != -ENOSYS)
		return rc;
	snprintf(m, sizeof(m), "%04o", (unsigned)(mode & 07777));
	return run_simple(c, id, "mknod", MKNOD_SCRIPT, args);
}

int sbx_rmdir(struct sbx_client *c, const char *id, const char *path)
{
	const char *args[] = {path, NULL};
	struct sbx_fs_req q;

	fs_req_init(&q);
	return fs_or_script(c, id, "rmdir", path, &q, "rmdir -- \"$1\"\n", args);
}

int sbx_unlink(struct sbx_client *c, const char *id, const char *path)
{
	const char *args[] = {path, NULL};
	struct sbx_fs_req q;

	fs_req_init(&q);
	return fs_or_script(c, id, "unlink", path, &q, "unlink -- \"$1\"\n", args);
}

/* rename(2) semantics from `mv -T`: -T makes mv treat the destination as the
 * name to replace (never "move into the directory"), and within one file
 * system mv calls rename(2) itself, so replacing is atomic for readers. Where
 * mv refuses in words (directory over file and the like), line_errno() maps
 * the words to rename's errno. mv says "are the same file" for two hard
 * links of one file, where rename(2) succeeds doing nothing, and for a
 * symlink moved onto its own target, which rename(2) replaces by the link
 * (found by tests/fs_exerciser.py: mv refused, and we said success); ln
 * refuses that too, so the link is made anew (not atomically). */
static const char RENAME_SCRIPT[] =
    "out=$(mv -T -- \"$1\" \"$2\" 2>&1) && exit 0\n"
    "case $out in *' are the same file')\n"
    "  [ \"$(stat -c %d:%i -- \"$1\")\" = \"$(stat -c %d:%i -- \"$2\")\" ] && exit 0\n"
    "  if [ -d \"$2\" ] && [ ! -L \"$2\" ]; then sbx_err EISDIR; fi\n"
    "  t=$(readlink -- \"$1\") && rm -f -- \"$2\" && ln -s -- \"$t\" \"$2\" && exec unlink -- "
    "\"$1\"\n"
    "  exit 1;;\n"
    "esac\n"
    "printf '%s\\n' \"$out\" >&2; exit 1\n";

/* RENAME_NOREPLACE: link(2) fails atomically with EEXIST, so for anything
 * but a directory we hard-link the new name and then unlink the old one (the
 * rename is not atomic, but the no-replace check is). Directories cannot be
 * hard-linked: for them (and on file systems without hard links) we check,
 * then `mv -T` — a window in which a racing creator could be replaced. No
 * coreutils tool exposes renameat2(RENAME_NOREPLACE) with an error when the
 * target exists (`mv -n` silently does nothing), hence this. */
static const char RENAME_NOREPLACE_SCRIPT[] =
    "if [ -d \"$1\" ] && [ ! -L \"$1\" ]; then :\n"
    "elif ln -P -T -- \"$1\" \"$2\" 2>/dev/null; then exec unlink -- \"$1\"\n"
    "fi\n"
    "if [ -e \"$2\" ] || [ -L \"$2\" ]; then sbx_err EEXIST; fi\n"
    "exec mv -T -- \"$1\" \"$2\"\n";

/* RENAME_EXCHANGE: renameat2(2) itself, through python3 when the sandbox
 * has it (no coreutils tool swaps two names); EINVAL otherwise, as a file
 * system without the flag answers. */
static const char EXCHANGE_SCRIPT[] =
    "command -v python3 >/dev/null || sbx_err EINVAL\n"
    "exec python3 -c 'import ctypes, errno, os, sys\n"
    "l = ctypes.CDLL(None, use_errno=True)\n"
    "if l.renameat2(-100, os.fsencode(sys.argv[1]), -100, os.fsencode(sys.argv[2]), 2):\n"
    "    sys.stderr.write(\"sbx-errno %s\\n\" % errno.errorcode[ctypes.get_errno()])\n"
    "    sys.exit(1)' \"$1\" \"$2\"\n";

int sbx_rename(struct sbx_client *c, const char *id, const char *from, const char *to,
	       unsigned flags)
{
	const char *args[] = {from, to, NULL};
	int rc = check_path(from);

	if (rc == 0)
		rc = check_path(to);
	if (rc < 0)
		return rc;
	if ((flags & ~(unsigned)(RENAME_NOREPLACE | RENAME_EXCHANGE)) ||
	    (flags & RENAME_NOREPLACE && flags & RENAME_EXCHANGE)) {
		sbx_set_error("rename: bad flags");
		return -EINVAL;
	}
	{
		struct sbx_fs_req q;

		fs_req_init(&q);
		q.to = to;
		q.flags = flags & RENAME_EXCHANGE    ? "exchange"
			  : flags & RENAME_NOREPLACE ? "noreplace"
						     : NULL;
		rc = sbx_api_fs_usable(c, to) ? try_fs(c, id, "rename", from, &q, NULL) : -ENOSYS;
		if (rc != -ENOSYS)
			return rc;
	}
	if (flags & RENAME_EXCHANGE) /* no coreutils tool swaps two names */
		return run_simple(c, id, "rename", EXCHANGE_SCRIPT, args);
	return run_simple(c, id, "rename",
			  (flags & RENAME_NOREPLACE) ? RENAME_NOREPLACE_SCRIPT : RENAME_SCRIPT,
			  args);
}

/* truncate -c never creates, but is silent about a missing file: stat -L
 * first gives truncate(2)'s ENOENT/ENOTDIR/ELOOP. */
static const char TRUNCATE_SCRIPT[] = "stat -L --printf= -- \"$1\" || exit 1\n"
				      "exec truncate -c -s \"$2\" -- \"$1\"\n";

int sbx_truncate(struct sbx_client *c, const char *id, const char *path, off_t size)
{
	char s[32];
	const char *args[] = {path, s, NULL};
	int rc = check_path(path);

	if (rc < 0)
		return rc;
	if (size < 0) {
		sbx_set_error("truncate: negative size");
		return -EINVAL;
	}
	{
		struct sbx_fs_req q;

		fs_req_init(&q);
		q.size = size;
		rc = try_fs(c, id, "truncate", path, &q, NULL);
		if (rc != -ENOSYS)
			return rc;
	}
	snprintf(s, sizeof(s), "%jd", (intmax_t)size);
	return run_simple(c, id, "truncate", TRUNCATE_SCRIPT, args);
}

int sbx_chmod(struct sbx_client *c, const char *id, const char *path, mode_t mode)
{
	char m[16];
	const char *args[] = {path, m, NULL};
	struct sbx_fs_req q;

	fs_req_init(&q);
	q.mode = (long)(mode & 07777);
	/* Five digits: GNU chmod then also clears set-id bits of directories. */
	snprintf(m, sizeof(m), "0%04o", (unsigned)(mode & 07777));
	return fs_or_script(c, id, "chmod", path, &q, "exec chmod -- \"$2\" \"$1\"\n", args);
}

/* $2 atime, $3 mtime: "omit", "now" or "@SEC.NSEC". touch -c never creates
 * (so stat first, for the ENOENT utimensat would give); -h: the link itself. */
static const char UTIMENS_SCRIPT[] =
    "p=$1\n"
    "stat --printf= -- \"$p\" || exit 1\n"
    "t() { case $2 in omit) return 0;; now) touch -h -c $1 -- \"$p\";;"
    " *) touch -h -c $1 -d \"$2\" -- \"$p\";; esac; }\n"
    "if [ \"$2\" = \"$3\" ]; then t '' \"$2\"; exit; fi\n"
    "t -a \"$2\" && t -m \"$3\"\n";

static void time_arg(const struct timespec *ts, char *out, size_t n)
{
	if (ts->tv_nsec == UTIME_OMIT)
		snprintf(out, n, "omit");
	else if (ts->tv_nsec == UTIME_NOW)
		snprintf(out, n, "now");
	else {
		out[0] = '@';
		sbx_ts_decimal(ts, out + 1, n - 1);
	}
}

int sbx_utimens(struct sbx_client *c, const char *id, const char *path, const struct timespec ts[2])
{
	char a[48], m[48];
	const char *args[] = {path, a, m, NULL};
	struct timespec now[2] = {{0, UTIME_NOW}, {0, UTIME_NOW}};
	int rc = check_path(path);

	if (rc < 0)
		return rc;
	if (!ts)
		ts = now;
	if ((ts[0].tv_nsec != UTIME_OMIT && ts[0].tv_nsec != UTIME_NOW &&
	     (ts[0].tv_nsec < 0 || ts[0].tv_nsec > 999999999)) ||
	    (ts[1].tv_nsec != UTIME_OMIT && ts[1].tv_nsec != UTIME_NOW &&
	     (ts[1].tv_nsec < 0 || ts[1].tv_nsec > 999999999))) {
		sbx_set_error("utimens: bad nanoseconds");
		return -EINVAL;
	}
	if (ts[0].tv_nsec == UTIME_OMIT && ts[1].tv_nsec == UTIME_OMIT)
		return 0;
	{
		struct sbx_fs_req q;

		fs_req_init(&q);
		q.ts = ts;
		rc = try_fs(c, id, "utimens", path, &q, NULL);
		if (rc != -ENOSYS)
			return rc;
	}
	time_arg(&ts[0], a, sizeof(a));
	time_arg(&ts[1], m, sizeof(m));
	if (!strcmp(a, "omit") && !strcmp(m, "omit"))
		return 0;
	return run_simple(c, id, "utimens", UTIMENS_SCRIPT, args);
}

int sbx_symlink(struct sbx_client *c, const char *id, const char *target, const char *linkpath)
{
	const char *args[] = {target, linkpath, NULL};
	int rc = check_path(linkpath);

	if (rc < 0)
		return rc;
	if (!target) {
		sbx_set_error("symlink: no target");
		return -EINVAL;
	}
	if (*target) { /* sbxd refuses an empty target; symlink(2) says ENOENT */
		struct sbx_fs_req q;

		fs_req_init(&q);
		q.target = target;
		rc = try_fs(c, id, "symlink", linkpath, &q, NULL);
		if (rc != -ENOSYS)
			return rc;
	}
	return run_simple(c, id, "symlink", "exec ln -s -T -- \"$1\" \"$2\"\n", args);
}

/* $2/$3: owner and group: a number, "" (unchanged) or "@" (the sandbox's
 * own user: the owner of /workspace). chown -h: a symlink itself. */
static const char CHOWN_SCRIPT[] = "u=$2 g=$3\n"
				   "[ \"$u\" = @ ] && { u=$(stat -c %u /workspace) || exit 1; }\n"
				   "[ \"$g\" = @ ] && { g=$(stat -c %g /workspace) || exit 1; }\n"
				   "if [ -n \"$u\" ] && [ -n \"$g\" ]; then s=$u:$g\n"
				   "elif [ -n \"$u\" ]; then s=$u\n"
				   "elif [ -n \"$g\" ]; then s=:$g\n"
				   "else exec stat --printf= -- \"$1\"; fi\n"
				   "exec chown -h -- \"$s\" \"$1\"\n";

int sbx_chown(struct sbx_client *c, const char *id, const char *path, uid_t uid, gid_t gid,
	      uid_t self_uid, gid_t self_gid)
{
	char u[24] = "", g[24] = "";
	const char *args[] = {path, u, g, NULL};
	struct sbx_fs_req q;
	int rc = check_path(path);

	if (rc < 0)
		return rc;
	fs_req_init(&q);
	q.uid = uid == (uid_t)-1 ? -1 : (long)uid;
	q.gid = gid == (gid_t)-1 ? -1 : (long)gid;
	rc = try_fs(c, id, "chown", path, &q, NULL);
	if (rc != -ENOSYS)
		return rc;
	if (uid != (uid_t)-1)
		snprintf(u, sizeof(u), uid == self_uid ? "@" : "%u", (unsigned)uid);
	if (gid != (gid_t)-1)
		snprintf(g, sizeof(g), gid == self_gid ? "@" : "%u", (unsigned)gid);
	return run_simple(c, id, "chown", CHOWN_SCRIPT, args);
}

int sbx_readlink(struct sbx_client *c, const char *id, const char *path, char **target)
{
	struct sbx_fs_req q;
	struct sbx_fs_res res;
	struct sbx_stat st;
	char *l = NULL;
	int rc = check_path(path);

	if (rc < 0)
		return rc;
	fs_req_init(&q);
	rc = try_fs(c, id, "readlink", path, &q, &res);
	if (rc != -ENOSYS) {
		if (rc < 0)
			return rc;
		*target = res.link;
		return 0;
	}
	rc = sbx_lstat(c, id, path, &st, &l);

	if (rc < 0)
		return rc;
	if (!S_ISLNK(st.mode)) {
		sbx_set_error("readlink %s: not a symbolic link", path);
		return -EINVAL;
	}
	*target = l;
	return 0;
}

int sbx_statfs(struct sbx_client *c, const char *id, const char *path, struct statvfs *out)
{
	const char *args[] = {path, NULL};
	struct statvfs sv;
	struct sbx_buf b;
	int rc = check_path(path);

	if (rc < 0)
		return rc;
	{
		struct sbx_fs_req q;
		struct sbx_fs_res res;

		fs_req_init(&q);
		rc = try_fs(c, id, "statfs", path, &q, &res);
		if (rc != -ENOSYS) {
			if (rc == 0)
				*out = res.sv;
			return rc;
		}
	}
	rc = run_collect(c, id, "statfs",
			 "exec stat -f --printf '%S %s %b %f %a %c %d %l %i\\n' -- \"$1\"\n", args,
			 false, 4096, &b);
	if (rc < 0)
		return rc;
	rc = sbx_parse_statfs(b.data ? b.data : "", &sv);
	sbx_buf_release(&b);
	if (rc < 0) {
		sbx_set_error("statfs %s: malformed answer", path);
		return rc;
	}
	*out = sv;
	return 0;
}

/* Builtins only inside the loop (read, mapfile, printf), so the script's own
 * children are just the loop's subshell and base64, both children of $$,
 * which the parser drops. */
static const char PS_SCRIPT[] =
    "set -o pipefail\n"
    "bt=; while read -r k v; do [ \"$k\" = btime ] && bt=$v; done </proc/stat\n"
    "hz=$(getconf CLK_TCK) || hz=100\n"
    "self=$$\n"
    "{ printf 'H\\0%s\\0%s\\0%s\\0' \"$bt\" \"$hz\" \"$self\"\n"
    "for d in /proc/[0-9]*; do\n"
    "  st=; IFS= read -r -d '' st <\"$d/stat\" 2>/dev/null\n"
    "  [ -n \"$st\" ] || continue\n"
    "  a=(); mapfile -d '' -t a <\"$d/cmdline\" 2>/dev/null\n"
    "  printf 'P\\0%s\\0%s\\0' \"$st\" \"${a[*]}\"\n"
    "done; } | base64 -w0\n";

int sbx_ps(struct sbx_client *c, const char *id, struct sbx_proc **procs, size_t *n)
{
	struct sbx_buf b;
	int rc;

	rc = run_collect(c, id, "ps", PS_SCRIPT, NULL, true, 64u << 20, &b);
	if (rc < 0)
		return rc;
	rc = sbx_parse_ps(b.data ? b.data : "", b.len, procs, n);
	sbx_buf_release(&b);
	if (rc < 0)
		sbx_set_error("ps: malformed answer");
	return rc;
}

/* A process that leads its group (as spawn's do) is signalled with its
 * whole group, so that its children go too. When the signal ends the
 * process (its default action terminates and it neither catches nor
 * ignores it: /proc/PID/status), the script waits (at most 2 s) until the
 * process is gone, or a zombie its own parent has to reap, so that a
 * listing made right after the kill no longer shows it. */
static const char KILL_SCRIPT[] =
    "st=; IFS= read -r -d '' st <\"/proc/$1/stat\" 2>/dev/null\n"
    "[ -n \"$st\" ] || sbx_err ESRCH\n"
    "r=${st##*) }; set -- \"$1\" \"$2\" $r\n"
    "if [ \"$5\" = \"$1\" ] && kill -n \"$2\" -- \"-$1\" 2>/dev/null; then :\n"
    "else kill -n \"$2\" -- \"$1\" || exit 1; fi\n"
    "case $2 in 17|18|19|20|21|22|23|28) exit 0;; esac\n"
    "cgt=0 ign=0\n"
    "while read -r k v; do case $k in SigCgt:) cgt=$v;; SigIgn:) ign=$v;; esac\n"
    "done <\"/proc/$1/status\" 2>/dev/null\n"
    "[ \"$2\" != 9 ] && (( (((0x$cgt | 0x$ign) >> ($2 - 1)) & 1) )) && exit 0\n"
    "for ((i = 0; i < 100; i++)); do\n"
    "  st=; IFS= read -r -d '' st <\"/proc/$1/stat\" 2>/dev/null\n"
    "  [ -n \"$st\" ] || exit 0\n"
    "  r=${st##*) }; set -- \"$1\" \"$2\" $r\n"
    "  [ \"$3\" = Z ] && [ \"$4\" != 1 ] && exit 0\n"
    "  sleep 0.02\n"
    "done; exit 0\n";

int sbx_kill(struct sbx_client *c, const char *id, int pid, int sig)
{
	char p[16], s[16];
	const char *args[] = {p, s, NULL};

	if (pid <= 0 || sig < 0 || sig > 64) {
		sbx_set_error("kill: bad pid or signal");
		return -EINVAL;
	}
	/* pid 1 is the sandbox's init (sbxd-init, or the container's): the
	 * kernel drops signals it has no handler for, so kill would report
	 * success and do nothing; one it does handle could end the sandbox */
	if (pid == 1) {
		sbx_set_error("kill: pid 1 is the sandbox's init and cannot be signalled");
		return -EPERM;
	}
	snprintf(p, sizeof(p), "%d", pid);
	snprintf(s, sizeof(s), "%d", sig);
	return run_simple(c, id, "kill", KILL_SCRIPT, args);
}

/* In a non-interactive shell a background job stays in the shell's process
 * group, so it is not a group leader and setsid(1) does not fork: the pid $!
 * is the process that becomes nohup, then bash -c CMD (a session and group
 * leader, which sbx_kill signals as a group). */
static const char SPAWN_SCRIPT[] = ": >>\"$2\" || exit 1\n"
				   "setsid nohup bash -c \"$1\" >>\"$2\" 2>&1 </dev/null &\n"
				   "echo $!\n";

int sbx_spawn(struct sbx_client *c, const char *id, const char *cmdline, const char *logpath,
	      int *pid)
{
	const char *args[] = {cmdline, logpath, NULL};
	struct sbx_buf b;
	uint64_t v;
	size_t len;
	int rc;

	if (!cmdline || !logpath || !*logpath) {
		sbx_set_error("spawn: command and log path are required");
		return -EINVAL;
	}
	/* where the server has processes, as one: listed, followed, signalled */
	if (atomic_load(&c->gen_next) >= 0) {
		rc = sbx_next_spawn(c, id, cmdline, logpath, pid);
		if (rc != -ENOSYS)
			return rc;
	}
	rc = run_collect(c, id, "spawn", SPAWN_SCRIPT, args, false, 256, &b);
	if (rc < 0)
		return rc;
	len = b.len;
	while (len > 0 && b.data[len - 1] == '\n')
		len--;
	rc = parse_u64(b.data ? b.data : "", len, 10, &v);
	sbx_buf_release(&b);
	if (rc < 0 || v == 0 || v > INT32_MAX) {
		sbx_set_error("spawn: no pid in the answer");
		return -EIO;
	}
	*pid = (int)v;
	return 0;
}

int sbx_listening_ports(struct sbx_client *c, const char *id, int **ports, size_t *n)
{
	struct sbx_buf b;
	int rc;

	rc = run_collect(c, id, "ports", "cat /proc/net/tcp /proc/net/tcp6 2>/dev/null; exit 0\n",
			 NULL, false, 16u << 20, &b);
	if (rc < 0)
		return rc;
	rc = sbx_parse_ports(b.data ? b.data : "", b.len, ports, n);
	sbx_buf_release(&b);
	if (rc < 0)
		sbx_set_error("ports: malformed /proc/net/tcp");
	return rc;
}
