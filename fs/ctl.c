/* ctl — the control files below MOUNT/<id>/ and the ctlfs_* dispatch.
 *
 * fs/ops.c hands every path under ctl/, sessions/, processes/ and ports/ to
 * the functions here (fs/ctlfs.h). This file parses such a path into a node
 * (which directory, which file, which session/pid/port), answers attributes
 * and listings, and implements what each file does on open, read, write and
 * flush. The work behind it lives in the helper modules: fs/cmdrun.c runs
 * commands with spooled output, fs/spool.c holds bytes on disk,
 * fs/sessions.c builds the state-carrying session wrapper, fs/processes.c
 * and fs/ports.c parse names.
 *
 * Conventions of the tree (documented in README/DESIGN):
 *   - read-only files (out, err, status, info, cwd, cmdline, log, the status
 *     of a process) refuse opens for writing with EACCES; processes/<pid>/ctl
 *     is write-only (EACCES for reading);
 *   - creating, removing or making directories where the tree has fixed
 *     names: EACCES; a name that can never be valid where creation is
 *     allowed (mkdir sessions/a..b, touch ports/80): EINVAL; lookups of
 *     names that do not exist: ENOENT;
 *   - a written command starts at flush (close), or for a descriptor opened
 *     O_RDWR at the first read after writing; a command that cannot start
 *     fails the close() (EINVAL empty, E2BIG too long, the server's errno)
 *     and becomes the "latest command", so ctl/err and ctl/status say why.
 *     E2BIG is also returned by write() as soon as the text is too long.
 *
 * State: one struct sbox per sandbox seen, holding the latest command,
 * sessions, exposed ports, spawned processes and a ps cache. cf->mu guards
 * the list and everything in it; it is never held across a network call.
 * Each open file has its own mutex (libfuse may run a read and a flush of
 * the same descriptor on different threads); blocking reads of command
 * output wait without holding it.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cmdrun.h"
#include "contexts.h"
#include "ctlfs.h"
#include "ports.h"
#include "proclog.h"
#include "processes.h"
#include "sessions.h"
#include "spool.h"
#include "terminals.h"

#define PS_CACHE_SECONDS 1.0
#define TEXT_MAX (1024 * 1024) /* bound of small generated files (env, cwd, ...) */
#define COMP_MAX 255	       /* longest path component (NAME_MAX) */
#define CHAN_MAX 64	       /* unread commands queued on one exec channel */

/* ---- per-sandbox state -------------------------------------------------- */

struct session {
	struct session *next;
	char name[SBX_SESSION_MAX + 1];
	struct cmdrun *latest;
};

struct port_ent {
	struct port_ent *next;
	int port;
	char *url;
};

struct spawned {
	struct spawned *next;
	int pid;
	char *log;	 /* v1: the log file in the sandbox, else NULL */
	char *server_id; /* next: the server's process, whose log it is */
};

struct sbox {
	struct sbox *next;
	char id[SBX_ID_MAX + 1];
	struct cmdrun *latest;
	struct session *sessions;
	struct port_ent *ports;
	struct spawned *spawned;
	int last_spawn_pid;
	/* sessions of earlier mounts: not looked for, being looked for (other
	 * threads wait on scan_cv: they must not list before it is done), found */
	enum { SCAN_NONE, SCAN_RUNNING, SCAN_DONE } scan;
	struct sbx_proc *procs;
	size_t nprocs;
	double procs_time; /* monotonic seconds of the ps snapshot, 0: none */
	/* what the server lists (GET .../processes; none on a v1 server) */
	struct sbx_process *sprocs;
	size_t nsprocs;
	double sprocs_time; /* as procs_time */
};

struct ctlfs {
	struct ctlfs_opts opts;
	char *spool_dir;
	char *server_url;
	pthread_mutex_t mu;	/* guards sandboxes and all of struct sbox */
	pthread_cond_t scan_cv; /* with mu: a sessions scan ended */
	struct sbox *sandboxes;
	struct cmdrun_pool pool;
	atomic_uint seq;       /* for unique log names */
	long wait_cap_ms;      /* longest blocking read wait, -1: unbounded */
	struct proclogs *logs; /* processes/<pid>/log (fs/proclog.c) */
	struct ctxfs *ctx;     /* contexts/ is served by fs/contexts.c */
	struct termfs *terms;  /* terminals/ is served by fs/terminals.c */
};

/* Linux >= 6.14 can abort a FUSE connection whose request takes longer than
 * fs.fuse.{default,max}_request_timeout seconds (0: never, the default).
 * A read of ctl/out waiting for a silent command must stay under that, so
 * with a timeout configured a wait ends after half of it with EAGAIN
 * instead of taking the whole mount down. */
static long fuse_wait_cap_ms(void)
{
	static const char *const knobs[] = {"/proc/sys/fs/fuse/max_request_timeout",
					    "/proc/sys/fs/fuse/default_request_timeout"};
	long cap = -1;

	for (size_t i = 0; i < sizeof(knobs) / sizeof(knobs[0]); i++) {
		FILE *fp = fopen(knobs[i], "re");
		long v = 0;

		if (!fp)
			continue;
		if (fscanf(fp, "%ld", &v) == 1 && v > 0 && (cap < 0 || v * 500 < cap))
			cap = v * 500;
		fclose(fp);
	}
	return cap;
}

static double now_mono(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* cf->mu held. NULL when unknown and !create or out of memory. */
static struct sbox *sbox_get(struct ctlfs *cf, const char *id, bool create)
{
	struct sbox *sb;

	for (sb = cf->sandboxes; sb; sb = sb->next)
		if (strcmp(sb->id, id) == 0)
			return sb;
	if (!create || strlen(id) > SBX_ID_MAX)
		return NULL;
	sb = calloc(1, sizeof(*sb));
	if (!sb)
		return NULL;
	memcpy(sb->id, id, strlen(id) + 1);
	sb->next = cf->sandboxes;
	cf->sandboxes = sb;
	return sb;
}

static void sbox_free(struct sbox *sb)
{
	cmdrun_unref(sb->latest);
	while (sb->sessions) {
		struct session *s = sb->sessions;
		sb->sessions = s->next;
		cmdrun_unref(s->latest);
		free(s);
	}
	while (sb->ports) {
		struct port_ent *p = sb->ports;
		sb->ports = p->next;
		free(p->url);
		free(p);
	}
	while (sb->spawned) {
		struct spawned *s = sb->spawned;
		sb->spawned = s->next;
		free(s->log);
		free(s->server_id);
		free(s);
	}
	sbx_procs_free(sb->procs, sb->nprocs);
	sbx_processes_free(sb->sprocs, sb->nsprocs);
	free(sb);
}

static struct session *session_find(struct sbox *sb, const char *name)
{
	for (struct session *s = sb ? sb->sessions : NULL; s; s = s->next)
		if (strcmp(s->name, name) == 0)
			return s;
	return NULL;
}

static struct port_ent *port_find(struct sbox *sb, int port)
{
	for (struct port_ent *p = sb ? sb->ports : NULL; p; p = p->next)
		if (p->port == port)
			return p;
	return NULL;
}

static struct spawned *spawned_find(struct sbox *sb, int pid)
{
	for (struct spawned *s = sb ? sb->spawned : NULL; s; s = s->next)
		if (s->pid == pid)
			return s;
	return NULL;
}

/* ---- paths -------------------------------------------------------------- */

enum kind {
	K_CTL_DIR,
	K_CTL_FILE,
	K_SESS_DIR,
	K_SESS,
	K_SESS_FILE,
	K_PROC_DIR,
	K_PROC_SPAWN,
	K_PROC,
	K_PROC_FILE,
	K_PORTS_DIR,
	K_PORT,
};

enum leaf {
	F_NONE,
	F_EXEC,
	F_OUT,
	F_ERR,
	F_STATUS,
	F_INFO,
	F_SNAPSHOT,
	F_CWD,
	F_ENV,
	F_CMDLINE,
	F_PSTATUS,
	F_LOG,
	F_PCTL,
	F_SPAWN,
	F_PORT,
};

struct leaf_def {
	const char *name;
	enum leaf leaf;
	mode_t mode;
};

static const struct leaf_def ctl_leaves[] = {
    {"exec", F_EXEC, 0644},	{"out", F_OUT, 0444},	{"err", F_ERR, 0444},
    {"status", F_STATUS, 0444}, {"info", F_INFO, 0444}, {"snapshot", F_SNAPSHOT, 0644},
    {NULL, F_NONE, 0},
};
static const struct leaf_def sess_leaves[] = {
    {"exec", F_EXEC, 0644}, {"out", F_OUT, 0444}, {"err", F_ERR, 0444}, {"status", F_STATUS, 0444},
    {"cwd", F_CWD, 0444},   {"env", F_ENV, 0644}, {NULL, F_NONE, 0},
};
static const struct leaf_def proc_leaves[] = {
    {"cmdline", F_CMDLINE, 0444}, {"status", F_PSTATUS, 0444}, {"log", F_LOG, 0444},
    {"ctl", F_PCTL, 0200},	  {NULL, F_NONE, 0},
};

struct cpath {
	enum kind kind;
	enum leaf leaf;
	mode_t mode;
	char name[COMP_MAX + 1]; /* K_SESS*: the session name */
	bool name_ok;		 /* K_SESS: valid session name; K_PORT: valid port */
	int pid;
	int port;
};

static const struct leaf_def *leaf_lookup(const struct leaf_def *defs, const char *name)
{
	for (; defs->name; defs++)
		if (strcmp(defs->name, name) == 0)
			return defs;
	return NULL;
}

/* Splits rel into at most 3 components. -ENOENT for anything deeper,
 * empty components or overlong names. */
static int split3(const char *rel, char comp[3][COMP_MAX + 1], int *n)
{
	int k = 0;
	const char *p = rel;

	while (*p) {
		const char *e = strchr(p, '/');
		size_t len = e ? (size_t)(e - p) : strlen(p);

		if (k == 3 || len == 0 || len > COMP_MAX)
			return -ENOENT;
		memcpy(comp[k], p, len);
		comp[k][len] = 0;
		k++;
		p += len;
		if (*p == '/')
			p++;
	}
	if (k == 0)
		return -ENOENT;
	*n = k;
	return 0;
}

/* Syntax only: whether rel can name a node, and which. Existence of
 * sessions, pids and ports is checked by node_exists(). */
static int parse_rel(const char *rel, struct cpath *p)
{
	char c[3][COMP_MAX + 1];
	const struct leaf_def *d;
	int n, rc;

	memset(p, 0, sizeof(*p));
	rc = split3(rel, c, &n);
	if (rc < 0)
		return rc;
	if (strcmp(c[0], "ctl") == 0) {
		if (n == 1) {
			p->kind = K_CTL_DIR;
			return 0;
		}
		if (n == 2 && (d = leaf_lookup(ctl_leaves, c[1]))) {
			p->kind = K_CTL_FILE;
			p->leaf = d->leaf;
			p->mode = d->mode;
			return 0;
		}
		return -ENOENT;
	}
	if (strcmp(c[0], "sessions") == 0) {
		if (n == 1) {
			p->kind = K_SESS_DIR;
			return 0;
		}
		memcpy(p->name, c[1], strlen(c[1]) + 1);
		p->name_ok = sessions_valid_name(c[1]);
		if (n == 2) {
			p->kind = K_SESS;
			return 0;
		}
		if (p->name_ok && (d = leaf_lookup(sess_leaves, c[2]))) {
			p->kind = K_SESS_FILE;
			p->leaf = d->leaf;
			p->mode = d->mode;
			return 0;
		}
		return -ENOENT;
	}
	if (strcmp(c[0], "processes") == 0) {
		if (n == 1) {
			p->kind = K_PROC_DIR;
			return 0;
		}
		if (n == 2 && strcmp(c[1], "spawn") == 0) {
			p->kind = K_PROC_SPAWN;
			p->leaf = F_SPAWN;
			p->mode = 0644;
			return 0;
		}
		if (processes_parse_pid(c[1], &p->pid) < 0)
			return -ENOENT;
		if (n == 2) {
			p->kind = K_PROC;
			return 0;
		}
		if ((d = leaf_lookup(proc_leaves, c[2]))) {
			p->kind = K_PROC_FILE;
			p->leaf = d->leaf;
			p->mode = d->mode;
			return 0;
		}
		return -ENOENT;
	}
	if (strcmp(c[0], "ports") == 0) {
		if (n == 1) {
			p->kind = K_PORTS_DIR;
			return 0;
		}
		if (n == 2) {
			p->kind = K_PORT;
			p->leaf = F_PORT;
			p->mode = 0644;
			p->name_ok = ports_parse(c[1], &p->port) == 0;
			return 0;
		}
		return -ENOENT;
	}
	return -ENOENT;
}

bool ctlfs_owns(const char *rel)
{
	static const char *const dirs[] = {"ctl", "sessions", "processes", "ports", "contexts", "terminals"};

	if (!rel)
		return false;
	while (*rel == '/')
		rel++;
	for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++) {
		size_t n = strlen(dirs[i]);
		if (strncmp(rel, dirs[i], n) == 0 && (rel[n] == 0 || rel[n] == '/'))
			return true;
	}
	return false;
}

