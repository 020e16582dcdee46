/* owners — who a workspace file shows as owned by (owners.h). */
#include <errno.h>
#include <fuse.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cache.h"
#include "owners.h"
#include "tree.h"

/* A sandbox's own user as its server numbers it (the owner of /workspace). */
struct self_owner {
	struct self_owner *next;
	uid_t uid;
	gid_t gid;
	char id[SBX_ID_MAX + 1];
};

struct owners {
	struct sbx_client *client;
	uid_t uid;
	gid_t gid;
	pthread_mutex_t lock; /* guards selves */
	struct self_owner *selves;
};

int owners_new(struct sbx_client *client, uid_t uid, gid_t gid, struct owners **out)
{
	struct owners *o = calloc(1, sizeof(*o));

	if (!o)
		return -ENOMEM;
	o->client = client;
	o->uid = uid;
	o->gid = gid;
	pthread_mutex_init(&o->lock, NULL);
	*out = o;
	return 0;
}

void owners_free(struct owners *o)
{
	if (!o)
		return;
	while (o->selves) {
		struct self_owner *s = o->selves;

		o->selves = s->next;
		free(s);
	}
	pthread_mutex_destroy(&o->lock);
	free(o);
}

void owners_learn(struct owners *o, const char *id, const struct sbx_stat *ws)
{
	struct self_owner *s;

	pthread_mutex_lock(&o->lock);
	for (s = o->selves; s && strcmp(s->id, id) != 0; s = s->next)
		;
	if (!s && (s = calloc(1, sizeof(*s)))) {
		snprintf(s->id, sizeof(s->id), "%s", id);
		s->next = o->selves;
		o->selves = s;
	}
	if (s) {
		s->uid = ws->uid;
		s->gid = ws->gid;
	}
	pthread_mutex_unlock(&o->lock);
}

/* The sandbox's own user; asks the server once per sandbox. */
static bool self_owner(struct owners *o, const char *id, uid_t *uid, gid_t *gid)
{
	struct self_owner *s;
	struct sbx_stat ws;

	pthread_mutex_lock(&o->lock);
	for (s = o->selves; s && strcmp(s->id, id) != 0; s = s->next)
		;
	if (s) {
		*uid = s->uid;
		*gid = s->gid;
	}
	pthread_mutex_unlock(&o->lock);
	if (s)
		return true;
	if (sbx_lstat(o->client, id, "/workspace", &ws, NULL) < 0)
		return false;
	owners_learn(o, id, &ws);
	*uid = ws.uid;
	*gid = ws.gid;
	return true;
}

/* A directory's attributes, cached or (stale after a change in it) asked:
 * the setgid bit must not be missed because the cache forgot it. */
static int parent_stat(struct owners *o, struct cache *cache, const char *dir, struct sbx_stat *ps)
{
	uint64_t gen = cache_gen(cache);
	struct tree_node t;
	int r;

	if (cache_get(cache, dir, ps, NULL) == CACHE_HIT)
		return 0;
	r = tree_parse(dir, &t);
	if (r < 0 || t.kind != TREE_WORKSPACE)
		return r < 0 ? r : -ENOENT;
	r = sbx_lstat(o->client, t.id, t.rel, ps, NULL);
	if (r == 0)
		cache_put(cache, gen, dir, ps, NULL);
	return r;
}

void owners_creator(struct owners *o, struct cache *cache, const char *path, uid_t *uid, gid_t *gid,
		    bool *writable)
{
	const struct fuse_context *c = fuse_get_context();
	gid_t g = c->gid;
	char dir[PATH_MAX];
	struct sbx_stat ps;
	bool known = tree_split(path, dir, sizeof(dir)) && parent_stat(o, cache, dir, &ps) == 0;
	struct tree_node t;
	uid_t su;
	gid_t sg;

	if (known && (ps.mode & S_ISGID))
		g = ps.has_ogid ? ps.ogid : (gid_t)-1;
	*uid = c->uid;
	*gid = g == (gid_t)-1 ? o->gid : g;
	/* the sandbox's user may make a name there: its own directory with
	 * write and search for the owner, or one open to all */
	if (writable)
		*writable =
		    known && S_ISDIR(ps.mode) && tree_parse(dir, &t) == 0 &&
		    ((self_owner(o, t.id, &su, &sg) && ps.uid == su && (ps.mode & 0300) == 0300) ||
		     (ps.mode & 0003) == 0003);
}

void owners_set_creator(struct owners *o, struct cache *cache, const char *path)
{
	uid_t uid;
	gid_t gid;

	owners_creator(o, cache, path, &uid, &gid, NULL);
	sbx_thread_set_creator(uid, gid);
}

void owners_to_stat(struct owners *o, const char *id, const struct sbx_stat *s, struct stat *st)
{
	uid_t su = 0;
	gid_t sg = 0;
	bool self = id && (!s->has_ouid || !s->has_ogid) && self_owner(o, id, &su, &sg);

	memset(st, 0, sizeof(*st));
	st->st_mode = s->mode;
	st->st_nlink = s->nlink ? s->nlink : 1;
	st->st_size = s->size;
	st->st_uid = s->has_ouid ? s->ouid : !self || s->uid == su ? o->uid : s->uid;
	st->st_gid = s->has_ogid ? s->ogid : !self || s->gid == sg ? o->gid : s->gid;
	st->st_atim = s->atime;
	st->st_mtim = s->mtime;
	st->st_ctim = s->ctime;
	st->st_blksize = 4096;
	/* what the file really uses where the server says (holes are free) */
	st->st_blocks = s->has_blocks ? s->blocks : (s->size + 511) / 512;
}
