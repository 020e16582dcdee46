/* links — symlink targets between the sandbox's view and the mount's; the
 * rule and why it is safe are in links.h. */
#include "chains.h"
#include "links.h"

#include <errno.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WS "/workspace"
#define WS_LEN (sizeof(WS) - 1)

/* Next component of *p (slashes skipped); its length in *n, NULL at end. */
static const char *next_comp(const char **p, size_t *n)
{
	const char *s = *p;

	while (*s == '/')
		s++;
	if (!*s)
		return NULL;
	*n = strcspn(s, "/");
	*p = s + *n;
	return s;
}

static bool is_dot(const char *c, size_t n)
{
	return n == 1 && c[0] == '.';
}

static bool is_dotdot(const char *c, size_t n)
{
	return n == 2 && c[0] == '.' && c[1] == '.';
}

/* Applies the components of path to buf ("" is "/", else "/a/b"; room for
 * strlen(path) more bytes). false when a ".." climbs above "/". */
static bool walk(char *buf, size_t *len, const char *path)
{
	const char *c;
	size_t n;

	while ((c = next_comp(&path, &n))) {
		if (is_dot(c, n))
			continue;
		if (is_dotdot(c, n)) {
			if (*len == 0)
				return false;
			while (*len > 0 && buf[*len - 1] != '/')
				(*len)--;
			(*len)--; /* the '/' before the popped component */
			continue;
		}
		buf[(*len)++] = '/';
		memcpy(buf + *len, c, n);
		*len += n;
	}
	buf[*len] = '\0';
	return true;
}

static bool in_workspace(const char *abs)
{
	return strncmp(abs, WS, WS_LEN) == 0 && (abs[WS_LEN] == '\0' || abs[WS_LEN] == '/');
}

/* A relative target whose ".." all come first: walking it from the link's
 * real directory visits exactly the directories the lexical check saw. */
static bool dotdots_first(const char *target)
{
	const char *c;
	size_t n;
	bool down = false;

	while ((c = next_comp(&target, &n))) {
		if (is_dotdot(c, n) && down)
			return false;
		if (!is_dot(c, n) && !is_dotdot(c, n))
			down = true;
	}
	return true;
}

/* "../../c/d" from directory dir to abs (both normalised, absolute). */
static char *relative_from(const char *dir, const char *abs)
{
	size_t common = 0, i = 0, ups = 0;
	char *out, *o;

	/* longest common prefix ending at a component boundary */
	while (dir[i] && dir[i] == abs[i]) {
		i++;
		if ((dir[i] == '/' || dir[i] == '\0') && (abs[i] == '/' || abs[i] == '\0'))
			common = i;
	}
	for (const char *p = dir + common; *p; p++)
		ups += *p == '/';
	const char *rest = abs + common;
	while (*rest == '/')
		rest++;
	out = malloc(3 * ups + strlen(rest) + 2);
	if (!out)
		return NULL;
	o = out;
	for (size_t k = 0; k < ups; k++) {
		memcpy(o, "../", 3);
		o += 3;
	}
	memcpy(o, rest, strlen(rest));
	o += strlen(rest);
	if (o == out)
		*o++ = '.';
	else if (o[-1] == '/')
		o--;
	*o = '\0';
	return out;
}

char *links_to_mount(const char *mountpoint, const char *id, const char *linkpath,
		     const char *target, bool own)
{
	size_t dl, len = 0;
	const char *slash = strrchr(linkpath, '/');
	char *buf, *out = NULL;
	bool inside;

	if (!target[0])
		return strdup(target);
	dl = slash ? (size_t)(slash - linkpath) : 0;
	buf = malloc(dl + strlen(target) + 2);
	if (!buf)
		return NULL;
	if (target[0] != '/') {
		char *dir = strndup(linkpath, dl);

		if (!dir) {
			free(buf);
			return NULL;
		}
		inside = walk(buf, &len, dir);
		free(dir);
	} else {
		inside = true;
	}
	inside = inside && walk(buf, &len, target) && in_workspace(buf);
	if (!inside && own) {
		out = strdup(target);
	} else if (!inside) {
		if (asprintf(&out, "%s/%s/" LINKS_OUTSIDE "%s", mountpoint, id, target) < 0)
			out = NULL;
	} else if (target[0] == '/') {
		if (asprintf(&out, "%s/%s%s", mountpoint, id, buf) < 0)
			out = NULL;
	} else if (dotdots_first(target)) {
		out = strdup(target);
	} else {
		char *dir = strndup(linkpath, dl);

		out = dir ? relative_from(dir, buf) : NULL;
		free(dir);
	}
	free(buf);
	return out;
}

