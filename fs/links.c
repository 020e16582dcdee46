/* links — symlink targets between the sandbox's view and the mount's; the
 * rule and why it is safe are in links.h. */
#include "links.h"

#include <stdbool.h>
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
		     const char *target)
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
	if (!inside) {
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

const char *links_from_mount(const char *mountpoint, const char *id, const char *target)
{
	size_t ml = strlen(mountpoint), il = strlen(id);
	const char *p;

	if (strncmp(target, mountpoint, ml) != 0 || target[ml] != '/' ||
	    strncmp(target + ml + 1, id, il) != 0 || target[ml + 1 + il] != '/')
		return target;
	p = target + ml + 1 + il; /* "/workspace/..." or "/.outside-workspace:..." */
	if (strncmp(p, WS, WS_LEN) == 0 && (p[WS_LEN] == '\0' || p[WS_LEN] == '/'))
		return p;
	if (strncmp(p + 1, LINKS_OUTSIDE, sizeof(LINKS_OUTSIDE) - 1) == 0)
		return p + 1 + sizeof(LINKS_OUTSIDE) - 1;
	return target;
}
