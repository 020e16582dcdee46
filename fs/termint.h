/* termint — what the three files of terminals/ share (not for other modules):
 *   fs/terminals.c  the subtree: names, paths, attributes, listings,
 *                   mkdir/rmdir, lifecycle (its interface: fs/terminals.h)
 *   fs/term.c       one terminal: its connection, reader thread, output
 *                   segments, start and end
 *   fs/termfile.c   the open files: new, in, out, size, status
 *
 * Locks, in the order they may be taken: a file's f->mu, then tf->mu (the
 * list of terminals, the per-sandbox names), then a terminal's t->mu (its
 * output and state); t->conn_lock (read: sends; write: the reader replacing
 * a broken connection) is taken with neither tf->mu nor t->mu held, and
 * held (read) across a send. tf->mu is never held across a network call;
 * f->mu is (the start of a command written to new, a resize).
 */
#ifndef SBXFS_TERMINT_H
#define SBXFS_TERMINT_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "ctlsub.h"
#include "spool.h"
#include "terminals.h"

#define SEG_MAX (1024 * 1024) /* output kept: 1 to 2 MiB per terminal */
#define PER_SANDBOX 64	      /* terminals held per sandbox */
#define CMD_MAX (64 * 1024)   /* a command line written to new */
#define SIZE_MAX_TEXT 64      /* what may be written to size before a newline */
#define READ_TIMEOUT_MS 250   /* the reader's wait between checks of its stop flag */
#define RECONNECTS 3	      /* of a next terminal whose connection broke, in a row */
#define INVALIDATE_EVERY 0.25 /* seconds between drops of cached metadata on output */
#define TERMS_DIR "/tmp/.sbxfs/terms"

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
	struct ctlfs_env env;
	pthread_mutex_t mu; /* guards terms, boxes, serial */
	struct term *terms;
	struct tbox *boxes;
	unsigned long serial;
};

enum tnode { N_DIR, N_NEW, N_TERM, N_IN, N_OUT, N_SIZE, N_STATUS };

struct termfs_file {
	struct ctlfs_file base; /* ops: term_file_io */
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

struct tpath {
	enum tnode node;
	mode_t mode;
	char name[TERM_NAME_MAX + 1];
	bool name_ok;
};

extern const struct ctlfs_file_ops term_file_io;

/* Syntax only; -ENOENT for what can never exist. */
int term_parse(const char *rel, struct tpath *p);
void term_unref(struct term *t);
/* tf->mu held. The ready (or, with any, also the reserved) terminal. */
struct term *term_find_locked(struct termfs *tf, const char *id, const char *name, bool any);
struct term *term_get(struct termfs *tf, const char *id, const char *name);
void term_maybe_invalidate(struct term *t, bool force);
/* The reader's: keeps bytes of output, dropping the older segment when the
 * newer is full. */
void term_out_append(struct term *t, const void *data, size_t len);
void term_set_state(struct term *t, enum tstate st, int code, bool code_known, int err);
/* Stops the reader (it ends within READ_TIMEOUT_MS) and waits for it. */
void term_reader_join(struct term *t);
int term_run_script(struct termfs *tf, const char *id, const char *script, const char *a1,
		    const char *a2);
/* Starts the terminal's process and connects to it. */
int term_start(struct term *t, const char *cmdline);
/* tf->mu held: makes room for one more terminal in sandbox id by dropping
 * the oldest exited one; *drop gets it (to be let go of outside the lock).
 * -EAGAIN when PER_SANDBOX run. */
int term_room_locked(struct termfs *tf, const char *id, struct term **drop);
void term_let_go(struct term *t);
/* Creates terminal name in sandbox id running cmdline (NULL: a login
 * shell). name == NULL: the next free number, written to name_out. */
int term_create(struct termfs *tf, const char *id, const char *name, const char *cmdline,
		char name_out[TERM_NAME_MAX + 1]);
/* Ends terminal t (already off the list) and lets go of it. */
int term_end(struct termfs *tf, struct term *t);
void term_fill_stat(struct termfs *tf, struct stat *st, bool dir, mode_t mode);
/* What creating rel (not existing) is answered: EACCES where its parent
 * directory exists (names there are fixed, or made by mkdir), else ENOENT. */
int term_refuse(struct termfs *tf, const char *id, const char *rel);
void term_file_free(struct termfs_file *f);
/* Takes sandbox id's terminals (all when id is NULL) off the list and lets
 * go of them: their readers stop, their connections close. */
void term_let_go_all(struct termfs *tf, const char *id);
int term_getattr(struct termfs *tf, const char *id, const char *rel, struct stat *st);
int termfs_open(struct termfs *tf, const char *id, const char *rel, int flags,
		struct termfs_file **out);
int termfs_create(struct termfs *tf, const char *id, const char *rel, int flags,
		  struct termfs_file **out);
int termfs_truncate(struct termfs *tf, const char *id, const char *rel, off_t size);

#endif