static const char *skip_slash(const char *rel)
{
	while (rel && *rel == '/')
		rel++;
	return rel;
}

/* ---- processes cache ------------------------------------------------------ */

/* Refreshes the ps snapshot of sandbox id when older than max_age. */
static int ps_refresh(struct ctlfs *cf, const char *id, double max_age)
{
	struct sbx_proc *procs = NULL;
	size_t n = 0;
	struct sbox *sb;
	bool fresh;
	int rc;

	pthread_mutex_lock(&cf->mu);
	sb = sbox_get(cf, id, false);
	fresh = sb && sb->procs_time > 0 && now_mono() - sb->procs_time < max_age;
	pthread_mutex_unlock(&cf->mu);
	if (fresh)
		return 0;
	rc = sbx_ps(cf->opts.client, id, &procs, &n);
	if (rc < 0)
		return rc;
	pthread_mutex_lock(&cf->mu);
	sb = sbox_get(cf, id, true);
	if (!sb) {
		pthread_mutex_unlock(&cf->mu);
		sbx_procs_free(procs, n);
		return -ENOMEM;
	}
	sbx_procs_free(sb->procs, sb->nprocs);
	sb->procs = procs;
	sb->nprocs = n;
	sb->procs_time = now_mono();
	pthread_mutex_unlock(&cf->mu);
	return 0;
}

static void ps_invalidate(struct ctlfs *cf, const char *id)
{
	struct sbox *sb;

	pthread_mutex_lock(&cf->mu);
	sb = sbox_get(cf, id, false);
	if (sb)
		sb->procs_time = sb->sprocs_time = 0;
	pthread_mutex_unlock(&cf->mu);
}

/* Refreshes what the server lists of sandbox id's processes (GET
 * .../processes: running and recently exited ones, started by any client)
 * when older than max_age. A v1 server lists none (libsbx remembers that
 * it has no such route: no request). */
static int sp_refresh(struct ctlfs *cf, const char *id, double max_age)
{
	struct sbx_process *v = NULL;
	size_t n = 0;
	struct sbox *sb;
	bool fresh;
	int rc;

	pthread_mutex_lock(&cf->mu);
	sb = sbox_get(cf, id, false);
	fresh = sb && sb->sprocs_time > 0 && now_mono() - sb->sprocs_time < max_age;
	pthread_mutex_unlock(&cf->mu);
	if (fresh)
		return 0;
	rc = sbx_process_list(cf->opts.client, id, &v, &n);
	if (rc == -ENOSYS)
		rc = 0;
	if (rc < 0)
		return rc;
	pthread_mutex_lock(&cf->mu);
	sb = sbox_get(cf, id, true);
	if (!sb) {
		pthread_mutex_unlock(&cf->mu);
		sbx_processes_free(v, n);
		return -ENOMEM;
	}
	sbx_processes_free(sb->sprocs, sb->nsprocs);
	sb->sprocs = v;
	sb->nsprocs = n;
	sb->sprocs_time = now_mono();
	pthread_mutex_unlock(&cf->mu);
	return 0;
}

/* cf->mu held. The newest process with that pid the server lists. */
static const struct sbx_process *sp_find_locked(struct sbox *sb, int pid)
{
	const struct sbx_process *p = NULL;

	for (size_t i = 0; sb && i < sb->nsprocs; i++)
		if (sb->sprocs[i].pid == pid)
			p = &sb->sprocs[i];
	return p;
}

/* cf->mu held. */
static const struct sbx_proc *ps_find_locked(struct sbox *sb, int pid)
{
	for (size_t i = 0; sb && i < sb->nprocs; i++)
		if (sb->procs[i].pid == pid)
			return &sb->procs[i];
	return NULL;
}

/* Copies process pid into *out (cmdline strdup'ed; free it). -ENOENT. */
static int ps_lookup(struct ctlfs *cf, const char *id, int pid, struct sbx_proc *out)
{
	const struct sbx_proc *p;
	int rc = -ENOENT;

	pthread_mutex_lock(&cf->mu);
	p = ps_find_locked(sbox_get(cf, id, false), pid);
	if (p) {
		*out = *p;
		out->cmdline = strdup(p->cmdline ? p->cmdline : "");
		rc = out->cmdline ? 0 : -ENOMEM;
	}
	pthread_mutex_unlock(&cf->mu);
	return rc;
}

/* ---- sessions of earlier mounts -------------------------------------------- */

static int run_capture(struct ctlfs *cf, const char *id, const char *session,
		       const char *const *argv, struct sbx_buf *out, int *code);

/* The session list lives in this mount's memory; sessions made by an
 * earlier mount are found once per sandbox from the state the wrapper left
 * in the sandbox (SESSIONS_STATE_DIR/<name>/), so that a remount shows them
 * again. A failed look (server down) is retried at the next access; a
 * lookup or listing arriving while a look is under way waits for it (it
 * would otherwise answer without the sessions being looked for). */
static void sessions_scan(struct ctlfs *cf, const char *id)
{
	const char *argv[] = {
	    "bash", "-c",
	    "cd " SESSIONS_STATE_DIR " 2>/dev/null || exit 0\n"
	    "for d in *; do [ -d \"$d\" ] && printf '%s\\0' \"$d\"; done; exit 0\n",
	    NULL};
	struct sbx_buf out;
	struct sbox *sb;
	int rc, code = 0;

	pthread_mutex_lock(&cf->mu);
	while ((sb = sbox_get(cf, id, true)) && sb->scan == SCAN_RUNNING)
		pthread_cond_wait(&cf->scan_cv, &cf->mu);
	if (!sb || sb->scan == SCAN_DONE) {
		pthread_mutex_unlock(&cf->mu);
		return;
	}
	sb->scan = SCAN_RUNNING;
	pthread_mutex_unlock(&cf->mu);

	sbx_buf_init(&out, 1024 * 1024);
	rc = run_capture(cf, id, NULL, argv, &out, &code);
	pthread_mutex_lock(&cf->mu);
	sb = sbox_get(cf, id, false);
	if (sb)
		sb->scan = rc < 0 || code != 0 ? SCAN_NONE : SCAN_DONE;
	pthread_cond_broadcast(&cf->scan_cv);
	for (size_t i = 0; sb && rc == 0 && code == 0 && i < out.len;) {
		const char *name = out.data + i;
		size_t len = strlen(name);
		struct session *s, **pp;

		i += len + 1;
		if (!sessions_valid_name(name) || session_find(sb, name) ||
		    !(s = calloc(1, sizeof(*s))))
			continue;
		memcpy(s->name, name, len + 1);
		for (pp = &sb->sessions; *pp && strcmp((*pp)->name, name) < 0; pp = &(*pp)->next)
			;
		s->next = *pp;
		*pp = s;
	}
	pthread_mutex_unlock(&cf->mu);
	sbx_buf_release(&out);
}

