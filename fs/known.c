/* known — the set of sandbox ids listed in the mount's root. Remembered ids
 * persist across mounts in a per-server file that is rewritten whole
 * (write to a temp file, rename) whenever the set changes; a failure to
 * write it only costs remembering, so it is logged by no one and ignored.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "known.h"
#include "sbx.h"

struct kid {
	char id[SBX_ID_MAX + 1];
	bool remember;
};

struct known {
	pthread_mutex_t lock; /* guards ids, n, cap */
	char *file;
	struct kid *ids;
	size_t n, cap;
};

static long find_id(struct known *k, const char *id)
{
	for (size_t i = 0; i < k->n; i++)
		if (strcmp(k->ids[i].id, id) == 0)
			return (long)i;
	return -1;
}

static int add_locked(struct known *k, const char *id, bool remember)
{
	long i = find_id(k, id);

	if (i >= 0) {
		k->ids[i].remember |= remember;
		return 0;
	}
	if (k->n == k->cap) {
		size_t cap = k->cap ? k->cap * 2 : 16;
		struct kid *v = realloc(k->ids, cap * sizeof(*v));

		if (!v)
			return -ENOMEM;
		k->ids = v;
		k->cap = cap;
	}
	snprintf(k->ids[k->n].id, sizeof(k->ids[k->n].id), "%s", id);
	k->ids[k->n].remember = remember;
	k->n++;
	return 0;
}

static void save_locked(struct known *k)
{
	char tmp[4096];
	FILE *f;

	if (!k->file ||
	    snprintf(tmp, sizeof(tmp), "%s.tmp%d", k->file, (int)getpid()) >= (int)sizeof(tmp))
		return;
	f = fopen(tmp, "w");
	if (!f)
		return;
	for (size_t i = 0; i < k->n; i++)
		if (k->ids[i].remember)
			fprintf(f, "%s\n", k->ids[i].id);
	if (fclose(f) != 0 || rename(tmp, k->file) != 0)
		unlink(tmp);
}

int known_new(const char *file, struct known **out)
{
	struct known *k = calloc(1, sizeof(*k));
	char line[SBX_ID_MAX + 8];
	FILE *f;

	if (!k)
		return -ENOMEM;
	pthread_mutex_init(&k->lock, NULL);
	if (file && !(k->file = strdup(file))) {
		known_free(k);
		return -ENOMEM;
	}
	if (file && (f = fopen(file, "r"))) {
		while (fgets(line, sizeof(line), f)) {
			line[strcspn(line, "\n")] = '\0';
			if (sbx_valid_id(line))
				add_locked(k, line, true);
		}
		fclose(f);
	}
	*out = k;
	return 0;
}

void known_free(struct known *k)
{
	if (!k)
		return;
	pthread_mutex_destroy(&k->lock);
	free(k->ids);
	free(k->file);
	free(k);
}

bool known_has(struct known *k, const char *id)
{
	bool r;

	pthread_mutex_lock(&k->lock);
	r = find_id(k, id) >= 0;
	pthread_mutex_unlock(&k->lock);
	return r;
}

int known_add(struct known *k, const char *id, bool remember)
{
	int r;
	long i;
	bool was;

	if (!sbx_valid_id(id))
		return -EINVAL;
	pthread_mutex_lock(&k->lock);
	i = find_id(k, id);
	was = i >= 0 && k->ids[i].remember;
	r = add_locked(k, id, remember);
	if (r == 0 && remember && !was)
		save_locked(k);
	pthread_mutex_unlock(&k->lock);
	return r;
}

void known_remove(struct known *k, const char *id)
{
	long i;

	pthread_mutex_lock(&k->lock);
	i = find_id(k, id);
	if (i >= 0) {
		k->ids[i] = k->ids[k->n - 1];
		k->n--;
		save_locked(k);
	}
	pthread_mutex_unlock(&k->lock);
}

int known_list(struct known *k, char ***ids, size_t *n)
{
	char **v;
	size_t cnt;

	pthread_mutex_lock(&k->lock);
	cnt = k->n;
	v = calloc(cnt + 1, sizeof(*v));
	if (!v)
		goto fail;
	for (size_t i = 0; i < cnt; i++)
		if (!(v[i] = strdup(k->ids[i].id))) {
			sbx_strv_free(v, i);
			goto fail;
		}
	pthread_mutex_unlock(&k->lock);
	*ids = v;
	*n = cnt;
	return 0;
fail:
	pthread_mutex_unlock(&k->lock);
	return -ENOMEM;
}

int known_mkdirs(char *path)
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

int known_state_dir(char *buf, size_t size)
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

void known_server_name(const char *url, char *name, size_t size)
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

int known_default_file(const char *url, char **out)
{
	char dir[4096], name[256], *file;
	int r;

	r = known_state_dir(dir, sizeof(dir));
	if (r < 0)
		return r;
	known_server_name(url, name, sizeof(name));
	r = known_mkdirs(dir);
	if (r < 0)
		return r;
	if (asprintf(&file, "%s/%s.ids", dir, name) < 0)
		return -ENOMEM;
	*out = file;
	return 0;
}
