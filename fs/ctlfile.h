/* ctlfile — what the grammar directories ctl/, sessions/, processes/ and
 * ports/ share: the subtree's state (struct ctl_tree), the open file (struct
 * ctl_file) with its per-kind operations table, the per-directory table
 * (struct ctl_dir_ops), and the helpers every kind uses.
 *
 * Who implements what:
 *   fs/ctlnode.c     the subtree: parses a path (fs/ctlpath.c), asks the
 *                    directory's table whether the node exists, answers
 *                    getattr/readdir/open/create/... and picks a file's
 *                    kind table by its leaf
 *   fs/ctlfile.c     the I/O every open file shares: access checks, text
 *                    made at the first read, text written then acted on
 *   fs/ctlfiles.c    ctl/ and the command files of sessions/<name>/:
 *                    exec, out, err, status, info, snapshot
 *   fs/sessions.c    sessions/ (and sessions/<name>/{cwd,env})
 *   fs/processes.c   processes/ (spawn, <pid>/{cmdline,status,log,ctl})
 *   fs/ports.c       ports/ (<port>)
 *
 * Locks: an open file's f->mu, then the registry's (fs/ctlreg.c). f->mu
 * is held across HTTP requests (a command's start at flush, the text of
 * info/cwd/env/status at the first read, a snapshot's hydrate): only calls
 * on the same descriptor wait for it. The registry's lock is never held
 * across a request. Blocking reads of command output hold neither.
 */
#ifndef SBXFS_CTLFILE_H
#define SBXFS_CTLFILE_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "cmdrun.h"
#include "ctlpath.h"
#include "ctlreg.h"
#include "ctlsub.h"
#include "proclog.h"
#include "spool.h"

#define CTL_TEXT_MAX (1024 * 1024) /* bound of small generated files (env, cwd, ...) */
#define CTL_CHAN_MAX 64		   /* unread commands queued on one exec channel */
#define CTL_PS_CACHE_SECONDS 1.0

/* A directory hook's answer for a node it leaves to the generic code. */
#define CTL_NOT_MINE 1

/* The state of the grammar directories (one per mount). */
struct ctl_tree {
	struct ctlfs_env env;
	struct ctlreg *reg;
	struct cmdrun_pool pool; /* threads of running commands */
	struct proclogs *logs;	 /* processes/<pid>/log (fs/proclog.c) */
	atomic_uint seq;	 /* for unique log names */
};

struct ctl_file;

/* What one kind of file does; NULL members take the default. */
struct ctl_file_ops {
	/* After the generic checks (directory, read-only): prepares f or
	 * refuses the open. Default: nothing. */
	int (*open)(struct ctl_file *f);
	/* Default: the text made by load, at off. */
	ssize_t (*read)(struct ctl_file *f, char *buf, size_t size, off_t off,
			bool (*interrupted)(void *arg), void *arg);
	/* Default: -EBADF. */
	ssize_t (*write)(struct ctl_file *f, const char *buf, size_t size, off_t off);
	/* close(2). Default: act on pending written text (act). */
	int (*flush)(struct ctl_file *f);
	/* The content of a read file, made at its first read into f->text
	 * (f->mu held). Default: empty. */
	int (*load)(struct ctl_file *f);
	/* Acts on the text written (f->mu held); werr: the sticky write error
	 * (E2BIG) or 0. Default: nothing. */
	int (*act)(struct ctl_file *f, const char *text, size_t len, int werr);
	/* Whether a read at off returns without waiting (poll). Default: yes. */
	bool (*ready)(struct ctl_file *f, off_t off);
};

/* An open file of the grammar directories. */
struct ctl_file {
	struct ctlfs_file base; /* ops: ctl_file_io */
	const struct ctl_file_ops *kind;
	struct ctl_tree *tree;
	char id[SBX_ID_MAX + 1];
	struct ctl_path p;
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
	struct cmdrun *chan[CTL_CHAN_MAX];
	size_t nchan;
	off_t cursor;	     /* exec/spawn O_RDWR: read position */
	struct spool *spool; /* snapshot (both ways) */
	struct proclog *log; /* processes/<pid>/log */
	bool dirty;	     /* snapshot written since the last hydrate */
	int pid;	     /* spawn: the pid this descriptor started, 0: none */
};