/* ---- existence and attributes -------------------------------------------- */

static int node_exists(struct ctlfs *cf, const char *id, const struct cpath *p)
{
	struct sbox *sb;
	bool live = false, spawned = false, found = true;
	int rc;

	switch (p->kind) {
	case K_CTL_DIR:
	case K_CTL_FILE:
	case K_SESS_DIR:
	case K_PROC_DIR:
	case K_PROC_SPAWN:
	case K_PORTS_DIR:
		return 0;
	case K_SESS:
	case K_SESS_FILE:
		if (!p->name_ok)
			return -ENOENT;
		sessions_scan(cf, id);
		pthread_mutex_lock(&cf->mu);
		found = session_find(sbox_get(cf, id, false), p->name) != NULL;
		pthread_mutex_unlock(&cf->mu);
		return found ? 0 : -ENOENT;
	case K_PORT:
		if (!p->name_ok)
			return -ENOENT;
		pthread_mutex_lock(&cf->mu);
		found = port_find(sbox_get(cf, id, false), p->port) != NULL;
		pthread_mutex_unlock(&cf->mu);
		return found ? 0 : -ENOENT;
	case K_PROC:
	case K_PROC_FILE: {
		int src = sp_refresh(cf, id, PS_CACHE_SECONDS);
		bool listed;

		rc = ps_refresh(cf, id, PS_CACHE_SECONDS);
		pthread_mutex_lock(&cf->mu);
		sb = sbox_get(cf, id, false);
		live = rc == 0 && ps_find_locked(sb, p->pid) != NULL;
		spawned = spawned_find(sb, p->pid) != NULL;
		listed = src == 0 && sp_find_locked(sb, p->pid) != NULL;
		pthread_mutex_unlock(&cf->mu);
		if (p->kind == K_PROC)
			return live || spawned || listed ? 0 : (rc < 0 ? rc : -ENOENT);
		/* A spawned process, or one the server lists, keeps its log after
		 * it exited (the directory is then hidden from listings but can
		 * still be looked up). */
		if (p->leaf == F_LOG)
			return spawned || listed ? 0 : -ENOENT;
		return live ? 0 : (rc < 0 ? rc : -ENOENT);
	}
	}
	return -ENOENT;
}

static void fill_stat(struct ctlfs *cf, struct stat *st, bool dir, mode_t mode)
{
	struct timespec now;

	clock_gettime(CLOCK_REALTIME, &now);
	memset(st, 0, sizeof(*st));
	st->st_mode = dir ? (S_IFDIR | 0755) : (S_IFREG | mode);
	st->st_nlink = dir ? 2 : 1;
	st->st_uid = cf->opts.uid;
	st->st_gid = cf->opts.gid;
	st->st_size = 0;
	st->st_blksize = 4096;
	st->st_atim = now;
	st->st_mtim = now;
	st->st_ctim = now;
}

static bool is_dir_kind(enum kind k)
{
	return k == K_CTL_DIR || k == K_SESS_DIR || k == K_SESS || k == K_PROC_DIR || k == K_PROC ||
	       k == K_PORTS_DIR;
}

int ctlfs_getattr(struct ctlfs *cf, const char *id, const char *rel, struct stat *st)
{
	struct cpath p;
	struct stat s;
	int rc;

	if (ctxfs_owns(rel))
		return ctxfs_getattr(cf->ctx, id, skip_slash(rel), st);
	if (termfs_owns(rel))
		return termfs_getattr(cf->terms, id, skip_slash(rel), st);
	rc = parse_rel(skip_slash(rel), &p);
	if (rc < 0)
		return rc;
	rc = node_exists(cf, id, &p);
	if (rc < 0)
		return rc;
	fill_stat(cf, &s, is_dir_kind(p.kind), p.mode);
	if (p.leaf == F_LOG) {
		/* what is there so far, while someone reads it: tail(1) prints
		 * the end of a file from its size, then follows it */
		off_t size = proclogs_size(cf->logs, id, p.pid);
		if (size > 0)
			s.st_size = size;
	}
	*st = s;
	return 0;
}

/* ---- readdir ------------------------------------------------------------ */

static int fill_leaves(struct ctlfs *cf, const struct leaf_def *defs, ctlfs_fill_fn fill, void *arg,
		       int skip_leaf)
{
	struct stat st;

	for (; defs->name; defs++) {
		if ((int)defs->leaf == skip_leaf)
			continue;
		fill_stat(cf, &st, false, defs->mode);
		if (fill(arg, defs->name, &st))
			return 0;
	}
	return 0;
}

/* Names collected under cf->mu, filled after unlocking (fill may block). */
struct namelist {
	char (*names)[SBX_SESSION_MAX + 1];
	size_t n;
};

static int namelist_add(struct namelist *l, const char *name)
{
	void *p = realloc(l->names, (l->n + 1) * sizeof(*l->names));

	if (!p)
		return -ENOMEM;
	l->names = p;
	snprintf(l->names[l->n++], SBX_SESSION_MAX + 1, "%s", name);
	return 0;
}

static int fill_names(struct ctlfs *cf, struct namelist *l, bool dirs, mode_t mode,
		      ctlfs_fill_fn fill, void *arg)
{
	struct stat st;

	for (size_t i = 0; i < l->n; i++) {
		fill_stat(cf, &st, dirs, mode);
		if (fill(arg, l->names[i], &st))
			break;
	}
	free(l->names);
	return 0;
}

int ctlfs_readdir(struct ctlfs *cf, const char *id, const char *rel, ctlfs_fill_fn fill, void *arg)
{
	struct namelist l = {0};
	struct cpath p;
	struct sbox *sb;
	struct stat st;
	char num[16];
	int rc;

	if (ctxfs_owns(rel))
		return ctxfs_readdir(cf->ctx, id, skip_slash(rel), fill, arg);
	if (termfs_owns(rel))
		return termfs_readdir(cf->terms, id, skip_slash(rel), fill, arg);
	rc = parse_rel(skip_slash(rel), &p);
	if (rc < 0)
		return rc;
	rc = node_exists(cf, id, &p);
	if (rc < 0)
		return rc;
	switch (p.kind) {
	case K_CTL_DIR:
		return fill_leaves(cf, ctl_leaves, fill, arg, -1);
	case K_SESS:
		return fill_leaves(cf, sess_leaves, fill, arg, -1);
	case K_PROC: {
		bool live, spawned;
		pthread_mutex_lock(&cf->mu);
		sb = sbox_get(cf, id, false);
		live = ps_find_locked(sb, p.pid) != NULL;
		spawned = spawned_find(sb, p.pid) != NULL || sp_find_locked(sb, p.pid) != NULL;
		pthread_mutex_unlock(&cf->mu);
		for (const struct leaf_def *d = proc_leaves; d->name; d++) {
			if ((d->leaf == F_LOG && !spawned) || (d->leaf != F_LOG && !live))
				continue;
			fill_stat(cf, &st, false, d->mode);
			if (fill(arg, d->name, &st))
				break;
		}
		return 0;
	}
	case K_SESS_DIR:
		sessions_scan(cf, id);
		pthread_mutex_lock(&cf->mu);
		sb = sbox_get(cf, id, false);
		for (struct session *s = sb ? sb->sessions : NULL; s && rc == 0; s = s->next)
			rc = namelist_add(&l, s->name);
		pthread_mutex_unlock(&cf->mu);
		if (rc < 0) {
			free(l.names);
			return rc;
		}
		return fill_names(cf, &l, true, 0755, fill, arg);
	case K_PORTS_DIR:
		pthread_mutex_lock(&cf->mu);
		sb = sbox_get(cf, id, false);
		for (struct port_ent *e = sb ? sb->ports : NULL; e && rc == 0; e = e->next) {
			snprintf(num, sizeof(num), "%d", e->port);
			rc = namelist_add(&l, num);
		}
		pthread_mutex_unlock(&cf->mu);
		if (rc < 0) {
			free(l.names);
			return rc;
		}
		return fill_names(cf, &l, false, 0644, fill, arg);
	case K_PROC_DIR:
		fill_stat(cf, &st, false, 0644);
		if (fill(arg, "spawn", &st))
			return 0;
		rc = ps_refresh(cf, id, PS_CACHE_SECONDS);
		if (rc < 0)
			return rc;
		sp_refresh(cf, id, PS_CACHE_SECONDS); /* best effort: ps has them too */
		pthread_mutex_lock(&cf->mu);
		sb = sbox_get(cf, id, false);
		for (size_t i = 0; sb && i < sb->nprocs && rc == 0; i++) {
			snprintf(num, sizeof(num), "%d", sb->procs[i].pid);
			rc = namelist_add(&l, num);
		}
		/* running processes the server lists that ps did not see */
		for (size_t i = 0; sb && i < sb->nsprocs && rc == 0; i++) {
			const struct sbx_process *sp = &sb->sprocs[i];
			if (sp->state == SBX_PROC_RUNNING && sp->pid > 0 &&
			    !ps_find_locked(sb, sp->pid)) {
				snprintf(num, sizeof(num), "%d", sp->pid);
				rc = namelist_add(&l, num);
			}
		}
		pthread_mutex_unlock(&cf->mu);
		if (rc < 0) {
			free(l.names);
			return rc;
		}
		return fill_names(cf, &l, true, 0755, fill, arg);
	default:
		return -ENOTDIR;
	}
}

/* ---- open files --------------------------------------------------------- */

