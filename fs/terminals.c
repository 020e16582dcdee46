/* terminals — terminals/ below each sandbox (see terminals.h).
 *
 * State: one struct term per terminal this mount holds, in one list
 * (tf->mu), each with its own lock for its output and state. A terminal's
 * connection is read by its reader thread only; keystrokes and resizes are
 * sent from FUSE threads on the same connection (libsbx serialises sends),
 * under a read lock that the reader takes for writing only to replace a
 * connection that broke (next servers: it reconnects from the cursor of the
 * output it has, so nothing is lost or seen twice).
 *
 * Output is kept on local disk in two spool segments of up to SEG_MAX
 * bytes: when the newer one is full the older is dropped, so a terminal
 * that prints forever costs 2 * SEG_MAX at most, read or not. Offsets in
 * `out` are positions in the whole output stream, and each descriptor
 * keeps its own cursor: a reader that fell behind the dropped segment
 * continues at the oldest byte kept; one that seeks (tail) reads where it
 * asks.
 */
#include "terminals.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#include "spool.h"

#define SEG_MAX (1024 * 1024) /* output kept: 1 to 2 MiB per terminal */
#define PER_SANDBOX 64	      /* terminals held per sandbox */
#define CMD_MAX (64 * 1024)   /* a command line written to new */
#define SIZE_MAX_TEXT 64      /* what may be written to size before a newline */
#define READ_TIMEOUT_MS 250   /* the reader's wait between checks of its stop flag */
#define RECONNECTS 3	      /* of a next terminal whose connection broke, in a row */
#define INVALIDATE_EVERY 0.25 /* seconds between drops of cached metadata on output */
#define TERMS_DIR "/tmp/.sbxfs/terms"

/* v1: the terminal's shell is this script, written into the sandbox by
 * MAKE_SCRIPT: it notes its pid for rmdir, drops the clear-screen prompt
 * command the 0.12 container sets, and runs the command or a login shell. */
static const char MAKE_SCRIPT[] =
    "set -e\n"
    "mkdir -p \"${1%/*}\"\n"
    "printf '%s' \"$2\" >\"$1.cmd\"\n"
    "cat >\"$1\" <<'SBXFS_EOF'\n"
    "#!/bin/bash\n"
    "echo $$ >\"$0.pid\"\n"
    "unset PROMPT_COMMAND\n"
    "cd /workspace 2>/dev/null\n"
    "if [ -s \"$0.cmd\" ]; then exec bash -c \"$(cat \"$0.cmd\")\"; fi\n"
    "exec bash -l\n"
    "SBXFS_EOF\n"
    "chmod 700 \"$1\"\n";
/* v1: with $2 = kill, hang the shell up (an interactive bash passes SIGHUP
 * on to its jobs), SIGKILL its group if it is still there 2 s later; then
 * remove the files. (Not for a shell that has ended: its pid may be
 * another process's by now.) */
static const char KILL_SCRIPT[] =
    "p=$(cat \"$1.pid\" 2>/dev/null)\n"
    "if [ \"$2\" = kill ] && [ -n \"$p\" ] && kill -HUP -- \"$p\" 2>/dev/null; then\n"
    "  for i in $(seq 1 20); do kill -0 \"$p\" 2>/dev/null || break; sleep 0.1; done\n"
    "  kill -KILL -- \"-$p\" \"$p\" 2>/dev/null\n"
    "fi\n"
    "rm -f -- \"$1\" \"$1.pid\" \"$1.cmd\"\n"
    "exit 0\n";

enum tstate { T_RUNNING, T_EXITED, T_FAILED };

struct term {
	struct term *next; /* in tf->terms (tf->mu) */
	struct termfs *tf;
	atomic_int refs;
	bool ready; /* created: visible (tf->mu) */
	char id[SBX_ID_MAX + 1];
	char name[TERM_NAME_MAX + 1];
	unsigned long serial; /* creation order */
	bool v1;
	char *tid;		    /* next: the server's terminal id */
	char *path;		    /* v1: the wrapper script in the sandbox */
	pthread_rwlock_t conn_lock; /* write-locked only to replace conn */
	struct sbx_term *conn;
	pthread_t reader;
	bool has_reader;
	atomic_int stop;
	pthread_mutex_t mu;   /* guards everything below */
	pthread_cond_t cv;    /* output came or the terminal ended */
	struct spool *seg[2]; /* [1] is appended to; [0] the older one, or NULL */
	off_t start[2];	      /* stream offset of each segment's first byte */
	off_t end;	      /* stream offset after the last byte */
	enum tstate state;
	int code, err;
	bool code_known;
	int cols, rows;
	double invalidated; /* when cached metadata was dropped last */
};

struct tbox { /* per sandbox: names for terminals/new */
	struct tbox *next;
	char id[SBX_ID_MAX + 1];
	unsigned next_num;
	char last_new[TERM_NAME_MAX + 1];
};

struct termfs {
	struct termfs_opts opts;
	char *spool_dir;
	pthread_mutex_t mu; /* guards terms, boxes, serial */
	struct term *terms;
	struct tbox *boxes;
	unsigned long serial;
};

enum tnode { N_DIR, N_NEW, N_TERM, N_IN, N_OUT, N_SIZE, N_STATUS };

static const struct {
	const char *name;
	enum tnode node;
	mode_t mode;
} leaves[] = {
    {"in", N_IN, 0200},
    {"out", N_OUT, 0444},
    {"size", N_SIZE, 0644},
    {"status", N_STATUS, 0444},
};

