/* ctlreg — the per-sandbox registry behind ctl/, sessions/, processes/ and
 * ports/ (see ctlreg.h). One lock, reg->mu, taken last: callers may hold
 * their open file's mutex (fs/ctlfile.h) when they call in, never the
 * other way round; reg->mu is never held across a network call. */
#include "ctlreg.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sessions_state.h"

struct session {
	struct session *next;
	char name[SBX_SESSION_MAX + 1];
	struct cmdrun *latest;
};

struct port_ent {
	struct port_ent *next;
	int port;
	char *url;
};

struct spawned {
	struct spawned *next;
	int pid;
	char *log;	 /* v1: the log file in the sandbox, else NULL */
	char *server_id; /* next: the server's process, whose log it is */
};

struct sbox {
	struct sbox *next;
	char id[SBX_ID_MAX + 1];
	struct cmdrun *latest;
	struct session *sessions;
	struct port_ent *ports;
	/* ports/ as the server lists it (ctlreg_ports_refresh): when it was
	 * last read (0: never, -1: the server lists none), and a count of this
	 * mount's own changes, so that a listing they raced is not taken */
	double ports_time;
	unsigned ports_gen;
	struct spawned *spawned; /* newest first */
	int nspawned;
	int last_spawn_pid;
	bool adopted; /* ctlreg_adopt_first */
	/* sessions of earlier mounts: not looked for, being looked for (other
	 * threads wait on scan_cv: they must not list before it is done), found */
	enum { SCAN_NONE, SCAN_RUNNING, SCAN_DONE } scan;
	struct sbx_proc *procs;
	size_t nprocs;
	double procs_time; /* monotonic seconds of the ps snapshot, 0: none */
	/* what the server lists (GET .../processes; none on a v1 server) */
	struct sbx_process *sprocs;
	size_t nsprocs;
	double sprocs_time; /* as procs_time */
};

struct ctlreg {
	struct sbx_client *client;
	pthread_mutex_t mu;	/* guards sandboxes and all of struct sbox */
	pthread_cond_t scan_cv; /* with mu: a sessions scan ended */
	struct sbox *sandboxes;
};

int ctl_names_add(struct ctl_names *l, const char *name)
{
	void *p = realloc(l->names, (l->n + 1) * sizeof(*l->names));

	if (!p)
		return -ENOMEM;
	l->names = p;
	snprintf(l->names[l->n++], SBX_SESSION_MAX + 1, "%s", name);
	return 0;
}

void ctl_names_free(struct ctl_names *l)
{
	free(l->names);
	l->names = NULL;
	l->n = 0;
}

/* reg->mu held. NULL when unknown and !create or out of memory. */
static struct sbox *sbox_get(struct ctlreg *reg, const char *id, bool create)
{
	struct sbox *sb;

	for (sb = reg->sandboxes; sb; sb = sb->next)
		if (strcmp(sb->id, id) == 0)
			return sb;
	if (!create || strlen(id) > SBX_ID_MAX)
		return NULL;
	sb = calloc(1, sizeof(*sb));
	if (!sb)
		return NULL;
	memcpy(sb->id, id, strlen(id) + 1);
	sb->next = reg->sandboxes;
	reg->sandboxes = sb;
	return sb;
}

static void spawned_free(struct spawned *s)
{
	if (!s)
		return;
	free(s->log);
	free(s->server_id);
	free(s);
}

static void ports_free(struct port_ent *p)
{
	while (p) {
		struct port_ent *next = p->next;

		free(p->url);
		free(p);
		p = next;
	}
}

static void sbox_free(struct sbox *sb)
{
	cmdrun_unref(sb->latest);
	while (sb->sessions) {
		struct session *s = sb->sessions;
		sb->sessions = s->next;
		cmdrun_unref(s->latest);
		free(s);
	}
	ports_free(sb->ports);
	while (sb->spawned) {
		struct spawned *s = sb->spawned;
		sb->spawned = s->next;
		spawned_free(s);
	}
	sbx_procs_free(sb->procs, sb->nprocs);
	sbx_processes_free(sb->sprocs, sb->nsprocs);
	free(sb);
}

static struct session *session_find(struct sbox *sb, const char *name)
{
	for (struct session *s = sb ? sb->sessions : NULL; s; s = s->next)
		if (strcmp(s->name, name) == 0)
			return s;
	return NULL;
}