struct ctlfs_file {
	struct ctlfs *cf;
	char id[SBX_ID_MAX + 1];
	struct cpath p;
	int flags;
	pthread_mutex_t mu; /* guards everything below */
	/* generated content of small read-only files, made at the first read */
	struct sbx_buf text;
	bool loaded;
	/* text written and not acted on yet (exec, spawn, env, ctl) */
	struct sbx_buf wbuf;
	bool pending;
	int werr;	    /* sticky write error (E2BIG) reported again at flush */
	struct cmdrun *run; /* out/err: the command read */
	/* exec O_RDWR: the commands this descriptor started, read in order
	 * (chan[0] is being read at cursor) */
	struct cmdrun *chan[CHAN_MAX];
	size_t nchan;
	off_t cursor;	     /* exec O_RDWR: read position in the channel's output */
	struct spool *spool; /* snapshot (both ways) */
	struct proclog *log; /* processes/<pid>/log */
	bool dirty;	     /* snapshot written since the last hydrate */
	int pid;	     /* spawn: the pid this descriptor started, 0: none */
	/* a file of contexts/: every call goes to fs/contexts.c */
	struct ctxfs_file *xf;
	/* a file of terminals/: every call goes to fs/terminals.c */
	struct termfs_file *tfile;
};

static int accmode(int flags)
{
	return flags & O_ACCMODE;
}

static bool leaf_readonly(enum leaf l)
{
	return l == F_OUT || l == F_ERR || l == F_STATUS || l == F_INFO || l == F_CWD ||
	       l == F_CMDLINE || l == F_PSTATUS || l == F_LOG;
}

static void done_cb(void *arg, const char *id)
{
	struct ctlfs *cf = arg;

	ps_invalidate(cf, id);
	if (cf->opts.invalidate)
		cf->opts.invalidate(cf->opts.invalidate_arg, id);
}

/* The latest command of the ctl/ directory or of a session, with a ref. */
static struct cmdrun *latest_get(struct ctlfs *cf, const char *id, const char *session)
{
	struct cmdrun *r = NULL;
	struct sbox *sb;

	pthread_mutex_lock(&cf->mu);
	sb = sbox_get(cf, id, false);
	if (sb && !session) {
		r = cmdrun_ref(sb->latest);
	} else if (sb) {
		struct session *s = session_find(sb, session);
		r = s ? cmdrun_ref(s->latest) : NULL;
	}
	pthread_mutex_unlock(&cf->mu);
	return r;
}

static void latest_set(struct ctlfs *cf, const char *id, const char *session, struct cmdrun *r)
{
	struct cmdrun *old = NULL;
	struct sbox *sb;

	pthread_mutex_lock(&cf->mu);
	sb = sbox_get(cf, id, true);
	if (sb && !session) {
		old = sb->latest;
		sb->latest = cmdrun_ref(r);
	} else if (sb) {
		struct session *s = session_find(sb, session);
		if (s) {
			old = s->latest;
			s->latest = cmdrun_ref(r);
		}
	}
	pthread_mutex_unlock(&cf->mu);
	cmdrun_unref(old);
}

/* Starts text as the new latest command of ctl/ or of session. On success
 * *out (optional) gets a ref to it. On failure the failed record becomes the
 * latest command (its err says why) and -errno is returned. */
static int start_command(struct ctlfs *cf, const char *id, const char *session, const char *text,
			 size_t len, struct cmdrun **out)
{
	const char *argv[6];
	char *wrapper = NULL;
	char msg[768] = "";
	struct cmdrun *r = NULL;
	int rc;

	if (session) {
		rc = sessions_wrapper(session, &wrapper);
		if (rc < 0)
			return rc;
		argv[0] = "bash", argv[1] = "-c", argv[2] = wrapper, argv[3] = "bash";
		argv[4] = text, argv[5] = NULL;
	} else {
		argv[0] = "bash", argv[1] = "-c", argv[2] = text, argv[3] = NULL;
	}
	rc = cmdrun_check(text, len, argv);
	if (rc == -EINVAL) {
		snprintf(msg, sizeof(msg), "sbxfs: %s",
			 memchr(text, 0, len)
			     ? "the command contains a NUL byte"
			     : "empty command (nothing but white space was written)");
		goto fail;
	}
	if (rc == -E2BIG) {
		snprintf(msg, sizeof(msg),
			 "sbxfs: command too long: %zu bytes (%zu as quoted for the server); the "
			 "limit is %d bytes",
			 len, cmdrun_quoted_len(argv), CMDRUN_CMDLINE_MAX);
		goto fail;
	}
	{
		struct cmdrun_spec spec = {
		    .client = cf->opts.client,
		    .spool_dir = cf->spool_dir,
		    .id = id,
		    .session = session,
		    .argv = argv,
		    .text = text,
		    .done = done_cb,
		    .done_arg = cf,
		};
		rc = cmdrun_start(&cf->pool, &spec, &r);
		if (rc < 0) {
			snprintf(msg, sizeof(msg), "sbxfs: cannot start the command: %s",
				 strerror(-rc));
			goto fail;
		}
	}
	latest_set(cf, id, session, r);
	/* A dead server, a bad token or a sandbox that cannot start show up
	 * in the exec request's own answer, while close() can still report
	 * them; the record says why ("sbxfs: cannot start the command: ..."). */
	rc = cmdrun_wait_started(r);
	if (rc < 0) {
		cmdrun_unref(r);
		free(wrapper);
		return rc;
	}
	free(wrapper);
	if (out)
		*out = r;
	else
		cmdrun_unref(r);
	return 0;
fail:
	free(wrapper);
	if (cmdrun_new_failed(cf->spool_dir, memchr(text, 0, len) ? "" : text, rc, msg, &r) == 0) {
		latest_set(cf, id, session, r);
		cmdrun_unref(r);
	}
	return rc;
}

static const char *file_session(struct ctlfs_file *f)
{
	return f->p.kind == K_SESS_FILE ? f->p.name : NULL;
}

/* Runs a short command (argv) in the sandbox and collects stdout, bounded. */
static int run_capture(struct ctlfs *cf, const char *id, const char *session,
		       const char *const *argv, struct sbx_buf *out, int *code)
{
	struct sbx_exec_opts o = {.session = session, .op = "ctl_helper"};
	struct sbx_buf err;
	int rc;

	sbx_buf_init(&err, 64 * 1024);
	rc = sbx_exec_capture(cf->opts.client, id, argv, &o, out, &err, code);
	sbx_buf_release(&err);
	return rc;
}

/* "pids: 3 in use, limit 512 (cgroup v1)" — from sbxd's info extension;
 * nothing on servers without it. */
static int info_limits(struct ctlfs *cf, const char *id, struct sbx_buf *b)
{
	struct sbx_info i;
	char line[256];
	int rc = sbx_sandbox_info(cf->opts.client, id, &i), n;

	if (rc < 0)
		return 0; /* a stock bridge, --bridge-compat, or sbxd unreachable */
	const struct {
		const char *name, *unit, *verb, *max_unit;
		const struct sbx_limit *l;
	} v[] = {{"pids", "", "in use", "", &i.pids},
		 {"memory", " bytes", "in use", " bytes", &i.memory},
		 {"cpu", " us", "used", "%", &i.cpu},
		 {"disk", " bytes", "in use", " bytes", &i.disk}};
	n = snprintf(line, sizeof(line), "host_uid: %lld\n", (long long)i.uid);
	rc = sbx_buf_add(b, line, (size_t)n);
	for (size_t k = 0; k < sizeof(v) / sizeof(v[0]) && rc == 0; k++) {
		char used[48] = "unknown", max[48] = "none";

		if (v[k].l->used >= 0)
			snprintf(used, sizeof(used), "%lld%s", (long long)v[k].l->used, v[k].unit);
		if (v[k].l->max >= 0)
			snprintf(max, sizeof(max), "%lld%s", (long long)v[k].l->max, v[k].max_unit);
		n = snprintf(line, sizeof(line), "%s: %s %s, limit %s (%s)", v[k].name, used,
			     v[k].verb, max, v[k].l->how);
		rc = sbx_buf_add(b, line, (size_t)n);
		if (rc == 0 && v[k].l == &i.memory && i.oom_kills >= 0) {
			n = snprintf(line, sizeof(line), ", oom kills %lld",
				     (long long)i.oom_kills);
			rc = sbx_buf_add(b, line, (size_t)n);
		}
		if (rc == 0)
			rc = sbx_buf_add(b, "\n", 1);
	}
	return rc;
}

/* The same for a command whose stdout is `base64 -w0` text: out gets the
 * bytes, exact also where a server passes output as text (a session on
 * Cloudflare's bridge drops NUL bytes). */
static int run_capture_b64(struct ctlfs *cf, const char *id, const char *session,
			   const char *const *argv, struct sbx_buf *out, int *code)
{
	struct sbx_exec_opts o = {.session = session, .op = "ctl_helper"};
	struct sbx_buf err;
	int rc;

	sbx_buf_init(&err, 64 * 1024);
	rc = sbx_exec_capture_b64(cf->opts.client, id, argv, &o, out, &err, code);
	sbx_buf_release(&err);
	return rc;
}