struct termfs_file {
	struct termfs *tf;
	struct term *t; /* N_IN..N_STATUS: a reference */
	char id[SBX_ID_MAX + 1];
	enum tnode node;
	int flags;
	pthread_mutex_t mu;  /* guards everything below */
	struct sbx_buf text; /* status, size, new: what reads return */
	bool loaded;
	struct sbx_buf wbuf; /* size, new: written, not acted on yet */
	bool pending;
	int werr;
	off_t cur, expect; /* out: this descriptor's stream position; the offset
			      the kernel asks next if it reads on */
};

static double now_mono(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* ---- names and paths -------------------------------------------------------- */

bool termfs_owns(const char *rel)
{
	while (rel && *rel == '/')
		rel++;
	return rel && strncmp(rel, "terminals", 9) == 0 && (rel[9] == 0 || rel[9] == '/');
}

bool termfs_valid_name(const char *name)
{
	size_t n = name ? strlen(name) : 0;

	if (n == 0 || n > TERM_NAME_MAX || name[0] == '.' || strcmp(name, "new") == 0)
		return false;
	for (size_t i = 0; i < n; i++) {
		char c = name[i];

		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
		      c == '.' || c == '_' || c == '-'))
			return false;
	}
	return true;
}

static int parse_dim(const char **p, const char *e, int *out)
{
	long v = 0;
	const char *s = *p;

	while (*p < e && **p >= '0' && **p <= '9') {
		v = v * 10 + (**p - '0');
		if (v > 10000)
			return -EINVAL;
		(*p)++;
	}
	if (*p == s || v < 1 || *s == '0')
		return -EINVAL;
	*out = (int)v;
	return 0;
}

int termfs_parse_size(const char *text, size_t len, int *cols, int *rows)
{
	const char *p = text, *e = text + len;
	int c, r;

	while (p < e && strchr(" \t\r\n", *p) && *p)
		p++;
	while (e > p && strchr(" \t\r\n", e[-1]) && e[-1])
		e--;
	if (parse_dim(&p, e, &c) < 0 || p == e || (*p != 'x' && *p != 'X'))
		return -EINVAL;
	p++;
	if (parse_dim(&p, e, &r) < 0 || p != e)
		return -EINVAL;
	*cols = c;
	*rows = r;
	return 0;
}

struct tpath {
	enum tnode node;
	mode_t mode;
	char name[TERM_NAME_MAX + 1];
	bool name_ok;
};

/* Syntax only; -ENOENT for what can never exist. */
static int parse(const char *rel, struct tpath *p)
{
	const char *s, *e;
	size_t n;

	while (*rel == '/')
		rel++;
	memset(p, 0, sizeof(*p));
	if (!termfs_owns(rel))
		return -ENOENT;
	s = rel + 9;
	if (*s == 0) {
		p->node = N_DIR;
		return 0;
	}
	s++;
	e = strchr(s, '/');
	n = e ? (size_t)(e - s) : strlen(s);
	if (n == 0 || n > 255)
		return -ENOENT;
	if (!e && n == 3 && strncmp(s, "new", 3) == 0) {
		p->node = N_NEW;
		p->mode = 0644;
		return 0;
	}
	if (n > TERM_NAME_MAX) {
		p->node = N_TERM; /* too long to be valid: mkdir says EINVAL */
		return e ? -ENOENT : 0;
	}
	memcpy(p->name, s, n);
	p->name[n] = 0;
	p->name_ok = termfs_valid_name(p->name);
	if (!e || e[1] == 0) {
		p->node = N_TERM;
		return 0;
	}
	if (!p->name_ok || strchr(e + 1, '/'))
		return -ENOENT;
	for (size_t i = 0; i < sizeof(leaves) / sizeof(leaves[0]); i++)
		if (strcmp(e + 1, leaves[i].name) == 0) {
			p->node = leaves[i].node;
			p->mode = leaves[i].mode;
			return 0;
		}
	return -ENOENT;
}

/* ---- terminals ------------------------------------------------------------------ */

static void term_unref(struct term *t)
{
	if (!t || atomic_fetch_sub(&t->refs, 1) != 1)
		return;
	sbx_term_close(t->conn);
	spool_unref(t->seg[0]);
	spool_unref(t->seg[1]);
	pthread_rwlock_destroy(&t->conn_lock);
	pthread_mutex_destroy(&t->mu);
	pthread_cond_destroy(&t->cv);
	free(t->tid);
	free(t->path);
	free(t);
}

/* tf->mu held. The ready (or, with any, also the reserved) terminal. */
static struct term *find_locked(struct termfs *tf, const char *id, const char *name, bool any)
{
	for (struct term *t = tf->terms; t; t = t->next)
		if ((any || t->ready) && strcmp(t->name, name) == 0 && strcmp(t->id, id) == 0)
			return t;
	return NULL;
}

static struct term *term_get(struct termfs *tf, const char *id, const char *name)
{
	struct term *t;

	pthread_mutex_lock(&tf->mu);
	t = find_locked(tf, id, name, false);
	if (t)
		atomic_fetch_add(&t->refs, 1);
	pthread_mutex_unlock(&tf->mu);
	return t;
}

static void maybe_invalidate(struct term *t, bool force)
{
	struct termfs *tf = t->tf;
	double now = now_mono();
	bool go;

	pthread_mutex_lock(&t->mu);
	go = force || now - t->invalidated >= INVALIDATE_EVERY;
	if (go)
		t->invalidated = now;
	pthread_mutex_unlock(&t->mu);
	if (go && tf->opts.invalidate)
		tf->opts.invalidate(tf->opts.invalidate_arg, t->id);
}

/* The reader's: keeps bytes of output, dropping the older segment when the
 * newer is full. */