static struct port_ent *port_find(struct sbox *sb, int port)
{
	for (struct port_ent *p = sb ? sb->ports : NULL; p; p = p->next)
		if (p->port == port)
			return p;
	return NULL;
}

static struct spawned *spawned_find(struct sbox *sb, int pid)
{
	for (struct spawned *s = sb ? sb->spawned : NULL; s; s = s->next)
		if (s->pid == pid)
			return s;
	return NULL;
}

/* reg->mu held: s (a new record) first; an older one of its pid and the
 * oldest past CTLREG_SPAWNED_MAX go. */
static void spawned_push(struct sbox *sb, struct spawned *s)
{
	struct spawned **pp;
	int n = 0;

	s->next = sb->spawned;
	sb->spawned = s;
	sb->nspawned++;
	for (pp = &s->next; *pp;) {
		struct spawned *o = *pp;

		if (o->pid == s->pid || ++n >= CTLREG_SPAWNED_MAX) {
			*pp = o->next;
			spawned_free(o);
			sb->nspawned--;
			continue;
		}
		pp = &o->next;
	}
}

/* A process the server lists that is sbxfs's exec wrapper on a next server
 * (client/next_exec.c: bash -c WRAP sbx-exec ...): not shown, as the ps
 * listing does not show it. */
static bool exec_wrapper(const struct sbx_process *sp)
{
	char **c = sp->command;

	return c && c[0] && c[1] && c[2] && c[3] && !strcmp(c[1], "-c") &&
	       !strcmp(c[3], "sbx-exec");
}

/* The newest process with that pid the server lists. */
static const struct sbx_process *sp_find(struct sbox *sb, int pid)
{
	const struct sbx_process *p = NULL;

	for (size_t i = 0; sb && i < sb->nsprocs; i++)
		if (sb->sprocs[i].pid == pid && !exec_wrapper(&sb->sprocs[i]))
			p = &sb->sprocs[i];
	return p;
}

static const struct sbx_proc *ps_find(struct sbox *sb, int pid)
{
	for (size_t i = 0; sb && i < sb->nprocs; i++)
		if (sb->procs[i].pid == pid)
			return &sb->procs[i];
	return NULL;
}

/* ---- lifecycle ------------------------------------------------------------ */

int ctlreg_new(struct sbx_client *client, struct ctlreg **out)
{
	struct ctlreg *reg = calloc(1, sizeof(*reg));

	if (!reg)
		return -ENOMEM;
	reg->client = client;
	pthread_mutex_init(&reg->mu, NULL);
	pthread_cond_init(&reg->scan_cv, NULL);
	*out = reg;
	return 0;
}

void ctlreg_free(struct ctlreg *reg)
{
	if (!reg)
		return;
	while (reg->sandboxes) {
		struct sbox *sb = reg->sandboxes;
		reg->sandboxes = sb->next;
		sbox_free(sb);
	}
	pthread_cond_destroy(&reg->scan_cv);
	pthread_mutex_destroy(&reg->mu);
	free(reg);
}

void ctlreg_forget(struct ctlreg *reg, const char *id)
{
	struct sbox *sb = NULL;

	pthread_mutex_lock(&reg->mu);
	for (struct sbox **pp = &reg->sandboxes; *pp; pp = &(*pp)->next)
		if (strcmp((*pp)->id, id) == 0) {
			sb = *pp;
			*pp = sb->next;
			break;
		}
	pthread_mutex_unlock(&reg->mu);
	if (sb)
		sbox_free(sb);
}

/* ---- latest command --------------------------------------------------------- */

struct cmdrun *ctlreg_latest_get(struct ctlreg *reg, const char *id, const char *session)
{
	struct cmdrun *r = NULL;
	struct sbox *sb;

	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, false);
	if (sb && !session) {
		r = cmdrun_ref(sb->latest);
	} else if (sb) {
		struct session *s = session_find(sb, session);
		r = s ? cmdrun_ref(s->latest) : NULL;
	}
	pthread_mutex_unlock(&reg->mu);
	return r;
}

void ctlreg_latest_set(struct ctlreg *reg, const char *id, const char *session, struct cmdrun *r)
{
	struct cmdrun *old = NULL;
	struct sbox *sb;

	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, true);
	if (sb && !session) {
		old = sb->latest;
		sb->latest = cmdrun_ref(r);
	} else if (sb) {
		struct session *s = session_find(sb, session);
		if (s) {
			old = s->latest;
			s->latest = cmdrun_ref(r);
		}
	}
	pthread_mutex_unlock(&reg->mu);
	cmdrun_unref(old);
}

