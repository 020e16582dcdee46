/* reslimits.c — per-sandbox cgroups and rlimits (see reslimits.h).
 *
 * Detection prefers cgroup v2 when the unified hierarchy offers the
 * controllers (memory, pids, cpu) in sbxd's own group, then the v1
 * hierarchies (one per controller; this is what hosts with a hybrid layout
 * mount under /sys/fs/cgroup/<controller>), then rlimits. v2's rule that a
 * group with member processes cannot hand controllers to children is met
 * by moving sbxd into a leaf of its own group when it is the only process
 * there (a systemd service with Delegate=yes); when others share the group
 * (a login session) v2 is not used and the log says why.
 */
#include "reslimits.h"
#include "sandbox.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

enum { C_MEMORY, C_PIDS, C_CPU, C_CPUACCT, NCTL };
static const char *const ctl_names[NCTL] = {"memory", "pids", "cpu", "cpuacct"};

struct limits {
	struct limits_config cfg;
	enum limits_how pids, memory, cpu;
	char *parent[NCTL]; /* v1: <mount><own group>/sbxd-<tag>, NULL when unused */
	char *parent2;	    /* v2: <own group>/sbxd-<tag>, NULL when v2 is unused */
	char note[512];	    /* why cgroups are not (fully) used */
};

struct limits_group {
	char *dir[NCTL]; /* v1 groups, NULL when unused */
	char *dir2;	 /* v2 group */
	char *procs[NCTL + 1];
	int nprocs;
	bool set_nproc, set_data;
	struct rlimit nproc, data;
};

/* ---- parsing ------------------------------------------------------------ */

static bool has_token(const char *list, const char *tok)
{
	size_t n = strlen(tok);

	for (const char *p = list; p && *p;) {
		const char *end = strchrnul(p, ',');

		if ((size_t)(end - p) == n && strncmp(p, tok, n) == 0)
			return true;
		p = *end ? end + 1 : NULL;
	}
	return false;
}

int limits_parse_self(const char *text, const char *controller, char *out, size_t len)
{
	for (const char *p = text; p && *p;) {
		const char *nl = strchrnul(p, '\n');
		const char *c1 = memchr(p, ':', (size_t)(nl - p));
		const char *c2 = c1 ? memchr(c1 + 1, ':', (size_t)(nl - c1 - 1)) : NULL;

		if (c2) {
			char ctls[256];
			size_t cl = (size_t)(c2 - c1 - 1);
			bool match;

			if (cl < sizeof(ctls)) {
				memcpy(ctls, c1 + 1, cl);
				ctls[cl] = '\0';
				match = controller ? has_token(ctls, controller)
						   : (cl == 0 && c1 - p == 1 && *p == '0');
				if (match) {
					size_t pl = (size_t)(nl - c2 - 1);

					if (pl + 1 > len || pl == 0)
						return -ENAMETOOLONG;
					memcpy(out, c2 + 1, pl);
					out[pl] = '\0';
					return 0;
				}
			}
		}
		p = *nl ? nl + 1 : NULL;
	}
	return -ENOENT;
}

/* mountinfo escapes space, tab, newline and backslash as \ooo */
static void unescape(char *s)
{
	char *w = s;

	for (char *r = s; *r; r++) {
		if (r[0] == '\\' && r[1] >= '0' && r[1] <= '3' && r[2] >= '0' && r[2] <= '7' &&
		    r[3] >= '0' && r[3] <= '7') {
			*w++ = (char)((r[1] - '0') * 64 + (r[2] - '0') * 8 + (r[3] - '0'));
			r += 3;
		} else {
			*w++ = *r;
		}
	}
	*w = '\0';
}

int limits_parse_mount(const char *text, const char *controller, char *mnt, size_t mntlen,
		       char *root, size_t rootlen)
{
	for (const char *p = text; p && *p;) {
		const char *nl = strchrnul(p, '\n');
		char line[4096], *tok[64], *save = NULL;
		size_t ll = (size_t)(nl - p);
		int n = 0, dash = -1;

		p = *nl ? nl + 1 : NULL;
		if (ll >= sizeof(line))
			continue;
		memcpy(line, nl - ll, ll);
		line[ll] = '\0';
		for (char *t = strtok_r(line, " ", &save); t && n < 64;
		     t = strtok_r(NULL, " ", &save))
			tok[n++] = t;
		for (int i = 6; i < n; i++)
			if (strcmp(tok[i], "-") == 0) {
				dash = i;
				break;
			}
		if (dash < 0 || dash + 3 >= n)
			continue;
		if (controller ? strcmp(tok[dash + 1], "cgroup") != 0 ||
				     !has_token(tok[dash + 3], controller)
			       : strcmp(tok[dash + 1], "cgroup2") != 0)
			continue;
		unescape(tok[3]);
		unescape(tok[4]);
		if (strlen(tok[4]) >= mntlen || strlen(tok[3]) >= rootlen)
			return -ENAMETOOLONG;
		memcpy(mnt, tok[4], strlen(tok[4]) + 1);
		memcpy(root, tok[3], strlen(tok[3]) + 1);
		return 0;
	}
	return -ENOENT;
}