static int load_info(struct ctlfs_file *f)
{
	struct ctlfs *cf = f->cf;
	struct cmdrun *r = latest_get(cf, f->id, NULL);
	struct sbx_buf *b = &f->text;
	char line[512], status[128] = "none\n";
	bool running = false;
	struct sbox *sb;
	int rc, n;

	rc = sbx_running(cf->opts.client, f->id, &running);
	n = snprintf(line, sizeof(line), "id: %s\nserver: %s\nrunning: %s\n", f->id,
		     cf->server_url ? cf->server_url : "",
		     rc < 0    ? "unknown"
		     : running ? "true"
			       : "false");
	rc = sbx_buf_add(b, line, (size_t)n);
	if (rc == 0) {
		const char *t = r ? cmdrun_text(r) : "";
		size_t len = strcspn(t, "\n");
		bool more = len > 200 || t[len + strspn(t + len, " \t\r\n")] != 0;
		rc = sbx_buf_add(b, "last_command: ", 14);
		if (rc == 0)
			rc = sbx_buf_add(b, t, len > 200 ? 200 : len);
		if (rc == 0 && more)
			rc = sbx_buf_add(b, " ...", 4);
		if (rc == 0)
			rc = sbx_buf_add(b, "\n", 1);
	}
	if (r)
		cmdrun_status(r, status, sizeof(status));
	if (rc == 0)
		rc = sbx_buf_add(b, "status: ", 8);
	if (rc == 0)
		rc = sbx_buf_add(b, status, strlen(status));
	pthread_mutex_lock(&cf->mu);
	sb = sbox_get(cf, f->id, false);
	if (rc == 0)
		rc = sbx_buf_add(b, "sessions:", 9);
	for (struct session *s = sb ? sb->sessions : NULL; s && rc == 0; s = s->next) {
		rc = sbx_buf_add(b, " ", 1);
		if (rc == 0)
			rc = sbx_buf_add(b, s->name, strlen(s->name));
	}
	if (rc == 0)
		rc = sbx_buf_add(b, "\nports:", 7);
	for (struct port_ent *e = sb ? sb->ports : NULL; e && rc == 0; e = e->next) {
		n = snprintf(line, sizeof(line), " %d", e->port);
		rc = sbx_buf_add(b, line, (size_t)n);
	}
	if (rc == 0)
		rc = sbx_buf_add(b, "\n", 1);
	pthread_mutex_unlock(&cf->mu);
	cmdrun_unref(r);
	if (rc == 0)
		rc = info_limits(cf, f->id, b);
	return rc;
}

static int load_session_state(struct ctlfs_file *f, const char *what)
{
	const char *argv[4] = {"bash", "-c", NULL, NULL};
	struct sbx_buf out;
	char *script;
	int rc, code = 0;

	rc = sessions_show_script(f->p.name, what, &script);
	if (rc < 0)
		return rc;
	argv[2] = script;
	sbx_buf_init(&out, TEXT_MAX);
	rc = run_capture_b64(f->cf, f->id, f->p.name, argv, &out, &code);
	free(script);
	if (rc == 0 && code != 0)
		rc = -EIO;
	if (rc == 0)
		rc = strcmp(what, "cwd") == 0
			 ? sessions_cwd_text(out.data ? out.data : "", out.len, &f->text)
			 : sessions_env_text(out.data ? out.data : "", out.len, &f->text);
	sbx_buf_release(&out);
	return rc;
}

/* Generates the content of a small file at its first read. f->mu held. */
static int load_text(struct ctlfs_file *f)
{
	struct ctlfs *cf = f->cf;
	char line[256];
	struct cmdrun *r;
	int rc = 0, n;

	if (f->loaded)
		return 0;
	switch (f->p.leaf) {
	case F_STATUS:
		r = latest_get(cf, f->id, file_session(f));
		if (r)
			cmdrun_status(r, line, sizeof(line));
		cmdrun_unref(r);
		if (r)
			rc = sbx_buf_add(&f->text, line, strlen(line));
		break;
	case F_EXEC: /* read-only open of exec: the latest command's text */
		r = latest_get(cf, f->id, file_session(f));
		if (r && *cmdrun_text(r)) {
			const char *t = cmdrun_text(r);
			size_t len = strlen(t);
			rc = sbx_buf_add(&f->text, t, len);
			if (rc == 0 && t[len - 1] != '\n')
				rc = sbx_buf_add(&f->text, "\n", 1);
		}
		cmdrun_unref(r);
		break;
	case F_INFO:
		rc = load_info(f);
		break;
	case F_CWD:
		rc = load_session_state(f, "cwd");
		break;
	case F_ENV:
		rc = load_session_state(f, "env");
		break;
	case F_CMDLINE:
	case F_PSTATUS: {
		struct sbx_proc p;
		rc = ps_lookup(cf, f->id, f->p.pid, &p);
		if (rc < 0)
			break;
		if (f->p.leaf == F_CMDLINE) {
			rc = sbx_buf_add(&f->text, p.cmdline, strlen(p.cmdline));
			if (rc == 0)
				rc = sbx_buf_add(&f->text, "\n", 1);
		} else {
			struct spawned *s;
			rc = processes_status_text(&p, &f->text);
			pthread_mutex_lock(&cf->mu);
			s = spawned_find(sbox_get(cf, f->id, false), f->p.pid);
			if (rc == 0 && s && s->log) {
				rc = sbx_buf_add(&f->text, "log: ", 5);
				if (rc == 0)
					rc = sbx_buf_add(&f->text, s->log, strlen(s->log));
				if (rc == 0)
					rc = sbx_buf_add(&f->text, "\n", 1);
			}
			pthread_mutex_unlock(&cf->mu);
		}
		free(p.cmdline);
		break;
	}
	case F_SPAWN: {
		int pid = f->pid;
		if (accmode(f->flags) == O_RDONLY) {
			pthread_mutex_lock(&cf->mu);
			struct sbox *sb = sbox_get(cf, f->id, false);
			pid = sb ? sb->last_spawn_pid : 0;
			pthread_mutex_unlock(&cf->mu);
		}
		if (pid > 0) {
			n = snprintf(line, sizeof(line), "%d\n", pid);
			rc = sbx_buf_add(&f->text, line, (size_t)n);
		}
		break;
	}
	case F_PORT: {
		struct port_ent *e;
		pthread_mutex_lock(&cf->mu);
		e = port_find(sbox_get(cf, f->id, false), f->p.port);
		if (!e)
			rc = -ENOENT;
		else if ((rc = sbx_buf_add(&f->text, e->url, strlen(e->url))) == 0)
			rc = sbx_buf_add(&f->text, "\n", 1);
		pthread_mutex_unlock(&cf->mu);
		break;
	}
	default:
		break;
	}
	if (rc < 0) {
		sbx_buf_release(&f->text);
		return rc;
	}
	f->loaded = true;
	return 0;
}

static ssize_t read_text(struct ctlfs_file *f, char *buf, size_t size, off_t off)
{
	int rc = load_text(f);

	if (rc < 0)
		return rc;
	if (off < 0 || (size_t)off >= f->text.len)
		return 0;
	if (size > f->text.len - (size_t)off)
		size = f->text.len - (size_t)off;
	memcpy(buf, f->text.data + off, size);
	return (ssize_t)size;
}

/* Opens the followed log of a process: the file a v1 spawn of this mount
 * writes, else the server's log of the process (a next spawn of this
 * mount, or any process the server lists with that pid). */
static int open_log(struct ctlfs_file *f)
{
	struct ctlfs *cf = f->cf;
	struct proclog_src src = {.pid = f->p.pid};
	const struct sbx_process *sp;
	char *file = NULL, *sid = NULL;
	struct spawned *s;
	struct sbox *sb;
	bool found = true;
	int rc;

	pthread_mutex_lock(&cf->mu);
	sb = sbox_get(cf, f->id, false);
	s = spawned_find(sb, f->p.pid);
	if (s && s->log)
		file = strdup(s->log);
	else if (s && s->server_id)
		sid = strdup(s->server_id);
	else if ((sp = sp_find_locked(sb, f->p.pid)))
		sid = strdup(sp->id);
	else
		found = false;
	pthread_mutex_unlock(&cf->mu);
	if (!found)
		return -ENOENT;
	if (!file && !sid)
		return -ENOMEM;
	src.file = file;
	src.server_id = sid;
	rc = proclog_open(cf->logs, f->id, &src, &f->log);
	free(file);
	free(sid);
	return rc;
}

static int load_snapshot(struct ctlfs_file *f)
{
	int rc = spool_new(f->cf->spool_dir, &f->spool);

	if (rc == 0)
		rc = sbx_persist(f->cf->opts.client, f->id, NULL, spool_fd(f->spool));
	if (rc == 0)
		rc = spool_sync_size(f->spool);
	if (rc < 0) {
		spool_unref(f->spool);
		f->spool = NULL;
		return rc;
	}
	spool_finish(f->spool);
	return 0;
}

static int file_new(struct ctlfs *cf, const char *id, const struct cpath *p, int flags,
		    struct ctlfs_file **out)
{
	struct ctlfs_file *f;

	if (strlen(id) > SBX_ID_MAX)
		return -ENOENT;
	f = calloc(1, sizeof(*f));
	if (!f)
		return -ENOMEM;
	f->cf = cf;
	memcpy(f->id, id, strlen(id) + 1);
	f->p = *p;
	f->flags = flags;
	pthread_mutex_init(&f->mu, NULL);
	sbx_buf_init(&f->text, TEXT_MAX);
	sbx_buf_init(&f->wbuf, CMDRUN_CMDLINE_MAX + 1);
	*out = f;
	return 0;
}

static void file_free(struct ctlfs_file *f)
{
	if (!f)
		return;
	sbx_buf_release(&f->text);
	sbx_buf_release(&f->wbuf);
	cmdrun_unref(f->run);
	for (size_t i = 0; i < f->nchan; i++)
		cmdrun_unref(f->chan[i]);
	spool_unref(f->spool);
	proclog_close(f->log);
	pthread_mutex_destroy(&f->mu);
	free(f);
}

/* A file of contexts/ (rc: its ctxfs_open/create) in a ctlfs_file. */
static int ctx_wrap(struct ctlfs *cf, int rc, struct ctxfs_file *xf, struct ctlfs_file **out)
{
	struct ctlfs_file *f;

	if (rc < 0)
		return rc;
	f = calloc(1, sizeof(*f));
	if (!f) {
		ctxfs_release(xf);
		return -ENOMEM;
	}
	f->cf = cf;
	f->xf = xf;
	*out = f;
	return 0;
}

/* A file of terminals/ (rc: its termfs_open/create) in a ctlfs_file. */
static int term_wrap(struct ctlfs *cf, int rc, struct termfs_file *tfile, struct ctlfs_file **out)
{
	struct ctlfs_file *f;

	if (rc < 0)
		return rc;
	f = calloc(1, sizeof(*f));
	if (!f) {
		termfs_release(tfile);
		return -ENOMEM;
	}
	f->cf = cf;
	f->tfile = tfile;
	*out = f;
	return 0;
}