/* What a directory does beyond the grammar; NULL members refuse. */
struct ctl_dir_ops {
	/* 0 when node p exists, else -ENOENT or the error of looking. */
	int (*exists)(struct ctl_tree *t, const char *id, const struct ctl_path *p);
	/* Lists directory node p (which exists). */
	int (*readdir)(struct ctl_tree *t, const char *id, const struct ctl_path *p,
		       ctlfs_fill_fn fill, void *arg);
	/* These return CTL_NOT_MINE for a node they leave to the generic
	 * answer (EACCES, EEXIST, ENOTDIR, ...). */
	int (*create)(struct ctl_tree *t, const char *id, const struct ctl_path *p, int flags,
		      struct ctl_file **out);
	int (*mkdir)(struct ctl_tree *t, const char *id, const struct ctl_path *p);
	int (*rmdir)(struct ctl_tree *t, const char *id, const struct ctl_path *p);
	int (*unlink)(struct ctl_tree *t, const char *id, const struct ctl_path *p);
	/* st_size of file node p (which exists); NULL or <= 0: 0. */
	off_t (*size)(struct ctl_tree *t, const char *id, const struct ctl_path *p);
};

/* The tables of the directories and kinds (one module each, see above). */
extern const struct ctl_dir_ops ctl_dir_ops, sessions_dir_ops, processes_dir_ops, ports_dir_ops;
extern const struct ctl_file_ops exec_file_ops, out_file_ops, err_file_ops, status_file_ops,
    info_file_ops, snapshot_file_ops;
extern const struct ctl_file_ops cwd_file_ops, env_file_ops;
extern const struct ctl_file_ops spawn_file_ops, cmdline_file_ops, proc_status_file_ops,
    log_file_ops, proc_ctl_file_ops;
extern const struct ctl_file_ops port_file_ops;

/* ---- fs/ctlnode.c ---- */
extern const struct ctlfs_subtree_ops ctl_tree_subtree_ops;
int ctl_tree_new(const struct ctlfs_env *env, struct ctl_tree **out);
/* Commands ran in sandbox id (files and processes changed): drops the
 * process caches and the FUSE layer's metadata. Usable as cmdrun_done_fn. */
void ctl_tree_changed(void *tree, const char *id);
void ctl_fill_stat(struct ctl_tree *t, struct stat *st, bool dir, mode_t mode);
int ctl_fill_leaves(struct ctl_tree *t, const struct ctl_leaf_def *defs, ctlfs_fill_fn fill,
		    void *arg);
/* Fills the names (directories or files of mode) and frees them. */
int ctl_fill_names(struct ctl_tree *t, struct ctl_names *l, bool dirs, mode_t mode,
		   ctlfs_fill_fn fill, void *arg);
/* A new open file of node p with its kind's table (no checks, no open
 * hook). */
int ctl_file_new(struct ctl_tree *t, const char *id, const struct ctl_path *p, int flags,
		 struct ctl_file **out);

/* ---- fs/ctlfile.c ---- */
extern const struct ctlfs_file_ops ctl_file_io;
void ctl_file_free(struct ctl_file *f);
int ctl_accmode(int flags);
/* The session of a session file, NULL for ctl/ files. */
const char *ctl_file_session(const struct ctl_file *f);
/* f->mu held: makes the text (kind->load) once, copies from off. */
ssize_t ctl_file_text_at(struct ctl_file *f, char *buf, size_t size, off_t off);
/* The text is stale: made again at the next read. f->mu held. */
void ctl_file_text_drop(struct ctl_file *f);
/* Appends written text to f->wbuf (bounded: E2BIG, sticky till flush),
 * then calls check (may be NULL) with f->mu held. */
ssize_t ctl_file_buffer(struct ctl_file *f, const char *buf, size_t size,
			int (*check)(struct ctl_file *f));
/* f->mu held: hands pending written text to kind->act. */
int ctl_file_act_pending(struct ctl_file *f);
/* Reads spool s for f (a bounded blocking wait as ctlfs_read says). */
ssize_t ctl_file_read_spool(struct ctl_file *f, struct spool *s, char *buf, size_t size, off_t off,
			    bool (*interrupted)(void *arg), void *arg);
/* Runs a short command (argv) in the sandbox, stdout into out (may be
 * NULL), bounded; *code its exit code. b64: stdout is `base64 -w0` text. */
int ctl_run_capture(struct ctl_tree *t, const char *id, const char *session,
		    const char *const *argv, bool b64, struct sbx_buf *out, int *code);

#endif