static void out_append(struct term *t, const void *data, size_t len)
{
	pthread_mutex_lock(&t->mu);
	if (spool_size(t->seg[1]) >= SEG_MAX) {
		struct spool *s;

		if (spool_new(t->tf->spool_dir, &s) == 0) {
			spool_unref(t->seg[0]);
			t->seg[0] = t->seg[1];
			t->start[0] = t->start[1];
			t->seg[1] = s;
			t->start[1] = t->end;
		}
	}
	if (spool_append(t->seg[1], data, len) == 0)
		t->end += (off_t)len;
	pthread_cond_broadcast(&t->cv);
	pthread_mutex_unlock(&t->mu);
}

static void set_state(struct term *t, enum tstate st, int code, bool code_known, int err)
{
	pthread_mutex_lock(&t->mu);
	if (t->state == T_RUNNING) {
		t->state = st;
		t->code = code;
		t->code_known = code_known;
		t->err = err;
	}
	pthread_cond_broadcast(&t->cv);
	pthread_mutex_unlock(&t->mu);
}

/* The connection of a next terminal broke: a new one, from the cursor of
 * the output the mount has. */
static int reconnect(struct term *t)
{
	struct sbx_term_connect_opts o = {0};
	struct sbx_term *nc = NULL, *old;
	char cursor[256];
	int rc;

	snprintf(cursor, sizeof(cursor), "%s", sbx_term_cursor(t->conn));
	o.cursor = cursor[0] ? cursor : NULL;
	rc = sbx_terminal_connect(t->tf->opts.client, t->id, t->tid, &o, &nc);
	if (rc < 0)
		return rc;
	pthread_rwlock_wrlock(&t->conn_lock);
	old = t->conn;
	t->conn = nc;
	pthread_rwlock_unlock(&t->conn_lock);
	sbx_term_close(old);
	return 0;
}

static void *reader_main(void *arg)
{
	struct term *t = arg;
	char *buf = malloc(65536);
	int fails = 0;

	while (buf && !atomic_load(&t->stop)) {
		ssize_t n = sbx_term_read(t->conn, buf, 65536, READ_TIMEOUT_MS);
		int code, sig, rc;

		if (n > 0) {
			out_append(t, buf, (size_t)n);
			maybe_invalidate(t, false);
			fails = 0;
			continue;
		}
		if (n == -ETIMEDOUT || n == -EINTR)
			continue;
		if (n == 0 && sbx_term_exit(t->conn, &code, &sig) == 1) {
			set_state(t, T_EXITED, sig > 0 ? 128 + sig : code, code >= 0 || sig > 0, 0);
			break;
		}
		/* ended without an exit, or broken */
		if (!t->v1 && fails++ < RECONNECTS && !atomic_load(&t->stop)) {
			rc = reconnect(t);
			if (rc == 0)
				continue;
			if (rc == -ENOENT) { /* the server no longer has it */
				set_state(t, T_EXITED, -1, false, 0);
				break;
			}
		}
		if (n == 0) /* a v1 server that closes the pty without saying how */
			set_state(t, T_EXITED, -1, false, 0);
		else
			set_state(t, T_FAILED, -1, false, (int)n);
		break;
	}
	if (!buf)
		set_state(t, T_FAILED, -1, false, -ENOMEM);
	free(buf);
	maybe_invalidate(t, true);
	return NULL;
}

/* Stops the reader (it ends within READ_TIMEOUT_MS) and waits for it. */
static void reader_join(struct term *t)
{
	if (!t->has_reader)
		return;
	atomic_store(&t->stop, 1);
	pthread_join(t->reader, NULL);
	t->has_reader = false;
	pthread_mutex_lock(&t->mu);
	pthread_cond_broadcast(&t->cv); /* readers of out: no more output comes */
	pthread_mutex_unlock(&t->mu);
}

static int run_script(struct termfs *tf, const char *id, const char *script, const char *a1,
		      const char *a2)
{
	const char *argv[] = {"bash", "-c", script, "sbxfs-term", a1, a2, NULL};
	struct sbx_exec_opts o = {.op = "terminal"};
	int rc, code = 0;

	rc = sbx_exec_capture(tf->opts.client, id, argv, &o, NULL, NULL, &code);
	return rc < 0 ? rc : code != 0 ? -EIO : 0;
}

/* Starts the terminal's process and connects to it. */
static int term_start(struct term *t, const char *cmdline)
{
	struct termfs *tf = t->tf;
	const char *login[] = {"bash", "-l", NULL};
	const char *cmd[] = {"bash", "-c", cmdline, NULL};
	struct sbx_terminal_opts to = {.cwd = "/workspace", .cols = t->cols, .rows = t->rows};
	struct sbx_terminal st = {0};
	unsigned char raw[8];
	char key[40];
	int rc;

	rc = sbx_terminal_create(tf->opts.client, t->id, cmdline ? cmd : login, &to, &st);
	if (rc == 0) {
		t->tid = strdup(st.id);
		sbx_terminal_release(&st);
		if (!t->tid)
			return -ENOMEM;
		rc = sbx_terminal_connect(tf->opts.client, t->id, t->tid, NULL, &t->conn);
		if (rc < 0)
			sbx_terminal_terminate(tf->opts.client, t->id, t->tid);
		return rc;
	}
	if (rc != -ENOSYS)
		return rc;
	/* v1: the /pty of a session of its own */
	t->v1 = true;
	if (getrandom(raw, sizeof(raw), 0) != sizeof(raw))
		return -EIO;
	snprintf(key, sizeof(key), "sbxfs-term-");
	for (size_t i = 0; i < sizeof(raw); i++)
		snprintf(key + strlen(key), 3, "%02x", raw[i]);
	if (asprintf(&t->path, TERMS_DIR "/%s", key) < 0) {
		t->path = NULL;
		return -ENOMEM;
	}
	rc = run_script(tf, t->id, MAKE_SCRIPT, t->path, cmdline ? cmdline : "");
	if (rc < 0)
		return rc;
	rc = sbx_pty_connect(tf->opts.client, t->id, key, t->cols, t->rows, t->path, &t->conn);
	if (rc < 0)
		run_script(tf, t->id, KILL_SCRIPT, t->path, "kill");
	return rc;
}

