/* ctlreg — what the mount remembers per sandbox for ctl/, sessions/,
 * processes/ and ports/: the latest command (of ctl/ and of each session),
 * the sessions, the exposed ports (port -> URL), the processes spawned
 * through processes/spawn, and two short-lived caches of the sandbox's
 * process list (ps, and the server's own list on a next server).
 *
 * One mutex (reg->mu) guards all of it and is never held across a network
 * call: the caches are refreshed by fetching without the lock, then
 * swapping under it. Callers never see the records themselves: every
 * function copies in or out under the lock. Thread-safe.
 */
#ifndef SBXFS_CTLREG_H
#define SBXFS_CTLREG_H

#include <stdbool.h>
#include <stddef.h>

#include "cmdrun.h"
#include "sbx.h"

struct ctlreg;

/* Names gathered under the lock, handed out after it (fill may block). */
struct ctl_names {
	char (*names)[SBX_SESSION_MAX + 1];
	size_t n;
};
int ctl_names_add(struct ctl_names *l, const char *name);
void ctl_names_free(struct ctl_names *l); /* empties; the struct stays */

/* client: for the process-list caches (borrowed, outlives reg). */
int ctlreg_new(struct sbx_client *client, struct ctlreg **out);
void ctlreg_free(struct ctlreg *reg); /* NULL ok */
/* Forgets everything of sandbox id. */
void ctlreg_forget(struct ctlreg *reg, const char *id);

/* The latest command of ctl/ (session NULL) or of a session, with a
 * reference (cmdrun_unref it), or NULL. */
struct cmdrun *ctlreg_latest_get(struct ctlreg *reg, const char *id, const char *session);
/* Makes r (a new reference is taken) the latest command. */
void ctlreg_latest_set(struct ctlreg *reg, const char *id, const char *session, struct cmdrun *r);

/* Sessions, kept sorted by name. */
bool ctlreg_session_exists(struct ctlreg *reg, const char *id, const char *name);
int ctlreg_session_add(struct ctlreg *reg, const char *id, const char *name); /* -EEXIST */
void ctlreg_session_remove(struct ctlreg *reg, const char *id, const char *name);
int ctlreg_session_names(struct ctlreg *reg, const char *id, struct ctl_names *out);
/* The look for sessions of earlier mounts, once per sandbox: begin returns
 * true when the caller is to look (then it must call end), false when the
 * look is done already; it waits while another thread looks. end: ok with
 * the names found (NUL-separated, len bytes); !ok: look again next time. */
bool ctlreg_scan_begin(struct ctlreg *reg, const char *id);
void ctlreg_scan_end(struct ctlreg *reg, const char *id, bool ok, const char *names, size_t len);

/* Exposed ports, kept sorted. */
bool ctlreg_port_exists(struct ctlreg *reg, const char *id, int port);
int ctlreg_port_set(struct ctlreg *reg, const char *id, int port, const char *url);
/* *url: a copy (free()). -ENOENT. */
int ctlreg_port_url(struct ctlreg *reg, const char *id, int port, char **url);
void ctlreg_port_remove(struct ctlreg *reg, const char *id, int port);
int ctlreg_port_names(struct ctlreg *reg, const char *id, struct ctl_names *out);
/* Takes what the server lists of sandbox id's tunnels (any client's; sbxd's
 * extension) as ports/, unless it was read less than max_age seconds ago.
 * Against a server that lists none (the bridge), ports/ stays what this
 * mount exposed, without a request. */
int ctlreg_ports_refresh(struct ctlreg *reg, const char *id, double max_age);

/* A process started through processes/spawn: log (v1: its log file in the
 * sandbox) or server_id (next: the server's process), copied. Also makes
 * it the last spawned pid and drops the process-list caches. A sandbox
 * keeps the newest CTLREG_SPAWNED_MAX records (an earlier record of the
 * same pid, reused, is replaced): each costs memory for the mount's life,
 * and the sandbox's own files (adopt) must not make the host pay more. */
#define CTLREG_SPAWNED_MAX 4096
int ctlreg_spawned_add(struct ctlreg *reg, const char *id, int pid, const char *log,
		       const char *server_id);
int ctlreg_last_spawn(struct ctlreg *reg, const char *id); /* 0: none */
/* A v1 spawn of an earlier mount found in the sandbox (pid and log file):
 * recorded as ctlreg_spawned_add does, unless pid is known or the sandbox
 * has CTLREG_SPAWNED_MAX records, but neither the last spawned pid nor a
 * reason to list again. */
int ctlreg_spawned_adopt(struct ctlreg *reg, const char *id, int pid, const char *log);
/* True once per sandbox and mount (the caller looks for earlier spawns). */
bool ctlreg_adopt_first(struct ctlreg *reg, const char *id);
/* The log file of a spawned pid (a copy, free()), or NULL. */
char *ctlreg_spawned_log(struct ctlreg *reg, const char *id, int pid);
/* Where the log of pid comes from: *file (a v1 spawn of this mount) or
 * *sid (the server's process: a next spawn of this mount, or the newest
 * the server lists with that pid); copies. -ENOENT: none; -ENOMEM. */
int ctlreg_log_source(struct ctlreg *reg, const char *id, int pid, char **file, char **sid);

/* The process-list caches: refreshed when older than max_age seconds. */
int ctlreg_ps_refresh(struct ctlreg *reg, const char *id, double max_age);
/* The server's list (none on a v1 server: 0). */
int ctlreg_server_procs_refresh(struct ctlreg *reg, const char *id, double max_age);
/* Both caches are stale now (a command ran, a signal was sent). */
void ctlreg_procs_invalidate(struct ctlreg *reg, const char *id);
/* Copies process pid from the ps cache (cmdline strdup'ed; free it). -ENOENT. */
int ctlreg_ps_lookup(struct ctlreg *reg, const char *id, int pid, struct sbx_proc *out);
struct ctl_pid_seen {
	bool live;    /* in the ps cache */
	bool spawned; /* spawned through this mount */
	bool listed;  /* in the server's list (running or exited) */
};
struct ctl_pid_seen ctlreg_pid_seen(struct ctlreg *reg, const char *id, int pid);
/* The pids of processes/: the ps cache's, then running ones the server
 * lists that ps did not see. */
int ctlreg_pid_names(struct ctlreg *reg, const char *id, struct ctl_names *out);

#endif