const char *links_from_mount(const char *mountpoint, const char *id, const char *target, char *nb,
			     size_t size)
{
	size_t ml = strlen(mountpoint), il = strlen(id);
	const char *p;

	if (strncmp(target, mountpoint, ml) != 0 || target[ml] != '/' ||
	    strncmp(target + ml + 1, id, il) != 0 || target[ml + 1 + il] != '/')
		return target;
	p = target + ml + 1 + il; /* "/workspace/..." or "/.outside-workspace:..." */
	if (strncmp(p, WS, WS_LEN) == 0 && (p[WS_LEN] == '\0' || p[WS_LEN] == '/')) {
		/* only while it stays there: "MOUNT/<id>/workspace/../ctl" as
		 * "/workspace/../ctl" would name the host's /ctl through the
		 * mount; the host path it names is what the user meant */
		size_t len = 0;

		if (strlen(target) + 2 > size)
			return target;
		if (walk(nb, &len, p) && in_workspace(nb))
			return p;
		len = 0;
		if (!walk(nb, &len, target))
			return target; /* (above "/": "/" itself, as written) */
		if (len == 0)
			memcpy(nb, "/", 2);
		return nb;
	}
	if (strncmp(p + 1, LINKS_OUTSIDE, sizeof(LINKS_OUTSIDE) - 1) == 0)
		return p + 1 + sizeof(LINKS_OUTSIDE) - 1;
	return target;
}

/* ---- links the mount's user made ---------------------------------------- */

#define OWN_BUCKETS 4096

struct own_entry {
	struct own_entry *next;
	char *path, *target;
};

struct links_own {
	pthread_mutex_t lock; /* guards everything below */
	struct own_entry *b[OWN_BUCKETS];
	size_t n;
};

static unsigned bucket(const char *path)
{
	return fnv_path(path) % OWN_BUCKETS;
}

int links_own_new(struct links_own **out)
{
	struct links_own *o = calloc(1, sizeof(*o));

	if (!o)
		return -ENOMEM;
	pthread_mutex_init(&o->lock, NULL);
	*out = o;
	return 0;
}

static void entry_free(struct own_entry *e)
{
	free(e->path);
	free(e->target);
	free(e);
}

/* Caller holds the lock. */
static void clear(struct links_own *o)
{
	for (size_t i = 0; i < OWN_BUCKETS; i++) {
		while (o->b[i]) {
			struct own_entry *e = o->b[i];

			o->b[i] = e->next;
			entry_free(e);
		}
	}
	o->n = 0;
}

void links_own_free(struct links_own *o)
{
	if (!o)
		return;
	clear(o);
	pthread_mutex_destroy(&o->lock);
	free(o);
}

/* Caller holds the lock: unlinks and returns the entry for path. */
static struct own_entry *take(struct links_own *o, const char *path)
{
	for (struct own_entry **p = &o->b[bucket(path)]; *p; p = &(*p)->next) {
		if (strcmp((*p)->path, path) == 0) {
			struct own_entry *e = *p;

			*p = e->next;
			o->n--;
			return e;
		}
	}
	return NULL;
}

/* Caller holds the lock; takes e. */
static void put(struct links_own *o, struct own_entry *e)
{
	unsigned h = bucket(e->path);

	if (o->n >= LINKS_OWN_MAX)
		clear(o); /* bounded: forgetting only hides links, never shows one */
	e->next = o->b[h];
	o->b[h] = e;
	o->n++;
}

void links_own_add(struct links_own *o, const char *path, const char *target)
{
	struct own_entry *e = calloc(1, sizeof(*e));

	if (!e || !(e->path = strdup(path)) || !(e->target = strdup(target))) {
		if (e)
			entry_free(e);
		return;
	}
	pthread_mutex_lock(&o->lock);
	struct own_entry *old = take(o, path);
	if (old)
		entry_free(old);
	put(o, e);
	pthread_mutex_unlock(&o->lock);
}

bool links_own_has(struct links_own *o, const char *path, const char *target)
{
	bool has = false;

	pthread_mutex_lock(&o->lock);
	for (struct own_entry *e = o->b[bucket(path)]; e; e = e->next) {
		if (strcmp(e->path, path) == 0) {
			has = strcmp(e->target, target) == 0;
			break;
		}
	}
	pthread_mutex_unlock(&o->lock);
	return has;
}

void links_own_rename(struct links_own *o, const char *from, const char *to)
{
	pthread_mutex_lock(&o->lock);
	struct own_entry *e = take(o, from), *old = take(o, to);
	if (old)
		entry_free(old);
	if (e) {
		char *p = strdup(to);

		if (p) {
			free(e->path);
			e->path = p;
			put(o, e);
		} else {
			entry_free(e);
		}
	}
	pthread_mutex_unlock(&o->lock);
}