/* ---- sessions ---------------------------------------------------------------- */

bool ctlreg_session_exists(struct ctlreg *reg, const char *id, const char *name)
{
	bool found;

	pthread_mutex_lock(&reg->mu);
	found = session_find(sbox_get(reg, id, false), name) != NULL;
	pthread_mutex_unlock(&reg->mu);
	return found;
}

/* reg->mu held: inserts s sorted by name. */
static void session_insert(struct sbox *sb, struct session *s)
{
	struct session **pp = &sb->sessions;

	while (*pp && strcmp((*pp)->name, s->name) < 0)
		pp = &(*pp)->next;
	s->next = *pp;
	*pp = s;
}

int ctlreg_session_add(struct ctlreg *reg, const char *id, const char *name)
{
	struct session *s;
	struct sbox *sb;
	int rc;

	if (strlen(name) > SBX_SESSION_MAX)
		return -EINVAL;
	s = calloc(1, sizeof(*s));
	if (!s)
		return -ENOMEM;
	memcpy(s->name, name, strlen(name) + 1);
	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, true);
	if (!sb) {
		rc = -ENOMEM;
	} else if (session_find(sb, name)) {
		rc = -EEXIST;
	} else {
		session_insert(sb, s);
		s = NULL;
		rc = 0;
	}
	pthread_mutex_unlock(&reg->mu);
	free(s);
	return rc;
}

void ctlreg_session_remove(struct ctlreg *reg, const char *id, const char *name)
{
	struct session *s = NULL;
	struct sbox *sb;

	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, false);
	for (struct session **pp = sb ? &sb->sessions : NULL; pp && *pp; pp = &(*pp)->next)
		if (strcmp((*pp)->name, name) == 0) {
			s = *pp;
			*pp = s->next;
			break;
		}
	pthread_mutex_unlock(&reg->mu);
	if (s) {
		cmdrun_unref(s->latest);
		free(s);
	}
}

int ctlreg_session_names(struct ctlreg *reg, const char *id, struct ctl_names *out)
{
	struct sbox *sb;
	int rc = 0;

	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, false);
	for (struct session *s = sb ? sb->sessions : NULL; s && rc == 0; s = s->next)
		rc = ctl_names_add(out, s->name);
	pthread_mutex_unlock(&reg->mu);
	return rc;
}

bool ctlreg_scan_begin(struct ctlreg *reg, const char *id)
{
	struct sbox *sb;
	bool mine = false;

	pthread_mutex_lock(&reg->mu);
	while ((sb = sbox_get(reg, id, true)) && sb->scan == SCAN_RUNNING)
		pthread_cond_wait(&reg->scan_cv, &reg->mu);
	if (sb && sb->scan != SCAN_DONE) {
		sb->scan = SCAN_RUNNING;
		mine = true;
	}
	pthread_mutex_unlock(&reg->mu);
	return mine;
}

/* Sessions a scan adopts at most (what the sandbox's state directory
 * names; each costs a sorted insert under the registry's lock, which
 * every sandbox's control files take: 60 000 names planted in it froze
 * the whole mount for 45 s). A mount's own mkdir is not bounded. */
#define SESSIONS_ADOPT_MAX 1024

void ctlreg_scan_end(struct ctlreg *reg, const char *id, bool ok, const char *names, size_t len)
{
	struct sbox *sb;
	size_t count = 0;

	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, false);
	if (sb)
		sb->scan = ok ? SCAN_DONE : SCAN_NONE;
	pthread_cond_broadcast(&reg->scan_cv);
	for (struct session *s = sb ? sb->sessions : NULL; s; s = s->next)
		count++;
	for (size_t i = 0; sb && ok && i < len && count < SESSIONS_ADOPT_MAX;) {
		const char *name = names + i;
		size_t n = strnlen(name, len - i);
		bool cut = n == len - i; /* no NUL: the output was cut off */
		struct session *s;

		i += n + 1;
		if (cut || !sessions_valid_name(name) || session_find(sb, name) ||
		    !(s = calloc(1, sizeof(*s))))
			continue;
		memcpy(s->name, name, n);
		s->name[n] = 0;
		session_insert(sb, s);
		count++;
	}
	pthread_mutex_unlock(&reg->mu);
}