/* tf->mu held: makes room for one more terminal in sandbox id by dropping
 * the oldest exited one; *drop gets it (to be let go of outside the lock).
 * -EAGAIN when PER_SANDBOX run. */
static int room_locked(struct termfs *tf, const char *id, struct term **drop)
{
	struct term *oldest = NULL;
	size_t n = 0;

	*drop = NULL;
	for (struct term *t = tf->terms; t; t = t->next) {
		bool ended;

		if (strcmp(t->id, id) != 0)
			continue;
		n++;
		pthread_mutex_lock(&t->mu);
		ended = t->state != T_RUNNING;
		pthread_mutex_unlock(&t->mu);
		if (t->ready && ended && (!oldest || t->serial < oldest->serial))
			oldest = t;
	}
	if (n < PER_SANDBOX)
		return 0;
	if (!oldest)
		return -EAGAIN;
	for (struct term **pp = &tf->terms; *pp; pp = &(*pp)->next)
		if (*pp == oldest) {
			*pp = oldest->next;
			break;
		}
	*drop = oldest;
	return 0;
}

static void term_let_go(struct term *t)
{
	if (!t)
		return;
	reader_join(t);
	term_unref(t);
}

/* Creates terminal name in sandbox id running cmdline (NULL: a login
 * shell). name == NULL: the next free number, written to name_out. */
static int term_create(struct termfs *tf, const char *id, const char *name, const char *cmdline,
		       char name_out[TERM_NAME_MAX + 1])
{
	struct term *t, *drop = NULL;
	struct tbox *b = NULL;
	pthread_attr_t attr;
	int rc;

	if (strlen(id) > SBX_ID_MAX)
		return -ENOENT;
	t = calloc(1, sizeof(*t));
	if (!t)
		return -ENOMEM;
	atomic_init(&t->refs, 1);
	atomic_init(&t->stop, 0);
	pthread_rwlock_init(&t->conn_lock, NULL);
	pthread_mutex_init(&t->mu, NULL);
	pthread_cond_init(&t->cv, NULL);
	t->tf = tf;
	t->cols = 80;
	t->rows = 24;
	snprintf(t->id, sizeof(t->id), "%s", id);
	if (spool_new(tf->spool_dir, &t->seg[1]) < 0) {
		term_unref(t);
		return -ENOMEM;
	}

	/* reserve the name */
	pthread_mutex_lock(&tf->mu);
	if (!name) {
		for (b = tf->boxes; b && strcmp(b->id, id) != 0; b = b->next)
			;
		if (!b && (b = calloc(1, sizeof(*b)))) {
			snprintf(b->id, sizeof(b->id), "%s", id);
			b->next_num = 1;
			b->next = tf->boxes;
			tf->boxes = b;
		}
		if (!b) {
			pthread_mutex_unlock(&tf->mu);
			term_unref(t);
			return -ENOMEM;
		}
		do
			snprintf(t->name, sizeof(t->name), "%u", b->next_num++);
		while (find_locked(tf, id, t->name, true));
	} else if (find_locked(tf, id, name, true)) {
		pthread_mutex_unlock(&tf->mu);
		term_unref(t);
		return -EEXIST;
	} else {
		snprintf(t->name, sizeof(t->name), "%s", name);
	}
	rc = room_locked(tf, id, &drop);
	if (rc < 0) {
		pthread_mutex_unlock(&tf->mu);
		term_unref(t);
		return rc;
	}
	t->serial = ++tf->serial;
	t->next = tf->terms;
	tf->terms = t;
	atomic_fetch_add(&t->refs, 1); /* the list's */
	pthread_mutex_unlock(&tf->mu);
	term_let_go(drop);

	rc = term_start(t, cmdline);
	if (rc == 0) {
		pthread_attr_init(&attr);
		rc = -pthread_create(&t->reader, &attr, reader_main, t);
		pthread_attr_destroy(&attr);
		t->has_reader = rc == 0;
		if (rc < 0) {
			if (t->v1)
				run_script(tf, id, KILL_SCRIPT, t->path, "kill");
			else
				sbx_terminal_terminate(tf->opts.client, id, t->tid);
		}
	}
	pthread_mutex_lock(&tf->mu);
	if (rc < 0) {
		for (struct term **pp = &tf->terms; *pp; pp = &(*pp)->next)
			if (*pp == t) {
				*pp = t->next;
				term_unref(t); /* the list's */
				break;
			}
	} else {
		t->ready = true;
		if (name_out)
			snprintf(name_out, TERM_NAME_MAX + 1, "%s", t->name);
		if (b)
			snprintf(b->last_new, sizeof(b->last_new), "%s", t->name);
	}
	pthread_mutex_unlock(&tf->mu);
	term_unref(t);
	return rc;
}

/* Ends terminal t (already off the list) and lets go of it. */
static int term_end(struct termfs *tf, struct term *t)
{
	bool running;
	int rc = 0;

	pthread_mutex_lock(&t->mu);
	running = t->state == T_RUNNING;
	pthread_mutex_unlock(&t->mu);
	if (running) {
		if (t->v1)
			rc = run_script(tf, t->id, KILL_SCRIPT, t->path, "kill");
		else
			rc = sbx_terminal_terminate(tf->opts.client, t->id, t->tid);
		if (rc == -ENOENT)
			rc = 0;
		if (rc == 0) { /* let the reader see the end (2 s at most) */
			struct timespec ts;

			clock_gettime(CLOCK_REALTIME, &ts);
			ts.tv_sec += 2;
			pthread_mutex_lock(&t->mu);
			while (t->state == T_RUNNING && t->has_reader &&
			       pthread_cond_timedwait(&t->cv, &t->mu, &ts) == 0)
				;
			pthread_mutex_unlock(&t->mu);
		}
	} else if (t->v1) {
		run_script(tf, t->id, KILL_SCRIPT, t->path, "clean"); /* best effort */
	}
	return rc;
}