int ctlfs_open(struct ctlfs *cf, const char *id, const char *rel, int flags,
	       struct ctlfs_file **out)
{
	struct ctlfs_file *f = NULL;
	struct ctxfs_file *xf = NULL;
	struct termfs_file *tfile = NULL;
	struct cpath p;
	int rc, mode = accmode(flags);

	if (ctxfs_owns(rel)) {
		rc = ctxfs_open(cf->ctx, id, skip_slash(rel), flags, &xf);
		return ctx_wrap(cf, rc, xf, out);
	}
	if (termfs_owns(rel)) {
		rc = termfs_open(cf->terms, id, skip_slash(rel), flags, &tfile);
		return term_wrap(cf, rc, tfile, out);
	}

	rc = parse_rel(skip_slash(rel), &p);
	if (rc < 0)
		return rc;
	rc = node_exists(cf, id, &p);
	if (rc < 0)
		return rc;
	if (is_dir_kind(p.kind))
		return -EISDIR;
	if (leaf_readonly(p.leaf) && mode != O_RDONLY)
		return -EACCES;
	if (p.leaf == F_PCTL && mode == O_RDONLY)
		return -EACCES;
	if (p.leaf == F_SNAPSHOT && mode == O_RDWR)
		return -EINVAL; /* a tar either comes out or goes in */
	rc = file_new(cf, id, &p, flags, &f);
	if (rc < 0)
		return rc;
	switch (p.leaf) {
	case F_OUT:
	case F_ERR:
		f->run = latest_get(cf, id, file_session(f));
		break;
	case F_EXEC:
	case F_SPAWN:
		/* `: > ctl/exec` writes an empty command: close() says EINVAL. */
		if (mode != O_RDONLY && (flags & O_TRUNC))
			f->pending = true;
		break;
	case F_SNAPSHOT:
		if (mode == O_RDONLY) {
			rc = load_snapshot(f);
		} else {
			rc = spool_new(cf->spool_dir, &f->spool);
			if (rc == 0)
				spool_set_limit(f->spool, SBX_PUT_MAX);
		}
		break;
	case F_LOG:
		rc = open_log(f);
		break;
	default:
		break;
	}
	if (rc < 0) {
		file_free(f);
		return rc;
	}
	*out = f;
	return 0;
}

/* Exposes port (idempotent on the server) and remembers its URL. */
static int port_expose(struct ctlfs *cf, const char *id, int port)
{
	struct sbx_tunnel t = {0};
	struct port_ent *e;
	struct sbox *sb;
	int rc;

	rc = sbx_tunnel_create(cf->opts.client, id, port, &t);
	if (rc < 0)
		return rc;
	pthread_mutex_lock(&cf->mu);
	sb = sbox_get(cf, id, true);
	e = port_find(sb, port);
	if (!sb) {
		rc = -ENOMEM;
	} else if (e) {
		char *u = strdup(t.url ? t.url : "");
		if (u) {
			free(e->url);
			e->url = u;
		}
	} else if (!(e = calloc(1, sizeof(*e))) || !(e->url = strdup(t.url ? t.url : ""))) {
		free(e);
		rc = -ENOMEM;
	} else {
		e->port = port;
		struct port_ent **pp = &sb->ports; /* keep the list sorted */
		while (*pp && (*pp)->port < port)
			pp = &(*pp)->next;
		e->next = *pp;
		*pp = e;
	}
	pthread_mutex_unlock(&cf->mu);
	sbx_tunnel_release(&t);
	return rc;
}

/* What create/mkdir/unlink/rmdir answer for a path they cannot act on:
 * ENOENT when its parent does not exist, EEXIST when it exists already,
 * else EACCES (a directory with fixed names). */
static int refuse(struct ctlfs *cf, const char *id, const char *rel)
{
	char parent[3 * (COMP_MAX + 1) + 1];
	const char *r = skip_slash(rel);
	const char *slash = strrchr(r, '/');
	struct cpath p;
	size_t len;

	if (parse_rel(r, &p) == 0 && node_exists(cf, id, &p) == 0)
		return -EEXIST;
	if (!slash)
		return -EACCES;
	len = (size_t)(slash - r);
	if (len >= sizeof(parent))
		return -ENOENT;
	memcpy(parent, r, len);
	parent[len] = 0;
	if (parse_rel(parent, &p) < 0 || node_exists(cf, id, &p) < 0)
		return -ENOENT;
	return is_dir_kind(p.kind) ? -EACCES : -ENOTDIR;
}

int ctlfs_create(struct ctlfs *cf, const char *id, const char *rel, mode_t mode, int flags,
		 struct ctlfs_file **out)
{
	struct ctxfs_file *xf = NULL;
	struct termfs_file *tfile = NULL;
	struct cpath p;
	int rc;

	if (ctxfs_owns(rel)) {
		rc = ctxfs_create(cf->ctx, id, skip_slash(rel), flags, &xf);
		return ctx_wrap(cf, rc, xf, out);
	}
	if (termfs_owns(rel)) {
		rc = termfs_create(cf->terms, id, skip_slash(rel), flags, &tfile);
		return term_wrap(cf, rc, tfile, out);
	}
	rc = parse_rel(skip_slash(rel), &p);
	if (rc == 0 && p.kind == K_PORT) {
		if (!p.name_ok)
			return -EINVAL;
		if (node_exists(cf, id, &p) == 0 && (flags & O_EXCL))
			return -EEXIST;
		rc = port_expose(cf, id, p.port);
		if (rc < 0)
			return rc;
		return file_new(cf, id, &p, flags, out);
	}
	if (rc == 0 && !is_dir_kind(p.kind) && node_exists(cf, id, &p) == 0)
		return (flags & O_EXCL) ? -EEXIST : ctlfs_open(cf, id, rel, flags, out);
	rc = refuse(cf, id, rel);
	return rc == -EEXIST ? -EISDIR : rc;
}

/* ---- actions of written files --------------------------------------------- */

static int spawn_now(struct ctlfs_file *f, const char *text, size_t len)
{
	struct ctlfs *cf = f->cf;
	const char *argv[4] = {"bash", "-c", text, NULL};
	struct sbx_process_opts po = {.cwd = "/workspace"};
	struct sbx_process proc;
	char log[128], *sid = NULL;
	const char *mk[] = {"mkdir", "-p", PROCESSES_LOG_DIR, NULL};
	struct spawned *s;
	struct sbox *sb;
	int rc, pid = 0, code = 0;

	rc = cmdrun_check(text, len, argv);
	if (rc < 0)
		return rc;
	/* A server with processes (next) keeps the output in the process's
	 * log, which it lists and any client can follow. */
	rc = sbx_process_start(cf->opts.client, f->id, argv, &po, &proc);
	if (rc == 0) {
		pid = proc.pid;
		sid = strdup(proc.id);
		sbx_process_release(&proc);
		if (!sid)
			return -ENOMEM;
		log[0] = 0;
		goto record;
	}
	if (rc != -ENOSYS)
		return rc;
	/* v1: detached, its output appended to a file in the sandbox. Every
	 * time: the sandbox may have been reset behind our back. */
	rc = run_capture(cf, f->id, NULL, mk, NULL, &code);
	if (rc == 0 && code != 0)
		rc = -EIO;
	if (rc < 0)
		return rc;
	snprintf(log, sizeof(log), PROCESSES_LOG_DIR "/spawn-%lld-%u.log", (long long)time(NULL),
		 atomic_fetch_add(&cf->seq, 1));
	rc = sbx_spawn(cf->opts.client, f->id, text, log, &pid);
	if (rc < 0)
		return rc;
record:
	s = calloc(1, sizeof(*s));
	if (s) {
		s->server_id = sid;
		sid = NULL;
		if (log[0] && !(s->log = strdup(log))) {
			free(s->server_id);
			free(s);
			s = NULL;
		}
	}
	pthread_mutex_lock(&cf->mu);
	sb = sbox_get(cf, f->id, true);
	if (sb) {
		sb->last_spawn_pid = pid;
		sb->procs_time = sb->sprocs_time = 0;
		if (s) {
			s->pid = pid;
			s->next = sb->spawned;
			sb->spawned = s;
			s = NULL;
		}
	}
	pthread_mutex_unlock(&cf->mu);
	if (s) {
		free(s->log);
		free(s->server_id);
		free(s);
	}
	free(sid);
	f->pid = pid;
	sbx_buf_release(&f->text);
	f->loaded = false;
	return 0;
}

static int set_env_now(struct ctlfs_file *f, const char *text, size_t len)
{
	const char *argv[6] = {"bash", "-c", NULL, "bash", NULL, NULL};
	char *cmd = NULL, *wrapper = NULL;
	int rc, code = 0;

	rc = sessions_env_assignments(text, len, false, &cmd);
	if (rc < 0 || !cmd)
		return rc;
	rc = sessions_wrapper(f->p.name, &wrapper);
	if (rc < 0)
		goto out;
	argv[2] = wrapper;
	argv[4] = cmd;
	rc = cmdrun_check(cmd, strlen(cmd), argv);
	if (rc == 0)
		rc = run_capture(f->cf, f->id, f->p.name, argv, NULL, &code);
	if (rc == 0 && code != 0)
		rc = -EIO;
	sbx_buf_release(&f->text);
	f->loaded = false;
out:
	free(wrapper);
	free(cmd);
	return rc;
}

static int signal_now(struct ctlfs_file *f, const char *text, size_t len)
{
	int sig, rc;

	rc = processes_parse_signal(text, len, &sig);
	if (rc < 0)
		return rc;
	rc = sbx_kill(f->cf->opts.client, f->id, f->p.pid, sig);
	ps_invalidate(f->cf, f->id);
	return rc;
}