/* ---- ports ------------------------------------------------------------------ */

bool ctlreg_port_exists(struct ctlreg *reg, const char *id, int port)
{
	bool found;

	pthread_mutex_lock(&reg->mu);
	found = port_find(sbox_get(reg, id, false), port) != NULL;
	pthread_mutex_unlock(&reg->mu);
	return found;
}

int ctlreg_port_set(struct ctlreg *reg, const char *id, int port, const char *url)
{
	struct port_ent *e;
	struct sbox *sb;
	int rc = 0;

	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, true);
	e = port_find(sb, port);
	if (sb)
		sb->ports_gen++;
	if (!sb) {
		rc = -ENOMEM;
	} else if (e) {
		char *u = strdup(url);
		if (u) {
			free(e->url);
			e->url = u;
		}
	} else if (!(e = calloc(1, sizeof(*e))) || !(e->url = strdup(url))) {
		free(e);
		rc = -ENOMEM;
	} else {
		struct port_ent **pp = &sb->ports; /* keep the list sorted */
		e->port = port;
		while (*pp && (*pp)->port < port)
			pp = &(*pp)->next;
		e->next = *pp;
		*pp = e;
	}
	pthread_mutex_unlock(&reg->mu);
	return rc;
}

int ctlreg_port_url(struct ctlreg *reg, const char *id, int port, char **url)
{
	struct port_ent *e;
	char *u = NULL;

	pthread_mutex_lock(&reg->mu);
	e = port_find(sbox_get(reg, id, false), port);
	if (e)
		u = strdup(e->url);
	pthread_mutex_unlock(&reg->mu);
	if (!e)
		return -ENOENT;
	if (!u)
		return -ENOMEM;
	*url = u;
	return 0;
}

void ctlreg_port_remove(struct ctlreg *reg, const char *id, int port)
{
	struct port_ent *e = NULL;
	struct sbox *sb;

	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, false);
	if (sb)
		sb->ports_gen++;
	for (struct port_ent **pp = sb ? &sb->ports : NULL; pp && *pp; pp = &(*pp)->next)
		if ((*pp)->port == port) {
			e = *pp;
			*pp = e->next;
			break;
		}
	pthread_mutex_unlock(&reg->mu);
	if (e) {
		free(e->url);
		free(e);
	}
}

int ctlreg_port_names(struct ctlreg *reg, const char *id, struct ctl_names *out)
{
	struct sbox *sb;
	char num[16];
	int rc = 0;

	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, false);
	for (struct port_ent *e = sb ? sb->ports : NULL; e && rc == 0; e = e->next) {
		snprintf(num, sizeof(num), "%d", e->port);
		rc = ctl_names_add(out, num);
	}
	pthread_mutex_unlock(&reg->mu);
	return rc;
}

/* The server's tunnels as a sorted list of ours (v is sorted by port). */
static int ports_of(const struct sbx_tunnel *v, size_t n, struct port_ent **out)
{
	struct port_ent *head = NULL, **tail = &head;

	for (size_t i = 0; i < n; i++) {
		struct port_ent *e = calloc(1, sizeof(*e));

		if (!e || !(e->url = strdup(v[i].url ? v[i].url : ""))) {
			free(e);
			ports_free(head);
			return -ENOMEM;
		}
		e->port = v[i].port;
		*tail = e;
		tail = &e->next;
	}
	*out = head;
	return 0;
}

int ctlreg_ports_refresh(struct ctlreg *reg, const char *id, double max_age)
{
	struct sbx_tunnel *v = NULL;
	struct port_ent *l = NULL;
	struct sbox *sb;
	unsigned gen;
	double t;
	size_t n = 0;
	int rc;

	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, true);
	t = sb ? sb->ports_time : 0;
	gen = sb ? sb->ports_gen : 0;
	pthread_mutex_unlock(&reg->mu);
	if (!sb)
		return -ENOMEM;
	if (t < 0 || (t > 0 && sbx_now_s() - t < max_age))
		return 0;
	rc = sbx_tunnel_list(reg->client, id, &v, &n);
	if (rc == -ENOSYS) { /* a bridge: what this mount exposed is all we know */
		pthread_mutex_lock(&reg->mu);
		sb = sbox_get(reg, id, false);
		if (sb)
			sb->ports_time = -1;
		pthread_mutex_unlock(&reg->mu);
		return 0;
	}
	if (rc == 0)
		rc = ports_of(v, n, &l);
	sbx_tunnels_free(v, n);
	if (rc < 0)
		return rc;
	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, false);
	if (sb && sb->ports_gen == gen) {
		struct port_ent *old = sb->ports;

		sb->ports = l;
		sb->ports_time = sbx_now_s();
		l = old;
	} /* else an expose or unexpose here raced it: the next access asks again */
	pthread_mutex_unlock(&reg->mu);
	ports_free(l);
	return 0;
}

