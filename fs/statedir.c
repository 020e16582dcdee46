/* statedir — sbxfs's per-user state directory ($XDG_STATE_HOME/sbxfs, else
 * ~/.local/state/sbxfs) and the names of the files it keeps there per
 * server (statedir.h).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "statedir.h"

int statedir_mkdirs(char *path)
{
	for (char *p = path + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(path, 0700) != 0 && errno != EEXIST) {
			*p = '/';
			return -errno;
		}
		*p = '/';
	}
	if (mkdir(path, 0700) != 0 && errno != EEXIST)
		return -errno;
	return 0;
}

int statedir_path(char *buf, size_t size)
{
	const char *xdg = getenv("XDG_STATE_HOME"), *home = getenv("HOME");
	int r;

	if (xdg && xdg[0] == '/')
		r = snprintf(buf, size, "%s/sbxfs", xdg);
	else if (home && home[0] == '/')
		r = snprintf(buf, size, "%s/.local/state/sbxfs", home);
	else
		return -ENOENT;
	if (r < 0 || (size_t)r >= size)
		return -ENAMETOOLONG;
	return 0;
}

void statedir_server_name(const char *url, char *name, size_t size)
{
	size_t j = 0;

	for (const char *p = url; *p && j + 5 < size; p++) {
		char ch = *p;

		if (ch == ':' || ch == '/') {
			if (j && name[j - 1] == '_')
				continue;
			ch = '_';
		} else if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
			     (ch >= '0' && ch <= '9') || ch == '.' || ch == '-')) {
			ch = '_';
		}
		name[j++] = ch;
	}
	name[j] = '\0';
}