/* ---- file helpers ------------------------------------------------------ */

static int read_text(const char *path, char *buf, size_t len)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	size_t got = 0;

	if (fd < 0)
		return -errno;
	while (got + 1 < len) {
		ssize_t n = read(fd, buf + got, len - 1 - got);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		got += (size_t)n;
	}
	close(fd);
	buf[got] = '\0';
	return (int)got;
}

static int write_at(const char *dir, const char *file, const char *val)
{
	char path[PATH_MAX];
	int fd, rc = 0;
	size_t n = strlen(val);

	if (snprintf(path, sizeof(path), "%s/%s", dir, file) >= (int)sizeof(path))
		return -ENAMETOOLONG;
	fd = open(path, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	if (write(fd, val, n) != (ssize_t)n)
		rc = -errno;
	close(fd);
	return rc;
}

static bool exists_at(const char *dir, const char *file)
{
	char path[PATH_MAX];

	snprintf(path, sizeof(path), "%s/%s", dir, file);
	return access(path, F_OK) == 0;
}

static char *join(const char *a, const char *b)
{
	char *p;

	if (asprintf(&p, "%s/%s", a, b) < 0)
		return NULL;
	return p;
}

/* <mount> + the group path below the mount's root ("/a/b"); "" for "/" */
static char *group_dir(const char *mnt, const char *root, const char *own)
{
	const char *rel = own;
	size_t rl = strlen(root);
	char *p;

	if (strcmp(root, "/") != 0 && strncmp(own, root, rl) == 0 &&
	    (own[rl] == '/' || own[rl] == '\0'))
		rel = own + rl;
	if (strcmp(rel, "/") == 0)
		rel = "";
	if (asprintf(&p, "%s%s", mnt, rel) < 0)
		return NULL;
	return p;
}

/* ---- detection ----------------------------------------------------------- */

static void empty_and_remove(const char *dir, bool v2);

/* Groups left below parent by an sbxd of the same state dir that was
 * killed: end what still runs there and remove them. */
static void remove_leftovers(const char *parent, bool v2)
{
	DIR *d = opendir(parent);

	for (struct dirent *e; d && (e = readdir(d));) {
		char *p;

		if (e->d_type != DT_DIR || e->d_name[0] == '.' ||
		    asprintf(&p, "%s/%s", parent, e->d_name) < 0)
			continue;
		empty_and_remove(p, v2);
		free(p);
	}
	if (d)
		closedir(d);
}

static bool wanted(const struct limits *l, int c)
{
	switch (c) {
	case C_MEMORY:
		return l->cfg.memory > 0;
	case C_PIDS:
		return l->cfg.pids > 0;
	case C_CPU:
		return l->cfg.cpu > 0;
	default: /* cpuacct: usage only, worth a group when anything is limited */
		return l->cfg.memory > 0 || l->cfg.pids > 0 || l->cfg.cpu > 0;
	}
}

static void add_note(struct limits *l, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void add_note(struct limits *l, const char *fmt, ...)
{
	size_t n = strlen(l->note);
	va_list ap;

	if (n && n + 2 < sizeof(l->note)) {
		memcpy(l->note + n, "; ", 3);
		n += 2;
	}
	va_start(ap, fmt);
	vsnprintf(l->note + n, sizeof(l->note) - n, fmt, ap);
	va_end(ap);
}

/* cgroup v2: 0 when parent2 is ready, else -errno with a note. */
static int setup_v2(struct limits *l, const char *minfo, const char *self, const char *tag)
{
	char mnt[PATH_MAX], root[PATH_MAX], own[PATH_MAX], buf[4096], want[64] = "";
	char *g = NULL, *leaf = NULL, *parent = NULL;
	int rc;

	if (limits_parse_mount(minfo, NULL, mnt, sizeof(mnt), root, sizeof(root)) < 0 ||
	    limits_parse_self(self, NULL, own, sizeof(own)) < 0)
		return -ENOENT;
	g = group_dir(mnt, root, own);
	if (!g)
		return -ENOMEM;
	{
		char path[PATH_MAX];

		snprintf(path, sizeof(path), "%s/cgroup.controllers", g);
		rc = read_text(path, buf, sizeof(buf));
	}
	if (rc < 0)
		goto out;
	buf[strcspn(buf, "\n")] = '\0';
	for (int c = C_MEMORY; c <= C_CPU; c++) {
		char *t, *save = NULL, copy[4096];

		if (!wanted(l, c))
			continue;
		snprintf(copy, sizeof(copy), "%s", buf);
		for (t = strtok_r(copy, " ", &save); t; t = strtok_r(NULL, " ", &save))
			if (strcmp(t, ctl_names[c]) == 0) {
				if (want[0])
					strncat(want, " ", sizeof(want) - strlen(want) - 1);
				strncat(want, "+", sizeof(want) - strlen(want) - 1);
				strncat(want, ctl_names[c], sizeof(want) - strlen(want) - 1);
				break;
			}
	}
	if (!want[0]) {
		rc = -ENOENT;
		goto out;
	}
	/* Hand the controllers to sbxd's children; a group that holds
	 * processes cannot (EBUSY) unless it is the root: move sbxd into a
	 * leaf first when it is alone in its group. */
	rc = write_at(g, "cgroup.subtree_control", want);
	if (rc == -EBUSY) {
		char procs[PATH_MAX], me[32];
		long first;

		snprintf(procs, sizeof(procs), "%s/cgroup.procs", g);
		if (read_text(procs, buf, sizeof(buf)) < 0)
			goto out;
		first = strtol(buf, NULL, 10);
		if (first != (long)getpid() || strchr(buf, '\n') != buf + strlen(buf) - 1) {
			add_note(l, "cgroup v2: sbxd shares its group %s with other processes%s",
				 own, " (run it as a service with Delegate=yes)");
			rc = -EBUSY;
			goto out;
		}
		if (asprintf(&leaf, "%s/sbxd-%s.daemon", g, tag) < 0) {
			leaf = NULL;
			rc = -ENOMEM;
			goto out;
		}
		if (mkdir(leaf, 0755) < 0 && errno != EEXIST) {
			rc = -errno;
			goto out;
		}
		snprintf(me, sizeof(me), "%ld", (long)getpid());
		rc = write_at(leaf, "cgroup.procs", me);
		if (rc == 0)
			rc = write_at(g, "cgroup.subtree_control", want);
	}
	if (rc < 0) {
		add_note(l, "cgroup v2: cannot enable controllers in %s: %s", g, strerror(-rc));
		goto out;
	}
	if (asprintf(&parent, "%s/sbxd-%s", g, tag) < 0) {
		parent = NULL;
		rc = -ENOMEM;
		goto out;
	}
	if (mkdir(parent, 0755) < 0 && errno != EEXIST) {
		rc = -errno;
		add_note(l, "cgroup v2: cannot create %s: %s", parent, strerror(-rc));
		goto out;
	}
	rc = write_at(parent, "cgroup.subtree_control", want);
	if (rc < 0) {
		add_note(l, "cgroup v2: cannot enable controllers in %s: %s", parent,
			 strerror(-rc));
		rmdir(parent);
		goto out;
	}
	remove_leftovers(parent, true);
	l->parent2 = parent;
	parent = NULL;
	if (strstr(want, "memory"))
		l->memory = LIMITS_CGROUP2;
	if (strstr(want, "pids"))
		l->pids = LIMITS_CGROUP2;
	if (strstr(want, "cpu"))
		l->cpu = LIMITS_CGROUP2;
	rc = 0;
out:
	free(parent);
	free(leaf);
	free(g);
	return rc;
}

static void setup_v1(struct limits *l, const char *minfo, const char *self, const char *tag)
{
	bool noted = false; /* one note for all hierarchies: the reason repeats */

	for (int c = 0; c < NCTL; c++) {
		char mnt[PATH_MAX], root[PATH_MAX], own[PATH_MAX], *g, *dir = NULL;

		if (!wanted(l, c) ||
		    limits_parse_mount(minfo, ctl_names[c], mnt, sizeof(mnt), root, sizeof(root)) <
			0 ||
		    limits_parse_self(self, ctl_names[c], own, sizeof(own)) < 0)
			continue;
		g = group_dir(mnt, root, own);
		if (!g || asprintf(&dir, "%s/sbxd-%s", g, tag) < 0) {
			free(g);
			continue;
		}
		free(g);
		if ((mkdir(dir, 0755) < 0 && errno != EEXIST) || access(dir, W_OK) < 0) {
			if (!noted)
				add_note(l, "cgroup v1: cannot create %s: %s", dir,
					 strerror(errno));
			noted = true;
			free(dir);
			continue;
		}
		if (c == C_CPU && !exists_at(dir, "cpu.cfs_quota_us")) {
			add_note(l, "cgroup v1: %s has no %s", dir, "cpu.cfs_quota_us");
			rmdir(dir);
			free(dir);
			continue;
		}
		remove_leftovers(dir, false);
		l->parent[c] = dir;
	}
	if (l->parent[C_MEMORY] && l->memory == LIMITS_OFF)
		l->memory = LIMITS_CGROUP1;
	if (l->parent[C_PIDS] && l->pids == LIMITS_OFF)
		l->pids = LIMITS_CGROUP1;
	if (l->parent[C_CPU] && l->cpu == LIMITS_OFF)
		l->cpu = LIMITS_CGROUP1;
}

int limits_new(const struct limits_config *cfg, const char *tag, bool per_uid, struct limits **out)
{
	struct limits *l = calloc(1, sizeof(*l));
	static char minfo[1 << 18], self[8192];

	if (!l)
		return -ENOMEM;
	l->cfg = *cfg;
	if (read_text("/proc/self/mountinfo", minfo, sizeof(minfo)) < 0)
		minfo[0] = '\0';
	if (read_text("/proc/self/cgroup", self, sizeof(self)) < 0)
		self[0] = '\0';
	if (getenv("SBXD_CGROUPS") && strcmp(getenv("SBXD_CGROUPS"), "off") == 0)
		add_note(l, "cgroups off (SBXD_CGROUPS=off)");
	else if (setup_v2(l, minfo, self, tag) < 0)
		setup_v1(l, minfo, self, tag);
	if (cfg->pids > 0 && l->pids == LIMITS_OFF) {
		if (per_uid)
			l->pids = LIMITS_RLIMIT;
		else
			add_note(l, "no pids limit: RLIMIT_NPROC would count every process "
				    "of the user running sbxd");
	}
	if (cfg->memory > 0 && l->memory == LIMITS_OFF)
		l->memory = LIMITS_RLIMIT;
	if (cfg->cpu > 0 && l->cpu == LIMITS_OFF)
		add_note(l, "no cpu limit without cgroups");
	*out = l;
	return 0;
}

void limits_free(struct limits *l)
{
	if (!l)
		return;
	for (int c = 0; c < NCTL; c++) {
		if (l->parent[c])
			rmdir(l->parent[c]);
		free(l->parent[c]);
	}
	if (l->parent2)
		rmdir(l->parent2);
	free(l->parent2);
	free(l);
}

const char *limits_how_name(enum limits_how how)
{
	switch (how) {
	case LIMITS_CGROUP1:
		return "cgroup v1";
	case LIMITS_CGROUP2:
		return "cgroup v2";
	case LIMITS_RLIMIT:
		return "rlimit";
	default:
		return "off";
	}
}

const struct limits_config *limits_config(const struct limits *l)
{
	return &l->cfg;
}

enum limits_how limits_how_pids(const struct limits *l)
{
	return l->pids;
}

enum limits_how limits_how_memory(const struct limits *l)
{
	return l->memory;
}

enum limits_how limits_how_cpu(const struct limits *l)
{
	return l->cpu;
}

void limits_describe(const struct limits *l, char *buf, size_t len)
{
	char p[64] = "off", m[64] = "off", c[64] = "off";

	if (l->pids != LIMITS_OFF)
		snprintf(p, sizeof(p), "%ld (%s%s)", l->cfg.pids, limits_how_name(l->pids),
			 l->pids == LIMITS_RLIMIT ? " NPROC, per uid" : "");
	if (l->memory != LIMITS_OFF)
		snprintf(m, sizeof(m), "%" PRIu64 " MiB (%s%s)", l->cfg.memory >> 20,
			 limits_how_name(l->memory),
			 l->memory == LIMITS_RLIMIT ? " DATA, per process" : "");
	if (l->cpu != LIMITS_OFF)
		snprintf(c, sizeof(c), "%d%% (%s)", l->cfg.cpu, limits_how_name(l->cpu));
	snprintf(buf, len, "pids %s, memory %s, cpu %s%s%s%s", p, m, c, l->note[0] ? " [" : "",
		 l->note, l->note[0] ? "]" : "");
}

/* ---- one sandbox's groups --------------------------------------------------- */

/* Ends every process in dir (never sbxd) and removes it; waits up to 2 s for
 * processes that are still exiting. */
static void empty_and_remove(const char *dir, bool v2)
{
	for (int i = 0; i < 200; i++) {
		char path[PATH_MAX], buf[8192];

		if (rmdir(dir) == 0 || errno == ENOENT)
			return;
		if (errno != EBUSY)
			break;
		if (v2)
			write_at(dir, "cgroup.kill", "1");
		snprintf(path, sizeof(path), "%s/cgroup.procs", dir);
		if (read_text(path, buf, sizeof(buf)) > 0) {
			for (char *p = buf; *p;) {
				char *end;
				long pid = strtol(p, &end, 10);

				if (end == p)
					break;
				if (pid > 1 && pid != (long)getpid())
					kill((pid_t)pid, SIGKILL);
				p = end + strspn(end, "\n");
			}
		}
		struct timespec ts = {0, 10 * 1000 * 1000};
		nanosleep(&ts, NULL);
	}
	fprintf(stderr, "sbxd: cannot remove cgroup %s: %s\n", dir, strerror(errno));
}

static int make_group(const char *parent, const char *id, bool v2, char **out)
{
	char *dir = join(parent, id);

	if (!dir)
		return -ENOMEM;
	if (mkdir(dir, 0755) < 0) {
		int e = errno;

		if (e != EEXIST) {
			sbxd_set_errmsg("cannot create cgroup %s: %s", dir, strerror(e));
			free(dir);
			return -e;
		}
		/* left by an sbxd that was killed: start it empty */
		empty_and_remove(dir, v2);
		if (mkdir(dir, 0755) < 0 && errno != EEXIST) {
			e = errno;
			sbxd_set_errmsg("cannot create cgroup %s: %s", dir, strerror(e));
			free(dir);
			return -e;
		}
	}
	*out = dir;
	return 0;
}

static int set_limit(const char *dir, const char *file, const char *val)
{
	int rc = write_at(dir, file, val);

	if (rc < 0)
		sbxd_set_errmsg("cannot set %s/%s to %s: %s", dir, file, val, strerror(-rc));
	return rc;
}

int limits_group_new(struct limits *l, const char *id, struct limits_group **out)
{
	struct limits_group *g = calloc(1, sizeof(*g));
	char v[64];
	int rc = 0;

	if (!g)
		return -ENOMEM;
	if (l->parent2) {
		rc = make_group(l->parent2, id, true, &g->dir2);
		if (rc == 0 && l->memory == LIMITS_CGROUP2) {
			snprintf(v, sizeof(v), "%" PRIu64, l->cfg.memory);
			rc = set_limit(g->dir2, "memory.max", v);
			if (rc == 0 && exists_at(g->dir2, "memory.swap.max"))
				write_at(g->dir2, "memory.swap.max", "0");
		}
		if (rc == 0 && l->pids == LIMITS_CGROUP2) {
			snprintf(v, sizeof(v), "%ld", l->cfg.pids);
			rc = set_limit(g->dir2, "pids.max", v);
		}
		if (rc == 0 && l->cpu == LIMITS_CGROUP2) {
			snprintf(v, sizeof(v), "%ld 100000", (long)l->cfg.cpu * 1000);
			rc = set_limit(g->dir2, "cpu.max", v);
		}
		if (rc == 0 && !(g->procs[g->nprocs++] = join(g->dir2, "cgroup.procs")))
			rc = -ENOMEM;
	}
	for (int c = 0; c < NCTL && rc == 0; c++) {
		if (!l->parent[c])
			continue;
		rc = make_group(l->parent[c], id, false, &g->dir[c]);
		if (rc < 0)
			break;
		switch (c) {
		case C_MEMORY:
			snprintf(v, sizeof(v), "%" PRIu64, l->cfg.memory);
			/* memsw must stay >= the limit: lift it, set, then match */
			write_at(g->dir[c], "memory.memsw.limit_in_bytes", "-1");
			rc = set_limit(g->dir[c], "memory.limit_in_bytes", v);
			if (rc == 0)
				write_at(g->dir[c], "memory.memsw.limit_in_bytes", v);
			break;
		case C_PIDS:
			snprintf(v, sizeof(v), "%ld", l->cfg.pids);
			rc = set_limit(g->dir[c], "pids.max", v);
			break;
		case C_CPU:
			rc = set_limit(g->dir[c], "cpu.cfs_period_us", "100000");
			snprintf(v, sizeof(v), "%ld", (long)l->cfg.cpu * 1000);
			if (rc == 0)
				rc = set_limit(g->dir[c], "cpu.cfs_quota_us", v);
			break;
		default:
			break;
		}
		if (rc == 0 && !(g->procs[g->nprocs++] = join(g->dir[c], "cgroup.procs")))
			rc = -ENOMEM;
	}
	if (rc < 0) {
		limits_group_free(g);
		return rc;
	}
	if (l->pids == LIMITS_RLIMIT) {
		g->set_nproc = true;
		g->nproc.rlim_cur = g->nproc.rlim_max = (rlim_t)l->cfg.pids;
	}
	if (l->memory == LIMITS_RLIMIT) {
		g->set_data = true;
		g->data.rlim_cur = g->data.rlim_max = (rlim_t)l->cfg.memory;
	}
	*out = g;
	return 0;
}

int limits_group_enter(const struct limits_group *g)
{
	if (!g)
		return 0;
	for (int i = 0; i < g->nprocs; i++) {
		int fd = open(g->procs[i], O_WRONLY | O_CLOEXEC);

		if (fd < 0)
			return -1;
		if (write(fd, "0", 1) != 1) {
			close(fd);
			return -1;
		}
		close(fd);
	}
	if (g->set_nproc && setrlimit(RLIMIT_NPROC, &g->nproc) < 0)
		return -1;
	if (g->set_data && setrlimit(RLIMIT_DATA, &g->data) < 0)
		return -1;
	return 0;
}

void limits_group_free(struct limits_group *g)
{
	if (!g)
		return;
	if (g->dir2)
		empty_and_remove(g->dir2, true);
	for (int c = 0; c < NCTL; c++)
		if (g->dir[c])
			empty_and_remove(g->dir[c], false);
	for (int c = 0; c < NCTL; c++)
		free(g->dir[c]);
	for (int i = 0; i < g->nprocs; i++)
		free(g->procs[i]);
	free(g->dir2);
	free(g);
}

/* The number after "key " in a "key value" list, or -1. */
static long long keyed(const char *text, const char *key)
{
	size_t kl = strlen(key);

	for (const char *p = text; p && *p;) {
		if (strncmp(p, key, kl) == 0 && p[kl] == ' ')
			return strtoll(p + kl + 1, NULL, 10);
		p = strchr(p, '\n');
		if (p)
			p++;
	}
	return -1;
}

static long long read_num(const char *dir, const char *file)
{
	char path[PATH_MAX], buf[64];

	if (!dir)
		return -1;
	snprintf(path, sizeof(path), "%s/%s", dir, file);
	if (read_text(path, buf, sizeof(buf)) <= 0)
		return -1;
	return strtoll(buf, NULL, 10);
}

static long long read_keyed(const char *dir, const char *file, const char *key)
{
	char path[PATH_MAX], buf[4096];

	if (!dir)
		return -1;
	snprintf(path, sizeof(path), "%s/%s", dir, file);
	if (read_text(path, buf, sizeof(buf)) <= 0)
		return -1;
	return keyed(buf, key);
}

void limits_group_usage(const struct limits_group *g, struct limits_usage *u)
{
	long long v;

	u->pids = -1;
	u->memory = UINT64_MAX;
	u->cpu_usec = UINT64_MAX;
	u->oom_kills = -1;
	if (!g)
		return;
	if (g->dir2) {
		u->pids = (long)read_num(g->dir2, "pids.current");
		v = read_num(g->dir2, "memory.current");
		if (v >= 0)
			u->memory = (uint64_t)v;
		v = read_keyed(g->dir2, "cpu.stat", "usage_usec");
		if (v >= 0)
			u->cpu_usec = (uint64_t)v;
		u->oom_kills = (long)read_keyed(g->dir2, "memory.events", "oom_kill");
		return;
	}
	u->pids = (long)read_num(g->dir[C_PIDS], "pids.current");
	v = read_num(g->dir[C_MEMORY], "memory.usage_in_bytes");
	if (v >= 0)
		u->memory = (uint64_t)v;
	v = read_num(g->dir[C_CPUACCT], "cpuacct.usage");
	if (v >= 0)
		u->cpu_usec = (uint64_t)v / 1000;
	u->oom_kills = (long)read_keyed(g->dir[C_MEMORY], "memory.oom_control", "oom_kill");
}