/* ---- attributes and listings ----------------------------------------------------- */

static void fill_stat(struct termfs *tf, struct stat *st, bool dir, mode_t mode)
{
	struct timespec now;

	clock_gettime(CLOCK_REALTIME, &now);
	memset(st, 0, sizeof(*st));
	st->st_mode = dir ? (S_IFDIR | 0755) : (S_IFREG | mode);
	st->st_nlink = dir ? 2 : 1;
	st->st_uid = tf->opts.uid;
	st->st_gid = tf->opts.gid;
	st->st_blksize = 4096;
	st->st_atim = st->st_mtim = st->st_ctim = now;
}

int termfs_getattr(struct termfs *tf, const char *id, const char *rel, struct stat *st)
{
	struct tpath p;
	struct stat s;
	struct term *t = NULL;
	int rc = parse(rel, &p);

	if (rc < 0)
		return rc;
	if (p.node != N_DIR && p.node != N_NEW) {
		t = p.name_ok ? term_get(tf, id, p.name) : NULL;
		if (!t)
			return -ENOENT;
	}
	fill_stat(tf, &s, p.node == N_DIR || p.node == N_TERM, p.mode);
	if (p.node == N_OUT) {
		pthread_mutex_lock(&t->mu);
		s.st_size = t->end; /* tail(1) starts from the size */
		pthread_mutex_unlock(&t->mu);
	}
	term_unref(t);
	*st = s;
	return 0;
}

int termfs_readdir(struct termfs *tf, const char *id, const char *rel, termfs_fill_fn fill,
		   void *arg)
{
	char(*names)[TERM_NAME_MAX + 1] = NULL;
	size_t n = 0, cap = 0;
	struct tpath p;
	struct stat st;
	struct term *t;
	int rc = parse(rel, &p);

	if (rc < 0)
		return rc;
	if (p.node == N_TERM) {
		t = p.name_ok ? term_get(tf, id, p.name) : NULL;
		if (!t)
			return -ENOENT;
		term_unref(t);
		for (size_t i = 0; i < sizeof(leaves) / sizeof(leaves[0]); i++) {
			fill_stat(tf, &st, false, leaves[i].mode);
			if (fill(arg, leaves[i].name, &st))
				break;
		}
		return 0;
	}
	if (p.node != N_DIR)
		return -ENOTDIR;
	fill_stat(tf, &st, false, 0644);
	if (fill(arg, "new", &st))
		return 0;
	pthread_mutex_lock(&tf->mu);
	for (t = tf->terms; t; t = t->next) {
		if (!t->ready || strcmp(t->id, id) != 0)
			continue;
		if (n == cap) {
			void *q = realloc(names, (cap ? cap * 2 : 8) * sizeof(*names));
			if (!q) {
				rc = -ENOMEM;
				break;
			}
			names = q;
			cap = cap ? cap * 2 : 8;
		}
		memcpy(names[n++], t->name, sizeof(t->name));
	}
	pthread_mutex_unlock(&tf->mu);
	for (size_t i = 0; rc == 0 && i < n; i++) {
		fill_stat(tf, &st, true, 0755);
		if (fill(arg, names[i], &st))
			break;
	}
	free(names);
	return rc;
}

/* ---- files ------------------------------------------------------------------- */

int termfs_open(struct termfs *tf, const char *id, const char *rel, int flags,
		struct termfs_file **out)
{
	struct termfs_file *f;
	struct tpath p;
	struct term *t = NULL;
	int rc = parse(rel, &p), mode = flags & O_ACCMODE;

	if (rc < 0)
		return rc;
	if (p.node != N_DIR && p.node != N_NEW) {
		t = p.name_ok ? term_get(tf, id, p.name) : NULL;
		if (!t)
			return -ENOENT;
	}
	if (p.node == N_DIR || p.node == N_TERM)
		rc = -EISDIR;
	else if ((p.node == N_OUT || p.node == N_STATUS) && mode != O_RDONLY)
		rc = -EACCES;
	else if (p.node == N_IN && mode == O_RDONLY)
		rc = -EACCES;
	if (rc < 0 || strlen(id) > SBX_ID_MAX) {
		term_unref(t);
		return rc < 0 ? rc : -ENOENT;
	}
	f = calloc(1, sizeof(*f));
	if (!f) {
		term_unref(t);
		return -ENOMEM;
	}
	f->tf = tf;
	f->t = t;
	f->node = p.node;
	f->flags = flags;
	snprintf(f->id, sizeof(f->id), "%s", id);
	pthread_mutex_init(&f->mu, NULL);
	sbx_buf_init(&f->text, 4096);
	sbx_buf_init(&f->wbuf, p.node == N_NEW ? CMD_MAX + 1 : SIZE_MAX_TEXT + 1);
	if (p.node == N_NEW && mode != O_RDONLY && (flags & O_TRUNC))
		f->pending = true; /* `: > new` is an empty command: EINVAL at close */
	*out = f;
	return 0;
}

/* What creating rel (not existing) is answered: EACCES where its parent
 * directory exists (names there are fixed, or made by mkdir), else ENOENT. */