/* Acts on pending written text. f->mu held. */
static int flush_pending(struct ctlfs_file *f)
{
	struct sbx_buf b = f->wbuf;
	int rc = 0, werr = f->werr;

	if (!f->pending)
		return 0;
	f->pending = false;
	f->werr = 0;
	sbx_buf_init(&f->wbuf, CMDRUN_CMDLINE_MAX + 1);
	switch (f->p.leaf) {
	case F_EXEC: {
		const char *t = b.data ? b.data : "";
		struct cmdrun *r = NULL;
		bool channel = accmode(f->flags) == O_RDWR;
		if (channel && f->nchan == CHAN_MAX) {
			rc = -EAGAIN; /* read the output of the earlier commands first */
			break;
		}
		if (werr == -E2BIG) {
			/* Too long to keep: record the failure with the same words. */
			char msg[256];
			snprintf(msg, sizeof(msg),
				 "sbxfs: command too long: more than %d bytes were written; the "
				 "limit is %d bytes",
				 CMDRUN_CMDLINE_MAX, CMDRUN_CMDLINE_MAX);
			if (cmdrun_new_failed(f->cf->spool_dir, "", -E2BIG, msg, &r) == 0)
				latest_set(f->cf, f->id, file_session(f), r);
			rc = -E2BIG;
		} else {
			rc = start_command(f->cf, f->id, file_session(f), t, b.len, &r);
			if (rc < 0) /* the failure record: reading it says why */
				r = latest_get(f->cf, f->id, file_session(f));
		}
		if (channel && r) {
			if (f->nchan == 0)
				f->cursor = 0;
			f->chan[f->nchan++] = r;
		} else {
			cmdrun_unref(r);
		}
		break;
	}
	case F_SPAWN:
		rc = werr < 0 ? werr : spawn_now(f, b.data ? b.data : "", b.len);
		break;
	case F_ENV:
		rc = werr < 0 ? werr : set_env_now(f, b.data ? b.data : "", b.len);
		break;
	case F_PCTL:
		rc = werr < 0 ? werr : (b.len ? signal_now(f, b.data, b.len) : -EINVAL);
		break;
	default:
		break;
	}
	sbx_buf_release(&b);
	return rc;
}

ssize_t ctlfs_write(struct ctlfs_file *f, const char *buf, size_t size, off_t off)
{
	ssize_t ret = (ssize_t)size;
	int rc = 0;

	if (!f)
		return -EBADF;
	if (f->xf)
		return ctxfs_write(f->xf, buf, size, off);
	if (f->tfile)
		return termfs_write(f->tfile, buf, size, off);
	if (accmode(f->flags) == O_RDONLY)
		return -EBADF;
	pthread_mutex_lock(&f->mu);
	switch (f->p.leaf) {
	case F_EXEC:
	case F_SPAWN:
	case F_ENV:
	case F_PCTL:
		if (!f->pending) {
			sbx_buf_release(&f->wbuf);
			f->werr = 0;
		}
		f->pending = true;
		if (f->werr < 0) {
			rc = f->werr;
			break;
		}
		rc = sbx_buf_add(&f->wbuf, buf, size);
		if (rc == -E2BIG || (rc == 0 && f->wbuf.len > CMDRUN_CMDLINE_MAX)) {
			/* The text is kept no further; flush reports E2BIG again. */
			sbx_buf_release(&f->wbuf);
			f->werr = rc = -E2BIG;
			break;
		}
		if (rc < 0)
			break;
		if (f->p.leaf == F_ENV) {
			char *cmd = NULL;
			rc = sessions_env_assignments(f->wbuf.data, f->wbuf.len, true, &cmd);
			free(cmd);
			if (rc < 0) {
				f->werr = rc;
				break;
			}
		} else if (f->p.leaf == F_PCTL) {
			/* Act on each complete line now, so `echo kill > ctl` sees the
			 * error from write() (the shell ignores close errors). */
			char *nl;
			while (rc == 0 && f->wbuf.len &&
			       (nl = memchr(f->wbuf.data, '\n', f->wbuf.len))) {
				size_t llen = (size_t)(nl - f->wbuf.data) + 1;
				bool blank = strspn(f->wbuf.data, " \t\r\n") >= llen;
				rc = blank ? 0 : signal_now(f, f->wbuf.data, llen);
				memmove(f->wbuf.data, f->wbuf.data + llen, f->wbuf.len - llen + 1);
				f->wbuf.len -= llen;
			}
			if (f->wbuf.len == 0)
				f->pending = false;
		}
		break;
	case F_SNAPSHOT:
		rc = spool_write_at(f->spool, off, buf, size);
		if (rc == 0)
			f->dirty = true;
		break;
	case F_PORT:
		break; /* content is ignored: `echo > ports/8080` exposes */
	default:
		rc = -EBADF;
		break;
	}
	pthread_mutex_unlock(&f->mu);
	return rc < 0 ? rc : ret;
}

int ctlfs_flush(struct ctlfs_file *f)
{
	int rc = 0;

	if (!f)
		return 0;
	if (f->xf)
		return ctxfs_flush(f->xf);
	if (f->tfile)
		return termfs_flush(f->tfile);
	pthread_mutex_lock(&f->mu);
	if (f->p.leaf == F_SNAPSHOT && f->dirty && f->spool) {
		f->dirty = false;
		rc = sbx_hydrate_fd(f->cf->opts.client, f->id, spool_fd(f->spool));
		if (lseek(spool_fd(f->spool), 0, SEEK_SET) < 0 && rc == 0)
			rc = -errno;
		done_cb(f->cf, f->id);
	} else {
		rc = flush_pending(f);
	}
	pthread_mutex_unlock(&f->mu);
	return rc;
}

int ctlfs_fsync(struct ctlfs_file *f)
{
	return ctlfs_flush(f);
}

void ctlfs_release(struct ctlfs_file *f)
{
	if (!f)
		return;
	if (f->xf || f->tfile) {
		if (f->xf)
			ctxfs_release(f->xf);
		else
			termfs_release(f->tfile);
		free(f);
		return;
	}
	ctlfs_flush(f); /* normally a no-op: flush came first */
	file_free(f);
}

/* Reads the queue of an exec channel: the head command's output from
 * cursor; at its end, the next command if there is one, else EOF (the
 * finished head stays, so a later write queues behind it). */
static ssize_t read_channel(struct ctlfs_file *f, char *buf, size_t size,
			    bool (*interrupted)(void *arg), void *arg)
{
	for (;;) {
		struct cmdrun *r;
		bool more;
		off_t off;
		ssize_t n;

		pthread_mutex_lock(&f->mu);
		if (f->nchan == 0) {
			pthread_mutex_unlock(&f->mu);
			return 0;
		}
		r = cmdrun_ref(f->chan[0]);
		more = f->nchan > 1;
		off = f->cursor;
		pthread_mutex_unlock(&f->mu);

		n = spool_read_wait(cmdrun_out(r), buf, size, off, f->cf->wait_cap_ms, interrupted,
				    arg);
		pthread_mutex_lock(&f->mu);
		if (f->nchan > 0 && f->chan[0] == r) {
			/* a broken stream ends its command like EOF does, but
			 * its error is returned once before the next begins */
			bool broken = n < 0 && n != -EINTR && n != -EAGAIN;

			if (n > 0) {
				f->cursor += n;
			} else if ((n == 0 || broken) && more) {
				cmdrun_unref(f->chan[0]);
				memmove(f->chan, f->chan + 1, (f->nchan - 1) * sizeof(f->chan[0]));
				f->nchan--;
				f->cursor = 0;
			}
		}
		pthread_mutex_unlock(&f->mu);
		cmdrun_unref(r);
		if (n != 0 || !more)
			return n;
	}
}

ssize_t ctlfs_read(struct ctlfs_file *f, char *buf, size_t size, off_t off,
		   bool (*interrupted)(void *arg), void *arg)
{
	struct spool *s = NULL;
	ssize_t n;
	int rc;

	if (!f)
		return -EBADF;
	if (f->xf)
		return ctxfs_read(f->xf, buf, size, off, interrupted, arg);
	if (f->tfile)
		return termfs_read(f->tfile, buf, size, off, interrupted, arg);
	if (accmode(f->flags) == O_WRONLY)
		return -EBADF;
	pthread_mutex_lock(&f->mu);
	switch (f->p.leaf) {
	case F_EXEC:
		if (accmode(f->flags) != O_RDWR) {
			n = read_text(f, buf, size, off);
			pthread_mutex_unlock(&f->mu);
			return n;
		}
		/* Per-descriptor channel: what was written runs now, and reads
		 * return the output of this descriptor's commands, one after the
		 * other, whatever the file offset says. */
		rc = flush_pending(f);
		pthread_mutex_unlock(&f->mu);
		return rc < 0 ? rc : read_channel(f, buf, size, interrupted, arg);
	case F_OUT:
	case F_ERR:
		if (!f->run) {
			pthread_mutex_unlock(&f->mu);
			return 0;
		}
		s = spool_ref(f->p.leaf == F_OUT ? cmdrun_out(f->run) : cmdrun_err(f->run));
		break;
	case F_SNAPSHOT:
		if (!f->spool || accmode(f->flags) != O_RDONLY) {
			pthread_mutex_unlock(&f->mu);
			return -EBADF;
		}
		s = spool_ref(f->spool);
		break;
	case F_LOG:
		/* blocks at the end while the process runs, as out does */
		s = spool_ref(proclog_spool(f->log));
		break;
	case F_SPAWN:
		if (accmode(f->flags) == O_RDWR) {
			/* Like an exec channel: the pid of what this descriptor
			 * wrote, read from the start whatever the offset. */
			if (f->pending) {
				rc = flush_pending(f);
				if (rc < 0) {
					pthread_mutex_unlock(&f->mu);
					return rc;
				}
				f->cursor = 0;
			}
			n = read_text(f, buf, size, f->cursor);
			if (n > 0)
				f->cursor += n;
		} else {
			n = read_text(f, buf, size, off);
		}
		pthread_mutex_unlock(&f->mu);
		return n;
	default:
		n = read_text(f, buf, size, off);
		pthread_mutex_unlock(&f->mu);
		return n;
	}
	pthread_mutex_unlock(&f->mu);

	n = spool_read_wait(s, buf, size, off, f->cf->wait_cap_ms, interrupted, arg);
	spool_unref(s);
	return n;
}

