/* ctxint — what the three files of contexts/ share (not for other modules):
 *   fs/contexts.c   the subtree: paths, attributes, listings, mkdir/rmdir,
 *                   lifecycle (its interface is fs/contexts.h)
 *   fs/ctxcell.c    cells running on threads, and what the mount remembers
 *                   per context (exists, language, latest cell, results)
 *   fs/ctxfile.c    the open files: lang, run, out, err, status, ctl, results
 *
 * Locks: a file's f->mu may be held while x->mu (the per-sandbox records,
 * running cells, thread count) or a cell's c->mu (its state) is taken;
 * x->mu and c->mu are never held together. x->mu is never held across a
 * network call; f->mu is (a cell's start at flush, the text of status/lang
 * at the first read, a result's bytes).
 */
#ifndef SBXFS_CTXINT_H
#define SBXFS_CTXINT_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "contexts.h"
#include "ctlsub.h"
#include "spool.h"

#define EXIST_TTL 10.0	    /* seconds a context is known to exist */
#define RESULTS_TTL 1.0	    /* seconds a results listing is trusted */
#define CELL_MAX (8u << 20) /* longest cell written to run */
#define LINE_TEXT_MAX 4096  /* lang and ctl text */
/* largest result file read: each open holds it whole in memory (a
 * sandbox makes results as large as it likes; 256 MiB let three opens of
 * one cost 750 MB) */
#define RESULT_MAX (32u << 20)
#define TEXT_MAX (1u << 20) /* generated small files */
#define CHAN_MAX 64	    /* unread cells queued on one run channel */
#define COMP_MAX 255

/* ---- cells ------------------------------------------------------------------ */

enum cell_state { CELL_RUNNING, CELL_DONE, CELL_FAILED };

struct cell {
	atomic_int refs;
	struct ctxfs *x;
	char id[SBX_ID_MAX + 1];
	char name[SBX_CTX_NAME_MAX + 1];
	char *code;
	size_t len;
	struct spool *out, *err;
	atomic_int cancel;
	struct cell *rnext, *rprev; /* x->running, under x->mu */
	pthread_mutex_t mu;	    /* guards state, outcome, error */
	enum cell_state state;
	enum sbx_cell_outcome outcome;
	int error;
};

/* ---- per-sandbox records ------------------------------------------------------- */

struct xctx {
	struct xctx *next;
	char name[SBX_CTX_NAME_MAX + 1];
	double seen;	     /* monotonic time it was last known to exist, 0: ask */
	char lang[16];	     /* "" when unknown */
	struct cell *latest; /* the latest cell of this mount, with a ref */
	struct sbx_ctx_result *res;
	size_t nres;
	double res_time; /* when res was listed, 0: no listing */
};

struct xsb {
	struct xsb *next;
	char id[SBX_ID_MAX + 1];
	struct xctx *ctxs;
};

struct ctxfs {
	struct ctlfs_env env;
	pthread_mutex_t mu; /* guards sbs, running, live */
	pthread_cond_t cv;  /* signalled when live drops */
	struct xsb *sbs;
	struct cell *running;
	int live; /* cell and interrupt threads */
};

enum xkind { X_ROOT, X_CTX, X_FILE, X_RESULTS, X_RESULT };
enum xleaf { L_NONE, L_LANG, L_RUN, L_OUT, L_ERR, L_STATUS, L_CTL, L_RESULT };

struct xpath {
	enum xkind kind;
	enum xleaf leaf;
	mode_t mode;
	char name[COMP_MAX + 1]; /* the context */
	bool name_ok;
	char result[COMP_MAX + 1];
};

struct ctxfs_file {
	struct ctlfs_file base; /* ops: ctx_file_io */
	struct ctxfs *x;
	char id[SBX_ID_MAX + 1];
	struct xpath p;
	int flags;
	pthread_mutex_t mu;  /* guards everything below */
	struct sbx_buf wbuf; /* written, not acted on yet */
	bool pending;
	int werr;	     /* sticky write error, reported again at flush */
	struct sbx_buf text; /* generated content (status, lang, run), result bytes */
	bool loaded;
	struct cell *cell; /* out, err: the cell read */
	struct cell *chan[CHAN_MAX];
	size_t nchan;
	off_t cursor; /* run O_RDWR: read position in chan[0]'s out */
};

extern const struct ctlfs_file_ops ctx_file_io;

/* ---- fs/ctxcell.c ---- */
struct cell *cell_ref(struct cell *c);
void cell_unref(struct cell *c);
/* x->mu held. */
struct xsb *ctx_sb_get(struct ctxfs *x, const char *id, bool create);
void ctx_record_free(struct xctx *c);
/* x->mu held. */
struct xctx *ctx_get(struct ctxfs *x, const char *id, const char *name, bool create);
/* x->mu held: forgets a context (deleted here or elsewhere). */
void ctx_drop(struct ctxfs *x, const char *id, const char *name);
/* Records that a context exists (with its language when known). */
void ctx_seen(struct ctxfs *x, const char *id, const char *name, const char *lang);
/* 0 when context name exists in sandbox id (asking it unless known
 * recently), -ENOENT or the failure. */
int ctx_exists(struct ctxfs *x, const char *id, const char *name);
void ctx_results_invalidate(struct ctxfs *x, const char *id, const char *name);
/* A copy of the results listing of a context (fresh or cached); free(). */
int ctx_results_get(struct ctxfs *x, const char *id, const char *name, struct sbx_ctx_result **out,
		    size_t *n);
void ctx_latest_set(struct ctxfs *x, const char *id, const char *name, struct cell *c);
struct cell *ctx_latest_get(struct ctxfs *x, const char *id, const char *name);
/* A finished record of a cell that could not start: err says why. */
int cell_failed(struct ctxfs *x, const char *id, const char *name, int err, const char *msg);
/* Starts code as the latest cell of a context; *out (optional) gets a ref.
 * A cell that cannot start becomes the latest as a failure record. */
int cell_start(struct ctxfs *x, const char *id, const char *name, const char *code, size_t len,
	       struct cell **out);
/* Interrupts the cell from another thread (the caller's request is being
 * interrupted: its own requests would fail at once). */
void ctx_interrupt_async(struct ctxfs *x, const char *id, const char *name);
bool cell_running(struct cell *c);

/* ---- fs/contexts.c ---- */
const char *ctx_skip_slash(const char *rel);
/* Syntax only; existence is checked by ctx_node_exists(). */
int ctx_parse(const char *rel, struct xpath *p);
bool ctx_is_dir(enum xkind k);
/* 0 when the node exists; *size gets a result file's size. */
int ctx_node_exists(struct ctxfs *x, const char *id, const struct xpath *p, off_t *size);
void ctx_fill_stat(struct ctxfs *x, struct stat *st, bool dir, mode_t mode, off_t size);
/* Why name cannot be created (mkdir, O_CREAT): it exists (EEXIST), its
 * parent is a directory of fixed names (EACCES), is missing (ENOENT) or is
 * a file (ENOTDIR). */
int ctx_refuse(struct ctxfs *x, const char *id, const char *rel);
void ctx_sb_free(struct xsb *sb);

/* ---- fs/ctxfile.c ---- */
int ctx_accmode(int flags);
void ctx_file_free(struct ctxfs_file *f);
int ctxfs_open(struct ctxfs *x, const char *id, const char *rel, int flags,
	       struct ctxfs_file **out);
int ctxfs_create(struct ctxfs *x, const char *id, const char *rel, int flags,
		 struct ctxfs_file **out);
int ctxfs_truncate(struct ctxfs *x, const char *id, const char *rel, off_t size);

#endif
