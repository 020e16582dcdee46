/* term — one terminal of terminals/: made (a next server's terminal and
 * its WebSocket, or on v1 the /pty WebSocket of a session of its own whose
 * shell is a small wrapper script), its output read by a reader thread into
 * two local spool segments (at most 2 * SEG_MAX kept), keystrokes and
 * resizes sent on the same connection, ended by rmdir (hung up). The
 * design and the locks: fs/terminals.c and fs/termint.h.
 */
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

/* v1: the terminal's shell is this script, written into the sandbox by
 * MAKE_SCRIPT: it notes its pid for rmdir, drops the clear-screen prompt
 * command the 0.12 container sets, and runs the command or a login shell. */
static const char MAKE_SCRIPT[] =
    "set -e\n"
    "mkdir -p \"${1%/*}\"\n"
    "printf '%s' \"$2\" >\"$1.cmd\"\n"
    "cat >\"$1\" <<'SBXFS_EOF'\n"
    "#!/bin/bash\n"
    "echo $$ >\"$0.pid\"\n"
    "unset PROMPT_COMMAND\n"
    "cd /workspace 2>/dev/null\n"
    "if [ -s \"$0.cmd\" ]; then exec bash -c \"$(cat \"$0.cmd\")\"; fi\n"
    "exec bash -l\n"
    "SBXFS_EOF\n"
    "chmod 700 \"$1\"\n";
/* v1: with $2 = kill, hang the shell up (an interactive bash passes SIGHUP
 * on to its jobs), SIGKILL its group if it is still there 2 s later; then
 * remove the files. (Not for a shell that has ended: its pid may be
 * another process's by now.) */
static const char KILL_SCRIPT[] =
    "p=$(cat \"$1.pid\" 2>/dev/null)\n"
    "if [ \"$2\" = kill ] && [ -n \"$p\" ] && kill -HUP -- \"$p\" 2>/dev/null; then\n"
    "  for i in $(seq 1 20); do kill -0 \"$p\" 2>/dev/null || break; sleep 0.1; done\n"
    "  kill -KILL -- \"-$p\" \"$p\" 2>/dev/null\n"
    "fi\n"
    "rm -f -- \"$1\" \"$1.pid\" \"$1.cmd\"\n"
    "exit 0\n";

/* ---- terminals ------------------------------------------------------------------ */

void term_unref(struct term *t)
{
	if (!t || atomic_fetch_sub(&t->refs, 1) != 1)
		return;
	sbx_term_close(t->conn);
	spool_unref(t->seg[0]);
	spool_unref(t->seg[1]);
	pthread_rwlock_destroy(&t->conn_lock);
	pthread_mutex_destroy(&t->mu);
	pthread_cond_destroy(&t->cv);
	free(t->tid);
	free(t->path);
	free(t);
}

/* tf->mu held. The ready (or, with any, also the reserved) terminal. */
struct term *term_find_locked(struct termfs *tf, const char *id, const char *name, bool any)
{
	for (struct term *t = tf->terms; t; t = t->next)
		if ((any || t->ready) && strcmp(t->name, name) == 0 && strcmp(t->id, id) == 0)
			return t;
	return NULL;
}

struct term *term_get(struct termfs *tf, const char *id, const char *name)
{
	struct term *t;

	pthread_mutex_lock(&tf->mu);
	t = term_find_locked(tf, id, name, false);
	if (t)
		atomic_fetch_add(&t->refs, 1);
	pthread_mutex_unlock(&tf->mu);
	return t;
}

void term_maybe_invalidate(struct term *t, bool force)
{
	struct termfs *tf = t->tf;
	double now = sbx_now_s();
	bool go;

	pthread_mutex_lock(&t->mu);
	go = force || now - t->invalidated >= INVALIDATE_EVERY;
	if (go)
		t->invalidated = now;
	pthread_mutex_unlock(&t->mu);
	if (go && tf->env.invalidate)
		tf->env.invalidate(tf->env.invalidate_arg, t->id);
}

/* The reader's: keeps bytes of output, dropping the older segment when the
 * newer is full. */