int ctlfs_truncate(struct ctlfs *cf, const char *id, const char *rel, off_t size)
{
	struct cpath p;
	int rc;

	if (ctxfs_owns(rel))
		return ctxfs_truncate(cf->ctx, id, skip_slash(rel), size);
	if (termfs_owns(rel))
		return termfs_truncate(cf->terms, id, skip_slash(rel), size);
	rc = parse_rel(skip_slash(rel), &p);
	if (rc < 0)
		return rc;
	rc = node_exists(cf, id, &p);
	if (rc < 0)
		return rc;
	if (is_dir_kind(p.kind))
		return -EISDIR;
	if (leaf_readonly(p.leaf))
		return -EACCES;
	/* Writable control files have no stored content: truncating them (the
	 * shell's O_TRUNC) is a no-op. */
	return 0;
}

/* ---- directories -------------------------------------------------------- */

int ctlfs_mkdir(struct ctlfs *cf, const char *id, const char *rel, mode_t mode)
{
	struct session *s;
	struct sbox *sb;
	struct cpath p;
	char *sid = NULL;
	int rc;

	if (ctxfs_owns(rel))
		return ctxfs_mkdir(cf->ctx, id, skip_slash(rel), mode);
	if (termfs_owns(rel))
		return termfs_mkdir(cf->terms, id, skip_slash(rel), mode);
	rc = parse_rel(skip_slash(rel), &p);
	if (rc < 0 || p.kind != K_SESS)
		return refuse(cf, id, rel);
	if (!p.name_ok)
		return -EINVAL;
	if (node_exists(cf, id, &p) == 0)
		return -EEXIST;
	rc = sbx_session_create(cf->opts.client, id, p.name, "/workspace", NULL, &sid);
	free(sid);
	/* A session that exists on the server (made by an earlier mount or
	 * another client) is adopted: the bridge answers 502 session_error
	 * "... already exists" for it. */
	if (rc == -EIO && strstr(sbx_last_error(), "already exists"))
		rc = 0;
	if (rc < 0 && rc != -EEXIST)
		return rc;
	s = calloc(1, sizeof(*s));
	if (!s)
		return -ENOMEM;
	memcpy(s->name, p.name, strlen(p.name) + 1);
	pthread_mutex_lock(&cf->mu);
	sb = sbox_get(cf, id, true);
	if (!sb) {
		rc = -ENOMEM;
	} else if (session_find(sb, p.name)) {
		rc = -EEXIST;
	} else {
		struct session **pp = &sb->sessions; /* sorted by name */
		while (*pp && strcmp((*pp)->name, s->name) < 0)
			pp = &(*pp)->next;
		s->next = *pp;
		*pp = s;
		s = NULL;
		rc = 0;
	}
	pthread_mutex_unlock(&cf->mu);
	free(s);
	return rc;
}

int ctlfs_rmdir(struct ctlfs *cf, const char *id, const char *rel)
{
	struct session *s = NULL;
	struct sbox *sb;
	struct cpath p;
	int rc, code;

	if (ctxfs_owns(rel))
		return ctxfs_rmdir(cf->ctx, id, skip_slash(rel));
	if (termfs_owns(rel))
		return termfs_rmdir(cf->terms, id, skip_slash(rel));
	rc = parse_rel(skip_slash(rel), &p);
	if (rc < 0)
		return rc;
	if (p.kind != K_SESS) {
		rc = node_exists(cf, id, &p);
		return rc < 0 ? rc : is_dir_kind(p.kind) ? -EACCES : -ENOTDIR;
	}
	rc = node_exists(cf, id, &p);
	if (rc < 0)
		return rc;
	rc = sbx_session_delete(cf->opts.client, id, p.name);
	if (rc < 0 && rc != -ENOENT)
		return rc;
	{
		/* Best effort: drop the state the wrapper kept in the sandbox. */
		char dir[sizeof(SESSIONS_STATE_DIR) + COMP_MAX + 2];
		const char *argv[] = {"rm", "-rf", "--", dir, NULL};
		snprintf(dir, sizeof(dir), SESSIONS_STATE_DIR "/%s", p.name);
		run_capture(cf, id, NULL, argv, NULL, &code);
	}
	pthread_mutex_lock(&cf->mu);
	sb = sbox_get(cf, id, false);
	for (struct session **pp = sb ? &sb->sessions : NULL; pp && *pp; pp = &(*pp)->next)
		if (strcmp((*pp)->name, p.name) == 0) {
			s = *pp;
			*pp = s->next;
			break;
		}
	pthread_mutex_unlock(&cf->mu);
	if (s) {
		cmdrun_unref(s->latest);
		free(s);
	}
	return 0;
}

int ctlfs_unlink(struct ctlfs *cf, const char *id, const char *rel)
{
	struct port_ent *e = NULL;
	struct sbox *sb;
	struct cpath p;
	int rc;

	if (ctxfs_owns(rel))
		return ctxfs_unlink(cf->ctx, id, skip_slash(rel));
	if (termfs_owns(rel))
		return termfs_unlink(cf->terms, id, skip_slash(rel));
	rc = parse_rel(skip_slash(rel), &p);
	if (rc < 0)
		return rc;
	rc = node_exists(cf, id, &p);
	if (rc < 0)
		return rc;
	if (p.kind != K_PORT)
		return is_dir_kind(p.kind) ? -EISDIR : -EACCES;
	rc = sbx_tunnel_delete(cf->opts.client, id, p.port);
	if (rc < 0)
		return rc;
	pthread_mutex_lock(&cf->mu);
	sb = sbox_get(cf, id, false);
	for (struct port_ent **pp = sb ? &sb->ports : NULL; pp && *pp; pp = &(*pp)->next)
		if ((*pp)->port == p.port) {
			e = *pp;
			*pp = e->next;
			break;
		}
	pthread_mutex_unlock(&cf->mu);
	if (e) {
		free(e->url);
		free(e);
	}
	return 0;
}

/* ---- lifecycle ---------------------------------------------------------- */

static int ctx_new(struct ctlfs *cf)
{
	struct ctxfs_opts xo = {
	    .client = cf->opts.client,
	    .spool_dir = cf->spool_dir,
	    .uid = cf->opts.uid,
	    .gid = cf->opts.gid,
	    .wait_cap_ms = cf->wait_cap_ms,
	    .invalidate = cf->opts.invalidate,
	    .invalidate_arg = cf->opts.invalidate_arg,
	};

	return ctxfs_new(&xo, &cf->ctx);
}

static int terms_new(struct ctlfs *cf)
{
	struct termfs_opts to = {
	    .client = cf->opts.client,
	    .spool_dir = cf->spool_dir,
	    .uid = cf->opts.uid,
	    .gid = cf->opts.gid,
	    .wait_cap_ms = cf->wait_cap_ms,
	    .invalidate = cf->opts.invalidate,
	    .invalidate_arg = cf->opts.invalidate_arg,
	};

	return termfs_new(&to, &cf->terms);
}

int ctlfs_new(const struct ctlfs_opts *opts, struct ctlfs **out)
{
	struct ctlfs *cf;

	if (!opts || !opts->client || !opts->spool_dir)
		return -EINVAL;
	cf = calloc(1, sizeof(*cf));
	if (!cf)
		return -ENOMEM;
	cf->opts = *opts;
	cf->spool_dir = strdup(opts->spool_dir);
	cf->server_url = strdup(opts->server_url ? opts->server_url : "");
	if (!cf->spool_dir || !cf->server_url) {
		free(cf->spool_dir);
		free(cf->server_url);
		free(cf);
		return -ENOMEM;
	}
	cf->opts.spool_dir = cf->spool_dir;
	cf->opts.server_url = cf->server_url;
	pthread_mutex_init(&cf->mu, NULL);
	pthread_cond_init(&cf->scan_cv, NULL);
	cmdrun_pool_init(&cf->pool);
	atomic_init(&cf->seq, 0);
	cf->wait_cap_ms = fuse_wait_cap_ms();
	if (proclogs_new(cf->opts.client, cf->spool_dir, &cf->logs) < 0 || ctx_new(cf) < 0 ||
	    terms_new(cf) < 0) {
		ctlfs_free(cf);
		return -ENOMEM;
	}
	*out = cf;
	return 0;
}

void ctlfs_free(struct ctlfs *cf)
{
	if (!cf)
		return;
	ctxfs_free(cf->ctx);
	termfs_free(cf->terms);
	cmdrun_pool_release(&cf->pool);
	proclogs_free(cf->logs);
	while (cf->sandboxes) {
		struct sbox *sb = cf->sandboxes;
		cf->sandboxes = sb->next;
		sbox_free(sb);
	}
	pthread_cond_destroy(&cf->scan_cv);
	pthread_mutex_destroy(&cf->mu);
	free(cf->spool_dir);
	free(cf->server_url);
	free(cf);
}

void ctlfs_forget_sandbox(struct ctlfs *cf, const char *id)
{
	struct sbox *sb = NULL;

	if (!cf || !id)
		return;
	ctxfs_forget_sandbox(cf->ctx, id);
	termfs_forget_sandbox(cf->terms, id);
	cmdrun_pool_cancel(&cf->pool, id);
	pthread_mutex_lock(&cf->mu);
	for (struct sbox **pp = &cf->sandboxes; *pp; pp = &(*pp)->next)
		if (strcmp((*pp)->id, id) == 0) {
			sb = *pp;
			*pp = sb->next;
			break;
		}
	pthread_mutex_unlock(&cf->mu);
	if (sb)
		sbox_free(sb);
}