static int refuse(struct termfs *tf, const char *id, const char *rel)
{
	char parent[TERM_NAME_MAX + 16];
	const char *slash;
	struct stat st;
	size_t n;

	while (*rel == '/')
		rel++;
	slash = strrchr(rel, '/');
	if (!slash)
		return -EACCES;
	n = (size_t)(slash - rel);
	if (n >= sizeof(parent))
		return -ENOENT;
	memcpy(parent, rel, n);
	parent[n] = 0;
	if (termfs_getattr(tf, id, parent, &st) < 0)
		return -ENOENT;
	return S_ISDIR(st.st_mode) ? -EACCES : -ENOTDIR;
}

int termfs_create(struct termfs *tf, const char *id, const char *rel, int flags,
		  struct termfs_file **out)
{
	struct stat st;
	int rc = termfs_getattr(tf, id, rel, &st);

	if (rc == 0)
		return (flags & O_EXCL) ? -EEXIST : termfs_open(tf, id, rel, flags, out);
	return refuse(tf, id, rel);
}

static void file_free(struct termfs_file *f)
{
	term_unref(f->t);
	sbx_buf_release(&f->text);
	sbx_buf_release(&f->wbuf);
	pthread_mutex_destroy(&f->mu);
	free(f);
}

/* f->mu held. */
static int load_text(struct termfs_file *f)
{
	struct term *t = f->t;
	char line[128];
	int n = 0;

	if (f->loaded)
		return 0;
	switch (f->node) {
	case N_STATUS:
		pthread_mutex_lock(&t->mu);
		if (t->state == T_RUNNING)
			n = snprintf(line, sizeof(line), "running\n");
		else if (t->state == T_EXITED && t->code_known)
			n = snprintf(line, sizeof(line), "exited %d\n", t->code);
		else if (t->state == T_EXITED)
			n = snprintf(line, sizeof(line), "exited\n");
		else
			n = snprintf(line, sizeof(line), "error: %s\n", strerror(-t->err));
		pthread_mutex_unlock(&t->mu);
		break;
	case N_SIZE:
		pthread_mutex_lock(&t->mu);
		n = snprintf(line, sizeof(line), "%dx%d\n", t->cols, t->rows);
		pthread_mutex_unlock(&t->mu);
		break;
	case N_NEW:
		line[0] = 0;
		if ((f->flags & O_ACCMODE) == O_RDONLY) { /* the latest made through new */
			pthread_mutex_lock(&f->tf->mu);
			for (struct tbox *b = f->tf->boxes; b; b = b->next)
				if (strcmp(b->id, f->id) == 0 && b->last_new[0])
					snprintf(line, sizeof(line), "%s\n", b->last_new);
			pthread_mutex_unlock(&f->tf->mu);
			n = (int)strlen(line);
		}
		break;
	default:
		break;
	}
	if (n > 0 && sbx_buf_add(&f->text, line, (size_t)n) < 0)
		return -ENOMEM;
	f->loaded = true;
	return 0;
}

static ssize_t read_text(struct termfs_file *f, char *buf, size_t size, off_t off)
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

static void deadline_after(struct timespec *ts, long ms)
{
	clock_gettime(CLOCK_MONOTONIC, ts);
	ts->tv_sec += ms / 1000;
	ts->tv_nsec += (ms % 1000) * 1000000L;
	if (ts->tv_nsec >= 1000000000L) {
		ts->tv_sec++;
		ts->tv_nsec -= 1000000000L;
	}
}

static bool passed(const struct timespec *d)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return now.tv_sec > d->tv_sec || (now.tv_sec == d->tv_sec && now.tv_nsec >= d->tv_nsec);
}

/* out: from the descriptor's position (see the top of this file). */
static ssize_t read_out(struct termfs_file *f, char *buf, size_t size, off_t off,
			bool (*interrupted)(void *arg), void *arg)
{
	struct term *t = f->t;
	long cap = f->tf->opts.wait_cap_ms;
	struct timespec deadline;
	struct spool *s;
	off_t pos, rel, oldest;
	ssize_t n;
	int i;

	if (size == 0)
		return 0;
	pthread_mutex_lock(&f->mu);
	pos = off == f->expect ? f->cur : off;
	pthread_mutex_unlock(&f->mu);
	if (cap > 0)
		deadline_after(&deadline, cap);
	pthread_mutex_lock(&t->mu);
	for (;;) {
		struct timespec ts;

		oldest = t->seg[0] ? t->start[0] : t->start[1];
		if (pos < oldest)
			pos = oldest; /* dropped: go on with what is kept */
		if (pos < t->end)
			break;
		if (t->state != T_RUNNING || atomic_load(&t->stop)) {
			int err = t->state == T_FAILED ? t->err : 0;
			pthread_mutex_unlock(&t->mu);
			return err;
		}
		if (interrupted && interrupted(arg)) {
			pthread_mutex_unlock(&t->mu);
			return -EINTR;
		}
		if (cap > 0 && passed(&deadline)) {
			pthread_mutex_unlock(&t->mu);
			return -EAGAIN;
		}
		clock_gettime(CLOCK_REALTIME, &ts);
		ts.tv_nsec += 100 * 1000 * 1000;
		if (ts.tv_nsec >= 1000000000L) {
			ts.tv_sec++;
			ts.tv_nsec -= 1000000000L;
		}
		pthread_cond_timedwait(&t->cv, &t->mu, &ts);
	}
	i = t->seg[0] && pos < t->start[1] ? 0 : 1;
	s = spool_ref(t->seg[i]);
	rel = pos - t->start[i];
	pthread_mutex_unlock(&t->mu);
	n = spool_read(s, buf, size, rel, false, NULL, NULL);
	spool_unref(s);
	if (n > 0) {
		pthread_mutex_lock(&f->mu);
		f->cur = pos + n;
		f->expect = off + n;
		pthread_mutex_unlock(&f->mu);
	}
	return n == -EAGAIN ? 0 : n;
}