void term_out_append(struct term *t, const void *data, size_t len)
{
	pthread_mutex_lock(&t->mu);
	if (spool_size(t->seg[1]) >= SEG_MAX) {
		struct spool *s;

		if (spool_new(t->tf->env.spool_dir, &s) == 0) {
			spool_set_limit(s, 0); /* (bounded by SEG_MAX) */
			spool_unref(t->seg[0]);
			t->seg[0] = t->seg[1];
			t->start[0] = t->start[1];
			t->seg[1] = s;
			t->start[1] = t->end;
		}
	}
	if (spool_append(t->seg[1], data, len) == 0)
		t->end += (off_t)len;
	pthread_cond_broadcast(&t->cv);
	pthread_mutex_unlock(&t->mu);
}

void term_set_state(struct term *t, enum tstate st, int code, bool code_known, int err)
{
	pthread_mutex_lock(&t->mu);
	if (t->state == T_RUNNING) {
		t->state = st;
		t->code = code;
		t->code_known = code_known;
		t->err = err;
	}
	pthread_cond_broadcast(&t->cv);
	pthread_mutex_unlock(&t->mu);
}

/* The connection of a next terminal broke: a new one, from the cursor of
 * the output the mount has. */
static int reconnect(struct term *t)
{
	struct sbx_term_connect_opts o = {0};
	struct sbx_term *nc = NULL, *old;
	char cursor[256];
	int rc;

	snprintf(cursor, sizeof(cursor), "%s", sbx_term_cursor(t->conn));
	o.cursor = cursor[0] ? cursor : NULL;
	rc = sbx_terminal_connect(t->tf->env.client, t->id, t->tid, &o, &nc);
	if (rc < 0)
		return rc;
	pthread_rwlock_wrlock(&t->conn_lock);
	old = t->conn;
	t->conn = nc;
	pthread_rwlock_unlock(&t->conn_lock);
	sbx_term_close(old);
	return 0;
}

static void *reader_main(void *arg)
{
	struct term *t = arg;
	char *buf = malloc(65536);
	int fails = 0;

	while (buf && !atomic_load(&t->stop)) {
		ssize_t n = sbx_term_read(t->conn, buf, 65536, READ_TIMEOUT_MS);
		int code, sig, rc;

		if (n > 0) {
			term_out_append(t, buf, (size_t)n);
			term_maybe_invalidate(t, false);
			fails = 0;
			continue;
		}
		if (n == -ETIMEDOUT || n == -EINTR)
			continue;
		if (n == 0 && sbx_term_exit(t->conn, &code, &sig) == 1) {
			term_set_state(t, T_EXITED, sig > 0 ? 128 + sig : code,
				       code >= 0 || sig > 0, 0);
			break;
		}
		/* ended without an exit, or broken */
		rc = (int)n;
		if (!t->v1 && fails++ < RECONNECTS && !atomic_load(&t->stop)) {
			rc = reconnect(t);
			if (rc == 0)
				continue;
			if (rc == -ENOENT) { /* the server no longer has it */
				term_set_state(t, T_EXITED, -1, false, 0);
				break;
			}
		}
		if (n == 0) /* a v1 server that closes the pty without saying how */
			term_set_state(t, T_EXITED, -1, false, 0);
		else /* the break; a reconnect that timed out: the server hangs */
			term_set_state(t, T_FAILED, -1, false, rc == -ETIMEDOUT ? rc : (int)n);
		break;
	}
	if (!buf)
		term_set_state(t, T_FAILED, -1, false, -ENOMEM);
	free(buf);
	term_maybe_invalidate(t, true);
	return NULL;
}

/* Stops the reader (it ends within READ_TIMEOUT_MS) and waits for it. */
void term_reader_join(struct term *t)
{
	if (!t->has_reader)
		return;
	atomic_store(&t->stop, 1);
	pthread_join(t->reader, NULL);
	t->has_reader = false;
	pthread_mutex_lock(&t->mu);
	pthread_cond_broadcast(&t->cv); /* readers of out: no more output comes */
	pthread_mutex_unlock(&t->mu);
}

