/* terminals (termfs) — MOUNT/<id>/terminals/: interactive terminals as files.
 *
 *   terminals/
 *     new              write a command line: starts it on a new terminal;
 *                      read the new terminal's name back on the same
 *                      descriptor (O_RDWR), as processes/spawn does
 *     <name>/          mkdir starts a login shell (bash -l) on a terminal of
 *                      80x24; rmdir ends it (hangs it up) and forgets it
 *       in             write: keystrokes, as bytes (Ctrl-C is "\003")
 *       out            read: the terminal's output, from the start of what
 *                      the mount keeps (1 to 2 MiB: `cat out` shows the
 *                      screen's history), then more as it comes while the
 *                      terminal runs, EOF once it has exited; st_size is
 *                      the output so far, so `tail -f out` shows the last
 *                      lines and follows, `tail -n0 -f out` only new output
 *       size           read: "COLSxROWS"; write "COLSxROWS": resize
 *       status         "running", "exited N" (N: exit code, 128+signal
 *                      when a signal ended it) or "error: <reason>"
 *
 * On a server with the next generation's terminal routes a terminal is one
 * of the server's (POST .../terminals, then its WebSocket); on a v1 server
 * it is the /pty WebSocket of a session of its own, whose shell is a small
 * wrapper script that notes its pid (so that rmdir can hang it up) and runs
 * the login shell or the command. Either way the mount holds the terminal's
 * connection while the terminal exists in the mount, a thread reads its
 * output into local spools, and keystrokes and resizes go out on the same
 * connection. Terminals outlive the mount (as spawned processes do);
 * rmdir is what ends one.
 *
 * fs/ctl.c hands it every path whose first component is "terminals" (rel
 * is relative to MOUNT/<id>/, no leading slash). Functions return 0 or a
 * byte count, or -errno.
 */
#ifndef SBXFS_TERMINALS_H
#define SBXFS_TERMINALS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "sbx.h"

#define TERM_NAME_MAX 64

struct termfs;
struct termfs_file;

struct termfs_opts {
	struct sbx_client *client;
	const char *spool_dir; /* private dir for output spools (exists) */
	uid_t uid;	       /* owner shown for every node */
	gid_t gid;
	long wait_cap_ms; /* longest blocking read wait, -1: unbounded (see ctlfs_read) */
	/* Called when commands may have changed files in sandbox id (typing
	 * into a terminal runs commands): drops the sandbox's cached metadata. */
	void (*invalidate)(void *arg, const char *id);
	void *invalidate_arg;
};

int termfs_new(const struct termfs_opts *opts, struct termfs **out);
/* Lets go of every terminal (they go on running in their sandboxes) and
 * frees all. No termfs_file may be open any more. NULL ok. */
void termfs_free(struct termfs *tf);

/* True when rel is "terminals" or below it. */
bool termfs_owns(const char *rel);
/* [A-Za-z0-9_-][A-Za-z0-9._-]{0,63}, not "new". Pure. */
bool termfs_valid_name(const char *name);
/* "COLSxROWS" (1..10000 each), white space around ignored. Pure. */
int termfs_parse_size(const char *text, size_t len, int *cols, int *rows);

int termfs_getattr(struct termfs *tf, const char *id, const char *rel, struct stat *st);
typedef int (*termfs_fill_fn)(void *arg, const char *name, const struct stat *st);
int termfs_readdir(struct termfs *tf, const char *id, const char *rel, termfs_fill_fn fill,
		   void *arg);

int termfs_open(struct termfs *tf, const char *id, const char *rel, int flags,
		struct termfs_file **out);
/* O_CREAT of a name: opens it when it exists, else EACCES (fixed names). */
int termfs_create(struct termfs *tf, const char *id, const char *rel, int flags,
		  struct termfs_file **out);
/* out blocks at the end while the terminal runs, polling interrupted(arg)
 * (-EINTR) as ctlfs_read does; -EAGAIN after wait_cap_ms. */
ssize_t termfs_read(struct termfs_file *f, char *buf, size_t size, off_t off,
		    bool (*interrupted)(void *arg), void *arg);
/* in: sent at once (-EPIPE once the terminal has exited); size: acted on
 * per complete line; new: kept until flush (or a read on O_RDWR). */
ssize_t termfs_write(struct termfs_file *f, const char *buf, size_t size, off_t off);
int termfs_flush(struct termfs_file *f);
void termfs_release(struct termfs_file *f); /* NULL ok */
int termfs_truncate(struct termfs *tf, const char *id, const char *rel, off_t size);

int termfs_mkdir(struct termfs *tf, const char *id, const char *rel, mode_t mode);
int termfs_rmdir(struct termfs *tf, const char *id, const char *rel);
int termfs_unlink(struct termfs *tf, const char *id, const char *rel);

/* The sandbox was destroyed: let go of its terminals. */
void termfs_forget_sandbox(struct termfs *tf, const char *id);

#endif