/* f->mu held: acts on a complete line written to size. */
static int resize_now(struct termfs_file *f, const char *text, size_t len)
{
	struct term *t = f->t;
	int cols, rows, rc;

	rc = termfs_parse_size(text, len, &cols, &rows);
	if (rc < 0)
		return rc;
	pthread_mutex_lock(&t->mu);
	rc = t->state == T_RUNNING ? 0 : -EPIPE;
	pthread_mutex_unlock(&t->mu);
	if (rc < 0)
		return rc;
	pthread_rwlock_rdlock(&t->conn_lock);
	rc = sbx_term_resize(t->conn, cols, rows);
	pthread_rwlock_unlock(&t->conn_lock);
	if (rc < 0)
		return rc;
	pthread_mutex_lock(&t->mu);
	t->cols = cols;
	t->rows = rows;
	pthread_mutex_unlock(&t->mu);
	sbx_buf_release(&f->text);
	f->loaded = false;
	return 0;
}

/* f->mu held: starts what was written to new. */
static int new_now(struct termfs_file *f)
{
	struct sbx_buf b = f->wbuf;
	char name[TERM_NAME_MAX + 1], line[TERM_NAME_MAX + 2];
	bool blank = true;
	int rc = f->werr;

	f->pending = false;
	f->werr = 0;
	sbx_buf_init(&f->wbuf, CMD_MAX + 1);
	for (size_t i = 0; rc == 0 && i < b.len; i++) {
		if (b.data[i] == 0)
			rc = -EINVAL;
		else if (!strchr(" \t\r\n\v\f", b.data[i]))
			blank = false;
	}
	if (rc == 0 && blank)
		rc = -EINVAL;
	if (rc == 0)
		rc = term_create(f->tf, f->id, NULL, b.data, name);
	sbx_buf_release(&b);
	if (rc < 0)
		return rc;
	sbx_buf_release(&f->text);
	snprintf(line, sizeof(line), "%s\n", name);
	rc = sbx_buf_add(&f->text, line, strlen(line));
	f->loaded = rc == 0;
	f->cur = 0;
	return rc;
}

ssize_t termfs_read(struct termfs_file *f, char *buf, size_t size, off_t off,
		    bool (*interrupted)(void *arg), void *arg)
{
	ssize_t n;
	int rc;

	if (!f)
		return -EBADF;
	if ((f->flags & O_ACCMODE) == O_WRONLY)
		return -EBADF;
	if (f->node == N_OUT)
		return read_out(f, buf, size, off, interrupted, arg);
	pthread_mutex_lock(&f->mu);
	if (f->node == N_NEW && (f->flags & O_ACCMODE) == O_RDWR) {
		/* the name of what this descriptor wrote, from the start */
		if (f->pending) {
			rc = new_now(f);
			if (rc < 0) {
				pthread_mutex_unlock(&f->mu);
				return rc;
			}
		}
		n = read_text(f, buf, size, f->cur);
		if (n > 0)
			f->cur += n;
	} else {
		n = read_text(f, buf, size, off);
	}
	pthread_mutex_unlock(&f->mu);
	return n;
}

ssize_t termfs_write(struct termfs_file *f, const char *buf, size_t size, off_t off)
{
	struct term *t = f ? f->t : NULL;
	int rc = 0;

	if (!f)
		return -EBADF;
	if ((f->flags & O_ACCMODE) == O_RDONLY)
		return -EBADF;
	switch (f->node) {
	case N_IN:
		pthread_mutex_lock(&t->mu);
		rc = t->state == T_RUNNING ? 0 : -EPIPE;
		pthread_mutex_unlock(&t->mu);
		if (rc < 0)
			return rc;
		pthread_rwlock_rdlock(&t->conn_lock);
		rc = sbx_term_write(t->conn, buf, size);
		pthread_rwlock_unlock(&t->conn_lock);
		return rc < 0 ? rc : (ssize_t)size;
	case N_SIZE:
	case N_NEW:
		pthread_mutex_lock(&f->mu);
		if (!f->pending) {
			sbx_buf_release(&f->wbuf);
			f->werr = 0;
		}
		f->pending = true;
		if (f->werr == 0) {
			rc = sbx_buf_add(&f->wbuf, buf, size);
			if (rc == -E2BIG)
				sbx_buf_release(&f->wbuf);
			if (rc < 0)
				f->werr = f->node == N_SIZE && rc == -E2BIG ? -EINVAL : rc;
		}
		rc = f->werr;
		if (rc == 0 && f->node == N_SIZE) {
			/* each complete line now, so `echo 100x30 > size` sees
			 * its error from write() (the shell ignores close's) */
			char *nl;
			while (rc == 0 && f->wbuf.len &&
			       (nl = memchr(f->wbuf.data, '\n', f->wbuf.len))) {
				size_t llen = (size_t)(nl - f->wbuf.data) + 1;
				bool blank = strspn(f->wbuf.data, " \t\r\n") >= llen;

				rc = blank ? 0 : resize_now(f, f->wbuf.data, llen);
				memmove(f->wbuf.data, f->wbuf.data + llen, f->wbuf.len - llen + 1);
				f->wbuf.len -= llen;
			}
			if (f->wbuf.len == 0)
				f->pending = false;
		}
		pthread_mutex_unlock(&f->mu);
		return rc < 0 ? rc : (ssize_t)size;
	default:
		return -EBADF;
	}
}