int term_run_script(struct termfs *tf, const char *id, const char *script, const char *a1,
		    const char *a2)
{
	const char *argv[] = {"bash", "-c", script, "sbxfs-term", a1, a2, NULL};
	struct sbx_exec_opts o = {.op = "terminal"};
	int rc, code = 0;

	rc = sbx_exec_capture(tf->env.client, id, argv, &o, NULL, NULL, &code);
	return rc < 0 ? rc : code != 0 ? -EIO : 0;
}

/* Starts the terminal's process and connects to it. */
int term_start(struct term *t, const char *cmdline)
{
	struct termfs *tf = t->tf;
	const char *login[] = {"bash", "-l", NULL};
	const char *cmd[] = {"bash", "-c", cmdline, NULL};
	struct sbx_terminal_opts to = {.cwd = "/workspace", .cols = t->cols, .rows = t->rows};
	struct sbx_terminal st = {0};
	unsigned char raw[8];
	char key[40];
	int rc;

	rc = sbx_terminal_create(tf->env.client, t->id, cmdline ? cmd : login, &to, &st);
	if (rc == 0) {
		t->tid = strdup(st.id);
		sbx_terminal_release(&st);
		if (!t->tid)
			return -ENOMEM;
		rc = sbx_terminal_connect(tf->env.client, t->id, t->tid, NULL, &t->conn);
		if (rc < 0)
			sbx_terminal_terminate(tf->env.client, t->id, t->tid);
		return rc;
	}
	if (rc != -ENOSYS)
		return rc;
	/* v1: the /pty of a session of its own */
	t->v1 = true;
	if (getrandom(raw, sizeof(raw), 0) != sizeof(raw))
		return -EIO;
	snprintf(key, sizeof(key), "sbxfs-term-");
	for (size_t i = 0; i < sizeof(raw); i++)
		snprintf(key + strlen(key), 3, "%02x", raw[i]);
	if (asprintf(&t->path, TERMS_DIR "/%s", key) < 0) {
		t->path = NULL;
		return -ENOMEM;
	}
	rc = term_run_script(tf, t->id, MAKE_SCRIPT, t->path, cmdline ? cmdline : "");
	if (rc < 0)
		return rc;
	rc = sbx_pty_connect(tf->env.client, t->id, key, t->cols, t->rows, t->path, &t->conn);
	if (rc < 0)
		term_run_script(tf, t->id, KILL_SCRIPT, t->path, "kill");
	return rc;
}

/* tf->mu held: makes room for one more terminal in sandbox id by dropping
 * the oldest exited one; *drop gets it (to be let go of outside the lock).
 * -EAGAIN when PER_SANDBOX run. */
int term_room_locked(struct termfs *tf, const char *id, struct term **drop)
{
	struct term *oldest = NULL;
	size_t n = 0;

	*drop = NULL;
	for (struct term *t = tf->terms; t; t = t->next) {
		bool ended;

		if (strcmp(t->id, id) != 0)
			continue;
		n++;
		pthread_mutex_lock(&t->mu);
		ended = t->state != T_RUNNING;
		pthread_mutex_unlock(&t->mu);
		if (t->ready && ended && (!oldest || t->serial < oldest->serial))
			oldest = t;
	}
	if (n < PER_SANDBOX)
		return 0;
	if (!oldest)
		return -EAGAIN;
	for (struct term **pp = &tf->terms; *pp; pp = &(*pp)->next)
		if (*pp == oldest) {
			*pp = oldest->next;
			break;
		}
	*drop = oldest;
	return 0;
}

void term_let_go(struct term *t)
{
	if (!t)
		return;
	term_reader_join(t);
	term_unref(t);
}

/* Creates terminal name in sandbox id running cmdline (NULL: a login
 * shell). name == NULL: the next free number, written to name_out. */