/* ---- spawned processes ---------------------------------------------------------- */

int ctlreg_spawned_add(struct ctlreg *reg, const char *id, int pid, const char *log,
		       const char *server_id)
{
	struct spawned *s = calloc(1, sizeof(*s));
	struct sbox *sb;

	/* Without memory for the record the pid is still the last spawned
	 * (its log is then not found): as before, not an error. */
	if (s && ((log && !(s->log = strdup(log))) ||
		  (server_id && !(s->server_id = strdup(server_id))))) {
		spawned_free(s);
		s = NULL;
	}
	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, true);
	if (sb) {
		sb->last_spawn_pid = pid;
		sb->procs_time = sb->sprocs_time = 0;
		if (s) {
			s->pid = pid;
			spawned_push(sb, s);
			s = NULL;
		}
	}
	pthread_mutex_unlock(&reg->mu);
	spawned_free(s);
	return 0;
}

int ctlreg_last_spawn(struct ctlreg *reg, const char *id)
{
	struct sbox *sb;
	int pid;

	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, false);
	pid = sb ? sb->last_spawn_pid : 0;
	pthread_mutex_unlock(&reg->mu);
	return pid;
}

int ctlreg_spawned_adopt(struct ctlreg *reg, const char *id, int pid, const char *log)
{
	struct spawned *s = calloc(1, sizeof(*s));
	struct sbox *sb;
	int rc = -ENOMEM;

	if (!s || !(s->log = strdup(log))) {
		spawned_free(s);
		return -ENOMEM;
	}
	s->pid = pid;
	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, true);
	if (sb && sb->nspawned < CTLREG_SPAWNED_MAX && !spawned_find(sb, pid)) {
		spawned_push(sb, s);
		s = NULL;
		rc = 0;
	} else if (sb) {
		rc = 0; /* (known: this mount started it; or enough are) */
	}
	pthread_mutex_unlock(&reg->mu);
	spawned_free(s);
	return rc;
}

bool ctlreg_adopt_first(struct ctlreg *reg, const char *id)
{
	struct sbox *sb;
	bool first = false;

	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, true);
	if (sb && !sb->adopted)
		first = sb->adopted = true;
	pthread_mutex_unlock(&reg->mu);
	return first;
}

char *ctlreg_spawned_log(struct ctlreg *reg, const char *id, int pid)
{
	struct spawned *s;
	char *log = NULL;

	pthread_mutex_lock(&reg->mu);
	s = spawned_find(sbox_get(reg, id, false), pid);
	if (s && s->log)
		log = strdup(s->log);
	pthread_mutex_unlock(&reg->mu);
	return log;
}

int ctlreg_log_source(struct ctlreg *reg, const char *id, int pid, char **file, char **sid)
{
	const struct sbx_process *sp;
	char *f = NULL, *s = NULL;
	struct spawned *sw;
	struct sbox *sb;
	bool found = true;

	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, false);
	sw = spawned_find(sb, pid);
	if (sw && sw->log)
		f = strdup(sw->log);
	else if (sw && sw->server_id)
		s = strdup(sw->server_id);
	else if ((sp = sp_find(sb, pid)))
		s = strdup(sp->id);
	else
		found = false;
	pthread_mutex_unlock(&reg->mu);
	if (!found)
		return -ENOENT;
	if (!f && !s)
		return -ENOMEM;
	*file = f;
	*sid = s;
	return 0;
}

/* ---- process-list caches -------------------------------------------------------- */

static bool fresh(struct ctlreg *reg, const char *id, bool server, double max_age)
{
	struct sbox *sb;
	double t;

	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, false);
	t = !sb ? 0 : server ? sb->sprocs_time : sb->procs_time;
	pthread_mutex_unlock(&reg->mu);
	return t > 0 && sbx_now_s() - t < max_age;
}

