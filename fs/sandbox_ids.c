/* sandbox_ids — the set of sandbox ids listed in the mount's root. Remembered ids
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

#include "sandbox_ids.h"
#include "statedir.h"
#include "sbx.h"

struct kid {
	char id[SBX_ID_MAX + 1];
	bool remember;
};

struct sandbox_ids {
	pthread_mutex_t lock; /* guards ids, n, cap */
	char *file;
	struct kid *ids;
	size_t n, cap;
};

static long find_id(struct sandbox_ids *k, const char *id)
{
	for (size_t i = 0; i < k->n; i++)
		if (strcmp(k->ids[i].id, id) == 0)
			return (long)i;
	return -1;
}

static int add_locked(struct sandbox_ids *k, const char *id, bool remember)
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

static void save_locked(struct sandbox_ids *k)
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

int sandbox_ids_new(const char *file, struct sandbox_ids **out)
{
	struct sandbox_ids *k = calloc(1, sizeof(*k));
	char line[SBX_ID_MAX + 8];
	FILE *f;

	if (!k)
		return -ENOMEM;
	pthread_mutex_init(&k->lock, NULL);
	if (file && !(k->file = strdup(file))) {
		sandbox_ids_free(k);
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

void sandbox_ids_free(struct sandbox_ids *k)
{
	if (!k)
		return;
	pthread_mutex_destroy(&k->lock);
	free(k->ids);
	free(k->file);
	free(k);
}

bool sandbox_ids_has(struct sandbox_ids *k, const char *id)
{
	bool r;

	pthread_mutex_lock(&k->lock);
	r = find_id(k, id) >= 0;
	pthread_mutex_unlock(&k->lock);
	return r;
}

int sandbox_ids_add(struct sandbox_ids *k, const char *id, bool remember)
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

void sandbox_ids_remove(struct sandbox_ids *k, const char *id)
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

int sandbox_ids_list(struct sandbox_ids *k, char ***ids, size_t *n)
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

int sandbox_ids_default_file(const char *url, char **out)
{
	char dir[4096], name[256], *file;
	int r;

	r = statedir_path(dir, sizeof(dir));
	if (r < 0)
		return r;
	statedir_server_name(url, name, sizeof(name));
	r = statedir_mkdirs(dir);
	if (r < 0)
		return r;
	if (asprintf(&file, "%s/%s.ids", dir, name) < 0)
		return -ENOMEM;
	*out = file;
	return 0;
}
