/* procs_int.h — private to procs.c, terms.c and procreg.c: the per-sandbox registry of
 * managed processes and terminals (procreg.c), and the helpers both use. */
#ifndef SBXD_PROCS_INT_H
#define SBXD_PROCS_INT_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

#include "procs.h"
#include "runtime.h"
#include "strv.h"
#include "sys.h"

struct procreg {
	pthread_mutex_t mu; /* guards everything below and every record's refs */
	pthread_cond_t cv;  /* nthreads or nheld dropped */
	int logs_fd;	    /* STATE/sandboxes/<id>/logs */
	bool stopped;	    /* procs_stop ran: nothing new starts */
	int nthreads;	    /* reader threads still running */
	int nheld;	    /* records not yet freed (they use mu) */
	struct mproc *procs;
	unsigned nrunning;
	struct mterm *terms;
	unsigned nterms_running;
};

/* The registry of sb, created (with its logs directory, emptied of an
 * earlier run's files) on first use. */
int procs_reg(struct sandbox *sb, struct procreg **out);
/* The registry of sb when it has one, else NULL (nothing is created). */
struct procreg *procs_reg_peek(struct sandbox *sb);
/* Detached reader thread counted in reg->nthreads; it must call
 * procs_thread_done(reg) as its very last use of reg. */
int procs_thread_start(struct procreg *reg, void *(*fn)(void *), void *arg);
void procs_thread_done(struct procreg *reg);
/* The last use of reg by a freed record (process or terminal): counts it
 * out of reg->nheld, which procs_free() waits to reach 0. */
void procs_record_gone(struct procreg *reg);
void terms_free_all(struct procreg *reg);

void procs_uuid(char out[40]);
/* base env, overlaid by over ("KEY=VALUE"), plus extra ("KEY=VALUE", which
 * wins over over's entry of that key) when not NULL. */
char **procs_env(const char *const *over, const char *extra);
/* "K <pid> <sig>" to a running sandbox's init (group, else process). */
int procs_signal(struct sandbox *sb, int pid, int sig);
/* The bridge's terminal JSON of an exit: {"state":"exited","exit":{...}}. */
void procs_exit_json(char *buf, size_t len, int code, int sig, bool timed_out);
const char *procs_errno_name(int e);
/* cwd (under /workspace) exists and is a directory in the sandbox, else
 * -errno with the container's words in sbxd_errmsg(). */
int procs_check_cwd(struct sandbox *sb, const char *cwd);
/* The container's words for a cwd that stat() or access() refused. */
void procs_cwd_errmsg(int rc, const char *cwd);

#endif