int term_create(struct termfs *tf, const char *id, const char *name, const char *cmdline,
		char name_out[TERM_NAME_MAX + 1])
{
	struct term *t, *drop = NULL;
	struct tbox *b = NULL;
	pthread_attr_t attr;
	int rc;

	if (strlen(id) > SBX_ID_MAX)
		return -ENOENT;
	t = calloc(1, sizeof(*t));
	if (!t)
		return -ENOMEM;
	atomic_init(&t->refs, 1);
	atomic_init(&t->stop, 0);
	pthread_rwlock_init(&t->conn_lock, NULL);
	pthread_mutex_init(&t->mu, NULL);
	pthread_cond_init(&t->cv, NULL);
	t->tf = tf;
	t->cols = 80;
	t->rows = 24;
	snprintf(t->id, sizeof(t->id), "%s", id);
	if (spool_new(tf->env.spool_dir, &t->seg[1]) < 0) {
		term_unref(t);
		return -ENOMEM;
	}
	spool_set_limit(t->seg[1], 0); /* two segments of SEG_MAX are its bound */

	/* reserve the name */
	pthread_mutex_lock(&tf->mu);
	if (!name) {
		for (b = tf->boxes; b && strcmp(b->id, id) != 0; b = b->next)
			;
		if (!b && (b = calloc(1, sizeof(*b)))) {
			snprintf(b->id, sizeof(b->id), "%s", id);
			b->next_num = 1;
			b->next = tf->boxes;
			tf->boxes = b;
		}
		if (!b) {
			pthread_mutex_unlock(&tf->mu);
			term_unref(t);
			return -ENOMEM;
		}
		do
			snprintf(t->name, sizeof(t->name), "%u", b->next_num++);
		while (term_find_locked(tf, id, t->name, true));
	} else if (term_find_locked(tf, id, name, true)) {
		pthread_mutex_unlock(&tf->mu);
		term_unref(t);
		return -EEXIST;
	} else {
		snprintf(t->name, sizeof(t->name), "%s", name);
	}
	rc = term_room_locked(tf, id, &drop);
	if (rc < 0) {
		pthread_mutex_unlock(&tf->mu);
		term_unref(t);
		return rc;
	}
	t->serial = ++tf->serial;
	t->next = tf->terms;
	tf->terms = t;
	atomic_fetch_add(&t->refs, 1); /* the list's */
	pthread_mutex_unlock(&tf->mu);
	term_let_go(drop);

	rc = term_start(t, cmdline);
	if (rc == 0) {
		pthread_attr_init(&attr);
		rc = -pthread_create(&t->reader, &attr, reader_main, t);
		pthread_attr_destroy(&attr);
		t->has_reader = rc == 0;
		if (rc < 0) {
			if (t->v1)
				term_run_script(tf, id, KILL_SCRIPT, t->path, "kill");
			else
				sbx_terminal_terminate(tf->env.client, id, t->tid);
		}
	}
	pthread_mutex_lock(&tf->mu);
	if (rc < 0) {
		for (struct term **pp = &tf->terms; *pp; pp = &(*pp)->next)
			if (*pp == t) {
				*pp = t->next;
				term_unref(t); /* the list's */
				break;
			}
	} else {
		t->ready = true;
		if (name_out)
			snprintf(name_out, TERM_NAME_MAX + 1, "%s", t->name);
		if (b)
			snprintf(b->last_new, sizeof(b->last_new), "%s", t->name);
	}
	pthread_mutex_unlock(&tf->mu);
	term_unref(t);
	return rc;
}

/* Ends terminal t (already off the list) and lets go of it. */
int term_end(struct termfs *tf, struct term *t)
{
	bool running;
	int rc = 0;

	pthread_mutex_lock(&t->mu);
	running = t->state == T_RUNNING;
	pthread_mutex_unlock(&t->mu);
	if (running) {
		if (t->v1)
			rc = term_run_script(tf, t->id, KILL_SCRIPT, t->path, "kill");
		else
			rc = sbx_terminal_terminate(tf->env.client, t->id, t->tid);
		if (rc == -ENOENT)
			rc = 0;
		if (rc == 0) { /* let the reader see the end (2 s at most) */
			struct timespec ts;

			clock_gettime(CLOCK_REALTIME, &ts);
			ts.tv_sec += 2;
			pthread_mutex_lock(&t->mu);
			while (t->state == T_RUNNING && t->has_reader &&
			       pthread_cond_timedwait(&t->cv, &t->mu, &ts) == 0)
				;
			pthread_mutex_unlock(&t->mu);
		}
	} else if (t->v1) {
		term_run_script(tf, t->id, KILL_SCRIPT, t->path, "clean"); /* best effort */
	}
	return rc;
}
