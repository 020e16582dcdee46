/* exec_sessions.c — the bridge's exec sessions: named shell state (cwd and
 * exported variables) that one exec of a session leaves to the next.
 * spawn.c runs the command under an EXIT trap that writes $PWD and
 * `env -0` to fd 3 and hands what it read to session_save(); the next exec
 * of the session starts from session_find_locked()'s state.
 *
 * Sessions live in sb->sessions under sb->lock (the only lock here).
 */
#include <errno.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "runtime.h"
#include "strv.h"

/* env with over's entries replacing same-named ones of base. */
static char **env_merge(const char *const *base, const char *const *over)
{
	size_t nb = 0, no = 0;
	while (base && base[nb])
		nb++;
	while (over && over[no])
		no++;
	char **r = calloc(nb + no + 1, sizeof(*r));
	if (!r)
		return NULL;
	size_t n = 0;
	for (size_t i = 0; i < nb; i++) {
		const char *eq = strchr(base[i], '=');
		size_t klen = eq ? (size_t)(eq - base[i]) : strlen(base[i]);
		bool overridden = false;
		for (size_t j = 0; j < no && !overridden; j++)
			overridden = strncmp(over[j], base[i], klen) == 0 && over[j][klen] == '=';
		if (!overridden && !(r[n++] = strdup(base[i])))
			goto fail;
	}
	for (size_t j = 0; j < no; j++)
		if (strchr(over[j], '=') && !(r[n++] = strdup(over[j])))
			goto fail;
	return r;
fail:
	strv_free(r);
	return NULL;
}

void sessions_free(struct session *s)
{
	while (s) {
		struct session *next = s->next;
		free(s->sid);
		free(s->cwd);
		strv_free(s->env);
		free(s);
		s = next;
	}
}

struct session *session_find_locked(struct sandbox *sb, const char *sid)
{
	for (struct session *s = sb->sessions; s; s = s->next)
		if (strcmp(s->sid, sid) == 0)
			return s;
	return NULL;
}

/* Caller holds sb->lock. */
int session_add_locked(struct sandbox *sb, const char *sid, const char *cwd, const char *const *env)
{
	struct session *s = calloc(1, sizeof(*s));
	if (!s)
		return -ENOMEM;
	s->sid = strdup(sid);
	s->cwd = strdup(cwd ? cwd : "/workspace");
	s->env = env_merge(sandbox_base_env, env);
	if (!s->sid || !s->cwd || !s->env) {
		sessions_free(s);
		return -ENOMEM;
	}
	s->next = sb->sessions;
	sb->sessions = s;
	return 0;
}

int sandbox_session_create(struct sandbox *sb, const char *sid, const char *cwd,
			   const char *const *env)
{
	pthread_mutex_lock(&sb->lock);
	int rc;
	if (session_find_locked(sb, sid)) {
		sbxd_set_errmsg("Session '%s' already exists", sid);
		rc = -EEXIST;
	} else {
		rc = session_add_locked(sb, sid, cwd, env);
	}
	pthread_mutex_unlock(&sb->lock);
	return rc;
}

int sandbox_session_delete(struct sandbox *sb, const char *sid)
{
	pthread_mutex_lock(&sb->lock);
	int rc = -ENOENT;
	for (struct session **pp = &sb->sessions; *pp; pp = &(*pp)->next) {
		if (strcmp((*pp)->sid, sid) == 0) {
			struct session *s = *pp;
			*pp = s->next;
			s->next = NULL;
			sessions_free(s);
			rc = 0;
			break;
		}
	}
	if (rc)
		sbxd_set_errmsg("Session '%s' not found", sid);
	pthread_mutex_unlock(&sb->lock);
	return rc;
}

/* Applies "<cwd>\0<KEY=VALUE>\0..." captured by the EXIT trap. */
void session_save(struct sandbox *sb, const char *sid, const char *state, size_t len)
{
	if (len == 0 || state[len - 1] != '\0')
		return; /* incomplete: keep the old state */
	size_t n = 0;
	for (size_t i = 0; i < len; i++)
		n += state[i] == '\0';
	char **env = calloc(n + 1, sizeof(*env));
	if (!env)
		return;
	const char *cwd = state;
	size_t k = 0;
	for (const char *p = state + strlen(state) + 1; p < state + len; p += strlen(p) + 1) {
		/* shell bookkeeping, not state */
		if (!strncmp(p, "PWD=", 4) || !strncmp(p, "OLDPWD=", 7) ||
		    !strncmp(p, "SHLVL=", 6) || !strncmp(p, "_=", 2) || !strchr(p, '='))
			continue;
		if (!(env[k++] = strdup(p))) {
			strv_free(env);
			return;
		}
	}
	char *c = strdup(cwd[0] == '/' ? cwd : "/workspace");
	if (!c) {
		strv_free(env);
		return;
	}
	pthread_mutex_lock(&sb->lock);
	struct session *s = session_find_locked(sb, sid);
	if (s) {
		free(s->cwd);
		s->cwd = c;
		strv_free(s->env);
		s->env = env;
		c = NULL;
		env = NULL;
	}
	pthread_mutex_unlock(&sb->lock);
	free(c);
	strv_free(env);
}

int sandbox_session_state(struct sandbox *sb, const char *sid, char **cwd, char ***env)
{
	char *c = NULL;
	char **e = NULL;
	int rc = -ENOENT;

	pthread_mutex_lock(&sb->lock);
	struct session *s = session_find_locked(sb, sid);
	if (s) {
		c = strdup(s->cwd);
		e = strv_dup((const char *const *)s->env);
		rc = c && e ? 0 : -ENOMEM;
	}
	pthread_mutex_unlock(&sb->lock);
	if (rc < 0) {
		free(c);
		strv_free(e);
		return rc;
	}
	*cwd = c;
	*env = e;
	return 0;
}
