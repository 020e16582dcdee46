/* strv.c — NULL-terminated vectors of malloc'd strings (see strv.h). */
#include <stdlib.h>
#include <string.h>

#include "strv.h"

void strv_free(char **v)
{
	if (!v)
		return;
	for (char **p = v; *p; p++)
		free(*p);
	free(v);
}

char **strv_dup(const char *const *v)
{
	size_t n = 0;
	char **r;

	while (v && v[n])
		n++;
	r = calloc(n + 1, sizeof(*r));
	if (!r)
		return NULL;
	for (size_t i = 0; i < n; i++)
		if (!(r[i] = strdup(v[i]))) {
			strv_free(r);
			return NULL;
		}
	return r;
}
