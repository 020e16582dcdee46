/* terminals — the terminals/ subtree: names, paths, attributes, listings,
 * mkdir/rmdir and lifecycle, registered with fs/ctlfs.c as one subtree
 * (termfs_subtree_ops). One terminal's machinery is fs/term.c, the open
 * files fs/termfile.c (shared definitions and lock order: fs/termint.h).
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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#include "termint.h"

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

/* Syntax only; -ENOENT for what can never exist. */
int term_parse(const char *rel, struct tpath *p)
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

/* ---- attributes and listings ----------------------------------------------------- */

void term_fill_stat(struct termfs *tf, struct stat *st, bool dir, mode_t mode)
{
	struct timespec now;

	clock_gettime(CLOCK_REALTIME, &now);
	memset(st, 0, sizeof(*st));
	st->st_mode = dir ? (S_IFDIR | 0755) : (S_IFREG | mode);
	st->st_nlink = dir ? 2 : 1;
	st->st_uid = tf->env.uid;
	st->st_gid = tf->env.gid;
	st->st_blksize = 4096;
	st->st_atim = st->st_mtim = st->st_ctim = now;
}

int term_getattr(struct termfs *tf, const char *id, const char *rel, struct stat *st)
{
	struct tpath p;
	struct stat s;
	struct term *t = NULL;
	int rc = term_parse(rel, &p);

	if (rc < 0)
		return rc;
	if (p.node != N_DIR && p.node != N_NEW) {
		t = p.name_ok ? term_get(tf, id, p.name) : NULL;
		if (!t)
			return -ENOENT;
	}
	term_fill_stat(tf, &s, p.node == N_DIR || p.node == N_TERM, p.mode);
	if (p.node == N_OUT) {
		pthread_mutex_lock(&t->mu);
		s.st_size = t->end; /* tail(1) starts from the size */
		pthread_mutex_unlock(&t->mu);
	}
	term_unref(t);
	*st = s;
	return 0;
}

static int term_readdir(struct termfs *tf, const char *id, const char *rel, ctlfs_fill_fn fill,
			void *arg)
{
	char(*names)[TERM_NAME_MAX + 1] = NULL;
	size_t n = 0, cap = 0;
	struct tpath p;
	struct stat st;
	struct term *t;
	int rc = term_parse(rel, &p);

	if (rc < 0)
		return rc;
	if (p.node == N_TERM) {
		t = p.name_ok ? term_get(tf, id, p.name) : NULL;
		if (!t)
			return -ENOENT;
		term_unref(t);
		for (size_t i = 0; i < sizeof(leaves) / sizeof(leaves[0]); i++) {
			term_fill_stat(tf, &st, false, leaves[i].mode);
			if (fill(arg, leaves[i].name, &st))
				break;
		}
		return 0;
	}
	if (p.node != N_DIR)
		return -ENOTDIR;
	term_fill_stat(tf, &st, false, 0644);
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
		term_fill_stat(tf, &st, true, 0755);
		if (fill(arg, names[i], &st))
			break;
	}
	free(names);
	return rc;
}

/* ---- directories -------------------------------------------------------------- */

static int term_mkdir(struct termfs *tf, const char *id, const char *rel, mode_t mode)
{
	struct stat st;
	struct tpath p;

	if (term_getattr(tf, id, rel, &st) == 0)
		return -EEXIST;
	if (term_parse(rel, &p) < 0 || p.node != N_TERM)
		return term_refuse(tf, id, rel);
	if (!p.name_ok)
		return -EINVAL;
	return term_create(tf, id, p.name, NULL, NULL);
}

static int term_rmdir(struct termfs *tf, const char *id, const char *rel)
{
	struct term *t = NULL;
	struct tpath p;
	int rc = term_parse(rel, &p);

	if (rc < 0)
		return rc;
	if (p.node != N_TERM) {
		struct stat st;

		rc = term_getattr(tf, id, rel, &st);
		return rc < 0 ? rc : S_ISDIR(st.st_mode) ? -EACCES : -ENOTDIR;
	}
	if (!p.name_ok)
		return -ENOENT;
	pthread_mutex_lock(&tf->mu);
	t = term_find_locked(tf, id, p.name, false);
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

static int term_unlink(struct termfs *tf, const char *id, const char *rel)
{
	struct stat st;
	int rc = term_getattr(tf, id, rel, &st);

	if (rc < 0)
		return rc;
	return S_ISDIR(st.st_mode) ? -EISDIR : -EACCES;
}

/* ---- lifecycle --------------------------------------------------------------- */

int termfs_new(const struct ctlfs_env *env, struct termfs **out)
{
	struct termfs *tf;

	if (!env || !env->client || !env->spool_dir)
		return -EINVAL;
	tf = calloc(1, sizeof(*tf));
	if (!tf)
		return -ENOMEM;
	tf->env = *env;
	pthread_mutex_init(&tf->mu, NULL);
	*out = tf;
	return 0;
}

/* Takes sandbox id's terminals (all when id is NULL) off the list and lets
 * go of them: their readers stop, their connections close. */
void term_let_go_all(struct termfs *tf, const char *id)
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

static void term_free(struct termfs *tf)
{
	if (!tf)
		return;
	term_let_go_all(tf, NULL);
	while (tf->boxes) {
		struct tbox *b = tf->boxes;
		tf->boxes = b->next;
		free(b);
	}
	pthread_mutex_destroy(&tf->mu);
	free(tf);
}

static void term_forget_sandbox(struct termfs *tf, const char *id)
{
	if (!tf || !id)
		return;
	term_let_go_all(tf, id);
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

/* ---- the subtree's table (fs/ctlsub.h) -------------------------------------------- */

static int sub_getattr(void *sub, const char *id, const char *rel, struct stat *st)
{
	return term_getattr(sub, id, rel, st);
}

static int sub_readdir(void *sub, const char *id, const char *rel, ctlfs_fill_fn fill, void *arg)
{
	return term_readdir(sub, id, rel, fill, arg);
}

static int sub_open(void *sub, const char *id, const char *rel, int flags, struct ctlfs_file **out)
{
	struct termfs_file *f;
	int rc = termfs_open(sub, id, rel, flags, &f);

	if (rc == 0)
		*out = &f->base;
	return rc;
}

static int sub_create(void *sub, const char *id, const char *rel, mode_t mode, int flags,
		      struct ctlfs_file **out)
{
	struct termfs_file *f;
	int rc = termfs_create(sub, id, rel, flags, &f);

	if (rc == 0)
		*out = &f->base;
	return rc;
}

static int sub_truncate(void *sub, const char *id, const char *rel, off_t size)
{
	return termfs_truncate(sub, id, rel, size);
}

static int sub_mkdir(void *sub, const char *id, const char *rel, mode_t mode)
{
	return term_mkdir(sub, id, rel, mode);
}

static int sub_rmdir(void *sub, const char *id, const char *rel)
{
	return term_rmdir(sub, id, rel);
}

static int sub_unlink(void *sub, const char *id, const char *rel)
{
	return term_unlink(sub, id, rel);
}

static void sub_forget_sandbox(void *sub, const char *id)
{
	term_forget_sandbox(sub, id);
}

static void sub_free(void *sub)
{
	term_free(sub);
}

const struct ctlfs_subtree_ops termfs_subtree_ops = {
    .getattr = sub_getattr,
    .readdir = sub_readdir,
    .open = sub_open,
    .create = sub_create,
    .truncate = sub_truncate,
    .mkdir = sub_mkdir,
    .rmdir = sub_rmdir,
    .unlink = sub_unlink,
    .forget_sandbox = sub_forget_sandbox,
    .free = sub_free,
};
