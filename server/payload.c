/* payload.c — the spawn payload's one writer and one reader (see
 * payload.h). Built into sbxd and into sbxd-init: plain C, no library. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "payload.h"

char *payload_build(size_t head, const char *cwd, const char *const *argv, const char *const *env,
		    size_t *len)
{
	size_t argc = 0, envc = 0, n = head + strlen(cwd) + 1 + 2 * 24;
	char *buf, *p;

	for (; argv[argc]; argc++)
		n += strlen(argv[argc]) + 1;
	for (; env[envc]; envc++)
		n += strlen(env[envc]) + 1;
	buf = malloc(n);
	if (!buf)
		return NULL;
	p = buf + head;
	p = stpcpy(p, cwd) + 1;
	p += snprintf(p, 24, "%zu", argc) + 1;
	for (size_t i = 0; i < argc; i++)
		p = stpcpy(p, argv[i]) + 1;
	p += snprintf(p, 24, "%zu", envc) + 1;
	for (size_t i = 0; i < envc; i++)
		p = stpcpy(p, env[i]) + 1;
	*len = (size_t)(p - buf);
	return buf;
}

/* A count in [lo, hi] written in decimal, else -1. */
static long count_of(const char *s, long lo, long hi)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	return errno || end == s || *end || v < lo || v > hi ? -1 : v;
}

int payload_parse(char *buf, size_t len, char ***strs, const char **cwd, char ***argv, char ***envp)
{
	size_t n = 0, start = 0;
	long argc, envc;
	char **v;

	if (!buf)
		return -EINVAL;
	v = calloc(len + 2, sizeof(*v)); /* at most one string per byte, and NULL */
	if (!v)
		return -ENOMEM;
	for (size_t i = 0; i < len; i++)
		if (buf[i] == '\0') {
			v[n++] = buf + start;
			start = i + 1;
		}
	argc = n >= 3 ? count_of(v[1], 1, (long)n) : -1;
	envc = argc > 0 && (size_t)(2 + argc + 1) <= n ? count_of(v[2 + argc], 0, (long)n) : -1;
	if (envc < 0 || (size_t)(3 + argc + envc) > n) {
		free(v);
		return -EINVAL;
	}
	*cwd = v[0];
	*argv = v + 2;
	*envp = v + 3 + argc;
	/* NULL-terminate both vectors in place: argv's terminator slot is the
	 * envc string, no longer needed */
	(*argv)[argc] = NULL;
	(*envp)[envc] = NULL;
	*strs = v;
	return 0;
}
