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
 * fs/ctlfs.c hands it every path whose first component is "terminals" (rel
 * is relative to MOUNT/<id>/, no leading slash) through the subtree table
 * below (fs/ctlsub.h). The files: terminals.c (paths, listings,
 * directories), term.c (one terminal), termfile.c (open files); termint.h
 * holds what they share.
 */
#ifndef SBXFS_TERMINALS_H
#define SBXFS_TERMINALS_H

#include <stdbool.h>
#include <stddef.h>

#include "ctlsub.h"

#define TERM_NAME_MAX 64

struct termfs;

/* env is copied; its strings must outlive the termfs. */
int termfs_new(const struct ctlfs_env *env, struct termfs **out);
/* getattr, readdir, open, ...; free lets go of every terminal (they go on
 * running in their sandboxes) and frees all; no file may be open any more. */
extern const struct ctlfs_subtree_ops termfs_subtree_ops;

/* True when rel is "terminals" or below it. */
bool termfs_owns(const char *rel);
/* [A-Za-z0-9_-][A-Za-z0-9._-]{0,63}, not "new". Pure. */
bool termfs_valid_name(const char *name);
/* "COLSxROWS" (1..10000 each), white space around ignored. Pure. */
int termfs_parse_size(const char *text, size_t len, int *cols, int *rows);

#endif