int termfs_flush(struct termfs_file *f)
{
	int rc = 0;

	if (!f)
		return 0;
	pthread_mutex_lock(&f->mu);
	if (f->pending && f->node == N_NEW) {
		rc = new_now(f);
	} else if (f->pending && f->node == N_SIZE) {
		f->pending = false;
		rc = f->werr;
		f->werr = 0;
		if (rc == 0 && strspn(f->wbuf.data ? f->wbuf.data : "", " \t\r\n") < f->wbuf.len)
			rc = resize_now(f, f->wbuf.data, f->wbuf.len);
		sbx_buf_release(&f->wbuf);
	}
	pthread_mutex_unlock(&f->mu);
	return rc;
}

void termfs_release(struct termfs_file *f)
{
	if (!f)
		return;
	termfs_flush(f); /* normally a no-op: flush came first */
	file_free(f);
}

int termfs_truncate(struct termfs *tf, const char *id, const char *rel, off_t size)
{
	struct stat st;
	struct tpath p;
	int rc = termfs_getattr(tf, id, rel, &st);

	if (rc < 0)
		return rc;
	parse(rel, &p);
	if (S_ISDIR(st.st_mode))
		return -EISDIR;
	if (p.node == N_OUT || p.node == N_STATUS)
		return -EACCES;
	return 0; /* in, size, new: nothing stored to truncate (the shell's O_TRUNC) */
}

/* ---- directories -------------------------------------------------------------- */

int termfs_mkdir(struct termfs *tf, const char *id, const char *rel, mode_t mode)
{
	struct stat st;
	struct tpath p;

	if (termfs_getattr(tf, id, rel, &st) == 0)
		return -EEXIST;
	if (parse(rel, &p) < 0 || p.node != N_TERM)
		return refuse(tf, id, rel);
	if (!p.name_ok)
		return -EINVAL;
	return term_create(tf, id, p.name, NULL, NULL);
}

int termfs_rmdir(struct termfs *tf, const char *id, const char *rel)
{
	struct term *t = NULL;
	struct tpath p;
	int rc = parse(rel, &p);

	if (rc < 0)
		return rc;
	if (p.node != N_TERM) {
		struct stat st;

		rc = termfs_getattr(tf, id, rel, &st);
		return rc < 0 ? rc : S_ISDIR(st.st_mode) ? -EACCES : -ENOTDIR;
	}
	if (!p.name_ok)
		return -ENOENT;
	pthread_mutex_lock(&tf->mu);
	t = find_locked(tf, id, p.name, false);
	if (t)
		t->ready = false; /* being ended: not listed, not created again yet */
	pthread_mutex_unlock(&tf->mu);
	if (!t)
		return -ENOENT;
	rc = term_end(tf, t);
	pthread_mutex_lock(&tf->mu);
	if (rc < 0) {
		t->ready = true; /* still there: the server said no */
		t = NULL;
	} else {
		for (struct term **pp = &tf->terms; *pp; pp = &(*pp)->next)
			if (*pp == t) {
				*pp = t->next;
				break;
			}
	}
	pthread_mutex_unlock(&tf->mu);
	term_let_go(t);
	return rc;
}

int termfs_unlink(struct termfs *tf, const char *id, const char *rel)
{
	struct stat st;
	int rc = termfs_getattr(tf, id, rel, &st);

	if (rc < 0)
		return rc;
	return S_ISDIR(st.st_mode) ? -EISDIR : -EACCES;
}

/* ---- lifecycle --------------------------------------------------------------- */

int termfs_new(const struct termfs_opts *opts, struct termfs **out)
{
	struct termfs *tf;

	if (!opts || !opts->client || !opts->spool_dir)
		return -EINVAL;
	tf = calloc(1, sizeof(*tf));
	if (!tf)
		return -ENOMEM;
	tf->opts = *opts;
	tf->spool_dir = strdup(opts->spool_dir);
	if (!tf->spool_dir) {
		free(tf);
		return -ENOMEM;
	}
	tf->opts.spool_dir = tf->spool_dir;
	pthread_mutex_init(&tf->mu, NULL);
	*out = tf;
	return 0;
}

/* Takes sandbox id's terminals (all when id is NULL) off the list and lets
 * go of them: their readers stop, their connections close. */
static void let_go_all(struct termfs *tf, const char *id)
{
	struct term *mine = NULL;

	pthread_mutex_lock(&tf->mu);
	for (struct term **pp = &tf->terms; *pp;) {
		struct term *t = *pp;

		/* one being made or ended is its creator's or remover's */
		if (!id || (t->ready && strcmp(t->id, id) == 0)) {
			*pp = t->next;
			t->next = mine;
			mine = t;
			atomic_store(&t->stop, 1); /* all readers stop at once */
		} else {
			pp = &t->next;
		}
	}
	pthread_mutex_unlock(&tf->mu);
	while (mine) {
		struct term *t = mine;

		mine = t->next;
		term_let_go(t);
	}
}

void termfs_free(struct termfs *tf)
{
	if (!tf)
		return;
	let_go_all(tf, NULL);
	while (tf->boxes) {
		struct tbox *b = tf->boxes;
		tf->boxes = b->next;
		free(b);
	}
	pthread_mutex_destroy(&tf->mu);
	free(tf->spool_dir);
	free(tf);
}

void termfs_forget_sandbox(struct termfs *tf, const char *id)
{
	if (!tf || !id)
		return;
	let_go_all(tf, id);
	pthread_mutex_lock(&tf->mu);
	for (struct tbox **pp = &tf->boxes; *pp; pp = &(*pp)->next)
		if (strcmp((*pp)->id, id) == 0) {
			struct tbox *b = *pp;
			*pp = b->next;
			free(b);
			break;
		}
	pthread_mutex_unlock(&tf->mu);
}