int ctlreg_ps_refresh(struct ctlreg *reg, const char *id, double max_age)
{
	struct sbx_proc *procs = NULL;
	size_t n = 0;
	struct sbox *sb;
	int rc;

	if (fresh(reg, id, false, max_age))
		return 0;
	rc = sbx_ps(reg->client, id, &procs, &n);
	if (rc < 0)
		return rc;
	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, true);
	if (!sb) {
		pthread_mutex_unlock(&reg->mu);
		sbx_procs_free(procs, n);
		return -ENOMEM;
	}
	sbx_procs_free(sb->procs, sb->nprocs);
	sb->procs = procs;
	sb->nprocs = n;
	sb->procs_time = sbx_now_s();
	pthread_mutex_unlock(&reg->mu);
	return 0;
}

/* What the server lists of sandbox id's processes (GET .../processes:
 * running and recently exited ones, started by any client). A v1 server
 * lists none (libsbx remembers that it has no such route: no request). */
int ctlreg_server_procs_refresh(struct ctlreg *reg, const char *id, double max_age)
{
	struct sbx_process *v = NULL;
	size_t n = 0;
	struct sbox *sb;
	int rc;

	if (fresh(reg, id, true, max_age))
		return 0;
	rc = sbx_process_list(reg->client, id, &v, &n);
	if (rc == -ENOSYS)
		rc = 0;
	if (rc < 0)
		return rc;
	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, true);
	if (!sb) {
		pthread_mutex_unlock(&reg->mu);
		sbx_processes_free(v, n);
		return -ENOMEM;
	}
	sbx_processes_free(sb->sprocs, sb->nsprocs);
	sb->sprocs = v;
	sb->nsprocs = n;
	sb->sprocs_time = sbx_now_s();
	pthread_mutex_unlock(&reg->mu);
	return 0;
}

void ctlreg_procs_invalidate(struct ctlreg *reg, const char *id)
{
	struct sbox *sb;

	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, false);
	if (sb)
		sb->procs_time = sb->sprocs_time = 0;
	pthread_mutex_unlock(&reg->mu);
}

int ctlreg_ps_lookup(struct ctlreg *reg, const char *id, int pid, struct sbx_proc *out)
{
	const struct sbx_proc *p;
	int rc = -ENOENT;

	pthread_mutex_lock(&reg->mu);
	p = ps_find(sbox_get(reg, id, false), pid);
	if (p) {
		*out = *p;
		out->cmdline = strdup(p->cmdline ? p->cmdline : "");
		rc = out->cmdline ? 0 : -ENOMEM;
	}
	pthread_mutex_unlock(&reg->mu);
	return rc;
}

struct ctl_pid_seen ctlreg_pid_seen(struct ctlreg *reg, const char *id, int pid)
{
	struct ctl_pid_seen s;
	struct sbox *sb;

	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, false);
	s.live = ps_find(sb, pid) != NULL;
	s.spawned = spawned_find(sb, pid) != NULL;
	s.listed = sp_find(sb, pid) != NULL;
	pthread_mutex_unlock(&reg->mu);
	return s;
}

int ctlreg_pid_names(struct ctlreg *reg, const char *id, struct ctl_names *out)
{
	struct sbox *sb;
	char num[16];
	int rc = 0;

	pthread_mutex_lock(&reg->mu);
	sb = sbox_get(reg, id, false);
	for (size_t i = 0; sb && i < sb->nprocs && rc == 0; i++) {
		snprintf(num, sizeof(num), "%d", sb->procs[i].pid);
		rc = ctl_names_add(out, num);
	}
	/* running processes the server lists that ps did not see */
	for (size_t i = 0; sb && i < sb->nsprocs && rc == 0; i++) {
		const struct sbx_process *sp = &sb->sprocs[i];
		if (sp->state == SBX_PROC_RUNNING && sp->pid > 0 && !ps_find(sb, sp->pid) &&
		    !exec_wrapper(sp)) { /* (sbxfs's own) */
			snprintf(num, sizeof(num), "%d", sp->pid);
			rc = ctl_names_add(out, num);
		}
	}
	pthread_mutex_unlock(&reg->mu);
	return rc;
}
