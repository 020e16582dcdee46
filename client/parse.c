/* parse.c — strict parsers of what libsbx's scripts print.
 *
 * find -printf records (lstat, listings), GNU find's times, the ps script's
 * /proc dump, /proc/net/tcp, stat -f, and manage.sh's list of code
 * contexts and of a context's results. A sandbox is untrusted, so every
 * parser is strict: anything malformed (bad numbers, unknown types, names
 * that are empty, ".", ".." or hold '/', truncated records) is -EIO, never
 * a guess. Pure functions; tests/test_parse.c feeds them hostile input.
 */
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "contexts.h"
#include "parse.h"

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

int sbx_parse_u64(const char *s, size_t len, int base, uint64_t *out)
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
	if (sbx_parse_u64(s, ilen, 10, &sec) < 0 || sec > (uint64_t)INT64_MAX / 2)
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
	if (sbx_parse_u64(f, len, base, v) < 0 || *v > max)
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
	if (next_field(&p, end, &f, &fl) < 0 || (fl && sbx_parse_u64(f, fl, 10, &btime) < 0))
		goto out;
	if (!fl)
		btime = 0;
	if (next_field(&p, end, &f, &fl) < 0 || (fl && sbx_parse_u64(f, fl, 10, &hz) < 0))
		goto out;
	if (!fl || hz == 0)
		hz = 100;
	if (next_field(&p, end, &f, &fl) < 0 || sbx_parse_u64(f, fl, 10, &self) < 0)
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
		if (!rp || !q || sbx_parse_u64(st, (size_t)(q - st), 10, &pid) < 0 || q > rp)
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
				   sbx_parse_u64(s + 1, (size_t)(q - s - 1), 10, &fields[k]) == 0) {
				fields[k] = 0; /* tpgid, priority, nice may be negative */
			} else if (sbx_parse_u64(s, (size_t)(q - s), 10, &fields[k]) < 0) {
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
		    sbx_parse_u64(colon + 1, tl[1] - (size_t)(colon + 1 - tok[1]), 16, &port) < 0 ||
		    sbx_parse_u64(tok[3], tl[3], 16, &state) < 0 || port > 65535)
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
		if (sbx_parse_u64(s, (size_t)(p - s), k == 8 ? 16 : 10, k == 8 ? &fsid : &v[k]) < 0)
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

/* ---- code contexts: the list and results of manage.sh ------------------------------ */

/* Digits after optional spaces (wc -c pads on some systems), at most max. */
static int parse_uint(const char *s, size_t len, unsigned long long max, unsigned long long *v)
{
	unsigned long long x = 0;
	size_t i = 0;

	while (i < len && s[i] == ' ') /* wc -c pads on some systems */
		i++;
	if (i == len)
		return -EIO;
	for (; i < len; i++) {
		if (s[i] < '0' || s[i] > '9' || x > (max - (unsigned)(s[i] - '0')) / 10)
			return -EIO;
		x = x * 10 + (unsigned)(s[i] - '0');
	}
	*v = x;
	return 0;
}

static int cmp_info(const void *a, const void *b)
{
	return strcmp(((const struct sbx_ctx_info *)a)->name,
		      ((const struct sbx_ctx_info *)b)->name);
}

int sbx_ctx_parse_list(const char *data, size_t len, struct sbx_ctx_info **infos, size_t *n)
{
	const char *p = data, *end = data + len;
	struct sbx_ctx_info *v = NULL, *t;
	size_t cnt = 0, cap = 0;
	int rc = -EIO;

	while (p < end) {
		const char *f[6];
		size_t fl[6];
		struct sbx_ctx_info *in;
		unsigned long long pid;
		const char *sn;
		int s;

		for (int k = 0; k < 6; k++)
			if (next_field(&p, end, &f[k], &fl[k]) < 0)
				goto fail;
		if (fl[0] > SBX_CTX_NAME_MAX || fl[1] >= sizeof(in->lang))
			goto fail;
		if (cnt == cap) {
			cap = cap ? cap * 2 : 8;
			t = realloc(v, cap * sizeof(*v));
			if (!t) {
				rc = -ENOMEM;
				goto fail;
			}
			v = t;
		}
		in = &v[cnt];
		memset(in, 0, sizeof(*in));
		memcpy(in->name, f[0], fl[0]);
		memcpy(in->lang, f[1], fl[1]);
		if (!sbx_ctx_valid_name(in->name))
			goto fail;
		for (s = 0; (sn = sbx_ctx_state_name((enum sbx_ctx_state)s))[0] != '?'; s++)
			if (strlen(sn) == fl[2] && !memcmp(sn, f[2], fl[2]))
				break;
		if (sn[0] == '?') /* not a state's name */
			goto fail;
		in->state = (enum sbx_ctx_state)s;
		if (parse_uint(f[3], fl[3], INT_MAX, &pid) < 0)
			goto fail;
		in->pid = (int)pid;
		cnt++; /* from here on, in is released on failure */
		if (in->state == SBX_CTX_DEAD && fl[4] && !(in->reason = strndup(f[4], fl[4]))) {
			rc = -ENOMEM;
			goto fail;
		}
		if (in->state == SBX_CTX_ERROR && fl[5] && !(in->error = strndup(f[5], fl[5]))) {
			rc = -ENOMEM;
			goto fail;
		}
	}
	if (cnt > 1)
		qsort(v, cnt, sizeof(*v), cmp_info);
	*infos = v;
	*n = cnt;
	return 0;
fail:
	sbx_ctx_list_free(v, cnt);
	return rc;
}

static unsigned long result_number(const char *name)
{
	return strtoul(name, NULL, 10);
}

static int cmp_result(const void *a, const void *b)
{
	unsigned long x = result_number(((const struct sbx_ctx_result *)a)->name);
	unsigned long y = result_number(((const struct sbx_ctx_result *)b)->name);

	return x < y ? -1 : x > y;
}

int sbx_ctx_parse_results(const char *data, size_t len, struct sbx_ctx_result **out, size_t *n)
{
	const char *p = data, *end = data + len;
	struct sbx_ctx_result *v = NULL, *t;
	size_t cnt = 0, cap = 0;
	int rc = -EIO;

	while (p < end) {
		const char *f[2];
		size_t fl[2];
		unsigned long long size;

		if (next_field(&p, end, &f[0], &fl[0]) < 0 ||
		    next_field(&p, end, &f[1], &fl[1]) < 0)
			goto fail;
		if (fl[0] >= sizeof(v->name) || parse_uint(f[1], fl[1], INT64_MAX, &size) < 0)
			goto fail;
		if (cnt == cap) {
			cap = cap ? cap * 2 : 8;
			t = realloc(v, cap * sizeof(*v));
			if (!t) {
				rc = -ENOMEM;
				goto fail;
			}
			v = t;
		}
		memset(&v[cnt], 0, sizeof(v[cnt]));
		memcpy(v[cnt].name, f[0], fl[0]);
		if (!sbx_ctx_valid_result(v[cnt].name))
			goto fail;
		v[cnt].mime = sbx_ctx_mime(v[cnt].name);
		v[cnt].size = (off_t)size;
		cnt++;
	}
	if (cnt > 1)
		qsort(v, cnt, sizeof(*v), cmp_result);
	*out = v;
	*n = cnt;
	return 0;
fail:
	free(v);
	return rc;
}
