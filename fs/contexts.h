/* contexts (ctxfs) — MOUNT/<id>/contexts/: code contexts as files.
 *
 *   contexts/                 ls lists the sandbox's contexts
 *     <name>/                 mkdir creates one (python); rmdir deletes it
 *       lang                  python | javascript; write before the first run
 *       run                   write a cell; close() starts it (per-descriptor
 *                             channel when opened O_RDWR, as ctl/exec)
 *       out                   the latest cell's stdout, then its value's text
 *       err                   its stderr (tracebacks, libsbx's notices)
 *       status                running | ok | error (the latest cell); new,
 *                             idle or dead when this mount ran none there
 *       ctl                   write `int` (interrupt) or `restart`
 *       results/              the latest cell's rich results: 1.png, 2.html ...
 *
 * The work is libsbx's (sbx_ctx_* in client/sbx.h); this module maps files
 * onto it and keeps what a file system needs: each cell of this mount runs
 * on a thread with its stdout and stderr spooled (fs/spool.c), so that
 * `cat out` streams and blocks until the cell ends, and Ctrl-C on that
 * `cat` interrupts the cell; plus short-lived caches of which contexts
 * exist and of result listings, so that `ls -l` costs one exec.
 *
 * fs/ctlfs.c hands it every path whose first component is "contexts" (rel
 * is relative to MOUNT/<id>/, no leading slash) through the subtree table
 * below (fs/ctlsub.h). The files: contexts.c (paths, listings, directories),
 * ctxcell.c (cells), ctxfile.c (open files); ctxint.h holds what they share.
 */
#ifndef SBXFS_CONTEXTS_H
#define SBXFS_CONTEXTS_H

#include <stdbool.h>

#include "ctlsub.h"

struct ctxfs;

/* env is copied; its strings must outlive the ctxfs. */
int ctxfs_new(const struct ctlfs_env *env, struct ctxfs **out);
/* getattr, readdir, open, ...; free stops waiting for running cells (they
 * go on in the sandbox) and frees all. */
extern const struct ctlfs_subtree_ops ctxfs_subtree_ops;

/* True when rel is "contexts" or below it. Pure. */
bool ctxfs_owns(const char *rel);

#endif
